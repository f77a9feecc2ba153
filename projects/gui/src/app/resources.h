// The GUI's Qt resources (piece images, themes) live in the static library arbiter_gui, whose
// resource initialiser the linker drops unless something calls it: main() and the tests do.
#pragma once

namespace arbiter::gui {
void initResources();
}
