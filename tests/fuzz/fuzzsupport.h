// Shared bits of the libFuzzer targets: a property check that aborts (libFuzzer then saves the
// input as a crash) and the choice of a variant from the input's first byte, so one target and
// one corpus cover chess and xiangqi.
#pragma once

#include "board/board.h"
#include "board/variant.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <string_view>

namespace arbiter::fuzz {

// A broken invariant is a bug like a crash: report it and abort so the input is kept.
inline void require(bool condition, const char* what, std::string_view detail = {}) {
    if (condition) return;
    std::fprintf(stderr, "fuzz invariant broken: %s [%.*s]\n", what, int(detail.size()),
                 detail.data());
    std::abort();
}

// The variants the byte picks from: both families and the western variants whose FEN or move
// rules differ (Chess960 castling, check counters, explosions, pawns on the first rank, ...).
inline const char* variantFor(std::uint8_t selector) {
    static const char* const names[] = {"standard", "xiangqi",   "fischerandom", "3check",
                                        "atomic",   "antichess", "horde",        "racingkings",
                                        "xiangqi",  "standard",  "capture",      "kingofthehill"};
    return names[selector % (sizeof(names) / sizeof(names[0]))];
}

// Splits "<selector byte><text>" into a fresh board of the chosen variant and the text.
inline std::unique_ptr<Board> boardFromInput(const std::uint8_t* data, size_t size,
                                             std::string_view* text) {
    if (size == 0) return nullptr;
    *text = std::string_view(reinterpret_cast<const char*>(data) + 1, size - 1);
    return createBoard(variantFor(data[0]));
}

} // namespace arbiter::fuzz
