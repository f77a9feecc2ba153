#include "enginesettings.h"

#include "description/enginekeys.h"

#include <QDir>

namespace arbiter::cli {

QStringList takeEngineTokens(const QStringList& arguments, int* i) {
    QStringList tokens;
    while (*i + 1 < arguments.size() && !arguments[*i + 1].startsWith(QLatin1Char('-')))
        tokens << arguments[++*i];
    return tokens;
}

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

} // namespace arbiter::cli
