// The engines the GUI knows: engines.json in the configuration folder (or the file named in the
// settings), the same format arbiter-cli reads. On first use the built-in arbiter-engine next
// to the program is added so a new user can play at once.
#pragma once

#include "engine/engineconfiguration.h"

#include <QVector>

namespace arbiter::gui {

class EngineLibrary {
public:
    // The engines.json path: the "engines/file" setting, else <config dir>/engines.json.
    static QString defaultFileName();

    explicit EngineLibrary(const QString& fileName = defaultFileName());

    const QString& fileName() const { return m_fileName; }
    // Reads the file (a missing file is an empty list plus the built-in engine); false with
    // *error naming the file and problem otherwise.
    bool load(QString* error = nullptr);
    bool save(QString* error = nullptr) const;

    const QVector<EngineConfiguration>& engines() const { return m_engines; }
    QVector<EngineConfiguration>& engines() { return m_engines; }
    // The configuration named `name`, or nullptr.
    const EngineConfiguration* find(const QString& name) const;
    QStringList names() const;

    // arbiter-engine beside the GUI program (bin/), empty when it is not there.
    static QString builtInEngineCommand();
    static EngineConfiguration builtInEngine();

private:
    QString m_fileName;
    QVector<EngineConfiguration> m_engines;
};

} // namespace arbiter::gui
