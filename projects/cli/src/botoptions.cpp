#include "botoptions.h"

#include "enginesettings.h"

namespace arbiter::cli {

bool isBotCommandLine(const QStringList& arguments) {
    return arguments.contains(QStringLiteral("-online"));
}

QString parseBotOptions(const QStringList& arguments, const QString& programDirectory,
                        BotOptions* out) {
    BotOptions options;
    EngineArguments engine;
    QString error = readOptionPairs(
        arguments, &engine, [&](const QString& option, const QString& value) -> QString {
            bool ok = true;
            if (option == QLatin1String("-online")) {
                options.url = QUrl(value);
                ok = options.url.isValid() && (options.url.scheme() == QLatin1String("ws") ||
                                               options.url.scheme() == QLatin1String("wss"));
                if (!ok)
                    return QStringLiteral("-online: '%1' is not a ws:// or wss:// URL").arg(value);
            } else if (option == QLatin1String("-room")) {
                options.room = value.toLongLong(&ok);
                if (!ok || options.room < 1 || options.room > 999999999)
                    return QStringLiteral("-room: '%1' is not a room number from 1 to 999999999")
                        .arg(value);
            } else if (option == QLatin1String("-bot")) {
                options.botName = value;
            } else if (option == QLatin1String("-password")) {
                options.password = value;
            } else if (option == QLatin1String("-guest")) {
                options.guestName = value;
            } else if (option == QLatin1String("-games")) {
                options.games = value.toInt(&ok);
                if (!ok || options.games < 1)
                    return QStringLiteral("-games: '%1' is not a positive number").arg(value);
            } else {
                return QStringLiteral("unknown option '%1' for an online bot").arg(option);
            }
            return QString();
        });
    if (!error.isEmpty()) return error;
    if (options.room == 0) return QStringLiteral("-online needs -room N");
    if (!options.botName.isEmpty() && options.password.isEmpty())
        return QStringLiteral("-bot needs -password");
    if (options.botName.isEmpty() == options.guestName.isEmpty())
        return QStringLiteral("say who the bot is: -bot NAME -password P, or -guest NAME");

    error = engineFromArguments(engine, programDirectory, &options.engine);
    if (!error.isEmpty()) return error;
    *out = options;
    return QString();
}

} // namespace arbiter::cli
