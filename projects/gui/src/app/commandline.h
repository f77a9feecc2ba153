// The GUI's own arguments, answered before QApplication exists, so that `arbiter --version` and
// `arbiter --help` work without a display (a package's check, a terminal over ssh). Every other
// argument goes on to QApplication (Qt's own -platform, -style, ...) and then to the window as
// PGN files to open (main.cpp).
#pragma once

#include <QStringList>

namespace arbiter::gui {

struct EarlyAnswer {
    bool exit = false; // print `output` and stop
    QString output;
};

// `arguments` without the program name.
EarlyAnswer answerEarlyArguments(const QStringList& arguments);

} // namespace arbiter::gui
