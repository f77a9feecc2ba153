<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>LibraryText</name>
    <message>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>红方</translation>
    </message>
    <message>
        <source>%1 wins by being checkmated</source>
        <translation>%1被将死而获胜</translation>
    </message>
    <message>
        <source>%1 mates</source>
        <translation>%1将死对方获胜</translation>
    </message>
    <message>
        <source>Draw by stalemate with equal material</source>
        <translation>困毙且子力相等，和棋</translation>
    </message>
    <message>
        <source>Draw by stalemate</source>
        <translation>困毙，和棋</translation>
    </message>
    <message>
        <source>%1 wins by being stalemated</source>
        <translation>%1被困毙而获胜</translation>
    </message>
    <message>
        <source>%1 wins by stalemate with fewer pieces</source>
        <translation>%1困毙且子少获胜</translation>
    </message>
    <message>
        <source>%1 wins by stalemate</source>
        <translation>%1困毙对方获胜</translation>
    </message>
    <message>
        <source>%1&apos;s king reached the hill</source>
        <translation>%1的王到达山顶</translation>
    </message>
    <message>
        <source>%1 wins by giving %2 checks</source>
        <translation>%1将军 %2 次获胜</translation>
    </message>
    <message>
        <source>%1 wins by exploding the king</source>
        <translation>%1炸掉对方的王获胜</translation>
    </message>
    <message>
        <source>%1 wins by losing all pieces but the king</source>
        <translation>%1只剩王而获胜</translation>
    </message>
    <message>
        <source>%1 wins by losing all pieces</source>
        <translation>%1失去全部棋子而获胜</translation>
    </message>
    <message>
        <source>%1 wins by destroying the horde</source>
        <translation>%1消灭全部兵群获胜</translation>
    </message>
    <message>
        <source>%1&apos;s king reached the 8th rank first</source>
        <translation>%1的王率先到达第八横线</translation>
    </message>
    <message>
        <source>Draw: both kings reached the 8th rank</source>
        <translation>和棋：双方的王都到达第八横线</translation>
    </message>
    <message>
        <source>%1 wins by capturing the general</source>
        <translation>%1吃掉对方的将帅获胜</translation>
    </message>
    <message>
        <source>Draw by fifty moves rule</source>
        <translation>五十回合规则，和棋</translation>
    </message>
    <message>
        <source>Draw by 3-fold repetition</source>
        <translation>三次重复局面，和棋</translation>
    </message>
    <message>
        <source>Draw by insufficient mating material</source>
        <translation>子力不足以将死，和棋</translation>
    </message>
    <message>
        <source>%1 loses by perpetual check</source>
        <translation>%1长将判负</translation>
    </message>
    <message>
        <source>%1 loses by perpetual chase</source>
        <translation>%1长捉判负</translation>
    </message>
    <message>
        <source>Draw by repetition</source>
        <translation>循环局面，不变作和</translation>
    </message>
    <message>
        <source>Draw by mutual perpetual check</source>
        <translation>双方长将，不变作和</translation>
    </message>
    <message>
        <source>Draw by mutual perpetual chase</source>
        <translation>双方长捉，不变作和</translation>
    </message>
    <message>
        <source>Draw by %1-move rule</source>
        <translation>%1回合限招，判和</translation>
    </message>
    <message>
        <source>Draw by insufficient material: neither side can cross the river</source>
        <translation>双方无过河子力，判和</translation>
    </message>
    <message>
        <source>Draw by insufficient material: a lone cannon cannot mate</source>
        <translation>单炮无法取胜，判和</translation>
    </message>
    <message>
        <source>Draw by insufficient material: cannon against cannon</source>
        <translation>单炮对单炮，判和</translation>
    </message>
    <message>
        <source>Draw by insufficient material: no mate in one</source>
        <translation>仅能一步杀而无杀，判和</translation>
    </message>
    <message>
        <source>If this position occurs once more: %1 / %2</source>
        <translation>此局面再出现一次：%1</translation>
    </message>
    <message>
        <source>If this position occurs once more: %1</source>
        <translation>此局面再出现一次：%1</translation>
    </message>
    <message>
        <source>The %1-move rule applies in 1 move / %2</source>
        <translation>距%1回合限招还有 1 回合</translation>
    </message>
    <message>
        <source>The %1-move rule applies in %2 moves / %3</source>
        <translation>距%1回合限招还有 %2 回合</translation>
    </message>
    <message>
        <source>%1-move rule: %2 moves left</source>
        <translation>%1回合限招：还剩 %2 回合</translation>
    </message>
    <message>
        <source>r-Mobility: current %1, accreted %2, 50-move counter %3</source>
        <translation>r-Mobility：当前 %1，累积 %2，五十回合计数 %3</translation>
    </message>
    <message>
        <source>%1 wins by adjudication: %2</source>
        <translation>%1裁定获胜：%2</translation>
    </message>
    <message>
        <source>%1 wins by adjudication</source>
        <translation>%1裁定获胜</translation>
    </message>
    <message>
        <source>Draw by adjudication: maximal game length</source>
        <translation>裁定和棋：达到最大对局长度</translation>
    </message>
    <message>
        <source>Draw by adjudication: %1</source>
        <translation>裁定和棋：%1</translation>
    </message>
    <message>
        <source>Draw by adjudication</source>
        <translation>裁定和棋</translation>
    </message>
    <message>
        <source>Draw by agreement</source>
        <translation>双方同意和棋</translation>
    </message>
    <message>
        <source>%1 resigns</source>
        <translation>%1认输</translation>
    </message>
    <message>
        <source>%1 loses on time (%2ms overrun)</source>
        <translation>%1超时判负（超出 %2 毫秒）</translation>
    </message>
    <message>
        <source>%1 loses on time</source>
        <translation>%1超时判负</translation>
    </message>
    <message>
        <source>%1&apos;s engine is gone</source>
        <translation>%1的引擎已退出</translation>
    </message>
    <message>
        <source>%1&apos;s engine plays an illegal move: %2</source>
        <translation>%1的引擎走了不合法的着法：%2</translation>
    </message>
    <message>
        <source>%1&apos;s engine %2</source>
        <translation>%1的引擎 %2</translation>
    </message>
    <message>
        <source>%1 disconnects: %2</source>
        <translation>%1断开连接：%2</translation>
    </message>
    <message>
        <source>%1 disconnects</source>
        <translation>%1断开连接</translation>
    </message>
    <message>
        <source>%1&apos;s connection stalls</source>
        <translation>%1的连接停滞</translation>
    </message>
    <message>
        <source>%1 makes an illegal move: %2</source>
        <translation>%1走了不合法的着法：%2</translation>
    </message>
    <message>
        <source>%1 makes an invalid draw claim</source>
        <translation>%1的和棋声明无效</translation>
    </message>
    <message>
        <source>%1 makes an invalid result claim</source>
        <translation>%1的结果声明无效</translation>
    </message>
    <message>
        <source>Draw claimed: %1 left the game</source>
        <translation>声明和棋：%1离开了对局</translation>
    </message>
    <message>
        <source>%1 left the game</source>
        <translation>%1离开了对局</translation>
    </message>
    <message>
        <source>Both players left the game</source>
        <translation>双方都离开了对局</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>detect</source>
        <translation>自动检测</translation>
    </message>
    <message>
        <source>New Tournament</source>
        <translation>新比赛</translation>
    </message>
    <message>
        <source>The tournament cannot start: %1</source>
        <translation>比赛无法开始：%1</translation>
    </message>
    <message>
        <source>cannot change to the folder &apos;%1&apos;</source>
        <translation>无法进入文件夹“%1”</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be resumed</source>
        <translation>“%1”无法继续</translation>
    </message>
    <message>
        <source>Resume Tournament</source>
        <translation>继续比赛</translation>
    </message>
    <message>
        <source>Tournament state (*.json);;All files (*)</source>
        <translation>比赛状态 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Folder arbiter-cli ran in (for %1)</source>
        <translation>arbiter-cli 运行时所在的文件夹（%1）</translation>
    </message>
    <message>
        <source>The tournament cannot be resumed: %1</source>
        <translation>比赛无法继续：%1</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>Walnut</source>
        <translation>胡桃木</translation>
    </message>
    <message>
        <source>Meadow</source>
        <translation>草地</translation>
    </message>
    <message>
        <source>Harbour</source>
        <translation>海港</translation>
    </message>
    <message>
        <source>Slate</source>
        <translation>石板</translation>
    </message>
    <message>
        <source>White oak</source>
        <translation>白橡木</translation>
    </message>
    <message>
        <source>Dark oak</source>
        <translation>深色橡木</translation>
    </message>
    <message>
        <source>Simple</source>
        <translation>简洁</translation>
    </message>
    <message>
        <source>Wood</source>
        <translation>木质</translation>
    </message>
    <message>
        <source>Shaded 3D</source>
        <translation>立体</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>经典</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>方块</translation>
    </message>
    <message>
        <source>Letters</source>
        <translation>字母</translation>
    </message>
