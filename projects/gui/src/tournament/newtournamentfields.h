// Building blocks of the New Tournament dialog's pages (newtournament*page.cpp): fields made
// with their range and default, a file field's absolute path, the variant chosen, a field's
// object name, and choosing a combo box's item.
#pragma once

#include "board/variant.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QSpinBox>
#include <QString>

namespace arbiter::gui::newtournament {

QSpinBox* spinBox(int min, int max, int value, const QString& special = QString());
QDoubleSpinBox* doubleBox(double min, double max, double value, int decimals, double step);
QComboBox* comboBox(const QStringList& items);
// An absolute path for a file field ("" stays ""; "~/x" and relative names are resolved).
QString absolutePath(const QString& text);
// The variant a combo box of variant names shows; null for none.
const VariantInfo* variantOf(const QComboBox* box);
bool isXiangqi(const QString& variant);
// Shows the item spelt `text`, in any case (the library writes "G6.5" for the item "g6.5").
void selectText(QComboBox* box, const QString& text);

// Fields are named: the remembered fields are kept under their names, and tests find them.
template <typename W> W* named(W* widget, const QString& name) {
    widget->setObjectName(name);
    return widget;
}

// Shows the first item of `box` that `matches`; none matching leaves the box as it is.
template <typename Matches> void selectItem(QComboBox* box, Matches matches) {
    for (int i = 0; i < box->count(); ++i)
        if (matches(box->itemText(i))) return box->setCurrentIndex(i);
}

} // namespace arbiter::gui::newtournament
