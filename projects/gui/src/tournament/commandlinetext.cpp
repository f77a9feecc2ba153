#include "commandlinetext.h"

#include <QRegularExpression>

namespace arbiter::gui {

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
