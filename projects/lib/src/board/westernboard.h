// Board implementation for every western (8x8 chess-like) variant over WesternPosition:
// notation (SAN, LAN, UCI coordinates) and the Board interface.
#pragma once

#include "board/sandisambiguation.h"
#include "positionboard.h"
#include "westernposition.h"

#include <optional>
#include <string_view>

namespace arbiter {

class WesternBoard final : public PositionBoard<WesternBoard, WesternPosition> {
public:
    WesternBoard(const VariantInfo& variant, const WesternRules& rules)
        : PositionBoard(variant, WesternPosition(rules)) {}

    std::string shredderFen() const { return m_pos.fen(true); }
    bool setFen(std::string_view fen, std::string* error = nullptr) override {
        m_legalHistorySize = -1;
        return PositionBoard::setFen(fen, error);
    }
    // In orthodox chess a position's end needs only whether there is a legal move (the list
    // is used when it is known).
    PositionEnd positionEnd() const override {
        return orthodox() && !legalMovesKnown() ? m_pos.positionEnd()
                                                : m_pos.positionEnd(legalMovesHere());
    }
    void legalMoves(MoveList& moves) const override { moves = legalMovesHere(); }

    std::string moveToString(Move m, Notation notation) const override;
    Move parseMove(std::string_view text, std::string* error = nullptr) const override;
    int coordinateRankBase() const override { return 1; }

    void pseudoLegalMovesFrom(Square from, MoveList& moves) const override;
    std::vector<Square> kingAttackersAfter(Move m) const override;
    Square landingSquare(Move m) const override {
        return m.kind() == Move::Castling ? WesternPosition::castlingKingTarget(m) : m.to();
    }
    bool hasPockets() const override { return m_pos.rules().drops; }
    int pocketCount(Side side, PieceType type) const override {
        return m_pos.rules().drops ? m_pos.pocketCount(side, type) : 0;
    }

private:
    // The legal moves of the current position, generated once per position: a game's ply in a
    // variant needs them to check the engine's move, to disambiguate its SAN, for the check or
    // mate sign and to see whether the game ended. Known by the position's key and history
    // length (make/undo keep both consistent; setFen forgets the list). Orthodox chess (and
    // Chess960) does without: each of those questions is answered from the pieces concerned
    // (WesternPosition::legalMovesTo, hasLegalMove): listing every legal move was the largest
    // part of a ply's board work, in the game and in the fastchess dialect's PV checks.
    const MoveList& legalMovesHere() const;
    bool legalMovesKnown() const {
        return m_legalHistorySize == m_pos.historySize() && m_legalKey == m_pos.key();
    }
    // Orthodox rules (no variant, no compulsory captures): legalMovesTo and hasLegalMove apply.
    bool orthodox() const { return !m_pos.rules().isVariant() && !m_pos.rules().mustCapture; }
    bool hasLegalMoveHere() const {
        return orthodox() && !legalMovesKnown() ? m_pos.hasLegalMove() : !legalMovesHere().empty();
    }

    // The move of `moves` a coordinate text names ("e2e4", "e7e8q", castling as e1g1 or e1h1):
    // none when the text is not one, a null move when no move of the list matches.
    std::optional<Move> coordinateMove(std::string_view text, const MoveList& moves) const;
    // The same in orthodox chess for a text of four or five letters (file, rank, file, rank,
    // promotion) found from the piece on its first square alone: none when it names no legal
    // move that way, or a king with castling rights (both left to coordinateMove).
    std::optional<Move> orthodoxCoordinateMove(std::string_view text) const;
    // The move of a plain SAN text ("Nbd2", "exd5", "e8=Q", "O-O-O", with "+" or "#") in
    // orthodox chess, found without the list of every legal move: the same move or refusal as
    // parseMove's long way. None for any other text or rules, which go the long way.
    std::optional<Move> plainSanMove(std::string_view text, std::string* error) const;
    // SAN's disambiguation of m (a `type` piece's move) in orthodox chess, from the rivals that
    // reach its square.
    Disambiguation orthodoxDisambiguation(Move m, PieceType type) const;
    std::string sanString(Move m, bool longForm) const;
    std::string coordinateString(Move m) const;
    std::string checkSuffix(Move m) const;

    mutable MoveList m_legal;
    mutable uint64_t m_legalKey = 0;
    mutable int m_legalHistorySize = -1; // -1: m_legal is not known
};

char westernPieceLetter(PieceType t); // 'P','N','B','R','Q','K'

} // namespace arbiter
