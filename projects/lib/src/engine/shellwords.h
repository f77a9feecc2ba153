// Splitting a command line into words as a POSIX shell does (cmd= of -engine, docs/cli.md),
// without running a shell: blanks separate words; 'single quotes' keep everything literally;
// "double quotes" keep blanks, with \" \\ \$ \` as escapes; a backslash outside quotes keeps
// the next character. QProcess::splitCommand knows only double quotes, so `cmd='my engine'`
// or `cmd=eng --name=it\'s` reached the engine wrongly.
#pragma once

#include <QString>
#include <QStringList>

namespace arbiter {

// The words of `command`; false with *error (an unclosed quote, a lone trailing backslash)
// when it cannot be split.
bool splitShellWords(const QString& command, QStringList* words, QString* error);

} // namespace arbiter
