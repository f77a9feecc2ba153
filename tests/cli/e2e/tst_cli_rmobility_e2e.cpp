// r-Mobility end to end (issue 5, docs/r-mobility.md): arbiter-cli tournaments between
// arbiter-engine and Debian's stockfish under each of the five scorings, checked from what
// arbiter-cli prints and writes: the "Finished game" lines with G-scores, the tables of every
// scoring with the chosen one first and its Elo, LOS and SPRT lines, the PGN tags (with
// [Points] recomputed from [RMobilityResult] by the library's scoring), and -rejudge of the
// produced PGN agreeing with every game. Also the per-engine rmobfen= setting (the G token in
// the FENs sent to engines) and r-Mobility in the western variants. Engines search to a fixed
// depth, so every run plays the same games.
#include "clioutput.h"
#include "clirunner.h"
#include "rules/rmobility/scoring.h"
#include "testdata.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>

using namespace arbiter;
using namespace arbiter::test;
namespace rm = arbiter::rmobility;

namespace {

QStringList args(std::initializer_list<const char*> words) {
    QStringList list;
    for (const char* w : words) list << QString::fromLatin1(w);
    return list;
}

QString title(rm::Scoring scoring) {
    return QString::fromLatin1(rm::scoringTitle(scoring).data(),
                               int(rm::scoringTitle(scoring).size()));
}

rm::GScore gscore(const QString& text) {
    rm::GScore score;
    std::string error;
    if (!rm::parseGScore(text.toStdString(), &score, &error)) qFatal("%s", error.c_str());
    return score;
}

// The tags of one game's block in the PGN text, in file order.
QVector<QPair<QString, QString>> tagsInOrder(const QString& block) {
    static const QRegularExpression re(QStringLiteral("^\\[(\\w+) \"(.*)\"\\]$"),
                                       QRegularExpression::MultilineOption);
    QVector<QPair<QString, QString>> tags;
    for (auto it = re.globalMatch(block); it.hasNext();) {
        const auto m = it.next();
        tags.append({m.captured(1), m.captured(2)});
    }
    return tags;
}

// The PGN file's games as tag lists (each game starts with [Event ...]).
QVector<QVector<QPair<QString, QString>>> pgnTagBlocks(const QString& path) {
    QVector<QVector<QPair<QString, QString>>> games;
    const QStringList blocks = readText(path).split(QStringLiteral("[Event "), Qt::SkipEmptyParts);
    for (const QString& block : blocks) games.append(tagsInOrder("[Event " + block));
    return games;
}

QString tagValue(const QVector<QPair<QString, QString>>& tags, const QString& name) {
    for (const auto& t : tags)
        if (t.first == name) return t.second;
    return QStringLiteral("<missing>");
}

// A's points under the scoring, from the PGN's [Points] tags.
double pointsOf(const QString& player, const QVector<QPair<QString, QString>>& tags) {
    double white = 0;
    std::string error;
    if (!rm::parsePointsText(tagValue(tags, "Points").toStdString(), &white, &error))
        qFatal("%s", error.c_str());
    return tagValue(tags, "White") == player ? white : 1 - white;
}

// The block of lines printed for one scoring: from "<Title> Scoring:" up to the next blank
// line or the next scoring title.
QStringList scoringBlock(const QStringList& lines, const QString& heading) {
    const int start = int(lines.indexOf(heading));
    if (start < 0) return {};
    QStringList block;
    for (int i = start + 1; i < lines.size(); ++i) {
        if (lines[i].isEmpty() || lines[i].endsWith(QLatin1String(" Scoring:")) ||
            lines[i] == QLatin1String("Alternative Scorings:") ||
            lines[i] == QLatin1String("Finished match"))
            break;
        block << lines[i];
    }
    return block;
}

QStringList matching(const QStringList& lines, const char* pattern) {
    return lines.filter(QRegularExpression(QLatin1String(pattern)));
}

// The tournament every scoring is played with: arbiter-engine against stockfish, two
// openings of bench/data/openings.epd played as colour-swapped pairs, SPRT on.
QStringList matchArgs(const QString& scoring) {
    return builtinEngine("A", 2) + stockfishEngine("S", 1) +
           QStringList{"-rMobilityType",
                       scoring,
                       "-openings",
                       "file=" + openingsEpdPath(),
                       "format=epd",
                       "-repeat",
                       "-games",
                       "2",
                       "-rounds",
                       "2",
                       "-sprt",
                       "elo0=0",
                       "elo1=10",
                       "-pgnout",
                       "out.pgn",
                       "-concurrency",
                       "2"};
}

} // namespace

