#include "tournament/tournament.h"

#include "tournament/output/cutechessoutput.h"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace arbiter {

namespace {

TournamentSettings checked(TournamentSettings settings, int playerCount) {
    const QString problem = settings.validate(playerCount);
    if (!problem.isEmpty()) throw std::invalid_argument(problem.toStdString());
    return settings;
}

QString describe(const ScheduledGame& g) {
    return QStringLiteral("%1 vs %2, round %3, opening %4, pair %5")
        .arg(g.whitePlayer)
        .arg(g.blackPlayer)
        .arg(g.round)
        .arg(g.openingIndex)
        .arg(g.pairIndex);
}

ResultFormat resultFormatOf(const TournamentSettings& settings) {
    QString error;
    std::optional<ResultFormat> format = ResultFormat::parse(settings.resultFormat, &error);
    if (!format) throw std::invalid_argument(("-resultformat: " + error).toStdString());
    return *format;
}

} // namespace

Tournament::Tournament(TournamentSettings settings, QVector<PlayerInfo> players)
    : m_settings(checked(std::move(settings), players.size())), m_players(players),
      m_resultFormat(resultFormatOf(m_settings)), m_scheduler(m_settings, players.size()),
      m_standings(std::move(players)) {}

QString Tournament::name(int player) const {
    return m_players[player].name;
}

Scheduler::Status Tournament::nextGame(ScheduledGame* game) {
    if (!m_replay.empty() && !m_scheduler.isStopped()) {
        *game = m_replay.front();
        m_replay.pop_front();
        ++m_running;
        return Scheduler::Status::Game;
    }
    const Scheduler::Status status = m_scheduler.next(game);
    if (status != Scheduler::Status::Game) return status;
    GameRecord record;
    record.game = *game;
    record.scheduledAfter = m_finishedCount;
    m_games.insert(game->number, record);
    journal(TournamentState::startedLine(record));
    m_lastOpening = game->openingIndex;
    ++m_running;
    return status;
}

void Tournament::recordResult(GameRecord& record, const GameResult& result, const QString& pgn,
                              const QString& epd) {
    record.finished = true;
    record.finishOrder = m_finishedCount++;
    record.result = result;
    record.pgn = pgn;
    record.pgnWritten = false;
    record.epd = epd;
    const ScheduledGame& g = record.game;
    m_standings.addGame(g.whitePlayer, g.blackPlayer, result, g.pairIndex);
    m_scheduler.gameFinished(g.number, result.scoreFor(White), result.scoreFor(Black));
    if (m_settings.sprt.enabled && !m_sprtDecided) {
        const stats::SprtState s = m_standings.sprtStatus(m_settings.sprt).state;
        if (s == stats::SprtState::AcceptH0 || s == stats::SprtState::AcceptH1) {
            m_sprtDecided = true;
            m_scheduler.stop();
        }
    }
}

void Tournament::gameFinished(int number, const GameResult& result, const QString& pgn,
                              const QString& epd) {
    auto found = m_games.find(number);
    if (found == m_games.end() || found->finished)
        throw std::invalid_argument("Tournament::gameFinished: game " + std::to_string(number) +
                                    " is not running");
    if (result.isNone()) return;
    const bool queuedForReplay =
        std::any_of(m_replay.begin(), m_replay.end(),
                    [number](const ScheduledGame& g) { return g.number == number; });
    if (queuedForReplay)
        throw std::invalid_argument("Tournament::gameFinished: game " + std::to_string(number) +
                                    " has not been handed out again yet");
    --m_running;
    recordResult(*found, result, pgn, epd);
    journal(TournamentState::finishedLine(*found));
    forgetIfSettled(number);
}

void Tournament::markPgnWritten(int number) {
    auto found = m_games.find(number);
    if (found == m_games.end() || !found->finished) return;
    found->pgnWritten = true;
    found->pgn.clear();
    journal(TournamentState::pgnWrittenLine(number));
    forgetIfSettled(number);
}

