#include "tournament/output/fastchessoutput.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace arbiter::output {

namespace {

// printf's %.Nf, so NaN prints as glibc prints it ("nan" or "-nan"), as fastchess's does.
QString fixed(double value, int decimals = 2) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
    return QString::fromLatin1(buffer);
}

// Shortest decimal form of a number of seconds, as fmt's "{}" writes a double: 10, 0.5, 2.25.
QString seconds(double value) {
    char buffer[64];
    for (int precision = 1; precision <= 17; ++precision) {
        std::snprintf(buffer, sizeof buffer, "%.*g", precision, value);
        if (std::strtod(buffer, nullptr) == value && !std::strchr(buffer, 'e')) break;
    }
    return QString::fromLatin1(buffer);
}

constexpr double ci95 = 1.959963984540054;

double scoreToElo(double score) {
    return -400.0 * std::log10(1.0 / score - 1.0);
}

// Elo, its 95% error, nElo and its error, LOS: fastchess's EloWDL / EloPentanomial.
struct EloFigures {
    double elo, error, nElo, nError, los;
};

EloFigures eloFigures(double score, double variance, double units, double neloScale) {
    const double perUnit = variance / units;
    const double upper = score + ci95 * std::sqrt(perUnit);
    const double lower = score - ci95 * std::sqrt(perUnit);
    auto nelo = [&](double s) {
        return (s - 0.5) / std::sqrt(neloScale * variance) * (800 / std::log(10));
    };
    EloFigures f;
    f.elo = scoreToElo(score);
    f.error = (scoreToElo(upper) - scoreToElo(lower)) / 2.0;
    f.nElo = nelo(score);
    f.nError = (nelo(upper) - nelo(lower)) / 2.0;
    f.los = (1 - std::erf(-(score - 0.5) / std::sqrt(2.0 * perUnit))) / 2.0 * 100.0;
    return f;
}

EloFigures wdlElo(const FastchessCounts& c) {
    const double n = c.games();
    const double w = c.wins / n, d = c.draws / n, l = c.losses / n;
    const double score = w + 0.5 * d;
    const double variance =
        w * std::pow(1 - score, 2) + d * std::pow(0.5 - score, 2) + l * std::pow(0 - score, 2);
    return eloFigures(score, variance, n, 1.0);
}

EloFigures pentaElo(const FastchessCounts& c) {
    const double n = c.pairs();
    const double ww = c.ww / n, wd = c.wd / n, half = (c.wl + c.dd) / n, ld = c.ld / n,
                 ll = c.ll / n;
    const double score = ww + 0.75 * wd + 0.5 * half + 0.25 * ld;
    const double variance = ww * std::pow(1 - score, 2) + wd * std::pow(0.75 - score, 2) +
                            half * std::pow(0.5 - score, 2) + ld * std::pow(0.25 - score, 2) +
                            ll * std::pow(0 - score, 2);
    return eloFigures(score, variance, n, 2.0);
}

QString plusMinus(double value, double error) {
    return fixed(value) + QStringLiteral(" +/- ") + fixed(error);
}

double points(const FastchessCounts& c) {
    return c.wins + 0.5 * c.draws;
}

} // namespace

FastchessCounts FastchessCounts::fromPairs(const stats::PentanomialCounts& p) {
    FastchessCounts c;
    c.ll = int(std::lround(p.lossLoss));
    c.ld = int(std::lround(p.lossDraw));
    c.wl = int(std::lround(p.winLoss));
    c.dd = int(std::lround(p.drawDraw));
    c.wd = int(std::lround(p.winDraw));
    c.ww = int(std::lround(p.winWin));
    c.wins = 2 * c.ww + c.wd + c.wl;
    c.losses = 2 * c.ll + c.ld + c.wl;
    c.draws = 2 * c.dd + c.wd + c.ld;
    return c;
}