class TestCliRMobilityEndToEnd : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void scoringTournament_data();
    void scoringTournament();
    void gTokenSentToEngines();
    void epdOutReadsBackAsOpenings();
    void westernVariants_data();
    void westernVariants();
};

void TestCliRMobilityEndToEnd::initTestCase() {
    for (const char* program : {"arbiter-cli", "arbiter-engine"})
        QVERIFY2(QFile::exists(test::binPath(QLatin1String(program))), program);
    if (!haveStockfish()) QSKIP("Debian's stockfish is not installed (apt-get install stockfish)");
}

void TestCliRMobilityEndToEnd::scoringTournament_data() {
    QTest::addColumn<QString>("option");
    QTest::addColumn<QStringList>("extra");
    QTest::addColumn<QString>("cutoff");
    for (rm::Scoring s : rm::allScorings()) {
        const QString option = QString::fromLatin1(rm::scoringOptionName(s).data(),
                                                   int(rm::scoringOptionName(s).size()));
        QTest::newRow(qPrintable(option)) << option << QStringList() << "G6.0";
    }
    QTest::newRow("classical, legacy, cutoff g8.5")
        << "classical" << args({"-legacyMode", "-rMobilityCutoff", "g8.5"}) << "G8.5";
    QTest::newRow("komi -G3.5") << "komi" << args({"-defaultKomi", "mg3.5"}) << "G6.0";
}

