// The record of one game as PGN carries it: tag pairs, the variant and start position, the moves
// (main line plus nested variations) with their text, comments and NAGs, the result and the
// termination comment. Built move by move by a game in progress (one emplace per ply, no board
// copies) and filled by PgnReader; written by PgnWriter.
#pragma once

#include "board/board.h"
#include "board/types.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace arbiter {

struct PgnTag {
    std::string name;
    std::string value;
};

enum class PgnResult : uint8_t { Unknown, WhiteWins, BlackWins, Draw };

// "1-0", "0-1", "1/2-1/2", "*".
std::string_view pgnResultToken(PgnResult result);
// Accepts the four PGN tokens plus the common spellings "1/2", "½-½" and "0.5-0.5"; returns
// false for anything else.
bool parsePgnResult(std::string_view token, PgnResult* result);

struct PgnVariation;

// One move of a line. `text` is the move as recorded (SAN from the game layer, or the token
// read from a file); PgnGame::moveTextNotation says which notation, when known.
struct PgnMove {
    Move move;
    std::string text;
    std::string commentBefore; // "{...}" written before the move (and its number)
    std::string commentAfter;  // "{...}" written after the move, e.g. "+0.25/12 0.53s"
    std::vector<uint8_t> nags; // $n annotations; "!" is 1, "?" 2, "!!" 3, "??" 4, "!?" 5, "?!" 6
    // A later part of the turn begun by the previous move (double-step and stone xiangqi):
    // written joined to it with ',' ("h2e2,S@e5"), one move number per turn.
    bool continuesTurn = false;
    // Alternatives to this move (PGN RAVs written after it), each starting from the position
    // before this move.
    std::vector<PgnVariation> variations;
};

struct PgnVariation {
    std::vector<PgnMove> moves;
};

class PgnGame {
public:
    // The Seven Tag Roster in its standard order.
    static const std::vector<std::string>& sevenTagRoster();

    // Empties the record but keeps allocated capacity (the reader reuses one record per game).
    void clear();

    // ---- Tags ----
    // Every tag except the ones the record models itself (Result, Variant, FEN, SetUp), in
    // insertion order. The writer puts the Seven Tag Roster first, whatever the order here.
    const std::vector<PgnTag>& tags() const { return m_tags; }
    // Value of a tag; Result, Variant, FEN and SetUp answer from the modelled fields. Empty
    // (and *found false) when absent.
    std::string tag(std::string_view name, bool* found = nullptr) const;
    bool hasTag(std::string_view name) const;
    // Adds or replaces a tag. Result, Variant, FEN and SetUp go to their modelled fields.
    void setTag(std::string_view name, std::string_view value);
    void removeTag(std::string_view name);
    // Tags the writer puts first, in this order, unless its options name others (empty: the
    // Seven Tag Roster). Rules that add tags set it (r-Mobility's go between Black and Result).
    const std::vector<std::string>& leadingTags() const { return m_leadingTags; }
    void setLeadingTags(std::vector<std::string> tags) { m_leadingTags = std::move(tags); }

    // ---- Variant and start position ----
    // Canonical variant name ("standard" when none was set).
    const std::string& variant() const { return m_variant; }
    void setVariant(std::string_view name) { m_variant = name; }
    // Start FEN; empty means the variant's standard start position.
    const std::string& startFen() const { return m_startFen; }
    void setStartFen(std::string_view fen) { m_startFen = fen; }

    // ---- Moves ----
    std::vector<PgnMove>& moves() { return m_moves; }
    const std::vector<PgnMove>& moves() const { return m_moves; }
    int plyCount() const { return int(m_moves.size()); }
    // Appends one main-line move (the hot path of a game in progress).
    PgnMove& addMove(Move move, std::string_view text = {}, std::string_view commentAfter = {});
    void reserveMoves(int plies) { m_moves.reserve(size_t(plies)); }
    // Notation of the stored move texts when known (the game layer sets San); unknown when
    // read from a file, where each text is the token as written.
    std::optional<Notation> moveTextNotation() const { return m_textNotation; }
    void setMoveTextNotation(std::optional<Notation> notation) { m_textNotation = notation; }

    // Comment before the first move (or the only comment of a game without moves).
    const std::string& gameComment() const { return m_gameComment; }
    void setGameComment(std::string_view comment) { m_gameComment = comment; }

    // ---- Result ----
    PgnResult result() const { return m_result; }
    void setResult(PgnResult result) { m_result = result; }
    // Why the game ended, e.g. "White mates" or "Black loses on time"; written as the last
    // comment of the game (merged with the last move's comment, cutechess style).
    const std::string& terminationComment() const { return m_termination; }
    void setTerminationComment(std::string_view text) { m_termination = text; }

private:
    std::vector<PgnTag> m_tags;
    std::vector<std::string> m_leadingTags;
    std::string m_variant = "standard";
    std::string m_startFen;
    std::vector<PgnMove> m_moves;
    std::optional<Notation> m_textNotation;
    std::string m_gameComment;
    PgnResult m_result = PgnResult::Unknown;
    std::string m_termination;
};

} // namespace arbiter
