// Result lines in cutechess-cli's and fastchess's formats; see statsformat.h.
#include "stats/statsformat.h"

#include <cmath>
#include <cstdio>

namespace arbiter::stats {

namespace {

std::string nonFinite(double value) {
    if (std::isnan(value)) return "nan";
    return value > 0 ? "inf" : "-inf";
}

std::string printed(const char* format, int precision, double value) {
    if (!std::isfinite(value)) return nonFinite(value);
    char buffer[128];
    std::snprintf(buffer, sizeof buffer, format, precision, value);
    return buffer;
}

std::string formatCount(double count) {
    return count == std::floor(count) ? formatFixed(count, 0) : formatFixed(count, 2);
}

} // namespace

std::string formatFixed(double value, int decimals) {
    return printed("%.*f", decimals, value);
}

std::string formatFixedAsQt(double value, int decimals) {
    if (!std::isfinite(value) || std::fabs(value) >= 1e15) return formatFixed(value, decimals);
    // 30 more digits show whether the value lies exactly half-way (a 5, then only zeros): the
    // nearest doubles to a tie differ from it well within them for the magnitudes printed.
    const std::string exact = printed("%.*f", decimals + 30, value);
    const size_t cut = exact.find('.') + (decimals > 0 ? size_t(decimals) + 1 : 0);
    const size_t firstDropped = exact.find('.') + size_t(decimals) + 1;
    if (exact[firstDropped] != '5' ||
        exact.find_first_not_of('0', firstDropped + 1) != std::string::npos)
        return formatFixed(value, decimals);
    std::string rounded = exact.substr(0, cut);
    size_t i = rounded.size();
    while (i > 0) {
        char& c = rounded[--i];
        if (c == '.') continue;
        if (c == '-') {
            ++i;
            break;
        }
        if (c != '9') {
            ++c;
            return rounded;
        }
        c = '0';
    }
    rounded.insert(i, 1, '1'); // 9.95 -> 10.0
    return rounded;
}

std::string formatSignificant(double value, int digits) {
    return printed("%.*g", digits, value);
}

std::string formatCutechessEloLine(const EloEstimate& estimate, std::optional<double> drawRatio) {
    std::string line = "Elo difference: " + formatFixedAsQt(estimate.elo, 1) + " +/- " +
                       formatFixedAsQt(estimate.errorMargin, 1) +
                       ", LOS: " + formatFixedAsQt(estimate.los, 1) + " %";
    if (drawRatio) line += ", DrawRatio: " + formatFixedAsQt(*drawRatio * 100.0, 1) + " %";
    return line;
}

std::string formatCutechessEloLine(const TrinomialCounts& counts) {
    return formatCutechessEloLine(cutechessElo(counts), counts.drawRatio());
}

std::string formatSprtLine(const SprtStatus& status) {
    if (status.state == SprtState::NotEnoughData) return {};
    std::string line = "SPRT: llr " + formatSignificant(status.llr, 3) + " (" +
                       formatFixedAsQt(status.llr / status.bounds.upper * 100.0, 1) +
                       "%), lbound " + formatSignificant(status.bounds.lower, 3) + ", ubound " +
                       formatSignificant(status.bounds.upper, 3);
    if (status.state == SprtState::AcceptH0) line += " - H0 was accepted";
    if (status.state == SprtState::AcceptH1) line += " - H1 was accepted";
    return line;
}

std::string formatPtnmlLine(const PentanomialCounts& counts) {
    std::string line = "Ptnml(0-2): [";
    const auto bins = counts.bins();
    for (std::size_t i = 0; i < bins.size(); ++i) {
        if (i > 0) line += ", ";
        line += formatCount(bins[i]);
    }
    return line + "]";
}

std::string formatFastchessEloLine(const EloEstimate& estimate) {
    return "Elo: " + formatFixed(estimate.elo, 2) + " +/- " + formatFixed(estimate.errorMargin, 2) +
           ", nElo: " + formatFixed(estimate.nElo, 2) + " +/- " +
           formatFixed(estimate.nEloErrorMargin, 2);
}

std::string formatFastchessLosLine(double losPercent, double drawRatio) {
    return "LOS: " + formatFixed(losPercent, 2) +
           " %, DrawRatio: " + formatFixed(drawRatio * 100.0, 2) + " %";
}

} // namespace arbiter::stats
