#include "optionbinding.h"

#include "rememberedfields.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QLineEdit>
#include <QListWidget>
#include <QSettings>
#include <QSpinBox>

namespace arbiter::gui {

namespace {
// Connects the change signal of `w`; false when it is no kind of field watched.
bool watchOne(QWidget* w, QObject* context, const std::function<void()>& changed) {
    if (auto* s = qobject_cast<QSpinBox*>(w))
        QObject::connect(s, &QSpinBox::valueChanged, context, changed);
    else if (auto* d = qobject_cast<QDoubleSpinBox*>(w))
        QObject::connect(d, &QDoubleSpinBox::valueChanged, context, changed);
    else if (auto* c = qobject_cast<QComboBox*>(w))
        QObject::connect(c, &QComboBox::currentTextChanged, context, changed);
    else if (auto* e = qobject_cast<QLineEdit*>(w))
        QObject::connect(e, &QLineEdit::textChanged, context, changed);
    else if (auto* b = qobject_cast<QAbstractButton*>(w))
        QObject::connect(b, &QAbstractButton::toggled, context, changed);
    else if (auto* g = qobject_cast<QGroupBox*>(w); g && g->isCheckable())
        QObject::connect(g, &QGroupBox::toggled, context, changed);
    else if (auto* l = qobject_cast<QListWidget*>(w)) {
        // Items added, removed or moved (the players' order is their seeding).
        QAbstractItemModel* model = l->model();
        QObject::connect(model, &QAbstractItemModel::rowsInserted, context, changed);
        QObject::connect(model, &QAbstractItemModel::rowsRemoved, context, changed);
        QObject::connect(model, &QAbstractItemModel::rowsMoved, context, changed);
    } else {
        return false;
    }
    return true;
}
} // namespace

void readBindings(const BindingTable& table, cli::TournamentDescription* description) {
    for (const OptionBinding& row : table)
        if (row.read) row.read(*description);
}

QWidget* fieldOfOption(const BindingTable& table, const QString& option) {
    for (const OptionBinding& row : table)
        if (row.option == option) return row.field;
    return nullptr;
}

void watchBindings(const BindingTable& table, QObject* context,
                   const std::function<void()>& changed) {
    for (const OptionBinding& row : table) {
        if (watchOne(row.field, context, changed)) continue;
        // A field holding fields (the time control editor): each named one it holds.
        for (QWidget* w : row.field->findChildren<QWidget*>())
            if (!w->objectName().isEmpty()) watchOne(w, context, changed);
    }
}

void rememberBindings(const BindingTable& table, const QString& group) {
    QSettings settings;
    settings.beginGroup(group);
    for (const OptionBinding& row : table) {
        switch (row.memory) {
        case OptionBinding::Memory::ByName: saveField(settings, row.field); break;
        case OptionBinding::Memory::Own: row.keep(settings); break;
        case OptionBinding::Memory::Forgotten: break;
        }
    }
}

void restoreBindings(const BindingTable& table, const QString& group) {
    QSettings settings;
    settings.beginGroup(group);
    for (const OptionBinding& row : table) {
        switch (row.memory) {
        case OptionBinding::Memory::ByName: restoreField(settings, row.field); break;
        case OptionBinding::Memory::Own: row.recall(settings); break;
        case OptionBinding::Memory::Forgotten: break;
        }
    }
}

} // namespace arbiter::gui
