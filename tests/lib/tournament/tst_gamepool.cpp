// What TournamentRunner and EvolutionRunner share (tournament/running/): the pool of running
// games with its engine reuse and restart (gamepool.h), against real engine
// processes (arbiter-engine and the fault engine, searching to depth 1), and the write-ahead
// order of the PGN output (writeaheadpgn.h): the state is saved, then the file gets the game,
// then the game is marked written.
#include "engine/engine.h"
#include "pgn/pgngame.h"
#include "testdata.h"
#include "tournament/running/gamepool.h"
#include "tournament/running/writeaheadpgn.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <array>

using namespace arbiter;

namespace {

EngineConfiguration arbiterEngine(const QString& name) {
    EngineConfiguration config;
    config.name = name;
    config.command = test::binPath(QStringLiteral("arbiter-engine"));
    return config;
}

// Plays legal moves and crashes in its second search since it started.
EngineConfiguration crashingEngine(const QString& name) {
    EngineConfiguration config;
    config.name = name;
    config.command = test::binPath(QStringLiteral("arbiter-fault-engine"));
    config.arguments = {QStringLiteral("--legal"), QStringLiteral("--crash-at"),
                        QStringLiteral("2")};
    return config;
}

GameSettings shortGame() {
    GameSettings settings;
    TimeControl depthOne = TimeControl::infinite();
    depthOne.setDepthLimit(1);
    settings.timeControl = {depthOne, depthOne};
    settings.adjudication.maxMoves = 10; // a draw after ten moves
    return settings;
}

QByteArray fileText(const QString& name) {
    QFile file(name);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Plays `count` games one after another between players 0 and 1 (colours swapped in every
// other game) and records what the pool reports.
struct PoolRun {
    std::vector<EngineConfiguration> players;
    bool recover = true;
    int count = 2;

    std::vector<std::pair<int, const Engine*>> created; // (player, engine) as created
    std::vector<std::array<const Engine*, 2>> gameEngines;
    std::vector<GameResult> results;
    std::vector<QString> whiteNames;
    // pool->size() as each game is handed over (it still counts, so that a runner stopping
    // while it records the game does not close the pool under it) and after its release.
    std::vector<std::pair<int, int>> sizes;
    std::vector<QString> lost; // "player what" reported through GamePool::engineLost
    bool closed = false;
    bool enginesRunningAtClose = false;

    void play() {
        GamePool* pool = nullptr;
        GamePool::Hooks hooks;
        hooks.configuration = [this](int player) { return players[size_t(player)]; };
        hooks.engineCreated = [this](Engine* engine, int player) {
            created.emplace_back(player, engine);
        };
        int started = 0;
        auto startNext = [&] {
            const int white = started % 2, black = 1 - white;
            ++started;
            pool->begin(pool->add(started, white, black, shortGame()));
        };
        hooks.finished = [&](std::unique_ptr<GamePool::RunningGame> game) {
            results.push_back(game->game->result());
            whiteNames.push_back(game->seats[White]->name());
            gameEngines.push_back({game->engines[White], game->engines[Black]});
            const int handedOver = pool->size();
            pool->release(std::move(game));
            sizes.emplace_back(handedOver, pool->size());
            if (started < count)
                startNext();
            else
                pool->close();
        };
        GamePool owned(GamePoolSettings{recover, false}, hooks);
        pool = &owned;
        QObject::connect(pool, &GamePool::engineLost, [this](int player, const QString& what) {
            lost.push_back(QString::number(player) + QLatin1Char(' ') + what);
        });
        QObject::connect(pool, &GamePool::closed, [&] {
            closed = true;
            for (const Engine* e : pool->findChildren<Engine*>())
                enginesRunningAtClose |= e->state() != Engine::State::Finished;
        });
        startNext();
        QTRY_VERIFY_WITH_TIMEOUT(closed, 120000);
    }
};

// Two games of A against the fault engine that crashes in its second search since it started:
// the first (A White) ends with the crash, the second shows what became of the crashed player.
PoolRun againstCrashingEngine(bool recover) {
    PoolRun run;
    run.players = {arbiterEngine(QStringLiteral("A")), crashingEngine(QStringLiteral("Crash"))};
    run.recover = recover;
    run.count = 2;
    run.play();
    return run;
}

PgnGame someRecord() {
    PgnGame record;
    record.setTag("White", "A");
    record.setTag("Black", "B");
    record.setResult(PgnResult::Draw);
    return record;
}

} // namespace

class TestGamePool : public QObject {
    Q_OBJECT
private slots:
    void enginesAreReusedBetweenGames();
    void crashedEngineIsNotChargedLater();
    void crashedEngineIsRestartedWithRecover();
    void writeAheadOrder_data();
    void writeAheadOrder();
};

void TestGamePool::enginesAreReusedBetweenGames() {
    PoolRun run;
    run.players = {arbiterEngine(QStringLiteral("A")), arbiterEngine(QStringLiteral("B"))};
    run.count = 3;
    run.play();
    QCOMPARE(run.results.size(), size_t(3));
    for (const GameResult& result : run.results) QVERIFY(!result.isNone());
    // One engine per player, playing every game (White and Black in turn).
    QCOMPARE(run.created.size(), size_t(2));
    for (size_t g = 0; g < run.gameEngines.size(); ++g) {
        const bool swapped = g % 2 == 1;
        QCOMPARE(run.gameEngines[g][White], run.gameEngines[0][swapped ? Black : White]);
        QCOMPARE(run.gameEngines[g][Black], run.gameEngines[0][swapped ? White : Black]);
    }
    // closed() came once every engine process had ended.
    QVERIFY(!run.enginesRunningAtClose);
    // The one game at a time counted from its start until its release, not after.
    for (const auto& [handedOver, released] : run.sizes) {
        QCOMPARE(handedOver, 1);
        QCOMPARE(released, 0);
    }
    QCOMPARE(run.sizes.size(), size_t(3));
}

// Without -recover too, the crashed player's next game is played by a new process: the crash
// was its first game's result, and no later game is charged with it (the runner stops a
// tournament for it). It used to be retired: a stand-in lost its later games "because the
// engine crashed earlier". A crash its game scored is not reported as lost outside a game.
void TestGamePool::crashedEngineIsNotChargedLater() {
    const PoolRun run = againstCrashingEngine(false);
    QCOMPARE(run.results.size(), size_t(2));
    using T = GameResult::Termination;
    QCOMPARE(run.results[0].termination(), T::Disconnection);
    QCOMPARE(run.results[0].loserSide(), Black);
    QVERIFY(run.gameEngines[1][White] != nullptr);
    QCOMPARE(run.created.size(), size_t(3));
    QCOMPARE(run.created[2].first, 1);
    QCOMPARE(run.whiteNames[1], QStringLiteral("Crash"));
    // Its new process crashes in its own second search: its own fault, not an earlier one.
    const std::string why = run.results[1].reason();
    QVERIFY2(why.find("earlier") == std::string::npos, why.c_str());
    QVERIFY(run.lost.empty());
    QVERIFY(!run.enginesRunningAtClose);
}

void TestGamePool::crashedEngineIsRestartedWithRecover() {
    const PoolRun run = againstCrashingEngine(true);
    QCOMPARE(run.results.size(), size_t(2));
    QCOMPARE(run.results[0].termination(), GameResult::Termination::Disconnection);
    QVERIFY(run.gameEngines[1][White] != nullptr);
    // A new process for the crashed player, the same one for the other.
    QCOMPARE(run.created.size(), size_t(3));
    QCOMPARE(run.created[2].first, 1);
    QCOMPARE(run.gameEngines[1][Black], run.gameEngines[0][White]);
    QVERIFY(!run.enginesRunningAtClose);
}

void TestGamePool::writeAheadOrder_data() {
    QTest::addColumn<bool>("checkpointSucceeds");
    QTest::addColumn<bool>("write");
    QTest::addColumn<QStringList>("steps"); // what each step saw of the file, in order
    QTest::addColumn<bool>("written");
    QTest::newRow("state, then the file, then marked")
        << true << true << QStringList{"checkpoint, file empty", "marked, file written"} << true;
    // When the state cannot be saved nothing more is recorded: no file, no mark.
    QTest::newRow("failed checkpoint writes nothing")
        << false << true << QStringList{"checkpoint, file empty"} << false;
    QTest::newRow("a game not to write")
        << true << false << QStringList{"checkpoint, file empty"} << false;
}

void TestGamePool::writeAheadOrder() {
    QFETCH(bool, checkpointSucceeds);
    QFETCH(bool, write);
    QFETCH(QStringList, steps);
    QFETCH(bool, written);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("games.pgn"));
    WriteAheadPgn pgn;
    QString error;
    QVERIFY2(pgn.open(file, {}, &error), qPrintable(error));
    const std::string text = pgn.text(someRecord());
    QVERIFY(text.find("[White \"A\"]") != std::string::npos);

    QStringList done;
    auto seen = [&](const char* step) {
        done << QStringLiteral("%1, file %2")
                    .arg(QLatin1String(step), fileText(file).isEmpty() ? QStringLiteral("empty")
                                                                       : QStringLiteral("written"));
    };
    WriteAheadPgn::Steps order;
    order.checkpoint = [&](QString* why) {
        seen("checkpoint");
        if (!checkpointSucceeds) *why = QStringLiteral("disk full");
        return checkpointSucceeds;
    };
    order.write = write;
    order.markWritten = [&] { seen("marked"); };
    const WriteAheadPgn::Outcome outcome = pgn.record(text, order);
    QCOMPARE(done, steps);
    QCOMPARE(outcome.recorded, checkpointSucceeds);
    QCOMPARE(outcome.written, written);
    QCOMPARE(outcome.problem, checkpointSucceeds ? QString() : QStringLiteral("disk full"));
    QCOMPARE(fileText(file), written ? QByteArray::fromStdString(text) : QByteArray());
}

QTEST_MAIN(TestGamePool)
#include "tst_gamepool.moc"
