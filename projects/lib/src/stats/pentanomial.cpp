// Pentanomial counts; see pentanomial.h (fastchess elo_pentanomial.cpp, fishtest LLRcalc.py for
// the bins and the pair-score variance).
#include "stats/pentanomial.h"

#include "stats/trinomial.h"

namespace arbiter::stats {

void PentanomialCounts::addPair(double firstGamePoints, double secondGamePoints) {
    TrinomialCounts a;
    a.addGamePoints(firstGamePoints);
    TrinomialCounts b;
    b.addGamePoints(secondGamePoints);
    lossLoss += a.losses * b.losses;
    lossDraw += a.losses * b.draws + a.draws * b.losses;
    winLoss += a.wins * b.losses + a.losses * b.wins;
    drawDraw += a.draws * b.draws;
    winDraw += a.wins * b.draws + a.draws * b.wins;
    winWin += a.wins * b.wins;
}

double PentanomialCounts::pairs() const {
    return lossLoss + lossDraw + winLoss + drawDraw + winDraw + winWin;
}

std::array<double, 5> PentanomialCounts::bins() const {
    return {lossLoss, lossDraw, winLoss + drawDraw, winDraw, winWin};
}

ScoreSample PentanomialCounts::sample() const {
    const std::array<double, 5> counts = bins();
    const double n = pairs();
    double mean = 0.0;
    for (int i = 0; i < 5; ++i) mean += counts[i] / n * (i / 4.0);
    double variance = 0.0;
    for (int i = 0; i < 5; ++i) variance += counts[i] / n * (i / 4.0 - mean) * (i / 4.0 - mean);
    ScoreSample s;
    s.mean = mean;
    s.variance = variance;
    s.units = n;
    s.gamesPerUnit = 2.0;
    return s;
}

} // namespace arbiter::stats
