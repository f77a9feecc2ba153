// Remembers a form's fields between runs: every named spin box, combo box, check box, checkable
// group box and line edit under a widget is saved to and restored from a QSettings group, keyed
// by its object name. Forms name the fields they want remembered; a named field with the
// property kNotRemembered set to true is left out.
#pragma once

#include <QString>

class QWidget;

namespace arbiter::gui {

inline constexpr char kNotRemembered[] = "notRemembered";

void saveFields(const QWidget* root, const QString& group);
void restoreFields(QWidget* root, const QString& group);

} // namespace arbiter::gui
