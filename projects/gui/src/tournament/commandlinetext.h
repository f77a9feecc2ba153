// A tournament's arbiter-cli command line as the GUI shows it (the New Tournament dialog, the
// tournament window): the arguments come from the library
// (cli::TournamentDescription::toArguments); this writes them as one line a POSIX shell reads back.
#pragma once

#include <QString>
#include <QStringList>

namespace arbiter::gui {

// `arguments` as one line for a POSIX shell, each argument quoted where needed.
QString shellCommandLine(const QStringList& arguments,
                         const QString& program = QStringLiteral("arbiter-cli"));

} // namespace arbiter::gui
