#include "evolutioncli.h"

#include "evolution/evolutionrunner.h"
#include "runnersettings.h"
#include "valueparsing.h"

#include <QEventLoop>

namespace arbiter::cli {

namespace {

OptionSpec arbiterOption(const char* name, const char* syntax, int maxValues, const char* help,
                         std::function<QString(const QStringList&, ParseState&)> handler) {
    OptionSpec spec;
    spec.name = QString::fromLatin1(name);
    spec.syntax = QString::fromLatin1(syntax);
    spec.minValues = 1;
    spec.maxValues = maxValues;
    spec.help = QString::fromLatin1(help);
    spec.section = OptionSection::Tournament;
    spec.arbiterExtension = true;
    spec.handler = std::move(handler);
    return spec;
}

QString checkEvolution(ParseState& state) {
    const CliOptions& o = state.options;
    const EvolutionSpec& e = o.evolution;
    if (!e.enabled) {
        const char* given = !e.genes.empty()          ? "-gene"
                            : e.populationGiven       ? "-population"
                            : e.generationsGiven      ? "-generations"
                            : !e.outputFile.isEmpty() ? "-evolutionout"
                                                      : nullptr;
        if (given) return QStringLiteral("%1 needs -tournament evolution").arg(given);
        return {};
    }
    if (e.genes.empty())
        return QStringLiteral("-tournament evolution needs at least one -gene option.NAME=...");
    if (o.players.size() != 1)
        return QStringLiteral("-tournament evolution takes one -engine (the base of the "
                              "population); %1 given")
            .arg(o.players.size());
    if (o.openings.enabled)
        return QStringLiteral("-openings cannot be used with -tournament evolution");
    if (o.tournament.sprt.enabled)
        return QStringLiteral("-sprt cannot be used with -tournament evolution");
    if (o.resumeState) return QStringLiteral("-resume cannot continue a -tournament evolution run");
    return {};
}

QString memberLine(const EvolutionRunner& runner, const Individual& member) {
    return QStringLiteral("  %1 %2 (%3)")
        .arg(runner.memberName(member.id),
             genomeText(runner.settings().evolution.genes, member.genome), member.origin);
}

} // namespace

void addEvolutionOptions(OptionTable& table) {
    table.add(arbiterOption(
        "-gene", "option.NAME=MIN:MAX[:STEP]|option.NAME=check", -1,
        "-tournament evolution: an engine option that differs between members (spin: MIN to "
        "MAX in steps of STEP, default 1; check: on or off); repeatable",
        [](const QStringList& v, ParseState& s) {
            std::vector<GeneSpec>& genes = s.options.evolution.genes;
            for (const QString& text : v) {
                GeneSpec gene;
                QString error;
                if (!GeneSpec::parse(text, &gene, &error)) return error;
                for (const GeneSpec& g : genes)
                    if (g.option.compare(gene.option, Qt::CaseInsensitive) == 0)
                        return QStringLiteral("option.%1 is given twice").arg(gene.option);
                genes.push_back(gene);
            }
            return QString();
        }));
    table.add(arbiterOption("-population", "N", 1,
                            "-tournament evolution: members of the population (default 8)",
                            [](const QStringList& v, ParseState& s) {
                                EvolutionSpec& e = s.options.evolution;
                                e.populationGiven = true;
                                const QString problem = readPositive(v[0], &e.population);
                                if (!problem.isEmpty()) return problem;
                                if (e.population < 2)
                                    return QStringLiteral("a population needs at least 2 members");
                                return QString();
                            }));
    table.add(arbiterOption("-generations", "G", 1,
                            "-tournament evolution: generations to play (default 4)",
                            [](const QStringList& v, ParseState& s) {
                                s.options.evolution.generationsGiven = true;
                                return readPositive(v[0], &s.options.evolution.generations);
                            }));
    table.add(arbiterOption(
        "-evolutionout", "FILE", 1,
        "-tournament evolution: write every generation (members, genes, scores, games, "
        "replacements) and the best gene set to FILE as JSON",
        [](const QStringList& v, ParseState& s) {
            s.options.evolution.outputFile = v[0];
            return QString();
        }));
    table.addFinalizeHook(checkEvolution);
}

int runEvolution(const CliOptions& options, QTextStream& out, QTextStream& err) {
    const TournamentRunnerSettings base = runnerSettings(options);
    EvolutionRunnerSettings s;
    s.evolution.genes = options.evolution.genes;
    s.evolution.population = options.evolution.population;
    s.evolution.generations = options.evolution.generations;
    s.evolution.seed = options.tournament.randomSeed;
    s.engine = base.players.front().engine;
    s.timeControl = base.players.front().timeControl;
    s.variant = base.variant;
    s.adjudication = base.adjudication;
    s.rules = base.rules;
    s.concurrency = options.tournament.concurrency;
    s.outputFile = options.evolution.outputFile;
    s.pgnFile = base.pgnFile;
    s.pgnMode = base.pgnMode;
    if (!options.tournament.event.isEmpty()) s.event = options.tournament.event;
    s.debug = options.debug;

    EvolutionRunner runner(s);
    auto print = [&out](const QString& line) {
        out << line << '\n';
        out.flush();
    };
    auto printPopulation = [&] {
        print(QStringLiteral("Generation %1 of %2:")
                  .arg(runner.evolution().generation())
                  .arg(s.evolution.generations));
        for (const Individual& member : runner.evolution().population())
            print(memberLine(runner, member));
    };
    QObject::connect(&runner, &EvolutionRunner::message, &runner, print);
    QObject::connect(&runner, &EvolutionRunner::gameStarted, &runner,
                     [&](int generation, int game, const QString& white, const QString& black) {
                         print(QStringLiteral("Started game %1 of %2 in generation %3 (%4 vs %5)")
                                   .arg(game)
                                   .arg(runner.evolution().games().size())
                                   .arg(generation)
                                   .arg(white, black));
                     });
    QObject::connect(&runner, &EvolutionRunner::gameFinished, &runner,
                     [&](int generation, int game, const EvolutionGame& g) {
                         QString line =
                             QStringLiteral("Finished game %1 in generation %2 (%3 vs %4): %5 {%6}")
                                 .arg(game)
                                 .arg(generation)
                                 .arg(runner.memberName(g.white), runner.memberName(g.black),
                                      QString::fromStdString(g.result.resultString()),
                                      QString::fromStdString(g.result.reason()));
                         for (Side side : {White, Black})
                             if (g.rejected[side])
                                 line +=
                                     QStringLiteral(", %1 rejected a draw offer")
                                         .arg(runner.memberName(side == White ? g.white : g.black));
                         print(line);
                     });
    QObject::connect(
        &runner, &EvolutionRunner::generationFinished, &runner,
        [&](const GenerationRecord& record) {
            print(QStringLiteral("Replacements after generation %1:").arg(record.number));
            if (record.replacements.empty()) print(QStringLiteral("  none"));
            for (const EvolutionReplacement& r : record.replacements) {
                const Individual* newcomer = runner.evolution().individual(r.newcomer);
                print(QStringLiteral("  game %1, %2: %3 replaced by %4 (%5)")
                          .arg(r.gameIndex + 1)
                          .arg(r.rule, runner.memberName(r.replaced), runner.memberName(r.newcomer),
                               newcomer ? newcomer->origin : QString()));
            }
            if (!runner.evolution().isFinished()) printPopulation();
        });
    QEventLoop loop;
    QObject::connect(&runner, &EvolutionRunner::finished, &loop, &QEventLoop::quit,
                     Qt::QueuedConnection);

    print(QStringLiteral("Evolution of %1: %2 members, %3 generations, seed %4")
              .arg(s.engine.name)
              .arg(s.evolution.population)
              .arg(s.evolution.generations)
              .arg(s.evolution.seed));
    QStringList geneTexts;
    for (const GeneSpec& g : s.evolution.genes) geneTexts << g.toString();
    print(QStringLiteral("Genes: ") + geneTexts.join(QLatin1Char(' ')));
    printPopulation();
    QString error;
    if (!runner.start(&error)) {
        err << "arbiter-cli: " << error << '\n';
        return 2;
    }
    loop.exec();
    if (!runner.error().isEmpty()) {
        err << "arbiter-cli: " << runner.error() << '\n';
        return 1;
    }
    const Individual& best = runner.evolution().best();
    print(QStringLiteral("Best gene set: %1 (%2: %3 points in %4 games)")
              .arg(genomeText(s.evolution.genes, best.genome), runner.memberName(best.id))
              .arg(best.points)
              .arg(best.games));
    if (!s.outputFile.isEmpty()) print(QStringLiteral("Evolution written to ") + s.outputFile);
    return 0;
}

} // namespace arbiter::cli
