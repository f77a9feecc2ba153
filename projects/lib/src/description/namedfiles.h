// The files a tournament's options name, each with the option that names it, so that one check
// (io/plainfile.h: a regular file where a regular file is meant) refuses a FIFO, a directory or
// /dev/zero before anything starts, in the words of the option at fault: "-openings: 'x.fifo' is
// a FIFO, not a regular file" (fastchess: "-openings file=: ..."). The files read while the
// command line is read (-resume, -config file=, the engines file, -rejudge) are checked where
// they are read, through the same io/plainfile.h.
#pragma once

#include "description/tournamentdescription.h"
#include "io/plainfile.h"

#include <QString>
#include <QVector>

namespace arbiter::cli {

struct NamedFile {
    QString option; // as the dialect names it: "-pgnout", "-pgnout file=", "-engine book="
    QString path;
    FileUse use;
};

QVector<NamedFile> namedFiles(const TournamentDescription& options);

// The first named file that is not what its option needs, as "OPTION: PROBLEM", or empty.
QString namedFileProblem(const TournamentDescription& options);

} // namespace arbiter::cli
