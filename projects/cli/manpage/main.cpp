// arbiter-cli-manpage FILE: writes arbiter-cli's manual page (climanpage.h) to FILE. Run at
// build time (projects/cli/CMakeLists.txt); not installed.
#include "climanpage.h"

#include <QFile>
#include <cstdio>

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: arbiter-cli-manpage FILE\n");
        return 2;
    }
    QFile file(QString::fromLocal8Bit(argv[1]));
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
        file.write(arbiter::cli::manPageText().toUtf8()) < 0 || !file.flush()) {
        std::fprintf(stderr, "arbiter-cli-manpage: cannot write %s: %s\n", argv[1],
                     qPrintable(file.errorString()));
        return 1;
    }
    return 0;
}
