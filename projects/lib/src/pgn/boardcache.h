// One board per variant, created on first use and reused for every later game of that variant
// (PGN files switch variants per game; creating a board per game would cost more than parsing).
#pragma once

#include "board/board.h"

#include <memory>
#include <utility>
#include <vector>

namespace arbiter {

class BoardCache {
public:
    Board* board(const VariantInfo& variant) {
        for (auto& [info, board] : m_boards)
            if (info == &variant) return board.get();
        m_boards.emplace_back(&variant, variant.create());
        return m_boards.back().second.get();
    }

private:
    std::vector<std::pair<const VariantInfo*, std::unique_ptr<Board>>> m_boards;
};

} // namespace arbiter
