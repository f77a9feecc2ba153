#include "movetext.h"

namespace arbiter::engine {

std::string moveText(const Board& board, Move m, MoveStyle style) {
    if (style == MoveStyle::Cecp && m.kind() == Move::Castling && board.variant().chess960)
        return m.to() > m.from() ? "O-O" : "O-O-O";
    return board.moveToCoordinate(m);
}

std::vector<std::string> lineText(const Board& root, const std::vector<Move>& line,
                                  MoveStyle style) {
    std::vector<std::string> out;
    std::unique_ptr<Board> board = root.clone();
    for (Move m : line) {
        if (!board->isLegal(m)) break;
        out.push_back(moveText(*board, m, style));
        board->makeMove(m);
    }
    return out;
}

std::string joinLine(const std::vector<std::string>& moves) {
    std::string s;
    for (const std::string& m : moves) {
        if (!s.empty()) s += ' ';
        s += m;
    }
    return s;
}

} // namespace arbiter::engine
