#include "tournament/output/playerrecord.h"

#include <algorithm>

namespace arbiter {

bool isFractionalPoints(double points) {
    return points != 0.0 && points != 0.5 && points != 1.0;
}

void ColourRecord::add(double gamePoints) {
    ++games;
    results.addGamePoints(gamePoints);
    points += gamePoints;
    squaredPoints += gamePoints * gamePoints;
}

void ColourRecord::add(const ColourRecord& other) {
    games += other.games;
    results.wins += other.results.wins;
    results.draws += other.results.draws;
    results.losses += other.results.losses;
    points += other.points;
    squaredPoints += other.squaredPoints;
}

stats::ScoreSample ColourRecord::pointsSample() const {
    stats::ScoreSample sample;
    sample.units = games;
    sample.mean = points / games;
    sample.variance = std::max(0.0, squaredPoints / games - sample.mean * sample.mean);
    return sample;
}

ColourRecord PlayerRecord::total() const {
    ColourRecord sum = m_white;
    sum.add(m_black);
    return sum;
}

void PlayerRecord::addGame(Side side, const GameResult& result) {
    const double points = result.scoreFor(side);
    (side == White ? m_white : m_black).add(points);
    if (isFractionalPoints(points)) m_fractional = true;

    const bool lost = result.isDecisive() && result.loserSide() == side;
    if (result.isDecisive()) {
        const LossKind kind = lossKind(result);
        if (lost) ++m_losses[std::size_t(kind)];
        if (kind != LossKind::None)
            m_otherWins += lost ? 0 : 1;
        else
            ++(lost ? m_regularLosses : m_regularWins);
    }
    const DrawKind draw = drawKind(result);
    if (draw != DrawKind::None) ++m_draws[std::size_t(draw)];

    const QString reason = QString::fromStdString(result.reason());
    QString outcome;
    if (result.isDraw())
        outcome = reason.isEmpty() ? QStringLiteral("Draw") : reason;
    else
        outcome = (lost ? QStringLiteral("Loss: ") : QStringLiteral("Win: ")) + reason;
    ++m_outcomes[outcome];
}

} // namespace arbiter
