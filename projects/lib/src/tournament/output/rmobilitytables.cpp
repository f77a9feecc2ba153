#include "tournament/output/rmobilitytables.h"

#include "stats/statsformat.h"

#include <algorithm>
#include <set>
#include <stdexcept>
#include <string>

namespace arbiter {

using rmobility::GScore;
using rmobility::Scoring;

namespace {

// The fixed ranking format of the fractional scorings (the fork's, docs/r-mobility.md).
const ResultFormat& fractionalFormat() {
    static const ResultFormat format = [] {
        QString error;
        ResultFormat f = *ResultFormat::parse(
            QStringLiteral("Rank,Name,Games,Points,Score,wPoints,wScore,bPoints,bScore,Elo,Error"),
            &error);
        f.setHeader(QStringLiteral("wScore"), QStringLiteral("wScore"));
        f.setHeader(QStringLiteral("bScore"), QStringLiteral("bScore"));
        return f;
    }();
    return format;
}

QString q(const std::string& s) {
    return QString::fromStdString(s);
}

// One histogram column: "%7s " for headers and counts, "%6.1f %" for shares (8 characters).
QString cell(const QString& text) {
    return QStringLiteral("%1 ").arg(text, 7);
}
QString share(int count, int total) {
    const double percent = total > 0 ? 100.0 * count / total : 0.0;
    return QStringLiteral("%1 %").arg(percent, 6, 'f', 1);
}

} // namespace

RMobilityTables::RMobilityTables(QVector<PlayerInfo> players, const RMobilityOptions& options,
                                 SprtSettings sprt, ResultFormat format)
    : m_players(std::move(players)), m_options(options), m_sprt(std::move(sprt)),
      m_format(std::move(format)) {
    for (Scoring s : rmobility::allScorings()) {
        Standings standings(m_players);
        standings.setRMobility(!rmobility::isWinDrawLoss(s));
        m_standings.emplace(s, std::move(standings));
    }
}

void RMobilityTables::addGame(int white, int black, GScore score, rmobility::Komi komi,
                              int pairIndex) {
    if (white < 0 || black < 0 || white >= m_players.size() || black >= m_players.size() ||
        white == black)
        throw std::invalid_argument("RMobilityTables::addGame: bad players " +
                                    std::to_string(white) + " and " + std::to_string(black));
    ++m_games[{white, black, score.h, score.holder}];
    ++m_gameCount;
    rmobility::ScoringRules rules = m_options.scoringRules();
    rules.komi = komi;
    for (auto& [scoring, standings] : m_standings) {
        rules.scoring = scoring;
        const double whitePoints = rmobility::whitePoints(rules, score);
        const GameResult::Winner winner = whitePoints > 0.5   ? GameResult::Winner::White
                                          : whitePoints < 0.5 ? GameResult::Winner::Black
                                                              : GameResult::Winner::Draw;
        GameResult result(winner, GameResult::Termination::Normal, {});
        result.setScore(rmobility::toString(score), whitePoints);
        standings.addGame(white, black, result, pairIndex);
    }
}

bool RMobilityTables::addGame(int white, int black, const GameResult& result, rmobility::Komi komi,
                              int pairIndex) {
    GScore score;
    if (result.isNone() || !rmobility::parseGScore(result.displayText(), &score, nullptr))
        return false;
    addGame(white, black, score, komi, pairIndex);
    return true;
}

const Standings& RMobilityTables::standings(Scoring scoring) const {
    return m_standings.at(scoring);
}

QString RMobilityTables::histogramHeader() const {
    QString line;
    for (int h : seenScores())
        line += cell(q(rmobility::toString(GScore{h, White}))) +
                cell(q(rmobility::toString(GScore{h, Black})));
    return line;
}

std::set<int> RMobilityTables::seenScores() const {
    std::set<int> seen;
    for (const auto& entry : m_games) seen.insert(entry.first.h);
    return seen;
}

QStringList RMobilityTables::globalHistogram() const {
    std::map<std::pair<int, Side>, int> counts;
    for (const auto& [g, n] : m_games) counts[{g.h, g.holder}] += n;
    QString countLine, shareLine;
    for (int h : seenScores())
        for (Side side : {White, Black}) {
            const int n = counts[{h, side}];
            countLine += cell(QString::number(n));
            shareLine += share(n, m_gameCount);
        }
    return {QStringLiteral("Raw r-Mobility Data:"), histogramHeader(), countLine, shareLine};
}

QStringList RMobilityTables::playerHistogram(const QString& title, Filter filter) const {
    int nameWidth = 25;
    for (const PlayerInfo& p : m_players) nameWidth = std::max(nameWidth, int(p.name.size()));
    QStringList lines{title, QStringLiteral("%1 ").arg(QStringLiteral("Name"), -nameWidth) +
                                 histogramHeader()};
    for (int player = 0; player < m_players.size(); ++player) {
        std::map<std::pair<int, bool>, int> counts; // (h, held by this player) -> games
        int games = 0;
        for (const auto& [g, n] : m_games) {
            const bool asWhite = g.white == player && filter != Filter::AsBlack;
            const bool asBlack = g.black == player && filter != Filter::AsWhite;
            if (!asWhite && !asBlack) continue;
            counts[{g.h, g.holder == (asWhite ? White : Black)}] += n;
            games += n;
        }
        QString countLine = QStringLiteral("%1 ").arg(m_players[player].name, -nameWidth);
        QString shareLine = QStringLiteral("%1 ").arg(QStringLiteral("..."), -nameWidth);
        for (int h : seenScores())
            for (bool own : {true, false}) {
                const int n = counts[{h, own}];
                countLine += cell(QString::number(n));
                shareLine += share(n, games);
            }
        lines << countLine << shareLine;
    }
    return lines;
}

QStringList RMobilityTables::rawDataLines() const {
    QStringList lines = globalHistogram();
    lines << QString() << playerHistogram(QStringLiteral("By players:"), Filter::All);
    lines << QString() << playerHistogram(QStringLiteral("As White:"), Filter::AsWhite);
    lines << QString() << playerHistogram(QStringLiteral("As Black:"), Filter::AsBlack);
    return lines;
}

QString RMobilityTables::sprtLine() const {
    if (!m_sprt.enabled || m_players.size() != 2) return {};
    stats::SprtConfig config = m_sprt.config;
    // r-Mobility (docs/statistics.md): no result before one whole win and one whole loss, whatever
    // the scoring.
    config.minimumWinsAndLosses = std::max(config.minimumWinsAndLosses, 1.0);
    if (!stats::sprtConfigError(config).empty()) return {};
    const Standings& main = standings(m_options.scoring);
    return q(stats::formatSprtLine(stats::evaluateSprt(config, main.headToHead())));
}

QStringList RMobilityTables::scoringLines(Scoring scoring, bool withSprt) const {
    QStringList lines{q(std::string(rmobility::scoringTitle(scoring))) +
                      QStringLiteral(" Scoring:")};
    const Standings& s = standings(scoring);
    if (m_players.size() == 2) {
        lines << s.scoreLines() << s.eloLine();
        if (withSprt) {
            const QString sprt = sprtLine();
            if (!sprt.isEmpty()) lines << sprt;
            const QString ptnml = s.ptnmlLine();
            if (!ptnml.isEmpty()) lines << ptnml;
        }
    } else {
        lines << s.rankingTable(rmobility::isWinDrawLoss(scoring) ? m_format : fractionalFormat());
    }
    return lines;
}

QStringList RMobilityTables::lines() const {
    QStringList out = rawDataLines();
    out << QString() << scoringLines(m_options.scoring, true);
    out << QString() << QStringLiteral("Alternative Scorings:");
    bool first = true;
    for (Scoring s : rmobility::allScorings()) {
        if (s == m_options.scoring) continue;
        if (!first) out << QString();
        first = false;
        out << scoringLines(s, false);
    }
    return out;
}

} // namespace arbiter
