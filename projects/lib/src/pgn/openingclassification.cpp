#include "pgn/openingclassification.h"

#include "board/board.h"
#include "board/variant.h"
#include "pgn/epd.h"

#include <sstream>
#include <string_view>
#include <unordered_map>

namespace arbiter {

// chess-openings.tsv, built into the library by projects/lib/CMakeLists.txt.
extern const char* const kChessOpeningsTsv;

namespace {

using OpeningTable = std::unordered_map<std::string, OpeningName>;

// Each line "ECO<TAB>name<TAB>1. e4 e5 2. Nf3": the position its moves reach.
OpeningTable readTable() {
    OpeningTable table;
    std::istringstream lines{std::string(kChessOpeningsTsv)};
    std::string line;
    std::getline(lines, line); // eco name pgn
    const std::unique_ptr<Board> board = createBoard("standard");
    while (std::getline(lines, line)) {
        const size_t nameAt = line.find('\t');
        const size_t movesAt = line.find('\t', nameAt + 1);
        if (nameAt == std::string::npos || movesAt == std::string::npos) continue;
        board->reset();
        std::istringstream moves(line.substr(movesAt + 1));
        bool readable = true;
        for (std::string token; readable && moves >> token;) {
            if (token.back() == '.') continue; // a move number
            const Move move = board->parseMove(token);
            readable = !move.isNull();
            if (readable) board->makeMove(move);
        }
        if (!readable) continue;
        // The first line to reach a position keeps it.
        table.emplace(
            epdPosition(*board),
            OpeningName{line.substr(0, nameAt), line.substr(nameAt + 1, movesAt - nameAt - 1)});
    }
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
