// arbiter-cli and docs/draw-offers.md: the -drawoffers, -resign mode=sum, -tournament evolution,
// -gene, -population, -generations and -evolutionout options (values and errors), agreed draws in
// the DAgree column of a real round robin, and a small evolution run (population 4, two
// generations, depth 1 to 3) whose logged replacements are checked against the rules.
#include "clioutput.h"
#include "clirunner.h"
#include "description/cliparser.h"
#include "testdata.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>
#include <map>

using namespace arbiter;
using namespace arbiter::cli;

namespace {

using arbiter::test::readText;
using arbiter::test::runCli;

QStringList twoEngines() {
    return {"-engine", "cmd=stockfish", "-engine", "cmd=komodo", "-each", "tc=10+0.1"};
}

QStringList oneEngine() {
    return {"-engine", "cmd=arbiter-engine", "proto=xboard", "-each", "depth=1"};
}

TournamentDescription options(const QStringList& args) {
    const CliParseResult r = parseCommandLine(args);
    if (r.action != CliParseResult::Action::Run) qWarning() << r.error;
    return r.options;
}

QStringList arbiterEngine(const QString& name, const QStringList& settings = {}) {
    return QStringList{"-engine", "cmd=" + test::binPath(QStringLiteral("arbiter-engine")),
                       "name=" + name} +
           settings;
}

// The rules of docs/draw-offers.md as the evolution run must have applied them, from the game's
// facts. Returns "rule: side:kind ..." with "?" for the side of a draw by rule (a coin decides).
QString expectedVerdict(const QJsonObject& game) {
    const QString result = game["result"].toString();
    const bool whiteRejected = game["whiteRejectedOffer"].toBool();
    const bool blackRejected = game["blackRejectedOffer"].toBool();
    const bool rejected = whiteRejected || blackRejected;
    const bool agreement = game["agreement"].toBool();
    const bool resignation = game["resignation"].toBool() ||
                             game["termination"].toString() == QLatin1String("adjudication");
    if (result == QLatin1String("1/2-1/2")) {
        if (rejected) {
            QStringList sides;
            if (whiteRejected) sides << "W:offspring";
            if (blackRejected) sides << "B:offspring";
            return "rejected offer then draw: " + sides.join(' ');
        }
        if (agreement) return "agreed draw: W:mutated clone B:mutated clone";
        return "draw by rule: ?:offspring";
    }
    const QString loser = result == QLatin1String("1-0") ? "B" : "W";
    const bool loserRejected = loser == "W" ? whiteRejected : blackRejected;
    if (rejected)
        return QString(loserRejected ? "rejected offer then loss" : "rejected offer then win") +
               ": " + loser + ":clone of winner";
    if (resignation) return "resignation: " + loser + ":offspring";
    return "mate or time loss: " + loser + ":clone of winner";
}

} // namespace

class TestDrawOfferCli : public QObject {
    Q_OBJECT
private slots:
    void drawOffersOption() {
        TournamentDescription o =
            options(twoEngines() + QStringList{"-drawoffers", "band=30", "moves=8", "maxoffers=2"});
        QVERIFY(o.adjudication.drawOffers.speakForPlayers);
        QCOMPARE(o.adjudication.drawOffers.band, 30);
        QCOMPARE(o.adjudication.drawOffers.moves, 8);
        QCOMPARE(o.adjudication.drawOffers.maxOffersPerPlayer, 2);
        o = options(twoEngines() + QStringList{"-drawoffers", "maxoffers=0"});
        QVERIFY(!o.adjudication.drawOffers.speakForPlayers);
        QCOMPARE(o.adjudication.drawOffers.maxOffersPerPlayer, 0);
        o = options(twoEngines());
        QVERIFY(!o.adjudication.drawOffers.speakForPlayers);
        QCOMPARE(o.adjudication.drawOffers.maxOffersPerPlayer, 1); // docs/draw-offers.md's default
    }

    void resignSumBesideCutechessResign() {
        TournamentDescription o =
            options(twoEngines() + QStringList{"-resign", "mode=sum", "band=20", "threshold=800"});
        QVERIFY(o.adjudication.resignSum.enabled);
        QCOMPARE(o.adjudication.resignSum.rule.band, 20);
        QCOMPARE(o.adjudication.resignSum.rule.threshold, 800);
        QVERIFY(!o.adjudication.resignEnabled);
        o = options(twoEngines() +
                    QStringList{"-resign", "movecount=3", "score=400", "twosided=true"});
        QVERIFY(o.adjudication.resignEnabled);
        QCOMPARE(o.adjudication.resignMoveCount, 3);
        QCOMPARE(o.adjudication.resignScore, 400);
        QVERIFY(o.adjudication.resignTwoSided);
        QVERIFY(!o.adjudication.resignSum.enabled);
        // The later -resign wins.
        o = options(twoEngines() + QStringList{"-resign", "mode=sum", "band=5", "threshold=9",
                                               "-resign", "movecount=2", "score=100"});
        QVERIFY(o.adjudication.resignEnabled);
        QVERIFY(!o.adjudication.resignSum.enabled);
    }