QStringList fastchessResultsBlock(const FastchessHeader& h, const FastchessCounts& c, bool penta,
                                  const std::optional<FastchessSprtLine>& sprt) {
    const QString dashes(50, QLatin1Char('-'));
    const EloFigures elo = penta ? pentaElo(c) : wdlElo(c);
    const double drawRatio =
        penta ? (c.wl + c.dd) / double(c.pairs()) * 100.0 : 100.0 * c.draws / double(c.games());
    QStringList lines{dashes};
    lines << QStringLiteral("Results of %1 vs %2 (%3, %4, %5%6):")
                 .arg(h.first, h.second, h.timeControl, h.threads, h.hash,
                      h.book.isEmpty() ? QString() : QStringLiteral(", ") + h.book);
    lines << QStringLiteral("Elo: %1, nElo: %2")
                 .arg(plusMinus(elo.elo, elo.error), plusMinus(elo.nElo, elo.nError));
    QString los =
        QStringLiteral("LOS: %1 %, DrawRatio: %2 %").arg(fixed(elo.los), fixed(drawRatio));
    if (penta)
        los += QStringLiteral(", PairsRatio: ") +
               fixed(static_cast<double>(c.ww + c.wd) / (c.ld + c.ll));
    lines << los;
    lines << QStringLiteral("Games: %1, Wins: %2, Losses: %3, Draws: %4, Points: %5 (%6 %)")
                 .arg(c.games())
                 .arg(c.wins)
                 .arg(c.losses)
                 .arg(c.draws)
                 .arg(fixed(points(c), 1), fixed(points(c) / c.games() * 100));
    if (penta)
        lines << QStringLiteral("Ptnml(0-2): [%1, %2, %3, %4, %5], WL/DD Ratio: %6")
                     .arg(c.ll)
                     .arg(c.ld)
                     .arg(c.wl + c.dd)
                     .arg(c.wd)
                     .arg(c.ww)
                     .arg(fixed(static_cast<double>(c.wl) / c.dd));
    if (sprt) {
        const double fraction = sprt->llr >= 0 ? sprt->llr / sprt->upper : -sprt->llr / sprt->lower;
        lines << QStringLiteral("LLR: %1 (%2%) (%3, %4) [%5, %6]")
                     .arg(fixed(sprt->llr), fixed(fraction * 100.0, 1), fixed(sprt->lower),
                          fixed(sprt->upper), fixed(sprt->elo0), fixed(sprt->elo1));
    }
    lines << dashes;
    return lines;
}

void FastchessCounts::addGame(double points) {
    if (points > 0.75)
        ++wins;
    else if (points > 0.25)
        ++draws;
    else
        ++losses;
}

void FastchessCounts::addPair(double points, bool twoDraws) {
    if (points < 0.25)
        ++ll;
    else if (points < 0.75)
        ++ld;
    else if (points < 1.25)
        ++(twoDraws ? dd : wl);
    else if (points < 1.75)
        ++wd;
    else
        ++ww;
}

namespace {

// The table of fastchess's two outputs for three or more engines: every engine's Elo against
// the field, best first; the Ptnml column only in the fastchess output.
QStringList rankingTable(const QVector<FastchessRankingRow>& rows, bool penta, bool ptnmlColumn) {
    struct Ranked {
        const FastchessRankingRow* row;
        EloFigures elo;
    };
    std::vector<Ranked> ranked;
    for (const FastchessRankingRow& row : rows)
        ranked.push_back({&row, penta ? pentaElo(row.counts) : wdlElo(row.counts)});
    // Best Elo first, an undefined one (no games) after every defined one.
    std::stable_sort(ranked.begin(), ranked.end(), [](const Ranked& a, const Ranked& b) {
        return (!std::isnan(a.elo.elo) && std::isnan(b.elo.elo)) || a.elo.elo > b.elo.elo;
    });
    int nameWidth = 25;
    for (const FastchessRankingRow& row : rows)
        nameWidth = std::max(nameWidth, int(row.name.size()));
    auto right = [](const QString& text, int width) { return text.rightJustified(width); };
    QStringList lines;
    const QString header =
        QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9")
            .arg(QStringLiteral("Rank").leftJustified(4),
                 QStringLiteral("Name").leftJustified(nameWidth), right("Elo", 10),
                 right("+/-", 10), right("nElo", 10), right("+/-", 10), right("Games", 10),
                 right("Score", 10), right("Draw", 10));
    lines << (ptnmlColumn ? header + QLatin1Char(' ') + right("Ptnml(0-2)", 20) : header);
    int rank = 0;
    for (const Ranked& r : ranked) {
        const FastchessCounts& c = r.row->counts;
        const double drawRatio =
            penta ? (c.wl + c.dd) / double(c.pairs()) * 100.0 : 100.0 * c.draws / double(c.games());
        const QString row =
            QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8% %9%")
                .arg(right(QString::number(++rank), 4), r.row->name.leftJustified(nameWidth),
                     right(fixed(r.elo.elo), 10), right(fixed(r.elo.error), 10),
                     right(fixed(r.elo.nElo), 10), right(fixed(r.elo.nError), 10),
                     right(QString::number(c.games()), 10),
                     right(fixed(points(c) / c.games() * 100.0, 1), 9),
                     right(fixed(drawRatio, 1), 9));
        if (!ptnmlColumn) {
            lines << row;
            continue;
        }
        const QString ptnml = penta ? QStringLiteral("[%1, %2, %3, %4, %5]")
                                          .arg(c.ll)
                                          .arg(c.ld)
                                          .arg(c.wl + c.dd)
                                          .arg(c.wd)
                                          .arg(c.ww)
                                    : QString();
        lines << row + QLatin1Char(' ') + right(ptnml, 20);
    }
    return lines;
}

} // namespace

