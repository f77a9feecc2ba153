// The tables of opening names built into the library (arbiter_embed_text in
// projects/lib/CMakeLists.txt; projects/lib/data/README.md says where each comes from), and the
// one reader of their lines.
#pragma once

#include <string_view>
#include <vector>

namespace arbiter {

// chess-openings.tsv: eco, name, pgn ("1. e4 e5 2. Nf3"); fastchess's names.
extern const char* const kChessOpeningsTsv;
// cutechess-eco.tsv: eco, opening, variation, moves ("e4 e5 Nf3"); cutechess's names.
extern const char* const kCutechessEcoTsv;

// Calls row(fields) for each line of a table after its header line, with the line's fields
// (views into the table) in order.
template <typename Row> void forEachTableRow(std::string_view table, Row&& row) {
    std::vector<std::string_view> fields;
    size_t at = table.find('\n'); // the header line
    while (at != std::string_view::npos && at + 1 < table.size()) {
        const size_t begin = at + 1;
        at = table.find('\n', begin);
        const std::string_view line =
            table.substr(begin, at == std::string_view::npos ? std::string_view::npos : at - begin);
        if (line.empty()) continue;
        fields.clear();
        for (size_t from = 0;;) {
            const size_t tab = line.find('\t', from);
            fields.push_back(line.substr(from, tab == std::string_view::npos ? tab : tab - from));
            if (tab == std::string_view::npos) break;
            from = tab + 1;
        }
        row(fields);
    }
}

} // namespace arbiter