void TestCliRMobilityEndToEnd::scoringTournament() {
    QFETCH(QString, option);
    QFETCH(QStringList, extra);
    QFETCH(QString, cutoff);
    const rm::Scoring scoring = *rm::parseScoringOption(option.toStdString());
    const bool komiScoring = scoring == rm::Scoring::Komi;
    const bool legacy = extra.contains(QStringLiteral("-legacyMode"));
    const QString komi = extra.contains(QStringLiteral("mg3.5")) ? "-G3.5" : "G5.75";
    QTemporaryDir dir;
    const CliRun run = runCli(matchArgs(option) + extra, dir.path());
    QVERIFY2(run.finished && run.exitCode == 0, qPrintable(run.describe()));
    QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
    const QStringList lines = run.lines();

    // Game lines: the G-score in place of the result; komi scoring names the game's komi.
    const MatchOutput match = parseMatchOutput(run.out);
    const QString problem = checkGameLines(match, 4);
    QVERIFY2(problem.isEmpty(), qPrintable(problem + "\n" + run.out));
    QCOMPARE(matching(lines, "^Started game .*, komi ").size(), komiScoring ? 4 : 0);
    if (komiScoring) QVERIFY(run.out.contains("Started game 1 of 4 (A vs S), komi " + komi));
    for (const GameLine& g : match.finished)
        QVERIFY2(g.result.contains(QRegularExpression("^-?G\\d+\\.[05]$")), qPrintable(g.result));

    // The PGN: r-Mobility's tags right after [Black], in the fork's order, [Result] classical,
    // [Points] as the scoring gives it for [RMobilityResult].
    const auto games = pgnTagBlocks(dir.filePath("out.pgn"));
    QCOMPARE(games.size(), 4);
    const rm::ScoringRules rules{scoring, cutoff == "G8.5" ? 17 : 12,
                                 komi == "G5.75" ? rm::kDefaultKomi : rm::Komi{14, Black}};
    double pointsA = 0;
    std::vector<double> perGameA; // in game-number order (rounds 1, 1, 2, 2)
    for (const auto& tags : games) {
        QStringList names;
        for (const auto& t : tags) names << t.first;
        const int black = int(names.indexOf("Black"));
        QStringList expected{"RMobilityCutoff"};
        if (legacy) expected << "Legacy";
        expected << "RMobilityScoring";
        if (komiScoring) expected << "Komi";
        expected << "Result"
                 << "RMobilityResult"
                 << "Points";
        QCOMPARE(names.mid(black + 1, expected.size()), expected);
        QCOMPARE(tagValue(tags, "RMobilityCutoff"), cutoff);
        QCOMPARE(tagValue(tags, "RMobilityScoring"), title(scoring));
        if (legacy) QCOMPARE(tagValue(tags, "Legacy"), QString());
        if (komiScoring) QCOMPARE(tagValue(tags, "Komi"), komi);
        const QString g = tagValue(tags, "RMobilityResult");
        const QString classical = g == "G0.0" ? "1-0" : g == "-G0.0" ? "0-1" : "1/2-1/2";
        QCOMPARE(tagValue(tags, "Result"), classical);
        QCOMPARE(tagValue(tags, "Points"), QString::fromStdString(rm::pointsText(
                                               scoring, rm::whitePoints(rules, gscore(g)))));
        // The same G-score as the game's "Finished game" line.
        bool found = false;
        for (const GameLine& line : match.finished)
            found = found || (line.white == tagValue(tags, "White") && line.result == g &&
                              QString::number((line.number + 1) / 2) == tagValue(tags, "Round"));
        QVERIFY2(found, qPrintable(g + " of round " + tagValue(tags, "Round")));
        pointsA += pointsOf("A", tags);
    }

    // The tables: raw data, the chosen scoring first, then the four others in the fork's order.
    const int raw = int(lines.indexOf("Raw r-Mobility Data:"));
    const int chosen = int(lines.lastIndexOf(title(scoring) + " Scoring:"));
    const int alternatives = int(lines.lastIndexOf("Alternative Scorings:"));
    QVERIFY2(raw >= 0 && raw < chosen && chosen < alternatives, qPrintable(run.out));
    int previous = alternatives;
    for (rm::Scoring other : rm::allScorings()) {
        if (other == scoring) continue;
        const int at = int(lines.lastIndexOf(title(other) + " Scoring:"));
        QVERIFY2(at > previous, qPrintable(title(other)));
        previous = at;
        QCOMPARE(
            matching(scoringBlock(lines.mid(alternatives), title(other) + " Scoring:"), "^SPRT:")
                .size(),
            0);
    }
    const QStringList block = scoringBlock(lines.mid(chosen), title(scoring) + " Scoring:");
    QVERIFY2(!block.isEmpty(), qPrintable(run.out));
    // "Score of" in the scoring's form: W - L - D, or points for exponential and harmonic,
    // in every table, also while all games so far happen to be whole.
    const QRegularExpression scoreFormat(
        rm::isWinDrawLoss(scoring)
            ? QStringLiteral("^Score of A vs S: \\d+ - \\d+ - \\d+  \\[\\d\\.\\d{3}\\] \\d$")
            : QStringLiteral("^Score of A vs S: \\d+\\.\\d\\d \\[\\d\\.\\d{3}\\] \\d$"));
    const QString score = QString::number(pointsA / 4, 'f', 3);
    QVERIFY2(block[0].contains(scoreFormat), qPrintable(block[0]));
    QVERIFY2(block[0].endsWith("[" + score + "] 4"), qPrintable(block[0] + " / " + score));
    if (!rm::isWinDrawLoss(scoring))
        QVERIFY2(block[0].startsWith("Score of A vs S: " + QString::number(pointsA, 'f', 2) + " "),
                 qPrintable(block[0]));
    // Elo and LOS of this scoring's points (DrawRatio for the win/draw/loss ones).
    const QStringList elo = matching(block, "^Elo difference: ");
    QCOMPARE(elo.size(), 1);
    const QString number = QStringLiteral("(-?inf|nan|-?\\d+\\.\\d)");
    QVERIFY2(elo[0].contains(QRegularExpression(
                 "^Elo difference: " + number + " \\+/- " + number + ", LOS: " + number + " %" +
                 (rm::isWinDrawLoss(scoring) ? ", DrawRatio: \\d+\\.\\d %" : "") + "$")),
             qPrintable(elo[0]));
    const double mu = pointsA / 4;
    if (mu > 0 && mu < 1)
        QVERIFY2(elo[0].startsWith(QStringLiteral("Elo difference: %1 ")
                                       .arg(-400 * std::log10(1 / mu - 1), 0, 'f', 1)),
                 qPrintable(elo[0] + QString(" mu=%1").arg(mu)));
    // SPRT on the fractional wins and losses: a result once W >= 1 and L >= 1. The PGN holds
    // the games in the order they finished, the order of the lines printed after each game.
    const QStringList finishedLines = matching(lines, "^Finished game ");
    double wins = 0, losses = 0;
    for (int i = 0; i < games.size(); ++i) {
        const double p = pointsOf("A", games[i]);
        if (p >= 0.5)
            wins += 2 * p - 1;
        else
            losses += 1 - 2 * p;
        const bool decided = wins >= 1 - 1e-9 && losses >= 1 - 1e-9;
        // The lines printed after this game: the chosen scoring's running table.
        QStringList after;
        for (int l = int(lines.indexOf(finishedLines[i])) + 1; l < lines.size(); ++l) {
            if (lines[l].startsWith(QLatin1String("Started game ")) ||
                lines[l].startsWith(QLatin1String("Finished game ")) ||
                lines[l] == QLatin1String("Raw r-Mobility Data:"))
                break;
            after << lines[l];
        }
        QVERIFY2(!after.isEmpty(), qPrintable(finishedLines[i]));
        QVERIFY2(after[0].contains(scoreFormat), qPrintable(after[0]));
        const QStringList sprt = matching(after, "^SPRT: ");
        QVERIFY2(sprt.size() == (decided ? 1 : 0),
                 qPrintable(finishedLines[i] + QString(": W %1 L %2\n").arg(wins).arg(losses) +
                            after.join('\n')));
        for (const QString& line : sprt)
            QVERIFY2(line.contains(QRegularExpression("^SPRT: llr -?\\d+(\\.\\d+)? "
                                                      "\\(-?\\d+\\.\\d%\\), "
                                                      "lbound -2\\.94, ubound 2\\.94$")),
                     qPrintable(line));
        // After the last game the running lines are the chosen table itself.
        if (i == games.size() - 1) QCOMPARE(after, block);
    }

    // -rejudge of the produced PGN under the same rules agrees with every game.
    QStringList rejudge{"-rejudge", "out.pgn", "-rMobilityType", option};
    rejudge << extra;
    const CliRun judged = runCli(rejudge, dir.path());
    QVERIFY2(judged.finished && judged.exitCode == 0, qPrintable(judged.describe()));
    QCOMPARE(judged.lastLine(), QStringLiteral("4 games, 4 agree, 0 differ"));
    QCOMPARE(matching(judged.lines(), "^Game \\d: -?G\\d+\\.[05] \\{.+\\} Points ").size(), 4);
}

