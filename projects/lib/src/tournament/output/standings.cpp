#include "tournament/output/standings.h"

#include "stats/statsformat.h"
#include "tournament/output/cutechessoutput.h"

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

QString Standings::scoreOfLine() const {
    if (m_players.size() < 2) return {};
    return output::scoreOfLine(m_players[0].name, m_players[1].name,
                               tallyOf(m_records[0].total(), m_fractional));
}

QStringList Standings::colourLines(bool withEmpty) const {
    if (m_players.size() < 2) return {};
    const PlayerRecord& first = m_records[0];
    const QString& a = m_players[0].name;
    QStringList lines;
    for (Side side : {White, Black}) {
        const ColourRecord& record = side == White ? first.asWhite() : first.asBlack();
        if (withEmpty || record.games > 0)
            lines << output::playingSideLine(a, sideName(side), tallyOf(record, m_fractional));
    }
    if (withEmpty || m_whiteSide.games > 0)
        lines << output::sideVsSideLine(sideName(White), sideName(Black),
                                        tallyOf(m_whiteSide, m_fractional));
    return lines;
}

QStringList Standings::scoreLines() const {
    if (m_players.size() < 2) return {};
    return QStringList{scoreOfLine()} + colourLines(true);
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

std::vector<RankingRow> Standings::ranking(int pinned) const {
    // cutechess-cli 1.5.1's order (projects/lib/src/tournament.cpp, Tournament::results()): the
    // pinned gauntlet players first, then by score, players without games last; equal keys list the
    // player given later first (its QMultiMap puts a new item before the equal ones).
    auto key = [&](int i) {
        if (i < pinned) return -1.0;
        const ColourRecord total = m_records[i].total();
        return total.games > 0 ? 1.0 - total.points / total.games : 2.0;
    };
    std::vector<int> order(size_t(m_players.size()));
    for (int i = 0; i < m_players.size(); ++i) order[size_t(i)] = i;
    std::sort(order.begin(), order.end(), [&](int x, int y) {
        const double kx = key(x), ky = key(y);
        return kx != ky ? kx < ky : x > y;
    });
    std::vector<RankingRow> rows;
    int rank = pinned > 0 ? -1 : 0; // a gauntlet's players are ranked from 0
    for (int i : order) {
        RankingRow row;
        row.rank = ++rank;
        row.player = i;
        row.name = m_players[i].name;
        row.timeControl = m_players[i].timeControl;
        row.record = &m_records[i];
        row.elo = eloOf(m_records[i].total(), m_fractional);
        rows.push_back(row);
    }
    return rows;
}

QStringList Standings::rankingTable(const ResultFormat& format, int pinned) const {
    return format.render(ranking(pinned));
}

QStringList Standings::outcomeLines() const {
    QStringList lines;
    for (int i = 0; i < m_players.size(); ++i)
        lines << output::outcomeLines(m_players[i].name, m_records[i].outcomes());
    return lines;
}

} // namespace arbiter
