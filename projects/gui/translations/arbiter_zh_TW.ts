<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
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
        <translation>紅方</translation>
    </message>
    <message>
        <source>%1 wins by being checkmated</source>
        <translation>%1被將死而獲勝</translation>
    </message>
    <message>
        <source>%1 mates</source>
        <translation>%1將死對方獲勝</translation>
    </message>
    <message>
        <source>Draw by stalemate with equal material</source>
        <translation>困斃且子力相等，和棋</translation>
    </message>
    <message>
        <source>Draw by stalemate</source>
        <translation>困斃，和棋</translation>
    </message>
    <message>
        <source>%1 wins by being stalemated</source>
        <translation>%1被困斃而獲勝</translation>
    </message>
    <message>
        <source>%1 wins by stalemate with fewer pieces</source>
        <translation>%1困斃且子少獲勝</translation>
    </message>
    <message>
        <source>%1 wins by stalemate</source>
        <translation>%1困斃對方獲勝</translation>
    </message>
    <message>
        <source>%1&apos;s king reached the hill</source>
        <translation>%1的王到達山頂</translation>
    </message>
    <message>
        <source>%1 wins by giving %2 checks</source>
        <translation>%1將軍 %2 次獲勝</translation>
    </message>
    <message>
        <source>%1 wins by exploding the king</source>
        <translation>%1炸掉對方的王獲勝</translation>
    </message>
    <message>
        <source>%1 wins by losing all pieces but the king</source>
        <translation>%1只剩王而獲勝</translation>
    </message>
    <message>
        <source>%1 wins by losing all pieces</source>
        <translation>%1失去全部棋子而獲勝</translation>
    </message>
    <message>
        <source>%1 wins by destroying the horde</source>
        <translation>%1消滅全部兵群獲勝</translation>
    </message>
    <message>
        <source>%1&apos;s king reached the 8th rank first</source>
        <translation>%1的王率先到達第八橫線</translation>
    </message>
    <message>
        <source>Draw: both kings reached the 8th rank</source>
        <translation>和棋：雙方的王都到達第八橫線</translation>
    </message>
    <message>
        <source>%1 wins by capturing the general</source>
        <translation>%1吃掉對方的將帥獲勝</translation>
    </message>
    <message>
        <source>Draw by fifty moves rule</source>
        <translation>五十回合規則，和棋</translation>
    </message>
    <message>
        <source>Draw by 3-fold repetition</source>
        <translation>三次重複局面，和棋</translation>
    </message>
    <message>
        <source>Draw by insufficient mating material</source>
        <translation>子力不足以將死，和棋</translation>
    </message>
    <message>
        <source>%1 loses by perpetual check</source>
        <translation>%1長將判負</translation>
    </message>
    <message>
        <source>%1 loses by perpetual chase</source>
        <translation>%1長捉判負</translation>
    </message>
    <message>
        <source>Draw by repetition</source>
        <translation>循環局面，不變作和</translation>
    </message>
    <message>
        <source>Draw by mutual perpetual check</source>
        <translation>雙方長將，不變作和</translation>
    </message>
    <message>
        <source>Draw by mutual perpetual chase</source>
        <translation>雙方長捉，不變作和</translation>
    </message>
    <message>
        <source>Draw by %1-move rule</source>
        <translation>%1回合限招，判和</translation>
    </message>
    <message>
        <source>Draw by insufficient material: neither side can cross the river</source>
        <translation>雙方無過河子力，判和</translation>
    </message>
    <message>
        <source>Draw by insufficient material: a lone cannon cannot mate</source>
        <translation>單炮無法取勝，判和</translation>
    </message>
    <message>
        <source>Draw by insufficient material: cannon against cannon</source>
        <translation>單炮對單炮，判和</translation>
    </message>
    <message>
        <source>Draw by insufficient material: no mate in one</source>
        <translation>僅能一步殺而無殺，判和</translation>
    </message>
    <message>
        <source>If this position occurs once more: %1 / %2</source>
        <translation>此局面再出現一次：%1</translation>
    </message>
    <message>
        <source>If this position occurs once more: %1</source>
        <translation>此局面再出現一次：%1</translation>
    </message>
    <message>
        <source>The %1-move rule applies in 1 move / %2</source>
        <translation>距%1回合限招還有 1 回合</translation>
    </message>
    <message>
        <source>The %1-move rule applies in %2 moves / %3</source>
        <translation>距%1回合限招還有 %2 回合</translation>
    </message>
    <message>
        <source>%1-move rule: %2 moves left</source>
        <translation>%1回合限招：還剩 %2 回合</translation>
    </message>
    <message>
        <source>r-Mobility: current %1, accreted %2, 50-move counter %3</source>
        <translation>r-Mobility：當前 %1，累積 %2，五十回合計數 %3</translation>
    </message>
    <message>
        <source>%1 wins by adjudication: %2</source>
        <translation>%1裁定獲勝：%2</translation>
    </message>
    <message>
        <source>%1 wins by adjudication</source>
        <translation>%1裁定獲勝</translation>
    </message>
    <message>
        <source>Draw by adjudication: maximal game length</source>
        <translation>裁定和棋：達到最大對局長度</translation>
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
        <translation>雙方同意和棋</translation>
    </message>
    <message>
        <source>%1 resigns</source>
        <translation>%1認輸</translation>
    </message>
    <message>
        <source>%1 loses on time (%2ms overrun)</source>
        <translation>%1超時判負（超出 %2 毫秒）</translation>
    </message>
    <message>
        <source>%1 loses on time</source>
        <translation>%1超時判負</translation>
    </message>
    <message>
        <source>%1&apos;s engine is gone</source>
        <translation>%1的引擎已退出</translation>
    </message>
    <message>
        <source>%1&apos;s engine plays an illegal move: %2</source>
        <translation>%1的引擎走了不合法的著法：%2</translation>
    </message>
    <message>
        <source>%1&apos;s engine %2</source>
        <translation>%1的引擎 %2</translation>
    </message>
    <message>
        <source>%1 disconnects: %2</source>
        <translation>%1斷開連線：%2</translation>
    </message>
    <message>
        <source>%1 disconnects</source>
        <translation>%1斷開連線</translation>
    </message>
    <message>
        <source>%1&apos;s connection stalls</source>
        <translation>%1的連線停滯</translation>
    </message>
    <message>
        <source>%1 makes an illegal move: %2</source>
        <translation>%1走了不合法的著法：%2</translation>
    </message>
    <message>
        <source>%1 makes an invalid draw claim</source>
        <translation>%1的和棋宣告無效</translation>
    </message>
    <message>
        <source>%1 makes an invalid result claim</source>
        <translation>%1的結果宣告無效</translation>
    </message>
    <message>
        <source>Draw claimed: %1 left the game</source>
        <translation>宣告和棋：%1離開了對局</translation>
    </message>
    <message>
        <source>%1 left the game</source>
        <translation>%1離開了對局</translation>
    </message>
    <message>
        <source>Both players left the game</source>
        <translation>雙方都離開了對局</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>detect</source>
        <translation>自動檢測</translation>
    </message>
    <message>
        <source>New Tournament</source>
        <translation>新比賽</translation>
    </message>
    <message>
        <source>The tournament cannot start: %1</source>
        <translation>比賽無法開始：%1</translation>
    </message>
    <message>
        <source>cannot change to the folder &apos;%1&apos;</source>
        <translation>無法進入資料夾「%1」</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be resumed</source>
        <translation>「%1」無法繼續</translation>
    </message>
    <message>
        <source>Resume Tournament</source>
        <translation>繼續比賽</translation>
    </message>
    <message>
        <source>Tournament state (*.json);;All files (*)</source>
        <translation>比賽狀態 (*.json);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Folder arbiter-cli ran in (for %1)</source>
        <translation>arbiter-cli 執行時所在的資料夾（%1）</translation>
    </message>
    <message>
        <source>The tournament cannot be resumed: %1</source>
        <translation>比賽無法繼續：%1</translation>
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
        <translation>簡潔</translation>
    </message>
    <message>
        <source>Wood</source>
        <translation>木質</translation>
    </message>
    <message>
        <source>Shaded 3D</source>
        <translation>立體</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>經典</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>方塊</translation>
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
        <translation>標準國際象棋</translation>
    </message>
    <message>
        <source>Chess960: back ranks shuffled, castling to the usual squares</source>
        <translation>Chess960：底線棋子隨機排列，王車易位後位置與常規相同</translation>
    </message>
    <message>
        <source>Capture chess: a capture must be made whenever one is legal</source>
        <translation>吃子棋：能吃子時必須吃子</translation>
    </message>
    <message>
        <source>King of the hill: also won by bringing the king to d4, e4, d5 or e5</source>
        <translation>山丘之王：把王走到 d4、e4、d5 或 e5 也可獲勝</translation>
    </message>
    <message>
        <source>Three-check: also won by giving the third check</source>
        <translation>三將：第三次將軍也可獲勝</translation>
    </message>
    <message>
        <source>Five-check: also won by giving the fifth check</source>
        <translation>五將：第五次將軍也可獲勝</translation>
    </message>
    <message>
        <source>Crazyhouse: captured pieces change sides into the capturer&apos;s pocket and may be dropped on an empty square instead of a move</source>
        <translation>雙狂象棋：吃掉的棋子變為己方手中的棋子，可以代替走子打入空格</translation>
    </message>
    <message>
        <source>Atomic: captures explode the capturer and the pieces around except pawns; exploding the enemy king wins</source>
        <translation>原子象棋：吃子會炸掉吃子的棋子及其周圍除兵以外的棋子；炸掉對方的王即獲勝</translation>
    </message>
    <message>
        <source>Antichess (lichess): captures compulsory, no castling, the king is an ordinary piece; losing every piece or being stalemated wins</source>
        <translation>搶輸棋（lichess）：必須吃子，不能王車易位，王是普通棋子；失去全部棋子或被困斃即獲勝</translation>
    </message>
    <message>
        <source>Giveaway: antichess with castling</source>
        <translation>送子棋：可以王車易位的搶輸棋</translation>
    </message>
    <message>
        <source>Suicide (FICS): antichess where a stalemate is won by the side with fewer pieces</source>
        <translation>自殺棋（FICS）：困斃時棋子較少的一方獲勝的搶輸棋</translation>
    </message>
    <message>
        <source>Losers: captures compulsory; being mated or stalemated, or losing everything but the king, wins</source>
        <translation>輸家棋：必須吃子；被將死或困斃，或只剩王，即獲勝</translation>
    </message>
    <message>
        <source>Horde: 36 white pawns and no white king against an army; Black wins by capturing them all, White by mating</source>
        <translation>兵群：白方 36 個兵而沒有王，對抗黑方全軍；黑方吃光兵獲勝，白方將死獲勝</translation>
    </message>
    <message>
        <source>Racing kings: no checks allowed; the first king on the 8th rank wins (a draw if Black follows at once)</source>
        <translation>王者競速：不允許將軍；王先到達第八橫線者獲勝（若黑方緊接著也到達則和棋）</translation>
    </message>
    <message>
        <source>Xiangqi (Chinese chess): flying general illegal, stalemate loses</source>
        <translation>中國象棋：不允許將帥照面，困斃判負</translation>
    </message>
    <message>
        <source>Beginner xiangqi: no check rule, moves may leave the general attacked; capturing the general wins</source>
        <translation>入門象棋：不判將軍，著法可以讓將帥受攻；吃掉將帥獲勝</translation>
    </message>
    <message>
        <source>Red-eyed xiangqi: pieces may also capture their own side&apos;s pieces (never the own general); no check rule, capturing the general wins</source>
        <translation>紅眼象棋：棋子也可以吃己方棋子（己方將帥除外）；不判將軍，吃掉將帥獲勝</translation>
    </message>
    <message>
        <source>Double-step xiangqi: a turn is two steps without capture or one step that captures; no check rule, capturing the general wins</source>
        <translation>雙步象棋：每回合走兩步不吃子，或走一步吃子；不判將軍，吃掉將帥獲勝</translation>
    </message>
    <message>
        <source>Stone xiangqi: after each move the side relocates a neutral stone that blocks but cannot capture or be captured; no check rule, capturing the general wins</source>
        <translation>石頭象棋：每步之後走子方移動一塊中立的石頭，石頭能阻擋但不能吃子也不能被吃；不判將軍，吃掉將帥獲勝</translation>
    </message>
    <message>
        <source>Jieqi: all pieces but the generals start face down on the standard points and move as the piece of their point until their first move reveals them; revealed elephants and advisors go anywhere; xiangqi&apos;s check and mate rules</source>
        <translation>揭棋：除將帥外的所有棋子在標準位置上反面朝下，首次移動前按所在位置的棋子走法行棋，移動後翻開；翻開的象和士可以走到任何地方；按象棋的將軍和將死規則</translation>
    </message>
