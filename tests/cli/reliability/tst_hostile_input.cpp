// Input of a hostile or careless user, and what arbiter-cli says about it. Files that are not
// what arbiter-cli expects: FIFOs
// (made here with mkfifo), /dev/zero, /dev/urandom and /dev/full, directories, files far too
// large to hold (sparse files made here), dangling symbolic links and hard links, in both
// dialects. Nothing may hang or fill the memory: a FIFO is refused at once with a message naming
// the option and the path (so no test here ever needs a reader or a writer), an endless or
// huge input is refused past a documented bound, two names of one file are seen as one, and
// EPD lines that could not be written are kept by the state for -resume, as PGN games are
// (docs/reliability.md, "Special files and endless input"). Values and engine output at the
// limits: each message says what happened (docs/reliability.md, "Bad input").
//
// Every run has a time limit far above what it takes (a regression fails instead of hanging);
// no check depends on how long anything took.
#include "clioutput.h"
#include "clirunner.h"
#include "processwatch.h"
#include "sanitizer.h"
#include "testdata.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

using arbiter::test::binPath;
using arbiter::test::builtUnderAddressSanitizer;
using arbiter::test::CliRun;
using arbiter::test::runCli;

namespace {

// A run that would block on a FIFO is killed here and fails.
constexpr int kRunLimitMs = 120000;
// The address space arbiter-cli gets where a test checks that nothing is read whole.
constexpr rlim_t kAddressSpace = rlim_t(1) << 30;

QStringList cutechessMatch() {
    const QString engine = QStringLiteral("cmd=") + binPath("arbiter-engine");
    return {"-engine",   engine,   "name=A",  "-engine", engine, "name=B",    "-each",
            "proto=uci", "tc=inf", "depth=1", "-games",  "2",    "-maxmoves", "10"};
}

QStringList fastchessMatch() {
    const QString engine = QStringLiteral("cmd=") + binPath("arbiter-engine");
    return {"-dialect", "fastchess", "-engine", engine,      "name=A",    "-engine",
            engine,     "name=B",    "-each",   "proto=uci", "tc=60+1",   "depth=1",
            "-rounds",  "1",         "-games",  "2",         "-maxmoves", "10"};
}

bool makeFifo(const QString& path) {
    return ::mkfifo(QFile::encodeName(path).constData(), 0600) == 0;
}

// A sparse file of `bytes` zero bytes: costs no disk, reads as that many zeros.
bool makeSparseFile(const QString& path, qint64 bytes) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.resize(bytes);
}

// Both outputs: cutechess-cli's errors go to standard error, fastchess's to standard output.
QString messages(const CliRun& run) {
    return run.err + run.out;
}

} // namespace

class TestHostileInput : public QObject {
    Q_OBJECT

private slots:
    void specialFilesAreRefused_data();
    void specialFilesAreRefused();
    void endlessInputIsBounded_data();
    void endlessInputIsBounded();
    void outputNamedTwiceIsOneFile();
    void epdLinesSurviveAFullDisk_data();
    void epdLinesSurviveAFullDisk();
    void messageSaysWhatHappened_data();
    void messageSaysWhatHappened();
    void unreadScoreLeavesNoHalfComment();
    void finishedFastchessConfigShowsItsResults();
};