// rmobfen= per engine: auto (the default) sends the G token only when it carries information,
// always sends it (and a FEN even for the start position), never leaves it out. Opening 1 is
// 1. e4 from the start position; opening 2 a bare-kings FEN whose token -G1.5 is not
// redundant (clock 8): no position can beat it, so the K vs K rule ends those games with it.
// Each opening is played twice, colours swapped, so each engine starts each opening once.
void TestCliRMobilityEndToEnd::gTokenSentToEngines() {
    QTemporaryDir dir;
    QVERIFY(writeText(dir.filePath("openings.pgn"),
                      "[Event \"start\"]\n\n1. e4 *\n\n"
                      "[Event \"kings\"]\n[SetUp \"1\"]\n"
                      "[FEN \"8/8/4k3/8/8/2K5/8/8 w - - 8 5 -G1.5\"]\n\n*\n"));
    const QString start =
        QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    const QString kings = QStringLiteral("8/8/4k3/8/8/2K5/8/8 w - - 8 5");
    struct Case {
        QStringList settings; // for A, S
        QString aStart, sStart, aKings, sKings;
    };
    const Case cases[] = {
        {{},
         "position startpos moves e2e4",
         "position startpos moves e2e4",
         "position fen " + kings + " -G1.5",
         "position fen " + kings + " -G1.5"},
        {{"rmobfen=always", "rmobfen=never"},
         "position fen " + start + " -G20.5 moves e2e4",
         "position startpos moves e2e4",
         "position fen " + kings + " -G1.5",
         "position fen " + kings},
    };
    for (const Case& c : cases) {
        QStringList a = builtinEngine("A", 1), s = stockfishEngine("S", 1);
        if (!c.settings.isEmpty()) {
            a << c.settings[0];
            s << c.settings[1];
        }
        const CliRun run =
            runCli(a + s +
                       args({"-rMobilityType", "exponential", "-openings", "file=openings.pgn",
                             "-repeat", "-games", "4", "-debug", "-pgnout", "out.pgn"}),
                   dir.path());
        QVERIFY2(run.finished && run.exitCode == 0, qPrintable(run.describe()));
        QVERIFY2(run.out.contains("Finished game 3 (A vs S): -G1.5 {End by K vs K G8.5 rule}") &&
                     run.out.contains("Finished game 4 (S vs A): -G1.5 {End by K vs K G8.5 rule}"),
                 qPrintable(run.out));
        // Per engine: the start opening's commands begin with `first` (followed by the moves
        // after 1. e4), the kings opening's with `second`.
        for (const auto& [engine, first, second] :
             {std::tuple<QString, QString, QString>{"A", c.aStart, c.aKings},
              std::tuple<QString, QString, QString>{"S", c.sStart, c.sKings}}) {
            const QRegularExpression re("^\\d+ >" + engine + "\\(\\d+\\): (position .*)$");
            QStringList positions;
            for (const QString& line : run.lines())
                if (const auto m = re.match(line); m.hasMatch()) positions << m.captured(1);
            QVERIFY2(!positions.isEmpty(), qPrintable(engine));
            QVERIFY2(positions
                             .filter(QRegularExpression("^" + QRegularExpression::escape(first) +
                                                        "( |$)"))
                             .size() > 0,
                     qPrintable(engine + ": " + first + "\n" + positions.join('\n')));
            QVERIFY2(positions.contains(second) ||
                         !positions
                              .filter(QRegularExpression("^" + QRegularExpression::escape(second) +
                                                         " moves "))
                              .isEmpty(),
                     qPrintable(engine + ": " + second + "\n" + positions.join('\n')));
        }
        // The record's [FEN] keeps the token that carries information, whatever rmobfen says.
        QVERIFY(readText(dir.filePath("out.pgn"))
                    .contains("[FEN \"8/8/4k3/8/8/2K5/8/8 w - - 8 5 -G1.5\"]"));
        QFile::remove(dir.filePath("out.pgn"));
        QFile::remove(dir.filePath("out.pgn.state.json"));
    }
}

