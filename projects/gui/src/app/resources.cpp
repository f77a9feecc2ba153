#include "gui/app/resources.h"

#include <QtGlobal>

static void initArbiterResources() {
    Q_INIT_RESOURCE(arbiter); // a macro that must be used outside any namespace
}

namespace arbiter::gui {
void initResources() {
    initArbiterResources();
}
} // namespace arbiter::gui