// Each option that opens a file by name, given a FIFO (no reader, no writer: an open would block
// for good), /dev/zero or /dev/urandom (never end), or a directory: refused before any game
// with the option and the path. @FIFO@ and @DIR@ in a row stand for paths made in the test's
// folder.
void TestHostileInput::specialFilesAreRefused_data() {
    QTest::addColumn<bool>("fastchess");
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("expected"); // FIFO and DIR replaced as in the options

    auto row = [](const char* name, bool fastchess, const QStringList& options,
                  const char* expected) {
        QTest::newRow(name) << fastchess << options << QString::fromLatin1(expected);
    };
    // cutechess-cli's options
    row("openings epd fifo", false, {"-openings", "file=@FIFO@", "format=epd"},
        "-openings file=: '@FIFO@' is a FIFO, not a regular file");
    row("openings pgn fifo", false, {"-openings", "file=@FIFO@", "format=pgn"},
        "-openings file=: '@FIFO@' is a FIFO, not a regular file");
    row("openings pgn /dev/zero", false, {"-openings", "file=/dev/zero", "format=pgn"},
        "-openings file=: '/dev/zero' is a device, not a regular file");
    row("openings epd /dev/zero", false, {"-openings", "file=/dev/zero", "format=epd"},
        "-openings file=: '/dev/zero' is a device, not a regular file");
    row("openings /dev/urandom", false, {"-openings", "file=/dev/urandom"},
        "-openings file=: '/dev/urandom' is a device, not a regular file");
    row("openings directory", false, {"-openings", "file=@DIR@", "format=epd"},
        "-openings file=: '@DIR@' is a directory, not a regular file");
    row("pgnout fifo", false, {"-pgnout", "@FIFO@"},
        "-pgnout: '@FIFO@' is a FIFO, not a regular file");
    row("epdout fifo", false, {"-epdout", "@FIFO@"},
        "-epdout: '@FIFO@' is a FIFO, not a regular file");
    row("pgnout directory", false, {"-pgnout", "@DIR@"},
        "-pgnout: '@DIR@' is a directory, not a regular file");
    row("engine stderr fifo", false, {"-each", "stderr=@FIFO@"},
        "-engine stderr=: '@FIFO@' is a FIFO, not a regular file");
    row("engine book /dev/zero", false, {"-each", "book=/dev/zero"},
        "-engine book=: '/dev/zero' is a device, not a regular file");
    row("resume fifo", false, {"-resume", "@FIFO@"},
        "-resume: state file '@FIFO@' is a FIFO, not a regular file");
    row("resume /dev/urandom", false, {"-resume", "/dev/urandom"},
        "-resume: state file '/dev/urandom' is a device, not a regular file");
    row("engines file /dev/zero", false, {"-engines-file", "/dev/zero", "-engine", "conf=X"},
        "'/dev/zero' is a device, not a regular file");
    row("rejudge fifo", false, {"-rejudge", "@FIFO@"},
        "-rejudge: '@FIFO@' is a FIFO, not a regular file");
    // fastchess's options
    row("fastchess openings fifo", true, {"-openings", "file=@FIFO@", "format=epd"},
        "-openings file=: '@FIFO@' is a FIFO, not a regular file");
    row("fastchess pgnout fifo", true, {"-pgnout", "file=@FIFO@"},
        "-pgnout file=: '@FIFO@' is a FIFO, not a regular file");
    row("fastchess epdout fifo", true, {"-epdout", "file=@FIFO@"},
        "-epdout file=: '@FIFO@' is a FIFO, not a regular file");
    row("fastchess log fifo", true, {"-log", "file=@FIFO@"},
        "-log file=: '@FIFO@' is a FIFO, not a regular file");
    row("fastchess config fifo", true, {"-config", "file=@FIFO@"},
        "-config: state file '@FIFO@' is a FIFO, not a regular file");
    row("fastchess config /dev/zero", true, {"-config", "file=/dev/zero"},
        "-config: state file '/dev/zero' is a device, not a regular file");
}

void TestHostileInput::specialFilesAreRefused() {
    QFETCH(bool, fastchess);
    QFETCH(QStringList, options);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString fifo = dir.filePath(QStringLiteral("fifo"));
    const QString folder = dir.filePath(QStringLiteral("folder"));
    QVERIFY(makeFifo(fifo));
    QVERIFY(QDir().mkdir(folder));
    auto place = [&](QString text) {
        return text.replace(QLatin1String("@FIFO@"), fifo).replace(QLatin1String("@DIR@"), folder);
    };
    for (QString& option : options) option = place(option);
    expected = place(expected);

    // -resume, -config file= and -rejudge take the whole command line.
    const bool alone = options.first() == QLatin1String("-resume") ||
                       options.first() == QLatin1String("-rejudge") ||
                       options.first() == QLatin1String("-config");
    QStringList args =
        alone ? options : (fastchess ? fastchessMatch() : cutechessMatch()) + options;
    if (alone && fastchess) args.prepend(QStringLiteral("-dialect")), args.insert(1, "fastchess");
    const CliRun run = runCli(args, dir.path(), kRunLimitMs);
    QVERIFY2(run.finished, qPrintable(run.describe()));
    // (2: a file refused; 1: fastchess's errors, and cutechess-cli's for a value of -engine)
    QVERIFY2(run.exitCode == 1 || run.exitCode == 2, qPrintable(run.describe()));
    QVERIFY2(messages(run).contains(expected), qPrintable(run.describe()));
    QVERIFY(!run.out.contains(QLatin1String("Started game")));
    // Nothing was made of the FIFO or the directory.
    struct stat st {};
    QVERIFY(::stat(QFile::encodeName(fifo).constData(), &st) == 0 && S_ISFIFO(st.st_mode));
    QVERIFY(QFileInfo(folder).isDir());
    QVERIFY(arbiter::test::leftoverChildren().isEmpty());
}

