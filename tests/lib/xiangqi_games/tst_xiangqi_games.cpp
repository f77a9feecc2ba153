// Xiangqi games through the Game (the library's game layer) between real engine processes:
// arbiter-engine in UCI, UCCI and CECP, Debian's fairy-stockfish in UCI, UCCI and CECP, sjaakii
// and maxqi over CECP (skipped when not installed), each played to an end the manager judges.
// Every game is replayed move by move afterwards: each move must be legal and the rules, run
// again on the replay, must end the game at its last ply with the same verdict.
//
// The manager judges: the fault engine plays a perpetual check blindly and the game ends "Red
// loses by perpetual check" at the 3rd occurrence (8 plies) or, with repetition = 2, at the
// first repeat (4 plies); at N = 3 the judge warns from ply 4 on.
#include "engine/engine.h"
#include "enginematch.h"
#include "game/engineplayer.h"
#include "game/game.h"
#include "rules/xiangqijudge.h"
#include "testdata.h"

#include <QSignalSpy>
#include <QtTest>

using namespace arbiter;

namespace {

// Case 2 of wxf-repetition-cases.json: the red chariot checks from h9 and h8 in turn, the
// black general steps between f9 and f8.
const char* const PerpetualCheckFen = "c2a1k3/2c1a2R1/b6P1/8p/9/9/9/9/4K4/9 w - - 0 1";

EngineConfiguration engineConfig(const QString& name, const QString& command,
                                 EngineProtocol protocol, const QStringList& args = {}) {
    EngineConfiguration c;
    c.name = name;
    c.command = command;
    c.arguments = args;
    c.protocol = protocol;
    return c;
}

// arbiter-engine does not resign here, so its games end on the board.
EngineConfiguration arbiterEngine(EngineProtocol protocol) {
    EngineConfiguration c = engineConfig(QStringLiteral("arbiter-engine"),
                                         test::binPath(QStringLiteral("arbiter-engine")), protocol);
    c.setOptionValue(QStringLiteral("AllowResign"), QStringLiteral("false"));
    return c;
}

using Match = test::EngineMatch;
using test::depthLimited;

// Replays the game from its start position: every move legal, and the rules (built as the game
// built them) end it at the last ply and not before. Returns the problem, or "". `warnings`, when
// given, collects the xiangqi judge's warnings after each ply ("4: If this position ...").
QString replayProblem(const Game& game, QStringList* warnings = nullptr) {
    auto board = createBoard("xiangqi");
    std::string why;
    if (!board->setFen(game.startFen().toStdString(), &why))
        return QStringLiteral("start FEN: ") + QString::fromStdString(why);
    RuleSet rules = RuleSet::create(board->variant(), game.settings().rules);
    GameResult judged = rules.start(*board);
    const auto& moves = game.moves();
    for (size_t i = 0; i < moves.size(); ++i) {
        if (!judged.isNone())
            return QStringLiteral("the rules ended the game before ply %1: %2")
                .arg(i + 1)
                .arg(QString::fromStdString(judged.reason()));
        const Move move = board->parseMove(moves[i].coordinate.toStdString(), &why);
        if (move.isNull() || move != moves[i].move)
            return QStringLiteral("ply %1 (%2) is not legal: %3")
                .arg(i + 1)
                .arg(moves[i].coordinate, QString::fromStdString(why));
        board->makeMove(move);
        judged = rules.afterMove(*board);
        if (warnings)
            for (const XiangqiWarning& w : rules.findJudge<XiangqiJudge>()->warnings())
                *warnings << QStringLiteral("%1: %2").arg(i + 1).arg(
                    QString::fromStdString(w.english));
    }
    if (judged.isNone()) return QStringLiteral("the rules do not end the game at its last ply");
    if (judged.reason() != game.result().reason() || judged.winner() != game.result().winner())
        return QStringLiteral("the replay ends '%1', the game '%2'")
            .arg(QString::fromStdString(judged.reason()),
                 QString::fromStdString(game.result().reason()));
    return {};
}

} // namespace

Q_DECLARE_METATYPE(arbiter::EngineConfiguration)

class TestXiangqiGames : public QObject {
    Q_OBJECT
private slots:
    void judgedEnd_data();
    void judgedEnd();
    void perpetualCheckIsJudged_data();
    void perpetualCheckIsJudged();
};

