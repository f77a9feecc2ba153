#include "dialect.h"

#include <QFileInfo>
#include <optional>

namespace arbiter::cli {

const QStringList& fastchessOnlyOptions() {
    static const QStringList options{
        "-testEnv",
        "-config",
        "-output",
        "-report",
        "-scoreinterval",
        "-crc32",
        "-check-mate-pvs",
        "-log",
        "-quick",
        "-use-affinity",
        "-force-concurrency",
        "-strict",
        "-show-latency",
        "-startup-ms",
        "-ucinewgame-ms",
        "-ping-ms",
        "-tbadjudicate",
    };
    return options;
}

namespace {

// fastchess writes its output files as `-pgnout file=NAME ...`; cutechess-cli as
// `-pgnout NAME [min] [fi]`.
bool isKeyValueOutput(const QStringList& args, int i) {
    const QString& option = args[i];
    if (option != QLatin1String("-pgnout") && option != QLatin1String("-epdout")) return false;
    return i + 1 < args.size() && args[i + 1].startsWith(QLatin1String("file="));
}

} // namespace

DialectChoice chooseDialect(const QString& programPath, const QStringList& arguments) {
    DialectChoice choice;
    std::optional<Dialect> explicitChoice;
    for (int i = 0; i < arguments.size(); ++i) {
        if (arguments[i] != QLatin1String("-dialect")) {
            choice.arguments << arguments[i];
            continue;
        }
        const QString value = i + 1 < arguments.size() ? arguments[++i] : QString();
        if (value == QLatin1String("fastchess"))
            explicitChoice = Dialect::Fastchess;
        else if (value == QLatin1String("cutechess"))
            explicitChoice = Dialect::Cutechess;
        else
            choice.error =
                QStringLiteral("-dialect: '%1' is not fastchess or cutechess").arg(value);
    }
    if (explicitChoice) {
        choice.dialect = *explicitChoice;
        return choice;
    }
    const QString program = QFileInfo(programPath).fileName();
    if (program.startsWith(QLatin1String("fastchess"))) {
        choice.dialect = Dialect::Fastchess;
        return choice;
    }
    if (program.startsWith(QLatin1String("cutechess"))) return choice;
    const QStringList& marks = fastchessOnlyOptions();
    for (int i = 0; i < choice.arguments.size(); ++i) {
        // Case aside, so that a misspelt -testenv still gets fastchess's "did you mean".
        if (marks.contains(choice.arguments[i], Qt::CaseInsensitive) ||
            isKeyValueOutput(choice.arguments, i)) {
            choice.dialect = Dialect::Fastchess;
            break;
        }
    }
    return choice;
}

} // namespace arbiter::cli
