#include "tournamentlauncher.h"

#include "description/cliparser.h"
#include "gui/engines/enginelibrary.h"
#include "newtournamentdialog.h"
#include "tournament/state/tournamentstate.h"
#include "tournamentwindow.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QSettings>

namespace arbiter::gui {

namespace {
void showWindow(TournamentWindow* window) {
    window->show();
    window->raise();
    window->activateWindow();
}
} // namespace

TournamentWindow* newTournament(QWidget* parent, EngineLibrary& engines,
                                const Appearance& appearance) {
    // conf= reads the engines from the file: the built-in engine offered on first use must be
    // in it.
    QString error;
    if (!QFileInfo::exists(engines.fileName()) && !engines.save(&error)) {
        QMessageBox::warning(parent, QObject::tr("New Tournament"), error);
        return nullptr;
    }
    NewTournamentDialog dialog(engines, parent);
    while (dialog.exec() == QDialog::Accepted) {
        auto* window = new TournamentWindow(dialog.options(), appearance, parent);
        window->setWindowFlag(Qt::Window);
        if (window->start(&error)) {
            showWindow(window);
            return window;
        }
        delete window;
        QMessageBox::warning(parent, QObject::tr("New Tournament"),
                             QObject::tr("The tournament cannot start: %1").arg(error));
    }
    return nullptr;
}

QStringList relativePaths(const QStringList& commandLine) {
    QStringList relative;
    auto check = [&relative](const QString& path) {
        if (!path.isEmpty() && QFileInfo(path).isRelative()) relative << path;
    };
    bool enginesFile = false;
    bool conf = false;
    for (int i = 0; i < commandLine.size(); ++i) {
        const QString& arg = commandLine[i];
        const QString next = i + 1 < commandLine.size() ? commandLine[i + 1] : QString();
        if (arg == QLatin1String("-pgnout") || arg == QLatin1String("-epdout") ||
            arg == QLatin1String("-statefile") || arg == QLatin1String("-engines-file")) {
            check(next);
            enginesFile = enginesFile || arg == QLatin1String("-engines-file");
        } else if (arg.startsWith(QLatin1String("file=")) ||
                   arg.startsWith(QLatin1String("book="))) {
            check(arg.mid(5));
        } else if (arg.startsWith(QLatin1String("conf="))) {
            conf = true;
        }
    }
    if (conf && !enginesFile) relative << QStringLiteral("engines.json");
    return relative;
}

TournamentWindow* resumeTournament(const QString& stateFile, const QString& workingDirectory,
                                   const Appearance& appearance, QWidget* parent, QString* error) {
    const QString absoluteState = QFileInfo(stateFile).absoluteFilePath();
    // The saved command line's relative names mean what they meant where arbiter-cli ran.
    if (!workingDirectory.isEmpty() && !QDir::setCurrent(workingDirectory)) {
        if (error) *error = QObject::tr("cannot change to the folder '%1'").arg(workingDirectory);
        return nullptr;
    }
    const cli::CliParseResult parsed =
        cli::parseCommandLine({QStringLiteral("-resume"), absoluteState});
    if (parsed.action != cli::CliParseResult::Action::Run) {
        const QString& message = parsed.problem.message;
        if (error)
            *error = message.isEmpty() ? QObject::tr("'%1' cannot be resumed").arg(absoluteState)
                                       : message;
        return nullptr;
    }
    auto* window = new TournamentWindow(parsed.options, appearance, parent);
    window->setWindowFlag(Qt::Window);
    if (!window->start(error)) {
        delete window;
        return nullptr;
    }
    showWindow(window);
    return window;
}

TournamentWindow* resumeTournamentDialog(QWidget* parent, const Appearance& appearance) {
    QSettings settings;
    const QString key = QStringLiteral("tournament/lastStateFolder");
    const QString file = QFileDialog::getOpenFileName(
        parent, QObject::tr("Resume Tournament"), settings.value(key, QDir::homePath()).toString(),
        QObject::tr("Tournament state (*.json);;All files (*)"));
    if (file.isEmpty()) return nullptr;
    settings.setValue(key, QFileInfo(file).absolutePath());

    QString error;
    TournamentState state;
    if (!TournamentState::load(file, &state, &error)) {
        QMessageBox::warning(parent, QObject::tr("Resume Tournament"), error);
        return nullptr;
    }
    QString folder;
    const QStringList relative = relativePaths(state.commandLine);
    if (!relative.isEmpty()) {
        // An arbiter-cli run: its relative names (e.g. the PGN file) are relative to where it ran.
        folder = QFileDialog::getExistingDirectory(parent,
                                                   QObject::tr("Folder arbiter-cli ran in (for %1)")
                                                       .arg(relative.join(QStringLiteral(", "))),
                                                   QFileInfo(file).absolutePath());
        if (folder.isEmpty()) return nullptr;
    }
    TournamentWindow* window = resumeTournament(file, folder, appearance, parent, &error);
    if (!window)
        QMessageBox::warning(parent, QObject::tr("Resume Tournament"),
                             QObject::tr("The tournament cannot be resumed: %1").arg(error));
    return window;
}

} // namespace arbiter::gui
