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
        if (w->property(kNotRemembered).toBool()) continue;
        f(w);
    }
}
} // namespace

void saveFields(const QWidget* root, const QString& group) {
    QSettings st;
    st.beginGroup(group);
    forEachField(root, [&st](QWidget* w) {
        const QString key = w->objectName();
        if (auto* s = qobject_cast<QSpinBox*>(w))
            st.setValue(key, s->value());
        else if (auto* d = qobject_cast<QDoubleSpinBox*>(w))
            st.setValue(key, d->value());
        else if (auto* c = qobject_cast<QComboBox*>(w))
            st.setValue(key, c->currentText());
        else if (auto* b = qobject_cast<QCheckBox*>(w))
            st.setValue(key, b->isChecked());
        else if (auto* g = qobject_cast<QGroupBox*>(w); g && g->isCheckable())
            st.setValue(key, g->isChecked());
        else if (auto* e = qobject_cast<QLineEdit*>(w); e && !e->isReadOnly())
            st.setValue(key, e->text());
    });
}

void restoreFields(QWidget* root, const QString& group) {
    QSettings st;
    st.beginGroup(group);
    forEachField(root, [&st](QWidget* w) {
        const QVariant v = st.value(w->objectName());
        if (!v.isValid()) return;
        if (auto* s = qobject_cast<QSpinBox*>(w)) {
            s->setValue(v.toInt());
        } else if (auto* d = qobject_cast<QDoubleSpinBox*>(w)) {
            d->setValue(v.toDouble());
        } else if (auto* c = qobject_cast<QComboBox*>(w)) {
            const int i = c->findText(v.toString());
            if (i >= 0) c->setCurrentIndex(i);
        } else if (auto* b = qobject_cast<QCheckBox*>(w)) {
            b->setChecked(v.toBool());
        } else if (auto* g = qobject_cast<QGroupBox*>(w); g && g->isCheckable()) {
            g->setChecked(v.toBool());
        } else if (auto* e = qobject_cast<QLineEdit*>(w); e && !e->isReadOnly()) {
            e->setText(v.toString());
        }
    });
}

} // namespace arbiter::gui
