#include "newtournamentfields.h"

#include <QDir>
#include <QFileInfo>

namespace arbiter::gui::newtournament {

QSpinBox* spinBox(int min, int max, int value, const QString& special) {
    auto* box = new QSpinBox;
    box->setRange(min, max);
    box->setValue(value);
    if (!special.isEmpty()) box->setSpecialValueText(special);
    return box;
}

QDoubleSpinBox* doubleBox(double min, double max, double value, int decimals, double step) {
    auto* box = new QDoubleSpinBox;
    box->setRange(min, max);
    box->setDecimals(decimals);
    box->setSingleStep(step);
    box->setValue(value);
    return box;
}

QComboBox* comboBox(const QStringList& items) {
    auto* box = new QComboBox;
    box->addItems(items);
    return box;
}

QString absolutePath(const QString& text) {
    QString path = text.trimmed();
    if (path.isEmpty()) return path;
    if (path.startsWith(QLatin1String("~/"))) path = QDir::homePath() + path.mid(1);
    return QFileInfo(path).absoluteFilePath();
}

const VariantInfo* variantOf(const QComboBox* box) {
    return findVariant(box->currentText().toStdString());
}

bool isXiangqi(const QString& variant) {
    const VariantInfo* v = findVariant(variant.toStdString());
    return v && v->family == BoardFamily::Xiangqi;
}

void selectText(QComboBox* box, const QString& text) {
    selectItem(
        box, [&text](const QString& item) { return item.compare(text, Qt::CaseInsensitive) == 0; });
}

} // namespace arbiter::gui::newtournament