void Tournament::markEpdWritten(int number) {
    auto found = m_games.find(number);
    if (found == m_games.end() || !found->finished || found->epd.isEmpty()) return;
    found->epd.clear();
    journal(TournamentState::epdWrittenLine(number));
    forgetIfSettled(number);
}

void Tournament::journal(const std::string& lines) {
    if (m_savesState) m_journal += lines;
}

void Tournament::forgetIfSettled(int number) {
    // Its result is in the standings and the state file: only a PGN text or an EPD line still
    // to be written (openOutputs() of a resumed run, say) needs the record.
    auto found = m_games.find(number);
    if (found != m_games.end() && found->finished && (found->pgnWritten || found->pgn.isEmpty()) &&
        found->epd.isEmpty())
        m_games.erase(found);
}

int Tournament::firstOpeningStillNeeded() const {
    int first = m_lastOpening; // later games draw this one or later ones
    for (const GameRecord& r : m_games)
        if (!r.finished && r.game.openingIndex >= 0) first = std::min(first, r.game.openingIndex);
    return first;
}

QVector<GameRecord> Tournament::unwrittenPgn() const {
    QVector<GameRecord> records;
    for (const GameRecord& r : m_games)
        if (r.finished && !r.pgnWritten) records.append(r);
    return records;
}

QVector<GameRecord> Tournament::unwrittenEpd() const {
    QVector<GameRecord> records;
    for (const GameRecord& r : m_games)
        if (r.finished && !r.epd.isEmpty()) records.append(r);
    return records;
}

bool Tournament::isFinished() const {
    return m_running == 0 && m_replay.empty() && m_scheduler.isDone();
}

QStringList Tournament::resultLines() const {
    if (m_settings.type == TournamentType::Knockout) {
        QStringList names;
        for (const PlayerInfo& p : m_players) names << p.name;
        return m_scheduler.summaryLines(names);
    }
    QStringList lines;
    if (m_players.size() == 2) {
        lines << m_standings.colourLines() << m_standings.eloLine();
    } else {
        // A gauntlet lists its gauntlet players (the first, and the other seeds) first.
        const int pinned =
            m_settings.type == TournamentType::Gauntlet ? std::max(1, m_settings.seedCount) : 0;
        lines << m_standings.rankingTable(m_resultFormat, pinned) << QString();
    }
    // cutechess-cli prints its SPRT line also without -sprt (a test with no bounds).
    lines << (m_settings.sprt.enabled ? m_standings.sprtLine(m_settings.sprt)
                                      : output::nullSprtLine());
    if (lines.last().isEmpty()) lines.removeLast(); // no data for the SPRT yet
    // fastchess's pentanomial line, when the SPRT asked for one of fastchess's models or
    // pentanomial=on (cutechess-cli has no such line).
    const stats::SprtConfig& sprt = m_settings.sprt.config;
    if (m_settings.sprt.enabled &&
        (sprt.pentanomial || sprt.model != stats::SprtModel::CutechessBayesElo)) {
        const QString ptnml = m_standings.ptnmlLine();
        if (!ptnml.isEmpty()) lines << ptnml;
    }
    return lines;
}

QStringList Tournament::outcomeLines() const {
    return QStringList{QString()} + m_standings.outcomeLines();
}

bool Tournament::intervalDue(int interval) const {
    return interval > 0 && m_finishedCount % interval == 0;
}

QStringList Tournament::progressLines() const {
    QStringList lines;
    if (m_finishedCount == 0) return lines;
    if (m_players.size() == 2) lines << m_standings.scoreOfLine();
    if (intervalDue(m_settings.ratingInterval)) lines << resultLines();
    if (intervalDue(m_settings.outcomeInterval)) lines << outcomeLines();
    return lines;
}

QStringList Tournament::finalLines() const {
    QStringList lines;
    if (!intervalDue(m_settings.ratingInterval)) lines << resultLines();
    if (!intervalDue(m_settings.outcomeInterval)) lines << outcomeLines();
    return lines;
}

QString Tournament::startedGameLine(const ScheduledGame& game) const {
    return output::startedGameLine(game.number, totalGames(), name(game.whitePlayer),
                                   name(game.blackPlayer));
}

