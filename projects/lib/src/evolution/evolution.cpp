#include "evolution.h"

#include <QJsonArray>
#include <algorithm>
#include <set>

namespace arbiter {

namespace {

QString idText(int id) {
    return QStringLiteral("#%1").arg(id);
}

QJsonArray idArray(const std::vector<int>& ids) {
    QJsonArray a;
    for (int id : ids) a.append(id);
    return a;
}

QJsonObject genomeObject(const std::vector<GeneSpec>& genes, const Genome& genome) {
    QJsonObject o;
    for (size_t i = 0; i < genes.size() && i < genome.size(); ++i) {
        if (genes[i].kind == GeneSpec::Kind::Check)
            o.insert(genes[i].option, genome[i] != 0);
        else
            o.insert(genes[i].option, double(genome[i]));
    }
    return o;
}

QJsonObject individualObject(const std::vector<GeneSpec>& genes, const Individual& ind) {
    QJsonObject o;
    o.insert(QStringLiteral("id"), ind.id);
    o.insert(QStringLiteral("born"), ind.born);
    o.insert(QStringLiteral("origin"), ind.origin);
    o.insert(QStringLiteral("parents"), idArray(ind.parents));
    o.insert(QStringLiteral("genes"), genomeObject(genes, ind.genome));
    o.insert(QStringLiteral("games"), ind.games);
    o.insert(QStringLiteral("points"), ind.points);
    return o;
}

} // namespace

Evolution::Evolution(const EvolutionSettings& settings)
    : m_settings(settings), m_rng(settings.seed) {
    for (int i = 0; i < m_settings.population; ++i) {
        Genome genome = size_t(i) < m_settings.initialGenomes.size()
                            ? m_settings.initialGenomes[size_t(i)]
                            : randomGenome(m_settings.genes, m_rng);
        m_population.push_back(makeIndividual(std::move(genome), QStringLiteral("initial"), {}));
    }
    if (!isFinished()) startGeneration();
}

Individual Evolution::makeIndividual(Genome genome, QString origin, std::vector<int> parents) {
    Individual ind;
    ind.id = m_nextId++;
    ind.born = m_generation;
    ind.genome = std::move(genome);
    ind.origin = std::move(origin);
    ind.parents = std::move(parents);
    return ind;
}

const Individual* Evolution::individual(int id) const {
    for (const Individual& ind : m_population)
        if (ind.id == id) return &ind;
    return nullptr;
}

void Evolution::startGeneration() {
    std::vector<int> ids;
    for (const Individual& ind : m_population) ids.push_back(ind.id);
    m_rng.shuffle(ids);
    m_games.clear();
    m_byes.clear();
    for (size_t i = 0; i + 1 < ids.size(); i += 2) {
        EvolutionGame game;
        const bool swap = m_rng.below(2) == 1;
        game.white = swap ? ids[i + 1] : ids[i];
        game.black = swap ? ids[i] : ids[i + 1];
        m_games.push_back(game);
    }
    if (ids.size() % 2) m_byes.push_back(ids.back());
}

void Evolution::recordGame(int gameIndex, const GameResult& result, std::array<bool, 2> rejected) {
    if (gameIndex < 0 || size_t(gameIndex) >= m_games.size()) return;
    EvolutionGame& game = m_games[size_t(gameIndex)];
    if (game.played) return;
    game.result = result;
    game.rejected = rejected;
    game.played = true;
    if (result.isNone()) return;
    for (Individual& ind : m_population) {
        if (ind.id == game.white) {
            ++ind.games;
            ind.points += result.scoreFor(White);
        } else if (ind.id == game.black) {
            ++ind.games;
            ind.points += result.scoreFor(Black);
        }
    }
}

bool Evolution::allGamesPlayed() const {
    return std::all_of(m_games.begin(), m_games.end(),
                       [](const EvolutionGame& g) { return g.played; });
}

const GenerationRecord& Evolution::endGeneration() {
    GenerationRecord record;
    record.number = m_generation;
    record.population = m_population;
    record.games = m_games;
    record.byes = m_byes;

    // Decisions are made on the generation as it played; newcomers join the next one.
    ++m_generation;
    std::vector<Individual> next = m_population;
    auto find = [&](int id) -> const Individual& {
        return *std::find_if(record.population.begin(), record.population.end(),
                             [id](const Individual& i) { return i.id == id; });
    };
    for (size_t g = 0; g < record.games.size(); ++g) {
        const EvolutionGame& game = record.games[g];
        const EvolutionVerdict verdict = decideReplacements(game.result, game.rejected, m_rng);
        const int ids[2] = {game.white, game.black};
        for (const ReplacementDecision& d : verdict.replacements) {
            const Individual& leaving = find(ids[d.replaced]);
            const Individual& other = find(ids[~d.replaced]);
            Individual newcomer;
            switch (d.kind) {
            case ReplacementKind::MutatedClone:
                newcomer = makeIndividual(mutate(m_settings.genes, leaving.genome, m_rng),
                                          QStringLiteral("mutated clone of ") + idText(leaving.id),
                                          {leaving.id});
                break;
            case ReplacementKind::CloneOfWinner: {
                const Individual& winner = find(ids[game.result.winnerSide()]);
                newcomer = makeIndividual(
                    winner.genome, QStringLiteral("clone of ") + idText(winner.id), {winner.id});
                break;
            }
            case ReplacementKind::Offspring:
                newcomer = makeIndividual(crossover(leaving.genome, other.genome, m_rng),
                                          QStringLiteral("offspring of %1 and %2")
                                              .arg(idText(leaving.id), idText(other.id)),
                                          {leaving.id, other.id});
                break;
            }
            EvolutionReplacement r;
            r.gameIndex = int(g);
            r.rule = verdict.rule;
            r.kind = d.kind;
            r.replaced = leaving.id;
            r.newcomer = newcomer.id;
            r.sources = newcomer.parents;
            record.replacements.push_back(r);
            for (Individual& slot : next)
                if (slot.id == leaving.id) slot = newcomer;
        }
    }
    m_population = std::move(next);
    m_history.push_back(std::move(record));
    m_games.clear();
    m_byes.clear();
    if (!isFinished()) startGeneration();
    return m_history.back();
}

const Individual& Evolution::best() const {
    const std::vector<Individual>& last =
        m_history.empty() ? m_population : m_history.back().population;
    std::set<int> replaced;
    if (!m_history.empty())
        for (const EvolutionReplacement& r : m_history.back().replacements)
            replaced.insert(r.replaced);
    const Individual* best = nullptr;
    for (int pass = 0; pass < 2 && !best; ++pass) {
        for (const Individual& ind : last) {
            if (pass == 0 && replaced.count(ind.id)) continue;
            if (!best || ind.points > best->points ||
                (ind.points == best->points &&
                 (ind.games > best->games || (ind.games == best->games && ind.id < best->id))))
                best = &ind;
        }
    }
    return *best;
}

QJsonObject Evolution::toJson() const {
    const std::vector<GeneSpec>& genes = m_settings.genes;
    QJsonObject root;
    QJsonArray geneList;
    for (const GeneSpec& g : genes) geneList.append(g.toString());
    root.insert(QStringLiteral("genes"), geneList);
    root.insert(QStringLiteral("population"), m_settings.population);
    root.insert(QStringLiteral("generations"), m_settings.generations);
    root.insert(QStringLiteral("seed"), QString::number(m_settings.seed));

    QJsonArray generations;
    for (const GenerationRecord& rec : m_history) {
        QJsonObject gen;
        gen.insert(QStringLiteral("generation"), rec.number);
        QJsonArray population;
        for (const Individual& ind : rec.population)
            population.append(individualObject(genes, ind));
        gen.insert(QStringLiteral("population"), population);
        QJsonArray games;
        for (const EvolutionGame& game : rec.games) {
            QJsonObject o;
            o.insert(QStringLiteral("white"), game.white);
            o.insert(QStringLiteral("black"), game.black);
            o.insert(QStringLiteral("result"), QString::fromStdString(game.result.resultString()));
            o.insert(QStringLiteral("termination"),
                     QString::fromStdString(game.result.pgnTermination()));
            o.insert(QStringLiteral("agreement"),
                     game.result.termination() == GameResult::Termination::Agreement);
            o.insert(QStringLiteral("resignation"),
                     game.result.termination() == GameResult::Termination::Resignation);
            o.insert(QStringLiteral("reason"), QString::fromStdString(game.result.reason()));
            o.insert(QStringLiteral("whiteRejectedOffer"), game.rejected[White]);
            o.insert(QStringLiteral("blackRejectedOffer"), game.rejected[Black]);
            games.append(o);
        }
        gen.insert(QStringLiteral("games"), games);
        gen.insert(QStringLiteral("byes"), idArray(rec.byes));
        QJsonArray replacements;
        for (const EvolutionReplacement& r : rec.replacements) {
            QJsonObject o;
            o.insert(QStringLiteral("game"), r.gameIndex + 1);
            o.insert(QStringLiteral("rule"), r.rule);
            o.insert(QStringLiteral("kind"), replacementKindName(r.kind));
            o.insert(QStringLiteral("replaced"), r.replaced);
            o.insert(QStringLiteral("newcomer"), r.newcomer);
            o.insert(QStringLiteral("sources"), idArray(r.sources));
            replacements.append(o);
        }
        gen.insert(QStringLiteral("replacements"), replacements);
        generations.append(gen);
    }
    root.insert(QStringLiteral("history"), generations);

    QJsonArray current;
    for (const Individual& ind : m_population) current.append(individualObject(genes, ind));
    root.insert(QStringLiteral("currentPopulation"), current);
    if (!m_history.empty()) root.insert(QStringLiteral("best"), individualObject(genes, best()));
    return root;
}

} // namespace arbiter