</context>
<context>
    <name>Variant</name>
    <message>
        <source>Orthodox chess</source>
        <translation>标准国际象棋</translation>
    </message>
    <message>
        <source>Chess960: back ranks shuffled, castling to the usual squares</source>
        <translation>Chess960：底线棋子随机排列，王车易位后位置与常规相同</translation>
    </message>
    <message>
        <source>Capture chess: a capture must be made whenever one is legal</source>
        <translation>吃子棋：能吃子时必须吃子</translation>
    </message>
    <message>
        <source>King of the hill: also won by bringing the king to d4, e4, d5 or e5</source>
        <translation>山丘之王：把王走到 d4、e4、d5 或 e5 也可获胜</translation>
    </message>
    <message>
        <source>Three-check: also won by giving the third check</source>
        <translation>三将：第三次将军也可获胜</translation>
    </message>
    <message>
        <source>Five-check: also won by giving the fifth check</source>
        <translation>五将：第五次将军也可获胜</translation>
    </message>
    <message>
        <source>Crazyhouse: captured pieces change sides into the capturer&apos;s pocket and may be dropped on an empty square instead of a move</source>
        <translation>双狂象棋：吃掉的棋子变为己方手中的棋子，可以代替走子打入空格</translation>
    </message>
    <message>
        <source>Atomic: captures explode the capturer and the pieces around except pawns; exploding the enemy king wins</source>
        <translation>原子象棋：吃子会炸掉吃子的棋子及其周围除兵以外的棋子；炸掉对方的王即获胜</translation>
    </message>
    <message>
        <source>Antichess (lichess): captures compulsory, no castling, the king is an ordinary piece; losing every piece or being stalemated wins</source>
        <translation>抢输棋（lichess）：必须吃子，不能王车易位，王是普通棋子；失去全部棋子或被困毙即获胜</translation>
    </message>
    <message>
        <source>Giveaway: antichess with castling</source>
        <translation>送子棋：可以王车易位的抢输棋</translation>
    </message>
    <message>
        <source>Suicide (FICS): antichess where a stalemate is won by the side with fewer pieces</source>
        <translation>自杀棋（FICS）：困毙时棋子较少的一方获胜的抢输棋</translation>
    </message>
    <message>
        <source>Losers: captures compulsory; being mated or stalemated, or losing everything but the king, wins</source>
        <translation>输家棋：必须吃子；被将死或困毙，或只剩王，即获胜</translation>
    </message>
    <message>
        <source>Horde: 36 white pawns and no white king against an army; Black wins by capturing them all, White by mating</source>
        <translation>兵群：白方 36 个兵而没有王，对抗黑方全军；黑方吃光兵获胜，白方将死获胜</translation>
    </message>
    <message>
        <source>Racing kings: no checks allowed; the first king on the 8th rank wins (a draw if Black follows at once)</source>
        <translation>王者竞速：不允许将军；王先到达第八横线者获胜（若黑方紧接着也到达则和棋）</translation>
    </message>
    <message>
        <source>Xiangqi (Chinese chess): flying general illegal, stalemate loses</source>
        <translation>中国象棋：不允许将帅照面，困毙判负</translation>
    </message>
    <message>
        <source>Beginner xiangqi: no check rule, moves may leave the general attacked; capturing the general wins</source>
        <translation>入门象棋：不判将军，着法可以让将帅受攻；吃掉将帅获胜</translation>
    </message>
    <message>
        <source>Red-eyed xiangqi: pieces may also capture their own side&apos;s pieces (never the own general); no check rule, capturing the general wins</source>
        <translation>红眼象棋：棋子也可以吃己方棋子（己方将帅除外）；不判将军，吃掉将帅获胜</translation>
    </message>
    <message>
        <source>Double-step xiangqi: a turn is two steps without capture or one step that captures; no check rule, capturing the general wins</source>
        <translation>双步象棋：每回合走两步不吃子，或走一步吃子；不判将军，吃掉将帅获胜</translation>
    </message>
    <message>
        <source>Stone xiangqi: after each move the side relocates a neutral stone that blocks but cannot capture or be captured; no check rule, capturing the general wins</source>
        <translation>石头象棋：每步之后走子方移动一块中立的石头，石头能阻挡但不能吃子也不能被吃；不判将军，吃掉将帅获胜</translation>
    </message>
    <message>
        <source>Jieqi: all pieces but the generals start face down on the standard points and move as the piece of their point until their first move reveals them; revealed elephants and advisors go anywhere; xiangqi&apos;s check and mate rules</source>
        <translation>揭棋：除将帅外的所有棋子在标准位置上反面朝下，首次移动前按所在位置的棋子走法行棋，移动后翻开；翻开的象和士可以走到任何地方；按象棋的将军和将死规则</translation>
    </message>
</context>
<context>
    <name>arbiter::gui::AnalysisDock</name>
    <message>
        <source>Check the engines that analyse the position</source>
        <translation>勾选分析该局面的引擎</translation>
    </message>
    <message>
        <source>Lines:</source>
        <translation>路数：</translation>
    </message>
    <message>
        <source>Best lines per engine (MultiPV)</source>
        <translation>每个引擎的最佳变例数（MultiPV）</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>分析</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>变例</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>评分</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>深度</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>着法</translation>
    </message>
    <message>
        <source>Click a line to play it into the move list as a variation</source>
        <translation>点击一条变例，将其作为分支加入着法列表</translation>
    </message>
    <message>
        <source>Record Mode is on: the engine line was added as a variation (Moves &gt; Record Mode turns it off).</source>
        <translation>记录模式已开启：引擎变例已作为分支加入（“着法 &gt; 记录模式”可关闭）。</translation>
    </message>
    <message>
        <source>Analysis is off during a game against an engine: press Analyse to turn it on.</source>
        <translation>与引擎对局时分析已关闭：按“分析”可开启。</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>starting...</source>
        <translation>正在启动...</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>one line: the engine has no MultiPV option</source>
        <translation>仅一路：该引擎没有 MultiPV 选项</translation>
    </message>
    <message>
        <source> (evaluation bar)</source>
        <translation> （评估条）</translation>
    </message>
</context>
<context>
    <name>arbiter::gui::AnnotateDialog</name>
    <message>
        <source>Analyse Game</source>
        <translation>分析对局</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>引擎：</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>深度</translation>
    </message>
    <message>
        <source>Time per move</source>
        <translation>每步用时</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Search:</source>
        <translation>搜索：</translation>
    </message>
    <message>
        <source> cp</source>
        <translation> cp</translation>
    </message>
    <message>
        <source>Inaccuracy (?!) from:</source>
        <translation>欠佳（?!）起点：</translation>
    </message>
    <message>
        <source>Mistake (?) from:</source>
        <translation>失误（?）起点：</translation>
    </message>
    <message>
        <source>Blunder (??) from:</source>
        <translation>败着（??）起点：</translation>
    </message>
    <message>
        <source>Add the engine&apos;s line after mistakes and blunders</source>
        <translation>在失误和败着之后加入引擎的变例</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>分析</translation>
    </message>
    <message>
        <source>Choose an engine (Engines &gt; Manage Engines adds one).</source>
        <translation>请选择一个引擎（“引擎 &gt; 管理引擎”可添加）。</translation>
    </message>
    <message>
        <source>Position %1 of %2</source>
        <translation>局面 %1 / %2</translation>
    </message>
    <message>
        <source>Starting %1...</source>
        <translation>正在启动 %1...</translation>
    </message>