// -epdout writes each final position as a FEN with its counters and G token
// ("... w - - 7 64 G2.0"); such a file is a valid EPD opening suite for the next match.
void TestCliRMobilityEndToEnd::epdOutReadsBackAsOpenings() {
    QTemporaryDir dir;
    QVERIFY(writeText(dir.filePath("openings.pgn"),
                      "[Event \"kings\"]\n[SetUp \"1\"]\n"
                      "[FEN \"8/8/4k3/8/8/2K5/6P1/8 w - - 8 5 -G1.5\"]\n\n*\n"));
    const QStringList match = builtinEngine("A", 2) + builtinEngine("B", 1) +
                              args({"-rMobilityType", "exponential", "-games", "2"});
    const CliRun first =
        runCli(match + args({"-openings", "file=openings.pgn", "-epdout", "out.epd"}), dir.path());
    QVERIFY2(first.finished && first.exitCode == 0, qPrintable(first.describe()));
    const QStringList lines = readText(dir.filePath("out.epd")).split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 2);
    for (const QString& line : lines) // six FEN fields and the token
        QVERIFY2(QRegularExpression("^\\S+ [wb] \\S+ \\S+ \\d+ \\d+ -?G\\d+\\.[05]$")
                     .match(line)
                     .hasMatch(),
                 qPrintable(line));
    const CliRun second =
        runCli(match + args({"-openings", "file=out.epd", "format=epd", "-pgnout", "again.pgn"}),
               dir.path());
    QVERIFY2(second.finished && second.exitCode == 0, qPrintable(second.describe()));
    QCOMPARE(second.out.count("Finished game"), 2);
    QString error;
    const std::vector<PgnGame> games = readPgnFile(dir.filePath("again.pgn"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(int(games.size()), 2);
    const QString sixFields = lines[0].section(' ', 0, 5);
    QVERIFY2(tag(games[0], "FEN").startsWith(sixFields), qPrintable(tag(games[0], "FEN")));
}

void TestCliRMobilityEndToEnd::westernVariants_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QStringList>("engines");
    const QStringList builtin = builtinEngine("A", 2) + builtinEngine("B", 1);
    QTest::newRow("fischerandom") << "fischerandom"
                                  << builtinEngine("A", 2) + stockfishEngine("S", 1);
    QTest::newRow("capture") << "capture" << builtin;
    QTest::newRow("kingofthehill") << "kingofthehill" << builtin;
    QTest::newRow("3check") << "3check" << builtin;
}

