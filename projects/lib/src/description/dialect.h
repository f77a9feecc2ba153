// Which command-line language arbiter-cli speaks: cutechess-cli's (the default) or
// fastchess's (docs/cli.md "Choosing the dialect"). The rule, first match wins:
//   1. an explicit `-dialect fastchess|cutechess` (anywhere on the line; it is removed);
//   2. the program's file name: `fastchess...` (arbiter-cli reached through a link named
//      fastchess, as fishtest and OpenBench call it) or `cutechess-cli...`;
//   3. an option only fastchess has (-testEnv, -config, -output, -report, -scoreinterval,
//      -crc32, -log, -quick, ...; fastchessOnlyOptions()) or fastchess's key=value form of
//      -pgnout / -epdout (`-pgnout file=games.pgn`);
//   4. otherwise cutechess.
#pragma once

#include "tournamentdescription.h"

#include <QString>
#include <QStringList>

namespace arbiter::cli {

struct DialectChoice {
    Dialect dialect = Dialect::Cutechess;
    QStringList arguments; // the arguments without -dialect and its value
    QString error;         // a bad -dialect value (a usage error)
};

// programPath: argv[0]; arguments: the rest.
DialectChoice chooseDialect(const QString& programPath, const QStringList& arguments);

// Options that only fastchess has: any of them selects the fastchess dialect.
const QStringList& fastchessOnlyOptions();

} // namespace arbiter::cli
