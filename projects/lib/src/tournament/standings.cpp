#include "tournament/standings.h"

#include "stats/statsformat.h"
#include "tournament/cutechessoutput.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <stdexcept>
#include <string>

namespace arbiter {

namespace {

output::ScoreTally tallyOf(const ColourRecord& record, bool fractional) {
    output::ScoreTally t;
    t.games = record.games;
    t.wins = record.results.wins;
    t.losses = record.results.losses;
    t.draws = record.results.draws;
    t.points = record.points;
    t.fractional = fractional;
    return t;
}

stats::EloEstimate eloOf(const ColourRecord& record, bool fractional) {
    return fractional ? stats::pointsElo(record.pointsSample())
                      : stats::cutechessElo(record.results);
}

} // namespace

Standings::Standings(QVector<PlayerInfo> players)
    : m_players(std::move(players)), m_records(m_players.size()) {}

void Standings::addGame(int white, int black, const GameResult& result, int pairIndex) {
    if (white < 0 || black < 0 || white >= m_players.size() || black >= m_players.size() ||
        white == black)
        throw std::invalid_argument("Standings::addGame: bad players " + std::to_string(white) +
                                    " and " + std::to_string(black));
    if (result.isNone()) return;
    m_records[white].addGame(White, result);
    m_records[black].addGame(Black, result);
    const double whitePoints = result.scoreFor(White);
    m_whiteSide.add(whitePoints);
    if (!m_rMobility &&
        (isFractionalPoints(whitePoints) || isFractionalPoints(result.scoreFor(Black))))
        m_fractional = true;
    ++m_games;

    if ((white == 0 && black == 1) || (white == 1 && black == 0)) {
        const double points = result.scoreFor(white == 0 ? White : Black);
        if (pairIndex >= 0)
            m_headToHead.addGame(points, pairIndex);
        else
            m_headToHead.addGame(points);
    }
}

void Standings::setRMobility(bool fractional) {
    m_rMobility = true;
    m_fractional = fractional;
}

QString Standings::sideName(Side side) const {
    return QString::fromStdString(arbiter::sideName(side, m_redBlack));
}

QStringList Standings::scoreLines() const {
    if (m_players.size() < 2) return {};
    const PlayerRecord& first = m_records[0];
    const QString& a = m_players[0].name;
    return {output::scoreOfLine(a, m_players[1].name, tallyOf(first.total(), m_fractional)),
            output::playingSideLine(a, sideName(White), tallyOf(first.asWhite(), m_fractional)),
            output::playingSideLine(a, sideName(Black), tallyOf(first.asBlack(), m_fractional)),
            output::sideVsSideLine(sideName(White), sideName(Black),
                                   tallyOf(m_whiteSide, m_fractional))};
}

QString Standings::eloLine() const {
    if (m_rMobility) {
        std::optional<double> drawRatio;
        if (!m_fractional) drawRatio = m_headToHead.trinomial().drawRatio();
        return QString::fromStdString(
            stats::formatCutechessEloLine(stats::pointsElo(m_headToHead.gameSample()), drawRatio));
    }
    if (m_fractional)
        return QString::fromStdString(stats::formatCutechessEloLine(
            stats::pointsElo(m_headToHead.gameSample()), std::nullopt));
    return QString::fromStdString(stats::formatCutechessEloLine(m_headToHead.trinomial()));
}

stats::SprtStatus Standings::sprtStatus(const SprtSettings& sprt) const {
    stats::SprtConfig config = sprt.config;
    // r-Mobility (docs/statistics.md): no SPRT result before one whole win and loss.
    if (m_fractional || m_rMobility)
        config.minimumWinsAndLosses = std::max(config.minimumWinsAndLosses, 1.0);
    return stats::evaluateSprt(config, m_headToHead);
}

QString Standings::sprtLine(const SprtSettings& sprt) const {
    return QString::fromStdString(stats::formatSprtLine(sprtStatus(sprt)));
}

QString Standings::ptnmlLine() const {
    if (m_headToHead.completedPairs() == 0) return {};
    return QString::fromStdString(stats::formatPtnmlLine(m_headToHead.pentanomial()));
}

std::vector<RankingRow> Standings::ranking() const {
    std::vector<RankingRow> rows;
    for (int i = 0; i < m_players.size(); ++i) {
        RankingRow row;
        row.player = i;
        row.name = m_players[i].name;
        row.timeControl = m_players[i].timeControl;
        row.record = &m_records[i];
        row.elo = eloOf(m_records[i].total(), m_fractional);
        rows.push_back(row);
    }
    auto score = [](const RankingRow& r) {
        const ColourRecord total = r.record->total();
        return total.games > 0 ? total.points / total.games : -1.0;
    };
    std::stable_sort(rows.begin(), rows.end(), [&](const RankingRow& x, const RankingRow& y) {
        const double sx = score(x);
        const double sy = score(y);
        if (sx != sy) return sx > sy;
        return x.record->total().points > y.record->total().points;
    });
    for (std::size_t i = 0; i < rows.size(); ++i) rows[i].rank = int(i) + 1;
    return rows;
}

QStringList Standings::rankingTable(const ResultFormat& format) const {
    return format.render(ranking());
}

QStringList Standings::outcomeLines() const {
    QStringList lines;
    for (int i = 0; i < m_players.size(); ++i)
        lines << output::outcomeLines(m_players[i].name, m_records[i].outcomes());
    return lines;
}

} // namespace arbiter