</context>
<context>
    <name>arbiter::gui::AnalysisDock</name>
    <message>
        <source>Check the engines that analyse the position</source>
        <translation>勾選分析該局面的引擎</translation>
    </message>
    <message>
        <source>Lines:</source>
        <translation>路數：</translation>
    </message>
    <message>
        <source>Best lines per engine (MultiPV)</source>
        <translation>每個引擎的最佳變例數（MultiPV）</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>分析</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>變例</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>評分</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>深度</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>著法</translation>
    </message>
    <message>
        <source>Click a line to play it into the move list as a variation</source>
        <translation>點選一條變例，將其作為分支加入著法列表</translation>
    </message>
    <message>
        <source>Record Mode is on: the engine line was added as a variation (Moves &gt; Record Mode turns it off).</source>
        <translation>記錄模式已開啟：引擎變例已作為分支加入（「著法 &gt; 記錄模式」可關閉）。</translation>
    </message>
    <message>
        <source>Analysis is off during a game against an engine: press Analyse to turn it on.</source>
        <translation>與引擎對局時分析已關閉：按「分析」可開啟。</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>starting...</source>
        <translation>正在啟動...</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>閒置</translation>
    </message>
    <message>
        <source>one line: the engine has no MultiPV option</source>
        <translation>僅一路：該引擎沒有 MultiPV 選項</translation>
    </message>
    <message>
        <source> (evaluation bar)</source>
        <translation> （評估條）</translation>
    </message>
</context>
<context>
    <name>arbiter::gui::AnnotateDialog</name>
    <message>
        <source>Analyse Game</source>
        <translation>分析對局</translation>
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
        <translation>每步用時</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Search:</source>
        <translation>搜尋：</translation>
    </message>
    <message>
        <source> cp</source>
        <translation> cp</translation>
    </message>
    <message>
        <source>Inaccuracy (?!) from:</source>
        <translation>欠佳（?!）起點：</translation>
    </message>
    <message>
        <source>Mistake (?) from:</source>
        <translation>失誤（?）起點：</translation>
    </message>
    <message>
        <source>Blunder (??) from:</source>
        <translation>敗著（??）起點：</translation>
    </message>
    <message>
        <source>Add the engine&apos;s line after mistakes and blunders</source>
        <translation>在失誤和敗著之後加入引擎的變例</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>分析</translation>
    </message>
    <message>
        <source>Choose an engine (Engines &gt; Manage Engines adds one).</source>
        <translation>請選擇一個引擎（「引擎 &gt; 管理引擎」可新增）。</translation>
    </message>
    <message>
        <source>Position %1 of %2</source>
        <translation>局面 %1 / %2</translation>
    </message>
    <message>
        <source>Starting %1...</source>
        <translation>正在啟動 %1...</translation>
    </message>
