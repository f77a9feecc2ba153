// The -engine settings of arbiter-cli's own commands beside the tournament (the online bot,
// -online; the annotator, -annotate): the tournament's -engine keys (cmd=, proto=, option.NAME=,
// conf=, ...), read by the library's engine-key table, conf=NAME taking an entry of the engines
// file as the base the other keys change. Without -engine: arbiter-engine beside arbiter-cli.
#pragma once

#include "engine/engineconfiguration.h"

#include <QString>
#include <QStringList>
#include <functional>

namespace arbiter::cli {

// What such a command line says of its engine: the -engine settings and -engines-file.
struct EngineArguments {
    QStringList tokens;
    bool given = false; // -engine was there (else arbiter-engine plays)
    QString enginesFile;
};

// Walks a command line of "-option VALUE" pairs: -engine's settings (up to the next option) and
// -engines-file go to *engine, every other option with its value to `take`, which stores it and
// returns an error naming it, or "". The first error ends the walk and is returned.
QString
readOptionPairs(const QStringList& arguments, EngineArguments* engine,
                const std::function<QString(const QString& option, const QString& value)>& take);

// The engine those settings describe; an error (with its "-engine: " prefix) otherwise.
QString engineFromArguments(const EngineArguments& engine, const QString& programDirectory,
                            EngineConfiguration* out);

} // namespace arbiter::cli
