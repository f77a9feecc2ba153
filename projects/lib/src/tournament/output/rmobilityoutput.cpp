#include "tournament/output/rmobilityoutput.h"

#include "rules/rmobility/rmobilitypgn.h"

#include <algorithm>

namespace arbiter {

RMobilityOutput::RMobilityOutput(const RMobilityOptions& options,
                                 const TournamentSettings& settings)
    : m_options(options), m_ratingInterval(settings.ratingInterval),
      m_outcomeInterval(settings.outcomeInterval), m_sprt(settings.sprt) {
    QString ignored;
    const std::optional<ResultFormat> format = ResultFormat::parse(settings.resultFormat, &ignored);
    m_format = format ? *format : ResultFormat::defaultFormat();
}

RMobilityTables& RMobilityOutput::tables(const QVector<PlayerInfo>& players) {
    if (!m_tables) m_tables.emplace(players, m_options, m_sprt, m_format);
    return *m_tables;
}

void RMobilityOutput::restore(const QVector<PlayerInfo>& players, const TournamentState& state) {
    if (!enabled()) return;
    std::vector<const GameRecord*> finished;
    for (const GameRecord& r : state.games)
        if (r.finished) finished.push_back(&r);
    std::sort(finished.begin(), finished.end(), [](const GameRecord* a, const GameRecord* b) {
        return a->finishOrder < b->finishOrder;
    });
    for (const GameRecord* r : finished)
        tables(players).addGame(r->game.whitePlayer, r->game.blackPlayer, r->result,
                                komiOf(r->result), r->game.pairIndex);
}

rmobility::Komi RMobilityOutput::komiOf(const GameResult& result) const {
    // Komi scoring keeps each game's komi (its opening's [Komi], else -defaultKomi) with the
    // result, in the state file too; the other scorings' komi tables use -defaultKomi.
    rmobility::Komi komi = m_options.komi;
    if (!result.scoreBasis().empty()) rmobility::parseKomi(result.scoreBasis(), &komi, nullptr);
    return komi;
}

QString RMobilityOutput::startedGameLine(const QString& line, const Game* game) const {
    if (!enabled() || m_options.scoring != rmobility::Scoring::Komi) return line;
    const rmobility::Komi komi = game ? game->settings().rules.rMobility.komi : m_options.komi;
    return line + QStringLiteral(", komi ") + QString::fromStdString(rmobility::toString(komi));
}

QStringList RMobilityOutput::progressLines(const Standings& s, int gamesFinished) const {
    const int n = gamesFinished;
    const bool match = s.playerCount() == 2;
    QStringList lines;
    if (match) lines << s.scoreLines();
    if (m_ratingInterval > 0 ? n % m_ratingInterval == 0 : match) {
        if (match) {
            lines << s.eloLine();
            if (m_sprt.enabled) lines << s.sprtLine(m_sprt);
            lines << s.ptnmlLine();
        } else {
            lines << s.rankingTable(m_format);
        }
    }
    if (m_outcomeInterval > 0 && n % m_outcomeInterval == 0) lines << s.outcomeLines();
    lines.removeAll(QString()); // the SPRT and Ptnml lines are empty while they have no data
    return lines;
}

QStringList RMobilityOutput::gameFinished(const QVector<PlayerInfo>& players,
                                          const ScheduledGame& game, const GameResult& result) {
    if (!enabled()) return {};
    RMobilityTables& t = tables(players);
    t.addGame(game.whitePlayer, game.blackPlayer, result, komiOf(result), game.pairIndex);
    if (m_ratingInterval > 0 && t.gamesFinished() % m_ratingInterval == 0) return t.lines();
    return {};
}

QStringList RMobilityOutput::resultLines(const QVector<PlayerInfo>& players) {
    return enabled() ? tables(players).lines() : QStringList();
}

} // namespace arbiter
