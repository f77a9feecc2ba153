// Plays a tournament: takes games from the Tournament (schedule, standings, resume state), runs
// up to -concurrency of them at once in a GamePool (engines reused between games), plays the
// openings, writes every finished game to the state and then to the PGN (and EPD) output
// (WriteAheadPgn) and reports starts and results through signals. Front-ends (the CLI's match
// output, the GUI) listen and print the Tournament's lines; an SPRT decision stops the run.
#pragma once

#include "engine/engineconfiguration.h"
#include "engine/engineprocess.h"
#include "engine/evaluationcapture.h"
#include "game/adjudication.h"
#include "game/compatibility.h"
#include "game/game.h"
#include "game/timecontrol.h"
#include "pgn/openingsuite.h"
#include "pgn/pgngame.h"
#include "pgn/pgnwriter.h"
#include "rules/ruleset.h"
#include "tournament/output/fastchesspgn.h"
#include "tournament/running/chess960starts.h"
#include "tournament/running/gamedisposition.h"
#include "tournament/running/gamepool.h"
#include "tournament/running/recordwriter.h"
#include "tournament/running/writeaheadpgn.h"
#include "tournament/tournament.h"
#include "tournament/tournamentsettings.h"

#include <QDateTime>
#include <QObject>
#include <QVector>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <vector>

namespace arbiter {

class Engine;
class AppendFile;
class PolyglotBook;

// One participant: how to run its engine and how it plays (per-player time control).
struct TournamentPlayer {
    EngineConfiguration engine;
    TimeControl timeControl;
    QString bookFile;  // Polyglot opening book (book=); empty: none
    int bookDepth = 0; // plies the book is used for (bookdepth=); 0: as long as it knows
    // engine.name is a stand-in (the program's file name) until the engine tells its own name
    // (UCI "id name", CECP "feature myname"): cutechess-cli names an engine without name= so.
    bool nameFromEngine = false;
};

struct TournamentRunnerSettings {
    TournamentSettings tournament;
    QVector<TournamentPlayer> players;
    QString variant = QStringLiteral("standard");
    AdjudicationSettings adjudication;
    RuleOptions rules;
    std::optional<OpeningSuiteOptions> openings;
    QString pgnFile;
    PgnMode pgnMode = PgnMode::Full;
    bool pgnOnlyFinished = false; // cutechess "fi": skip games without a result
    // The notation of the moves written (xiangqi: WXF, ICCS or Chinese, named by [Format]);
    // unset: the writer's default (SAN for chess, WXF for xiangqi).
    std::optional<Notation> pgnNotation;
    QString epdFile;
    // -pgnout's per-move extras of fastchess's records (Compatibility::records).
    FastchessPgnFields pgnExtras;
    // Whose behaviours the run follows where cutechess-cli and fastchess differ: its games',
    // records', openings', engines' and stops' (game/compatibility.h).
    Compatibility compatibility;
    bool booksOnDisk = false;     // -bookmode disk: probe books in the file instead of in memory
    bool debug = false;           // report all engine traffic through message()
    bool everyEvaluation = false; // parse every engine info line (GUI); CLI: final only
    int untimedWatchdogMs = 120000;
    // Engine time-outs (fastchess's -startup-ms, -ping-ms, -ucinewgame-ms): the handshake
    // (uci ... uciok), a ping (isready ... readyok), the ping after ucinewgame; 0: Engine's own.
    int handshakeTimeoutMs = 0;
    int pingTimeoutMs = 0;
    int newGameTimeoutMs = 0;
    // fastchess's -use-affinity: each running game holds one of these CPUs (the first one
    // free), and both its engines run on it; empty: the kernel places the engines.
    std::vector<int> gameCpus;
};

struct FinishedGame {
    ScheduledGame game;
    GameResult result;
    QString whiteName;
    QString blackName;
    PgnGame record;
    bool pgnWritten = false;
};

class TournamentRunner : public QObject {
    Q_OBJECT
public:
    explicit TournamentRunner(const TournamentRunnerSettings& settings, QObject* parent = nullptr);
    ~TournamentRunner() override;

    const TournamentRunnerSettings& settings() const { return m_settings; }
    Tournament& tournament() { return *m_tournament; }
    const Tournament& tournament() const { return *m_tournament; }
    QStringList playerNames() const;

