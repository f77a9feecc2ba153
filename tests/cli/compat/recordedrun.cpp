#include "recordedrun.h"

#include "clioutput.h"
#include "clirunner.h"
#include "pgn/pgngame.h"
#include "testdata.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>

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
        a.replace(QLatin1String("@PGN_OPENINGS@"),
                  compatDataDir() + QStringLiteral("/openings.pgn"));
        a.replace(QLatin1String("@STARTPOS_PGN@"),
                  compatDataDir() + QStringLiteral("/openings-startpos.pgn"));
        a.replace(QLatin1String("@ENDGAMES@"), compatDataDir() + QStringLiteral("/endgames.epd"));
        a.replace(QLatin1String("@SYZYGY@"), test::testDataPath(QStringLiteral("syzygy")));
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
    return QStringLiteral("round %1, %2 vs %3, %4 {%5}, %6 plies, from %7, opening %8")
        .arg(round, white, black, result, reason)
        .arg(moves.size())
        .arg(fen.isEmpty() ? QStringLiteral("the start position") : fen, opening);
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
        s.opening = test::tag(game, "ECO") + QLatin1Char('|') + test::tag(game, "Opening") +
                    QLatin1Char('|') + test::tag(game, "Variation");
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
            a.opening == b.opening && a.moves == b.moves && a.result == b.result &&
            a.reason == b.reason)
            continue;
        int ply = 0;
        while (ply < a.moves.size() && ply < b.moves.size() && a.moves[ply] == b.moves[ply]) ++ply;
        const QString where = a.moves == b.moves
                                  ? QStringLiteral("same moves")
                                  : QStringLiteral("first different ply: %1").arg(ply + 1);
        return QStringLiteral("game %1 of the PGN differs (%2):\n  recorded: %3\n  replayed: %4")
            .arg(i + 1)
            .arg(where, a.describe(), b.describe());
    }
    if (recorded.size() != replayed.size())
        return QStringLiteral("%1 games recorded, %2 replayed")
            .arg(recorded.size())
            .arg(replayed.size());
    return {};
}

namespace {

// One game of a PGN file as text: its tag lines and its movetext lines.
struct PgnText {
    QStringList tags;
    QStringList movetext;
};

std::vector<PgnText> splitGames(const QString& text) {
    std::vector<PgnText> games;
    bool inMoves = false;
    for (const QString& line : text.split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1Char('['))) {
            if (inMoves || games.empty()) games.emplace_back();
            inMoves = false;
            games.back().tags << line;
        } else if (!line.isEmpty() && !games.empty()) {
            inMoves = true;
            games.back().movetext << line;
        }
    }
    return games;
}

// The tag line with a clock-dependent value replaced by "(time)", or an error when the value
// does not have cutechess's form.
QString maskTag(const QString& line, QString* error) {
    static const std::pair<QString, QRegularExpression> timed[] = {
        {QStringLiteral("Date"), QRegularExpression(QStringLiteral("^\\d{4}\\.\\d\\d\\.\\d\\d$"))},
        {QStringLiteral("GameStartTime"),
         QRegularExpression(
             QStringLiteral("^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3} \\S+$"))},
        {QStringLiteral("GameEndTime"),
         QRegularExpression(
             QStringLiteral("^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3} \\S+$"))},
        {QStringLiteral("GameDuration"),
         QRegularExpression(QStringLiteral("^\\d\\d:\\d\\d:\\d\\d$"))},
    };
    static const QRegularExpression tag(QStringLiteral("^\\[(\\w+) \"(.*)\"\\]$"));
    const QRegularExpressionMatch m = tag.match(line);
    if (!m.hasMatch()) return line;
    for (const auto& [name, form] : timed) {
        if (m.captured(1) != name) continue;
        if (!form.match(m.captured(2)).hasMatch())
            *error = QStringLiteral("%1 has not cutechess's form").arg(line);
        return QStringLiteral("[%1 \"(time)\"]").arg(name);
    }
    return line;
}

