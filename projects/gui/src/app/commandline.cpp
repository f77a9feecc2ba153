#include "gui/app/commandline.h"

#include "version/version.h"

#include <QtGlobal>

namespace arbiter::gui {

EarlyAnswer answerEarlyArguments(const QStringList& arguments) {
    EarlyAnswer answer;
    for (const QString& argument : arguments) {
        if (argument == QLatin1String("--")) break; // what follows are file names
        if (argument == QLatin1String("--version") || argument == QLatin1String("-v")) {
            answer.exit = true;
            answer.output = QStringLiteral("%1\nUsing Qt version %2\n")
                                .arg(QString::fromStdString(versionLine("arbiter")),
                                     QString::fromLatin1(qVersion()));
            return answer;
        }
        if (argument == QLatin1String("--help") || argument == QLatin1String("-h")) {
            answer.exit = true;
            answer.output = QStringLiteral(
                "Usage: arbiter [QT-OPTIONS] [FILE.pgn...]\n"
                "\n"
                "Arbiter's desktop GUI: play, watch and record chess, chess-variant and xiangqi\n"
                "games between people and engines, run tournaments, play online. The PGN files\n"
                "given are opened.\n"
                "\n"
                "  --version    print the version and exit\n"
                "  --help       print this help and exit\n"
                "\n"
                "Qt's own options (-platform NAME, -style NAME, -reverse, ...) also apply.\n");
            return answer;
        }
    }
    return answer;
}

} // namespace arbiter::gui
