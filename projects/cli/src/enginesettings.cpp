#include "enginesettings.h"

#include "description/enginekeys.h"
#include "description/tournamentdescription.h"

#include <QDir>

namespace arbiter::cli {

QString
readOptionPairs(const QStringList& arguments, EngineArguments* engine,
                const std::function<QString(const QString& option, const QString& value)>& take) {
    engine->enginesFile = TournamentDescription().enginesFile;
    for (int i = 0; i < arguments.size(); ++i) {
        const QString& option = arguments[i];
        if (option == QLatin1String("-engine")) {
            // Its settings run up to the next option, as in a tournament's command line.
            engine->given = true;
            while (i + 1 < arguments.size() && !arguments[i + 1].startsWith(QLatin1Char('-')))
                engine->tokens << arguments[++i];
            continue;
        }
        if (i + 1 >= arguments.size()) return option + QStringLiteral(": a value is missing");
        const QString& value = arguments[++i];
        if (option == QLatin1String("-engines-file")) {
            engine->enginesFile = value;
            continue;
        }
        const QString error = take(option, value);
        if (!error.isEmpty()) return error;
    }
    return QString();
}

namespace {
QString engineFromTokens(const QStringList& tokens, bool given, const QString& enginesFile,
                         const QString& programDirectory, EngineConfiguration* out) {
    EngineDraft draft;
    if (!given) {
        draft.player.engine.name = QStringLiteral("arbiter-engine");
        draft.player.engine.command =
            QDir(programDirectory).filePath(QStringLiteral("arbiter-engine"));
        draft.player.engine.protocol = EngineProtocol::Uci;
    }
    QStringList keys;
    for (const QString& token : tokens) {
        if (!token.startsWith(QLatin1String("conf="))) {
            keys << token;
            continue;
        }
        QVector<EngineConfiguration> configs;
        QString error;
        if (!loadEngineConfigurations(enginesFile, &configs, &error)) return error;
        const QString name = token.mid(5);
        const auto found =
            std::find_if(configs.begin(), configs.end(),
                         [&](const EngineConfiguration& c) { return c.name == name; });
        if (found == configs.end())
            return QStringLiteral("conf=%1: no engine named '%1' in %2").arg(name, enginesFile);
        draft.player.engine = *found;
    }
    QString problem = applyEngineTokens(builtinEngineKeys(), keys, draft);
    PlayerOptions player;
    if (problem.isEmpty()) problem = finishEngine(draft, &player);
    if (!problem.isEmpty()) return problem;
    *out = player.engine;
    if (out->name.isEmpty()) out->name = player.displayName;
    return QString();
}
} // namespace

QString engineFromArguments(const EngineArguments& engine, const QString& programDirectory,
                            EngineConfiguration* out) {
    const QString problem =
        engineFromTokens(engine.tokens, engine.given, engine.enginesFile, programDirectory, out);
    return problem.isEmpty() ? QString() : QStringLiteral("-engine: ") + problem;
}

} // namespace arbiter::cli
