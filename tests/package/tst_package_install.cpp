// `cmake --install` of this build into a fresh prefix installs exactly the programs, the manual
// pages (gzipped), the GUI's desktop entry, icons and metainfo, and the copyright and changelog
// (packaging/CMakeLists.txt; docs/installing.md lists them), nothing of the tests; and the
// installed programs run from there.
#include "programrun.h"
#include "testdata.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>
#include <QtEndian>
#include <QtTest>

using arbiter::test::ProgramRun;
using arbiter::test::runProgram;

class TestPackageInstall : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void installsExactlyTheProgramsAndTheirFiles();
    void manPagesAreTheBuiltPagesGzipped();
    void iconsHaveTheirSizes();
    void installedProgramsRun();

private:
    QTemporaryDir m_prefix;
    QStringList m_pages;
};

namespace {
const int kIconSizes[] = {16, 22, 24, 32, 48, 64, 128, 256};
}

void TestPackageInstall::initTestCase() {
    QVERIFY(m_prefix.isValid());
    const ProgramRun run =
        runProgram(QStringLiteral(ARBITER_CMAKE_COMMAND),
                   {"--install", ARBITER_BUILD_DIR, "--prefix", m_prefix.path()});
    QVERIFY2(run.finished && run.exitCode == 0, qPrintable(run.describe()));
    m_pages = QStringList{"arbiter-cli", "arbiter-engine"};
#ifdef ARBITER_TEST_SERVER
    m_pages << QStringLiteral("arbiter-server");
#endif
#ifdef ARBITER_TEST_GUI
    m_pages << QStringLiteral("arbiter");
#endif
}

void TestPackageInstall::installsExactlyTheProgramsAndTheirFiles() {
    QStringList expected{"share/doc/arbiter/copyright", "share/doc/arbiter/changelog.gz"};
    for (const QString& program : m_pages)
        expected << QStringLiteral("bin/") + program
                 << QStringLiteral("share/man/man6/%1.6.gz").arg(program);
#ifdef ARBITER_TEST_GUI
    expected << "share/applications/arbiter.desktop"
             << "share/metainfo/io.github.arbiter.Arbiter.metainfo.xml"
             << "share/icons/hicolor/scalable/apps/arbiter.svg";
    for (int size : kIconSizes)
        expected << QStringLiteral("share/icons/hicolor/%1x%1/apps/arbiter.png").arg(size);
#endif
    QStringList installed;
    QDirIterator it(m_prefix.path(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) installed << QDir(m_prefix.path()).relativeFilePath(it.next());
    expected.sort();
    installed.sort();
    QCOMPARE(installed, expected);
    for (const QString& program : m_pages)
        QVERIFY2(QFileInfo(m_prefix.filePath(QStringLiteral("bin/") + program)).isExecutable(),
                 qPrintable(program));
}

void TestPackageInstall::manPagesAreTheBuiltPagesGzipped() {
    for (const QString& name : m_pages) {
        const QString source =
            name == QLatin1String("arbiter-cli")
                ? QStringLiteral(ARBITER_BUILD_DIR "/man/arbiter-cli.6")
                : QStringLiteral(ARBITER_SOURCE_DIR "/packaging/man/%1.6").arg(name);
        QFile original(source);
        QVERIFY2(original.open(QIODevice::ReadOnly), qPrintable(source));
        const ProgramRun gunzip = runProgram(
            QStringLiteral("gzip"),
            {"-d", "-c", m_prefix.filePath(QStringLiteral("share/man/man6/%1.6.gz").arg(name))});
        QVERIFY2(gunzip.finished && gunzip.exitCode == 0, qPrintable(gunzip.describe()));
        QCOMPARE(gunzip.out.toUtf8(), original.readAll());
    }
}

// The PNG header's IHDR chunk: width and height, big-endian, at bytes 16 and 20.
void TestPackageInstall::iconsHaveTheirSizes() {
#ifndef ARBITER_TEST_GUI
    QSKIP("built without the GUI (ARBITER_BUILD_GUI=OFF): no icons");
#else
    for (int size : kIconSizes) {
        QFile png(m_prefix.filePath(
            QStringLiteral("share/icons/hicolor/%1x%1/apps/arbiter.png").arg(size)));
        QVERIFY2(png.open(QIODevice::ReadOnly), qPrintable(png.fileName()));
        const QByteArray head = png.read(24);
        QVERIFY2(head.startsWith("\x89PNG\r\n\x1a\n") && head.mid(12, 4) == "IHDR",
                 qPrintable(png.fileName()));
        QCOMPARE(qFromBigEndian<quint32>(head.constData() + 16), quint32(size));
        QCOMPARE(qFromBigEndian<quint32>(head.constData() + 20), quint32(size));
    }
#endif
}

// From the prefix: arbiter-cli plays the installed arbiter-engine against itself.
void TestPackageInstall::installedProgramsRun() {
    QTemporaryDir work;
    QVERIFY(work.isValid());
    const QString engine = m_prefix.filePath(QStringLiteral("bin/arbiter-engine"));
    const ProgramRun run = runProgram(m_prefix.filePath(QStringLiteral("bin/arbiter-cli")),
                                      {"-engine", "name=A", "cmd=" + engine, "-engine", "name=B",
                                       "cmd=" + engine, "-each", "proto=uci", "tc=inf", "depth=1",
                                       "-games", "2", "-maxmoves", "20", "-pgnout", "games.pgn"},
                                      work.path());
    QVERIFY2(run.finished && run.exitCode == 0, qPrintable(run.describe()));
    QVERIFY2(run.out.contains(QLatin1String("Finished match")), qPrintable(run.out));
    QVERIFY(QFileInfo(work.filePath(QStringLiteral("games.pgn"))).size() > 0);
}

QTEST_GUILESS_MAIN(TestPackageInstall)
#include "tst_package_install.moc"
