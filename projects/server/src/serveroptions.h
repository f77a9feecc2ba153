// arbiter-server's command line (docs/online.md, "Running a server").
#pragma once

#include <QHostAddress>
#include <QString>
#include <QStringList>

namespace arbiter::server {

struct ServerOptions {
    quint16 port = 8080;
    QHostAddress listen = QHostAddress::Any;
    QString dataDirectory = QStringLiteral("arbiter-data");
    QString databaseUrl; // postgresql://...; empty: SQLite in dataDirectory
    QString cluster;     // this process's name among several on one PostgreSQL; empty: alone
    QString defaultVariant = QStringLiteral("xiangqi");
    QString defaultTimeControl = QStringLiteral("600|30");
    int passwordIterations = 0;
    QString enginesFile;     // engines.json of the engines rooms may seat
    int maxEngines = 8;      // engine seats at once
    int engineMoveMs = 2000; // an engine's time a move in rooms without a clock
    bool help = false;
    bool version = false;
};

// False with *error naming the argument at fault.
bool parseServerOptions(const QStringList& arguments, ServerOptions& out, QString* error);
QString serverHelpText();

} // namespace arbiter::server
