// The checks the house keeps by itself (docs/development.md, "House checks"): the library's
// folders include only folders of the layers below them, in the order docs/architecture.md
// states, and that page's table of what each folder includes is what the code includes; no
// program includes another program's files; comments cite docs pages or public sources with
// their version and path, not the vague forms of commentlint.h. Each check is also run once on
// a small tree or text with a fault, to show that it finds one.
#include "architecturedoc.h"
#include "commentlint.h"
#include "includescan.h"
#include "testdata.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace arbiter::house;
using arbiter::test::sourcePath;

namespace {

QString readText(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) qFatal("cannot read %s", qPrintable(path));
    return QString::fromUtf8(file.readAll());
}

void writeText(const QString& path, const QString& text) {
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    QVERIFY2(file.open(QIODevice::WriteOnly), qPrintable(path));
    file.write(text.toUtf8());
}

// The includes that go up or sideways in the layer order, and the folders no layer names.
QStringList layerFaults(const ArchitectureLayers& doc, const LibraryIncludes& library) {
    QStringList faults;
    for (const QString& folder : library.folders)
        if (doc.layerOf(folder) < 0)
            faults.append(
                QStringLiteral("the folder `%1` is in no layer of the order").arg(folder));
    for (const FolderInclude& include : library.includes) {
        const int from = doc.layerOf(include.from);
        const int to = doc.layerOf(include.to);
        if (from >= 0 && to >= 0 && to <= from)
            faults.append(QStringLiteral("%1:%2: `%3` includes `%4`, which is not in a layer "
                                         "below it")
                              .arg(include.file)
                              .arg(include.line)
                              .arg(include.from, include.to));
    }
    return faults;
}

// Where the table and the code differ, one line per folder.
QStringList tableFaults(const ArchitectureLayers& doc, const LibraryIncludes& library) {
    QMap<QString, QSet<QString>> actual;
    for (const QString& folder : library.folders) actual.insert(folder, {});
    for (const FolderInclude& include : library.includes) actual[include.from].insert(include.to);
    auto names = [](const QSet<QString>& folders) {
        QStringList list(folders.begin(), folders.end());
        list.sort();
        return list.isEmpty() ? QStringLiteral("nothing") : list.join(QStringLiteral(", "));
    };
    QStringList faults;
    for (auto it = actual.cbegin(); it != actual.cend(); ++it) {
        if (!doc.includes.contains(it.key()))
            faults.append(
                QStringLiteral("`%1` has no row; it includes %2").arg(it.key(), names(it.value())));
        else if (doc.includes.value(it.key()) != it.value())
            faults.append(
                QStringLiteral("`%1`: the table says %2, the code includes %3")
                    .arg(it.key(), names(doc.includes.value(it.key())), names(it.value())));
    }
    for (auto it = doc.includes.cbegin(); it != doc.includes.cend(); ++it)
        if (!actual.contains(it.key()))
            faults.append(QStringLiteral("`%1` has a row but is no folder").arg(it.key()));
    return faults;
}

QString lines(const QStringList& faults) {
    return QLatin1Char('\n') + faults.join(QLatin1Char('\n'));
}

const QString kSmallDoc = QStringLiteral(
    "Inside the library the folders form layers, from the top: `game`; `board`, `stats`; "
    "`text`. What each includes today:\n\n| folder | includes |\n|---|---|\n"
    "| `text` | nothing else of the library |\n| `board` | `text` (only `fen.h`) |\n"
    "| `stats` | nothing else of the library |\n| `game` | `board`, `stats` |\n");

} // namespace

class TestHouse : public QObject {
    Q_OBJECT

private slots:
    void architectureDocReads();
    void docParserReadsLayersAndTable();
    void docParserNamesWhatItCannotRead();
    void libraryFoldersIncludeOnlyLowerLayers();
    void layerCheckFindsAnUpwardInclude();
    void includesTableMatchesTheCode();
    void tableCheckFindsADriftedRow();
    void programsIncludeNoOtherProgram();
    void programCheckFindsACrossInclude();
    void commentsCiteTheirSources();
    void commentLintFindsTheForbiddenForms();
};

void TestHouse::architectureDocReads() {
    const ArchitectureLayers doc =
        parseArchitectureLayers(readText(sourcePath(QStringLiteral("docs/architecture.md"))));
    QVERIFY2(doc.error.isEmpty(), qPrintable(doc.error));
    QCOMPARE(doc.layers.first(), QStringList{QStringLiteral("session")});
    QVERIFY2(doc.layers.last().contains(QStringLiteral("text")),
             qPrintable(doc.layers.last().join(QStringLiteral(", "))));
}

