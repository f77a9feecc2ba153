// The -engine settings of arbiter-cli's own commands beside the tournament (the online bot,
// -online; the annotator, -annotate): the tournament's -engine keys (cmd=, proto=, option.NAME=,
// conf=, ...), read by the library's engine-key table, conf=NAME taking an entry of the engines
// file as the base the other keys change. Without -engine: arbiter-engine beside arbiter-cli.
#pragma once

#include "engine/engineconfiguration.h"

#include <QString>
#include <QStringList>

namespace arbiter::cli {

// Collects the settings that follow arguments[*i] ("-engine") up to the next option, and moves
// *i to the last of them.
QStringList takeEngineTokens(const QStringList& arguments, int* i);

// The engine those settings describe; an error (without the "-engine: " prefix) otherwise.
QString engineFromTokens(const QStringList& tokens, bool given, const QString& enginesFile,
                         const QString& programDirectory, EngineConfiguration* out);

} // namespace arbiter::cli
