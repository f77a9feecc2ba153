// A tournament as the runner sees it: ask for the next game, report each finished game,
// print what cutechess-cli prints, save and restore the state. No engines, no clocks, no
// threads: the runner owns those.
//
//   Tournament t(settings, players);
//   ScheduledGame g;
//   while (t.nextGame(&g) == Scheduler::Status::Game) ... start g (up to -concurrency) ...
//   on game end: t.gameFinished(g.number, result); t.saveState(...); print t.progressLines()
//   when t.isFinished(): print t.finalLines()
//
// Output policy: cutechess-cli 1.5.1's (see progressLines()). With -sprt the match stops once
// H0 or H1 is accepted.
//
// Memory does not grow with the games played: the Tournament keeps the games running and the
// finished games whose PGN is not written yet; the statistics are in the Standings and every
// game's record is in the state file (written as a journal, see StateJournal).
#pragma once

#include "tournament/output/standings.h"
#include "tournament/pairing/scheduler.h"
#include "tournament/state/statejournal.h"
#include "tournament/state/tournamentstate.h"

#include <QMap>
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace arbiter {

class Tournament {
public:
    // Throws std::invalid_argument with TournamentSettings::validate's message when the
    // settings cannot run with these players.
    Tournament(TournamentSettings settings, QVector<PlayerInfo> players);

    const TournamentSettings& settings() const { return m_settings; }
    const Standings& standings() const { return m_standings; }
    Standings& standings() { return m_standings; }
    const QVector<PlayerInfo>& players() const { return m_players; }

    // The next game to start. Games interrupted in a resumed tournament come first, with
    // their old numbers. Wait: more results are needed first (knockout, swiss).
    Scheduler::Status nextGame(ScheduledGame* game);
    // A game handed out by nextGame() ended. `pgn` is the game's PGN text when the runner
    // has not written it yet (kept in the state file until markPgnWritten). A result with no
    // winner (aborted game) is not recorded: the game stays unplayed and a resumed tournament
    // plays it again. Throws std::invalid_argument for a number that is not running.
    // `epd` is its -epdout line, kept in the state file the same way until markEpdWritten.
    void gameFinished(int number, const GameResult& result, const QString& pgn = {},
                      const QString& epd = {});
    void markPgnWritten(int number);
    void markEpdWritten(int number);
    // Finished games whose PGN (EPD line) is not written yet, by game number.
    QVector<GameRecord> unwrittenPgn() const;
    QVector<GameRecord> unwrittenEpd() const;
    // Game records held: games running or to be replayed and finished games whose PGN is not
    // written yet (plus aborted games). Bounded by -concurrency, not by the games played.
    int gamesInMemory() const { return int(m_games.size()); }
    // The lowest opening index a game still in play or still to be handed out can have (new
    // games draw openings in index order): earlier openings are no longer needed.
    int firstOpeningStillNeeded() const;

    // Stops handing out games (SIGINT: running games are abandoned and replayed on resume).
    void stop() { m_scheduler.stop(); }
    bool sprtDecided() const { return m_sprtDecided; }
    // No game will be handed out any more and none is running.
    bool isFinished() const;
    int gamesRunning() const { return m_running; }
    int gamesFinished() const { return m_finishedCount; }
    // "Started game N of M": M.
    long long totalGames() const { return m_scheduler.totalGames(); }

    // What cutechess-cli 1.5.1 prints (projects/cli/src/enginematch.cpp, EngineMatch,
    // and projects/lib/src/tournament.cpp, Tournament::results()). After each game (progressLines):
    // the "Score of" line of a two-player match, the results every -ratinginterval games and the
    // outcome block every -outcomeinterval games. At the end (finalLines): the results and the
    // outcome block, each unless the last game's progress lines have just shown it (so by default
    // both, once).
    QStringList progressLines() const;
    QStringList finalLines() const;
    // The results: two players: the colour lines, the Elo line and the SPRT line; more: the
    // ranking table, a blank line and the SPRT line; knockout: the bracket.
    QStringList resultLines() const;
    // A blank line, then each player's outcome counts.
    QStringList outcomeLines() const;
    QString startedGameLine(const ScheduledGame& game) const;
    QString finishedGameLine(const ScheduledGame& game, const GameResult& result) const;
    // True when the state file is to be synced to disk after the game just finished
    // (-autosaveinterval).
    bool autosaveDue() const;

    // Brings the state file `fileName` up to date: the events since the last call (games
    // handed out, finished, their PGN written; `complete`: the tournament's end) are appended,
    // and synced to disk when `sync`. The first call creates the file atomically, with the
    // header (commandLine as given) and, after restore(), the whole restored state; every call
    // must name that file. On failure returns false with a message naming the file; the events
    // are kept and written by the next call.
    bool saveState(const QString& fileName, const QStringList& commandLine, bool complete,
                   bool sync, QString* error);
    // The working directory written in the state file's header (TournamentState::directory).
    void setStateDirectory(const QString& directory) { m_stateDirectory = directory; }
    // Before the first saveState(): checks and locks the state file (StateJournal::claim).
    bool claimStateFile(const QString& fileName, QString* error) {
        return m_stateFile->claim(fileName, error);
    }
    // After the final saveState(): the state file is closed and unlocked.
    void releaseStateFile() { m_stateFile->release(); }
    // Off: no state file is kept, so the events are not collected for saveState() either.
    void setSavesState(bool saves) {
        m_savesState = saves;
        if (!saves) m_journal.clear();
    }
    // Replays a saved state into this fresh tournament (built from the state's command line
    // and seed). Afterwards the standings equal those at save time and the interrupted games
    // are handed out again first. Returns false with a message when the state does not fit
    // these settings. The state's records are the first lines saveState() writes.
    bool restore(const TournamentState& state, QString* error);
    // A player's name from now on, in every line and table (an engine without name= is named
    // by its own id name once it has told it, as cutechess-cli names it).
    void renamePlayer(int player, const QString& name) {
        m_players[player].name = name;
        m_standings.renamePlayer(player, name);
    }

private:
    void recordResult(GameRecord& record, const GameResult& result, const QString& pgn,
                      const QString& epd = {});
    void journal(const std::string& lines); // for the next saveState()
    // Drops the record of a finished game once nothing is left to do with it.
    void forgetIfSettled(int number);
    QString name(int player) const;
    bool intervalDue(int interval) const;

    TournamentSettings m_settings;
    QVector<PlayerInfo> m_players;
    ResultFormat m_resultFormat;
    Scheduler m_scheduler;
    Standings m_standings;
    QMap<int, GameRecord> m_games; // by number: games in play or with their PGN to write
    std::deque<ScheduledGame> m_replay;
    std::string m_journal; // state file lines not written yet (saveState)
    std::unique_ptr<StateJournal> m_stateFile = std::make_unique<StateJournal>(); // (movable)
    QString m_stateDirectory;
    bool m_completeSaved = false;
    bool m_savesState = true;
    int m_lastOpening = 0; // of the last game the scheduler handed out
    int m_finishedCount = 0;
    int m_running = 0;
    bool m_sprtDecided = false;
};

} // namespace arbiter
