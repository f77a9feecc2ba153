#pragma once

#include "engine/engineconfiguration.h"
#include "engine/enginelink.h"
#include "engine/engineprocess.h"
#include "engine/enginetypes.h"
#include "engine/evaluationcapture.h"
#include "engine/moveevaluation.h"

#include <QByteArray>
#include <QDeadlineTimer>
#include <QObject>
#include <QTimer>
#include <QVector>
#include <atomic>
#include <deque>
#include <memory>
#include <string_view>

namespace arbiter {

class ProtocolAdapter;

// One chess/xiangqi engine process driven over UCI, CECP (xboard) or UCCI. The game layer talks
// to it in protocol-neutral terms (new game, position + limits, stop, draw offer) and gets
// protocol-neutral signals back; the protocol adapters do the translation. All engines live in
// the event loop of the thread that owns them. Signals are emitted while a line of the engine is
// being handled: never delete an Engine from a slot connected to it (use deleteLater()).
class Engine : public QObject {
    Q_OBJECT
public:
    enum class State { NotStarted, Starting, Idle, Thinking, Pondering, Quitting, Finished };
    // EveryLine: parse every info/thinking line and emit thinking() (GUI). FinalOnly: keep the
    // last scoring line raw and parse it once when the move arrives (CLI, lowest overhead): score,
    // depth, time, nodes and the like, but no PV, which nothing downstream of a tournament uses.
    enum class EvaluationMode { EveryLine, FinalOnly };

    explicit Engine(const EngineConfiguration& config, QObject* parent = nullptr);
    ~Engine() override;

    const EngineConfiguration& configuration() const { return m_config; }
    int id() const { return m_id; }
    State state() const { return m_state; }
    // The configured name, else the engine's own (id name, myname), else the program's file name.
    QString name() const;
    QString idName() const { return m_idName; }
    QString idAuthor() const { return m_idAuthor; }
    // Variants the engine announced, with Arbiter's names ("standard", "fischerandom", ...).
    QStringList supportedVariants() const { return m_variants; }
    bool supportsVariant(const QString& variant) const;
    const EngineOptionList& options() const { return m_options; }
    // The dialect in force: detected from the engine's name, then the configured overrides.
    XiangqiDialect dialect() const { return m_dialect; }
    const MoveEvaluation& lastEvaluation() const { return m_eval; }

    void setEvaluationMode(EvaluationMode mode) { m_evalMode = mode; }
    // What the engine keeps of each search besides its evaluation (fastchess's records).
    void setEvaluationCapture(const EvaluationCapture& capture);
    EvaluationMode evaluationMode() const { return m_evalMode; }
    // Timeouts before scaling by the configuration's timeoutScale.
    void setHandshakeTimeout(int ms) { m_handshakeTimeoutMs = ms; }
    void setPingTimeout(int ms) { m_pingTimeoutMs = ms; }
    // The time the ping after a new game (ucinewgame, then isready) may take; 0: the ping
    // timeout (fastchess's -ucinewgame-ms).
    void setNewGameTimeout(int ms) { m_newGameTimeoutMs = ms; }
    int pingTimeout() const { return m_pingTimeoutMs; }
    // The time-out of the last ping sent (the new-game one after a new game), before scaling.
    int lastPingTimeout() const { return m_lastPingTimeoutMs; }
    void setQuitGracePeriod(int ms) { m_quitGraceMs = ms; }
    int scaledTimeout(int ms) const;

    // Starts the process and the handshake; ready() or startFailed() follows.
    void start();
    // The CPUs the engine's process may run on, now or from its next start (EngineProcess).
    bool setCpus(const std::vector<int>& cpus) { return m_process.setCpus(cpus); }
    // startFailed() came from a lack of descriptors or memory on the manager's side.
    bool startFailedOutOfResources() const { return m_process.startFailedOutOfResources(); }
    // Sets an option by name after validating it against what the engine announced. Returns an
    // empty string on success, else the problem. Allowed when idle.
    QString setOption(const QString& name, const QString& value);

