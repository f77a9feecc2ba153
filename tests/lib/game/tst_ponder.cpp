// Pondering (engine setting ponder, docs/engines.md "Pondering") with Debian's stockfish
// against a person whose moves the test chooses: the engine is told to ponder
// ("setoption name Ponder value true"), ponders on the reply it expects ("position ... X Y",
// "go ponder ..."), gets "ponderhit" when that reply is played and "stop" (its answer dropped)
// when another one is; its clock stands still while it ponders; a game that ends while it
// ponders leaves nothing behind for the next game.
#include "engine/engine.h"
#include "game/engineplayer.h"
#include "game/game.h"
#include "game/humanplayer.h"

#include <QFileInfo>
#include <QSignalSpy>
#include <QtTest>

using namespace arbiter;

namespace {

const QString kStockfish = QStringLiteral("/usr/games/stockfish");

EngineConfiguration stockfishConfig(bool ponder) {
    EngineConfiguration c;
    c.name = QStringLiteral("Stockfish");
    c.command = kStockfish;
    c.protocol = EngineProtocol::Uci;
    c.ponder = ponder;
    return c;
}

// The engine's traffic, both ways, in order.
struct TrafficLog {
    struct Line {
        bool toEngine;
        QString text;
    };
    std::vector<Line> lines;
    explicit TrafficLog(Engine& engine) {
        QObject::connect(&engine, &Engine::traffic, &engine, [this](const EngineTraffic& t) {
            lines.push_back({t.direction == EngineTraffic::Direction::ToEngine, t.text});
        });
    }
    // Index of the first line at or after `from` that goes the given way and starts with
    // `prefix`; -1 when there is none.
    int find(bool toEngine, const QString& prefix, int from = 0) const {
        for (int i = from; i < int(lines.size()); ++i)
            if (lines[size_t(i)].toEngine == toEngine && lines[size_t(i)].text.startsWith(prefix))
                return i;
        return -1;
    }
    bool waitFor(bool toEngine, const QString& prefix, int from) const {
        // Generous: stockfish answers within a second; only a hung engine reaches it.
        for (int waited = 0; waited < 60000; waited += 10) {
            if (find(toEngine, prefix, from) >= 0) return true;
            QTest::qWait(10);
        }
        return false;
    }
    const QString& text(int i) const { return lines[size_t(i)].text; }
    int size() const { return int(lines.size()); }
};

// The ponder move of the engine's last "bestmove X ponder Y" at or after `from`.
QString ponderMoveOf(const TrafficLog& log, int from) {
    QString ponder;
    for (int i = log.find(false, QStringLiteral("bestmove"), from); i >= 0;
         i = log.find(false, QStringLiteral("bestmove"), i + 1)) {
        const QStringList words = log.text(i).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        ponder = words.size() >= 4 && words[2] == QLatin1String("ponder") ? words[3] : QString();
    }
    return ponder;
}

// A legal move of the board other than `avoid`, in coordinates.
QString otherMove(const Board& board, const QString& avoid) {
    MoveList moves;
    board.legalMoves(moves);
    for (Move m : moves) {
        const QString text = QString::fromStdString(board.moveToCoordinate(m));
        if (text != avoid) return text;
    }
    return QString();
}

bool waitForPly(const Game& game, int plies) {
    for (int waited = 0; waited < 60000; waited += 10) {
        if (int(game.moves().size()) >= plies || game.isFinished()) break;
        QTest::qWait(10);
    }
    return int(game.moves().size()) >= plies;
}

GameSettings clockAndDepth() {
    // A clock (so that "go ponder" carries one and charges can be checked) and a depth limit
    // (so that stockfish answers at once, whatever the load).
    TimeControl tc;
    std::string error;
    if (!TimeControl::parse("600", tc, &error)) qFatal("%s", error.c_str());
    tc.setDepthLimit(8);
    GameSettings s;
    s.timeControl = {tc, tc};
    return s;
}

// Stockfish (White) against a person whose moves the test plays, its traffic logged.
struct EngineAgainstPerson {
    Engine engine;
    TrafficLog log{engine};
    EnginePlayer sf{&engine};
    HumanPlayer person{QStringLiteral("Person")};
    Game game{clockAndDepth(), &sf, &person};
    explicit EngineAgainstPerson(bool ponder) : engine(stockfishConfig(ponder)) {}
    // Starts the game: true once the engine has played its first move.
    bool startAndWaitForFirstMove() {
        QString error;
        if (!game.start(&error)) qFatal("the game does not start: %s", qPrintable(error));
        return waitForPly(game, 1);
    }
};

} // namespace

