// arbiter-cli's annotator (docs/cli.md, "Annotating games"), for teachers and batch use:
//   arbiter-cli -annotate FILE (-depth N | -st SECONDS) [-explain en|zh] [-out FILE]
//               [-engine SETTINGS...] [-engines-file FILE] [-variant NAME]
// Every game of the PGN FILE is analysed by the engine (arbiter-engine by default) as the GUI's
// Analyse Game does (analysis/gameannotator.h: evaluations, ?!/?/?? and the better line), with
// -explain the coach's facts about each move (analysis/movefacts.h) in English or Chinese; the
// annotated games go to -out FILE or standard output, progress to standard error.
#pragma once

#include "analysis/gameannotator.h"
#include "engine/engineconfiguration.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace arbiter::cli {

struct AnnotateOptions {
    QString input;
    QString output;                               // empty: standard output
    QString variant = QStringLiteral("standard"); // of games without a [Variant] tag
    EngineConfiguration engine;
    AnnotationOptions annotation;
};

bool isAnnotateCommandLine(const QStringList& arguments);
// Reads the command line (without the program's name); an error names the option at fault.
QString parseAnnotateOptions(const QStringList& arguments, const QString& programDirectory,
                             AnnotateOptions* out);
// Annotates every game; exit code 0, 1 when a game could not be read or analysed (the others
// are written), 2 for a bad command line or an unreadable input.
int runAnnotate(QCoreApplication& app);

} // namespace arbiter::cli
