#include "fastchessprinter.h"

#include "cutechessprinter.h"
#include "engine/cpuaffinity.h"
#include "tournament/output/fastchesspgn.h"

#include <QFile>
#include <QFileInfo>
#include <algorithm>

namespace arbiter::cli {

namespace {

bool isCutechessOutput(const FastchessSettings& s) {
    return s.output == FastchessSettings::Output::Cutechess;
}

// The option's value as the engine announced it (its default unless set): "NULL" when the
// engine has no such option, as fastchess prints it. Before any game has finished, the value
// given with option.NAME=.
QString optionText(const TournamentSession& session, int player, const char* name,
                   const char* unit) {
    const QString key = QString::fromLatin1(name);
    QString value = session.runner().announcedOption(player, key);
    if (value.isEmpty()) {
        const EngineOption* given =
            findOption(session.options().players[player].engine.options, key);
        if (given) value = given->value;
    }
    return value.isEmpty() ? QStringLiteral("NULL") : value + QString::fromLatin1(unit);
}

// "A" when both engines say A, else "A - B" (fastchess's Results line).
QString both(const QString& first, const QString& second) {
    return first == second ? first : first + QStringLiteral(" - ") + second;
}

QString timeControlText(const PlayerOptions& player) {
    const TimeControl& tc = player.timeControl;
    const bool clock = tc.mode() == TimeControl::Mode::Clock;
    return output::fastchessTimeControlText(
        clock ? tc.movesPerPeriod() : 0, clock ? tc.timeMs() : 0, clock ? tc.incrementMs() : 0,
        tc.mode() == TimeControl::Mode::PerMove ? tc.moveTimeMs() : 0, tc.depthLimit(),
        tc.nodeLimit());
}

// An illegal move's reason is "White makes an illegal move: e2e5"; fastchess's reason names
// the side only, its warning the move.
int illegalMoveColon(const GameResult& result) {
    if (result.termination() != GameResult::Termination::IllegalMove) return -1;
    const size_t colon = result.reason().find(": ");
    return colon == std::string::npos ? -1 : int(colon);
}

} // namespace

QStringList fastchessOptionLines(const TournamentDescription& options) {
    QStringList lines;
    if (!options.resumeFileGiven.isEmpty())
        lines << QStringLiteral("Loading config file: ") + options.resumeFileGiven;
    // Without a suite its opening format is unknown too; a file whose format fastchess does
    // not know gets the second warning only.
    if (!options.openings.enabled && options.fastchess.unreadOpenings.isEmpty())
        lines << QStringLiteral("Warning: No opening book specified! Consider using one, "
                                "otherwise all games will be played from the starting position.");
    if (!options.openings.enabled)
        lines << QStringLiteral("Warning: Unknown opening format, 2. All games will be played "
                                "from the starting position.");
    // An engine started on a CPU this process may not use runs unpinned (fastchess warns only
    // when it pins a running engine): said once, whatever the concurrency.
    if (options.fastchess.affinity) {
        QStringList refused;
        for (int cpu : cpusNotAllowed(options.fastchess.affinityCpus))
            refused << QString::number(cpu);
        if (!refused.isEmpty())
            lines << QStringLiteral("Warning; -use-affinity: CPU %1 cannot be used by this "
                                    "process: engines given %2 run unpinned.")
                         .arg(refused.join(QStringLiteral(", ")),
                              refused.size() == 1 ? QStringLiteral("it") : QStringLiteral("them"));
    }
    return lines;
}

std::unique_ptr<MatchPrinter> makeMatchPrinter(TournamentSession& session,
                                               MatchPrinter::Print print) {
    if (session.options().dialect == Dialect::Fastchess)
        return std::make_unique<FastchessPrinter>(session, std::move(print));
    return std::make_unique<CutechessPrinter>(session, std::move(print));
}

FastchessPrinter::FastchessPrinter(TournamentSession& session, Print print)
    : m_session(session), m_print(std::move(print)), m_settings(session.options().fastchess) {
    // The CRC covers the whole file, what an earlier run (append=true) left in it included.
    if (m_settings.crc32 && session.options().pgnOut) {
        QFile file(session.options().pgnOut->file);
        if (file.open(QIODevice::ReadOnly)) {
            while (!file.atEnd()) m_crc.add(file.read(1 << 16));
        }
    }
    const OpeningsSpec& openings = session.options().openings;
    // fastchess says so while it shuffles the suite, before the first game.
    if (openings.enabled && openings.order == OpeningsSpec::Order::Random)
        m_print({QStringLiteral("Indexing opening suite...")});
}

void FastchessPrinter::gameStarted(const ScheduledGame& game) {
    m_print({m_session.tournament().startedGameLine(game)});
}

void FastchessPrinter::pgnWritten(const std::string& text) {
    if (!m_settings.crc32 || !m_session.options().pgnOut) return;
    m_crc.add(text.data(), text.size());
    m_print({QStringLiteral("File %1 has CRC32: %2")
                 .arg(m_session.options().pgnOut->file, m_crc.text())});
}

output::FastchessCounts FastchessPrinter::counts() const {
    const stats::ScoreAccumulator& h2h = m_session.tournament().standings().headToHead();
    if (m_settings.reportPenta) return output::FastchessCounts::fromPairs(h2h.pentanomial());
    output::FastchessCounts c;
    c.wins = int(std::lround(h2h.trinomial().wins));
    c.losses = int(std::lround(h2h.trinomial().losses));
    c.draws = int(std::lround(h2h.trinomial().draws));
    return c;
}

output::FastchessHeader FastchessPrinter::header() const {
    const QVector<PlayerOptions>& players = m_session.options().players;
    output::FastchessHeader h;
    h.first = players[0].displayName;
    h.second = players[1].displayName;
    h.timeControl = both(timeControlText(players[0]), timeControlText(players[1]));
    h.threads =
        both(optionText(m_session, 0, "Threads", "t"), optionText(m_session, 1, "Threads", "t"));
    h.hash = both(optionText(m_session, 0, "Hash", "MB"), optionText(m_session, 1, "Hash", "MB"));
    // (fastchess names a file it did not read too.)
    const TournamentDescription& o = m_session.options();
    h.book =
        QFileInfo(o.openings.enabled ? o.openings.file : o.fastchess.unreadOpenings).fileName();
    return h;
}

void FastchessPrinter::countForRanking(const FinishedGame& game) {
    const ScheduledGame& g = game.game;
    const GameResult::Winner winner = game.result.winner();
    if (winner == GameResult::Winner::None) return;
    const double whitePoints = winner == GameResult::Winner::White  ? 1.0
                               : winner == GameResult::Winner::Draw ? 0.5
                                                                    : 0.0;
    m_playerCounts.resize(m_session.options().players.size());
    m_playerCounts[g.whitePlayer].addGame(whitePoints);
    m_playerCounts[g.blackPlayer].addGame(1.0 - whitePoints);
    // Each pair's games from its first engine's side (the -output format=cutechess Score line).
    const bool whiteFirst = g.whitePlayer < g.blackPlayer;
    m_pairCounts[{std::min(g.whitePlayer, g.blackPlayer), std::max(g.whitePlayer, g.blackPlayer)}]
        .addGame(whiteFirst ? whitePoints : 1.0 - whitePoints);
    if (g.pairIndex < 0 || !m_settings.reportPenta) return;
    const auto open = m_openPairs.find(g.pairIndex);
    if (open == m_openPairs.end()) {
        m_openPairs[g.pairIndex] = {g.whitePlayer, g.blackPlayer, whitePoints};
        return;
    }
    // The pair's points for the first game's White: that game's, and the second game's as
    // the same player (who had Black in it, colours being swapped).
    const HalfPair first = open->second;
    m_openPairs.erase(open);
    const double second = g.whitePlayer == first.white ? whitePoints : 1.0 - whitePoints;
    const bool twoDraws = first.whitePoints == 0.5 && second == 0.5;
    m_playerCounts[first.white].addPair(first.whitePoints + second, twoDraws);
    m_playerCounts[first.black].addPair(2.0 - first.whitePoints - second, twoDraws);
}

QStringList FastchessPrinter::results() const {
    if (m_session.options().players.size() > 2) {
        QVector<output::FastchessRankingRow> rows;
        const QVector<PlayerOptions>& players = m_session.options().players;
        for (int i = 0; i < players.size(); ++i)
            rows.push_back({players[i].displayName, m_playerCounts.value(i)});
        if (isCutechessOutput(m_settings)) return output::fastchessCutechessRankingTable(rows);
        return output::fastchessRankingBlock(rows, m_settings.reportPenta);
    }
    const output::FastchessCounts c = counts();
    if (isCutechessOutput(m_settings)) return {output::fastchessCutechessEloLine(c)};
    std::optional<output::FastchessSprtLine> sprt;
    const SprtSettings& settings = m_session.tournament().settings().sprt;
    if (settings.enabled) {
        const stats::SprtStatus status = m_session.tournament().standings().sprtStatus(settings);
        const stats::SprtBounds bounds =
            stats::sprtBounds(settings.config.alpha, settings.config.beta);
        sprt = output::FastchessSprtLine{status.llr, bounds.lower, bounds.upper,
                                         settings.config.elo0, settings.config.elo1};
    }
    return output::fastchessResultsBlock(header(), c, m_settings.reportPenta, sprt);
}

void FastchessPrinter::gameEnded(const FinishedGame& game) {
    const GameResult& result = game.result;
    using T = GameResult::Termination;
    const T how = result.termination();
    // Without -recover a crash or a stall stops the run before fastchess counts it.
    const bool crash = how == T::Disconnection || how == T::StalledConnection;
    if (how == T::TimeForfeit || (crash && m_session.options().tournament.recover)) {
        const QString loser = result.loserSide() == White ? game.whiteName : game.blackName;
        auto known = std::find_if(m_faults.begin(), m_faults.end(),
                                  [&](const Faults& f) { return f.player == loser; });
        if (known == m_faults.end()) known = m_faults.insert(m_faults.begin(), Faults{loser});
        ++(how == T::TimeForfeit ? known->timeouts : known->crashes);
    }
    if (how != T::IllegalMove) return;
    // fastchess warns with the move and the engine's name (fishtest stops the task on it).
    const int colon = illegalMoveColon(result);
    const QString move = colon < 0
                             ? QStringLiteral("<none>")
                             : QString::fromStdString(result.reason().substr(size_t(colon) + 2));
    const bool whiteLost = result.winner() == GameResult::Winner::Black;
    m_print({QStringLiteral("Warning; Illegal move %1 played by %2")
                 .arg(move, whiteLost ? game.whiteName : game.blackName)});
}

void FastchessPrinter::gameFinished(const FinishedGame& game) {
    const Tournament& t = m_session.tournament();
    GameResult result(game.result.winner(), game.result.termination(),
                      fastchessReason(game.result));
    if (const int colon = illegalMoveColon(result); colon >= 0)
        result = GameResult(result.winner(), result.termination(),
                            result.reason().substr(0, size_t(colon)));
    m_print({t.finishedGameLine(game.game, result)});
    const bool manyEngines = m_session.options().players.size() > 2;
    if (manyEngines) countForRanking(game);
    const int finished = t.gamesFinished();
    const bool last = finished >= t.totalGames();
    const QVector<PlayerOptions>& players = m_session.options().players;
    if (isCutechessOutput(m_settings) && m_settings.scoreInterval > 0 &&
        (finished % m_settings.scoreInterval == 0 || last)) {
        // The score of the game's pair of engines (of the match with two).
        const int first = std::min(game.game.whitePlayer, game.game.blackPlayer);
        const int second = std::max(game.game.whitePlayer, game.game.blackPlayer);
        m_print(
            {output::fastchessScoreOfLine(players[first].displayName, players[second].displayName,
                                          manyEngines ? m_pairCounts[{first, second}] : counts())});
    }
    // The interval counts game pairs when pairs are reported (only when the pair is complete),
    // else games.
    bool due = false;
    const int interval = m_settings.ratingInterval;
    if (m_settings.reportPenta) {
        const int pair = game.game.pairIndex;
        bool pairComplete = false;
        if (pair >= 0 && !(pairComplete = m_halfPairs.erase(pair) > 0)) m_halfPairs.insert(pair);
        due = pairComplete && interval > 0 && (game.game.pairIndex + 1) % interval == 0;
    } else {
        due = interval > 0 && finished % interval == 0;
    }
    if ((due || last) && (manyEngines || counts().games() > 0)) {
        m_print(results());
        m_resultsShown = last;
    }
}

void FastchessPrinter::finished(bool interrupted) {
    if (m_session.options().players.size() != 2) {
        if (interrupted && !m_resultsShown && !m_playerCounts.isEmpty()) m_print(results());
        return;
    }
    const Tournament& t = m_session.tournament();
    if (t.sprtDecided()) {
        const SprtSettings& s = t.settings().sprt;
        const stats::SprtStatus status = t.standings().sprtStatus(s);
        if (!m_resultsShown) m_print(results());
        m_print({QStringLiteral("SPRT ([%1, %2]) completed - %3 was accepted")
                     .arg(QString::number(s.config.elo0, 'f', 2),
                          QString::number(s.config.elo1, 'f', 2),
                          status.state == stats::SprtState::AcceptH0 ? QStringLiteral("H0")
                                                                     : QStringLiteral("H1"))});
    } else if (!m_resultsShown && counts().games() > 0 &&
               (interrupted || t.gamesFinished() >= t.totalGames())) {
        // (Finished without a last game printed here: a -config file= of a finished
        // tournament, whose games were all played before.)
        m_print(results());
    }
}

QStringList FastchessPrinter::closingLines() const {
    if (isCutechessOutput(m_settings) || m_faults.empty()) return {};
    QStringList lines{QString()};
    for (const Faults& f : m_faults)
        lines << QStringLiteral("Player: ") + f.player
              << QStringLiteral("  Timeouts: %1").arg(f.timeouts)
              << QStringLiteral("  Crashed: %1").arg(f.crashes);
    return lines << QString();
}

} // namespace arbiter::cli
