// FEN reading (chess variants and xiangqi): any text must be rejected with a message or give a
// position whose FEN reads back to itself, whose moves all print and parse back in every
// notation, and that survives making and taking back each move.
#include "board/types.h"
#include "fuzzsupport.h"

using namespace arbiter;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, size_t size) {
    std::string_view text;
    auto board = fuzz::boardFromInput(data, size, &text);
    if (!board) return 0;
    std::string error;
    if (!board->setFen(text, &error)) {
        fuzz::require(!error.empty(), "a rejected FEN has no message", text);
        return 0;
    }
    const std::string fen = board->fen();
    std::string again;
    fuzz::require(board->setFen(fen, &again), "the board's own FEN is rejected", fen + " " + again);
    fuzz::require(board->fen() == fen, "FEN does not read back to itself", fen);

    MoveList moves;
    board->legalMoves(moves);
    const std::uint64_t key = board->key();
    for (Move m : moves) {
        for (Notation n : {Notation::San, Notation::Lan, Notation::Coordinate, Notation::Wxf,
                           Notation::ChineseSimplified, Notation::ChineseTraditional}) {
            const std::string written = board->moveToString(m, n);
            fuzz::require(board->parseMove(written) == m, "a move does not parse back",
                          fen + " | " + written);
        }
        board->makeMove(m);
        MoveList replies;
        board->legalMoves(replies);
        board->fen();
        board->undoMove();
        fuzz::require(board->key() == key && board->fen() == fen, "undo does not restore", fen);
    }
    return 0;
}