    // Continues a tournament from its saved state (call before start()).
    bool restore(const TournamentState& state, QString* error) {
        return m_tournament->restore(state, error);
    }

    // Checks engines and files, loads openings, opens outputs and starts the first games.
    // False with *error (a usage problem: missing engine, unreadable openings, ...).
    bool start(QString* error);
    // Called for every finished game once the Tournament has recorded it (result and PGN
    // text) and before its PGN is written: the front-end saves its state here (write-ahead).
    // Returning false (with *error) stops the tournament, since nothing more can be recorded.
    void setCheckpoint(std::function<bool(QString* error)> checkpoint) {
        m_checkpoint = std::move(checkpoint);
    }
    // Called with each finished game's PGN text once the PGN file has it (fastchess's
    // -crc32 pgn=true prints the file's CRC32 then), before gameFinished for the game.
    void setPgnWrittenObserver(std::function<void(const std::string& text)> observer) {
        m_pgnWritten = std::move(observer);
    }
    // Called with every line sent to or read from an engine started from now on (fastchess's
    // -log engine=true).
    void setTrafficObserver(std::function<void(const EngineTraffic& line)> observer) {
        m_trafficObserver = std::move(observer);
    }
    // Called after every move played in a game started from now on, with the game (its
    // moves() end with the move, its board() shows the position after it): fastchess's
    // per-move checks and latency log.
    void
    setMoveObserver(std::function<void(const ScheduledGame& game, const Game& play)> observer) {
        m_moveObserver = std::move(observer);
    }
    // Called with each game that ended with a result, before the state, the PGN or the EPD
    // file learn of it (fastchess's warning about an illegal move is printed here). When the
    // observer stops the run (fastchess's -strict stops at its first warning), the game is
    // treated as one cut short by the stop: not recorded, written or reported, and a resumed
    // run plays it again, as fastchess neither writes nor counts a game that ends once its
    // stop is raised.
    void setGameEndObserver(std::function<void(const FinishedGame& game)> observer) {
        m_gameEndObserver = std::move(observer);
    }
    // No new games; running games are aborted (not counted) and finished() follows.
    void stop(const QString& reason);
    // No new games; running games are played to their end, then finished().
    void finishRunningGames();
    // While paused no new game starts (running games go on, engines stay loaded); a paused
    // tournament whose last game ends still finishes. Unpausing starts games again.
    void setPaused(bool paused);
    bool isPaused() const { return m_paused; }
    bool isRunning() const { return m_running; }
    int runningGames() const { return m_pool->size(); }
    // Why the run stopped on the manager's side (an engine could not be started for want of
    // descriptors or memory), else empty.
    const QString& managerError() const { return m_managerError; }
    // Why the tournament cannot be played as given (an engine that does not play its variant,
    // found when the engine has told its variants), else empty. No game is charged for it.
    const QString& refusal() const { return m_refusal; }
    // The running game with this number (from gameStarted until gameFinished), else nullptr.
    const Game* runningGame(int number) const;
    // The value of an option as the player's engine announced it (its default unless set),
    // from the engine of the player's last finished game; empty when it has no such option or
    // has not played yet (fastchess's Results line shows Threads and Hash so).
    QString announcedOption(int player, const QString& name) const;

signals:
    void gameStarted(const arbiter::ScheduledGame& game, const QString& white,
                     const QString& black);
    void gameFinished(const arbiter::FinishedGame& game);
    // A game cut short by stop() (Compatibility::reportStoppedGames): not counted, played again
    // on resume.
    void gameStopped(const arbiter::FinishedGame& game);
    void message(const QString& text);
    // Without -recover an engine crashed or stopped answering outside a game's result (between
    // games, or killed after a loss on time): the run stops. `nextGame` is the game that would
    // have found it out: its player's first game already taken from the schedule, else the
    // next game to start. With Compatibility::stopUnwrittenOnFault the front-end prints the
    // stop; else "Stopping the tournament: NAME WHAT and -recover is not given" comes through
    // message().
    void engineLostOutsideAGame(const QString& name, const QString& what, int nextGame);
    void pausedChanged(bool paused);
    void finished();

private:
    // What the runner keeps of a game in the pool.
    struct InPlay {
        ScheduledGame scheduled;
        bool announced = false; // gameStarted() emitted
        int cpu = -1;           // with settings().gameCpus: the CPU its engines run on
    };
    void startGames();
    bool startGame(const ScheduledGame& scheduled);
    // Reads the opening suite into m_openings (m_openingsError when it cannot).
    void loadOpenings();
    // gameCpus: gives the game the first CPU no running game holds and pins its engines there.
    void pinToFreeCpu(InPlay& game, const GamePool::RunningGame& running);
    // A game ended: decided (gamedisposition.h), recorded, released, then reported and acted on.
    void onGameFinished(std::unique_ptr<GamePool::RunningGame> running);
    void rememberAnnouncedOptions(const GamePool::RunningGame& running,
                                  const ScheduledGame& scheduled);
    FinishedGame describeFinished(const GamePool::RunningGame& running,
                                  const ScheduledGame& scheduled) const;
    // The state, then the PGN file, then the EPD file learn of the game as decided; false when
    // the state could not be saved (finished.pgnWritten says whether the PGN file has it).
    bool recordGame(FinishedGame& finished, const GamePool::RunningGame& running,
                    const GameDisposition& disposition);
    // The game's signals, then the run stops (state not saved, engine fault, SPRT) or goes on.
    void afterGame(const FinishedGame& finished, const GameDisposition& disposition, bool recorded);
    // "Started game" waits until both names are known: a player named by its engine (see
    // TournamentPlayer::nameFromEngine) in a process that has not finished its handshake.
    bool namesKnown(const GamePool::RunningGame& running) const;
    void announce(InPlay& game);
    void adoptEngineName(int player, const Engine& engine);
    // Connects what the runner listens to on a new engine and sets its time-outs.
    void watchEngine(Engine* engine, int player);
    // Aborts the running games of `engine` (not scored) and stops the run with `why`.
    void stopForEngine(Engine* engine, const QString& why);
    // Without -recover: an engine crashed or stopped answering outside a game's result
    // (GamePool::engineLost, queued: one found while a game is released comes after that game
    // is reported). The tournament stops, as cutechess-cli stops for a disconnection; no later
    // game is charged with it.
    void engineLost(int player, const QString& what);
    void maybeFinish();
    QStringList openingMoveTexts(const Opening& opening, QString* startFen);
    const Opening* openingFor(int index);
    bool openOutputs(QString* error);
    // Appends a game's EPD line; once the file has it, the state forgets it.
    void writeEpd(int number, const std::string& text);

