#include "rememberedfields.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QLineEdit>
#include <QSettings>
#include <QSpinBox>

namespace arbiter::gui {

namespace {
// Calls `f` for each named child of the kinds remembered.
template <typename Root, typename F> void forEachField(Root* root, F f) {
    for (QWidget* w : root->template findChildren<QWidget*>()) {
        if (w->objectName().isEmpty() || w->objectName().startsWith(QLatin1String("qt_"))) continue;
        f(w);
    }
}

// Saves `w` under its object name; false when it is no kind of field remembered.
bool saveOne(QSettings& st, const QWidget* w) {
    const QString key = w->objectName();
    if (auto* s = qobject_cast<const QSpinBox*>(w))
        st.setValue(key, s->value());
    else if (auto* d = qobject_cast<const QDoubleSpinBox*>(w))
        st.setValue(key, d->value());
    else if (auto* c = qobject_cast<const QComboBox*>(w))
        st.setValue(key, c->currentText());
    else if (auto* b = qobject_cast<const QCheckBox*>(w))
        st.setValue(key, b->isChecked());
    else if (auto* g = qobject_cast<const QGroupBox*>(w); g && g->isCheckable())
        st.setValue(key, g->isChecked());
    else if (auto* e = qobject_cast<const QLineEdit*>(w); e && !e->isReadOnly())
        st.setValue(key, e->text());
    else
        return false;
    return true;
}

// Restores `w` from its object name; false when it is no kind of field remembered.
bool restoreOne(const QSettings& st, QWidget* w) {
    const QVariant v = st.value(w->objectName());
    if (auto* s = qobject_cast<QSpinBox*>(w)) {
        if (v.isValid()) s->setValue(v.toInt());
    } else if (auto* d = qobject_cast<QDoubleSpinBox*>(w)) {
        if (v.isValid()) d->setValue(v.toDouble());
    } else if (auto* c = qobject_cast<QComboBox*>(w)) {
        const int i = v.isValid() ? c->findText(v.toString()) : -1;
        if (i >= 0) c->setCurrentIndex(i);
    } else if (auto* b = qobject_cast<QCheckBox*>(w)) {
        if (v.isValid()) b->setChecked(v.toBool());
    } else if (auto* g = qobject_cast<QGroupBox*>(w); g && g->isCheckable()) {
        if (v.isValid()) g->setChecked(v.toBool());
    } else if (auto* e = qobject_cast<QLineEdit*>(w); e && !e->isReadOnly()) {
        if (v.isValid()) e->setText(v.toString());
    } else {
        return false;
    }
    return true;
}
} // namespace

void saveFields(const QWidget* root, const QString& group) {
    QSettings st;
    st.beginGroup(group);
    forEachField(root, [&st](QWidget* w) { saveOne(st, w); });
}

void restoreFields(QWidget* root, const QString& group) {
    QSettings st;
    st.beginGroup(group);
    forEachField(root, [&st](QWidget* w) { restoreOne(st, w); });
}

void saveField(QSettings& settings, const QWidget* field) {
    if (!field->objectName().isEmpty() && saveOne(settings, field)) return;
    forEachField(field, [&settings](QWidget* w) { saveOne(settings, w); });
}

void restoreField(const QSettings& settings, QWidget* field) {
    if (!field->objectName().isEmpty() && restoreOne(settings, field)) return;
    forEachField(field, [&settings](QWidget* w) { restoreOne(settings, w); });
}

} // namespace arbiter::gui
