// Helpers shared by the test suites: locating reference data and built executables.
#pragma once

#include <QByteArray>
#include <QFile>
#include <QJsonDocument>
#include <QString>

namespace arbiter::test {

inline QString sharedDataPath(const QString& name) {
    return QStringLiteral(ARBITER_SHARED_DATA_DIR) + QLatin1Char('/') + name;
}

inline QString binPath(const QString& name) {
    return QStringLiteral(ARBITER_BIN_DIR) + QLatin1Char('/') + name;
}

// Reads a JSON file from ../shared/data; an empty document when missing or malformed.
inline QJsonDocument loadSharedJson(const QString& name) {
    QFile f(sharedDataPath(name));
    if (!f.open(QIODevice::ReadOnly)) return {};
    return QJsonDocument::fromJson(f.readAll());
}

} // namespace arbiter::test
