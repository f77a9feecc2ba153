#include "evolutioncli.h"

#include "evolution/evolutiongenes.h"
#include "valueparsing.h"

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
    const TournamentDescription& o = state.options;
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

} // namespace arbiter::cli
