#include "includescan.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

namespace arbiter::house {

namespace {

const QStringList kPrograms = {QStringLiteral("cli"), QStringLiteral("engine"),
                               QStringLiteral("gui"), QStringLiteral("server")};

QString readText(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) qFatal("cannot read %s", qPrintable(path));
    return QString::fromUtf8(file.readAll());
}

bool isFile(const QString& path) {
    return QFileInfo(path).isFile();
}

// The program's src folder and the prefix its headers may be included with (gui/...).
struct Program {
    QString name;
    QString src;
    QString prefix;

    // Whether the include names one of this program's files from `dir`.
    bool owns(const QString& dir, const QString& include) const {
        if (isFile(dir + QLatin1Char('/') + include)) {
            const QString found = QFileInfo(dir + QLatin1Char('/') + include).canonicalFilePath();
            return found.startsWith(QFileInfo(src).canonicalFilePath() + QLatin1Char('/'));
        }
        if (isFile(src + QLatin1Char('/') + include)) return true;
        return !prefix.isEmpty() && include.startsWith(prefix) &&
               isFile(src + QLatin1Char('/') + include.mid(prefix.size()));
    }
};

} // namespace

QList<QuotedInclude> quotedIncludes(const QString& text) {
    static const QRegularExpression include(QStringLiteral("^\\s*#\\s*include\\s*\"([^\"]+)\""));
    QList<QuotedInclude> found;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const auto match = include.match(lines[i]);
        if (match.hasMatch()) found.append({int(i + 1), match.captured(1)});
    }
    return found;
}

QStringList sourceFiles(const QString& dir) {
    QStringList files;
    QDirIterator it(dir, {QStringLiteral("*.h"), QStringLiteral("*.cpp")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) files.append(it.next());
    files.sort();
    return files;
}

LibraryIncludes scanLibrary(const QString& libSrc) {
    LibraryIncludes result;
    const QDir root(libSrc);
    result.folders = root.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    for (const QString& folder : std::as_const(result.folders)) {
        for (const QString& path : sourceFiles(root.filePath(folder))) {
            const QString file = root.relativeFilePath(path);
            const QString dir = QFileInfo(path).path();
            for (const QuotedInclude& include : quotedIncludes(readText(path))) {
                const qsizetype slash = include.path.indexOf(QLatin1Char('/'));
                if (slash < 0 || isFile(dir + QLatin1Char('/') + include.path)) continue;
                const QString to = include.path.left(slash);
                if (!result.folders.contains(to))
                    result.errors.append(QStringLiteral("%1:%2: includes \"%3\", which is in no "
                                                        "library folder")
                                             .arg(file)
                                             .arg(include.line)
                                             .arg(include.path));
                else if (to != folder)
                    result.includes.append({file, include.line, folder, to});
            }
        }
    }
    return result;
}

QStringList crossProgramIncludes(const QString& projectsDir) {
    const QString libSrc = projectsDir + QStringLiteral("/lib/src");
    QList<Program> programs;
    for (const QString& name : kPrograms)
        programs.append({name, projectsDir + QLatin1Char('/') + name + QStringLiteral("/src"),
                         name == QLatin1String("gui") ? QStringLiteral("gui/") : QString()});
    QStringList faults;
    for (const Program& program : std::as_const(programs)) {
        for (const QString& path : sourceFiles(program.src)) {
            const QString dir = QFileInfo(path).path();
            for (const QuotedInclude& include : quotedIncludes(readText(path))) {
                if (program.owns(dir, include.path) ||
                    isFile(libSrc + QLatin1Char('/') + include.path))
                    continue;
                for (const Program& other : std::as_const(programs)) {
                    if (other.name == program.name || !other.owns(other.src, include.path))
                        continue;
                    faults.append(QStringLiteral("%1:%2: includes \"%3\", a file of projects/%4")
                                      .arg(QDir(projectsDir).relativeFilePath(path))
                                      .arg(include.line)
                                      .arg(include.path, other.name));
                }
            }
        }
    }
    return faults;
}

} // namespace arbiter::house