class TestPonder : public QObject {
    Q_OBJECT
private slots:
    void init() {
        if (!QFileInfo(kStockfish).isExecutable()) QSKIP("Debian's stockfish is not installed");
    }
    void hitMissAndAbort();
    void noPonderingWithoutTheSetting();
};

void TestPonder::hitMissAndAbort() {
    EngineAgainstPerson match(true);
    Engine& engine = match.engine;
    const TrafficLog& log = match.log;
    HumanPlayer& person = match.person;
    Game& game = match.game;

    // 1. The engine is told to ponder, moves, and ponders on the reply it expects.
    QVERIFY(match.startAndWaitForFirstMove());
    QVERIFY(log.find(true, QStringLiteral("setoption name Ponder value true")) >= 0);
    QVERIFY(log.waitFor(true, QStringLiteral("go ponder"), 0));
    const int ponder1 = log.find(true, QStringLiteral("go ponder"));
    const QString expected1 = ponderMoveOf(log, 0);
    QVERIFY(!expected1.isEmpty());
    const QString firstMove = game.moves()[0].coordinate;
    QCOMPARE(log.text(ponder1 - 1),
             QStringLiteral("position startpos moves %1 %2").arg(firstMove, expected1));
    QVERIFY2(log.text(ponder1).contains(QLatin1String(" wtime ")) &&
                 log.text(ponder1).contains(QLatin1String(" btime ")),
             qPrintable(log.text(ponder1)));
    const qint64 clockAfterFirstMove = game.clock(White).remainingMs();

    // 2. A hit: the person plays the expected reply; "ponderhit", no "stop", no new "go".
    QVERIFY(person.isToMove());
    QElapsedTimer sinceReply;
    sinceReply.start();
    const int beforeHit = log.size();
    QVERIFY(person.submitMove(expected1));
    QVERIFY(waitForPly(game, 3));
    const qint64 outerMs = sinceReply.elapsed();
    QCOMPARE(log.find(true, QStringLiteral("ponderhit"), beforeHit), beforeHit);
    QCOMPARE(log.find(true, QStringLiteral("stop"), beforeHit), -1);
    const int afterHit = log.find(false, QStringLiteral("bestmove"), beforeHit);
    QVERIFY(afterHit > 0);
    QVERIFY(log.find(true, QStringLiteral("go"), beforeHit) > afterHit ||
            log.find(true, QStringLiteral("go"), beforeHit) < 0);
    QCOMPARE(game.moves()[2].coordinate, log.text(afterHit).split(QLatin1Char(' '))[1]);
    // Only the time after the reply is charged: the pondering before it is not.
    const PlayedMove& afterPonder = game.moves()[2];
    QVERIFY(afterPonder.timeMs >= 0 && afterPonder.timeMs <= outerMs);
    QCOMPARE(game.clock(White).remainingMs(), clockAfterFirstMove - afterPonder.timeMs);

    // 3. A miss: another reply; "stop", the ponder answer is dropped, a real search follows.
    QVERIFY(log.waitFor(true, QStringLiteral("go ponder"), afterHit));
    const QString expected2 = ponderMoveOf(log, afterHit);
    QVERIFY(!expected2.isEmpty());
    const QString reply2 = otherMove(game.board(), expected2);
    const int beforeMiss = log.size();
    QVERIFY(person.submitMove(reply2));
    QVERIFY(waitForPly(game, 5));
    QCOMPARE(log.text(beforeMiss), QStringLiteral("stop"));
    const int realGo = log.find(true, QStringLiteral("go "), beforeMiss);
    QVERIFY(realGo > beforeMiss);
    QVERIFY(!log.text(realGo).startsWith(QLatin1String("go ponder")));
    QVERIFY(log.text(realGo - 1).endsWith(QLatin1Char(' ') + reply2));
    // The move played is the real search's answer, not the stopped ponder search's (which
    // comes first: the engine ends one search before it starts the next).
    const int staleAnswer = log.find(false, QStringLiteral("bestmove"), beforeMiss);
    QVERIFY(staleAnswer > beforeMiss);
    const int realAnswer = log.find(false, QStringLiteral("bestmove"), staleAnswer + 1);
    QVERIFY(realAnswer > realGo);
    QCOMPARE(game.moves()[4].coordinate, log.text(realAnswer).split(QLatin1Char(' '))[1]);
    QVERIFY(!game.isFinished());

    // 4. The game ends while the engine ponders: "stop", and the engine settles.
    QVERIFY(log.waitFor(true, QStringLiteral("go ponder"), realAnswer));
    const int beforeAbort = log.size();
    game.abort(QStringLiteral("test ends the game"));
    QCOMPARE(log.text(beforeAbort), QStringLiteral("stop"));
    if (!engine.isSettled()) {
        QSignalSpy settled(&engine, &Engine::settled);
        QVERIFY(settled.wait(60000));
    }
    QCOMPARE(engine.state(), Engine::State::Idle);

    // 5. The next game with the same engine hears nothing of the old one: its first move is
    //    the answer to its own first search.
    EnginePlayer sf2(&engine);
    HumanPlayer person2(QStringLiteral("Person"));
    Game next(clockAndDepth(), &sf2, &person2);
    const int beforeNext = log.size();
    QString error;
    QVERIFY2(next.start(&error), qPrintable(error));
    QVERIFY(waitForPly(next, 1));
    const int nextGo = log.find(true, QStringLiteral("go "), beforeNext);
    QVERIFY(nextGo > 0);
    QCOMPARE(log.text(nextGo - 1), QStringLiteral("position startpos"));
    const int nextAnswer = log.find(false, QStringLiteral("bestmove"), nextGo);
    QVERIFY(nextAnswer > nextGo);
    QCOMPARE(log.find(false, QStringLiteral("bestmove"), beforeNext), nextAnswer);
    QCOMPARE(next.moves()[0].coordinate, log.text(nextAnswer).split(QLatin1Char(' '))[1]);
    next.abort(QStringLiteral("done"));
    engine.quit();
}

void TestPonder::noPonderingWithoutTheSetting() {
    EngineAgainstPerson match(false);
    const TrafficLog& log = match.log;
    HumanPlayer& person = match.person;
    Game& game = match.game;
    QVERIFY(match.startAndWaitForFirstMove());
    // The person's reply is the engine's expected one: still no ponderhit without pondering.
    const QString expected = ponderMoveOf(log, 0);
    QVERIFY(!expected.isEmpty());
    QVERIFY(person.submitMove(expected));
    QVERIFY(waitForPly(game, 3));
    for (const auto& line : log.lines) {
        QVERIFY2(!line.toEngine || (!line.text.startsWith(QLatin1String("go ponder")) &&
                                    line.text != QLatin1String("ponderhit") &&
                                    !line.text.startsWith(QLatin1String("setoption name Ponder"))),
                 qPrintable(line.text));
    }
    game.abort(QStringLiteral("done"));
    match.engine.quit();
}

QTEST_GUILESS_MAIN(TestPonder)
#include "tst_ponder.moc"
