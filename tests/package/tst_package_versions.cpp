// Every program prints one version: project(VERSION) of the top CMakeLists.txt with the git
// commit of the build (projects/lib/src/version/version.h), taken at build time by
// cmake/ArbiterGitCommit.cmake, which is also run here on folders that are and are not git
// checkouts (a release tarball has no .git).
#include "programrun.h"
#include "testdata.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using arbiter::test::binPath;
using arbiter::test::ProgramRun;
using arbiter::test::runProgram;

class TestPackageVersions : public QObject {
    Q_OBJECT
private slots:
    void everyProgramPrintsTheVersion_data();
    void everyProgramPrintsTheVersion();
    void engineRefusesOtherArguments();
    void commitOfACheckout();
    void noCommitOutsideACheckout();
    void noCommitInsideAnotherRepository();
};

namespace {

// What cmake/ArbiterGitCommit.cmake writes for SOURCE_DIR = `source`.
QString commitTextFor(const QString& source, const QString& scratch) {
    const QString output = QDir(scratch).filePath(QStringLiteral("gitcommit.cpp"));
    const ProgramRun run = runProgram(
        QStringLiteral(ARBITER_CMAKE_COMMAND),
        {QStringLiteral("-DSOURCE_DIR=") + source, QStringLiteral("-DOUTPUT=") + output,
         QStringLiteral("-P"), QStringLiteral(ARBITER_SOURCE_DIR "/cmake/ArbiterGitCommit.cmake")});
    if (!run.finished || run.exitCode != 0)
        return QStringLiteral("cmake failed: ") + run.describe();
    QFile file(output);
    if (!file.open(QIODevice::ReadOnly)) return QStringLiteral("no file written");
    static const QRegularExpression value(QStringLiteral("kBuildCommit = \"([^\"]*)\""));
    return value.match(QString::fromUtf8(file.readAll())).captured(1);
}

bool git(const QString& folder, const QStringList& arguments) {
    const ProgramRun run =
        runProgram(QStringLiteral("git"), QStringList{"-C", folder, "-c", "user.name=Test", "-c",
                                                      "user.email=test@example.org"} +
                                              arguments);
    if (!run.finished || run.exitCode != 0) qWarning("%s", qPrintable(run.describe()));
    return run.finished && run.exitCode == 0;
}

bool writeFile(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

} // namespace

void TestPackageVersions::everyProgramPrintsTheVersion_data() {
    QTest::addColumn<QString>("program");
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("line"); // the line that names the program
    QTest::addColumn<QString>("suffix");
    QTest::newRow("arbiter-cli") << "arbiter-cli" << QStringList{"-version"} << 0 << "";
    QTest::newRow("arbiter-cli --version") << "arbiter-cli" << QStringList{"--version"} << 0 << "";
    // fastchess's own line first, for OpenBench and fishtest (docs/distributed.md).
    QTest::newRow("arbiter-cli fastchess")
        << "arbiter-cli" << QStringList{"-dialect", "fastchess", "--version"} << 1
        << ", fastchess dialect";
    QTest::newRow("arbiter-engine") << "arbiter-engine" << QStringList{"--version"} << 0 << "";
#ifdef ARBITER_TEST_SERVER
    QTest::newRow("arbiter-server") << "arbiter-server" << QStringList{"--version"} << 0 << "";
#endif
#ifdef ARBITER_TEST_GUI
    // Before any display is opened: no QT_QPA_PLATFORM needed (CTest sets offscreen anyway).
    QTest::newRow("arbiter") << "arbiter" << QStringList{"--version"} << 0 << "";
#endif
}

void TestPackageVersions::everyProgramPrintsTheVersion() {
    QFETCH(QString, program);
    QFETCH(QStringList, arguments);
    QFETCH(int, line);
    QFETCH(QString, suffix);
    const ProgramRun run = runProgram(binPath(program), arguments);
    QVERIFY2(run.finished && run.exitCode == 0, qPrintable(run.describe()));
    const QStringList lines = run.out.split(QLatin1Char('\n'));
    QVERIFY2(lines.size() > line, qPrintable(run.out));
    const QRegularExpression expected(
        QStringLiteral("^%1 %2 \\((git ([0-9a-f]{12})(-dirty)?|no git commit: not built from a "
                       "git checkout)\\)%3$")
            .arg(QRegularExpression::escape(program),
                 QRegularExpression::escape(QStringLiteral(ARBITER_PROJECT_VERSION)),
                 QRegularExpression::escape(suffix)));
    const QRegularExpressionMatch match = expected.match(lines[line]);
    QVERIFY2(match.hasMatch(), qPrintable(run.out));
    if (program == QLatin1String("arbiter-cli") && line == 1)
        QVERIFY2(lines[0].startsWith(QLatin1String("fastchess alpha 1.8.2")), qPrintable(run.out));
    // The source of this build is a git checkout (the tests are not in a tarball's install):
    // the commit printed is its HEAD.
    const ProgramRun head =
        runProgram(QStringLiteral("git"), {"-C", ARBITER_SOURCE_DIR, "rev-parse", "HEAD"});
    if (head.finished && head.exitCode == 0)
        QVERIFY2(head.out.startsWith(match.captured(2)) && !match.captured(2).isEmpty(),
                 qPrintable(run.out + head.out));
}

void TestPackageVersions::engineRefusesOtherArguments() {
    const ProgramRun run = runProgram(binPath(QStringLiteral("arbiter-engine")), {"--depth"});
    QVERIFY2(run.finished && run.exitCode == 2, qPrintable(run.describe()));
    QVERIFY2(run.err.contains(QLatin1String("'--depth'")), qPrintable(run.err));
    QCOMPARE(run.out, QString());
    const ProgramRun help = runProgram(binPath(QStringLiteral("arbiter-engine")), {"--help"});
    QVERIFY2(help.finished && help.exitCode == 0, qPrintable(help.describe()));
    QVERIFY2(help.out.startsWith(QLatin1String("Usage: arbiter-engine")), qPrintable(help.out));
}

void TestPackageVersions::commitOfACheckout() {
    QTemporaryDir repo, scratch;
    QVERIFY(repo.isValid() && scratch.isValid());
    QVERIFY(git(repo.path(), {"init", "-q"}));
    QVERIFY(writeFile(repo.filePath(QStringLiteral("a.txt")), "one\n"));
    QVERIFY(git(repo.path(), {"add", "a.txt"}));
    QVERIFY(git(repo.path(), {"commit", "-q", "-m", "first"}));
    QVERIFY(git(repo.path(), {"tag", "v1"})); // tags are not what is printed: the commit is
    const ProgramRun head =
        runProgram(QStringLiteral("git"), {"-C", repo.path(), "rev-parse", "--short=12", "HEAD"});
    QVERIFY2(head.finished && head.exitCode == 0, qPrintable(head.describe()));
    const QString hash = head.out.trimmed();
    QCOMPARE(commitTextFor(repo.path(), scratch.path()), QStringLiteral("git ") + hash);
    QVERIFY(writeFile(repo.filePath(QStringLiteral("a.txt")), "two\n"));
    QCOMPARE(commitTextFor(repo.path(), scratch.path()),
             QStringLiteral("git ") + hash + QStringLiteral("-dirty"));
}

void TestPackageVersions::noCommitOutsideACheckout() {
    QTemporaryDir source, scratch;
    QVERIFY(source.isValid() && scratch.isValid());
    QVERIFY(writeFile(source.filePath(QStringLiteral("CMakeLists.txt")), "# a tarball\n"));
    QCOMPARE(commitTextFor(source.path(), scratch.path()),
             QStringLiteral("no git commit: not built from a git checkout"));
}

// A tarball unpacked inside some other repository must not print that repository's commit.
void TestPackageVersions::noCommitInsideAnotherRepository() {
    QTemporaryDir repo, scratch;
    QVERIFY(repo.isValid() && scratch.isValid());
    QVERIFY(git(repo.path(), {"init", "-q"}));
    QVERIFY(writeFile(repo.filePath(QStringLiteral("a.txt")), "one\n"));
    QVERIFY(git(repo.path(), {"add", "a.txt"}));
    QVERIFY(git(repo.path(), {"commit", "-q", "-m", "first"}));
    const QString tarball = repo.filePath(QStringLiteral("arbiter-0.1.0"));
    QVERIFY(QDir().mkpath(tarball));
    QCOMPARE(commitTextFor(tarball, scratch.path()),
             QStringLiteral("no git commit: not built from a git checkout"));
}

QTEST_GUILESS_MAIN(TestPackageVersions)
#include "tst_package_versions.moc"