// Inputs that never end or are far too large are streamed or refused past their bound, under an
// address-space limit of 1 GiB that reading any of them whole would break.
void TestHostileInput::endlessInputIsBounded_data() {
    QTest::addColumn<bool>("fastchess");
    QTest::addColumn<QString>("file"); // a sparse file of zeros made in the test's folder
    QTest::addColumn<qint64>("bytes"); // its size
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("expected");

    const qint64 gib = qint64(1) << 30;
    QTest::newRow("1 GiB EPD openings: one line of zeros")
        << false << "big.epd" << gib << QStringList{"-openings", "file=big.epd"}
        << "big.epd: line 1: longer than 1048576 bytes; an EPD line is a position";
    QTest::newRow("1 GiB book in RAM")
        << false << "big.bin" << gib << QStringList{"-each", "book=big.bin", "-bookmode", "ram"}
        << "book 'big.bin' is 1024 MiB, more than the 256 MiB a book may hold in memory: read it "
           "from disk (-bookmode disk)";
    QTest::newRow("1 GiB engines file")
        << false << "engines.json" << gib
        << QStringList{"-engines-file", "engines.json", "-engine", "conf=X"}
        << "engines.json: 1024 MiB, more than the 16 MiB an engines file may have";
    QTest::newRow("1 GiB state file: one line of zeros")
        << false << "state.json" << gib << QStringList{"-resume", "state.json"}
        << "-resume: 'state.json' is not a valid tournament state file: line 1: longer than 64 "
           "MiB";
    QTest::newRow("fastchess: a list of two billion CPUs")
        << true << QString() << qint64(0) << QStringList{"-use-affinity", "0-2147483646"}
        << "Bad cpu list: CPU 2147483646 is beyond the 1024 CPUs a process can be pinned to";
}

void TestHostileInput::endlessInputIsBounded() {
    QFETCH(bool, fastchess);
    QFETCH(QString, file);
    QFETCH(qint64, bytes);
    QFETCH(QStringList, options);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    if (!file.isEmpty()) QVERIFY(makeSparseFile(dir.filePath(file), bytes));
    const bool alone = options.first() == QLatin1String("-resume");
    const QStringList args =
        alone ? options : (fastchess ? fastchessMatch() : cutechessMatch()) + options;
    const bool limited = !builtUnderAddressSanitizer();
    const CliRun run = runCli(args, dir.path(), kRunLimitMs, [limited] {
        if (!limited) return;
        const rlimit limit{kAddressSpace, kAddressSpace};
        ::setrlimit(RLIMIT_AS, &limit);
    });
    QVERIFY2(run.finished && run.exitCode > 0, qPrintable(run.describe()));
    QVERIFY2(messages(run).contains(expected), qPrintable(run.describe()));
    QVERIFY(!run.out.contains(QLatin1String("Started game")));
}

// -statefile naming the -pgnout file through a symbolic link to a file not made yet, or through
// a hard link: refused at start as the output itself (the journal would replace the games),
// not played, and not called "an unfinished tournament".
void TestHostileInput::outputNamedTwiceIsOneFile() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString pgn = dir.filePath(QStringLiteral("x.pgn"));
    QVERIFY(QFile::link(pgn, dir.filePath(QStringLiteral("link.pgn"))));
    QVERIFY(!QFileInfo::exists(pgn)); // dangling
    const CliRun dangling =
        runCli(cutechessMatch() + QStringList{"-pgnout", "x.pgn", "-statefile", "link.pgn"},
               dir.path(), kRunLimitMs);
    QVERIFY2(dangling.finished && dangling.exitCode == 2, qPrintable(dangling.describe()));
    QVERIFY2(dangling.err.contains(
                 QLatin1String("state file 'link.pgn' is also the output file 'x.pgn'")),
             qPrintable(dangling.describe()));
    QVERIFY(!dangling.out.contains(QLatin1String("Started game")));
    QVERIFY(!QFileInfo::exists(pgn));

    // A hard link: two names, one inode.
    QVERIFY(QFile::remove(dir.filePath(QStringLiteral("link.pgn"))));
    QVERIFY(arbiter::test::writeBytes(pgn, QByteArray()));
    QVERIFY(::link(QFile::encodeName(pgn).constData(),
                   QFile::encodeName(dir.filePath(QStringLiteral("hard.json"))).constData()) == 0);
    const CliRun hard =
        runCli(cutechessMatch() + QStringList{"-pgnout", "x.pgn", "-statefile", "hard.json"},
               dir.path(), kRunLimitMs);
    QVERIFY2(hard.finished && hard.exitCode == 2, qPrintable(hard.describe()));
    QVERIFY2(
        hard.err.contains(QLatin1String("state file 'hard.json' is also the output file 'x.pgn'")),
        qPrintable(hard.describe()));
    QVERIFY(!hard.err.contains(QLatin1String("unfinished")));
    QCOMPARE(QFileInfo(pgn).size(), qint64(0));
}