void TestHouse::docParserReadsLayersAndTable() {
    const ArchitectureLayers doc = parseArchitectureLayers(kSmallDoc);
    QVERIFY2(doc.error.isEmpty(), qPrintable(doc.error));
    QCOMPARE(doc.layers.size(), 3);
    QCOMPARE(doc.layers[1], (QStringList{QStringLiteral("board"), QStringLiteral("stats")}));
    QCOMPARE(doc.layerOf(QStringLiteral("stats")), 1);
    QCOMPARE(doc.layerOf(QStringLiteral("online")), -1);
    QCOMPARE(doc.includes.value(QStringLiteral("board")), QSet<QString>{QStringLiteral("text")});
    QVERIFY(doc.includes.value(QStringLiteral("text")).isEmpty());
    QCOMPARE(doc.includes.size(), 4);
}

void TestHouse::docParserNamesWhatItCannotRead() {
    QString noBackticks = kSmallDoc;
    noBackticks.replace(QStringLiteral("`stats`; "), QStringLiteral("stats; "));
    QVERIFY(parseArchitectureLayers(noBackticks).error.contains(QStringLiteral("\"stats\"")));
    QVERIFY(parseArchitectureLayers(QStringLiteral("no layers here"))
                .error.contains(QStringLiteral("from the top:")));
    QString noTable = kSmallDoc;
    noTable.replace(QStringLiteral("| folder | includes |"), QString());
    QVERIFY(parseArchitectureLayers(noTable).error.contains(QStringLiteral("no table")));
}

void TestHouse::libraryFoldersIncludeOnlyLowerLayers() {
    const ArchitectureLayers doc =
        parseArchitectureLayers(readText(sourcePath(QStringLiteral("docs/architecture.md"))));
    QVERIFY2(doc.error.isEmpty(), qPrintable(doc.error));
    const LibraryIncludes library = scanLibrary(sourcePath(QStringLiteral("projects/lib/src")));
    QVERIFY2(library.errors.isEmpty(), qPrintable(lines(library.errors)));
    QVERIFY(library.includes.size() > 100);
    const QStringList faults = layerFaults(doc, library);
    QVERIFY2(faults.isEmpty(), qPrintable(lines(faults)));
}

// A copy of a tiny library whose board/ includes game/, a layer above it, and a folder the
// order does not name.
void TestHouse::layerCheckFindsAnUpwardInclude() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    writeText(dir.filePath(QStringLiteral("text/ascii.h")), QStringLiteral("#pragma once\n"));
    writeText(dir.filePath(QStringLiteral("board/board.h")),
              QStringLiteral("#pragma once\n#include \"text/ascii.h\"\n#include \"board.h\"\n"));
    writeText(dir.filePath(QStringLiteral("board/fen.cpp")),
              QStringLiteral("#include \"board/board.h\"\n\n#include \"game/game.h\"\n"));
    writeText(dir.filePath(QStringLiteral("game/game.h")),
              QStringLiteral("#include \"board/board.h\"\n#include \"gui/view.h\"\n"));
    writeText(dir.filePath(QStringLiteral("stats/elo.h")), QStringLiteral("#pragma once\n"));
    writeText(dir.filePath(QStringLiteral("online/room.h")),
              QStringLiteral("#include \"game/game.h\"\n"));
    const LibraryIncludes library = scanLibrary(dir.path());
    QCOMPARE(library.errors,
             QStringList{QStringLiteral(
                 "game/game.h:2: includes \"gui/view.h\", which is in no library folder")});
    const QStringList faults = layerFaults(parseArchitectureLayers(kSmallDoc), library);
    QCOMPARE(faults,
             (QStringList{QStringLiteral("the folder `online` is in no layer of the order"),
                          QStringLiteral("board/fen.cpp:3: `board` includes `game`, which is not "
                                         "in a layer below it")}));
}

void TestHouse::includesTableMatchesTheCode() {
    const ArchitectureLayers doc =
        parseArchitectureLayers(readText(sourcePath(QStringLiteral("docs/architecture.md"))));
    QVERIFY2(doc.error.isEmpty(), qPrintable(doc.error));
    const LibraryIncludes library = scanLibrary(sourcePath(QStringLiteral("projects/lib/src")));
    const QStringList faults = tableFaults(doc, library);
    QVERIFY2(faults.isEmpty(), qPrintable(lines(faults)));
}

