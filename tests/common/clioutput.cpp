#include "clioutput.h"

#include "board/board.h"
#include "pgn/pgnreader.h"

#include <QFile>
#include <QJsonDocument>
#include <QRegularExpression>

namespace arbiter::test {

QMap<QString, double> MatchOutput::points() const {
    QMap<QString, double> points;
    for (const GameLine& g : finished) {
        points[g.white] += g.result == QLatin1String("1-0")       ? 1.0
                           : g.result == QLatin1String("1/2-1/2") ? 0.5
                                                                  : 0.0;
        points[g.black] += g.result == QLatin1String("0-1")       ? 1.0
                           : g.result == QLatin1String("1/2-1/2") ? 0.5
                                                                  : 0.0;
    }
    return points;
}

QMap<int, GameLine> MatchOutput::ended() const {
    QMap<int, GameLine> all = finished;
    for (const GameLine& g : stopped) all.insert(g.number, g);
    return all;
}

MatchOutput parseMatchOutput(const QString& out) {
    static const QRegularExpression startedRe(QStringLiteral(
        "^Started game (\\d+) of (\\d+) \\((\\S+) vs (\\S+)\\)(, komi -?G[0-9.]+)?$"));
    static const QRegularExpression finishedRe(
        QStringLiteral("^Finished game (\\d+) \\((\\S+) vs (\\S+)\\): "
                       "(1-0|0-1|1/2-1/2|-?G\\d+\\.[05]|\\*) \\{(.*)\\}$"));
    MatchOutput match;
    const QStringList lines = out.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        GameLine g;
        g.outputLine = i;
        if (const auto m = startedRe.match(lines[i]); m.hasMatch()) {
            g.number = m.captured(1).toInt();
            g.total = m.captured(2).toLongLong();
            g.white = m.captured(3);
            g.black = m.captured(4);
            if (match.started.contains(g.number))
                match.problems << QStringLiteral("game %1 started twice").arg(g.number);
            match.started.insert(g.number, g);
            match.lastTotal = g.total;
        } else if (const auto f = finishedRe.match(lines[i]); f.hasMatch()) {
            g.number = f.captured(1).toInt();
            g.white = f.captured(2);
            g.black = f.captured(3);
            g.result = f.captured(4);
            g.reason = f.captured(5);
            if (match.finished.contains(g.number) || match.stopped.contains(g.number))
                match.problems << QStringLiteral("game %1 finished twice").arg(g.number);
            (g.result == QLatin1String("*") ? match.stopped : match.finished).insert(g.number, g);
        }
    }
    return match;
}

QString checkGameLines(const MatchOutput& match, int expectedGames) {
    if (!match.problems.isEmpty()) return match.problems.join(QLatin1String("; "));
    if (match.started.size() != expectedGames || match.finished.size() != expectedGames)
        return QStringLiteral("%1 games started and %2 finished, %3 expected")
            .arg(match.started.size())
            .arg(match.finished.size())
            .arg(expectedGames);
    if (match.lastTotal != expectedGames)
        return QStringLiteral("the last started line says %1 games, %2 expected")
            .arg(match.lastTotal)
            .arg(expectedGames);
    for (int n = 1; n <= expectedGames; ++n) {
        if (!match.started.contains(n) || !match.finished.contains(n))
            return QStringLiteral("game %1 is missing").arg(n);
        const GameLine& s = match.started[n];
        const GameLine& f = match.finished[n];
        if (s.white != f.white || s.black != f.black)
            return QStringLiteral("game %1 started as %2 vs %3 and finished as %4 vs %5")
                .arg(QString::number(n), s.white, s.black, f.white, f.black);
        if (f.outputLine < s.outputLine)
            return QStringLiteral("game %1 finished before it started").arg(n);
    }
    return {};
}

std::vector<RankingRow> rankingTable(const QStringList& lines) {
    int header = -1;
    for (int i = 0; i < lines.size(); ++i)
        if (lines[i].startsWith(QLatin1String("Rank Name "))) header = i;
    std::vector<RankingRow> rows;
    if (header < 0) return rows;
    static const QRegularExpression rowRe(
        QStringLiteral("^\\s*(\\d+) (\\S+)\\s+\\S+\\s+\\S+\\s+(\\d+)\\s+(\\S+%)\\s+\\S+%\\s*$"));
    for (int i = header + 1; i < lines.size(); ++i) {
        const auto m = rowRe.match(lines[i]);
        if (!m.hasMatch()) break;
        rows.push_back(
            {m.captured(1).toInt(), m.captured(2), m.captured(3).toInt(), m.captured(4)});
    }
    return rows;
}

namespace {
// Reads every game of a PGN file; `each` sees the game and the board after its moves.
template <typename Each> bool readEachGame(const QString& path, QString* error, Each each) {
    PgnReader reader;
    std::string why;
    if (!reader.openFile(path, &why)) {
        *error = QString::fromStdString(why);
        return false;
    }
    PgnGame game;
    for (;;) {
        const PgnReader::Status status = reader.readGame(game);
        if (status == PgnReader::Status::End) return true;
        if (status == PgnReader::Status::Error) {
            *error =
                path + QStringLiteral(": ") + QString::fromStdString(reader.error().toString());
            return false;
        }
        each(game, reader.board());
    }
}
} // namespace

std::vector<PgnGame> readPgnFile(const QString& path, QString* error) {
    std::vector<PgnGame> games;
    readEachGame(path, error, [&](const PgnGame& g, const Board*) { games.push_back(g); });
    return games;
}

QStringList finalPositions(const QString& path, QString* error) {
    QStringList fens;
    readEachGame(path, error, [&](const PgnGame&, const Board* board) {
        fens << (board ? QString::fromStdString(board->fen()) : QString());
    });
    return fens;
}

QString tag(const PgnGame& game, const char* name) {
    return QString::fromStdString(game.tag(name));
}

QString roundWhiteKey(const PgnGame& game) {
    return tag(game, "Round") + QLatin1Char('/') + tag(game, "White");
}

QString sanLine(const PgnGame& game) {
    QStringList moves;
    for (const PgnMove& m : game.moves()) moves << QString::fromStdString(m.text);
    return moves.join(QLatin1Char(' '));
}

QString resultText(const PgnGame& game) {
    return QString::fromLatin1(pgnResultToken(game.result()).data(),
                               int(pgnResultToken(game.result()).size()));
}

QString readText(const QString& path) {
    return QString::fromUtf8(readBytes(path));
}

bool writeText(const QString& path, const QString& text) {
    return writeBytes(path, text.toUtf8());
}

QByteArray readBytes(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeBytes(const QString& path, const QByteArray& data) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(data) == data.size();
}

QList<QByteArray> pgnRecordTexts(const QByteArray& pgn) {
    QList<QByteArray> records;
    qsizetype start = 0;
    for (;;) {
        const qsizetype next = pgn.indexOf("\n[Event ", start + 1);
        if (next < 0) break;
        records << pgn.mid(start, next + 1 - start);
        start = next + 1;
    }
    if (start < pgn.size()) records << pgn.mid(start);
    return records;
}

QJsonObject readJson(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

} // namespace arbiter::test