    TournamentRunnerSettings m_settings;
    EvaluationCapture m_evaluationCapture;            // what every engine keeps of its searches
    std::vector<EngineOptionList> m_announcedOptions; // per player (announcedOption())
    std::unique_ptr<Tournament> m_tournament;
    std::unique_ptr<OpeningSuite> m_openings;
    QString m_openingsError; // why the suite could not be read (start() reports it)
    // Chess960 without an opening suite: cutechess-cli's random start positions (-srand).
    std::unique_ptr<Chess960Starts> m_chess960Starts;
    // Openings drawn from the suite (in index order) that a game in play or to come can use:
    // m_drawnOpenings[i] has index m_firstDrawnOpening + i.
    std::deque<Opening> m_drawnOpenings;
    int m_firstDrawnOpening = 0;
    std::vector<std::shared_ptr<PolyglotBook>> m_books; // per player, may be null
    std::optional<ScheduledGame> m_heldGame;            // handed out, waits for a settling engine
    // The games in play and their engines; a child, so that it goes after this runner's
    // connections to its engines are gone.
    GamePool* m_pool = nullptr;
    std::unique_ptr<RecordWriter> m_records; // the dialect's PGN records and EPD lines
    std::map<int, InPlay> m_inPlay;          // by game number
    WriteAheadPgn m_pgn;
    std::unique_ptr<AppendFile> m_epd;
    std::function<bool(QString*)> m_checkpoint;
    QString m_managerError;
    QString m_refusal;
    std::function<void(const EngineTraffic&)> m_trafficObserver;
    std::function<void(const ScheduledGame&, const Game&)> m_moveObserver;
    std::function<void(const std::string&)> m_pgnWritten;
    std::function<void(const FinishedGame&)> m_gameEndObserver;
    bool m_running = false;
    bool m_stopping = false;
    bool m_paused = false;
    bool m_waitPending = false; // a startGames() is due (after a game, or -wait's timer)
    bool m_scheduleDone = false;
};

} // namespace arbiter
