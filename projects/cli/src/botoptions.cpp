#include "botoptions.h"

#include "description/enginekeys.h"

#include <QDir>
#include <QFileInfo>

namespace arbiter::cli {

bool isBotCommandLine(const QStringList& arguments) {
    return arguments.contains(QStringLiteral("-online"));
}

QString parseBotOptions(const QStringList& arguments, const QString& programDirectory,
                        BotOptions* out) {
    BotOptions options;
    QStringList engineTokens;
    bool engineGiven = false;
    QString enginesFile = CliOptions().enginesFile;
    for (int i = 0; i < arguments.size(); ++i) {
        const QString& option = arguments[i];
        if (option == QLatin1String("-engine")) {
            // Its settings run up to the next option, as in a tournament's command line.
            engineGiven = true;
            while (i + 1 < arguments.size() && !arguments[i + 1].startsWith(QLatin1Char('-')))
                engineTokens << arguments[++i];
            continue;
        }
        if (i + 1 >= arguments.size()) return option + QStringLiteral(": a value is missing");
        const QString value = arguments[++i];
        bool ok = true;
        if (option == QLatin1String("-online")) {
            options.url = QUrl(value);
            ok = options.url.isValid() && (options.url.scheme() == QLatin1String("ws") ||
                                           options.url.scheme() == QLatin1String("wss"));
            if (!ok) return QStringLiteral("-online: '%1' is not a ws:// or wss:// URL").arg(value);
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
        } else if (option == QLatin1String("-engines-file")) {
            enginesFile = value;
        } else if (option == QLatin1String("-games")) {
            options.games = value.toInt(&ok);
            if (!ok || options.games < 1)
                return QStringLiteral("-games: '%1' is not a positive number").arg(value);
        } else {
            return QStringLiteral("unknown option '%1' for an online bot").arg(option);
        }
    }
    if (options.room == 0) return QStringLiteral("-online needs -room N");
    if (!options.botName.isEmpty() && options.password.isEmpty())
        return QStringLiteral("-bot needs -password");
    if (options.botName.isEmpty() == options.guestName.isEmpty())
        return QStringLiteral("say who the bot is: -bot NAME -password P, or -guest NAME");

    EngineDraft draft;
    if (!engineGiven) {
        draft.player.engine.name = QStringLiteral("arbiter-engine");
        draft.player.engine.command =
            QDir(programDirectory).filePath(QStringLiteral("arbiter-engine"));
        draft.player.engine.protocol = EngineProtocol::Uci;
    }
    QStringList keys;
    for (const QString& token : engineTokens) {
        if (!token.startsWith(QLatin1String("conf="))) {
            keys << token;
            continue;
        }
        // conf=NAME: the engines file's entry is the base the other keys change.
        QVector<EngineConfiguration> configs;
        QString error;
        if (!loadEngineConfigurations(enginesFile, &configs, &error))
            return QStringLiteral("-engine: %1").arg(error);
        const QString name = token.mid(5);
        const auto found =
            std::find_if(configs.begin(), configs.end(),
                         [&](const EngineConfiguration& c) { return c.name == name; });
        if (found == configs.end())
            return QStringLiteral("-engine: conf=%1: no engine named '%1' in %2")
                .arg(name, enginesFile);
        draft.player.engine = *found;
    }
    QString problem = applyEngineTokens(builtinEngineKeys(), keys, draft);
    PlayerOptions player;
    if (problem.isEmpty()) problem = finishEngine(draft, &player);
    if (!problem.isEmpty()) return QStringLiteral("-engine: ") + problem;
    options.engine = player.engine;
    if (options.engine.name.isEmpty()) options.engine.name = player.displayName;
    *out = options;
    return QString();
}

} // namespace arbiter::cli
