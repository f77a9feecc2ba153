// arbiter: the GUI. Arguments: PGN files to open, or --version / --help (commandline.h).
#include "gui/app/commandline.h"
#include "gui/app/language.h"
#include "gui/app/mainwindow.h"
#include "gui/app/resources.h"
#include "version/version.h"

#include <QApplication>
#include <QMessageBox>
#include <cstdio>

int main(int argc, char** argv) {
    QStringList arguments;
    for (int i = 1; i < argc; ++i) arguments << QString::fromLocal8Bit(argv[i]);
    const arbiter::gui::EarlyAnswer early = arbiter::gui::answerEarlyArguments(arguments);
    if (early.exit) {
        std::fputs(early.output.toLocal8Bit().constData(), stdout);
        return 0;
    }
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Arbiter"));
    QApplication::setApplicationName(QStringLiteral("arbiter"));
    QApplication::setApplicationVersion(QLatin1String(arbiter::versionNumber()));
    arbiter::gui::initResources();
    // Before any window: every text is translated when its widget is made.
    for (const QString& missing : arbiter::gui::installLanguage(arbiter::gui::startLanguage()))
        std::fprintf(stderr, "arbiter: no translation file %s\n", qPrintable(missing));
    arbiter::gui::MainWindow window;
    window.show();
    for (const QString& file : QApplication::arguments().mid(1)) {
        QString error;
        if (!window.openPgn(file, &error, 0))
            QMessageBox::warning(&window, QStringLiteral("Arbiter"), error);
    }
    return app.exec();
}
