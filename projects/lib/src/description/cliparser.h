// arbiter-cli's command line: cutechess-cli's options with the same syntax and meaning, plus
// Arbiter's additions (-resume, -statefile, -autosaveinterval, -engines-file, -sprt model=
// and pentanomial=, swiss tournaments, proto=ucci). See docs/cli.md.
//
// Syntax: an option is a token starting with '-' (negative numbers are values); its values are
// the following tokens up to the next option, at most as many as the option takes. Options
// given twice: the later one wins, except -engine (one engine each) and -each (accumulates).
//
// Errors are complete messages for stderr. An error of one option's value (a bad, missing or
// extra value, an -engine or -each setting) and an unknown option get cutechess-cli's warning
// first and its exit code 1, then Arbiter's line naming the problem (or for an unknown option a
// suggestion):
//   "Warning: Invalid value for option \"-games\": \"x\""
//   "arbiter-cli: -games: 'x' is not a positive number"
// Errors beyond one option's value are Arbiter's line alone, with exit code 2:
//   "arbiter-cli: at least two engines are required"
// The fastchess dialect words every error as fastchess does (exit code 1, standard output).
#pragma once

#include "optiontable.h"
#include "tournamentdescription.h"

#include <QString>
#include <QStringList>

namespace arbiter::cli {

// What is wrong with a command line, for a front-end that shows it at its place (the GUI's
// New Tournament dialog, beside the field of the option): the option it concerns, as the
// option table names it ("-games"; empty when no one option is at fault, as in "at least two
// engines are required"), and the complete message without the program's name.
struct ParseError {
    QString option;
    QString message;
};

struct CliParseResult {
    enum class Action {
        Run,     // options holds a complete, checked configuration
        Exit,    // -help, -version, -engines, -resultformat help: print output, exit 0
                 // (for -help and -version the program writes its own: exitRequest)
        Error,   // print error (stderr, or stdout: errorOnStdout), exit with errorExitCode
        Rejudge, // -rejudge FILE: arbiter-cli's runRejudge (projects/cli/src/rejudgecommand.h)
                 // instead of a tournament
    };

    Action action = Action::Error;
    TournamentDescription options;
    // For Exit: what to print on stdout. -help and -version are the program's texts
    // (arbiter-cli's projects/cli/src/clihelp.h): exitRequest says which, output is empty.
    enum class ExitRequest { Output, Help, Version };
    ExitRequest exitRequest = ExitRequest::Output;
    QString output;
    QString error;      // for Error: the complete message (one or more lines)
    ParseError problem; // for Error: the option concerned and Arbiter's message (without
                        // cutechess-cli's warning line)
    // For Error: the dialect's exit code (2; cutechess-cli's 1 for an unknown option and an
    // error of an option's value; fastchess's 1) and stream (fastchess prints its errors on
    // standard output).
    int errorExitCode = 2;
    bool errorOnStdout = false;

    int exitCode() const { return action == Action::Error ? errorExitCode : 0; }
};

// Parses the arguments (without the program name); programPath (argv[0]) takes part in
// choosing the dialect (dialect.h): a program named fastchess speaks fastchess.
CliParseResult parseCommandLine(const QStringList& arguments, const QString& programPath = {});

// The state file of a tournament whose command line has no -statefile: "<pgnout>.state.json"
// beside a PGN file, else "arbiter-tournament.json".
QString defaultStateFile(const TournamentDescription& options);

// The option of the table closest to a misspelt one (at most two edits away), else "".
QString closestOption(const OptionTable& table, const QString& written);

// Every option provider, in -help order. Areas adding options add their provider here.
OptionTable buildOptionTable();

// The option table of a dialect (the fastchess dialect adds its own options to cutechess-cli's).
OptionTable optionTableFor(Dialect dialect);

} // namespace arbiter::cli