    void newGame(const GameSetup& setup);
    // Search the position for a move: moveMade() follows (or resigned()/resultClaimed()).
    void go(const EnginePosition& position, const SearchLimits& limits);
    // UCI/UCCI: search the position (which ends with the expected opponent move) while the
    // opponent thinks. ponderHit() turns it into the real search; stop() discards it.
    void ponder(const EnginePosition& position, const SearchLimits& limits);
    // The opponent played the expected move: the ponder search becomes the search for this
    // move. `limits` are the real search's (the engine has its clocks from the ponder command);
    // only their deadline is used, counted from now.
    void ponderHit(const SearchLimits& limits = SearchLimits());
    // Thinking: move now (the move is reported). Pondering: abandon the ponder search.
    void stop();
    // Ends any search, thinking or pondering, whose answer is no longer wanted (the game ended,
    // a move was taken back): the answer is dropped when it comes, and the engine is pinged so
    // that one that never answers is found out (isSettled(), stalled()).
    void cancelSearch();
    // Checks the engine still answers (isready / ping N); stalled() if not within the timeout.
    void ping();
    // Idle and owing nothing: no ping unanswered, no stopped search whose move is still due (or
    // not started yet, or still in its handshake: nothing of a game is owed).
    // An engine that is not settled after a game (it lost on time while thinking, say) is
    // best not given a new game until settled() (or stalled()) says how it ended.
    bool isSettled() const;
    // Whether the process is to be replaced between games: restart=on, or restart=auto with a
    // CECP engine that announced "feature reuse=0" (cutechess-cli's meaning of auto).
    bool restartsBetweenGames() const;
    // It was killed for not answering (stalled()), as opposed to exiting or crashing by itself.
    bool hasStalled() const { return m_stalled; }
    // The opponent offers a draw (CECP "draw"; UCCI "go draw"/"ponderhit draw" next; UCI: none).
    void sendDrawOffer();
    // Tells the engine the game is over (CECP "result"); stops any search.
    void endGame(const QString& result, const QString& comment = QString());
    void quit();
    void kill();

signals:
    void ready();
    void startFailed(const QString& reason);
    void thinking(const arbiter::MoveEvaluation& evaluation);
    void moveMade(const QString& move, const QString& ponderMove, arbiter::MoveFlags flags);
    void drawOffered();
    void resigned();
    void resultClaimed(const QString& result, const QString& comment);
    void illegalMoveReported(const QString& move, const QString& reason);
    void errorReported(const QString& text);
    void message(const QString& text); // info string, telluser, tellics, ...
    void crashed(const QString& reason);
    void pingAnswered();
    // No answer to a ping, or no move after "stop", within the ping timeout: the engine is
    // killed (state Finished) and exited() follows.
    void stalled();
    // The engine owed answers after an abandoned search and has now given them (isSettled()).
    void settled();
    void deadlineExceeded();
    void traffic(const arbiter::EngineTraffic& line);
    void exited();

protected:
    void connectNotify(const QMetaMethod& signal) override;

private:
    // The adapter's view of this engine (engine/enginelink.h): its text goes out through
    // send(), what it read comes back as events for apply(); the rest is read-only.
    class Link final : public EngineLink {
    public:
        explicit Link(Engine& engine) : e(engine) {}
        void send(std::string_view line) override { e.send(line); }
        bool apply(EngineEvent& event) override { return e.apply(event); }
        const EngineConfiguration& configuration() const override { return e.m_config; }
        int scaledTimeout(int ms) const override { return e.scaledTimeout(ms); }
        const EngineOptionList& options() const override { return e.m_options; }
        QString idAuthor() const override { return e.m_idAuthor; }
        const XiangqiDialect& dialect() const override { return e.m_dialect; }
        bool usesXiangqiCoordinates() const override { return e.m_xiangqi; }
        bool isStarting() const override { return e.m_state == State::Starting; }
        bool isSearching() const override { return e.isSearching(); }
        bool awaitsMove() const override {
            return e.m_state == State::Thinking || e.m_discardBestMoves > 0;
        }
        bool whiteToMove() const override { return e.m_whiteToMove; }
        bool wantsEveryLine() const override { return e.m_evalMode == EvaluationMode::EveryLine; }
        bool hasMessageListeners() const override { return e.hasMessageListeners(); }
        const MoveEvaluation& lastEvaluation() const override { return e.m_eval; }
        void flipScoreIfNeeded(EngineScore* score) const override { e.flipScoreIfNeeded(score); }

    private:
        Engine& e;
    };

    // What the adapter read, applied (engineevents.cpp).
    bool apply(EngineEvent& event);
    void send(std::string_view line);
    void send(const QString& line);
    void send(const char* line) { send(std::string_view(line)); }
    void handshakeDone();   // the protocol's handshake finished
    void finishHandshake(); // options sent: sync (ping) and become ready
    void readVariants();    // m_variants from what the engine announced
    void answerReceived();  // readyok / pong
    void addOption(const EngineOption& option);
    void chooseOption(const QString& name, const QString& value);
    // Returns true when the move was taken as the answer of the current search.
    bool finishSearch(const QString& move, const QString& ponder, MoveFlags flags);
    void reportEngineResign();
    void applyEvaluation(MoveEvaluation& evaluation, bool mainLine, bool shown);
    bool hasMessageListeners() const;
    bool hasTrafficListeners() const;
    void storeScoreLine(std::string_view line);
    void flipScoreIfNeeded(EngineScore* score) const;
    bool isSearching() const { return m_state == State::Thinking || m_state == State::Pondering; }
    void detectDialect(bool usemillisec);
    void applyConfiguredOptions();

