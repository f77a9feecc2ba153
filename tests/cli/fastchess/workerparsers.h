// How the two distributed testing frameworks read a match runner's output, written from the
// facts of their public sources (docs/distributed.md): fishtest's worker (worker/games.py,
// parse_fastchess_output) and OpenBench's client (Client/worker.py, MatchRunner and
// PGNHelper). The tests apply them to fastchess's recorded output and to arbiter-cli's.
#pragma once

#include <QMap>
#include <QRegularExpression>
#include <QString>
#include <QStringList>
#include <array>

namespace arbiter::test {

// fishtest: the last "Games: ..." and "Ptnml(0-2): [...]" lines, crashes (a line with
// "disconnect" or "stall"), time losses ("on time" or "timeout"), the PGN's CRC and whether
// "Finished match" came.
struct FishtestReading {
    int games = -1, wins = -1, losses = -1, draws = -1;
    double points = -1;
    std::array<int, 5> ptnml{{-1, -1, -1, -1, -1}};
    int crashes = 0, timeLosses = 0;
    QString crc;
    bool finishedMatch = false;
    QString error; // what the worker would raise on
};

inline FishtestReading readAsFishtest(const QString& output) {
    static const QRegularExpression wld(
        QStringLiteral("Games: ([0-9]+), Wins: ([0-9]+), Losses: ([0-9]+), Draws: ([0-9]+), "
                       "Points: ([0-9.]+) \\("));
    static const QRegularExpression ptnml(
        QStringLiteral("Ptnml\\(0-2\\): \\[([0-9]+), ([0-9]+), ([0-9]+), ([0-9]+), ([0-9]+)\\]"));
    static const QRegularExpression errors(QStringLiteral(
        "Warning;.*doesn't have option|Warning; Invalid value for option|Warning; Failed to "
        "set.*option|Warning; Illegal move|Warning; Could not extract score|Warning; Illegal PV "
        "move|Warning; Move does not match uci move format|Warning; PV continues after|Warning; "
        "Incomplete mating PV|Warning; Too long mating PV|Warning; Mating PV does not end|"
        "Warning; Bestmove does not match|Warning; Sign mismatch in mate scores|Warning; No info "
        "line available"));
    FishtestReading r;
    bool haveWld = false, havePtnml = false;
    FishtestReading pending;
    for (const QString& raw : output.split(QLatin1Char('\n'))) {
        const QString line = raw.trimmed();
        if (line.contains(QLatin1String("has CRC32:"))) r.crc = line.split(QLatin1Char(' ')).last();
        if (line.contains(QLatin1String("Finished match"))) r.finishedMatch = true;
        if (errors.match(line).hasMatch() && r.error.isEmpty()) r.error = line;
        if (line.contains(QLatin1String("disconnect")) || line.contains(QLatin1String("stall")))
            ++r.crashes;
        if (line.contains(QLatin1String("on time")) || line.contains(QLatin1String("timeout")))
            ++r.timeLosses;
        if (const auto m = wld.match(line); m.hasMatch()) {
            pending.games = m.captured(1).toInt();
            pending.wins = m.captured(2).toInt();
            pending.losses = m.captured(3).toInt();
            pending.draws = m.captured(4).toInt();
            pending.points = m.captured(5).toDouble();
            haveWld = true;
        }
        if (const auto m = ptnml.match(line); m.hasMatch()) {
            for (int i = 0; i < 5; ++i) pending.ptnml[size_t(i)] = m.captured(i + 1).toInt();
            havePtnml = true;
        }
        if (haveWld && havePtnml) { // the worker's update, with its two assertions
            int pairs = 0;
            for (int n : pending.ptnml) pairs += n;
            if (2 * pairs != pending.wins + pending.losses + pending.draws ||
                pending.games != 2 * pairs)
                r.error = QStringLiteral("assertion: 2 x sum(ptnml) != games in '%1'").arg(line);
            r.games = pending.games;
            r.wins = pending.wins;
            r.losses = pending.losses;
            r.draws = pending.draws;
            r.points = pending.points;
            r.ptnml = pending.ptnml;
            haveWld = havePtnml = false;
        }
    }
    return r;
}

// OpenBench: "Finished game" lines, the game number as token 2 and the result as token 6;
// games g and g+1 (g odd) form a pair: pentanomial [LL, LD+DL, ..] from the first engine's
// view, trinomial [L, D, W]; crashes ("disconnect" or "stalls" after the first ':'), time
// losses ("on time"), illegal moves ("illegal"). Every line must be ASCII (it decodes them so).
struct OpenBenchReading {
    std::array<int, 3> trinomial{{0, 0, 0}};
    std::array<int, 5> pentanomial{{0, 0, 0, 0, 0}};
    int crashes = 0, timeLosses = 0, illegals = 0;
    bool ascii = true;
};

inline OpenBenchReading readAsOpenBench(const QString& output) {
    OpenBenchReading r;
    QMap<int, QString> games;
    const QMap<QString, int> index{{"0-1", 0}, {"1/2-1/2", 1}, {"1-0", 2}};
    for (const QString& raw : output.split(QLatin1Char('\n'))) {
        for (QChar c : raw)
            if (c.unicode() > 127) r.ascii = false;
        const QString line = raw.trimmed();
        if (!line.contains(QLatin1String("Finished game"))) continue;
        const QString reason = line.section(QLatin1Char(':'), 1, 1);
        r.crashes += reason.contains(QLatin1String("disconnect")) ||
                     reason.contains(QLatin1String("stalls"));
        r.timeLosses += reason.contains(QLatin1String("on time"));
        r.illegals += reason.contains(QLatin1String("illegal"));
        const QStringList tokens = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        const int game = tokens.value(2).toInt();
        games[game] = tokens.value(6);
        const int first = game % 2 ? game : game - 1;
        if (!games.contains(first) || !games.contains(first + 1)) continue;
        const int r1 = index.value(games[first]), r2 = index.value(games[first + 1]);
        r.pentanomial[size_t(r1 + 2 - r2)] += 1;
        r.trinomial[size_t(r1)] += 1;
        r.trinomial[size_t(2 - r2)] += 1;
        games.remove(first);
        games.remove(first + 1);
    }
    return r;
}

// OpenBench's version check: the first "N.N[.N]" of the --version output, at least `minimum`.
inline bool openBenchAcceptsVersion(const QString& versionOutput, const QString& minimum) {
    const QString found = QRegularExpression(QStringLiteral("\\d+\\.\\d+(\\.\\d+)?"))
                              .match(versionOutput)
                              .captured(0);
    if (found.isEmpty()) return false;
    const QStringList a = found.split(QLatin1Char('.')), b = minimum.split(QLatin1Char('.'));
    for (int i = 0; i < std::max(a.size(), b.size()); ++i) {
        const int x = a.value(i).toInt(), y = b.value(i).toInt();
        if (x != y) return x > y;
    }
    return true;
}

// OpenBench's engine-error reasons from a PGN game's Termination tag.
inline QString openBenchErrorReason(const QString& termination) {
    if (termination.contains(QLatin1String("abandoned"))) return QStringLiteral("Disconnect");
    if (termination.contains(QLatin1String("stalled"))) return QStringLiteral("Stalled");
    if (termination.contains(QLatin1String("illegal"))) return QStringLiteral("Illegal Move");
    return {};
}

} // namespace arbiter::test
