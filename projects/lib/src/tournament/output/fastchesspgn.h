// The PGN fastchess 1.8.2 writes (app/src/game/pgn/pgn_builder.cpp), for arbiter-cli's
// fastchess dialect: its tag order, its Termination words (OpenBench reports the games whose
// Termination contains "abandoned", "stalled" or "illegal" as engine errors), game times with
// their UTC offset, and a move kept on one line with its comment, lines of at most 80 columns.
#pragma once

#include "game/game.h"
#include "pgn/pgngame.h"
#include "pgn/pgnwriter.h"
#include "rules/result.h"

#include <QDateTime>

namespace arbiter {

// What fastchess's -pgnout adds to each engine move's comment (nodes= seldepth= nps=
// hashfull= tbhits= timeleft= latency= pv= match_line=) and the notation of the moves
// (notation=san|lan|uci).
struct FastchessPgnFields {
    enum class MoveNotation { San, Lan, Uci };
    bool timeLeft = false;
    bool latency = false;
    bool nodes = false;
    bool selDepth = false;
    bool nps = false;
    bool hashFull = false;
    bool tbHits = false;
    bool pv = false;
    QStringList matchLines; // regular expressions: the last matching engine line of each move
    MoveNotation notation = MoveNotation::San;
};

PgnWriteOptions fastchessPgnWriteOptions(PgnMode mode);

// A player's time control as fastchess writes it in the TimeControl tags (its TimeControl's
// operator<<): "40/60+0.5", "10+0.1", "0.05/move" (st=), "-" without a clock.
std::string fastchessTimeControlTag(const TimeControl& tc);

// The game's end in fastchess's words where Arbiter says more: a disconnection is only
// "White disconnects" (Arbiter adds why: ": no answer to isready before the game ...").
std::string fastchessReason(const GameResult& result);

// fastchess's additions to the record of a finished game (not with min=true): each engine
// move's comment gets the asked-for fields after "score/depth time", in fastchess's order and
// form ("tl=9.880s, latency=0.001s, n=2000, sd=8, nps=400000, hashfull=3, tbhits=0,
// pv=\"e2e4 e7e5\", line=\"...\""), moves are rewritten in fastchess's LAN ("Ng1f3", "e4xd5",
// "e7e8=Q+") for notation=lan, and the engines' own names and authors become the
// EngineWhiteName, EngineWhiteAuthor, EngineBlackName and EngineBlackAuthor tags.
void addFastchessMoveData(PgnGame& record, const Game& game, const FastchessPgnFields& fields);
void setFastchessEngineTags(PgnGame& record, const QString& whiteName, const QString& whiteAuthor,
                            const QString& blackName, const QString& blackAuthor);

// fastchess's [ECO] and [Opening] tags, after the others, for a game of standard chess whose
// start position or a later one is a named opening (pgn/openingclassification.h).
void setFastchessOpeningTags(PgnGame& record);

// Rewrites the tags Arbiter's record writes differently: Termination, GameStartTime and
// GameEndTime ("2026-11-24T14:58:31 +0000"), and the game-end comment in fastchess's words
// (fastchessReason).
void useFastchessTags(PgnGame& record, const GameResult& result, const QDateTime& start,
                      const QDateTime& end);

} // namespace arbiter