// r-Mobility applies to every western variant: G-scores in the game lines and PGN, a variant's
// goal (the hill, the third check) scored G0.0 for the winner, and -rejudge agreeing.
void TestCliRMobilityEndToEnd::westernVariants() {
    QFETCH(QString, variant);
    QFETCH(QStringList, engines);
    QTemporaryDir dir;
    const CliRun run =
        runCli(engines + QStringList{"-variant", variant, "-rMobilityType", "exponential", "-games",
                                     "2", "-srand", "7", "-pgnout", "out.pgn"},
               dir.path());
    QVERIFY2(run.finished && run.exitCode == 0, qPrintable(run.describe()));
    const MatchOutput match = parseMatchOutput(run.out);
    const QString problem = checkGameLines(match, 2);
    QVERIFY2(problem.isEmpty(), qPrintable(problem + "\n" + run.out));
    static const QRegularExpression goal(
        QStringLiteral("king reached the hill|wins by giving \\d checks"));
    for (const GameLine& g : match.finished) {
        QVERIFY2(g.result.contains(QRegularExpression("^-?G\\d+\\.[05]$")), qPrintable(g.result));
        if (g.reason.contains(goal) || g.reason.endsWith(QLatin1String(" mates")))
            QVERIFY2(g.result == "G0.0" || g.result == "-G0.0",
                     qPrintable(g.result + " {" + g.reason + "}"));
    }
    QString error;
    const std::vector<PgnGame> games = readPgnFile(dir.filePath("out.pgn"), &error);
    QVERIFY2(error.isEmpty() && games.size() == 2, qPrintable(error));
    for (const PgnGame& game : games) QCOMPARE(tag(game, "Variant").toLower(), variant.toLower());
    const CliRun judged = runCli(
        {"-rejudge", "out.pgn", "-rMobilityType", "exponential", "-variant", variant}, dir.path());
    QVERIFY2(judged.finished && judged.exitCode == 0, qPrintable(judged.describe()));
    QCOMPARE(judged.lastLine(), QStringLiteral("2 games, 2 agree, 0 differ"));
}

QTEST_GUILESS_MAIN(TestCliRMobilityEndToEnd)
#include "tst_cli_rmobility_e2e.moc"
