// Plays one seat of an online room with an engine (docs/online.md, "Engines in rooms"). The
// server's seated engines (arbiter-server's engineseat.h) and arbiter-cli's bot (docs/cli.md)
// both feed it the room's events as the seat's member receives them (the JSON of snapshot,
// start, move, takeback, request, end, presence) and carry out what it decides, which it says
// with signals:
//  - on its turn the engine searches the public position (the start FEN and the turns as the
//    events give them: in jieqi it never learns the deal) under limits made from the room's
//    clock (online/enginelimits.h), and its move goes to the room;
//  - take-back requests are granted (as the GUI grants them against an engine), draw offers
//    answered and made by online/enginedraws.h;
//  - a game whose opponent has been away for the grace period is claimed (won);
//  - the engine runs through the library's EnginePlayer, as in the GUI's engine games. A
//    process that crashes, hangs or plays an illegal move loses the game in progress
//    (forfeit()); a new process is started for the next game.
// It keeps no rules of a room: the room checks every move and decides every end.
#pragma once

#include "board/board.h"
#include "engine/engineconfiguration.h"
#include "online/enginedraws.h"
#include "online/enginelimits.h"
#include "online/roomclock.h"
#include "rules/result.h"

#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QTimer>
#include <memory>

namespace arbiter {
class Engine;
class EnginePlayer;
struct MoveEvaluation;
struct PlayerTurn;
} // namespace arbiter

namespace arbiter::online {

class EnginePilot : public QObject {
    Q_OBJECT
public:
    struct Settings {
        EngineTiming timing;
        DrawOfferSettings draws = engineDrawSettings();
    };

    EnginePilot(const EngineConfiguration& config, const Settings& settings,
                QObject* parent = nullptr);
    ~EnginePilot() override;

    // Starts the engine process; started() follows once it has answered its handshake and
    // plays `variant`, else startFailed().
    void start(const QString& variant);
    // One message of the room as the seat's member receives it; others are ignored.
    void onEvent(const QJsonObject& event);

    QString engineName() const;
    Side side() const { return m_side; }
    bool inGame() const { return m_inGame; }
    qint64 lastEvent() const { return m_lastEvent; }
    // The games that ended while the pilot played them.
    int gamesFinished() const { return m_gamesFinished; }

signals:
    void started();
    void startFailed(const QString& reason);
    // The engine's turn, `ply` the turns the position had (the move message's `ply`).
    void move(const QString& turn, int ply);
    void answer(bool accept);
    void offerDraw();
    void resign();
    void claimWin();
    // The engine lost the game in progress by its own fault: its process crashed
    // (Disconnection), stopped answering (StalledConnection) or played an illegal move.
    void forfeit(arbiter::GameResult::Termination termination, const QString& why);
    void gameEnded(const QJsonObject& end);
    // An event does not follow from the ones before (a number or a turn missed): the client
    // should ask for the room again (sync or a snapshot).
    void outOfSync();

private:
    void createEngine();
    bool engineAlive() const;
    void readRules(const QJsonObject& rules);
    // A game in progress from a start event or a snapshot's game; false when it cannot be
    // followed (an unknown variant or FEN, a turn that is not legal).
    bool setUpGame(const QJsonObject& game);
    bool applyTurn(const QString& text);
    void prepareGame();
    void maybeGo();
    void stopThinking();
    void onRequest(const QJsonObject& event);
    void onPresence(const QJsonObject& event);
    void onMoved(const PlayerTurn& turn, const MoveEvaluation& evaluation, MoveFlags flags);
    void onEngineLost(GameResult::Termination termination, const QString& why);
    void answerDraw(bool accept);

    EngineConfiguration m_config;
    Settings m_settings;
    QString m_variantToCheck; // start(): the variant the engine must play
    std::unique_ptr<Engine> m_engine;
    std::unique_ptr<EnginePlayer> m_player;
    bool m_everStarted = false;
    bool m_prepared = false;  // the engine has the current game (prepare() answered)
    bool m_preparing = false; // prepare() sent, no answer yet

    RoomTimeControl m_timeControl;
    int64_t m_firstMoveMs = 30000;
    qint64 m_lastEvent = 0;
    Side m_side = NoSide;
    bool m_inGame = false;
    QString m_variant;
    std::string m_startFen;   // the game's (public)
    QString m_engineStartFen; // empty: the variant's start position
    std::unique_ptr<Board> m_board;
    QStringList m_turns;
    QJsonObject m_clock;
    int m_thinkingFor = -1; // the turn count the current search is for; -1: none
    EngineDraws m_draws;
    bool m_drawWaits = false; // the opponent's draw offer waits for the engine's move
    QTimer m_drawAnswerTimer; // answers it by the band rule before the room's limit
    QTimer m_claimTimer;      // the opponent's grace period
    int m_gamesFinished = 0;
};

} // namespace arbiter::online
