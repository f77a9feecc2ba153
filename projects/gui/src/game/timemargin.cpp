#include "gui/game/timemargin.h"

namespace arbiter::gui {

TimeControl withDefaultMargin(TimeControl tc) {
    if (leavesNoMargin(tc)) tc.setMarginMs(DefaultPerMoveMarginMs);
    return tc;
}

bool leavesNoMargin(const TimeControl& tc) {
    return tc.mode() == TimeControl::Mode::PerMove && tc.marginMs() <= 0;
}

} // namespace arbiter::gui
