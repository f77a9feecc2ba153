// A tournament as the runner sees it: ask for the next game, report each finished game,
// print what cutechess-cli prints, save and restore the state. No engines, no clocks, no
// threads: the runner owns those.
//
//   Tournament t(settings, players);
//   ScheduledGame g;
//   while (t.nextGame(&g) == Scheduler::Status::Game) ... start g (up to -concurrency) ...
//   on game end: t.gameFinished(g.number, result); print t.progressLines(); save t.state()
//   when t.isFinished(): print t.resultLines()
//
// Output policy (cutechess-cli, spec cutechess-fastchess.md 1.3): after every game of a
// two-player match the "Score of" block; the rating output (two players: Elo, SPRT and
// Ptnml lines; more: the ranking table; knockout: the bracket) every -ratinginterval games,
// and after every game of a two-player match when -ratinginterval is not given; the
// -outcomeinterval blocks every N games. With -sprt the match stops once H0 or H1 is accepted.
#pragma once

#include "tournament/scheduler.h"
#include "tournament/standings.h"
#include "tournament/tournamentstate.h"

#include <QMap>
#include <deque>
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
    void gameFinished(int number, const GameResult& result, const QString& pgn = {});
    void markPgnWritten(int number);
    // Finished games whose PGN is not written yet, by game number.
    QVector<GameRecord> unwrittenPgn() const;

    // Stops handing out games (SIGINT: running games are abandoned and replayed on resume).
    void stop() { m_scheduler.stop(); }
    bool sprtDecided() const { return m_sprtDecided; }
    // No game will be handed out any more and none is running.
    bool isFinished() const;
    int gamesRunning() const { return m_running; }
    int gamesFinished() const { return m_finishedCount; }
    // "Started game N of M": M.
    long long totalGames() const { return m_scheduler.totalGames(); }

    // Lines to print after the game just finished, and the final results.
    QStringList progressLines() const;
    QStringList resultLines() const;
    QString startedGameLine(const ScheduledGame& game) const;
    QString finishedGameLine(int number, const GameResult& result) const;
    // True when the state file is due after the game just finished (-autosaveinterval).
    bool autosaveDue() const;

    // The resume state. commandLine is stored as given.
    TournamentState state(const QStringList& commandLine) const;
    // Writes the resume state (with `complete` as given) to `fileName`, atomically. It is
    // saved after every game: the text of games that can no longer change (finished, PGN
    // written) is kept between saves, so a save copies their text instead of rebuilding it.
    bool saveState(const QString& fileName, const QStringList& commandLine, bool complete,
                   QString* error) const;
    // Replays a saved state into this fresh tournament (built from the state's command line
    // and seed). Afterwards the standings equal those at save time and the interrupted games
    // are handed out again first. Returns false with a message when the state does not fit
    // these settings.
    bool restore(const TournamentState& state, QString* error);

private:
    void recordResult(GameRecord& record, const GameResult& result, const QString& pgn);
    QString name(int player) const;

    TournamentSettings m_settings;
    QVector<PlayerInfo> m_players;
    ResultFormat m_resultFormat;
    Scheduler m_scheduler;
    Standings m_standings;
    QMap<int, GameRecord> m_games; // by number: every game handed out
    std::deque<ScheduledGame> m_replay;
    // saveState(): the JSON text of settled games, by game number.
    struct SettledJson {
        bool pgnWritten = false; // the record's flag when the text was made
        std::string text;        // empty: not made yet
    };
    mutable std::vector<SettledJson> m_settledJson;
    int m_finishedCount = 0;
    int m_running = 0;
    bool m_sprtDecided = false;
};

} // namespace arbiter
