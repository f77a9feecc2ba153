// One game of the GUI, shown in one tab: a game being played (human or engine on each side,
// clocks, requests), a finished game, or a record (both sides moved by hand, variations kept).
// It owns the engines, the players and the library's Game, keeps every move in a MoveTree and
// tells the window what changed. Draw offers travel by the Game's rules (an offer stands for the
// opponent's next move; engines answer through their protocol, UCI engines by the band rule);
// between two people the other one answers at the board. Take-back is the library Game's
// (Game::takeBack): board, rules, record and clocks go back, the time already used stays used.
// An online game (startOnline) is played in a room of arbiter-server instead: the session's
// OnlineGame (gui/online/onlinegame.h) keeps the room as the server tells it and answers the
// questions below that a game being played answers (moves, clocks, requests), so that the tab
// and the docks show it as any other game.
#pragma once

#include "engine/engine.h"
#include "engine/engineconfiguration.h"
#include "game/drawoffers.h"
#include "game/game.h"
#include "game/requestbudget.h"
#include "gui/game/movetree.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <array>
#include <memory>

namespace arbiter {
class HumanPlayer;
} // namespace arbiter

namespace arbiter::gui {

class OnlineClient;
class OnlineGame;

struct PlayerChoice {
    bool human = true;
    QString name = QStringLiteral("Human");
    EngineConfiguration engine; // when not human
};

struct SessionSettings {
    QString variant = QStringLiteral("standard");
    QString startFen; // empty: the variant's start position
    std::array<PlayerChoice, 2> players;
    std::array<TimeControl, 2> timeControl; // default: no clock
    RuleOptions rules;
    RequestLimits limits;
    // How draw offers travel (the library's rules, docs/draw-offers.md): the GUI's request limits
    // govern how often a person may offer, and UCI engines answer by the dead-band rule on their
    // own scores, spoken for them by the Game.
    DrawOfferSettings drawOffers{0, true, 20, 10};
    QString event = QStringLiteral("Arbiter game");
    QString site;
};

class GameSession : public QObject {
    Q_OBJECT
public:
    enum class Mode { Playing, Finished, Recording };
    enum class Request { None, TakeBack, Draw };

    explicit GameSession(QObject* parent = nullptr);
    ~GameSession() override;

    // ---- Starting ----
    // Plays a game: starts the engines and the library Game. False with *error when the
    // variant, FEN or rules refuse.
    bool startGame(const SessionSettings& settings, QString* error);
    // An empty record from a position (both sides moved by hand).
    bool startRecording(const QString& variant, const QString& fen, QString* error);
    // A game read from PGN, shown as finished (recording can be switched on).
    bool loadPgn(const PgnGame& game, QString* error);
    // A room of arbiter-server through `client` (started; the session owns it from now on). The
    // board shows `variant` until the server tells the room's; the game begins when the server
    // says so. Never in record mode.
    void startOnline(OnlineClient* client, const QString& variant);
    // The online room, or nullptr for a game played here.
    OnlineGame* online() const { return m_online; }
    bool isOnline() const { return m_online != nullptr; }
    // The side the person plays when they play one side only (the board is seen from it); NoSide
    // otherwise.
    Side ownSide() const;
    // Whether closing the game's tab should be confirmed: a game the person is playing.
    bool asksBeforeClosing() const;

    Mode mode() const { return m_mode; }
    const SessionSettings& settings() const { return m_settings; }
    bool isXiangqi() const;
    QString title() const;

    // ---- Position and moves ----
    const MoveTree& tree() const { return m_tree; }
    const MoveTree::Node* current() const { return m_current; }
    // The position after the current node.
    const Board& board() const { return *m_board; }
    // Playing and looking at the newest position.
    bool isLive() const;
    // Whether the person may move `side`'s pieces on the board now.
    bool canMove(Side side) const;
    // A move entered on the board (legal in board()); false when it is not taken.
    bool enterMove(Move move);
    // A turn entered on the board: its parts (one in most variants), the first legal in
    // board(). Recording takes any parts (the tree holds plies); a game takes whole turns only
    // and receives them as one text joined by ',' (board/turn.h).
    bool enterTurn(const std::vector<Move>& parts);

    void goTo(const MoveTree::Node* node);
    void goFirst();
    void goBack();
    void goForward();
    void goLast();
    // Record mode for a finished game (new moves become variations) or back to browsing.
    void setRecording(bool on);
    // Record mode: removes the current move and what follows; makes its line the main line.
    void deleteCurrentMove();
    void promoteCurrentLine();
    void setComment(const MoveTree::Node* node, const QString& comment);

    // ---- Players and clocks ----
    QString playerName(Side side) const;
    bool isHuman(Side side) const;
    // The engine playing `side`, nullptr for a person and once the game has ended (the engines
    // quit then).
    Engine* engine(Side side) const;
    bool hasClock(Side side) const;
    // Remaining time now (the side to move's clock runs), -1 without a clock. Once the game
    // has ended: the time left at its end (a side that lost on time has none left).
    qint64 clockMs(Side side) const;
    bool isClockRunning(Side side) const;

