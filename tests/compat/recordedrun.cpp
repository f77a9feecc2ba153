#include "recordedrun.h"

#include "clioutput.h"
#include "clirunner.h"
#include "pgn/pgngame.h"
#include "testdata.h"

#include <QDir>
#include <QFile>
#include <QProcess>

namespace arbiter::compat {

QString compatDataDir() {
    return test::testDataPath(QStringLiteral("compat"));
}

QStringList recordedRuns(const QString& prefix) {
    QStringList names =
        QDir(compatDataDir())
            .entryList({prefix + QLatin1Char('*')}, QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    return names;
}

RecordedRun loadRecordedRun(const QString& name) {
    RecordedRun run;
    run.name = name;
    const QString dir = compatDataDir() + QLatin1Char('/') + name + QLatin1Char('/');
    const QString command = test::readText(dir + QStringLiteral("command.txt")).trimmed();
    const QStringList words = QProcess::splitCommand(command);
    if (words.size() < 2) {
        run.error = QStringLiteral("%1command.txt: no command").arg(dir);
        return run;
    }
    run.tool = words.first();
    run.arguments = words.mid(1);
    run.stdoutText = test::readText(dir + QStringLiteral("stdout.txt"));
    bool ok = false;
    run.exitCode = test::readText(dir + QStringLiteral("rc")).trimmed().toInt(&ok);
    if (!ok) run.error = QStringLiteral("%1rc: not a number").arg(dir);
    return run;
}

Replay replay(const RecordedRun& run, const QString& stockfish, const QString& dir) {
    QStringList args;
    for (QString a : run.arguments) {
        a.replace(QLatin1String("@SF@"), stockfish);
        a.replace(QLatin1String("@OPENINGS@"), compatDataDir() + QStringLiteral("/openings.epd"));
        a.replace(QLatin1String("@PGN@"), dir + QStringLiteral("/games.pgn"));
        a.replace(QLatin1String("@EPD@"), dir + QStringLiteral("/games.epd"));
        args << a;
    }
    return {test::runCli(args, dir), dir};
}

namespace {

QString lastReason(const PgnGame& game) {
    if (game.moves().empty()) return {};
    const QString comment = QString::fromStdString(game.moves().back().commentAfter);
    const int comma = comment.lastIndexOf(QStringLiteral(", "));
    return comma < 0 ? QString() : comment.mid(comma + 2);
}

} // namespace

QString GameSummary::describe() const {
    return QStringLiteral("round %1, %2 vs %3, %4 {%5}, %6 plies, from %7")
        .arg(round, white, black, result, reason)
        .arg(moves.size())
        .arg(fen.isEmpty() ? QStringLiteral("the start position") : fen);
}

std::vector<GameSummary> readGames(const QString& path, QString* error) {
    std::vector<GameSummary> games;
    for (const PgnGame& game : test::readPgnFile(path, error)) {
        GameSummary s;
        s.round = test::tag(game, "Round");
        s.white = test::tag(game, "White");
        s.black = test::tag(game, "Black");
        s.fen = test::tag(game, "FEN");
        s.result = test::tag(game, "Result");
        s.reason = lastReason(game);
        for (const PgnMove& m : game.moves()) s.moves << QString::fromStdString(m.text);
        games.push_back(s);
    }
    return games;
}

QString compareGames(const std::vector<GameSummary>& recorded,
                     const std::vector<GameSummary>& replayed) {
    const size_t n = std::min(recorded.size(), replayed.size());
    for (size_t i = 0; i < n; ++i) {
        const GameSummary& a = recorded[i];
        const GameSummary& b = replayed[i];
        if (a.round == b.round && a.white == b.white && a.black == b.black && a.fen == b.fen &&
            a.moves == b.moves && a.result == b.result && a.reason == b.reason)
            continue;
        int ply = 0;
        while (ply < a.moves.size() && ply < b.moves.size() && a.moves[ply] == b.moves[ply]) ++ply;
        return QStringLiteral("game %1 of the PGN differs (first different ply: %2):\n"
                              "  recorded: %3\n  replayed: %4")
            .arg(i + 1)
            .arg(ply + 1)
            .arg(a.describe(), b.describe());
    }
    if (recorded.size() != replayed.size())
        return QStringLiteral("%1 games recorded, %2 replayed")
            .arg(recorded.size())
            .arg(replayed.size());
    return {};
}

} // namespace arbiter::compat
