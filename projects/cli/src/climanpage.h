// arbiter-cli's manual page (arbiter-cli.6), made at build time from the same option tables as
// -help (clihelp.h's visitOptions), for both dialects, so that the installed manual lists every
// option the program takes. projects/cli/manpage/main.cpp writes it; tests/package checks it.
#pragma once

#include <QString>

namespace arbiter::cli {

// The page in roff (man(7) macros).
QString manPageText();

// Text escaped for roff: backslashes, hyphens (as \-, so that they stay hyphens in a terminal
// and can be copied into a command line) and a leading '.' or '\''.
QString roffEscaped(const QString& text);

} // namespace arbiter::cli
