// Helpers shared by the test suites: locating the reference data of tests/data (see its
// README.md for where each file comes from), the source tree and the built executables.
#pragma once

#include <QByteArray>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>

namespace arbiter::test {

// A file of tests/data.
inline QString testDataPath(const QString& name) {
    return QStringLiteral(ARBITER_TEST_DATA_DIR) + QLatin1Char('/') + name;
}

// A file or folder of the source tree, e.g. "docs/architecture.md" (the house checks read it).
inline QString sourcePath(const QString& name) {
    return QStringLiteral(ARBITER_SOURCE_DIR) + QLatin1Char('/') + name;
}

inline QString binPath(const QString& name) {
    return QStringLiteral(ARBITER_BIN_DIR) + QLatin1Char('/') + name;
}

// The JSON object of a file of tests/data. The data is part of the repository, so a missing or
// malformed file stops the suite with its name instead of leaving data-driven tests empty.
inline QJsonObject loadTestJson(const QString& name) {
    QFile f(testDataPath(name));
    if (!f.open(QIODevice::ReadOnly)) qFatal("cannot open %s", qPrintable(f.fileName()));
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &error);
    if (!doc.isObject())
        qFatal("%s is not a JSON object: %s", qPrintable(f.fileName()),
               qPrintable(error.errorString()));
    return doc.object();
}

} // namespace arbiter::test
