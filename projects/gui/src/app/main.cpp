// arbiter: the GUI. Arguments: PGN files to open.
#include "gui/app/mainwindow.h"
#include "gui/app/resources.h"

#include <QApplication>
#include <QMessageBox>

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Arbiter"));
    QApplication::setApplicationName(QStringLiteral("arbiter"));
    QApplication::setApplicationVersion(QStringLiteral(ARBITER_VERSION));
    arbiter::gui::initResources();
    arbiter::gui::MainWindow window;
    window.show();
    for (const QString& file : QApplication::arguments().mid(1)) {
        QString error;
        if (!window.openPgn(file, &error, 0))
            QMessageBox::warning(&window, QStringLiteral("Arbiter"), error);
    }
    return app.exec();
}