    // An error of one option's value: cutechess-cli's line for it, then Arbiter's, exit code 1;
    // settings that do not go together: Arbiter's line alone, exit code 2 (docs/cli.md "Exit
    // codes").
    void optionErrors_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("warning"); // "" for none
        QTest::addColumn<QString>("message");
        QTest::addColumn<int>("exitCode");
        const QStringList e = twoEngines();
        auto value = [](const char* name, const QStringList& args, const QString& option,
                        const QString& arguments, const QString& message) {
            QTest::newRow(name) << args
                                << QStringLiteral("Warning: Invalid value for option \"%1\": "
                                                  "\"%2\"")
                                       .arg(option, arguments)
                                << message << 1;
        };
        auto line = [](const char* name, const QStringList& args, const QString& message) {
            QTest::newRow(name) << args << QString() << message << 2;
        };
        value("drawoffers band alone", e + QStringList{"-drawoffers", "band=30"}, "-drawoffers",
              "band=30", "-drawoffers: missing moves=");
        value("drawoffers bad band", e + QStringList{"-drawoffers", "band=x", "moves=3"},
              "-drawoffers", "band=x moves=3",
              "-drawoffers: band: 'x' is not a non-negative number");
        value("drawoffers unknown key", e + QStringList{"-drawoffers", "offers=3"}, "-drawoffers",
              "offers=3", "-drawoffers: unknown key 'offers' (expected band=, moves=, maxoffers=)");
        value("resign sum without threshold", e + QStringList{"-resign", "mode=sum", "band=20"},
              "-resign", "mode=sum band=20", "-resign: missing threshold=");
        value("resign unknown mode",
              e + QStringList{"-resign", "mode=avg", "band=20", "threshold=5"}, "-resign",
              "mode=avg band=20 threshold=5",
              "-resign: mode: 'avg' is not sum (leave mode= out for the movecount= score= form)");
        value("resign band without mode", e + QStringList{"-resign", "band=20", "threshold=5"},
              "-resign", "band=20 threshold=5", "-resign: band= needs mode=sum");
        value("resign mixed forms", e + QStringList{"-resign", "mode=sum", "band=1", "movecount=3"},
              "-resign", "mode=sum band=1 movecount=3",
              "-resign: movecount= belongs to the movecount=/score= form, not to mode=sum");
        value("resign old form still checked", e + QStringList{"-resign", "movecount=3"}, "-resign",
              "movecount=3", "-resign: missing score=");
        line("evolution without genes", oneEngine() + QStringList{"-tournament", "evolution"},
             "-tournament evolution needs at least one -gene option.NAME=...");
        line("evolution with two engines",
             e + QStringList{"-tournament", "evolution", "-gene", "option.Hash=1:8"},
             "-tournament evolution takes one -engine (the base of the population); 2 given");
        line("gene without evolution", e + QStringList{"-gene", "option.Hash=1:8"},
             "-gene needs -tournament evolution");
        value("bad gene",
              oneEngine() + QStringList{"-tournament", "evolution", "-gene", "option.X=9:1"},
              "-gene", "option.X=9:1", "-gene: 'option.X=9:1': MIN is greater than MAX");
        value("gene twice",
              oneEngine() + QStringList{"-tournament", "evolution", "-gene", "option.X=1:2",
                                        "option.x=check"},
              "-gene", "option.X=1:2 option.x=check", "-gene: option.x is given twice");
        value("population of one",
              oneEngine() + QStringList{"-tournament", "evolution", "-gene", "option.X=1:2",
                                        "-population", "1"},
              "-population", "1", "-population: a population needs at least 2 members");
        line("evolution needs an engine",
             QStringList{"-tournament", "evolution", "-gene", "option.X=1:2"},
             "-tournament evolution needs an -engine");
    }

    void optionErrors() {
        QFETCH(QStringList, args);
        QFETCH(QString, warning);
        QFETCH(QString, message);
        QFETCH(int, exitCode);
        const CliParseResult r = parseCommandLine(args);
        QCOMPARE(r.action, CliParseResult::Action::Error);
        QCOMPARE(r.exitCode(), exitCode);
        const QString printed = QStringLiteral("arbiter-cli: ") + message;
        QCOMPARE(r.error, warning.isEmpty() ? printed : warning + '\n' + printed);
        QCOMPARE(r.problem.message, message);
    }

    void evolutionOptions() {
        const TournamentDescription o =
            options(oneEngine() + QStringList{"-tournament", "evolution", "-gene",
                                              "option.DrawBand=0:300:50", "option.OfferDraws=check",
                                              "-gene", "option.DrawMoves=1:40", "-population", "6",
                                              "-generations", "3", "-evolutionout", "evo.json"});
        QVERIFY(o.evolution.enabled);
        QCOMPARE(int(o.evolution.genes.size()), 3);
        QCOMPARE(o.evolution.genes[1].kind, GeneSpec::Kind::Check);
        QCOMPARE(o.evolution.genes[2].toString(), QStringLiteral("option.DrawMoves=1:40"));
        QCOMPARE(o.evolution.population, 6);
        QCOMPARE(o.evolution.generations, 3);
        QCOMPARE(o.evolution.outputFile, QStringLiteral("evo.json"));
        QVERIFY(!options(twoEngines()).evolution.enabled);
    }

    void agreedDrawsAreCountedInDAgree() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QStringList offering{"proto=xboard", "option.DrawBand=1000", "option.DrawMoves=2"};
        const arbiter::test::CliRun r =
            runCli(arbiterEngine("A", offering) + arbiterEngine("B", offering) +
                       arbiterEngine("C", offering) +
                       QStringList{"-each", "depth=1", "-resultformat", "Rank,Name,D,DRepet,DAgree",
                                   "-pgnout", "out.pgn"},
                   dir.path());
        QVERIFY2(r.finished && r.exitCode == 0, qPrintable(r.describe()));
        QCOMPARE(int(r.out.count(QStringLiteral("{Draw by agreement}"))), 3);
        // Every player drew both its games by agreement.
        const QStringList lines = r.out.split(QLatin1Char('\n'));
        int rows = 0;
        for (const QString& line : lines) {
            const QStringList cells = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
            if (cells.size() == 5 && QStringList{"A", "B", "C"}.contains(cells[1])) {
                QCOMPARE(cells.mid(2), (QStringList{"2", "0", "2"}));
                ++rows;
            }
        }
        QVERIFY2(rows == 3, qPrintable(r.out));
        QFile pgn(dir.filePath(QStringLiteral("out.pgn")));
        QVERIFY(pgn.open(QIODevice::ReadOnly));
        QCOMPARE(int(QString::fromUtf8(pgn.readAll()).count(QStringLiteral(", offers draw"))), 3);
    }

    void evolutionStopsOnAGeneTheEngineDoesNotHave() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        for (const auto& [gene, message] :
             {std::pair<QString, QString>{"option.NoSuch=1:3", "the engine has no option 'NoSuch'"},
              {"option.DrawBand=0:99999", "option 'DrawBand' takes 0 to 10000"},
              {"option.DrawBand=check", "option 'DrawBand' is not a check option"}}) {
            const arbiter::test::CliRun r =
                runCli(arbiterEngine("ae", {"proto=xboard"}) +
                           QStringList{"-each", "depth=1", "-tournament", "evolution", "-gene",
                                       gene, "-population", "2", "-generations", "1"},
                       dir.path());
            QVERIFY2(r.finished && r.exitCode == 1, qPrintable(r.describe()));
            QCOMPARE(r.err.trimmed(), "arbiter-cli: -gene " + gene + ": " + message);
        }
    }

    void smallEvolutionFollowsTheRules() {
        // Members differ in search depth (1 to 3) too, so games are decided as well as drawn
        // (with this seed: a resignation, a rejected offer then loss, two agreed draws; the
        // checks below hold for whatever the games give).
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const arbiter::test::CliRun r =
            runCli(arbiterEngine("ae", {"proto=xboard"}) +
                       QStringList{"-each",
                                   "depth=3",
                                   "-tournament",
                                   "evolution",
                                   "-gene",
                                   "option.DrawBand=0:400:50",
                                   "option.DrawMoves=0:6:2",
                                   "-gene",
                                   "option.ResignThreshold=100:2000:100",
                                   "option.OfferDraws=check",
                                   "option.SearchDepth=1:3",
                                   "-population",
                                   "4",
                                   "-generations",
                                   "2",
                                   "-srand",
                                   "2",
                                   "-maxmoves",
                                   "60",
                                   "-evolutionout",
                                   "evo.json",
                                   "-pgnout",
                                   "evo.pgn"},
                   dir.path());
        QVERIFY2(r.finished && r.exitCode == 0, qPrintable(r.describe()));
        QFile file(dir.filePath(QStringLiteral("evo.json")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject json = QJsonDocument::fromJson(file.readAll()).object();
        const QJsonArray history = json["history"].toArray();
        QCOMPARE(history.size(), 2);

        std::map<int, QJsonObject> everyone; // id -> member as it first appeared
        QSet<int> previousNext;              // the population the last generation left
        for (int g = 0; g < history.size(); ++g) {
            const QJsonObject gen = history[g].toObject();
            const QJsonArray population = gen["population"].toArray();
            QCOMPARE(population.size(), 4);
            QSet<int> ids;
            for (const auto& m : population) {
                const QJsonObject member = m.toObject();
                ids.insert(member["id"].toInt());
                everyone.emplace(member["id"].toInt(), member);
            }
            if (g > 0) QCOMPARE(ids, previousNext);
            const QJsonArray games = gen["games"].toArray();
            QCOMPARE(games.size(), 2);
            const QJsonArray replacements = gen["replacements"].toArray();
            QSet<int> next = ids;
            for (int k = 0; k < games.size(); ++k) {
                const QJsonObject game = games[k].toObject();
                const int white = game["white"].toInt(), black = game["black"].toInt();
                QStringList got;
                QString rule;
                for (const auto& x : replacements) {
                    const QJsonObject rep = x.toObject();
                    if (rep["game"].toInt() != k + 1) continue;
                    rule = rep["rule"].toString();
                    const int replaced = rep["replaced"].toInt();
                    QVERIFY(replaced == white || replaced == black);
                    QString side = replaced == white ? "W" : "B";
                    if (rule == QLatin1String("draw by rule")) side = "?";
                    got << side + ":" + rep["kind"].toString();
                    // The newcomer's genes come from where the rule says (checked below).
                    const int newcomer = rep["newcomer"].toInt();
                    next.remove(replaced);
                    next.insert(newcomer);
                    const QJsonArray sources = rep["sources"].toArray();
                    const QString kind = rep["kind"].toString();
                    if (kind == QLatin1String("clone of winner")) {
                        QCOMPARE(sources.size(), 1);
                        QVERIFY(sources[0].toInt() == (replaced == white ? black : white));
                    } else if (kind == QLatin1String("mutated clone")) {
                        QCOMPARE(sources.size(), 1);
                        QCOMPARE(sources[0].toInt(), replaced);
                    } else {
                        QCOMPARE(kind, QStringLiteral("offspring"));
                        QCOMPARE(sources.size(), 2);
                        QCOMPARE(sources[0].toInt(), replaced);
                    }
                }
                const QString verdict = rule.isEmpty() ? QString() : rule + ": " + got.join(' ');
                QCOMPARE(verdict, expectedVerdict(game));
                qInfo("generation %d game %d: %s %s -> %s", g + 1, k + 1,
                      qPrintable(game["result"].toString()), qPrintable(game["reason"].toString()),
                      qPrintable(verdict));
            }
            previousNext = next;
        }
        // The newcomers' genes, from the population they first played in (generation 2).
        const QJsonArray gen2 = history[1].toObject()["population"].toArray();
        for (const auto& x : history[0].toObject()["replacements"].toArray()) {
            const QJsonObject rep = x.toObject();
            QJsonObject newcomer;
            for (const auto& m : gen2)
                if (m.toObject()["id"].toInt() == rep["newcomer"].toInt()) newcomer = m.toObject();
            QVERIFY(!newcomer.isEmpty());
            const QJsonObject genes = newcomer["genes"].toObject();
            const QJsonArray sources = rep["sources"].toArray();
            const QJsonObject a = everyone[sources[0].toInt()]["genes"].toObject();
            const QString kind = rep["kind"].toString();
            int differing = 0;
            for (const QString& key : genes.keys()) {
                if (kind == QLatin1String("offspring")) {
                    const QJsonObject b = everyone[sources[1].toInt()]["genes"].toObject();
                    QVERIFY(genes[key] == a[key] || genes[key] == b[key]);
                }
                differing += genes[key] != a[key];
            }
            if (kind == QLatin1String("clone of winner")) QCOMPARE(differing, 0);
            if (kind == QLatin1String("mutated clone")) QCOMPARE(differing, 1);
        }
        // The best gene set is printed and stored.
        const QJsonObject best = json["best"].toObject();
        QVERIFY(!best.isEmpty());
        QVERIFY2(r.out.contains(QStringLiteral("Best gene set: DrawBand=%1 ")
                                    .arg(best["genes"].toObject()["DrawBand"].toInt())),
                 qPrintable(r.out));
        QFile pgn(dir.filePath(QStringLiteral("evo.pgn")));
        QVERIFY(pgn.open(QIODevice::ReadOnly));
        QCOMPARE(
            int(QString::fromUtf8(pgn.readAll()).count(QStringLiteral("[Event \"Evolution\"]"))),
            4);
    }
};

QTEST_GUILESS_MAIN(TestDrawOfferCli)
#include "tst_drawoffers_cli.moc"
