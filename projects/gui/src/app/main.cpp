// arbiter: the GUI. Arguments: PGN files to open.
#include "gui/app/language.h"
#include "gui/app/mainwindow.h"
#include "gui/app/resources.h"

#include <QApplication>
#include <QMessageBox>
#include <cstdio>

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Arbiter"));
    QApplication::setApplicationName(QStringLiteral("arbiter"));
    QApplication::setApplicationVersion(QStringLiteral(ARBITER_VERSION));
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
