#include "gui/engines/enginelibrary.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

namespace arbiter::gui {

QString EngineLibrary::defaultFileName() {
    const QString configured = QSettings().value(QStringLiteral("engines/file")).toString();
    if (!configured.isEmpty()) return configured;
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation);
    return QDir(dir).filePath(QStringLiteral("engines.json"));
}

EngineLibrary::EngineLibrary(const QString& fileName) : m_fileName(fileName) {}

bool EngineLibrary::load(QString* error) {
    m_engines.clear();
    if (!QFileInfo::exists(m_fileName)) {
        if (!builtInEngineCommand().isEmpty()) m_engines.push_back(builtInEngine());
        return true;
    }
    return loadEngineConfigurations(m_fileName, &m_engines, error);
}

bool EngineLibrary::save(QString* error) const {
    QDir().mkpath(QFileInfo(m_fileName).absolutePath());
    return saveEngineConfigurations(m_fileName, m_engines, error);
}

const EngineConfiguration* EngineLibrary::find(const QString& name) const {
    for (const EngineConfiguration& e : m_engines)
        if (e.name == name) return &e;
    return nullptr;
}

QStringList EngineLibrary::names() const {
    QStringList list;
    for (const EngineConfiguration& e : m_engines) list << e.name;
    return list;
}

QString EngineLibrary::builtInEngineCommand() {
    const QString path =
        QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("arbiter-engine"));
    return QFileInfo(path).isExecutable() ? path : QString();
}

EngineConfiguration EngineLibrary::builtInEngine() {
    EngineConfiguration config;
    config.name = QStringLiteral("Arbiter Engine");
    config.command = builtInEngineCommand();
    config.protocol = EngineProtocol::Uci;
    return config;
}

} // namespace arbiter::gui
