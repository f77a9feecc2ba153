// Starting and resuming tournaments from the main window (Tournament menu): the New
// Tournament dialog, then a TournamentWindow; or a state file (written here or by
// arbiter-cli), whose saved command line is parsed as arbiter-cli -resume parses it.
#pragma once

#include "gui/app/appearance.h"

#include <QString>
#include <QStringList>

class QWidget;

namespace arbiter::gui {

class EngineLibrary;
class TournamentWindow;

// Opens the dialog and starts the tournament in its own window (nullptr when cancelled).
// A start problem (an engine that cannot run, unreadable openings) is shown and the dialog
// opens again with the same choices.
TournamentWindow* newTournament(QWidget* parent, EngineLibrary& engines,
                                const Appearance& appearance);

// Asks for a state file and resumes it (nullptr when cancelled or it cannot be resumed; the
// problem is shown).
TournamentWindow* resumeTournamentDialog(QWidget* parent, const Appearance& appearance);

// Resumes the tournament of `stateFile`. Relative file names in its command line (an arbiter-cli
// run started elsewhere) are taken relative to `workingDirectory` (empty: the current one).
// The window is shown (a complete tournament's window shows its results); nullptr with *error
// when it cannot resume.
TournamentWindow* resumeTournament(const QString& stateFile, const QString& workingDirectory,
                                   const Appearance& appearance, QWidget* parent, QString* error);

// The relative file names among the command line's paths (-pgnout, -epdout, -openings file=,
// -engines-file, -statefile, book=; conf= without -engines-file means ./engines.json).
QStringList relativePaths(const QStringList& commandLine);

} // namespace arbiter::gui