QStringList fastchessRankingBlock(const QVector<FastchessRankingRow>& rows, bool penta) {
    const QString dashes(50, QLatin1Char('-'));
    return QStringList{dashes} + rankingTable(rows, penta, true) + QStringList{dashes};
}

QStringList fastchessCutechessRankingTable(const QVector<FastchessRankingRow>& rows) {
    return rankingTable(rows, false, false);
}

QString fastchessScoreOfLine(const QString& first, const QString& second,
                             const FastchessCounts& c) {
    const double score = (c.wins + 0.5 * c.draws) / double(c.games());
    return QStringLiteral("Score of %1 vs %2: %3 - %4 - %5  [%6] %7")
        .arg(first, second)
        .arg(c.wins)
        .arg(c.losses)
        .arg(c.draws)
        .arg(fixed(score, 3))
        .arg(c.games());
}

QString fastchessCutechessEloLine(const FastchessCounts& c) {
    const EloFigures elo = wdlElo(c);
    return QStringLiteral("Elo difference: %1, LOS: %2 %, DrawRatio: %3 %")
        .arg(plusMinus(elo.elo, elo.error), fixed(elo.los),
             fixed(100.0 * c.draws / double(c.games())));
}

QString fastchessTimeControlText(qint64 moves, qint64 timeMs, qint64 incrementMs,
                                 qint64 fixedMsPerMove, int depth, qint64 nodes) {
    if (timeMs + incrementMs > 0) {
        QString text = moves > 0 ? QString::number(moves) + QLatin1Char('/') : QString();
        text += seconds(timeMs / 1000.0);
        if (incrementMs > 0) {
            char buffer[32];
            std::snprintf(buffer, sizeof buffer, "+%.2g", incrementMs / 1000.0);
            text += QString::fromLatin1(buffer);
        }
        return text;
    }
    if (fixedMsPerMove > 0) return seconds(fixedMsPerMove / 1000.0) + QStringLiteral("/move");
    if (depth > 0) return QStringLiteral("%1 plies").arg(depth);
    if (nodes > 0) return QStringLiteral("%1 nodes").arg(nodes);
    return {};
}

void Crc32::add(const char* data, std::size_t size) {
    static const std::array<std::uint32_t, 256> table = [] {
        std::array<std::uint32_t, 256> t{};
        for (std::uint32_t i = 0; i < 256; ++i) {
            std::uint32_t c = i;
            for (int k = 0; k < 8; ++k) c = (c & 1) ? 0xedb88320u ^ (c >> 1) : c >> 1;
            t[i] = c;
        }
        return t;
    }();
    for (std::size_t i = 0; i < size; ++i)
        m_state = table[(m_state ^ static_cast<unsigned char>(data[i])) & 0xffu] ^ (m_state >> 8);
}

QString Crc32::text() const {
    return QStringLiteral("0x") + QString::number(value(), 16);
}

} // namespace arbiter::output
