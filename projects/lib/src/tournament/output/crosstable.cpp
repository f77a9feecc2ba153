#include "crosstable.h"

#include <algorithm>
#include <stdexcept>

namespace arbiter {

namespace {
// "1.5", "2", "0.6250": whole and half points short, r-Mobility's fractions in full.
QString pointsText(double points) {
    const double halves = points * 2.0;
    if (halves == double(qint64(halves))) return QString::number(points, 'g', 10);
    return QString::number(points, 'f', 4);
}
} // namespace

QString Crosstable::Cell::text() const {
    if (games == 0) return {};
    return pointsText(points) + QLatin1Char('/') + QString::number(games);
}

Crosstable::Crosstable(int playerCount)
    : m_players(std::max(0, playerCount)), m_cells(std::size_t(m_players * m_players)) {}

Crosstable Crosstable::fromState(const TournamentState& state, int playerCount) {
    std::vector<const GameRecord*> finished;
    for (const GameRecord& r : state.games)
        if (r.finished) finished.push_back(&r);
    std::sort(finished.begin(), finished.end(), [](const GameRecord* a, const GameRecord* b) {
        return a->finishOrder < b->finishOrder;
    });
    Crosstable table(playerCount);
    for (const GameRecord* r : finished)
        table.addGame(r->game.whitePlayer, r->game.blackPlayer, r->result);
    return table;
}

void Crosstable::addGame(int white, int black, const GameResult& result) {
    if (white < 0 || black < 0 || white >= m_players || black >= m_players || white == black)
        throw std::invalid_argument("crosstable: bad players " + std::to_string(white) + " and " +
                                    std::to_string(black));
    if (result.isNone()) return;
    for (Side side : {White, Black}) {
        Cell& c = side == White ? at(white, black) : at(black, white);
        ++c.games;
        c.points += result.scoreFor(side);
        if (result.isDraw())
            ++c.draws;
        else if (result.winnerSide() == side)
            ++c.wins;
        else
            ++c.losses;
    }
}

Crosstable::Cell Crosstable::total(int player) const {
    Cell sum;
    for (int o = 0; o < m_players; ++o) {
        const Cell& c = cell(player, o);
        sum.games += c.games;
        sum.wins += c.wins;
        sum.draws += c.draws;
        sum.losses += c.losses;
        sum.points += c.points;
    }
    return sum;
}

} // namespace arbiter
