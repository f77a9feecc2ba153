#include "drawanswer.h"

#include <cstdlib>

namespace arbiter::gui {

namespace {
// Mate scores lie outside every band: treat them as far beyond it, with their sign.
int centipawns(const EngineScore& s) {
    if (s.type == EngineScore::Type::Mate) return s.value > 0 ? 100000 : -100000;
    return s.value;
}
} // namespace

bool engineAcceptsDraw(const std::vector<EngineScore>& scores, const DrawBand& rule) {
    if (scores.empty()) return false;
    const EngineScore& latest = scores.back();
    if (latest.isValid() && centipawns(latest) < -rule.band) return true;
    int inBand = 0;
    for (auto it = scores.rbegin(); it != scores.rend(); ++it) {
        if (!it->isValid() || std::abs(centipawns(*it)) > rule.band) break;
        ++inBand;
    }
    return inBand > rule.moves;
}

} // namespace arbiter::gui
