#include "tournament/output/cutechessoutput.h"

#include "stats/statsformat.h"

#include <cmath>
#include <limits>

namespace arbiter::output {

namespace {

QString fixed(double value, int decimals) {
    return QString::fromStdString(stats::formatFixedAsQt(value, decimals));
}

QString wholeCount(double count) {
    return QString::number(static_cast<long long>(std::llround(count)));
}

// "3 - 1 - 2  [0.667] 6" or, for fractional points, "3.75 [0.625] 6".
QString tallyText(const ScoreTally& t) {
    const QString score = fixed(t.points / t.games, 3);
    if (t.fractional)
        return QStringLiteral("%1 [%2] %3")
            .arg(fixed(t.points, 2), score, QString::number(t.games));
    return QStringLiteral("%1 - %2 - %3  [%4] %5")
        .arg(wholeCount(t.wins), wholeCount(t.losses), wholeCount(t.draws), score,
             QString::number(t.games));
}

} // namespace

QString startedGameLine(int number, long long total, const QString& white, const QString& black) {
    return QStringLiteral("Started game %1 of %2 (%3 vs %4)")
        .arg(QString::number(number), QString::number(total), white, black);
}

QString finishedGameLine(int number, const QString& white, const QString& black,
                         const GameResult& result) {
    return QStringLiteral("Finished game %1 (%2 vs %3): %4 {%5}")
        .arg(QString::number(number), white, black, QString::fromStdString(result.displayText()),
             QString::fromStdString(result.reason()));
}

QString scoreOfLine(const QString& first, const QString& second, const ScoreTally& tally) {
    return QStringLiteral("Score of %1 vs %2: %3").arg(first, second, tallyText(tally));
}

QString playingSideLine(const QString& player, const QString& sideName, const ScoreTally& tally) {
    return QStringLiteral("...      %1 playing %2: %3").arg(player, sideName, tallyText(tally));
}

QString sideVsSideLine(const QString& firstSide, const QString& secondSide,
                       const ScoreTally& tally) {
    return QStringLiteral("...      %1 vs %2: %3").arg(firstSide, secondSide, tallyText(tally));
}

QString nullSprtLine() {
    // alpha = beta = 0: the bounds ln(0) and ln(1/0); elo0 = elo1: the llr is 0.
    stats::SprtStatus status;
    status.state = stats::SprtState::Continue;
    status.llr = 0.0;
    status.bounds.lower = -std::numeric_limits<double>::infinity();
    status.bounds.upper = std::numeric_limits<double>::infinity();
    return QString::fromStdString(stats::formatSprtLine(status));
}

QStringList outcomeLines(const QString& player, const std::map<QString, int>& outcomes) {
    QStringList lines{QStringLiteral("Player: %1").arg(player)};
    for (const auto& [text, count] : outcomes)
        lines << QStringLiteral("   \"%1\": %2").arg(text, QString::number(count));
    return lines;
}

} // namespace arbiter::output