void TestXiangqiGames::judgedEnd_data() {
    QTest::addColumn<EngineConfiguration>("red");
    QTest::addColumn<EngineConfiguration>("black");
    QTest::addColumn<int>("redDepth");
    QTest::addColumn<int>("blackDepth");
    const EngineProtocol protocols[] = {EngineProtocol::Uci, EngineProtocol::Ucci,
                                        EngineProtocol::Xboard};
    for (EngineProtocol p : protocols) {
        const QByteArray name = protocolName(p).toUtf8();
        QTest::newRow("arbiter-engine " + name) << arbiterEngine(p) << arbiterEngine(p) << 3 << 2;
        QTest::newRow("fairy-stockfish " + name)
            << engineConfig("Fairy-Stockfish", "fairy-stockfish", p) << arbiterEngine(p) << 4 << 3;
    }
    QTest::newRow("sjaakii xboard") << engineConfig("Sjaak II", "sjaakii", EngineProtocol::Xboard)
                                    << arbiterEngine(EngineProtocol::Xboard) << 3 << 3;
    QTest::newRow("maxqi xboard") << engineConfig("MaxQi", "maxqi", EngineProtocol::Xboard)
                                  << arbiterEngine(EngineProtocol::Xboard) << 3 << 3;
}

void TestXiangqiGames::judgedEnd() {
    QFETCH(EngineConfiguration, red);
    QFETCH(EngineConfiguration, black);
    QFETCH(int, redDepth);
    QFETCH(int, blackDepth);
    if (findEngineProgram(red).isEmpty())
        QSKIP(qPrintable(red.command + QStringLiteral(" is not installed")));
    GameSettings s;
    s.variant = QStringLiteral("xiangqi");
    s.timeControl = {depthLimited(redDepth), depthLimited(blackDepth)};
    s.rules.xiangqi.moveLimit = 20; // short games; the rule is one of the judged ends
    Match match(red, black, s);
    const GameResult result = match.play();
    const std::string& reason = result.reason();
    QVERIFY2(result.termination() == GameResult::Termination::Normal, reason.c_str());
    // A text of the xiangqi judge ("Red mates", "Black loses by perpetual chase", "Draw by
    // 20-move rule", ...), the judge's own verdict.
    QVERIFY2(!xiangqiVerdictFromReason(reason).isNone(), reason.c_str());
    const auto* judge = match.game.rules().findJudge<XiangqiJudge>();
    QVERIFY(judge);
    QCOMPARE(judge->verdict().english(), reason);
    const QString problem = replayProblem(match.game);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestXiangqiGames::perpetualCheckIsJudged_data() {
    QTest::addColumn<EngineProtocol>("protocol");
    QTest::addColumn<int>("fold");
    QTest::addColumn<int>("plies");
    // (The fault engine offers no UCI_Variant, which UCI engines need for xiangqi.)
    QTest::newRow("ucci, 3rd occurrence") << EngineProtocol::Ucci << 3 << 8;
    QTest::newRow("ucci, first repeat") << EngineProtocol::Ucci << 2 << 4;
    QTest::newRow("cecp, 3rd occurrence") << EngineProtocol::Xboard << 3 << 8;
    QTest::newRow("cecp, first repeat") << EngineProtocol::Xboard << 2 << 4;
}

void TestXiangqiGames::perpetualCheckIsJudged() {
    QFETCH(EngineProtocol, protocol);
    QFETCH(int, fold);
    QFETCH(int, plies);
    const QString fault = test::binPath(QStringLiteral("arbiter-fault-engine"));
    const EngineConfiguration red =
        engineConfig("Checker", fault, protocol, {"--moves", "h8h9,h9h8"});
    const EngineConfiguration black =
        engineConfig("General", fault, protocol, {"--moves", "f9f8,f8f9"});
    GameSettings s;
    s.variant = QStringLiteral("xiangqi");
    s.startFen = QString::fromLatin1(PerpetualCheckFen);
    s.timeControl = {depthLimited(1), depthLimited(1)};
    s.rules.xiangqi.repetition = fold;
    Match match(red, black, s);
    const GameResult result = match.play();
    QCOMPARE(result.reason(), std::string("Red loses by perpetual check"));
    QCOMPARE(result.winner(), GameResult::Winner::Black);
    QCOMPARE(int(match.game.moves().size()), plies);
    // The warnings a front-end would show: with N = 3, from the 2nd occurrence of a position in
    // the loop on (plies 4-7); with N = 2 the first repeat ends the game without warning.
    QStringList warnings;
    const QString problem = replayProblem(match.game, &warnings);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QStringList expected;
    if (fold == 3)
        for (int ply = 4; ply <= 7; ++ply)
            expected << QStringLiteral("%1: If this position occurs once more: Red loses by "
                                       "perpetual check")
                            .arg(ply);
    QCOMPARE(warnings, expected);
}

QTEST_GUILESS_MAIN(TestXiangqiGames)
#include "tst_xiangqi_games.moc"