</context>
<context>
    <name>arbiter::gui::DatabaseWindow</name>
    <message>
        <source>Game Database – Arbiter</source>
        <translation>对局数据库 – Arbiter</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>筛选</translation>
    </message>
    <message>
        <source>either side</source>
        <translation>任一方</translation>
    </message>
    <message>
        <source>2020.01.01</source>
        <translation>2020.01.01</translation>
    </message>
    <message>
        <source>2024</source>
        <translation>2024</translation>
    </message>
    <message>
        <source>B2 or B20-B99</source>
        <translation>B2 或 B20-B99</translation>
    </message>
    <message>
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>first moves, e.g. 1. e4 c5 2. Nf3 or C2.5 H8+7</source>
        <translation>开局着法，例如 1. e4 c5 2. Nf3 或 C2.5 H8+7</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>1-0</source>
        <translation>1-0</translation>
    </message>
    <message>
        <source>0-1</source>
        <translation>0-1</translation>
    </message>
    <message>
        <source>½-½</source>
        <translation>½-½</translation>
    </message>
    <message>
        <source>Decisive</source>
        <translation>分出胜负</translation>
    </message>
    <message>
        <source>*</source>
        <translation>*</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>棋手：</translation>
    </message>
    <message>
        <source>White/Red:</source>
        <translation>白方/红方：</translation>
    </message>
    <message>
        <source>Black:</source>
        <translation>黑方：</translation>
    </message>
    <message>
        <source>Event:</source>
        <translation>赛事：</translation>
    </message>
    <message>
        <source>Site:</source>
        <translation>地点：</translation>
    </message>
    <message>
        <source>to</source>
        <translation>至</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>日期：</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>结果：</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>变体：</translation>
    </message>
    <message>
        <source>ECO:</source>
        <translation>ECO：</translation>
    </message>
    <message>
        <source>Opening:</source>
        <translation>开局：</translation>
    </message>
    <message>
        <source>Moves:</source>
        <translation>着法：</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>应用</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <source>No game selected</source>
        <translation>未选择对局</translation>
    </message>
    <message>
        <source>Open in Tab</source>
        <translation>在标签页中打开</translation>
    </message>
    <message>
        <source>Open a PGN file (Ctrl+O).</source>
        <translation>打开一个 PGN 文件（Ctrl+O）。</translation>
    </message>
    <message>
        <source>&amp;Database</source>
        <translation>数据库(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Open PGN...</source>
        <translation>打开 PGN(&amp;O)...</translation>
    </message>
    <message>
        <source>Open Game in &amp;Tab</source>
        <translation>在标签页中打开对局(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Export Filtered Games...</source>
        <translation>导出筛选出的对局(&amp;E)...</translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <source>Build Polyglot &amp;Book...</source>
        <translation>生成 Polyglot 开局库(&amp;B)...</translation>
    </message>
    <message>
        <source>Ctrl+B</source>
        <translation>Ctrl+B</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>数据库</translation>
    </message>
    <message>
        <source>Open PGN Database</source>
        <translation>打开 PGN 数据库</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>PGN 文件 (*.pgn);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Loading %1...</source>
        <translation>正在载入 %1...</translation>
    </message>
    <message>
        <source>%1 – Game Database – Arbiter</source>
        <translation>%1 – 对局数据库 – Arbiter</translation>
    </message>
    <message>
        <source>%1 games, %2 shown</source>
        <translation>%1 局，显示 %2 局</translation>
    </message>
    <message>
        <source>, %1 with a bad move (first: %2)</source>
        <translation>，%1 局含错误着法（第一局：%2）</translation>
    </message>
    <message>
        <source> – loaded in %1 s</source>
        <translation> – 载入用时 %1 秒</translation>
    </message>
    <message>
        <source>No database is open.</source>
        <translation>未打开数据库。</translation>
    </message>
    <message>
        <source>Export %1 Games</source>
        <translation>导出 %1 局</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>PGN 文件 (*.pgn)</translation>
    </message>
    <message>
        <source>%1 games written to %2</source>
        <translation>已将 %1 局写入 %2</translation>
    </message>
    <message>
        <source>Building the book...</source>
        <translation>正在生成开局库...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Build Polyglot Book</source>
        <translation>生成 Polyglot 开局库</translation>
    </message>
    <message>
        <source>From the %1 games shown (8x8 chess variants with a result).</source>
        <translation>来自显示的 %1 局（有结果的 8x8 国际象棋变体）。</translation>
    </message>
    <message>
        <source>Plies per game:</source>
        <translation>每局步数：</translation>
    </message>
    <message>
        <source>Moves played in at least:</source>
        <translation>着法至少出现：</translation>
    </message>
    <message>
        <source>Save Polyglot Book</source>
        <translation>保存 Polyglot 开局库</translation>
    </message>
    <message>
        <source>Polyglot books (*.bin)</source>
        <translation>Polyglot 开局库 (*.bin)</translation>
    </message>
    <message>
        <source>Book %1: %2 entries from %3 games (%4 skipped)</source>
        <translation>开局库 %1：%2 个条目，来自 %3 局（跳过 %4 局）</translation>
    </message>
</context>
<context>
    <name>arbiter::gui::EngineConfigDialog</name>
    <message>
        <source>Engine Configuration</source>
        <translation>引擎配置</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>浏览...</translation>
    </message>
    <message>
        <source>Scores from White&apos;s point of view</source>
        <translation>评分以白方视角给出</translation>
    </message>
    <message>
        <source>Ponder</source>
        <translation>后台思考</translation>
    </message>
    <message>
        <source>Trust result claims</source>
        <translation>信任结果声明</translation>
    </message>
    <message>
        <source>Log all traffic</source>
        <translation>记录全部通信</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>Command:</source>
        <translation>命令：</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>参数：</translation>
    </message>
    <message>
        <source>Working directory:</source>
        <translation>工作目录：</translation>
    </message>
    <message>
        <source>Protocol:</source>
        <translation>协议：</translation>
    </message>
    <message>
        <source>Init strings:</source>
        <translation>初始化字符串：</translation>
    </message>
    <message>
        <source>Timeout scale:</source>
        <translation>超时倍数：</translation>
    </message>
    <message>
        <source>General</source>
        <translation>常规</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>默认值</translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation>恢复默认值</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>0 (h2e2)</source>
        <translation>0 (h2e2)</translation>
    </message>
    <message>
        <source>1 (h3e3)</source>
        <translation>1 (h3e3)</translation>
    </message>
    <message>
        <source>n/b</source>
        <translation>n/b</translation>
    </message>
    <message>
        <source>h/e</source>
        <translation>h/e</translation>
    </message>
    <message>
        <source>milliseconds</source>
        <translation>毫秒</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>detect (e.g. UCI_Variant)</source>
        <translation>自动检测（例如 UCI_Variant）</translation>
    </message>
    <message>
        <source>Rank numbers start at:</source>
        <translation>行号起始于：</translation>
    </message>
    <message>
        <source>Horse/elephant FEN letters:</source>
        <translation>马/象的 FEN 字母：</translation>
    </message>
    <message>
        <source>Red side letter in FEN:</source>
        <translation>FEN 中红方的字母：</translation>
    </message>
    <message>
        <source>UCCI time unit:</source>
        <translation>UCCI 时间单位：</translation>
    </message>
    <message>
        <source>Variant option:</source>
        <translation>变体选项：</translation>
    </message>
    <message>
        <source>Xiangqi dialect</source>
        <translation>象棋方言</translation>
    </message>
    <message>
        <source>Detect</source>
        <translation>检测</translation>
    </message>
    <message>
        <source>Engine program</source>
        <translation>引擎程序</translation>
    </message>
    <message>
        <source>An engine needs a name and a command.</source>
        <translation>引擎需要名称和命令。</translation>
    </message>
    <message>
        <source>The engine answered none of UCI, xboard and UCCI.</source>
        <translation>该引擎对 UCI、xboard 和 UCCI 都没有回应。</translation>
    </message>
    <message>
        <source>Trying %1...</source>
        <translation>正在尝试 %1...</translation>
    </message>
    <message>
        <source>%1 speaks %2 and has %3 options.</source>
        <translation>%1 使用 %2 协议，有 %3 个选项。</translation>
    </message>
</context>
<context>
    <name>arbiter::gui::EngineManagerDialog</name>
    <message>
        <source>Engines</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>Add...</source>
        <translation>添加...</translation>
    </message>
    <message>
        <source>Configure...</source>
        <translation>配置...</translation>
    </message>
    <message>
        <source>Clone</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Stored in %1</source>
        <translation>保存在 %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>协议</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
</context>
<context>
    <name>arbiter::gui::EngineOutputView</name>
    <message>
        <source>Depth</source>
        <translation>深度</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>评分</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>PV</source>
        <translation>主变</translation>
    </message>
    <message>
        <source>  %1 kN/s</source>
        <translation>  %1 kN/s</translation>
    </message>
    <message>
        <source>  hash %1%</source>
        <translation>  哈希 %1%</translation>
    </message>
    <message>
        <source>  TB %1</source>
        <translation>  残局库 %1</translation>
    </message>
</context>
<context>
    <name>arbiter::gui::EvaluationBar</name>
    <message>
        <source>Evaluation of the best line: %1</source>
        <translation>最佳变例的评估：%1</translation>
    </message>
    <message>
        <source>Evaluation of %1&apos;s best line: %2</source>
        <translation>%1最佳变例的评估：%2</translation>
    </message>
</context>
<context>
    <name>arbiter::gui::ExplainPanel</name>
    <message>
        <source>Depth:</source>
        <translation>深度：</translation>
    </message>
    <message>
        <source>Depth of the coach&apos;s searches</source>
        <translation>教练搜索的深度</translation>
    </message>
    <message>
        <source>Explain</source>
        <translation>讲解</translation>
    </message>
    <message>
        <source>Why the move shown was played</source>
        <translation>为什么走这步棋</translation>
    </message>
    <message>
        <source>Threat?</source>
        <translation>威胁？</translation>
    </message>
    <message>
        <source>What does my opponent threaten?</source>
        <translation>对手有什么威胁？</translation>
    </message>
    <message>
        <source>The coach needs an engine: arbiter-engine was not found beside the program.</source>
        <translation>教练需要引擎：在程序旁边找不到 arbiter-engine。</translation>
    </message>
    <message>
        <source>The engine could not search: %1</source>
        <translation>引擎无法搜索：%1</translation>
    </message>
    <message>
        <source>Click a move of the move list to read why it was played.</source>
        <translation>点击着法列表中的一步棋，查看为什么走这步。</translation>
    </message>
    <message>
        <source>Searching %1...</source>
        <translation>正在搜索 %1...</translation>
    </message>
    <message>
        <source>The game is over: nothing is threatened.</source>
        <translation>对局已结束：没有威胁。</translation>
    </message>
    <message>
        <source>You are in check: the check is the threat. Answer it first.</source>
        <translation>你正被将军：将军就是威胁，请先应将。</translation>
    </message>
    <message>
        <source>Threats are not shown in variants with pieces in hand.</source>
        <translation>有手中棋子的变体不显示威胁。</translation>
    </message>
    <message>
        <source>Threats are not shown in variants with face-down pieces.</source>
        <translation>有暗子的变体不显示威胁。</translation>
    </message>
    <message>
        <source>Threats are not shown in variants with the stone.</source>
        <translation>有石头的变体不显示威胁。</translation>
    </message>
    <message>
        <source>The position with the other side to move is not legal.</source>
        <translation>换对方走时局面不合法。</translation>
    </message>
    <message>
        <source>Looking for the threat...</source>
        <translation>正在寻找威胁...</translation>
    </message>
    <message>
        <source>Why %1</source>
        <translation>为什么走%1</translation>
    </message>
    <message>
        <source>%1 at depth %2 (the mover&apos;s view)</source>
        <translation>%1，深度 %2（走子方视角）</translation>
    </message>
    <message>
        <source>Nothing to say: it takes, checks and threatens nothing the engine&apos;s line shows.</source>
        <translation>无可讲解：按引擎的变化，这步棋没有吃子、将军或威胁。</translation>
    </message>
    <message>
        <source>This is the engine&apos;s move.</source>
        <translation>这是引擎选择的着法。</translation>
    </message>
    <message>
        <source>Better was %1</source>
        <translation>更好的是%1</translation>
    </message>
    <message>
        <source>%1: this move loses %2 pawns</source>
        <translation>%1：这步棋损失 %2 兵</translation>
    </message>
    <message>
        <source>The engine&apos;s line: %1</source>
        <translation>引擎的变化：%1</translation>
    </message>
    <message>
        <source>If it were your opponent&apos;s move again:</source>
        <translation>如果再轮到对手走：</translation>
    </message>
    <message>
        <source>%1: this move allows mate</source>
        <translation>%1：这步棋让对方有杀棋</translation>
    </message>
</context>
<context>
    <name>arbiter::gui::GameListModel</name>
    <message>
        <source>This game has a bad move: only its moves up to there are known.</source>
        <translation>此对局有错误着法：只知道该处之前的着法。</translation>
    </message>
    <message>
        <source>White / Red</source>
        <translation>白方 / 红方</translation>
    </message>
</context>
<context>
    <name>arbiter::gui::GameSession</name>
    <message>
        <source>Record</source>
        <translation>记录</translation>
    </message>
    <message>
        <source>%1 (PGN)</source>
        <translation>%1 (PGN)</translation>
    </message>
    <message>
        <source>%1 offers a draw.</source>
        <translation>%1提出求和。</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>红方</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>%1 declines the draw offer.</source>
        <translation>%1拒绝求和。</translation>
    </message>
    <message>
        <source>%1 asks to take back the last move.</source>
        <translation>%1请求悔棋。</translation>
    </message>
    <message>
        <source>The move cannot be taken back now.</source>
        <translation>现在不能悔棋。</translation>
    </message>
    <message>
        <source>Move taken back.</source>
        <translation>已悔棋。</translation>
    </message>
    <message>
        <source>The draw offer goes with your next move.</source>
        <translation>求和将随你的下一步着法提出。</translation>
    </message>
    <message>
        <source>Draw offered to %1.</source>
        <translation>已向%1提出求和。</translation>
    </message>
    <message>
        <source>%1&apos;s draw offer was not answered in time: it lapses.</source>
        <translation>%1的求和未在时限内得到答复，已失效。</translation>
    </message>
    <message>
        <source>%1&apos;s take-back request was not answered in time: it lapses.</source>
        <translation>%1的悔棋请求未在时限内得到答复，已失效。</translation>
    </message>
    <message>
        <source>%1 refuses the take-back.</source>
        <translation>%1拒绝悔棋。</translation>
    </message>
</context>
<context>
    <name>arbiter::gui::GameTab</name>
    <message>
        <source>Accept</source>
        <translation>接受</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>拒绝</translation>
    </message>
    <message>
        <source>That move would leave your general (%1) in check: the attackers flash red.</source>
        <translation>这步棋会让你的将帅（%1）被将军：攻击的棋子闪红。</translation>
    </message>
    <message>
        <source>That move would leave your king in check: the attackers flash red.</source>
        <translation>这步棋会让你的王被将军：攻击的棋子闪红。</translation>
    </message>
    <message>
        <source>Record mode: both sides are moved by hand; new moves become variations.</source>
        <translation>记录模式：双方都由手动走子；新着法成为分支。</translation>
    </message>
    <message>
        <source>Now move the stone: click an empty point or drag the stone there (a right click takes the move back).</source>
        <translation>现在移动石头：点击一个空位或把石头拖到那里（右键撤回这步棋）。</translation>
    </message>
    <message>
        <source>Now the second step, without capture (a right click takes the first back).</source>
        <translation>现在走第二步，不能吃子（右键撤回第一步）。</translation>
    </message>
    <message>
        <source>Decline (%1 s)</source>
        <translation>拒绝（%1 秒）</translation>
    </message>
</context>
<context>
    <name>arbiter::gui::GameTile</name>
    <message>
        <source>Game %1: %2 – %3</source>
        <translation>第 %1 局：%2 – %3</translation>
    </message>
    <message>
        <source>Starting</source>
        <translation>正在开始</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1... %2</source>
        <translation>%1... %2</translation>
    </message>
</context>
<context>
    <name>arbiter::gui::MainWindow</name>
    <message>
        <source>Moves</source>
        <translation>着法</translation>
    </message>
    <message>
        <source>Engine Output</source>
        <translation>引擎输出</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>评估</translation>
    </message>
    <message>
        <source>Engine Debug</source>
        <translation>引擎调试</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>分析</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>对局(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;New Game...</source>
        <translation>新对局(&amp;N)...</translation>
    </message>
    <message>
        <source>New &amp;Record...</source>
        <translation>新记录(&amp;R)...</translation>
    </message>
    <message>
        <source>Ctrl+Shift+N</source>
        <translation>Ctrl+Shift+N</translation>
    </message>
    <message>
        <source>Play &amp;Online...</source>
        <translation>在线对弈(&amp;O)...</translation>
    </message>
    <message>
        <source>Ctrl+Shift+O</source>
        <translation>Ctrl+Shift+O</translation>
    </message>
    <message>
        <source>Set &amp;Up Position...</source>
        <translation>摆设局面(&amp;U)...</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>&amp;Open PGN...</source>
        <translation>打开 PGN(&amp;O)...</translation>
    </message>
    <message>
        <source>&amp;Save PGN</source>
        <translation>保存 PGN(&amp;S)</translation>
    </message>
    <message>
        <source>Save PGN &amp;As...</source>
        <translation>PGN 另存为(&amp;A)...</translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <source>&amp;Close Tab</source>
        <translation>关闭标签页(&amp;C)</translation>
    </message>
    <message>
        <source>Copy &amp;FEN</source>
        <translation>复制 &amp;FEN</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>&amp;Paste FEN</source>
        <translation>粘贴 FEN(&amp;P)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+V</source>
        <translation>Ctrl+Shift+V</translation>
    </message>
    <message>
        <source>Copy P&amp;GN</source>
        <translation>复制 P&amp;GN</translation>
    </message>
    <message>
        <source>Ctrl+Alt+C</source>
        <translation>Ctrl+Alt+C</translation>
    </message>
    <message>
        <source>Paste PG&amp;N</source>
        <translation>粘贴 PG&amp;N</translation>
    </message>
    <message>
        <source>Ctrl+Alt+V</source>
        <translation>Ctrl+Alt+V</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Adjudicate</source>
        <translation>裁定(&amp;A)</translation>
    </message>
    <message>
        <source>First Player Wins</source>
        <translation>先手方胜</translation>
    </message>
    <message>
        <source>Black Wins</source>
        <translation>黑方胜</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>和棋</translation>
    </message>
    <message>
        <source>&amp;Moves</source>
        <translation>着法(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;First Move</source>
        <translation>第一步(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>后退(&amp;B)</translation>
    </message>
    <message>
        <source>F&amp;orward</source>
        <translation>前进(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Last Move</source>
        <translation>最后一步(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Record Mode</source>
        <translation>记录模式(&amp;R)</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>&amp;Delete Move and After</source>
        <translation>删除此着及之后(&amp;D)</translation>
    </message>
    <message>
        <source>Ctrl+Del</source>
        <translation>Ctrl+Del</translation>
    </message>
    <message>
        <source>&amp;Make Main Line</source>
        <translation>设为主线(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>翻转棋盘(&amp;F)</translation>
    </message>
    <message>
        <source>Ctrl+F</source>
        <translation>Ctrl+F</translation>
    </message>
    <message>
        <source>Next Tab</source>
        <translation>下一个标签页</translation>
    </message>
    <message>
        <source>Previous Tab</source>
        <translation>上一个标签页</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>分析(&amp;A)</translation>
    </message>
    <message>
        <source>Analyse &amp;Position</source>
        <translation>分析局面(&amp;P)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+A</source>
        <translation>Ctrl+Shift+A</translation>
    </message>
    <message>
        <source>Check an engine in the Analysis dock first.</source>
        <translation>请先在分析面板中勾选一个引擎。</translation>
    </message>
    <message>
        <source>Analyse &amp;Game...</source>
        <translation>分析对局(&amp;G)...</translation>
    </message>
    <message>
        <source>Ctrl+Shift+G</source>
        <translation>Ctrl+Shift+G</translation>
    </message>
    <message>
        <source>&amp;Database</source>
        <translation>数据库(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Open Database...</source>
        <translation>打开数据库(&amp;O)...</translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <source>&amp;Engines</source>
        <translation>引擎(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Manage Engines...</source>
        <translation>管理引擎(&amp;M)...</translation>
    </message>
    <message>
        <source>&amp;Tournament</source>
        <translation>比赛(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;New Tournament...</source>
        <translation>新比赛(&amp;N)...</translation>
    </message>
    <message>
        <source>Ctrl+T</source>
        <translation>Ctrl+T</translation>
    </message>
    <message>
        <source>&amp;Resume Tournament...</source>
        <translation>继续比赛(&amp;R)...</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Arbiter</source>
        <translation>关于 Arbiter(&amp;A)</translation>
    </message>
    <message>
        <source>About Arbiter</source>
        <translation>关于 Arbiter</translation>
    </message>
    <message>
        <source>&lt;b&gt;Arbiter %1&lt;/b&gt;&lt;p&gt;Play, watch and record chess, chess variants and xiangqi games between people and engines.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Arbiter %1&lt;/b&gt;&lt;p&gt;在人与引擎之间下国际象棋、国际象棋变体和中国象棋，观战并记录对局。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>Chess Board Colours</source>
        <translation>国际象棋棋盘颜色</translation>
    </message>
    <message>
        <source>Chess Pieces</source>
        <translation>国际象棋棋子</translation>
    </message>
    <message>
        <source>Xiangqi Board</source>
        <translation>象棋棋盘</translation>
    </message>
    <message>
        <source>Xiangqi Piece Style</source>
        <translation>象棋棋子样式</translation>
    </message>
    <message>
        <source>Western letters (SVG)</source>
        <translation>西文字母（SVG）</translation>
    </message>
    <message>
        <source>Xiangqi Pieces</source>
        <translation>象棋棋子</translation>
    </message>
    <message>
        <source>SAN</source>
        <translation>SAN</translation>
    </message>
    <message>
        <source>Long algebraic</source>
        <translation>长代数记谱</translation>
    </message>
    <message>
        <source>Coordinates</source>
        <translation>坐标</translation>
    </message>
    <message>
        <source>Chinese (simplified)</source>
        <translation>中文（简体）</translation>
    </message>
    <message>
        <source>Chinese (traditional)</source>
        <translation>中文（繁体）</translation>
    </message>
    <message>
        <source>WXF</source>
        <translation>WXF</translation>
    </message>
    <message>
        <source>ICCS</source>
        <translation>ICCS</translation>
    </message>
    <message>
        <source>Move Notation</source>
        <translation>记谱法</translation>
    </message>
    <message>
        <source>Chess</source>
        <translation>国际象棋</translation>
    </message>
    <message>
        <source>Xiangqi</source>
        <translation>中国象棋</translation>
    </message>
    <message>
        <source>Show Coordinates</source>
        <translation>显示坐标</translation>
    </message>
    <message>
        <source>Show Legal Moves</source>
        <translation>显示合法着法</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>声音</translation>
    </message>
    <message>
        <source>Animation Time...</source>
        <translation>动画时间...</translation>
    </message>
    <message>
        <source>Animation</source>
        <translation>动画</translation>
    </message>
    <message>
        <source>Move animation (ms):</source>
        <translation>走子动画（毫秒）：</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>Arbiter will use the new language the next time it starts.</source>
        <translation>Arbiter 将在下次启动时使用新的语言。</translation>
    </message>
    <message>
        <source>System Language</source>
        <translation>系统语言</translation>
    </message>
    <message>
        <source>%1 (you leave the room)</source>
        <translation>%1（你将离开房间）</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
    <message>
        <source>Red Wins</source>
        <translation>红方胜</translation>
    </message>
    <message>
        <source>White Wins</source>
        <translation>白方胜</translation>
    </message>
    <message>
        <source>New Record</source>
        <translation>新记录</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>变体：</translation>
    </message>
    <message>
        <source>%1 holds no games.</source>
        <translation>%1 中没有对局。</translation>
    </message>
    <message>
        <source>Open PGN</source>
        <translation>打开 PGN</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>对局：</translation>
    </message>
    <message>
        <source>%1 has only %2 games.</source>
        <translation>%1 只有 %2 局。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>PGN 文件 (*.pgn);;所有文件 (*)</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Save PGN</source>
        <translation>保存 PGN</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>PGN 文件 (*.pgn)</translation>
    </message>
    <message>
        <source>Not a FEN of any variant: %1</source>
        <translation>不是任何变体的 FEN：%1</translation>
    </message>
    <message>
        <source>The clipboard holds no PGN game.</source>
        <translation>剪贴板中没有 PGN 对局。</translation>
    </message>
    <message>
        <source>Open or play a game to analyse first.</source>
        <translation>请先打开或下一局棋再分析。</translation>
    </message>
    <message>
        <source>Explain</source>
        <translation>讲解</translation>
    </message>
    <message>
        <source>&amp;Why This Move?</source>
        <translation>为什么走这步(&amp;W)？</translation>
    </message>
    <message>
        <source>Ctrl+Shift+W</source>
        <translation>Ctrl+Shift+W</translation>
    </message>
    <message>
        <source>What Does My Opponent &amp;Threaten?</source>
        <translation>对手有什么威胁(&amp;T)？</translation>
    </message>
    <message>
        <source>Ctrl+Shift+T</source>
        <translation>Ctrl+Shift+T</translation>
    </message>
    <message>
        <source>The game has no moves to review.</source>
        <translation>对局没有可复盘的着法。</translation>
    </message>
    <message>
        <source>The review needs an engine: arbiter-engine was not found beside the program.</source>
        <translation>复盘需要引擎：在程序旁边找不到 arbiter-engine。</translation>
    </message>
    <message>
        <source>&amp;Review Game</source>
        <translation>复盘(&amp;R)</translation>
    </message>
</context>
<context>
    <name>arbiter::gui::MoveListView</name>
    <message>
        <source>Edit comment...</source>
        <translation>编辑注释...</translation>
    </message>
    <message>
        <source>Make main line</source>
        <translation>设为主线</translation>
    </message>
    <message>
        <source>Delete from here</source>
        <translation>从此处删除</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>注释</translation>
    </message>
    <message>
        <source>Comment:</source>
        <translation>注释：</translation>
    </message>
</context>
<context>
    <name>arbiter::gui::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>新对局</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>变体：</translation>
    </message>
    <message>
        <source>Checking engines...</source>
        <translation>正在检查引擎...</translation>
    </message>
    <message>
        <source>Engines not met before are asked which variants they play</source>
        <translation>会询问首次遇到的引擎支持哪些变体</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>人</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>引擎：</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>棋手</translation>
    </message>
    <message>
        <source>The second player has another time control</source>
        <translation>后手方使用另一种时限</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>empty: the variant&apos;s start position</source>
        <translation>留空：该变体的初始局面</translation>
    </message>
    <message>
        <source>Set up on a board...</source>
        <translation>在棋盘上摆设...</translation>
    </message>
    <message>
        <source>Start FEN:</source>
        <translation>初始 FEN：</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>局面</translation>
    </message>
    <message>
        <source>Chess rules</source>
        <translation>国际象棋规则</translation>
    </message>
    <message>
        <source>50-move rule</source>
        <translation>五十回合规则</translation>
    </message>
    <message>
        <source>3-fold repetition</source>
        <translation>三次重复局面</translation>
    </message>
    <message>
        <source>Insufficient material</source>
        <translation>子力不足</translation>
    </message>
    <message>
        <source>r-Mobility (replaces the rules above)</source>
        <translation>r-Mobility（取代上述规则）</translation>
    </message>
    <message>
        <source>Legacy 50-move rule</source>
        <translation>旧版五十回合规则</translation>
    </message>
    <message>
        <source>Scoring:</source>
        <translation>计分：</translation>
    </message>
    <message>
        <source>Cutoff:</source>
        <translation>截止：</translation>
    </message>
    <message>
        <source>Komi:</source>
        <translation>贴目：</translation>
    </message>
    <message>
        <source>Xiangqi rules</source>
        <translation>象棋规则</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <source>Draw at once with material that cannot win</source>
        <translation>无法取胜的子力立即判和</translation>
    </message>
    <message>
        <source>Also material that wins only by a mate in one</source>
        <translation>仅能一步杀取胜的子力也判和</translation>
    </message>
    <message>
        <source>Repetition judged at occurrence:</source>
        <translation>重复局面判定于第几次出现：</translation>
    </message>
    <message>
        <source>Moves without capture to a draw:</source>
        <translation>无吃子判和的回合数：</translation>
    </message>
    <message>
        <source>Checks counted at most:</source>
        <translation>将军最多计数：</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source> cp</source>
        <translation> cp</translation>
    </message>
    <message>
        <source>Take-backs per player:</source>
        <translation>每方悔棋次数：</translation>
    </message>
    <message>
        <source>Draw offers per player:</source>
        <translation>每方求和次数：</translation>
    </message>
    <message>
        <source>Draw offers allowed after move:</source>
        <translation>允许求和的起始回合：</translation>
    </message>
    <message>
        <source>Resigning allowed after move:</source>
        <translation>允许认输的起始回合：</translation>
    </message>
    <message>
        <source>UCI engines accept a draw when their score stayed within the band for more than the given number of moves, or is below the band:</source>
        <translation>当 UCI 引擎的评分在范围内保持超过给定回合数，或低于该范围时，引擎接受求和：</translation>
    </message>
    <message>
        <source>Band:</source>
        <translation>范围：</translation>
    </message>
    <message>
        <source>Moves:</source>
        <translation>回合数：</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>请求</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>红方</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>Variant: &apos;%1&apos; is not known.</source>
        <translation>变体：未知的“%1”。</translation>
    </message>
    <message>
        <source>Start FEN: %1</source>
        <translation>初始 FEN：%1</translation>
    </message>
    <message>
        <source>%1: choose an engine (Engines &gt; Manage engines adds one).</source>
        <translation>%1：请选择一个引擎（“引擎 &gt; 管理引擎”可添加）。</translation>
    </message>
    <message>
        <source>Komi: %1</source>
        <translation>贴目：%1</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>玩家</translation>
    </message>
</context>
<context>
    <name>arbiter::gui::NewTournamentDialog</name>
    <message>
        <source>New Tournament</source>
        <translation>新比赛</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>棋手(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Tournament</source>
        <translation>比赛(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Openings &amp;&amp; Adjudication</source>
        <translation>开局与裁定(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Variant &amp;&amp; Rules</source>
        <translation>变体与规则(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Statistics &amp;&amp; Output</source>
        <translation>统计与输出(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the arbiter-cli command line</source>
        <translation>复制 arbiter-cli 命令行</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>开始(&amp;S)</translation>
    </message>
    <message>
        <source>arbiter-cli command line:</source>
        <translation>arbiter-cli 命令行：</translation>
    </message>
    <message>
        <source>The players in seeding order (-engine conf=NAME)</source>
        <translation>按种子顺序排列的棋手（-engine conf=NAME）</translation>
    </message>
    <message>
        <source>Add →</source>
        <translation>添加 →</translation>
    </message>
    <message>
        <source>Add all</source>
        <translation>全部添加</translation>
    </message>
    <message>
        <source>← Remove</source>
        <translation>← 移除</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>上移</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>下移</translation>
    </message>
    <message>
        <source>Engines (Engines &gt; Manage Engines):</source>
        <translation>引擎（引擎 &gt; 管理引擎）：</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>棋手：</translation>
    </message>
    <message>
        <source>Time control (every player)</source>
        <translation>时限（所有棋手）</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <source>How late a move may come before it loses on time (cutechess-cli&apos;s timemargin). Automatic: %1 ms for a fixed time per move, none otherwise; 0: none.</source>
        <translation>一步棋最多可以迟到多久而不判超时（cutechess-cli 的 timemargin）。自动：每步固定用时时为 %1 毫秒，其他情况为无；0：无。</translation>
    </message>
    <message>
        <source>No time margin: an engine that uses its whole time per move answers a moment late and loses on time. Choose automatic or a few dozen milliseconds.</source>
        <translation>无时间余量：用尽每步全部时间的引擎会晚一点点应着，从而超时判负。请选择自动或几十毫秒。</translation>
    </message>
    <message>
        <source>Ponder (think on the opponent&apos;s time)</source>
        <translation>后台思考（在对手的时间里思考）</translation>
    </message>
    <message>
        <source>Time margin:</source>
        <translation>时间余量：</translation>
    </message>
    <message>
        <source>default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Same colours in every game of an encounter (-noswap)</source>
        <translation>同一组对局中每局颜色不变（-noswap）</translation>
    </message>
    <message>
        <source>Start every encounter with the colours reversed</source>
        <translation>每组对局以交换后的颜色开始</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Restart crashed engines and go on (-recover)</source>
        <translation>重启崩溃的引擎并继续（-recover）</translation>
    </message>
    <message>
        <source>random (kept in the state file)</source>
        <translation>随机（保存在状态文件中）</translation>
    </message>
    <message>
        <source>Type:</source>
        <translation>类型：</translation>
    </message>
    <message>
        <source>Games per encounter:</source>
        <translation>每组对局数：</translation>
    </message>
    <message>
        <source>Rounds:</source>
        <translation>轮数：</translation>
    </message>
    <message>
        <source>Games per opening (-repeat):</source>
        <translation>每个开局的对局数（-repeat）：</translation>
    </message>
    <message>
        <source>Seeded players:</source>
        <translation>种子棋手：</translation>
    </message>
    <message>
        <source>Concurrency (games at once):</source>
        <translation>并发（同时进行的对局）：</translation>
    </message>
    <message>
        <source>Wait between games:</source>
        <translation>对局间隔：</translation>
    </message>
    <message>
        <source>Random seed:</source>
        <translation>随机种子：</translation>
    </message>
    <message>
        <source>Event:</source>
        <translation>赛事：</translation>
    </message>
    <message>
        <source>Site:</source>
        <translation>地点：</translation>
    </message>
    <message>
        <source>Openings</source>
        <translation>开局</translation>
    </message>
    <message>
        <source>File (EPD or PGN):</source>
        <translation>文件（EPD 或 PGN）：</translation>
    </message>
    <message>
        <source>Openings (*.epd *.pgn);;All files (*)</source>
        <translation>开局 (*.epd *.pgn);;所有文件 (*)</translation>
    </message>
    <message>
        <source>none: every game from the start position</source>
        <translation>无：每局都从初始局面开始</translation>
    </message>
    <message>
        <source>from the file name</source>
        <translation>按文件名</translation>
    </message>
    <message>
        <source>Random order</source>
        <translation>随机顺序</translation>
    </message>
    <message>
        <source>all</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>格式：</translation>
    </message>
    <message>
        <source>Plies played from PGN openings:</source>
        <translation>PGN 开局的步数：</translation>
    </message>
    <message>
        <source>First opening:</source>
        <translation>第一个开局：</translation>
    </message>
    <message>
        <source>New opening:</source>
        <translation>更换开局：</translation>
    </message>
    <message>
        <source>Draw adjudication</source>
        <translation>和棋裁定</translation>
    </message>
    <message>
        <source> cp</source>
        <translation> cp</translation>
    </message>
    <message>
        <source>After move:</source>
        <translation>起始回合：</translation>
    </message>
    <message>
        <source>For consecutive moves:</source>
        <translation>连续回合数：</translation>
    </message>
    <message>
        <source>Both scores within:</source>
        <translation>双方评分都在此范围内：</translation>
    </message>
    <message>
        <source>Resign adjudication</source>
        <translation>认输裁定</translation>
    </message>
    <message>
        <source>Both engines agree (two-sided)</source>
        <translation>双方引擎一致（双向）</translation>
    </message>
    <message>
        <source>Score at or below minus:</source>
        <translation>评分不高于负：</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Draw after full moves:</source>
        <translation>多少整回合后判和：</translation>
    </message>
    <message>
        <source>Draw offers</source>
        <translation>求和</translation>
    </message>
    <message>
        <source>The manager offers and answers for UCI engines</source>
        <translation>由管理程序替 UCI 引擎提出和答复求和</translation>
    </message>
    <message>
        <source>Scores within:</source>
        <translation>评分范围：</translation>
    </message>
    <message>
        <source>After moves:</source>
        <translation>起始回合：</translation>
    </message>
    <message>
        <source>Offers per player and game:</source>
        <translation>每方每局求和次数：</translation>
    </message>
    <message>
        <source>Syzygy tablebase adjudication (standard chess)</source>
        <translation>Syzygy 残局库裁定（标准国际象棋）</translation>
    </message>
    <message>
        <source>Folders (separated by &apos;:&apos; or &apos;;&apos;):</source>
        <translation>文件夹（用 &apos;:&apos; 或 &apos;;&apos; 分隔）：</translation>
    </message>
    <message>
        <source>as many as the tables have</source>
        <translation>残局库所含的全部</translation>
    </message>
    <message>
        <source>At most pieces:</source>
        <translation>最多子数：</translation>
    </message>
    <message>
        <source>Ignore the fifty-move rule (cursed wins count as wins)</source>
        <translation>忽略五十回合规则（受诅咒的胜局算作胜局）</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>变体：</translation>
    </message>
    <message>
        <source>r-Mobility (western variants)</source>
        <translation>r-Mobility（西洋变体）</translation>
    </message>
    <message>
        <source>Legacy mode (the classical 50-move rule)</source>
        <translation>旧版模式（经典的五十回合规则）</translation>
    </message>
    <message>
        <source>gX.0, gX.25, gX.5 or gX.75; mg... gives Black the komi</source>
        <translation>gX.0、gX.25、gX.5 或 gX.75；mg... 表示把贴目给黑方</translation>
    </message>
    <message>
        <source>Scoring:</source>
        <translation>计分：</translation>
    </message>
    <message>
        <source>Cutoff:</source>
        <translation>截止：</translation>
    </message>
    <message>
        <source>Default komi:</source>
        <translation>默认贴目：</translation>
    </message>
    <message>
        <source>Xiangqi rules</source>
        <translation>象棋规则</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <source>Judge repetitions by the WXF rules at the Nth occurrence</source>
        <translation>在第 N 次出现时按 WXF 规则判定重复局面</translation>
    </message>
    <message>
        <source>Repetition judged at occurrence:</source>
        <translation>重复局面判定于第几次出现：</translation>
    </message>
    <message>
        <source>Moves per side without capture:</source>
        <translation>每方无吃子的回合数：</translation>
    </message>
    <message>
        <source>Checks counted per side:</source>
        <translation>每方将军计数：</translation>
    </message>
    <message>
        <source>Material draws:</source>
        <translation>子力和棋：</translation>
    </message>
    <message>
        <source>PGN notation:</source>
        <translation>PGN 记谱法：</translation>
    </message>
    <message>
        <source>SPRT (two players): stop when a hypothesis is accepted</source>
        <translation>SPRT（两名棋手）：接受某个假设时停止</translation>
    </message>
    <message>
        <source>H0: Elo =</source>
        <translation>H0：Elo =</translation>
    </message>
    <message>
        <source>H1: Elo =</source>
        <translation>H1：Elo =</translation>
    </message>
    <message>
        <source>Alpha:</source>
        <translation>Alpha：</translation>
    </message>
    <message>
        <source>Beta:</source>
        <translation>Beta：</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>模型：</translation>
    </message>
    <message>
        <source>default (see arbiter-cli -resultformat help)</source>
        <translation>默认（见 arbiter-cli -resultformat help）</translation>
    </message>
    <message>
        <source>never</source>
        <translation>从不</translation>
    </message>
    <message>
        <source>Ratings in the log every N games:</source>
        <translation>每 N 局在日志中输出等级分：</translation>
    </message>
    <message>
        <source>Outcome counts in the log every N games:</source>
        <translation>每 N 局在日志中输出胜负统计：</translation>
    </message>
    <message>
        <source>Result format:</source>
        <translation>结果格式：</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>输出</translation>
    </message>
    <message>
        <source>PGN file:</source>
        <translation>PGN 文件：</translation>
    </message>
    <message>
        <source>PGN (*.pgn);;All files (*)</source>
        <translation>PGN (*.pgn);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Minimal PGN (no comments)</source>
        <translation>精简 PGN（无注释）</translation>
    </message>
    <message>
        <source>Only finished games</source>
        <translation>只保存已结束的对局</translation>
    </message>
    <message>
        <source>EPD file (final positions):</source>
        <translation>EPD 文件（最终局面）：</translation>
    </message>
    <message>
        <source>EPD (*.epd);;All files (*)</source>
        <translation>EPD (*.epd);;所有文件 (*)</translation>
    </message>
    <message>
        <source>State file (resume):</source>
        <translation>状态文件（继续比赛用）：</translation>
    </message>
    <message>
        <source>Tournament state (*.json);;All files (*)</source>
        <translation>比赛状态 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>automatic: PGN file + .state.json, else in %1</source>
        <translation>自动：PGN 文件 + .state.json，否则在 %1 中</translation>
    </message>
    <message>
        <source>only when stopped and at the end</source>
        <translation>只在停止时和结束时</translation>
    </message>
    <message>
        <source>Sync the state to disk every N games:</source>
        <translation>每 N 局把状态同步到磁盘：</translation>
    </message>
    <message>
        <source>Engine input and output in the log (-debug)</source>
        <translation>在日志中记录引擎的输入和输出（-debug）</translation>
    </message>
    <message>
        <source>Players: choose at least two players (an engine may play more than once under another name only through the engine manager).</source>
        <translation>棋手：请至少选择两名棋手（同一引擎只能通过引擎管理器以另一个名称多次参赛）。</translation>
    </message>
    <message>
        <source>Players: &apos;%1&apos; is not in the engine list.</source>
        <translation>棋手：“%1”不在引擎列表中。</translation>
    </message>
    <message>
        <source>Time control: without a clock, give a depth or node limit, or the engines think forever.</source>
        <translation>时限：不计时时请给出深度或节点数限制，否则引擎会一直思考。</translation>
    </message>
    <message>
        <source>Random seed: &apos;%1&apos; is not a whole number from 0 to 18446744073709551615.</source>
        <translation>随机种子：“%1”不是 0 到 18446744073709551615 之间的整数。</translation>
    </message>
    <message>
        <source>Openings: cannot read &apos;%1&apos;.</source>
        <translation>开局：无法读取“%1”。</translation>
    </message>
    <message>
        <source>PGN file</source>
        <translation>PGN 文件</translation>
    </message>
    <message>
        <source>EPD file</source>
        <translation>EPD 文件</translation>
    </message>
    <message>
        <source>State file</source>
        <translation>状态文件</translation>
    </message>
    <message>
        <source>%1: the folder &apos;%2&apos; does not exist.</source>
        <translation>%1：文件夹“%2”不存在。</translation>
    </message>
    <message>
        <source>State file: &apos;%1&apos; holds an unfinished tournament; resume it (Tournament &gt; Resume Tournament) or choose another state or PGN file.</source>
        <translation>状态文件：“%1”中有一场未结束的比赛；请继续它（比赛 &gt; 继续比赛）或选择另一个状态文件或 PGN 文件。</translation>
    </message>
    <message>
        <source>The command line cannot be used.</source>
        <translation>无法使用该命令行。</translation>
    </message>
</context>
<context>
    <name>arbiter::gui::OnlineClient</name>
    <message>
        <source>Server: give an address such as localhost:8080</source>
        <translation>服务器：请给出地址，例如 localhost:8080</translation>
    </message>
    <message>
        <source>Server: &apos;%1&apos; is not an address (host:port or ws://host:port/)</source>
        <translation>服务器：“%1”不是地址（host:port 或 ws://host:port/）</translation>
    </message>
    <message>
        <source>Server: &apos;%1&apos; is not a WebSocket address (ws:// or wss://)</source>
        <translation>服务器：“%1”不是 WebSocket 地址（ws:// 或 wss://）</translation>
    </message>
    <message>
        <source>Room %1: %2</source>
        <translation>房间 %1：%2</translation>
    </message>
    <message>
        <source>Cannot connect to %1: %2</source>
        <translation>无法连接到 %1：%2</translation>
    </message>
</context>
<context>
    <name>arbiter::gui::OnlineGame</name>
    <message>
        <source>%1 (guest)</source>
        <translation>%1（访客）</translation>
    </message>
    <message>
        <source>%1 is away.</source>
        <translation>%1 暂时离开。</translation>
    </message>
    <message>
        <source>%1 is back.</source>
        <translation>%1 回来了。</translation>
    </message>
    <message>
        <source>The game begins: %1 plays %2.</source>
        <translation>对局开始：%1 执%2。</translation>
    </message>
    <message>
        <source>The server&apos;s game cannot be shown: %1</source>
        <translation>无法显示服务器的对局：%1</translation>
    </message>
    <message>
        <source>Arbiter online, room %1</source>
        <translation>Arbiter 在线，房间 %1</translation>
    </message>
    <message>
        <source>The server&apos;s move %1 does not play here: %2</source>
        <translation>服务器的着法 %1 在这里无法走出：%2</translation>
    </message>
    <message>
        <source>Move taken back.</source>
        <translation>已悔棋。</translation>
    </message>
    <message>
        <source>Game aborted: %1</source>
        <translation>对局中止：%1</translation>
    </message>
    <message>
        <source>%1 accepts the draw offer.</source>
        <translation>%1 接受求和。</translation>
    </message>
    <message>
        <source>%1 accepts the take-back.</source>
        <translation>%1 同意悔棋。</translation>
    </message>
    <message>
        <source>%1 declines the draw offer.</source>
        <translation>%1 拒绝求和。</translation>
    </message>
    <message>
        <source>%1 refuses the take-back.</source>
        <translation>%1 拒绝悔棋。</translation>
    </message>
    <message>
        <source>%1&apos;s draw offer was not answered in time: it lapses.</source>
        <translation>%1 的求和未在时限内得到答复，已失效。</translation>
    </message>
    <message>
        <source>%1&apos;s take-back request was not answered in time: it lapses.</source>
        <translation>%1 的悔棋请求未在时限内得到答复，已失效。</translation>
    </message>
    <message>
        <source>%1&apos;s draw offer is withdrawn.</source>
        <translation>%1 撤回了求和。</translation>
    </message>
    <message>
        <source>%1&apos;s take-back request is withdrawn.</source>
        <translation>%1 撤回了悔棋请求。</translation>
    </message>
    <message>
        <source>%1 offers a draw.</source>
        <translation>%1 提出求和。</translation>
    </message>
    <message>
        <source>%1 asks to take back the last move.</source>
        <translation>%1 请求悔棋。</translation>
    </message>
    <message>
        <source>Draw offered to %1.</source>
        <translation>已向 %1 提出求和。</translation>
    </message>
    <message>
        <source>Take-back asked of %1.</source>
        <translation>已向 %1 请求悔棋。</translation>
    </message>
    <message>
        <source>Room %1: %2 – %3</source>
        <translation>房间 %1：%2 – %3</translation>
    </message>
    <message>
        <source>Connecting to %1...</source>
        <translation>正在连接到 %1...</translation>
    </message>
    <message>
        <source>Reconnecting...</source>
        <translation>正在重新连接...</translation>
    </message>
    <message>
        <source>Not connected: %1</source>
        <translation>未连接：%1</translation>
    </message>
    <message>
        <source>%1 is away: the game may be claimed in %2 s</source>
        <translation>%1 暂时离开：%2 秒后可以声明胜负</translation>
    </message>
    <message>
        <source>%1 is away: the game may be claimed</source>
        <translation>%1 暂时离开：可以声明胜负</translation>
    </message>
    <message>
        <source>You are %1 in the queue.</source>
        <translation>你在队列中排第 %1 位。</translation>
    </message>
    <message>
        <source>Waiting for an opponent.</source>
        <translation>正在等待对手。</translation>
    </message>
    <message>
        <source>Waiting for %1 to be ready.</source>
        <translation>正在等待 %1 准备好。</translation>
    </message>
    <message>
        <source>Watching room %1 (%2 watching).</source>
        <translation>正在观看房间 %1（%2 人观看）。</translation>
    </message>
</context>
<context>
    <name>arbiter::gui::PlayOnlineDialog</name>
    <message>
        <source>Play Online</source>
        <translation>在线对弈</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>棋手</translation>
    </message>
    <message>
        <source>Spectator</source>
        <translation>观众</translation>
    </message>
    <message>
        <source>Server:</source>
        <translation>服务器：</translation>
    </message>
    <message>
        <source>Room:</source>
        <translation>房间：</translation>
    </message>
    <message>
        <source>Join as:</source>
        <translation>加入身份：</translation>
    </message>
    <message>
        <source>Who you are</source>
        <translation>你的身份</translation>
    </message>
    <message>
        <source>Guest</source>
        <translation>访客</translation>
    </message>
    <message>
        <source>Log in</source>
        <translation>登录</translation>
    </message>
    <message>
        <source>Register</source>
        <translation>注册</translation>
    </message>
    <message>
        <source>As:</source>
        <translation>身份：</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>Password:</source>
        <translation>密码：</translation>
    </message>
    <message>
        <source>Choose...</source>
        <translation>选择...</translation>
    </message>
    <message>
        <source>Picture:</source>
        <translation>头像：</translation>
    </message>
    <message>
        <source>Your picture</source>
        <translation>你的头像</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.gif *.bmp)</source>
        <translation>图片 (*.png *.jpg *.jpeg *.gif *.bmp)</translation>
    </message>
    <message>
        <source>A new room (when nobody is in it yet)</source>
        <translation>新房间（房间中还没有人时）</translation>
    </message>
    <message>
        <source>600|30: 10 minutes, then 30 s a move; 300+2: 5 minutes and 2 s a move; 40/300; 30/move; hg60; inf</source>
        <translation>600|30：10 分钟，之后每步 30 秒；300+2：5 分钟，每步加 2 秒；40/300；30/move；hg60；inf</translation>
    </message>
    <message>
        <source>Rated (when both players are registered)</source>
        <translation>计等级分（双方都已注册时）</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>变体：</translation>
    </message>
    <message>
        <source>Time control:</source>
        <translation>时限：</translation>
    </message>
    <message>
        <source>Take-backs per player:</source>
        <translation>每方悔棋次数：</translation>
    </message>
    <message>
        <source>Draw offers per player:</source>
        <translation>每方求和次数：</translation>
    </message>
    <message>
        <source>Name: %1</source>
        <translation>名称：%1</translation>
    </message>
    <message>
        <source>Password: at least 6 characters</source>
        <translation>密码：至少 6 个字符</translation>
    </message>
    <message>
        <source>Time control: %1</source>
        <translation>时限：%1</translation>
    </message>
    <message>
        <source>Picture: %1 is not an image this program reads</source>
        <translation>头像：%1 不是本程序能读取的图片</translation>
    </message>
</context>
<context>
    <name>arbiter::gui::PlayerBar</name>
    <message>
        <source>Resign</source>
        <translation>认输</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>准备</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>中止</translation>
    </message>
    <message>
        <source>Claim Win</source>
        <translation>声明胜利</translation>
    </message>
    <message>
        <source>Claim Draw</source>
        <translation>声明和棋</translation>
    </message>
    <message>
        <source>Take back (%1)</source>
        <translation>悔棋（%1）</translation>
    </message>
    <message>
        <source>Accept draw</source>
        <translation>接受求和</translation>
    </message>
    <message>
        <source>Offer draw (%1)</source>
        <translation>求和（%1）</translation>
    </message>
    <message>
        <source>%1: free seat</source>
        <translation>%1：空座位</translation>
    </message>
    <message>
        <source>away</source>
        <translation>暂时离开</translation>
    </message>
    <message>
        <source>away — claim in %1 s</source>
        <translation>暂时离开 — %1 秒后可声明胜负</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>再来一局</translation>
    </message>
    <message>
        <source>Remove engine</source>
        <translation>移除引擎</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>与%1对弈</translation>
    </message>
    <message>
        <source>Play engine…</source>
        <translation>与引擎对弈…</translation>
    </message>
    <message>
        <source>%1: resign this game?</source>
        <translation>%1：确定认输本局吗？</translation>
    </message>
</context>
<context>
    <name>arbiter::gui::PositionSetupDialog</name>
    <message>
        <source>Set Up Position</source>
        <translation>摆设局面</translation>
    </message>
    <message>
        <source>The stone</source>
        <translation>石头</translation>
    </message>
    <message>
        <source>Face-down piece (on a start point)</source>
        <translation>暗子（放在初始位置）</translation>
    </message>
    <message>
        <source>Erase</source>
        <translation>擦除</translation>
    </message>
    <message>
        <source>Red to move</source>
        <translation>红方走</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>白方走</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>黑方走</translation>
    </message>
    <message>
        <source>pieces in hand, e.g. NPp</source>
        <translation>手中棋子，例如 NPp</translation>
    </message>
    <message>
        <source>In hand:</source>
        <translation>手中：</translation>
    </message>
    <message>
        <source>White O-O</source>
        <translation>白方 O-O</translation>
    </message>
    <message>
        <source>White O-O-O</source>
        <translation>白方 O-O-O</translation>
    </message>
    <message>
        <source>Black O-O</source>
        <translation>黑方 O-O</translation>
    </message>
    <message>
        <source>Black O-O-O</source>
        <translation>黑方 O-O-O</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>初始局面</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清空</translation>
    </message>
    <message>
        <source>Flip</source>
        <translation>翻转</translation>
    </message>
    <message>
        <source>the FEN&apos;s first field is not a %1x%2 placement</source>
        <translation>FEN 的第一段不是 %1x%2 的棋子布局</translation>
    </message>
    <message>
        <source>FEN:</source>
        <translation>FEN：</translation>
    </message>
    <message>
        <source>Legal, but the side to move has no moves (the game is over).</source>
        <translation>合法，但轮走方无棋可走（对局已结束）。</translation>
    </message>
    <message>
        <source>The position is legal.</source>
        <translation>局面合法。</translation>
    </message>
    <message>
        <source>Not legal: %1</source>
        <translation>不合法：%1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>警告：%1</translation>
    </message>
</context>
<context>
    <name>arbiter::gui::ReviewWindow</name>
    <message>
        <source>Review</source>
        <translation>复盘</translation>
    </message>
    <message>
        <source>Analysing the game: %1 of %2 positions</source>
        <translation>正在分析对局：第 %1 个局面，共 %2 个</translation>
    </message>
    <message>
        <source>The engine could not search: %1</source>
        <translation>引擎无法搜索：%1</translation>
    </message>
    <message>
        <source>Show Solution</source>
        <translation>显示答案</translation>
    </message>
    <message>
        <source>Next Mistake</source>
        <translation>下一个失误</translation>
    </message>
    <message>
        <source>The engine looks for your mistakes...</source>
        <translation>引擎正在寻找你的失误...</translation>
    </message>
    <message>
        <source>The analysis failed: %1</source>
        <translation>分析失败：%1</translation>
    </message>
    <message>
        <source>No mistakes found at depth %1: well played.</source>
        <translation>在深度 %1 下没有发现失误：下得好。</translation>
    </message>
    <message>
        <source>Mistake %1 of %2</source>
        <translation>第 %1 个失误，共 %2 个</translation>
    </message>
    <message>
        <source>What it did and allowed:</source>
        <translation>这步棋的作用和让对方得到的机会：</translation>
    </message>
    <message>
        <source>Find a better move on the board.</source>
        <translation>请在棋盘上找出更好的着法。</translation>
    </message>
    <message>
        <source>Checking %1...</source>
        <translation>正在检查 %1...</translation>
    </message>
    <message>
        <source>%1 is the engine&apos;s move. Well found!</source>
        <translation>%1 正是引擎的着法。找得好！</translation>
    </message>
    <message>
        <source>%1 is good: as good as the engine&apos;s move within %2 pawns.</source>
        <translation>%1 是好棋：与引擎的着法相差不到 %2 兵。</translation>
    </message>
    <message>
        <source>The engine&apos;s move: %1</source>
        <translation>引擎的着法：%1</translation>
    </message>
    <message>
        <source>That was the last mistake: the review is over.</source>
        <translation>这是最后一个失误：复盘结束。</translation>
    </message>
    <message>
        <source>Move %1: %2%3 was a mistake (%4 after it, %5 with the engine&apos;s move): %6.</source>
        <translation>第 %1 回合：%2%3 是失误（走后 %4，引擎的着法为 %5）：%6。</translation>
    </message>
    <message>
        <source>it allows mate in %1</source>
        <translation>让对方%1步杀</translation>
    </message>
    <message>
        <source>it loses %1 pawns against the engine&apos;s move</source>
        <translation>比引擎的着法损失 %1 兵</translation>
    </message>
    <message>
        <source>%1 is not good enough: %2. Try again.</source>
        <translation>%1 还不够好：%2。再试一次。</translation>
    </message>
</context>
<context>
    <name>arbiter::gui::SprtView</name>
    <message>
        <source>[%1, %2]</source>
        <translation>[%1, %2]</translation>
    </message>
    <message>
        <source>LLR: not enough games yet; bounds %1</source>
        <translation>LLR：对局数还不够；界限 %1</translation>
    </message>
    <message>
        <source>LLR undefined for these results; bounds %1</source>
        <translation>这些结果无法计算 LLR；界限 %1</translation>
    </message>
    <message>
        <source>H0 accepted (Elo %1): LLR %2 reached %3</source>
        <translation>接受 H0（Elo %1）：LLR %2 达到 %3</translation>
    </message>
    <message>
        <source>H1 accepted (Elo %1): LLR %2 reached %3</source>
        <translation>接受 H1（Elo %1）：LLR %2 达到 %3</translation>
    </message>
    <message>
        <source>LLR %1 (%2% towards %3) in %4: continue</source>
        <translation>LLR %1（向 %3 已走 %2%），用时 %4：继续</translation>
    </message>
    <message>
        <source>H1</source>
        <translation>H1</translation>
    </message>
    <message>
        <source>H0</source>
        <translation>H0</translation>
    </message>
    <message>
        <source>H0 %1</source>
        <translation>H0 %1</translation>
    </message>
    <message>
        <source>%1 H1</source>
        <translation>%1 H1</translation>
    </message>
    <message>
        <source>LLR %1</source>
        <translation>LLR %1</translation>
    </message>
    <message>
        <source>LLR -</source>
        <translation>LLR -</translation>
    </message>
</context>
<context>
    <name>arbiter::gui::TagsView</name>
    <message>
        <source>Tag</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
</context>
<context>
    <name>arbiter::gui::TimeControlEditor</name>
    <message>
        <source>Clock: moves / time + increment</source>
        <translation>计时：步数 / 时间 + 加秒</translation>
    </message>
    <message>
        <source>Fixed time per move</source>
        <translation>每步固定用时</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>不计时</translation>
    </message>
    <message>
        <source>whole game</source>
        <translation>整局</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>方式：</translation>
    </message>
    <message>
        <source>Moves per period:</source>
        <translation>每阶段步数：</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>时间：</translation>
    </message>
    <message>
        <source>Increment:</source>
        <translation>加秒：</translation>
    </message>
    <message>
        <source>Time per move:</source>
        <translation>每步用时：</translation>
    </message>
    <message>
        <source>Depth (engines):</source>
        <translation>深度（引擎）：</translation>
    </message>
    <message>
        <source>Nodes (engines):</source>
        <translation>节点数（引擎）：</translation>
    </message>
</context>
<context>
    <name>arbiter::gui::TournamentWindow</name>
    <message>
        <source>%1 - %2, %3 players - Arbiter</source>
        <translation>%1 - %2，%3 名棋手 - Arbiter</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>比赛</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>交叉表</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <source>r-Mobility</source>
        <translation>r-Mobility</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>日志</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <source>No new games start while paused; running games go on</source>
        <translation>暂停时不开始新对局；进行中的对局继续</translation>
    </message>
    <message>
        <source>&amp;Finish Games and Stop</source>
        <translation>下完对局后停止(&amp;F)</translation>
    </message>
    <message>
        <source>No new games; stop once the running games have ended (resumable)</source>
        <translation>不开始新对局；进行中的对局结束后停止（可继续）</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>停止(&amp;S)</translation>
    </message>
    <message>
        <source>Stop now: running games are played again when the tournament is resumed</source>
        <translation>立即停止：继续比赛时，进行中的对局将重新下</translation>
    </message>
    <message>
        <source>Copy Command Line</source>
        <translation>复制命令行</translation>
    </message>
    <message>
        <source>&lt;b&gt;SPRT&lt;/b&gt;</source>
        <translation>&lt;b&gt;SPRT&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Pentanomial counts&lt;/b&gt; (colour-swapped game pairs, %1&apos;s score)</source>
        <translation>&lt;b&gt;五项计数&lt;/b&gt;（交换颜色的成对对局，%1的得分）</translation>
    </message>
    <message>
        <source>LL (0)</source>
        <translation>LL (0)</translation>
    </message>
    <message>
        <source>LD (1/4)</source>
        <translation>LD (1/4)</translation>
    </message>
    <message>
        <source>WL (1/2)</source>
        <translation>WL (1/2)</translation>
    </message>
    <message>
        <source>DD (1/2)</source>
        <translation>DD (1/2)</translation>
    </message>
    <message>
        <source>WD (3/4)</source>
        <translation>WD (3/4)</translation>
    </message>
    <message>
        <source>WW (1)</source>
        <translation>WW (1)</translation>
    </message>
    <message>
        <source>Every scoring convention: points and score of each player (the chosen one first)</source>
        <translation>各种计分方式：每名棋手的积分和得分率（所选的在前）</translation>
    </message>
    <message>
        <source>Resumed from %1: %2 games played before</source>
        <translation>从 %1 继续：之前已下 %2 局</translation>
    </message>
    <message>
        <source>Paused: no new games start; the running games go on</source>
        <translation>已暂停：不开始新对局；进行中的对局继续</translation>
    </message>
    <message>
        <source>Continued</source>
        <translation>已继续</translation>
    </message>
    <message>
        <source>Stopping once the running games have ended</source>
        <translation>进行中的对局结束后停止</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>错误：%1</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>对局</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>积分</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分率</translation>
    </message>
    <message>
        <source>W</source>
        <translation>胜</translation>
    </message>
    <message>
        <source>D</source>
        <translation>和</translation>
    </message>
    <message>
        <source>L</source>
        <translation>负</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>+/-</source>
        <translation>+/-</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>棋手</translation>
    </message>
    <message>
        <source>%1 against %2: +%3 =%4 -%5</source>
        <translation>%1 对 %2：+%3 =%4 -%5</translation>
    </message>
    <message>
        <source>Head-to-head statistics, the SPRT and pentanomial counts are for two-player matches; see the standings and crosstable.

</source>
        <translation>头对头统计、SPRT 和五项计数只适用于两名棋手的比赛；请看排名和交叉表。

</translation>
    </message>
    <message>
        <source>No r-Mobility game has finished yet.</source>
        <translation>还没有结束的 r-Mobility 对局。</translation>
    </message>
    <message>
        <source>Games finished: %1 of %2</source>
        <translation>已结束对局：%1 / %2</translation>
    </message>
    <message>
        <source>the state could not be saved: %1</source>
        <translation>无法保存状态：%1</translation>
    </message>
    <message>
        <source>Stopped. Resume with Tournament &gt; Resume Tournament or: arbiter-cli -resume %1</source>
        <translation>已停止。用“比赛 &gt; 继续比赛”或以下命令继续：arbiter-cli -resume %1</translation>
    </message>
    <message>
        <source>Finished: SPRT decided</source>
        <translation>已结束：SPRT 已得出结论</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>已结束</translation>
    </message>
    <message>
        <source>running: %1</source>
        <translation>进行中：%1</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <source>state: %1</source>
        <translation>状态：%1</translation>
    </message>
    <message>
        <source>Stop Tournament</source>
        <translation>停止比赛</translation>
    </message>
    <message>
        <source>The tournament is running. Stop it and close the window?

Its state is saved in %1; Tournament &gt; Resume Tournament (or arbiter-cli -resume) continues it, playing the running games again.</source>
        <translation>比赛正在进行。停止比赛并关闭窗口吗？

比赛状态保存在 %1 中；“比赛 &gt; 继续比赛”（或 arbiter-cli -resume）可以继续，进行中的对局将重新下。</translation>
    </message>
</context>
<context>
    <name>arbiter::gui::UnfinishedGamesDialog</name>
    <message>
        <source>Unfinished games</source>
        <translation>未结束的对局</translation>
    </message>
    <message>
        <source>This game is still being played:</source>
        <translation>这局棋仍在进行：</translation>
    </message>
    <message>
        <source>These games are still being played:</source>
        <translation>这些对局仍在进行：</translation>
    </message>
    <message>
        <source>Save them as PGN before they are closed?</source>
        <translation>关闭前把它们保存为 PGN 吗？</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>文件夹：</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>浏览...</translation>
    </message>
    <message>
        <source>Save the games in</source>
        <translation>对局保存在</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>全部保存</translation>
    </message>
</context>
<context>
    <name>arbiter::gui::XiangqiBoardView</name>
    <message>
        <source>River  —  Border</source>
        <translation>楚&#x3000;河  —  漢&#x3000;界</translation>
    </message>
    <message>
        <source>Mate!</source>
        <translation>绝杀！</translation>
    </message>
    <message>
        <source>Check!</source>
        <translation>将军！</translation>
    </message>
    <message>
        <source>Capture</source>
        <translation>吃</translation>
    </message>
</context>
</TS>
