// Move parsing in every notation the boards read (SAN, long algebraic, coordinates, WXF,
// Chinese): the text after the variant byte is parsed in a few fixed positions; a move that is
// accepted must be legal there and print back to a text that parses to the same move. On a
// western board the same text with a space after it, which is read the long way (from the list
// of legal moves) where plain SAN is read from the pieces that reach the square, names the same
// move.
#include "board/types.h"
#include "fuzzsupport.h"

#include <vector>

using namespace arbiter;

namespace {
// Positions with castling, en passant, promotions (chess) and crowded files (xiangqi), so
// the disambiguation and special-move branches of the parsers are reachable.
const char* const kChessFens[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/pPppqpb1/bn2pnp1/2pPN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq c6 0 2",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
};
const char* const kXiangqiFens[] = {
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    "3akab2/9/4b4/P1P1P1P1P/4c4/4C4/p1p1p1p1p/4B4/4A4/2BAK4 w - - 0 1",
};
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, size_t size) {
    std::string_view text;
    auto board = fuzz::boardFromInput(data, size, &text);
    if (!board) return 0;
    const bool xiangqi = board->variant().family == BoardFamily::Xiangqi;
    std::vector<std::string> fens{board->fen()};
    if (board->variant().name == "standard" || board->variant().name == "xiangqi") {
        if (xiangqi)
            fens.insert(fens.end(), std::begin(kXiangqiFens), std::end(kXiangqiFens));
        else
            fens.insert(fens.end(), std::begin(kChessFens), std::end(kChessFens));
    }
    for (const std::string& fen : fens) {
        if (!board->setFen(fen)) continue;
        std::string error;
        const Move m = board->parseMove(text, &error);
        if (!xiangqi)
            fuzz::require(board->parseMove(std::string(text) + " ") == m,
                          "a text and the text with a space after it name different moves", text);
        if (m.isNull()) {
            fuzz::require(!error.empty(), "a rejected move has no message", text);
            continue;
        }
        fuzz::require(board->isLegal(m), "an accepted move is not legal", text);
        for (Notation n :
             {Notation::San, Notation::Coordinate, Notation::Wxf, Notation::ChineseSimplified}) {
            const std::string written = board->moveToString(m, n);
            fuzz::require(board->parseMove(written) == m, "a parsed move does not print back",
                          std::string(text) + " -> " + written);
        }
    }
    return 0;
}
