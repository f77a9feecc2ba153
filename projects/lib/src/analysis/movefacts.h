// The coach's first facts about a move (docs/gui-analysis.md, "Why a move"): what a move does,
// read off the board and the engine's line that follows it, never guessed. Each fact carries
// the line that shows it and a sentence in English and in Chinese, in the game's notation.
//  - Capture: the move takes a piece.
//  - Check and Mate: the move checks, or mates (the board says so).
//  - Material: by the end of the cited line (the move and the engine's line after it), the
//    mover has won or lost material: the pieces each side took, compared by value (chess:
//    1/3/3/5/9; xiangqi: soldier 1, advisor and elephant 2, horse 4, cannon 4.5, chariot 9).
//  - ForcedMate: the cited line ends in mate of the mover's opponent: "mates in N" (N of the
//    mover's moves, this one included). AllowsMate: it ends in mate of the mover ("allows mate
//    in N", N of the opponent's moves): what a blunder lets the opponent do.
//  - Threat and Fork: after the move the mover could take one (two or more: a fork) of the
//    opponent's pieces it could not take before, for profit: a piece worth more than its
//    attacker, or one the opponent could not take back (undefended). Seen by giving the mover
//    the move again, so not after a check (which the opponent must answer first), nor in the
//    variants with pockets, face-down pieces or a stone.
//  - Parry and StillAttacked: pieces of the mover the opponent could have taken for profit,
//    had it the move before this one, that it no longer can after it (the threat answered), or
//    still can (left attacked).
//  - ForbiddenRepetition, MoveLimitNear, MobilityScore: the rules' facts (rulefacts.h).
//  - Allows: for a mistake, what the opponent's best reply does (allowedreply.h); the callers
//    that know a move is a mistake ask for it, explainMove() does not say it.
// The line is cut where it stops being legal, so a fact never rests on a move the board refuses.
#pragma once

#include "board/board.h"

#include <QString>
#include <QStringList>
#include <vector>

namespace arbiter::coach {

class GameRules;

enum class FactKind {
    Capture,
    Check,
    Mate,
    Material,
    ForcedMate,
    AllowsMate,
    Threat,
    Fork,
    Parry,
    StillAttacked,
    Pin,
    DiscoveredCheck,
    DiscoveredAttack,
    CannonScreen,
    HorseLegBlocked,
    ElephantEyeBlocked,
    NamedMate,
    MateThreat,
    ForbiddenRepetition,
    MoveLimitNear,
    Allows,
    MobilityScore
};

struct MoveFact {
    FactKind kind = FactKind::Capture;
    std::vector<PieceType> won;    // Capture: the piece taken; Material: the mover's captures;
                                   // Threat, Fork, DiscoveredAttack, CannonScreen: the pieces
                                   // threatened (CannonScreen's check: none); Parry and
                                   // StillAttacked: the mover's pieces concerned; Pin: the
                                   // pinned piece; HorseLegBlocked, ElephantEyeBlocked: the
                                   // pieces blocked
    std::vector<Square> squares;   // where those pieces stand after the move
    std::vector<PieceType> lost;   // Material: the opponent's captures
    std::vector<PieceType> behind; // Pin: the piece the pinned one shields
    std::vector<Square> behindSquares;
    int mateIn = 0;   // ForcedMate, AllowsMate, MateThreat: the mating side's moves to mate
    QString mateName; // NamedMate: the mate's Chinese name (马后炮 ...)
    QStringList line; // the moves that show it, from the move on, in the notation
    // Allows (allowedreply.h): the facts of the opponent's reply the sentence says.
    std::vector<MoveFact> replyFacts;
    QString english;
    QString chinese;
};

// Value of a piece in tenths of a soldier or pawn (chess and xiangqi values above).
int pieceValue(BoardFamily family, PieceType type);

// Facts of `move` played on `before`, with `lineAfter` the engine's line from the position after
// the move and `nullMoveLine` its line from that position with the mover to move again (the
// mate threats; empty when not searched), both in coordinate notation (as engines and
// MoveEvaluation::pv give them). `notation` writes the cited lines (Notation::ChineseSimplified
// for xiangqi, San for chess, as the GUI's default). `rules` are the game's judges (its
// RuleOptions: r-Mobility's G-score is said only in r-Mobility games), kept across the moves of
// one game; without them the default rules judge a replay of the board's history.
std::vector<MoveFact> explainMove(const Board& before, Move move, const QStringList& lineAfter,
                                  Notation notation, const QStringList& nullMoveLine = {},
                                  GameRules* rules = nullptr);

} // namespace arbiter::coach
