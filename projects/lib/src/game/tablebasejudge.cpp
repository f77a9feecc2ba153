#include "game/tablebasejudge.h"

#include "board/westernboard.h"
#include "tablebase/syzygyprobe.h"

namespace arbiter {

namespace {
using T = GameResult::Termination;

// The tables hold positions of orthodox chess; Chess960 differs only in castling, which no
// probed position may have.
const WesternPosition* chessPosition(const Board& board, bool chess960Too) {
    const std::string& variant = board.variant().name;
    if (variant != "standard" && !(chess960Too && board.variant().chess960)) return nullptr;
    const auto* western = dynamic_cast<const WesternBoard*>(&board);
    return western ? &western->position() : nullptr;
}
} // namespace

GameResult TablebaseJudge::judge(const Board& board) const {
    if (!enabled()) return GameResult::none();
    return m_style == AdjudicationStyle::Fastchess ? judgeAsFastchess(board)
                                                   : judgeAsCutechess(board);
}

GameResult TablebaseJudge::resultOf(int wdl, Side toMove) const {
    const std::string reason = "SyzygyTB";
    if (wdl == 2 || (wdl == 1 && m_settings.ignore50)) {
        if (!m_settings.decisive) return GameResult::none();
        return GameResult::win(toMove, T::Adjudication,
                               sideName(toMove, false) + " wins by adjudication: " + reason);
    }
    if (wdl == -2 || (wdl == -1 && m_settings.ignore50)) {
        if (!m_settings.decisive) return GameResult::none();
        return GameResult::win(~toMove, T::Adjudication,
                               sideName(~toMove, false) + " wins by adjudication: " + reason);
    }
    if (!m_settings.draws) return GameResult::none();
    return GameResult::draw(T::Adjudication, "Draw by adjudication: " + reason);
}

GameResult TablebaseJudge::judgeAsCutechess(const Board& board) const {
    const WesternPosition* position = chessPosition(board, false);
    if (!position || position->castlingRights()) return GameResult::none();
    const int pieces = bb::popcount(position->pieces());
    if (pieces > 7 || (m_settings.maxPieces > 0 && pieces > m_settings.maxPieces))
        return GameResult::none();
    WesternPosition searched = *position;
    syzygy::Prober prober(*m_settings.tables, syzygy::ProbeRules::Cutechess);
    const syzygy::Prober::Root root = prober.root(searched);
    using Kind = syzygy::Prober::Root::Kind;
    switch (root.kind) {
    case Kind::Unknown: return GameResult::none();
    case Kind::Checkmate: return resultOf(-2, position->sideToMove());
    case Kind::Stalemate: return resultOf(0, position->sideToMove());
    case Kind::Found: return resultOf(root.wdl, position->sideToMove());
    }
    return GameResult::none();
}

GameResult TablebaseJudge::judgeAsFastchess(const Board& board) const {
    const WesternPosition* position = chessPosition(board, true);
    if (!position || position->castlingRights() || position->halfmoveClock() != 0)
        return GameResult::none();
    const int pieces = bb::popcount(position->pieces());
    if (pieces > m_settings.tables->largestPieceCount() ||
        (m_settings.maxPieces != 0 && pieces > m_settings.maxPieces))
        return GameResult::none();
    WesternPosition searched = *position;
    syzygy::Prober prober(*m_settings.tables, syzygy::ProbeRules::Fastchess);
    const std::optional<int> wdl = prober.wdl(searched);
    return wdl ? resultOf(*wdl, position->sideToMove()) : GameResult::none();
}

} // namespace arbiter