// The units of a movetext: "1. e4 {+0.25/4 0.003s}", "e5 {book}", ..., the result last.
QStringList movetextUnits(const QStringList& lines) {
    QStringList units;
    const QString text = lines.join(QLatin1Char(' '));
    QString unit;
    int i = 0;
    auto flush = [&] {
        if (!unit.isEmpty()) units << unit;
        unit.clear();
    };
    while (i < text.size()) {
        if (text[i] == QLatin1Char(' ')) {
            ++i;
            continue;
        }
        int end = i;
        if (text[i] == QLatin1Char('{')) {
            end = text.indexOf(QLatin1Char('}'), i);
            end = end < 0 ? int(text.size()) : end + 1;
            unit += QLatin1Char(' ') + text.mid(i, end - i);
        } else {
            while (end < text.size() && text[end] != QLatin1Char(' ')) ++end;
            const QString word = text.mid(i, end - i);
            if (unit.endsWith(QLatin1Char('.'))) {
                unit += QLatin1Char(' ') + word; // the move after its number
            } else {
                flush();
                unit = word;
            }
        }
        i = end;
    }
    flush();
    return units;
}

// cutechess's precision of a move time: "0s", else 3 decimals below 0.1 s, 2 below 1 s, 1 below
// 10 s, none above.
bool cutechessTimeForm(const QString& time) {
    if (time == QLatin1String("0s")) return true;
    const QString number = time.chopped(1);
    const int dot = int(number.indexOf(QLatin1Char('.')));
    const int decimals = dot < 0 ? 0 : int(number.size()) - dot - 1;
    bool ok = false;
    const double seconds = number.toDouble(&ok);
    if (!ok || seconds <= 0) return false;
    const int expected = seconds < 0.1 ? 3 : seconds < 1 ? 2 : seconds < 10 ? 1 : 0;
    return decimals == expected;
}

} // namespace

QString comparePgnText(const QString& recorded, const QString& replayed) {
    const std::vector<PgnText> a = splitGames(recorded);
    const std::vector<PgnText> b = splitGames(replayed);
    if (a.size() != b.size())
        return QStringLiteral("%1 games recorded, %2 replayed").arg(a.size()).arg(b.size());
    static const QRegularExpression time(QStringLiteral("(\\d+(?:\\.\\d+)?s)([,}])"));
    for (size_t g = 0; g < a.size(); ++g) {
        const QString where = QStringLiteral("game %1: ").arg(g + 1);
        QString error;
        for (int i = 0; i < std::max(a[g].tags.size(), b[g].tags.size()); ++i) {
            const QString x = maskTag(a[g].tags.value(i, QStringLiteral("(none)")), &error);
            const QString y = maskTag(b[g].tags.value(i, QStringLiteral("(none)")), &error);
            if (!error.isEmpty()) return where + error;
            if (x != y)
                return where +
                       QStringLiteral("tag line %1 differs:\n  recorded: %2\n  replayed: %3")
                           .arg(i + 1)
                           .arg(x, y);
        }
        QStringList units[2] = {movetextUnits(a[g].movetext), movetextUnits(b[g].movetext)};
        for (QStringList& list : units) {
            for (QString& unit : list) {
                QRegularExpressionMatch m = time.match(unit);
                if (!m.hasMatch()) continue;
                if (!cutechessTimeForm(m.captured(1)))
                    return where + QStringLiteral("move time not in cutechess's form: ") + unit;
                unit.replace(m.capturedStart(1), m.capturedLength(1), QStringLiteral("Ts"));
            }
        }
        for (int i = 0; i < std::max(units[0].size(), units[1].size()); ++i) {
            const QString x = units[0].value(i, QStringLiteral("(end)"));
            const QString y = units[1].value(i, QStringLiteral("(end)"));
            if (x != y)
                return where + QStringLiteral("move %1 differs:\n  recorded: %2\n  replayed: %3")
                                   .arg(i + 1)
                                   .arg(x, y);
        }
        // The replayed line breaks, by cutechess's rule, from its own (unmasked) units.
        QStringList lines;
        for (const QString& unit : movetextUnits(b[g].movetext)) {
            if (lines.isEmpty() || lines.last().size() + unit.size() >= 80)
                lines << unit;
            else
                lines.last() += QLatin1Char(' ') + unit;
        }
        if (lines != b[g].movetext)
            return where +
                   QStringLiteral("movetext lines are not broken as cutechess breaks "
                                  "them:\n%1\nexpected:\n%2")
                       .arg(b[g].movetext.join(QLatin1Char('\n')), lines.join(QLatin1Char('\n')));
    }
    return {};
}

} // namespace arbiter::compat
