// The switches of xiangqi's end rules (RuleOptions::xiangqi). Defaults follow the project's
// decisions (docs/xiangqi.md, "Rules as implemented"): WXF/Asian repetition rules judged at the
// 3rd occurrence, 60 moves per side without capture, the strict list of material draws.
#pragma once

namespace arbiter {

struct XiangqiRuleOptions {
    // The repetition rules judge the game when a position occurs for the Nth time since the last
    // capture or soldier advance: 3 = like the rule books (and Pikafish/Fairy-Stockfish at the
    // root), 2 = at the first repeat (as the paper's engine). 0 turns the repetition rules off.
    int repetition = 3;
    // Moves per side without a capture that end the game in a draw (60 as the CXA rules, 50 as
    // Fairy-Stockfish under UCI); 0 turns the rule off.
    int moveLimit = 60;
    // Each side's checks count toward the move limit at most this many times (AXF/WXF: 10).
    int checkCap = 10;
    // Rigorously unwinnable material, docs/xiangqi.md "Material draws" (neither side can cross the
    // river, a lone cannon against advisor and elephants, cannon against cannon): a draw at once.
    bool materialDraws = true;
    // The second list, material that can win only by a mate in one: a draw unless the
    // side to move has a mate in one. Off by default.
    bool mateInOneDraws = false;
};

} // namespace arbiter
