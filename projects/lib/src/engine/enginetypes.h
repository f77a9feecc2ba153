#pragma once

#include <QFlags>
#include <QMetaType>
#include <QString>
#include <QStringList>

namespace arbiter {

// A position as the engine layer sees it: a start FEN (or "startpos"/empty for the variant's
// start position) plus the moves played since, in Arbiter's internal coordinate notation.
struct EnginePosition {
    QString startFen;
    QStringList moves;

    bool isStartPos() const { return startFen.isEmpty() || startFen == QLatin1String("startpos"); }
    // True when white (red) is to move: from the FEN's side field ("w"/"r" = white/red) and the
    // number of moves since.
    bool whiteToMove() const { return (moves.size() % 2 == 0) == whiteStarts(); }
    // True when white (red) is to move in the start position.
    bool whiteStarts() const;
};

// Time control for the whole game (CECP "level", and the clock model of the game layer).
struct EngineTimeControl {
    int movesPerPeriod = 0; // 0: the whole game
    qint64 baseMs = 0;      // 0 with incrementMs == 0: no clock
    qint64 incrementMs = 0;
    qint64 moveTimeMs = 0; // fixed time per move (CECP "st")
    int depth = 0;         // CECP "sd"
    qint64 nodes = 0;      // node limit (CECP "nps" with "st 1")

    bool hasClock() const { return baseMs > 0 || incrementMs > 0; }
};

// Everything an engine needs to know before the first move of a game.
struct GameSetup {
    QString variant = QStringLiteral("standard");
    bool chess960 = false;
    bool engineIsWhite = true; // the side this engine plays (red in xiangqi)
    QString opponentName;
    bool opponentIsHuman = false;
    EngineTimeControl timeControl;
    bool ponder = false;
    // -1: decide from the variant name (xiangqi family); 0/1: force off/on.
    int xiangqiCoordinates = -1;

    bool usesXiangqiCoordinates() const;
};

// Limits for one search. A clock (own/opponent time) and depth/nodes/movetime may be combined
// as the protocol allows; infinite wins over everything.
struct SearchLimits {
    qint64 ownTimeMs = -1; // remaining clock time, -1: no clock
    qint64 oppTimeMs = -1;
    qint64 ownIncMs = 0;
    qint64 oppIncMs = 0;
    int movesToGo = 0;
    qint64 moveTimeMs = 0;
    int depth = 0;
    qint64 nodes = 0;
    bool infinite = false;
    // When > 0, the Engine emits deadlineExceeded() if no move arrived this many ms after go,
    // then asks the engine to stop and pings it: no answer within the ping timeout -> stalled().
    qint64 deadlineMs = 0;
};

enum class MoveFlag {
    None = 0,
    OffersDraw = 1, // CECP "offer draw" before the move, UCCI "bestmove X draw"
    Resigns = 2,    // UCCI "bestmove X resign": the move is not to be played
    ClaimsResult =
        4,           // CECP result claim sent while thinking (e.g. "1/2-1/2" before a drawing move)
    NoMove = 8,      // "bestmove (none)", "0000", UCCI "nobestmove": the move string is empty
    Unreadable = 16, // the engine's move token is not text a move parser can read
    Book = 32        // the move came from the player's opening book, not from a search
};
Q_DECLARE_FLAGS(MoveFlags, MoveFlag)
Q_DECLARE_OPERATORS_FOR_FLAGS(MoveFlags)

} // namespace arbiter

Q_DECLARE_METATYPE(arbiter::MoveFlags)
