#include "namedfiles.h"

namespace arbiter::cli {

QVector<NamedFile> namedFiles(const TournamentDescription& options) {
    const bool fastchess = options.dialect == Dialect::Fastchess;
    // fastchess names a file with a file= key of its option; cutechess-cli gives -pgnout and
    // -epdout the file itself.
    auto name = [fastchess](const char* option, bool keyInBoth) {
        QString text = QString::fromLatin1(option);
        if (fastchess || keyInBoth) text += QStringLiteral(" file=");
        return text;
    };
    QVector<NamedFile> files;
    auto add = [&files](const QString& option, const QString& path, FileUse use) {
        if (!path.isEmpty()) files.push_back({option, path, use});
    };
    if (options.openings.enabled)
        add(name("-openings", true), options.openings.file, FileUse::Read);
    if (options.pgnOut) add(name("-pgnout", false), options.pgnOut->file, FileUse::Write);
    add(name("-epdout", false), options.epdOut, FileUse::Write);
    add(name("-log", true), options.fastchess.log.file, FileUse::Write);
    for (const PlayerOptions& player : options.players) {
        add(QStringLiteral("-engine book="), player.bookFile, FileUse::Read);
        add(QStringLiteral("-engine stderr="), player.engine.stderrFile, FileUse::Write);
    }
    return files;
}

QString namedFileProblem(const TournamentDescription& options) {
    for (const NamedFile& file : namedFiles(options)) {
        const QString problem = plainFileProblem(file.path, file.use);
        if (!problem.isEmpty()) return file.option + QStringLiteral(": ") + problem;
    }
    return {};
}

} // namespace arbiter::cli
