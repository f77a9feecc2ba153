// The few top-level fields of an arbiter-server message the load generator needs ("t", "ply",
// "id", "legal", "error"), read from its compact JSON text without building a document.
//
// Why not QJsonDocument: the load generator reads four frames per move (three events and an
// answer) on the same two cores as the server it measures; parsing each whole (the FEN, the
// clocks, the player's buttons) into a tree of QJsonValues would cost more than the rest of its
// work per frame. Here the values it skips are walked over, not built.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace arbiter::bench {

struct PeekedMessage {
    std::string_view type;  // "t"
    std::int64_t ply = -1;  // "ply"
    std::int64_t id = -1;   // "id"
    std::string_view legal; // "legal": the array's text, brackets included; empty when absent
    std::string_view error; // "error": the string's text, escapes left as they are
};

// False when `text` is not a JSON object (as far as this reading goes).
bool peekMessage(std::string_view text, PeekedMessage& out);

// The number of strings in a JSON array of strings (legal moves), and the index-th of them.
int countStrings(std::string_view array);
std::string_view nthString(std::string_view array, int index);

} // namespace arbiter::bench
