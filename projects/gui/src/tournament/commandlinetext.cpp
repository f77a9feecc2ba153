#include "commandlinetext.h"

#include <QRegularExpression>

namespace arbiter::gui {

QString secondsText(std::int64_t ms) {
    QString text = QString::number(double(ms) / 1000.0, 'f', 3);
    while (text.endsWith(QLatin1Char('0'))) text.chop(1);
    if (text.endsWith(QLatin1Char('.'))) text.chop(1);
    return text;
}

QString shellCommandLine(const QStringList& arguments, const QString& program) {
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_./:=+,@%-]+$"));
    QStringList words{program};
    for (const QString& arg : arguments) {
        if (plain.match(arg).hasMatch()) {
            words << arg;
        } else {
            QString quoted = arg;
            quoted.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
            words << QLatin1Char('\'') + quoted + QLatin1Char('\'');
        }
    }
    return words.join(QLatin1Char(' '));
}

} // namespace arbiter::gui