    // --- own plumbing ---
    void onLine(std::string_view line);
    void onProcessExited(int exitCode, bool crashedBySignal);
    void startSearch(const EnginePosition& position, const SearchLimits& limits, bool ponder);
    void startDeadline(const SearchLimits& limits);
    // The search has no deadline any more (its timer may run on: see m_deadlineTimer).
    void clearDeadline() { m_deadline = QDeadlineTimer(QDeadlineTimer::Forever); }
    void onDeadlineTimer();
    void startPingTimer(int ms) {
        m_pingTimer.start(ms);
        m_pingTimerRunning = true;
    }
    void stopPingTimer() {
        if (!m_pingTimerRunning) return;
        m_pingTimer.stop();
        m_pingTimerRunning = false;
    }
    void fail(const QString& reason);
    void stall();
    bool owesStopAnswer() const;
    void emitIfSettled();
    void abandonSearch();
    void onDeadline();
    struct HeldMove {
        bool valid = false;
        QString move;
        QString ponder;
        MoveFlags flags;
    };
    HeldMove m_heldPonderMove; // a ponder search that ended before ponderhit

    // Lines sent inside a batch reach the process in one write when the outermost batch ends.
    struct WriteBatch {
        explicit WriteBatch(Engine& engine) : e(engine) { ++e.m_batchDepth; }
        ~WriteBatch() {
            if (--e.m_batchDepth == 0) e.m_process.flush();
        }
        Engine& e;
    };

    EngineConfiguration m_config;
    int m_id;
    int m_batchDepth = 0;
    State m_state = State::NotStarted;
    EvaluationMode m_evalMode = EvaluationMode::EveryLine;
    EngineProcess m_process;
    Link m_link{*this};
    std::unique_ptr<ProtocolAdapter> m_adapter;
    QString m_idName;
    QString m_idAuthor;
    QStringList m_variants;
    EngineOptionList m_options;
    XiangqiDialect m_dialect;
    bool m_xiangqi = false;    // the current game uses xiangqi coordinates
    bool m_whiteToMove = true; // side to move in the current search (for whitepov)
    QString m_sideStartFen;    // the start FEN m_whiteStarts was read from
    bool m_whiteStarts = true;
    bool m_drawOfferPending = false;
    bool m_garbageReported = false;
    bool m_handshakeSyncPending = false;
    bool m_optionsReannounced = false; // asked for the options again (VariantPath)
    bool m_reuseRefused = false;       // CECP "feature reuse=0"
    bool m_stalled = false;            // killed by stall()
    int m_discardBestMoves = 0;        // answers of abandoned searches still to come
    int m_pingsOutstanding = 0;
    bool m_stopSent = false;       // the current search was told to stop (deadline)
    bool m_settledPending = false; // settled() is due once nothing is owed
    MoveEvaluation m_eval;
    QByteArray m_lastScoreLine; // FinalOnly mode: the last scoring line, raw
    EvaluationCapture m_capture;
    bool m_storedLineExact = false; // m_lastScoreLine has no lowerbound/upperbound
    QStringList m_watchedMatches;   // per watched line, this search's last match (empty: none)
    ScoreLines m_scoreLines;        // keepScoreLines: this search's scoring lines
    int m_handshakeTimeoutMs = 35000;
    int m_pingTimeoutMs = 10000;
    int m_newGameTimeoutMs = 0;
    int m_lastPingTimeoutMs = 10000;
    bool m_newGamePing = false; // the next ping follows a new game
    int m_quitGraceMs = 2000;
    QTimer m_handshakeTimer;
    QTimer m_pingTimer;
    bool m_pingTimerRunning = false; // (not asked of the timer at every move)
    // The current search's deadline (Forever: none) and the timer that fires no later than it.
    // The timer is not stopped when a search ends, nor started again for each search while it
    // is due no later than the new deadline (starting and stopping a timer per ply cost about
    // 600 instructions and Qt's timer bookkeeping): when it fires before the deadline it is set
    // for the time left, when no search has a deadline it does nothing.
    QDeadlineTimer m_deadline{QDeadlineTimer::Forever};
    QDeadlineTimer m_deadlineTimerDue;
    QTimer m_deadlineTimer;
    GameSetup m_setup;
    // Whether traffic() or message() ever had a listener (connectNotify): only then is Qt asked
    // whether they have one now, which every engine line would otherwise ask.
    std::atomic<bool> m_trafficConnected{false};
    std::atomic<bool> m_messageConnected{false};
};

} // namespace arbiter
