// arbiter-cli -annotate (docs/cli.md, "Annotating games"): the real arbiter-cli annotates PGN
// files with arbiter-engine, the coach's facts as comments in English or Chinese; bad command
// lines and unreadable games are named, and the readable games are still written.
#include "clirunner.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace arbiter::test;

namespace {
const char* const Games =
    "[Event \"Scholar\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n"
    "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n"
    "[Event \"Central cannon\"]\n[White \"C\"]\n[Black \"D\"]\n[Result \"*\"]\n"
    "[Variant \"xiangqi\"]\n\n1. h2e2 h7e7 2. e2e6 d9e8 *\n\n";

QString write(const QTemporaryDir& dir, const char* name, const char* text) {
    const QString path = dir.filePath(QString::fromLatin1(name));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(text) < 0) qFatal("cannot write %s", name);
    return path;
}

QString read(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}
} // namespace

class CliAnnotateTest : public QObject {
    Q_OBJECT
private slots:
    void explainsInChineseIntoAFile();
    void explainsInEnglishOnStandardOutput();
    void withoutExplanationsOnlyEvaluations();
    void badCommandLinesAreNamed();
    void unreadableGameIsLeftOutAndSaid();
};

void CliAnnotateTest::explainsInChineseIntoAFile() {
    QTemporaryDir dir;
    const QString in = write(dir, "games.pgn", Games);
    const QString out = dir.filePath(QStringLiteral("annotated.pgn"));
    const CliRun run =
        runCli({"-annotate", in, "-depth", "3", "-explain", "zh", "-out", out}, dir.path());
    QVERIFY2(run.finished && run.exitCode == 0, qPrintable(run.describe()));
    QVERIFY2(run.err.contains(QStringLiteral("Annotated game 2")), qPrintable(run.err));
    const QString text = read(out).simplified(); // PGN wraps long comments
    QCOMPARE(text.count(QStringLiteral("[Event ")), 2);
    QVERIFY2(text.contains(QStringLiteral("[Annotator \"arbiter-engine\"]")), qPrintable(text));
    // 3...Nf6 allows the mate; 4. Qxf7# takes a pawn and mates.
    QVERIFY2(text.contains(QStringLiteral("让对方1步杀：Nf6 Qxf7#")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("吃兵")) && text.contains(QStringLiteral("将死")),
             qPrintable(text));
    // The xiangqi game: the central cannon takes the soldier, in Chinese notation.
    QVERIFY2(text.contains(QStringLiteral("吃卒")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("炮五进四")), qPrintable(text));
}

void CliAnnotateTest::explainsInEnglishOnStandardOutput() {
    QTemporaryDir dir;
    const QString in = write(dir, "games.pgn", Games);
    const CliRun run = runCli({"-annotate", in, "-st", "0.05", "-explain", "en"}, dir.path());
    QVERIFY2(run.finished && run.exitCode == 0, qPrintable(run.describe()));
    // PGN wraps long comments: the sentences are read with the line breaks as spaces.
    const QString words = run.out.simplified();
    QVERIFY2(words.contains(QStringLiteral("allows mate in 1: Nf6 Qxf7#")), qPrintable(run.out));
    QVERIFY2(words.contains(QStringLiteral("takes a soldier")), qPrintable(run.out));
    QVERIFY(!run.out.contains(QStringLiteral("Annotated game"))); // progress goes to stderr
}

void CliAnnotateTest::withoutExplanationsOnlyEvaluations() {
    QTemporaryDir dir;
    const QString in = write(dir, "games.pgn", Games);
    const CliRun run = runCli({"-annotate", in, "-depth", "2"}, dir.path());
    QVERIFY2(run.finished && run.exitCode == 0, qPrintable(run.describe()));
    QVERIFY2(run.out.contains(QStringLiteral("/2}")), qPrintable(run.out)); // "{+0.35/2}"
    QVERIFY(!run.out.contains(QStringLiteral("takes a")));
    QVERIFY(!run.out.contains(QStringLiteral("mate in")));
}

void CliAnnotateTest::badCommandLinesAreNamed() {
    QTemporaryDir dir;
    const QString in = write(dir, "games.pgn", Games);
    const QString engines = write(dir, "engines.json", "[]");
    struct Case {
        QStringList args;
        const char* said;
    };
    const Case cases[] = {
        {{"-annotate", in, "-explain", "en"}, "one limit per position"},
        {{"-annotate", in, "-depth", "3", "-st", "1"}, "one limit per position"},
        {{"-annotate", in, "-depth", "0"}, "-depth: '0' is not a depth"},
        {{"-annotate", in, "-depth", "3", "-explain", "fr"}, "-explain: 'fr' is not a language"},
        {{"-annotate", in, "-depth", "3", "-games", "2"}, "unknown option '-games'"},
        {{"-annotate", in, "-depth", "3", "-engines-file", engines, "-engine", "conf=Nobody"},
         "no engine named 'Nobody'"},
        {{"-annotate", dir.filePath(QStringLiteral("missing.pgn")), "-depth", "3"}, "missing.pgn"},
    };
    for (const Case& c : cases) {
        const CliRun run = runCli(c.args, dir.path());
        QVERIFY2(run.finished && run.exitCode == 2, qPrintable(run.describe()));
        QVERIFY2(run.err.contains(QString::fromLatin1(c.said)), qPrintable(run.describe()));
    }
}

void CliAnnotateTest::unreadableGameIsLeftOutAndSaid() {
    QTemporaryDir dir;
    const QString in = write(dir, "games.pgn",
                             "[Event \"Broken\"]\n[Result \"*\"]\n\n1. e4 Ke7 *\n\n"
                             "[Event \"Fine\"]\n[Result \"*\"]\n\n1. d4 d5 *\n\n");
    const CliRun run = runCli({"-annotate", in, "-depth", "2"}, dir.path());
    QVERIFY2(run.finished && run.exitCode == 1, qPrintable(run.describe()));
    QVERIFY2(
        run.err.contains(QStringLiteral("games.pgn, game 1, line 4: 'Ke7' is not a legal move")),
        qPrintable(run.err));
    QVERIFY2(run.out.contains(QStringLiteral("[Event \"Fine\"]")), qPrintable(run.out));
    QVERIFY(!run.out.contains(QStringLiteral("[Event \"Broken\"]")));
}

QTEST_GUILESS_MAIN(CliAnnotateTest)
#include "tst_cli_annotate.moc"
