// The tables of arbiter-server's database (docs/online.md, "Persistence"), one schema for SQLite
// and PostgreSQL: only the column that numbers new rows is written in each database's own way.
#pragma once

#include <QStringList>

namespace arbiter::server {

// CREATE statements, each safe to run again on an existing database.
QStringList schemaStatements(bool postgres);

} // namespace arbiter::server