</context>
<context>
    <name>arbiter::gui::DatabaseWindow</name>
    <message>
        <source>Game Database – Arbiter</source>
        <translation>對局資料庫 – Arbiter</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>篩選</translation>
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
        <translation>名稱</translation>
    </message>
    <message>
        <source>first moves, e.g. 1. e4 c5 2. Nf3 or C2.5 H8+7</source>
        <translation>開局著法，例如 1. e4 c5 2. Nf3 或 C2.5 H8+7</translation>
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
        <translation>分出勝負</translation>
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
        <translation>白方/紅方：</translation>
    </message>
    <message>
        <source>Black:</source>
        <translation>黑方：</translation>
    </message>
    <message>
        <source>Event:</source>
        <translation>賽事：</translation>
    </message>
    <message>
        <source>Site:</source>
        <translation>地點：</translation>
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
        <translation>結果：</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>變體：</translation>
    </message>
    <message>
        <source>ECO:</source>
        <translation>ECO：</translation>
    </message>
    <message>
        <source>Opening:</source>
        <translation>開局：</translation>
    </message>
    <message>
        <source>Moves:</source>
        <translation>著法：</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>應用</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <source>No game selected</source>
        <translation>未選擇對局</translation>
    </message>
    <message>
        <source>Open in Tab</source>
        <translation>在標籤頁中開啟</translation>
    </message>
    <message>
        <source>Open a PGN file (Ctrl+O).</source>
        <translation>開啟一個 PGN 檔案（Ctrl+O）。</translation>
    </message>
    <message>
        <source>&amp;Database</source>
        <translation>資料庫(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Open PGN...</source>
        <translation>開啟 PGN(&amp;O)...</translation>
    </message>
    <message>
        <source>Open Game in &amp;Tab</source>
        <translation>在標籤頁中開啟對局(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Export Filtered Games...</source>
        <translation>匯出篩選出的對局(&amp;E)...</translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <source>Build Polyglot &amp;Book...</source>
        <translation>生成 Polyglot 開局庫(&amp;B)...</translation>
    </message>
    <message>
        <source>Ctrl+B</source>
        <translation>Ctrl+B</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>關閉(&amp;C)</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>資料庫</translation>
    </message>
    <message>
        <source>Open PGN Database</source>
        <translation>開啟 PGN 資料庫</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>PGN 檔案 (*.pgn);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Loading %1...</source>
        <translation>正在載入 %1...</translation>
    </message>
    <message>
        <source>%1 – Game Database – Arbiter</source>
        <translation>%1 – 對局資料庫 – Arbiter</translation>
    </message>
    <message>
        <source>%1 games, %2 shown</source>
        <translation>%1 局，顯示 %2 局</translation>
    </message>
    <message>
        <source>, %1 with a bad move (first: %2)</source>
        <translation>，%1 局含錯誤著法（第一局：%2）</translation>
    </message>
    <message>
        <source> – loaded in %1 s</source>
        <translation> – 載入用時 %1 秒</translation>
    </message>
    <message>
        <source>No database is open.</source>
        <translation>未開啟資料庫。</translation>
    </message>
    <message>
        <source>Export %1 Games</source>
        <translation>匯出 %1 局</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>PGN 檔案 (*.pgn)</translation>
    </message>
    <message>
        <source>%1 games written to %2</source>
        <translation>已將 %1 局寫入 %2</translation>
    </message>
    <message>
        <source>Building the book...</source>
        <translation>正在生成開局庫...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Build Polyglot Book</source>
        <translation>生成 Polyglot 開局庫</translation>
    </message>
    <message>
        <source>From the %1 games shown (8x8 chess variants with a result).</source>
        <translation>來自顯示的 %1 局（有結果的 8x8 國際象棋變體）。</translation>
    </message>
    <message>
        <source>Plies per game:</source>
        <translation>每局步數：</translation>
    </message>
    <message>
        <source>Moves played in at least:</source>
        <translation>著法至少出現：</translation>
    </message>
    <message>
        <source>Save Polyglot Book</source>
        <translation>儲存 Polyglot 開局庫</translation>
    </message>
    <message>
        <source>Polyglot books (*.bin)</source>
        <translation>Polyglot 開局庫 (*.bin)</translation>
    </message>
    <message>
        <source>Book %1: %2 entries from %3 games (%4 skipped)</source>
        <translation>開局庫 %1：%2 個條目，來自 %3 局（跳過 %4 局）</translation>
    </message>
</context>
<context>
    <name>arbiter::gui::EngineConfigDialog</name>
    <message>
        <source>Engine Configuration</source>
        <translation>引擎設定</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>瀏覽...</translation>
    </message>
    <message>
        <source>Scores from White&apos;s point of view</source>
        <translation>評分以白方視角給出</translation>
    </message>
    <message>
        <source>Ponder</source>
        <translation>背景思考</translation>
    </message>
    <message>
        <source>Trust result claims</source>
        <translation>信任結果宣告</translation>
    </message>
    <message>
        <source>Log all traffic</source>
        <translation>記錄全部通訊</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名稱：</translation>
    </message>
    <message>
        <source>Command:</source>
        <translation>命令：</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>引數：</translation>
    </message>
    <message>
        <source>Working directory:</source>
        <translation>工作目錄：</translation>
    </message>
    <message>
        <source>Protocol:</source>
        <translation>協定：</translation>
    </message>
    <message>
        <source>Init strings:</source>
        <translation>初始化字串：</translation>
    </message>
    <message>
        <source>Timeout scale:</source>
        <translation>超時倍數：</translation>
    </message>
    <message>
        <source>General</source>
        <translation>一般</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>選項</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>類型</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>預設值</translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation>恢復預設值</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>選項</translation>
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
        <translation>自動檢測（例如 UCI_Variant）</translation>
    </message>
    <message>
        <source>Rank numbers start at:</source>
        <translation>行號起始於：</translation>
    </message>
    <message>
        <source>Horse/elephant FEN letters:</source>
        <translation>馬/象的 FEN 字母：</translation>
    </message>
    <message>
        <source>Red side letter in FEN:</source>
        <translation>FEN 中紅方的字母：</translation>
    </message>
    <message>
        <source>UCCI time unit:</source>
        <translation>UCCI 時間單位：</translation>
    </message>
    <message>
        <source>Variant option:</source>
        <translation>變體選項：</translation>
    </message>
    <message>
        <source>Xiangqi dialect</source>
        <translation>象棋方言</translation>
    </message>
    <message>
        <source>Detect</source>
        <translation>檢測</translation>
    </message>
    <message>
        <source>Engine program</source>
        <translation>引擎程式</translation>
    </message>
    <message>
        <source>An engine needs a name and a command.</source>
        <translation>引擎需要名稱和命令。</translation>
    </message>
    <message>
        <source>The engine answered none of UCI, xboard and UCCI.</source>
        <translation>該引擎對 UCI、xboard 和 UCCI 都沒有回應。</translation>
    </message>
    <message>
        <source>Trying %1...</source>
        <translation>正在嘗試 %1...</translation>
    </message>
    <message>
        <source>%1 speaks %2 and has %3 options.</source>
        <translation>%1 使用 %2 協定，有 %3 個選項。</translation>
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
        <translation>新增...</translation>
    </message>
    <message>
        <source>Configure...</source>
        <translation>設定...</translation>
    </message>
    <message>
        <source>Clone</source>
        <translation>複製</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>刪除</translation>
    </message>
    <message>
        <source>Stored in %1</source>
        <translation>儲存在 %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名稱</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>協定</translation>
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
        <translation>評分</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>時間</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>節點</translation>
    </message>
    <message>
        <source>PV</source>
        <translation>主變</translation>
    </message>
    <message>
        <source>  %1 kN/s</source>
        <translation>  %1 kN/s</translation>
    </message>
    <message>
        <source>  hash %1%</source>
        <translation>  雜湊 %1%</translation>
    </message>
    <message>
        <source>  TB %1</source>
        <translation>  殘局庫 %1</translation>
    </message>
</context>
<context>
    <name>arbiter::gui::EvaluationBar</name>
    <message>
        <source>Evaluation of the best line: %1</source>
        <translation>最佳變例的評估：%1</translation>
    </message>
    <message>
        <source>Evaluation of %1&apos;s best line: %2</source>
        <translation>%1最佳變例的評估：%2</translation>
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
        <translation>教練搜尋的深度</translation>
    </message>
    <message>
        <source>Explain</source>
        <translation>講解</translation>
    </message>
    <message>
        <source>Why the move shown was played</source>
        <translation>為什麼走這步棋</translation>
    </message>
    <message>
        <source>Threat?</source>
        <translation>威脅？</translation>
    </message>
    <message>
        <source>What does my opponent threaten?</source>
        <translation>對手有什麼威脅？</translation>
    </message>
    <message>
        <source>The coach needs an engine: arbiter-engine was not found beside the program.</source>
        <translation>教練需要引擎：在程式旁邊找不到 arbiter-engine。</translation>
    </message>
    <message>
        <source>The engine could not search: %1</source>
        <translation>引擎無法搜尋：%1</translation>
    </message>
    <message>
        <source>Click a move of the move list to read why it was played.</source>
        <translation>點擊著法列表中的一步棋，查看為什麼走這步。</translation>
    </message>
    <message>
        <source>Searching %1...</source>
        <translation>正在搜尋 %1...</translation>
    </message>
    <message>
        <source>The game is over: nothing is threatened.</source>
        <translation>對局已結束：沒有威脅。</translation>
    </message>
    <message>
        <source>You are in check: the check is the threat. Answer it first.</source>
        <translation>你正被將軍：將軍就是威脅，請先應將。</translation>
    </message>
    <message>
        <source>Threats are not shown in variants with pieces in hand.</source>
        <translation>有手中棋子的變體不顯示威脅。</translation>
    </message>
    <message>
        <source>Threats are not shown in variants with face-down pieces.</source>
        <translation>有暗子的變體不顯示威脅。</translation>
    </message>
    <message>
        <source>Threats are not shown in variants with the stone.</source>
        <translation>有石頭的變體不顯示威脅。</translation>
    </message>
    <message>
        <source>The position with the other side to move is not legal.</source>
        <translation>換對方走時局面不合法。</translation>
    </message>
    <message>
        <source>Looking for the threat...</source>
        <translation>正在尋找威脅...</translation>
    </message>
    <message>
        <source>Why %1</source>
        <translation>為什麼走%1</translation>
    </message>
    <message>
        <source>%1 at depth %2 (the mover&apos;s view)</source>
        <translation>%1，深度 %2（走子方視角）</translation>
    </message>
    <message>
        <source>Nothing to say: it takes, checks and threatens nothing the engine&apos;s line shows.</source>
        <translation>無可講解：按引擎的變化，這步棋沒有吃子、將軍或威脅。</translation>
    </message>
    <message>
        <source>This is the engine&apos;s move.</source>
        <translation>這是引擎選擇的著法。</translation>
    </message>
    <message>
        <source>Better was %1</source>
        <translation>更好的是%1</translation>
    </message>
    <message>
        <source>%1: this move loses %2 pawns</source>
        <translation>%1：這步棋損失 %2 兵</translation>
    </message>
    <message>
        <source>The engine&apos;s line: %1</source>
        <translation>引擎的變化：%1</translation>
    </message>
    <message>
        <source>If it were your opponent&apos;s move again:</source>
        <translation>如果再輪到對手走：</translation>
    </message>
    <message>
        <source>%1: this move allows mate</source>
        <translation>%1：這步棋讓對方有殺棋</translation>
    </message>
</context>
<context>
    <name>arbiter::gui::GameListModel</name>
    <message>
        <source>This game has a bad move: only its moves up to there are known.</source>
        <translation>此對局有錯誤著法：只知道該處之前的著法。</translation>
    </message>
    <message>
        <source>White / Red</source>
        <translation>白方 / 紅方</translation>
    </message>
</context>
<context>
    <name>arbiter::gui::GameSession</name>
    <message>
        <source>Record</source>
        <translation>記錄</translation>
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
        <translation>紅方</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>%1 declines the draw offer.</source>
        <translation>%1拒絕求和。</translation>
    </message>
    <message>
        <source>%1 asks to take back the last move.</source>
        <translation>%1請求悔棋。</translation>
    </message>
    <message>
        <source>The move cannot be taken back now.</source>
        <translation>現在不能悔棋。</translation>
    </message>
    <message>
        <source>Move taken back.</source>
        <translation>已悔棋。</translation>
    </message>
    <message>
        <source>The draw offer goes with your next move.</source>
        <translation>求和將隨你的下一步著法提出。</translation>
    </message>
    <message>
        <source>Draw offered to %1.</source>
        <translation>已向%1提出求和。</translation>
    </message>
    <message>
        <source>%1&apos;s draw offer was not answered in time: it lapses.</source>
        <translation>%1的求和未在時限內得到答覆，已失效。</translation>
    </message>
    <message>
        <source>%1&apos;s take-back request was not answered in time: it lapses.</source>
        <translation>%1的悔棋請求未在時限內得到答覆，已失效。</translation>
    </message>
    <message>
        <source>%1 refuses the take-back.</source>
        <translation>%1拒絕悔棋。</translation>
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
        <translation>拒絕</translation>
    </message>
    <message>
        <source>That move would leave your general (%1) in check: the attackers flash red.</source>
        <translation>這步棋會讓你的將帥（%1）被將軍：攻擊的棋子閃紅。</translation>
    </message>
    <message>
        <source>That move would leave your king in check: the attackers flash red.</source>
        <translation>這步棋會讓你的王被將軍：攻擊的棋子閃紅。</translation>
    </message>
    <message>
        <source>Record mode: both sides are moved by hand; new moves become variations.</source>
        <translation>記錄模式：雙方都由手動走子；新著法成為分支。</translation>
    </message>
    <message>
        <source>Now move the stone: click an empty point or drag the stone there (a right click takes the move back).</source>
        <translation>現在移動石頭：點選一個空位或把石頭拖到那裡（右鍵撤回這步棋）。</translation>
    </message>
    <message>
        <source>Now the second step, without capture (a right click takes the first back).</source>
        <translation>現在走第二步，不能吃子（右鍵撤回第一步）。</translation>
    </message>
    <message>
        <source>Decline (%1 s)</source>
        <translation>拒絕（%1 秒）</translation>
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
        <translation>正在開始</translation>
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
        <translation>著法</translation>
    </message>
    <message>
        <source>Engine Output</source>
        <translation>引擎輸出</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>評估</translation>
    </message>
    <message>
        <source>Engine Debug</source>
        <translation>引擎除錯</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>標籤</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>分析</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>對局(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;New Game...</source>
        <translation>新對局(&amp;N)...</translation>
    </message>
    <message>
        <source>New &amp;Record...</source>
        <translation>新記錄(&amp;R)...</translation>
    </message>
    <message>
        <source>Ctrl+Shift+N</source>
        <translation>Ctrl+Shift+N</translation>
    </message>
    <message>
        <source>Play &amp;Online...</source>
        <translation>線上對弈(&amp;O)...</translation>
    </message>
    <message>
        <source>Ctrl+Shift+O</source>
        <translation>Ctrl+Shift+O</translation>
    </message>
    <message>
        <source>Set &amp;Up Position...</source>
        <translation>擺設局面(&amp;U)...</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>&amp;Open PGN...</source>
        <translation>開啟 PGN(&amp;O)...</translation>
    </message>
    <message>
        <source>&amp;Save PGN</source>
        <translation>儲存 PGN(&amp;S)</translation>
    </message>
    <message>
        <source>Save PGN &amp;As...</source>
        <translation>PGN 另存為(&amp;A)...</translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <source>&amp;Close Tab</source>
        <translation>關閉標籤頁(&amp;C)</translation>
    </message>
    <message>
        <source>Copy &amp;FEN</source>
        <translation>複製 &amp;FEN</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>&amp;Paste FEN</source>
        <translation>貼上 FEN(&amp;P)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+V</source>
        <translation>Ctrl+Shift+V</translation>
    </message>
    <message>
        <source>Copy P&amp;GN</source>
        <translation>複製 P&amp;GN</translation>
    </message>
    <message>
        <source>Ctrl+Alt+C</source>
        <translation>Ctrl+Alt+C</translation>
    </message>
    <message>
        <source>Paste PG&amp;N</source>
        <translation>貼上 PG&amp;N</translation>
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
        <translation>先手方勝</translation>
    </message>
    <message>
        <source>Black Wins</source>
        <translation>黑方勝</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>和棋</translation>
    </message>
    <message>
        <source>&amp;Moves</source>
        <translation>著法(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;First Move</source>
        <translation>第一步(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>後退(&amp;B)</translation>
    </message>
    <message>
        <source>F&amp;orward</source>
        <translation>前進(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Last Move</source>
        <translation>最後一步(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Record Mode</source>
        <translation>記錄模式(&amp;R)</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>&amp;Delete Move and After</source>
        <translation>刪除此著及之後(&amp;D)</translation>
    </message>
    <message>
        <source>Ctrl+Del</source>
        <translation>Ctrl+Del</translation>
    </message>
    <message>
        <source>&amp;Make Main Line</source>
        <translation>設為主線(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>翻轉棋盤(&amp;F)</translation>
    </message>
    <message>
        <source>Ctrl+F</source>
        <translation>Ctrl+F</translation>
    </message>
    <message>
        <source>Next Tab</source>
        <translation>下一個標籤頁</translation>
    </message>
    <message>
        <source>Previous Tab</source>
        <translation>上一個標籤頁</translation>
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
        <translation>請先在分析面板中勾選一個引擎。</translation>
    </message>
    <message>
        <source>Analyse &amp;Game...</source>
        <translation>分析對局(&amp;G)...</translation>
    </message>
    <message>
        <source>Ctrl+Shift+G</source>
        <translation>Ctrl+Shift+G</translation>
    </message>
    <message>
        <source>&amp;Database</source>
        <translation>資料庫(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Open Database...</source>
        <translation>開啟資料庫(&amp;O)...</translation>
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
        <translation>比賽(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;New Tournament...</source>
        <translation>新比賽(&amp;N)...</translation>
    </message>
    <message>
        <source>Ctrl+T</source>
        <translation>Ctrl+T</translation>
    </message>
    <message>
        <source>&amp;Resume Tournament...</source>
        <translation>繼續比賽(&amp;R)...</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Arbiter</source>
        <translation>關於 Arbiter(&amp;A)</translation>
    </message>
    <message>
        <source>About Arbiter</source>
        <translation>關於 Arbiter</translation>
    </message>
    <message>
        <source>&lt;b&gt;Arbiter %1&lt;/b&gt;&lt;p&gt;Play, watch and record chess, chess variants and xiangqi games between people and engines.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Arbiter %1&lt;/b&gt;&lt;p&gt;在人與引擎之間下國際象棋、國際象棋變體和中國象棋，觀戰並記錄對局。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>主工具列</translation>
    </message>
    <message>
        <source>Chess Board Colours</source>
        <translation>國際象棋棋盤顏色</translation>
    </message>
    <message>
        <source>Chess Pieces</source>
        <translation>國際象棋棋子</translation>
    </message>
    <message>
        <source>Xiangqi Board</source>
        <translation>象棋棋盤</translation>
    </message>
    <message>
        <source>Xiangqi Piece Style</source>
        <translation>象棋棋子樣式</translation>
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
        <translation>長代數記譜</translation>
    </message>
    <message>
        <source>Coordinates</source>
        <translation>座標</translation>
    </message>
    <message>
        <source>Chinese (simplified)</source>
        <translation>中文（簡體）</translation>
    </message>
    <message>
        <source>Chinese (traditional)</source>
        <translation>中文（繁體）</translation>
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
        <translation>記譜法</translation>
    </message>
    <message>
        <source>Chess</source>
        <translation>國際象棋</translation>
    </message>
    <message>
        <source>Xiangqi</source>
        <translation>中國象棋</translation>
    </message>
    <message>
        <source>Show Coordinates</source>
        <translation>顯示座標</translation>
    </message>
    <message>
        <source>Show Legal Moves</source>
        <translation>顯示合法著法</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>聲音</translation>
    </message>
    <message>
        <source>Animation Time...</source>
        <translation>動畫時間...</translation>
    </message>
    <message>
        <source>Animation</source>
        <translation>動畫</translation>
    </message>
    <message>
        <source>Move animation (ms):</source>
        <translation>走子動畫（毫秒）：</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>語言</translation>
    </message>
    <message>
        <source>Arbiter will use the new language the next time it starts.</source>
        <translation>Arbiter 將在下次啟動時使用新的語言。</translation>
    </message>
    <message>
        <source>System Language</source>
        <translation>系統語言</translation>
    </message>
    <message>
        <source>%1 (you leave the room)</source>
        <translation>%1（你將離開房間）</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>無法建立資料夾 %1</translation>
    </message>
    <message>
        <source>Red Wins</source>
        <translation>紅方勝</translation>
    </message>
    <message>
        <source>White Wins</source>
        <translation>白方勝</translation>
    </message>
    <message>
        <source>New Record</source>
        <translation>新記錄</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>變體：</translation>
    </message>
    <message>
        <source>%1 holds no games.</source>
        <translation>%1 中沒有對局。</translation>
    </message>
    <message>
        <source>Open PGN</source>
        <translation>開啟 PGN</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>對局：</translation>
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
        <translation>PGN 檔案 (*.pgn);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>無法寫入 %1：%2</translation>
    </message>
    <message>
        <source>Save PGN</source>
        <translation>儲存 PGN</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>PGN 檔案 (*.pgn)</translation>
    </message>
    <message>
        <source>Not a FEN of any variant: %1</source>
        <translation>不是任何變體的 FEN：%1</translation>
    </message>
    <message>
        <source>The clipboard holds no PGN game.</source>
        <translation>剪貼簿中沒有 PGN 對局。</translation>
    </message>
    <message>
        <source>Open or play a game to analyse first.</source>
        <translation>請先開啟或下一局棋再分析。</translation>
    </message>
    <message>
        <source>Explain</source>
        <translation>講解</translation>
    </message>
    <message>
        <source>&amp;Why This Move?</source>
        <translation>為什麼走這步(&amp;W)？</translation>
    </message>
    <message>
        <source>Ctrl+Shift+W</source>
        <translation>Ctrl+Shift+W</translation>
    </message>
    <message>
        <source>What Does My Opponent &amp;Threaten?</source>
        <translation>對手有什麼威脅(&amp;T)？</translation>
    </message>
    <message>
        <source>Ctrl+Shift+T</source>
        <translation>Ctrl+Shift+T</translation>
    </message>
    <message>
        <source>The game has no moves to review.</source>
        <translation>對局沒有可復盤的著法。</translation>
    </message>
    <message>
        <source>The review needs an engine: arbiter-engine was not found beside the program.</source>
        <translation>復盤需要引擎：在程式旁邊找不到 arbiter-engine。</translation>
    </message>
    <message>
        <source>&amp;Review Game</source>
        <translation>復盤(&amp;R)</translation>
    </message>
</context>
<context>
    <name>arbiter::gui::MoveListView</name>
    <message>
        <source>Edit comment...</source>
        <translation>編輯註解...</translation>
    </message>
    <message>
        <source>Make main line</source>
        <translation>設為主線</translation>
    </message>
    <message>
        <source>Delete from here</source>
        <translation>從此處刪除</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>註解</translation>
    </message>
    <message>
        <source>Comment:</source>
        <translation>註解：</translation>
    </message>
</context>
<context>
    <name>arbiter::gui::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>新對局</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>變體：</translation>
    </message>
    <message>
        <source>Checking engines...</source>
        <translation>正在檢查引擎...</translation>
    </message>
    <message>
        <source>Engines not met before are asked which variants they play</source>
        <translation>會詢問首次遇到的引擎支援哪些變體</translation>
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
        <translation>名稱：</translation>
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
        <translation>後手方使用另一種時限</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>時間</translation>
    </message>
    <message>
        <source>empty: the variant&apos;s start position</source>
        <translation>留空：該變體的初始局面</translation>
    </message>
    <message>
        <source>Set up on a board...</source>
        <translation>在棋盤上擺設...</translation>
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
        <translation>國際象棋規則</translation>
    </message>
    <message>
        <source>50-move rule</source>
        <translation>五十回合規則</translation>
    </message>
    <message>
        <source>3-fold repetition</source>
        <translation>三次重複局面</translation>
    </message>
    <message>
        <source>Insufficient material</source>
        <translation>子力不足</translation>
    </message>
    <message>
        <source>r-Mobility (replaces the rules above)</source>
        <translation>r-Mobility（取代上述規則）</translation>
    </message>
    <message>
        <source>Legacy 50-move rule</source>
        <translation>舊版五十回合規則</translation>
    </message>
    <message>
        <source>Scoring:</source>
        <translation>計分：</translation>
    </message>
    <message>
        <source>Cutoff:</source>
        <translation>截止：</translation>
    </message>
    <message>
        <source>Komi:</source>
        <translation>貼目：</translation>
    </message>
    <message>
        <source>Xiangqi rules</source>
        <translation>象棋規則</translation>
    </message>
    <message>
        <source>off</source>
        <translation>關</translation>
    </message>
    <message>
        <source>Draw at once with material that cannot win</source>
        <translation>無法取勝的子力立即判和</translation>
    </message>
    <message>
        <source>Also material that wins only by a mate in one</source>
        <translation>僅能一步殺取勝的子力也判和</translation>
    </message>
    <message>
        <source>Repetition judged at occurrence:</source>
        <translation>重複局面判定於第幾次出現：</translation>
    </message>
    <message>
        <source>Moves without capture to a draw:</source>
        <translation>無吃子判和的回合數：</translation>
    </message>
    <message>
        <source>Checks counted at most:</source>
        <translation>將軍最多計數：</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>規則</translation>
    </message>
    <message>
        <source> cp</source>
        <translation> cp</translation>
    </message>
    <message>
        <source>Take-backs per player:</source>
        <translation>每方悔棋次數：</translation>
    </message>
    <message>
        <source>Draw offers per player:</source>
        <translation>每方求和次數：</translation>
    </message>
    <message>
        <source>Draw offers allowed after move:</source>
        <translation>允許求和的起始回合：</translation>
    </message>
    <message>
        <source>Resigning allowed after move:</source>
        <translation>允許認輸的起始回合：</translation>
    </message>
    <message>
        <source>UCI engines accept a draw when their score stayed within the band for more than the given number of moves, or is below the band:</source>
        <translation>當 UCI 引擎的評分在範圍內保持超過給定回合數，或低於該範圍時，引擎接受求和：</translation>
    </message>
    <message>
        <source>Band:</source>
        <translation>範圍：</translation>
    </message>
    <message>
        <source>Moves:</source>
        <translation>回合數：</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>請求</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>紅方</translation>
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
        <translation>變體：未知的「%1」。</translation>
    </message>
    <message>
        <source>Start FEN: %1</source>
        <translation>初始 FEN：%1</translation>
    </message>
    <message>
        <source>%1: choose an engine (Engines &gt; Manage engines adds one).</source>
        <translation>%1：請選擇一個引擎（「引擎 &gt; 管理引擎」可新增）。</translation>
    </message>
    <message>
        <source>Komi: %1</source>
        <translation>貼目：%1</translation>
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
        <translation>新比賽</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>棋手(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Tournament</source>
        <translation>比賽(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Openings &amp;&amp; Adjudication</source>
        <translation>開局與裁定(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Variant &amp;&amp; Rules</source>
        <translation>變體與規則(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Statistics &amp;&amp; Output</source>
        <translation>統計與輸出(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>複製(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the arbiter-cli command line</source>
        <translation>複製 arbiter-cli 命令列</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>開始(&amp;S)</translation>
    </message>
    <message>
        <source>arbiter-cli command line:</source>
        <translation>arbiter-cli 命令列：</translation>
    </message>
    <message>
        <source>The players in seeding order (-engine conf=NAME)</source>
        <translation>按種子順序排列的棋手（-engine conf=NAME）</translation>
    </message>
    <message>
        <source>Add →</source>
        <translation>新增 →</translation>
    </message>
    <message>
        <source>Add all</source>
        <translation>全部新增</translation>
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
        <translation>時限（所有棋手）</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>自動</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <source>How late a move may come before it loses on time (cutechess-cli&apos;s timemargin). Automatic: %1 ms for a fixed time per move, none otherwise; 0: none.</source>
        <translation>一步棋最多可以遲到多久而不判超時（cutechess-cli 的 timemargin）。自動：每步固定用時時為 %1 毫秒，其他情況為無；0：無。</translation>
    </message>
    <message>
        <source>No time margin: an engine that uses its whole time per move answers a moment late and loses on time. Choose automatic or a few dozen milliseconds.</source>
        <translation>無時間餘量：用盡每步全部時間的引擎會晚一點點應著，從而超時判負。請選擇自動或幾十毫秒。</translation>
    </message>
    <message>
        <source>Ponder (think on the opponent&apos;s time)</source>
        <translation>背景思考（在對手的時間裡思考）</translation>
    </message>
    <message>
        <source>Time margin:</source>
        <translation>時間餘量：</translation>
    </message>
    <message>
        <source>default</source>
        <translation>預設</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Same colours in every game of an encounter (-noswap)</source>
        <translation>同一組對局中每局顏色不變（-noswap）</translation>
    </message>
    <message>
        <source>Start every encounter with the colours reversed</source>
        <translation>每組對局以交換後的顏色開始</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>Restart crashed engines and go on (-recover)</source>
        <translation>重啟崩潰的引擎並繼續（-recover）</translation>
    </message>
    <message>
        <source>random (kept in the state file)</source>
        <translation>隨機（儲存在狀態檔案中）</translation>
    </message>
    <message>
        <source>Type:</source>
        <translation>類型：</translation>
    </message>
    <message>
        <source>Games per encounter:</source>
        <translation>每組對局數：</translation>
    </message>
    <message>
        <source>Rounds:</source>
        <translation>輪數：</translation>
    </message>
    <message>
        <source>Games per opening (-repeat):</source>
        <translation>每個開局的對局數（-repeat）：</translation>
    </message>
    <message>
        <source>Seeded players:</source>
        <translation>種子棋手：</translation>
    </message>
    <message>
        <source>Concurrency (games at once):</source>
        <translation>並行（同時進行的對局）：</translation>
    </message>
    <message>
        <source>Wait between games:</source>
        <translation>對局間隔：</translation>
    </message>
    <message>
        <source>Random seed:</source>
        <translation>隨機種子：</translation>
    </message>
    <message>
        <source>Event:</source>
        <translation>賽事：</translation>
    </message>
    <message>
        <source>Site:</source>
        <translation>地點：</translation>
    </message>
    <message>
        <source>Openings</source>
        <translation>開局</translation>
    </message>
    <message>
        <source>File (EPD or PGN):</source>
        <translation>檔案（EPD 或 PGN）：</translation>
    </message>
    <message>
        <source>Openings (*.epd *.pgn);;All files (*)</source>
        <translation>開局 (*.epd *.pgn);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>none: every game from the start position</source>
        <translation>無：每局都從初始局面開始</translation>
    </message>
    <message>
        <source>from the file name</source>
        <translation>按檔名</translation>
    </message>
    <message>
        <source>Random order</source>
        <translation>隨機順序</translation>
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
        <translation>PGN 開局的步數：</translation>
    </message>
    <message>
        <source>First opening:</source>
        <translation>第一個開局：</translation>
    </message>
    <message>
        <source>New opening:</source>
        <translation>更換開局：</translation>
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
        <translation>連續回合數：</translation>
    </message>
    <message>
        <source>Both scores within:</source>
        <translation>雙方評分都在此範圍內：</translation>
    </message>
    <message>
        <source>Resign adjudication</source>
        <translation>認輸裁定</translation>
    </message>
    <message>
        <source>Both engines agree (two-sided)</source>
        <translation>雙方引擎一致（雙向）</translation>
    </message>
    <message>
        <source>Score at or below minus:</source>
        <translation>評分不高於負：</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Draw after full moves:</source>
        <translation>多少整回合後判和：</translation>
    </message>
    <message>
        <source>Draw offers</source>
        <translation>求和</translation>
    </message>
    <message>
        <source>The manager offers and answers for UCI engines</source>
        <translation>由管理程式替 UCI 引擎提出和答覆求和</translation>
    </message>
    <message>
        <source>Scores within:</source>
        <translation>評分範圍：</translation>
    </message>
    <message>
        <source>After moves:</source>
        <translation>起始回合：</translation>
    </message>
    <message>
        <source>Offers per player and game:</source>
        <translation>每方每局求和次數：</translation>
    </message>
    <message>
        <source>Syzygy tablebase adjudication (standard chess)</source>
        <translation>Syzygy 殘局庫裁定（標準國際象棋）</translation>
    </message>
    <message>
        <source>Folders (separated by &apos;:&apos; or &apos;;&apos;):</source>
        <translation>資料夾（用 &apos;:&apos; 或 &apos;;&apos; 分隔）：</translation>
    </message>
    <message>
        <source>as many as the tables have</source>
        <translation>殘局庫所含的全部</translation>
    </message>
    <message>
        <source>At most pieces:</source>
        <translation>最多子數：</translation>
    </message>
    <message>
        <source>Ignore the fifty-move rule (cursed wins count as wins)</source>
        <translation>忽略五十回合規則（受詛咒的勝局算作勝局）</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>變體：</translation>
    </message>
    <message>
        <source>r-Mobility (western variants)</source>
        <translation>r-Mobility（西洋變體）</translation>
    </message>
    <message>
        <source>Legacy mode (the classical 50-move rule)</source>
        <translation>舊版模式（經典的五十回合規則）</translation>
    </message>
    <message>
        <source>gX.0, gX.25, gX.5 or gX.75; mg... gives Black the komi</source>
        <translation>gX.0、gX.25、gX.5 或 gX.75；mg... 表示把貼目給黑方</translation>
    </message>
    <message>
        <source>Scoring:</source>
        <translation>計分：</translation>
    </message>
    <message>
        <source>Cutoff:</source>
        <translation>截止：</translation>
    </message>
    <message>
        <source>Default komi:</source>
        <translation>預設貼目：</translation>
    </message>
    <message>
        <source>Xiangqi rules</source>
        <translation>象棋規則</translation>
    </message>
    <message>
        <source>off</source>
        <translation>關</translation>
    </message>
    <message>
        <source>Judge repetitions by the WXF rules at the Nth occurrence</source>
        <translation>在第 N 次出現時按 WXF 規則判定重複局面</translation>
    </message>
    <message>
        <source>Repetition judged at occurrence:</source>
        <translation>重複局面判定於第幾次出現：</translation>
    </message>
    <message>
        <source>Moves per side without capture:</source>
        <translation>每方無吃子的回合數：</translation>
    </message>
    <message>
        <source>Checks counted per side:</source>
        <translation>每方將軍計數：</translation>
    </message>
    <message>
        <source>Material draws:</source>
        <translation>子力和棋：</translation>
    </message>
    <message>
        <source>PGN notation:</source>
        <translation>PGN 記譜法：</translation>
    </message>
    <message>
        <source>SPRT (two players): stop when a hypothesis is accepted</source>
        <translation>SPRT（兩名棋手）：接受某個假設時停止</translation>
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
        <translation>預設（見 arbiter-cli -resultformat help）</translation>
    </message>
    <message>
        <source>never</source>
        <translation>從不</translation>
    </message>
    <message>
        <source>Ratings in the log every N games:</source>
        <translation>每 N 局在日誌中輸出等級分：</translation>
    </message>
    <message>
        <source>Outcome counts in the log every N games:</source>
        <translation>每 N 局在日誌中輸出勝負統計：</translation>
    </message>
    <message>
        <source>Result format:</source>
        <translation>結果格式：</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>輸出</translation>
    </message>
    <message>
        <source>PGN file:</source>
        <translation>PGN 檔案：</translation>
    </message>
    <message>
        <source>PGN (*.pgn);;All files (*)</source>
        <translation>PGN (*.pgn);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Minimal PGN (no comments)</source>
        <translation>精簡 PGN（無註解）</translation>
    </message>
    <message>
        <source>Only finished games</source>
        <translation>只儲存已結束的對局</translation>
    </message>
    <message>
        <source>EPD file (final positions):</source>
        <translation>EPD 檔案（最終局面）：</translation>
    </message>
    <message>
        <source>EPD (*.epd);;All files (*)</source>
        <translation>EPD (*.epd);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>State file (resume):</source>
        <translation>狀態檔案（繼續比賽用）：</translation>
    </message>
    <message>
        <source>Tournament state (*.json);;All files (*)</source>
        <translation>比賽狀態 (*.json);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>automatic: PGN file + .state.json, else in %1</source>
        <translation>自動：PGN 檔案 + .state.json，否則在 %1 中</translation>
    </message>
    <message>
        <source>only when stopped and at the end</source>
        <translation>只在停止時和結束時</translation>
    </message>
    <message>
        <source>Sync the state to disk every N games:</source>
        <translation>每 N 局把狀態同步到磁碟：</translation>
    </message>
    <message>
        <source>Engine input and output in the log (-debug)</source>
        <translation>在日誌中記錄引擎的輸入和輸出（-debug）</translation>
    </message>
    <message>
        <source>Players: choose at least two players (an engine may play more than once under another name only through the engine manager).</source>
        <translation>棋手：請至少選擇兩名棋手（同一引擎只能透過引擎管理器以另一個名稱多次參賽）。</translation>
    </message>
    <message>
        <source>Players: &apos;%1&apos; is not in the engine list.</source>
        <translation>棋手：「%1」不在引擎列表中。</translation>
    </message>
    <message>
        <source>Time control: without a clock, give a depth or node limit, or the engines think forever.</source>
        <translation>時限：不計時時請給出深度或節點數限制，否則引擎會一直思考。</translation>
    </message>
    <message>
        <source>Random seed: &apos;%1&apos; is not a whole number from 0 to 18446744073709551615.</source>
        <translation>隨機種子：「%1」不是 0 到 18446744073709551615 之間的整數。</translation>
    </message>
    <message>
        <source>Openings: cannot read &apos;%1&apos;.</source>
        <translation>開局：無法讀取「%1」。</translation>
    </message>
    <message>
        <source>PGN file</source>
        <translation>PGN 檔案</translation>
    </message>
    <message>
        <source>EPD file</source>
        <translation>EPD 檔案</translation>
    </message>
    <message>
        <source>State file</source>
        <translation>狀態檔案</translation>
    </message>
    <message>
        <source>%1: the folder &apos;%2&apos; does not exist.</source>
        <translation>%1：資料夾「%2」不存在。</translation>
    </message>
    <message>
        <source>State file: &apos;%1&apos; holds an unfinished tournament; resume it (Tournament &gt; Resume Tournament) or choose another state or PGN file.</source>
        <translation>狀態檔案：「%1」中有一場未結束的比賽；請繼續它（比賽 &gt; 繼續比賽）或選擇另一個狀態檔案或 PGN 檔案。</translation>
    </message>
    <message>
        <source>The command line cannot be used.</source>
        <translation>無法使用該命令列。</translation>
    </message>
</context>
<context>
    <name>arbiter::gui::OnlineClient</name>
    <message>
        <source>Server: give an address such as localhost:8080</source>
        <translation>伺服器：請給出地址，例如 localhost:8080</translation>
    </message>
    <message>
        <source>Server: &apos;%1&apos; is not an address (host:port or ws://host:port/)</source>
        <translation>伺服器：「%1」不是地址（host:port 或 ws://host:port/）</translation>
    </message>
    <message>
        <source>Server: &apos;%1&apos; is not a WebSocket address (ws:// or wss://)</source>
        <translation>伺服器：「%1」不是 WebSocket 地址（ws:// 或 wss://）</translation>
    </message>
    <message>
        <source>Room %1: %2</source>
        <translation>房間 %1：%2</translation>
    </message>
    <message>
        <source>Cannot connect to %1: %2</source>
        <translation>無法連線到 %1：%2</translation>
    </message>
</context>
<context>
    <name>arbiter::gui::OnlineGame</name>
    <message>
        <source>%1 (guest)</source>
        <translation>%1（訪客）</translation>
    </message>
    <message>
        <source>%1 is away.</source>
        <translation>%1 暫時離開。</translation>
    </message>
    <message>
        <source>%1 is back.</source>
        <translation>%1 回來了。</translation>
    </message>
    <message>
        <source>The game begins: %1 plays %2.</source>
        <translation>對局開始：%1 執%2。</translation>
    </message>
    <message>
        <source>The server&apos;s game cannot be shown: %1</source>
        <translation>無法顯示伺服器的對局：%1</translation>
    </message>
    <message>
        <source>Arbiter online, room %1</source>
        <translation>Arbiter 線上，房間 %1</translation>
    </message>
    <message>
        <source>The server&apos;s move %1 does not play here: %2</source>
        <translation>伺服器的著法 %1 在這裡無法走出：%2</translation>
    </message>
    <message>
        <source>Move taken back.</source>
        <translation>已悔棋。</translation>
    </message>
    <message>
        <source>Game aborted: %1</source>
        <translation>對局中止：%1</translation>
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
        <translation>%1 拒絕求和。</translation>
    </message>
    <message>
        <source>%1 refuses the take-back.</source>
        <translation>%1 拒絕悔棋。</translation>
    </message>
    <message>
        <source>%1&apos;s draw offer was not answered in time: it lapses.</source>
        <translation>%1 的求和未在時限內得到答覆，已失效。</translation>
    </message>
    <message>
        <source>%1&apos;s take-back request was not answered in time: it lapses.</source>
        <translation>%1 的悔棋請求未在時限內得到答覆，已失效。</translation>
    </message>
    <message>
        <source>%1&apos;s draw offer is withdrawn.</source>
        <translation>%1 撤回了求和。</translation>
    </message>
    <message>
        <source>%1&apos;s take-back request is withdrawn.</source>
        <translation>%1 撤回了悔棋請求。</translation>
    </message>
    <message>
        <source>%1 offers a draw.</source>
        <translation>%1 提出求和。</translation>
    </message>
    <message>
        <source>%1 asks to take back the last move.</source>
        <translation>%1 請求悔棋。</translation>
    </message>
    <message>
        <source>Draw offered to %1.</source>
        <translation>已向 %1 提出求和。</translation>
    </message>
    <message>
        <source>Take-back asked of %1.</source>
        <translation>已向 %1 請求悔棋。</translation>
    </message>
    <message>
        <source>Room %1: %2 – %3</source>
        <translation>房間 %1：%2 – %3</translation>
    </message>
    <message>
        <source>Connecting to %1...</source>
        <translation>正在連線到 %1...</translation>
    </message>
    <message>
        <source>Reconnecting...</source>
        <translation>正在重新連線...</translation>
    </message>
    <message>
        <source>Not connected: %1</source>
        <translation>未連線：%1</translation>
    </message>
    <message>
        <source>%1 is away: the game may be claimed in %2 s</source>
        <translation>%1 暫時離開：%2 秒後可以宣告勝負</translation>
    </message>
    <message>
        <source>%1 is away: the game may be claimed</source>
        <translation>%1 暫時離開：可以宣告勝負</translation>
    </message>
    <message>
        <source>You are %1 in the queue.</source>
        <translation>你在佇列中排第 %1 位。</translation>
    </message>
    <message>
        <source>Waiting for an opponent.</source>
        <translation>正在等待對手。</translation>
    </message>
    <message>
        <source>Waiting for %1 to be ready.</source>
        <translation>正在等待 %1 準備好。</translation>
    </message>
    <message>
        <source>Watching room %1 (%2 watching).</source>
        <translation>正在觀看房間 %1（%2 人觀看）。</translation>
    </message>
</context>
<context>
    <name>arbiter::gui::PlayOnlineDialog</name>
    <message>
        <source>Play Online</source>
        <translation>線上對弈</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>棋手</translation>
    </message>
    <message>
        <source>Spectator</source>
        <translation>觀眾</translation>
    </message>
    <message>
        <source>Server:</source>
        <translation>伺服器：</translation>
    </message>
    <message>
        <source>Room:</source>
        <translation>房間：</translation>
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
        <translation>訪客</translation>
    </message>
    <message>
        <source>Log in</source>
        <translation>登入</translation>
    </message>
    <message>
        <source>Register</source>
        <translation>註冊</translation>
    </message>
    <message>
        <source>As:</source>
        <translation>身份：</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名稱：</translation>
    </message>
    <message>
        <source>Password:</source>
        <translation>密碼：</translation>
    </message>
    <message>
        <source>Choose...</source>
        <translation>選擇...</translation>
    </message>
    <message>
        <source>Picture:</source>
        <translation>頭像：</translation>
    </message>
    <message>
        <source>Your picture</source>
        <translation>你的頭像</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.gif *.bmp)</source>
        <translation>圖片 (*.png *.jpg *.jpeg *.gif *.bmp)</translation>
    </message>
    <message>
        <source>A new room (when nobody is in it yet)</source>
        <translation>新房間（房間中還沒有人時）</translation>
    </message>
    <message>
        <source>600|30: 10 minutes, then 30 s a move; 300+2: 5 minutes and 2 s a move; 40/300; 30/move; hg60; inf</source>
        <translation>600|30：10 分鐘，之後每步 30 秒；300+2：5 分鐘，每步加 2 秒；40/300；30/move；hg60；inf</translation>
    </message>
    <message>
        <source>Rated (when both players are registered)</source>
        <translation>計等級分（雙方都已註冊時）</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>變體：</translation>
    </message>
    <message>
        <source>Time control:</source>
        <translation>時限：</translation>
    </message>
    <message>
        <source>Take-backs per player:</source>
        <translation>每方悔棋次數：</translation>
    </message>
    <message>
        <source>Draw offers per player:</source>
        <translation>每方求和次數：</translation>
    </message>
    <message>
        <source>Name: %1</source>
        <translation>名稱：%1</translation>
    </message>
    <message>
        <source>Password: at least 6 characters</source>
        <translation>密碼：至少 6 個字元</translation>
    </message>
    <message>
        <source>Time control: %1</source>
        <translation>時限：%1</translation>
    </message>
    <message>
        <source>Picture: %1 is not an image this program reads</source>
        <translation>頭像：%1 不是本程式能讀取的圖片</translation>
    </message>
</context>
<context>
    <name>arbiter::gui::PlayerBar</name>
    <message>
        <source>Resign</source>
        <translation>認輸</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>準備</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>中止</translation>
    </message>
    <message>
        <source>Claim Win</source>
        <translation>宣告勝利</translation>
    </message>
    <message>
        <source>Claim Draw</source>
        <translation>宣告和棋</translation>
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
        <translation>暫時離開</translation>
    </message>
    <message>
        <source>away — claim in %1 s</source>
        <translation>暫時離開 — %1 秒後可宣告勝負</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>再來一局</translation>
    </message>
    <message>
        <source>Remove engine</source>
        <translation>移除引擎</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>與%1對弈</translation>
    </message>
    <message>
        <source>Play engine…</source>
        <translation>與引擎對弈…</translation>
    </message>
    <message>
        <source>%1: resign this game?</source>
        <translation>%1：確定認輸本局嗎？</translation>
    </message>
</context>
<context>
    <name>arbiter::gui::PositionSetupDialog</name>
    <message>
        <source>Set Up Position</source>
        <translation>擺設局面</translation>
    </message>
    <message>
        <source>The stone</source>
        <translation>石頭</translation>
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
        <translation>紅方走</translation>
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
        <translation>翻轉</translation>
    </message>
    <message>
        <source>the FEN&apos;s first field is not a %1x%2 placement</source>
        <translation>FEN 的第一段不是 %1x%2 的棋子佈局</translation>
    </message>
    <message>
        <source>FEN:</source>
        <translation>FEN：</translation>
    </message>
    <message>
        <source>Legal, but the side to move has no moves (the game is over).</source>
        <translation>合法，但輪走方無棋可走（對局已結束）。</translation>
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
        <translation>復盤</translation>
    </message>
    <message>
        <source>Analysing the game: %1 of %2 positions</source>
        <translation>正在分析對局：第 %1 個局面，共 %2 個</translation>
    </message>
    <message>
        <source>The engine could not search: %1</source>
        <translation>引擎無法搜尋：%1</translation>
    </message>
    <message>
        <source>Show Solution</source>
        <translation>顯示答案</translation>
    </message>
    <message>
        <source>Next Mistake</source>
        <translation>下一個失誤</translation>
    </message>
    <message>
        <source>The engine looks for your mistakes...</source>
        <translation>引擎正在尋找你的失誤...</translation>
    </message>
    <message>
        <source>The analysis failed: %1</source>
        <translation>分析失敗：%1</translation>
    </message>
    <message>
        <source>No mistakes found at depth %1: well played.</source>
        <translation>在深度 %1 下沒有發現失誤：下得好。</translation>
    </message>
    <message>
        <source>Mistake %1 of %2</source>
        <translation>第 %1 個失誤，共 %2 個</translation>
    </message>
    <message>
        <source>What it did and allowed:</source>
        <translation>這步棋的作用和讓對方得到的機會：</translation>
    </message>
    <message>
        <source>Find a better move on the board.</source>
        <translation>請在棋盤上找出更好的著法。</translation>
    </message>
    <message>
        <source>Checking %1...</source>
        <translation>正在檢查 %1...</translation>
    </message>
    <message>
        <source>%1 is the engine&apos;s move. Well found!</source>
        <translation>%1 正是引擎的著法。找得好！</translation>
    </message>
    <message>
        <source>%1 is good: as good as the engine&apos;s move within %2 pawns.</source>
        <translation>%1 是好棋：與引擎的著法相差不到 %2 兵。</translation>
    </message>
    <message>
        <source>The engine&apos;s move: %1</source>
        <translation>引擎的著法：%1</translation>
    </message>
    <message>
        <source>That was the last mistake: the review is over.</source>
        <translation>這是最後一個失誤：復盤結束。</translation>
    </message>
    <message>
        <source>Move %1: %2%3 was a mistake (%4 after it, %5 with the engine&apos;s move): %6.</source>
        <translation>第 %1 回合：%2%3 是失誤（走後 %4，引擎的著法為 %5）：%6。</translation>
    </message>
    <message>
        <source>it allows mate in %1</source>
        <translation>讓對方%1步殺</translation>
    </message>
    <message>
        <source>it loses %1 pawns against the engine&apos;s move</source>
        <translation>比引擎的著法損失 %1 兵</translation>
    </message>
    <message>
        <source>%1 is not good enough: %2. Try again.</source>
        <translation>%1 還不夠好：%2。再試一次。</translation>
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
        <translation>LLR：對局數還不夠；界限 %1</translation>
    </message>
    <message>
        <source>LLR undefined for these results; bounds %1</source>
        <translation>這些結果無法計算 LLR；界限 %1</translation>
    </message>
    <message>
        <source>H0 accepted (Elo %1): LLR %2 reached %3</source>
        <translation>接受 H0（Elo %1）：LLR %2 達到 %3</translation>
    </message>
    <message>
        <source>H1 accepted (Elo %1): LLR %2 reached %3</source>
        <translation>接受 H1（Elo %1）：LLR %2 達到 %3</translation>
    </message>
    <message>
        <source>LLR %1 (%2% towards %3) in %4: continue</source>
        <translation>LLR %1（向 %3 已走 %2%），用時 %4：繼續</translation>
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
        <translation>標籤</translation>
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
        <translation>計時：步數 / 時間 + 加秒</translation>
    </message>
    <message>
        <source>Fixed time per move</source>
        <translation>每步固定用時</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>不計時</translation>
    </message>
    <message>
        <source>whole game</source>
        <translation>整局</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分鐘</translation>
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
        <translation>每階段步數：</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>時間：</translation>
    </message>
    <message>
        <source>Increment:</source>
        <translation>加秒：</translation>
    </message>
    <message>
        <source>Time per move:</source>
        <translation>每步用時：</translation>
    </message>
    <message>
        <source>Depth (engines):</source>
        <translation>深度（引擎）：</translation>
    </message>
    <message>
        <source>Nodes (engines):</source>
        <translation>節點數（引擎）：</translation>
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
        <translation>比賽</translation>
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
        <translation>統計</translation>
    </message>
    <message>
        <source>r-Mobility</source>
        <translation>r-Mobility</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>日誌</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>暫停(&amp;P)</translation>
    </message>
    <message>
        <source>No new games start while paused; running games go on</source>
        <translation>暫停時不開始新對局；進行中的對局繼續</translation>
    </message>
    <message>
        <source>&amp;Finish Games and Stop</source>
        <translation>下完對局後停止(&amp;F)</translation>
    </message>
    <message>
        <source>No new games; stop once the running games have ended (resumable)</source>
        <translation>不開始新對局；進行中的對局結束後停止（可繼續）</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>停止(&amp;S)</translation>
    </message>
    <message>
        <source>Stop now: running games are played again when the tournament is resumed</source>
        <translation>立即停止：繼續比賽時，進行中的對局將重新下</translation>
    </message>
    <message>
        <source>Copy Command Line</source>
        <translation>複製命令列</translation>
    </message>
    <message>
        <source>&lt;b&gt;SPRT&lt;/b&gt;</source>
        <translation>&lt;b&gt;SPRT&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Pentanomial counts&lt;/b&gt; (colour-swapped game pairs, %1&apos;s score)</source>
        <translation>&lt;b&gt;五項計數&lt;/b&gt;（交換顏色的成對對局，%1的得分）</translation>
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
        <translation>各種計分方式：每名棋手的積分和得分率（所選的在前）</translation>
    </message>
    <message>
        <source>Resumed from %1: %2 games played before</source>
        <translation>從 %1 繼續：之前已下 %2 局</translation>
    </message>
    <message>
        <source>Paused: no new games start; the running games go on</source>
        <translation>已暫停：不開始新對局；進行中的對局繼續</translation>
    </message>
    <message>
        <source>Continued</source>
        <translation>已繼續</translation>
    </message>
    <message>
        <source>Stopping once the running games have ended</source>
        <translation>進行中的對局結束後停止</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>錯誤：%1</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名稱</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>對局</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>積分</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分率</translation>
    </message>
    <message>
        <source>W</source>
        <translation>勝</translation>
    </message>
    <message>
        <source>D</source>
        <translation>和</translation>
    </message>
    <message>
        <source>L</source>
        <translation>負</translation>
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
        <translation>%1 對 %2：+%3 =%4 -%5</translation>
    </message>
    <message>
        <source>Head-to-head statistics, the SPRT and pentanomial counts are for two-player matches; see the standings and crosstable.

</source>
        <translation>頭對頭統計、SPRT 和五項計數只適用於兩名棋手的比賽；請看排名和交叉表。

</translation>
    </message>
    <message>
        <source>No r-Mobility game has finished yet.</source>
        <translation>還沒有結束的 r-Mobility 對局。</translation>
    </message>
    <message>
        <source>Games finished: %1 of %2</source>
        <translation>已結束對局：%1 / %2</translation>
    </message>
    <message>
        <source>the state could not be saved: %1</source>
        <translation>無法儲存狀態：%1</translation>
    </message>
    <message>
        <source>Stopped. Resume with Tournament &gt; Resume Tournament or: arbiter-cli -resume %1</source>
        <translation>已停止。用「比賽 &gt; 繼續比賽」或以下命令繼續：arbiter-cli -resume %1</translation>
    </message>
    <message>
        <source>Finished: SPRT decided</source>
        <translation>已結束：SPRT 已得出結論</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>已結束</translation>
    </message>
    <message>
        <source>running: %1</source>
        <translation>進行中：%1</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>已暫停</translation>
    </message>
    <message>
        <source>state: %1</source>
        <translation>狀態：%1</translation>
    </message>
    <message>
        <source>Stop Tournament</source>
        <translation>停止比賽</translation>
    </message>
    <message>
        <source>The tournament is running. Stop it and close the window?

Its state is saved in %1; Tournament &gt; Resume Tournament (or arbiter-cli -resume) continues it, playing the running games again.</source>
        <translation>比賽正在進行。停止比賽並關閉視窗嗎？

比賽狀態儲存在 %1 中；「比賽 &gt; 繼續比賽」（或 arbiter-cli -resume）可以繼續，進行中的對局將重新下。</translation>
    </message>
</context>
<context>
    <name>arbiter::gui::UnfinishedGamesDialog</name>
    <message>
        <source>Unfinished games</source>
        <translation>未結束的對局</translation>
    </message>
    <message>
        <source>This game is still being played:</source>
        <translation>這局棋仍在進行：</translation>
    </message>
    <message>
        <source>These games are still being played:</source>
        <translation>這些對局仍在進行：</translation>
    </message>
    <message>
        <source>Save them as PGN before they are closed?</source>
        <translation>關閉前把它們儲存為 PGN 嗎？</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>資料夾：</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>瀏覽...</translation>
    </message>
    <message>
        <source>Save the games in</source>
        <translation>對局儲存在</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>儲存</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>全部儲存</translation>
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
        <translation>絕殺！</translation>
    </message>
    <message>
        <source>Check!</source>
        <translation>將軍！</translation>
    </message>
    <message>
        <source>Capture</source>
        <translation>吃</translation>
    </message>
</context>
</TS>