    // ---- Requests (the limits of docs/gui.md) ----
    const RequestBudget& budget() const;
    bool canTakeBack(Side side) const;
    void requestTakeBack(Side side);
    bool canOfferDraw(Side side) const;
    void offerDraw(Side side);
    // The opponent's draw offer stands for this human: accepting ends the game.
    bool hasDrawOfferFor(Side side) const;
    void acceptDraw(Side side);
    bool canResign(Side side) const;
    void resign(Side side);
    // A request from one person to the other, waiting for an answer.
    Request pendingRequest() const { return m_pending; }
    Side pendingRequestSide() const { return m_pendingSide; }
    void answerRequest(bool accept);
    // Nobody answered in time (ten seconds, docs/gui.md): declined, and said so, not as a
    // refusal. Online the server says when a request lapses.
    void requestLapsed();
    // The seconds the person has to answer the pending request (10 here; what the server says
    // is left online).
    int requestAnswerSeconds() const;
    // How the shown position ends the game by itself (mate, stalemate, the variants' own
    // ends), none when play can go on. Record mode takes no moves after such an end.
    GameResult positionResult() const;
    // Ends a running game from the menu (adjudication).
    void adjudicate(const GameResult& result);
    const GameResult& result() const { return m_result; }

    // ---- Information for the docks ----
    // What the judges of the running game say about the newest position, read after they have
    // seen its move. Warnings (docs/gui.md, "Rule warnings and counters"): the verdict another
    // occurrence of a xiangqi position would bring, the move-count rule in its last moves, in
    // English / Chinese. Before the first move, also what the start position's FEN was accepted
    // with (Board::fenWarnings: a rule-book diagram's soldier behind its start rank).
    QStringList ruleWarnings() const;
    // Counters: the xiangqi move-count countdown, r-Mobility's current and accreted G-scores.
    QStringList ruleCounters() const;
    // Both, one per line; empty when there is nothing to say.
    QString ruleStatus() const;
    // What the status line says of the session besides messages and counters: an online game's
    // connection ("Reconnecting..."), an away opponent, the place in the queue.
    QStringList statusNotes() const;
    const QStringList& debugLog() const { return m_debugLog; }
    // The engine's thinking lines for its current or latest move (newest last).
    const QVector<MoveEvaluation>& thinkingLines(Side side) const { return m_thinking[side]; }
    // The ply those lines were searched at (their PVs start after that many main-line moves).
    int thinkingPly(Side side) const { return m_thinkingPly[side]; }
    // The position after `ply` main-line moves.
    std::unique_ptr<Board> boardAtPly(int ply) const;
    // PGN tags of the game (Seven Tag Roster and more), in order.
    const QVector<QPair<QString, QString>>& tags() const { return m_tags; }
    void setTag(const QString& name, const QString& value);
    PgnGame toPgn() const;

signals:
    void positionChanged(bool animate);
    void treeChanged();
    // Buttons, permissions, clocks, mode: anything the controls show.
    void stateChanged();
    void gameFinished(const arbiter::GameResult& result);
    void engineThinking(int side, const arbiter::MoveEvaluation& evaluation);
    // The thinking lines were dropped (they were about a move taken back).
    void thinkingReset();
    void debugLine(const QString& line);
    void message(const QString& text);
    // A person has to answer the other one's request (accept/decline).
    void requestAsked(const QString& text);
    // The request waiting for an answer is settled (online: by the server, a move withdraws it).
    void requestSettled();
    // The side the person plays changed (online: seated, or colours swapped for a rematch).
    void seatChanged();

private:
    friend class OnlineGame; // an online game keeps the tree, mode and result from the server
    void shutDownEngines();
    bool launchGame(QString* error);
    void dropGame();
    void onMoveMade();
    void onFinished(const GameResult& result);
    void startTurnClock();
    void stopClocks(const GameResult& result);
    void takeBackTurns(int turns);
    void settleRequest(bool accept, bool lapsed);
    void setCurrent(const MoveTree::Node* node, bool animate);
    HumanPlayer* human(Side side) const;
    int fullMovesPlayed() const;
    int ownMovesMade(Side side) const;
    QString sideText(Side side) const;
    void initTags();

    SessionSettings m_settings;
    Mode m_mode = Mode::Recording;
    MoveTree m_tree;
    const MoveTree::Node* m_current = nullptr;
    std::unique_ptr<Board> m_board;

    std::array<QPointer<Engine>, 2> m_engines;
    std::array<Player*, 2> m_players{nullptr, nullptr};
    Game* m_game = nullptr;
    bool m_restarting = false;
    bool m_fromPgn = false; // read from a PGN file (its tab title says so)
    QElapsedTimer m_turnClock;
    // The clocks when the turn began: the Game charges a turn only when it is played, so a
    // resignation, an adjudication or a flag fall ends the game with the turn uncharged.
    std::array<qint64, 2> m_turnStartMs{0, 0};
    std::array<qint64, 2> m_finalClockMs{-1, -1}; // set when the game ends
    GameResult m_result;

    RequestBudget m_budget;
    std::array<bool, 2> m_offerOutstanding{false, false}; // a person's offer waits for an answer
    Request m_pending = Request::None;
    Side m_pendingSide = NoSide;

    QStringList m_debugLog;
    std::array<QVector<MoveEvaluation>, 2> m_thinking;
    std::array<int, 2> m_thinkingPly{-1, -1};
    QVector<QPair<QString, QString>> m_tags;
    OnlineGame* m_online = nullptr; // a child: online games only
};

} // namespace arbiter::gui
