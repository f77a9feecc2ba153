// engines.json: the loader reads any file into engine configurations or one message naming the
// file and entry; a configuration it accepts writes back to JSON that loads to the same JSON.
#include "engine/engineconfiguration.h"
#include "fuzzsupport.h"

#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>

using namespace arbiter;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, size_t size) {
    // The real entry point reads a file: the input is written to one scratch file in a
    // temporary folder of this process (removed when the fuzzer exits; a name made of the
    // process id alone was left behind in /tmp by every run).
    static const QTemporaryDir scratch;
    if (!scratch.isValid()) return 0;
    static const QString path = scratch.filePath(QStringLiteral("engines.json"));
    {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) return 0;
        file.write(reinterpret_cast<const char*>(data), qint64(size));
    }
    QVector<EngineConfiguration> configs;
    QString error;
    if (!loadEngineConfigurations(path, &configs, &error)) {
        fuzz::require(error.contains(path), "a load error does not name the file",
                      error.toStdString());
        return 0;
    }
    for (const EngineConfiguration& c : configs) {
        const QJsonObject json = c.toJson();
        EngineConfiguration again;
        QString problem;
        fuzz::require(EngineConfiguration::fromJson(json, &again, &problem),
                      "a configuration's own JSON is rejected", problem.toStdString());
        fuzz::require(again.toJson() == json, "a configuration does not survive its JSON",
                      QJsonDocument(json).toJson().toStdString());
        findEngineProgram(c);
    }
    return 0;
}
