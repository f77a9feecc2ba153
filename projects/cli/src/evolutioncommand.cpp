#include "evolutioncommand.h"

#include "description/runnersettings.h"
#include "evolution/evolutionrunner.h"

#include <QEventLoop>

namespace arbiter::cli {

namespace {

QString memberLine(const EvolutionRunner& runner, const Individual& member) {
    return QStringLiteral("  %1 %2 (%3)")
        .arg(runner.memberName(member.id),
             genomeText(runner.settings().evolution.genes, member.genome), member.origin);
}

} // namespace

int runEvolution(const TournamentDescription& options, QTextStream& out, QTextStream& err) {
    const EvolutionRunnerSettings s = evolutionRunnerSettings(options);

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