// -epdout on a full disk (a link to /dev/full, which fails every write as a full disk does): a
// warning per game, exit code 1 and the lines named missing, the state unfinished; once the
// link is replaced by a real file, resuming writes every line, once.
void TestHostileInput::epdLinesSurviveAFullDisk_data() {
    QTest::addColumn<bool>("fastchess");
    QTest::newRow("cutechess") << false;
    QTest::newRow("fastchess") << true;
}

void TestHostileInput::epdLinesSurviveAFullDisk() {
    QFETCH(bool, fastchess);
    if (!QFile::exists(QStringLiteral("/dev/full"))) QSKIP("no /dev/full on this system");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString epd = dir.filePath(QStringLiteral("out.epd"));
    QVERIFY(QFile::link(QStringLiteral("/dev/full"), epd));
    const QStringList outputs = fastchess
                                    ? QStringList{"-epdout", "file=out.epd"}
                                    : QStringList{"-epdout", "out.epd", "-statefile", "s.json"};
    const CliRun full = runCli((fastchess ? fastchessMatch() : cutechessMatch()) + outputs,
                               dir.path(), kRunLimitMs);
    QVERIFY2(full.finished && full.exitCode == 1, qPrintable(full.describe()));
    QCOMPARE(int(full.out.count(
                 QLatin1String("Warning: cannot write to 'out.epd': No space left on device"))),
             2);
    const QString state = fastchess ? QStringLiteral("config.json") : QStringLiteral("s.json");
    QVERIFY2(full.out.contains(QStringLiteral("Error: 2 games are missing from 'out.epd' (it could "
                                              "not be written); the state file keeps them: "
                                              "arbiter-cli -resume %1 writes them")
                                   .arg(state)),
             qPrintable(full.describe()));

    QVERIFY(QFile::remove(epd));
    const QStringList resume =
        fastchess ? QStringList{"-dialect", "fastchess", "-config", "file=" + state}
                  : QStringList{"-resume", state};
    const CliRun resumed = runCli(resume, dir.path(), kRunLimitMs);
    QVERIFY2(resumed.finished && resumed.exitCode == 0, qPrintable(resumed.describe()));
    QVERIFY(!QFileInfo(epd).isSymLink());
    QFile file(epd);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = file.readAll().split('\n');
    QCOMPARE(lines.size(), 3); // two lines and the empty rest after the last line break
    for (int i = 0; i < 2; ++i) QVERIFY2(lines[i].count('/') == 7, lines[i].constData());
    // Nothing is left to write: a second resume is refused as finished, nothing is added.
    QVERIFY(!resumed.out.contains(QLatin1String("missing from")));
}

