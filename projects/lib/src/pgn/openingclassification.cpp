#include "pgn/openingclassification.h"

#include "board/board.h"
#include "board/variant.h"
#include "pgn/epd.h"
#include "pgn/openingtables.h"

#include <sstream>
#include <string_view>
#include <unordered_map>

namespace arbiter {

namespace {

using OpeningTable = std::unordered_map<std::string, OpeningName>;

// Each line "ECO<TAB>name<TAB>1. e4 e5 2. Nf3": the position its moves reach.
OpeningTable readTable() {
    OpeningTable table;
    const std::unique_ptr<Board> board = createBoard("standard");
    forEachTableRow(kChessOpeningsTsv, [&](const std::vector<std::string_view>& fields) {
        if (fields.size() < 3) return;
        board->reset();
        std::istringstream moves{std::string(fields[2])};
        for (std::string token; moves >> token;) {
            if (token.back() == '.') continue; // a move number
            const Move move = board->parseMove(token);
            if (move.isNull()) return;
            board->makeMove(move);
        }
        // The first line to reach a position keeps it.
        table.emplace(epdPosition(*board),
                      OpeningName{std::string(fields[0]), std::string(fields[1])});
    });
    return table;
}

const OpeningTable& table() {
    static const OpeningTable openings = readTable();
    return openings;
}

} // namespace

std::optional<OpeningName> classifyOpening(const std::string& startFen,
                                           const std::vector<Move>& moves) {
    const OpeningTable& openings = table();
    const std::unique_ptr<Board> board = createBoard("standard");
    if (!startFen.empty() && !board->setFen(startFen)) return std::nullopt;
    std::optional<OpeningName> found;
    const auto look = [&] {
        const auto it = openings.find(epdPosition(*board));
        if (it != openings.end()) found = it->second;
    };
    look();
    for (const Move& move : moves) {
        board->makeMove(move);
        look();
    }
    return found;
}

int openingTableSize() {
    return int(table().size());
}

} // namespace arbiter