void TestHouse::tableCheckFindsADriftedRow() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    writeText(dir.filePath(QStringLiteral("text/ascii.h")), QStringLiteral("#pragma once\n"));
    writeText(dir.filePath(QStringLiteral("stats/elo.h")),
              QStringLiteral("#include \"text/ascii.h\"\n"));
    writeText(dir.filePath(QStringLiteral("board/board.h")),
              QStringLiteral("#include \"text/ascii.h\"\n"));
    writeText(dir.filePath(QStringLiteral("game/game.h")),
              QStringLiteral("#include \"board/board.h\"\n"));
    const QStringList faults =
        tableFaults(parseArchitectureLayers(kSmallDoc), scanLibrary(dir.path()));
    QCOMPARE(faults, (QStringList{QStringLiteral("`game`: the table says board, stats, the code "
                                                 "includes board"),
                                  QStringLiteral("`stats`: the table says nothing, the code "
                                                 "includes text")}));
}

void TestHouse::programsIncludeNoOtherProgram() {
    const QStringList faults = crossProgramIncludes(sourcePath(QStringLiteral("projects")));
    QVERIFY2(faults.isEmpty(), qPrintable(lines(faults)));
}

void TestHouse::programCheckFindsACrossInclude() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    writeText(dir.filePath(QStringLiteral("lib/src/board/board.h")), QStringLiteral("\n"));
    writeText(dir.filePath(QStringLiteral("gui/src/board/view.h")), QStringLiteral("\n"));
    writeText(dir.filePath(QStringLiteral("engine/src/search.h")), QStringLiteral("\n"));
    writeText(dir.filePath(QStringLiteral("gui/src/board/view.cpp")),
              QStringLiteral("#include \"gui/board/view.h\"\n#include \"view.h\"\n"
                             "#include \"board/board.h\"\n#include \"ui_view.h\"\n"));
    writeText(dir.filePath(QStringLiteral("cli/src/main.cpp")),
              QStringLiteral("#include \"board/board.h\"\n#include \"gui/board/view.h\"\n"
                             "#include \"search.h\"\n"));
    QCOMPARE(crossProgramIncludes(dir.path()),
             (QStringList{QStringLiteral("cli/src/main.cpp:2: includes \"gui/board/view.h\", a "
                                         "file of projects/gui"),
                          QStringLiteral("cli/src/main.cpp:3: includes \"search.h\", a file of "
                                         "projects/engine")}));
}

// The sources of projects/, tests/ and bench/; tests/house itself names the forbidden phrases.
void TestHouse::commentsCiteTheirSources() {
    const QDir root(sourcePath(QString()));
    QStringList faults;
    for (const QString& folder :
         {QStringLiteral("projects"), QStringLiteral("tests"), QStringLiteral("bench")}) {
        for (const QString& path : sourceFiles(root.filePath(folder))) {
            const QString file = root.relativeFilePath(path);
            if (file.startsWith(QLatin1String("tests/house/"))) continue;
            for (const CommentFinding& finding : forbiddenCitations(readText(path)))
                faults.append(QStringLiteral("%1:%2: \"%3\": %4")
                                  .arg(file)
                                  .arg(finding.line)
                                  .arg(finding.phrase, finding.advice));
        }
    }
    QVERIFY2(faults.isEmpty(), qPrintable(lines(faults)));
}

void TestHouse::commentLintFindsTheForbiddenForms() {
    const QString source = QStringLiteral(
        "// The token is left out (the README's rule).\n"
        "const char* s = \"its public source\"; // a string is no comment\n"
        "int x = 0; /* as cutechess does (UciEngine::startGame of its public\n"
        "   sources) */\n"
        "    // the current token (B9 fix), and\n"
        "    // its public\n"
        "    // source.\n"
        "// cutechess-cli 1.5.1 projects/lib/src/tournament.cpp, Tournament::onGameFinished\n");
    const QList<CommentFinding> findings = forbiddenCitations(source);
    QList<int> found;
    for (const CommentFinding& finding : findings) found.append(finding.line);
    QCOMPARE(found, (QList<int>{1, 3, 6, 5}));
    QCOMPARE(findings[3].phrase, QStringLiteral("B9 fix"));
    QCOMPARE(findings[2].phrase, QStringLiteral("its public source"));
    QVERIFY(findings[3].advice.contains(QStringLiteral("docs/r-mobility.md")));
}

QTEST_GUILESS_MAIN(TestHouse)
#include "tst_house.moc"