// Each message of issue 29's list, one row each: what arbiter-cli says about a value at the
// limits, an engine's null move or a file it cannot write. FILE in the options is a file made
// in the test's folder with the row's content.
void TestHostileInput::messageSaysWhatHappened_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("file"); // the content of FILE, if any
    QTest::addColumn<QString>("expected");
    QTest::addColumn<QString>("unexpected"); // what the message used to be

    const QString fault = QStringLiteral("cmd=") + binPath("arbiter-fault-engine");
    QTest::newRow("bestmove 0000")
        << cutechessMatch() + QStringList{"-engine",  fault,         "name=F",  "arg=--moves",
                                          "arg=0000", "-tournament", "gauntlet"}
        << QByteArray() << "makes an illegal move: the null move (bestmove 0000 or none)"
        << "illegal move: (none)";
    QTest::newRow("-srand above 32 bits")
        << cutechessMatch() + QStringList{"-srand", "4294967296"} << QByteArray()
        << "-srand: '4294967296' is above 4294967295, the "
           "largest seed"
        << "Started game";
    QTest::newRow("fastchess start= above INT_MAX")
        << fastchessMatch() +
               QStringList{"-openings", "file=FILE", "format=epd", "start=2147483648"}
        << QByteArray("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq -\n")
        << "Starting offset 2147483648 is too large: at most 2147483647."
        << "must be at least 1";
    QTest::newRow("fastchess plies=0")
        << fastchessMatch() +
               QStringList{"-engine", "cmd=" + binPath("arbiter-engine"), "name=C", "plies=0"}
        << QByteArray() << "plies: "
        << "depth: ";
    QTest::newRow("fastchess log on a full disk")
        << fastchessMatch() + QStringList{"-log", "file=/dev/full", "level=info"} << QByteArray()
        << "Warning: cannot write the log file '/dev/full': No space left on device; the log "
           "stops here"
        << "QIODevice::seek";
    QTest::newRow("fastchess affinity to CPUs that are not there, two games at once")
        << fastchessMatch() +
               QStringList{"-use-affinity", "1000-1001", "-concurrency", "2", "-force-concurrency"}
        << QByteArray()
        << "Warning; -use-affinity: CPU 1000, 1001 cannot be used by this process: engines "
           "given them run unpinned."
        << "no warning";
    QTest::newRow("NUL byte in an EPD line")
        << cutechessMatch() + QStringList{"-openings", "file=FILE", "format=epd"}
        << QByteArray("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w\0 KQkq -\n", 54) << "\\x00"
        << "Started game";
    QTest::newRow("xiangqi PGN opening with chess moves")
        << cutechessMatch() + QStringList{"-openings", "file=FILE", "format=pgn"}
        << QByteArray("[Variant \"xiangqi\"]\n\n1. e4 e5 *\n")
        << "FILE: game 1, line 3: 'e4' is not a legal move for red in this position (the "
           "opening is read as xiangqi, its [Variant] tag)"
        << "Started game";
}

void TestHostileInput::messageSaysWhatHappened() {
    QFETCH(QStringList, args);
    QFETCH(QByteArray, file);
    QFETCH(QString, expected);
    QFETCH(QString, unexpected);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("opening.txt"));
    if (!file.isEmpty()) QVERIFY(arbiter::test::writeBytes(path, file));
    for (QString& arg : args) arg.replace(QLatin1String("FILE"), path);
    expected.replace(QLatin1String("FILE"), path);
    const CliRun run = runCli(args, dir.path(), kRunLimitMs);
    QVERIFY2(run.finished, qPrintable(run.describe()));
    QVERIFY2(messages(run).contains(expected), qPrintable(run.describe()));
    QVERIFY2(!messages(run).contains(unexpected), qPrintable(run.describe()));
    QVERIFY(arbiter::test::leftoverChildren().isEmpty());
}

// An engine's score beyond any score (cp 1e9999) is not read: the move's comment leaves out the
// score and depth instead of writing "{/3 ...}" with no score.
void TestHostileInput::unreadScoreLeavesNoHalfComment() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString fault = QStringLiteral("cmd=") + binPath("arbiter-fault-engine");
    const CliRun run =
        runCli(cutechessMatch().mid(0, 3) +
                   QStringList{"-engine", fault, "name=F", "arg=--legal", "arg=--info",
                               "arg=info depth 3 score cp 1e9999 nodes 10 time 1 pv e2e4", "-each",
                               "proto=uci", "tc=inf", "depth=1", "-games", "2", "-maxmoves", "4",
                               "-pgnout", "out.pgn"},
               dir.path(), kRunLimitMs);
    QVERIFY2(run.finished && run.exitCode == 0, qPrintable(run.describe()));
    const QByteArray pgn = arbiter::test::readBytes(dir.filePath(QStringLiteral("out.pgn")));
    QVERIFY2(pgn.contains("[White \"F\"]") || pgn.contains("[Black \"F\"]"), pgn.constData());
    QVERIFY2(!pgn.contains("{/"), pgn.constData());
}

// -config file= of a tournament that is over plays nothing and shows its results, as the run
// that finished it did.
void TestHostileInput::finishedFastchessConfigShowsItsResults() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const CliRun played = runCli(fastchessMatch(), dir.path(), kRunLimitMs);
    QVERIFY2(played.finished && played.exitCode == 0, qPrintable(played.describe()));
    QVERIFY2(played.out.contains(QLatin1String("Results of A vs B")), qPrintable(played.out));
    const CliRun again =
        runCli({"-dialect", "fastchess", "-config", "file=config.json"}, dir.path(), kRunLimitMs);
    QVERIFY2(again.finished && again.exitCode == 0, qPrintable(again.describe()));
    QVERIFY(!again.out.contains(QLatin1String("Started game")));
    QVERIFY2(again.out.contains(QLatin1String("Results of A vs B")), qPrintable(again.out));
}

QTEST_GUILESS_MAIN(TestHostileInput)
#include "tst_hostile_input.moc"
