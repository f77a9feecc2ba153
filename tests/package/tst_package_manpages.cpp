// The manual pages list every option the programs' --help prints: arbiter-cli.6 is written from
// the option tables at build time (projects/cli/src/climanpage.h), for both dialects; the pages
// of arbiter, arbiter-engine and arbiter-server are kept in packaging/man. Every page renders
// without a warning from groff (lintian runs the same check on the package).
#include "programrun.h"
#include "testdata.h"

#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QtTest>

using arbiter::test::binPath;
using arbiter::test::ProgramRun;
using arbiter::test::runProgram;

class TestPackageManPages : public QObject {
    Q_OBJECT
private slots:
    void cliOptionsOfBothDialects_data();
    void cliOptionsOfBothDialects();
    void programOptions_data();
    void programOptions();
    void pagesRenderWithoutWarnings_data();
    void pagesRenderWithoutWarnings();
};

namespace {

QString readText(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    return QString::fromUtf8(file.readAll());
}

// A roff line as a reader sees it: font changes and zero-width marks dropped, escapes undone.
QString unroff(QString line) {
    static const QRegularExpression font(QStringLiteral(R"(\\f[BIRP])"));
    line.remove(font);
    line.remove(QStringLiteral("\\&"));
    line.replace(QStringLiteral("\\-"), QStringLiteral("-"));
    line.replace(QStringLiteral("\\e"), QStringLiteral("\\"));
    return line.trimmed();
}

// The heads of the .TP entries of `page` (the line after each .TP, as a reader sees it), within
// the .SH section whose title starts with `section` (every section when empty).
QSet<QString> entryHeads(const QString& page, const QString& section = {}) {
    QSet<QString> heads;
    bool inSection = section.isEmpty();
    const QStringList lines = page.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        if (lines[i].startsWith(QLatin1String(".SH "))) {
            QString title = unroff(lines[i].mid(4));
            title.remove(QLatin1Char('"'));
            inSection = section.isEmpty() || title.startsWith(section);
        } else if (inSection && lines[i] == QLatin1String(".TP") && i + 1 < lines.size()) {
            heads.insert(unroff(lines[i + 1]));
        }
    }
    return heads;
}

// The heads --help prints: its lines "  HEAD  text" (two spaces, the head, then at least two
// spaces before the text, or the head alone on its line when it is long).
QStringList helpHeads(const QString& help) {
    QStringList heads;
    for (const QString& line : help.split(QLatin1Char('\n'))) {
        if (!line.startsWith(QLatin1String("  ")) || line.size() < 3 || line[2] == QLatin1Char(' '))
            continue;
        const int gap = line.indexOf(QLatin1String("  "), 2);
        heads << (gap < 0 ? line.mid(2) : line.mid(2, gap - 2)).trimmed();
    }
    return heads;
}

} // namespace

void TestPackageManPages::cliOptionsOfBothDialects_data() {
    QTest::addColumn<QStringList>("helpArguments");
    QTest::addColumn<QString>("section");
    QTest::newRow("cutechess-cli")
        << QStringList{"-help"} << QStringLiteral("OPTIONS (CUTECHESS-CLI DIALECT)");
    QTest::newRow("fastchess") << QStringList{"-dialect", "fastchess", "-help"}
                               << QStringLiteral("OPTIONS (FASTCHESS DIALECT)");
}

void TestPackageManPages::cliOptionsOfBothDialects() {
    QFETCH(QStringList, helpArguments);
    QFETCH(QString, section);
    const QString page = readText(QStringLiteral(ARBITER_MAN_DIR "/arbiter-cli.6"));
    QVERIFY2(!page.isEmpty(),
             "build/man/arbiter-cli.6 is missing: build the target arbiter-cli-man");
    const ProgramRun run = runProgram(binPath(QStringLiteral("arbiter-cli")), helpArguments);
    QVERIFY2(run.finished && run.exitCode == 0, qPrintable(run.describe()));
    const QStringList heads = helpHeads(run.out);
    QVERIFY2(heads.size() > 50, qPrintable(run.out)); // both dialects have many more
    // The commands beside the tournament are in both dialects' -help, in sections of their own.
    const QSet<QString> documented = entryHeads(page, section) +
                                     entryHeads(page, QStringLiteral("PLAYING ONLINE")) +
                                     entryHeads(page, QStringLiteral("ANNOTATING"));
    QStringList missing;
    for (const QString& head : heads)
        if (!documented.contains(head)) missing << head;
    QVERIFY2(missing.isEmpty(),
             qPrintable(QStringLiteral("in --help but not in section %1 of arbiter-cli.6:\n%2")
                            .arg(section, missing.join(QLatin1Char('\n')))));
}

void TestPackageManPages::programOptions_data() {
    QTest::addColumn<QString>("program");
    QTest::newRow("arbiter-engine") << "arbiter-engine";
#ifdef ARBITER_TEST_SERVER
    QTest::newRow("arbiter-server") << "arbiter-server";
#endif
#ifdef ARBITER_TEST_GUI
    QTest::newRow("arbiter") << "arbiter";
#endif
}

void TestPackageManPages::programOptions() {
    QFETCH(QString, program);
    const QString page =
        readText(QStringLiteral(ARBITER_SOURCE_DIR "/packaging/man/%1.6").arg(program));
    QVERIFY2(!page.isEmpty(), qPrintable(program + QStringLiteral(".6 is missing")));
    const ProgramRun run = runProgram(binPath(program), {QStringLiteral("--help")});
    QVERIFY2(run.finished && run.exitCode == 0, qPrintable(run.describe()));
    // The option names of the page's entries ("--port N" documents --port).
    QSet<QString> documented;
    for (const QString& head : entryHeads(page))
        documented.insert(head.section(QLatin1Char(' '), 0, 0));
    QStringList options, missing;
    for (const QString& head : helpHeads(run.out)) {
        const QString option = head.section(QLatin1Char(' '), 0, 0);
        if (!option.startsWith(QLatin1String("--"))) continue;
        options << option;
        if (!documented.contains(option)) missing << option;
    }
    QVERIFY2(options.contains(QLatin1String("--version")), qPrintable(run.out));
    QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("in %1 --help but not in %1.6: %2")
                                               .arg(program, missing.join(QLatin1String(", ")))));
}

void TestPackageManPages::pagesRenderWithoutWarnings_data() {
    QTest::addColumn<QString>("page");
    QTest::newRow("arbiter-cli.6") << QStringLiteral(ARBITER_MAN_DIR "/arbiter-cli.6");
    for (const char* name : {"arbiter.6", "arbiter-engine.6", "arbiter-server.6"})
        QTest::newRow(name) << QStringLiteral(ARBITER_SOURCE_DIR "/packaging/man/") +
                                   QLatin1String(name);
}

void TestPackageManPages::pagesRenderWithoutWarnings() {
    QFETCH(QString, page);
    const QString groff = QStandardPaths::findExecutable(QStringLiteral("groff"));
    if (groff.isEmpty()) QSKIP("groff is not installed (Debian's groff-base, with man-db)");
    // -ww: every warning; -z: no output, only the check.
    const ProgramRun run = runProgram(groff, {"-man", "-ww", "-z", "-Tutf8", page});
    QVERIFY2(run.finished && run.exitCode == 0 && run.err.isEmpty(), qPrintable(run.describe()));
}

QTEST_GUILESS_MAIN(TestPackageManPages)
#include "tst_package_manpages.moc"
