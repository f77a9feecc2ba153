// Remembers a form's fields between runs: every named spin box, combo box, check box, checkable
// group box and line edit under a widget is saved to and restored from a QSettings group, keyed
// by its object name. Forms name the fields they want remembered; a named field with the
// property kNotRemembered set to true is left out.
#pragma once

#include <QString>

class QSettings;
class QWidget;

namespace arbiter::gui {

inline constexpr char kNotRemembered[] = "notRemembered";

void saveFields(const QWidget* root, const QString& group);
void restoreFields(QWidget* root, const QString& group);

// One field in the current group of `settings`: the widget itself when it is a kind remembered,
// else every named field it holds (a composite editor such as TimeControlEditor).
void saveField(QSettings& settings, const QWidget* field);
void restoreField(const QSettings& settings, QWidget* field);

} // namespace arbiter::gui
