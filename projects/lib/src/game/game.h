// One game between two players: the board, the rules (judges), clocks, adjudication, draw
// offers and the move record. The Game asks the side to move for a move, measures its time,
// checks it on the board and ends the game with the right result and reason text.
#pragma once

#include "board/board.h"
#include "engine/engineconfiguration.h"
#include "game/adjudication.h"
#include "game/compatibility.h"
#include "game/player.h"
#include "game/tablebasejudge.h"
#include "game/timecontrol.h"
#include "rules/ruleset.h"

#include <QElapsedTimer>
#include <QObject>
#include <QStringList>
#include <array>
#include <memory>
#include <vector>

namespace arbiter {

struct GameSettings {
    QString variant = QStringLiteral("standard");
    QString startFen;         // empty: the variant's start position
    QStringList openingMoves; // played before the players move (any notation the board reads)
    std::array<TimeControl, 2> timeControl; // per side (White/Red, Black)
    AdjudicationSettings adjudication;
    // Whose adjudication, clock and time-loss wording the game follows (game/compatibility.h).
    Compatibility compatibility;
    RuleOptions rules;
    // Watchdog for searches without a clock (depth/nodes/infinite): after this long the engine
    // is asked to stop and pinged; an engine that does not answer loses by stalled connection.
    int untimedWatchdogMs = 120000;
    // Jieqi: the seed of the deal of the face-down pieces (0: a random deal per game).
    quint64 dealSeed = 0;
    // r-Mobility: per side, whether the start FEN sent to its engine carries the G token
    // (engine setting rmobfen=). Without r-Mobility it has no effect.
    std::array<EngineConfiguration::RMobilityFen, 2> rMobilityFen{
        EngineConfiguration::RMobilityFen::Auto, EngineConfiguration::RMobilityFen::Auto};
};

struct PlayedMove {
    Move move;
    std::string san;
    QString coordinate;
    MoveEvaluation evaluation;
    qint64 timeMs = -1;   // -1: not timed (opening move)
    qint64 clockMs = -1;  // the mover's clock after the move; -1: no clock (or opening move)
    bool opening = false; // came from the opening suite, not from the player
    bool book = false;    // came from the player's opening book
    bool drawOffer = false;
    // A later part of the turn begun by the previous ply (double-step and stone xiangqi,
    // board/turn.h). A turn's evaluation and time are on its last part.
    bool continuesTurn = false;
};

class Game : public QObject {
    Q_OBJECT
public:
    Game(const GameSettings& settings, Player* white, Player* black, QObject* parent = nullptr);
    ~Game() override;

    // Sets up the board and plays the opening moves; false with *error when the start position
    // or an opening move is invalid. Then asks the players to get ready and starts play.
    bool start(QString* error = nullptr);
    // Ends the game now without a result (e.g. the tournament is interrupted).
    void abort(const QString& reason);
    // Ends the game with the given result (GUI adjudication, resignation by a person).
    void adjudicate(const GameResult& result);
    // Takes back the last `turns` turns of a game in progress (a turn of several parts counts
    // once; 1 takes back the last move, 2 the last move of each side). The board, the judges'
    // histories (repetitions, chases, move counts), the record, the moves the engines are sent
    // and the clocks' move counts go back; the time used stays used: the side to move is
    // charged for its turn so far (no increment), and a taken-back move's increment is taken
    // off again. Draw offers, the adjudication counts and the manager's score rules start
    // afresh. The requests of both players are withdrawn (an engine's search or ponder search
    // is stopped and its answer dropped) and the side to move is asked again. False, and
    // nothing changes, when the game is not in progress or has fewer turns.
    bool takeBack(int turns);

    const GameSettings& settings() const { return m_settings; }
    const Board& board() const { return *m_board; }
    QString startFen() const { return m_startFen; }
    const std::vector<PlayedMove>& moves() const { return m_moves; }
    const GameResult& result() const { return m_result; }
    bool isFinished() const { return m_finished; }
    Player* player(Side side) const { return m_players[side]; }
    const GameClock& clock(Side side) const { return m_clocks[side]; }
    const RuleSet& rules() const { return m_rules; }
    // Draw offers so far: who offered, who rejected (game/drawoffers.h).
    const DrawOfferBook& drawOffers() const { return m_drawOffers; }

signals:
    void started();
    // A move was played; rules() has judged it already (its warnings and counters include it),
    // finished() follows when it ended the game.
    void moveMade(int ply, const QString& san, const arbiter::MoveEvaluation& evaluation);
    void finished(const arbiter::GameResult& result);

private:
    void connectPlayer(Side side);
    void onReady(Side side);
    void requestMove();
    MoveRequest moveRequest(Side side) const;
    void onMoved(Side side, const PlayerTurn& turn, const MoveEvaluation& eval, MoveFlags flags);
    // Draw offers, the adjudicator and the manager's score rules as at the start of a game.
    void resetOffersAndAdjudication();
    // Undoes the last turn on the board, the judges and the record; false at the start.
    bool undoTurn();
    void onResultClaim(Side side, const QString& result, const QString& comment);
    // Registers a draw offer of `side` and passes a new one on to the opponent.
    DrawOfferBook::Outcome offerDraw(Side side, bool onTurn);
    void finish(const GameResult& result);
    bool playOpeningMove(const QString& text, QString* error);
    // Plays and records the parts of one turn (one part in most variants); the turn's text for
    // the engines joins the parts' coordinates with ','. `said`: the turn as the player wrote
    // it, kept as the text when it is that text already (no string of its own).
    void recordTurn(const std::vector<Move>& parts, const MoveEvaluation& eval, qint64 timeMs,
                    bool opening, const QString& said = QString());
    GameSetup setupFor(Side side) const;
    QString startFenFor(Side side) const;
    SearchLimits limitsFor(Side side) const;
    static std::optional<int> adjudicationScore(const MoveEvaluation& eval);
    // The side's loss on time, the time beyond its clock named in the fastchess style.
    GameResult timeLoss(Side side, qint64 overrunMs) const;
    // "White"/"Black", or "Red"/"Black" for xiangqi, in result texts.
    std::string sideText(Side side) const { return sideName(side, m_redBlack); }

    GameSettings m_settings;
    bool m_redBlack = false; // a xiangqi-family variant: Red moves first
    std::array<Player*, 2> m_players;
    std::unique_ptr<Board> m_board;
    RuleSet m_rules;
    Adjudicator m_adjudicator;
    TablebaseJudge m_tablebaseJudge; // -tb
    DrawOfferBook m_drawOffers;
    ManagerScoreRules m_scoreRules; // -drawoffers for UCI engines, -resign mode=sum
    std::array<GameClock, 2> m_clocks;
    QString m_startFen;
    // What each side's engine is told the game started from: empty for the variant's start
    // position ("position startpos"), else the FEN, with r-Mobility's G token as rMobilityFen
    // says (startFenFor()).
    std::array<QString, 2> m_engineStartFen;
    QStringList m_coordinateMoves; // turns since the start FEN, for the engines
    int m_turns = 0;               // turns played (m_moves has one entry per part)
    std::vector<PlayedMove> m_moves;
    GameResult m_result;
    QElapsedTimer m_moveTimer;
    std::array<bool, 2> m_ready{false, false};
    std::array<bool, 2> m_drawClaimPending{false, false}; // CECP "1/2-1/2" before a move
    bool m_started = false;
    bool m_finished = false;
    bool m_waitingForMove = false;
};

} // namespace arbiter
