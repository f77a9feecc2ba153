// arbiter-cli's commands beside the tournament, -online (the online bot, botoptions.h) and
// -annotate (the annotator, annotatecommand.h), described once: -help (clihelp.h) and the manual
// page (climanpage.h) are both written from this table, and tst_cli_parser checks that each
// command's parser takes every option listed here.
#pragma once

#include <QString>
#include <QVector>

namespace arbiter::cli {

struct CommandOption {
    QString names; // "-depth N, -st SECONDS": one or more names, each with its values
    QString help;
};

struct OtherCommand {
    QString option;   // the option that selects the command: "-online"
    QString title;    // its section's title
    QString synopsis; // the command line after "arbiter-cli "
    QString summary;  // what it does, a sentence ("arbiter-cli plays ...")
    QVector<CommandOption> options;
};

const QVector<OtherCommand>& otherCommands();

} // namespace arbiter::cli
