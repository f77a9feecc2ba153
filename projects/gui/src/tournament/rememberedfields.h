// Remembers a form's fields between runs: every named spin box, combo box, check box, checkable
// group box and line edit under a widget is saved to and restored from a QSettings group, keyed
// by its object name. Forms name the fields they want remembered (the New Tournament dialog
// says per field, in its binding tables: optionbinding.h).
#pragma once

#include <QString>

class QSettings;
class QWidget;

namespace arbiter::gui {

void saveFields(const QWidget* root, const QString& group);
void restoreFields(QWidget* root, const QString& group);

// One field in the current group of `settings`: the widget itself when it is a kind remembered,
// else every named field it holds (a composite editor such as TimeControlEditor).
void saveField(QSettings& settings, const QWidget* field);
void restoreField(const QSettings& settings, QWidget* field);

} // namespace arbiter::gui