QString Tournament::finishedGameLine(const ScheduledGame& game, const GameResult& result) const {
    return output::finishedGameLine(game.number, name(game.whitePlayer), name(game.blackPlayer),
                                    result);
}

bool Tournament::autosaveDue() const {
    return m_settings.autosaveInterval > 0 && m_finishedCount > 0 &&
           m_finishedCount % m_settings.autosaveInterval == 0;
}

bool Tournament::saveState(const QString& fileName, const QStringList& commandLine, bool complete,
                           bool sync, QString* error) {
    const bool addComplete = complete && !m_completeSaved;
    if (addComplete) m_journal += TournamentState::completeLine();
    const std::string header =
        m_stateFile->isCreated()
            ? std::string()
            : TournamentState::headerLine(commandLine, m_settings.randomSeed, m_stateDirectory);
    if (!m_stateFile->write(fileName, header, m_journal, sync, error)) {
        if (addComplete)
            m_journal.resize(m_journal.size() - TournamentState::completeLine().size());
        return false;
    }
    m_completeSaved = m_completeSaved || addComplete;
    // (A resumed tournament's first lines hold its whole state: give that memory back.)
    if (m_journal.capacity() > 65536)
        std::string().swap(m_journal);
    else
        m_journal.clear();
    return true;
}

bool Tournament::restore(const TournamentState& state, QString* error) {
    auto fail = [error](const QString& message) {
        *error = QStringLiteral("cannot resume: ") + message;
        return false;
    };
    if (m_scheduler.gamesHandedOut() > 0)
        return fail(QStringLiteral("the tournament has already started"));

    // Finished games in the order their results came in.
    QVector<const GameRecord*> finished;
    for (const GameRecord& r : state.games)
        if (r.finished) finished.append(&r);
    std::sort(finished.begin(), finished.end(), [](const GameRecord* a, const GameRecord* b) {
        return a->finishOrder < b->finishOrder;
    });
    for (int i = 0; i < finished.size(); ++i)
        if (finished[i]->finishOrder != i)
            return fail(QStringLiteral("game %1 has finish order %2 where %3 was expected")
                            .arg(finished[i]->game.number)
                            .arg(finished[i]->finishOrder)
                            .arg(i));

    int fed = 0;
    auto feedUntil = [&](int count) {
        while (fed < count && fed < finished.size()) {
            const GameRecord& r = *finished[fed];
            auto running = m_games.find(r.game.number);
            if (running == m_games.end())
                return fail(
                    QStringLiteral("game %1 finished before it was started").arg(r.game.number));
            --m_running;
            recordResult(*running, r.result, r.pgn, r.epd);
            running->pgnWritten = r.pgnWritten;
            ++fed;
        }
        return true;
    };

    for (const GameRecord& r : state.games) {
        if (!feedUntil(r.scheduledAfter)) return false;
        ScheduledGame g;
        const Scheduler::Status status = m_scheduler.next(&g);
        if (status != Scheduler::Status::Game)
            return fail(QStringLiteral("the state file has game %1, but these settings schedule "
                                       "no more games there")
                            .arg(r.game.number));
        if (g != r.game)
            return fail(QStringLiteral("game %1 of the state file (%2) does not match the "
                                       "settings' game (%3)")
                            .arg(QString::number(r.game.number), describe(r.game), describe(g)));
        GameRecord fresh;
        fresh.game = g;
        fresh.scheduledAfter = r.scheduledAfter;
        m_games.insert(g.number, fresh);
        m_lastOpening = g.openingIndex;
        ++m_running;
    }
    if (!feedUntil(int(finished.size()))) return false;
    for (const GameRecord& r : state.games) {
        journal(TournamentState::recordLines(r));
        forgetIfSettled(r.game.number);
    }

    for (const GameRecord& r : m_games)
        if (!r.finished) m_replay.push_back(r.game);
    m_running -= int(m_replay.size()); // counted again when handed out
    return true;
}

} // namespace arbiter
