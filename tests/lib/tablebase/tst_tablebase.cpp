// Syzygy tablebases: reading the files of tests/data/syzygy (the 3- and 4-piece tables, made by
// the public generator and equal to the published ones by their checksums, README.md there),
// probing them as cutechess-cli and fastchess probe them, and adjudicating games with them.
#include "board/bitboard.h"
#include "board/variant.h"
#include "board/westernposition.h"
#include "game/tablebasejudge.h"
#include "tablebase/syzygyprobe.h"
#include "testdata.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>
#include <memory>

using namespace arbiter;
using namespace arbiter::syzygy;

namespace {

QString tableDir() {
    return test::testDataPath(QStringLiteral("syzygy"));
}

std::shared_ptr<const Tablebases> allTables() {
    static std::shared_ptr<Tablebases> tables = [] {
        auto t = std::make_shared<Tablebases>();
        t->addDirectories(tableDir());
        return t;
    }();
    return tables;
}

WesternPosition position(const QString& fen) {
    WesternPosition pos;
    std::string error;
    if (!pos.setFen(fen.toStdString(), &error))
        qFatal("bad FEN %s: %s", qPrintable(fen), error.c_str());
    return pos;
}

// The root probe as the reference file writes it: "WDL DTZ", "checkmate", "stalemate", "none".
QString rootText(const Prober::Root& root) {
    using Kind = Prober::Root::Kind;
    switch (root.kind) {
    case Kind::Unknown: return QStringLiteral("none");
    case Kind::Checkmate: return QStringLiteral("checkmate");
    case Kind::Stalemate: return QStringLiteral("stalemate");
    case Kind::Found: break;
    }
    return QStringLiteral("%1 %2").arg(root.wdl).arg(std::abs(root.dtz));
}

QString wdlText(const std::optional<int>& wdl) {
    return wdl ? QString::number(*wdl) : QStringLiteral("none");
}

std::unique_ptr<Board> chessBoard(const QString& fen, const char* variant = "standard") {
    std::unique_ptr<Board> board = createBoard(variant);
    std::string error;
    if (!board->setFen(fen.toStdString(), &error))
        qFatal("bad FEN %s: %s", qPrintable(fen), error.c_str());
    return board;
}

// A FEN of White to move with these pieces (square, FEN letter).
QString fenOf(std::initializer_list<std::pair<Square, char>> pieces) {
    QString board(64, QLatin1Char('1'));
    for (const auto& [square, letter] : pieces) board[square] = QLatin1Char(letter);
    QString fen;
    for (int rank = 7; rank >= 0; --rank) {
        fen += board.mid(rank * 8, 8);
        if (rank) fen += QLatin1Char('/');
    }
    return fen + QStringLiteral(" w - - 0 1"); // WesternPosition reads runs of 1s
}

bool copyFile(const QString& name, const QString& toDir) {
    return QFile::copy(tableDir() + QLatin1Char('/') + name, toDir + QLatin1Char('/') + name);
}

} // namespace

class TestTablebase : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { bb::init(); }
    void materialNames();
    void tablesFound();
    void referenceProbes();
    void counterSpoilsWins();
    void missingTables();
    void damagedFiles();
    void brokenFilesAreSkipped();
    void judgeAsCutechess();
    void judgeAsFastchess();
    void judgeOptions();
};

void TestTablebase::materialNames() {
    const std::optional<Material> m = Material::fromName("KRPvKR");
    QVERIFY(m);
    QCOMPARE(m->pieceCount(), 5);
    QCOMPARE(m->name(), std::string("KRPvKR"));
    QCOMPARE(m->mirrored().name(), std::string("KRvKRP"));
    QVERIFY(m->hasPawns());
    QVERIFY(!m->symmetric());
    QVERIFY(Material::fromName("KPvKP")->symmetric());
    for (const char* bad : {"KRK", "KRvKvK", "KXvK", "RvK", "KKvK", ""})
        QVERIFY2(!Material::fromName(bad), bad);
}

// Every file of the set is found and read; both separators of a directory list work, and a
// directory given twice or missing changes nothing.
void TestTablebase::tablesFound() {
    Tablebases tables;
    QCOMPARE(tables.addDirectories(tableDir() + QStringLiteral(":/nonexistent;") + tableDir()), 35);
    QCOMPARE(tables.largestPieceCount(), 4);
    Tablebases none;
    QCOMPARE(none.addDirectories(QStringLiteral("/nonexistent")), 0);
    QCOMPARE(none.largestPieceCount(), 0);
    // Bare kings are a draw without a table; a material no table covers is not known.
    QCOMPARE(wdlText(tables.storedWdl(position("8/8/8/4k3/8/8/4K3/8 w - - 0 1"))), "0");
    QCOMPARE(wdlText(tables.storedWdl(position("8/8/8/2k5/8/8/RR2K3/r7 w - - 0 1"))), "none");
    QVERIFY(tables.problems().isEmpty());
}

// Each position of tests/data/syzygy-probes.tsv gets the values Fathom (cutechess-cli 1.5.1)
// and Pyrrhic (fastchess 1.8.2) give it: its win/draw/loss with either prober's move rules, and
// cutechess-cli's root probe (the distance to zeroing and the outcome with the FEN's counter).
void TestTablebase::referenceProbes() {
    QFile file(test::testDataPath(QStringLiteral("syzygy-probes.tsv")));
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
    Prober cutechess(*allTables(), ProbeRules::Cutechess);
    Prober fastchess(*allTables(), ProbeRules::Fastchess);
    int checked = 0;
    QStringList wrong;
    while (!file.atEnd()) {
        const QString line = QString::fromLatin1(file.readLine()).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#'))) continue;
        const QStringList fields = line.split(QLatin1Char('\t'));
        QCOMPARE(fields.size(), 3);
        WesternPosition pos = position(fields[0]);
        const QString before = QString::fromStdString(pos.fen());
        const QString ours[3] = {wdlText(cutechess.wdl(pos)), wdlText(fastchess.wdl(pos)),
                                 rootText(cutechess.root(pos))};
        const QString expected[3] = {fields[1], fields[1], fields[2]};
        for (int i = 0; i < 3; ++i)
            if (ours[i] != expected[i])
                wrong << QStringLiteral("%1: %2 %3, expected %4")
                             .arg(fields[0], QStringList{"wdl", "wdl (fastchess)", "root"}[i],
                                  ours[i], expected[i]);
        QCOMPARE(QString::fromStdString(pos.fen()), before); // searched and put back
        ++checked;
    }
    QCOMPARE(checked, 1460);
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.mid(0, 10).join(QLatin1Char('\n'))));
}

// A win's distance to zeroing with the fifty-move counter: within 100 plies a win, past them a
// win the fifty-move rule spoils (and a loss it saves).
void TestTablebase::counterSpoilsWins() {
    Prober prober(*allTables(), ProbeRules::Cutechess);
    // Black's two bishops win in 16 plies to the next capture or mate.
    for (int counter : {0, 84, 85, 99}) {
        WesternPosition pos =
            position(QStringLiteral("5b2/4k3/K3b3/8/8/8/8/8 b - - %1 1").arg(counter));
        const Prober::Root root = prober.root(pos);
        QCOMPARE(int(root.kind), int(Prober::Root::Kind::Found));
        QCOMPARE(root.dtz, 16);
        QCOMPARE(root.wdl, counter + 16 <= 100 ? 2 : 1);
    }
    WesternPosition mated = position("R6k/8/6K1/8/8/8/8/8 b - - 0 1");
    QCOMPARE(int(prober.root(mated).kind), int(Prober::Root::Kind::Checkmate));
    WesternPosition stalemated = position("k7/2Q5/1K6/8/8/8/8/8 b - - 0 1");
    QCOMPARE(int(prober.root(stalemated).kind), int(Prober::Root::Kind::Stalemate));
}

// A table whose distance file is missing answers win/draw/loss but not cutechess-cli's root
// question; a material without its table answers nothing.
void TestTablebase::missingTables() {
    QTemporaryDir dir;
    QVERIFY(copyFile("KRvK.rtbw", dir.path()));
    Tablebases tables;
    QCOMPARE(tables.addDirectories(dir.path()), 1);
    Prober prober(tables, ProbeRules::Cutechess);
    WesternPosition rook = position("8/8/8/4k3/8/8/3RK3/8 w - - 0 1");
    QCOMPARE(wdlText(prober.wdl(rook)), "2");
    QCOMPARE(rootText(prober.root(rook)), "none");
    WesternPosition queen = position("8/8/8/4k3/8/8/3QK3/8 w - - 0 1");
    QCOMPARE(wdlText(prober.wdl(queen)), "none");
    // The rook hangs: taking it leaves bare kings, which need no table.
    WesternPosition hanging = position("8/8/8/8/8/4k3/3R4/6K1 b - - 0 1");
    QCOMPARE(wdlText(prober.wdl(hanging)), "0");
}

// Damaged files: a probe of them answers nothing (no crash, no wrong value) and the problem is
// reported with the file's name.
void TestTablebase::damagedFiles() {
    QTemporaryDir dir;
    auto damaged = [&](const char* name, const std::function<void(QByteArray&)>& change) {
        QFile in(tableDir() + QLatin1Char('/') + name);
        QVERIFY(in.open(QIODevice::ReadOnly));
        QByteArray bytes = in.readAll();
        change(bytes);
        QFile out(dir.filePath(name));
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(bytes);
    };
    damaged("KQvK.rtbw", [](QByteArray& b) { b.truncate(b.size() / 2); });
    damaged("KRvK.rtbw", [](QByteArray& b) { b[0] = 'X'; });
    damaged("KBvK.rtbw", [](QByteArray& b) { b.clear(); });
    damaged("KPvK.rtbw", [](QByteArray& b) {
        for (int i = 16; i < b.size(); i += 7) b[i] = char(b[i] ^ 0x5a);
    });
    Tablebases tables;
    // The emptied file and the one with a wrong magic number are skipped when the directory is
    // read (brokenFilesAreSkipped); the other two are found damaged when they are read.
    QCOMPARE(tables.addDirectories(dir.path()), 2);
    Prober prober(tables, ProbeRules::Fastchess);
    for (const char* fen : {"8/8/8/4k3/8/8/3QK3/8 w - - 0 1", "8/8/8/4k3/8/8/3RK3/8 w - - 0 1",
                            "8/8/8/4k3/8/8/3BK3/8 w - - 0 1"}) {
        WesternPosition pos = position(fen);
        QCOMPARE(wdlText(prober.wdl(pos)), "none");
    }
    // A scrambled file may still read as a table: its values are then whatever it holds, but
    // reading them stays within the file (the sanitizer build runs this suite).
    for (Square pawn = 8; pawn < 56; ++pawn) {
        WesternPosition pos;
        const QString fen = fenOf({{4, 'K'}, {60, 'k'}, {pawn, 'P'}});
        if (!pos.setFen(fen.toStdString(), nullptr)) continue; // the pawn on e2, or giving check
        const std::optional<int> wdl = prober.wdl(pos);
        QVERIFY(!wdl || (*wdl >= -2 && *wdl <= 2));
    }
    const QStringList problems = tables.problems();
    QVERIFY(problems.size() >= 3); // the scrambled file too, when its header is hit
    for (const char* name : {"KQvK.rtbw", "KRvK.rtbw", "KBvK.rtbw"})
        QVERIFY2(problems.join(QLatin1Char('\n')).contains(QLatin1String(name)),
                 qPrintable(problems.join(QLatin1Char('\n'))));
}

// Files that cannot be tables are skipped when the directories are read, each named: an empty
// file, random bytes, a DTZ file under a WDL name, a WDL file of another material. A good file
// of the same name in a later directory is taken instead (an empty file in the first directory
// used to hide it), for the DTZ files too; a list of broken files only has no table.
void TestTablebase::brokenFilesAreSkipped() {
    QTemporaryDir first, second;
    QVERIFY(first.isValid() && second.isValid());
    auto write = [&](const QString& name, const QByteArray& bytes) {
        QFile out(first.filePath(name));
        QVERIFY(out.open(QIODevice::WriteOnly));
        QCOMPARE(out.write(bytes), bytes.size());
    };
    auto bytesOf = [](const char* name) {
        QFile in(tableDir() + QLatin1Char('/') + name);
        return in.open(QIODevice::ReadOnly) ? in.readAll() : QByteArray();
    };
    write(QStringLiteral("KQvK.rtbw"), QByteArray());
    write(QStringLiteral("KQvK.rtbz"), QByteArray());
    QByteArray noise(4096, '\0');
    for (int i = 0; i < noise.size(); ++i) noise[i] = char((i * 7919 + 13) & 0xff);
    write(QStringLiteral("KRvK.rtbw"), noise);
    write(QStringLiteral("KBNvK.rtbw"), bytesOf("KBNvK.rtbz"));       // another kind
    write(QStringLiteral("KPvK.rtbw"), bytesOf("KQvK.rtbw"));         // another material
    write(QStringLiteral("KNvK.rtbw"), bytesOf("KNvK.rtbw").left(3)); // shorter than a header
    for (const char* name : {"KQvK.rtbw", "KQvK.rtbz"})
        QVERIFY(copyFile(QLatin1String(name), second.path()));

    Tablebases tables;
    QCOMPARE(tables.addDirectories(first.path() + QLatin1Char(':') + second.path()), 1);
    QCOMPARE(tables.largestPieceCount(), 3);
    const QString problems = tables.problems().join(QLatin1Char('\n'));
    for (const auto& [name, why] : {std::pair{"KQvK.rtbw", "an empty file"},
                                    {"KQvK.rtbz", "an empty file"},
                                    {"KRvK.rtbw", "wrong magic number (not a WDL table)"},
                                    {"KBNvK.rtbw", "wrong magic number (not a WDL table)"},
                                    {"KPvK.rtbw", "its header does not match KPvK"},
                                    {"KNvK.rtbw", "too short (3 bytes)"}})
        QVERIFY2(
            problems.contains(QStringLiteral("%1 is not a valid Syzygy table: %2; it is skipped")
                                  .arg(first.filePath(QLatin1String(name)), why)),
            qPrintable(problems));
    // The good KQvK of the second directory answers, WDL and DTZ.
    Prober prober(tables, ProbeRules::Cutechess);
    WesternPosition queen = position("8/8/8/4k3/8/8/3QK3/8 w - - 0 1");
    QCOMPARE(wdlText(prober.wdl(queen)), "2");
    QVERIFY(rootText(prober.root(queen)) != QLatin1String("none"));
    QVERIFY(tables.problems().join(QLatin1Char('\n')) == problems); // nothing more on use

    Tablebases broken;
    QCOMPARE(broken.addDirectories(first.path()), 0);
    QCOMPARE(broken.largestPieceCount(), 0);
    QCOMPARE(broken.problems().size(), 5); // (no DTZ file is looked for without a table)
}

// cutechess-cli's rules: standard chess only, no castling rights, the root probe with the
// counter; checkmate and stalemate (a mated side's table value) as the tables say.
void TestTablebase::judgeAsCutechess() {
    TablebaseAdjudication settings;
    settings.tables = allTables();
    const TablebaseJudge judge(settings, AdjudicationStyle::Cutechess);
    QVERIFY(!judge.judgesStartPosition());

    GameResult r = judge.judge(*chessBoard("8/8/8/4k3/8/8/R3K3/8 b - - 1 1"));
    QCOMPARE(r.reason(), std::string("White wins by adjudication: SyzygyTB"));
    QCOMPARE(int(r.termination()), int(GameResult::Termination::Adjudication));
    QCOMPARE(r.resultString(), std::string("1-0"));
    r = judge.judge(*chessBoard("8/8/8/4k3/8/2n5/3R4/5K2 b - - 1 1"));
    QCOMPARE(r.reason(), std::string("Draw by adjudication: SyzygyTB"));
    // The counter: 16 plies to go at 85 spoil Black's win.
    r = judge.judge(*chessBoard("5b2/4k3/K3b3/8/8/8/8/8 b - - 84 1"));
    QCOMPARE(r.resultString(), std::string("0-1"));
    r = judge.judge(*chessBoard("5b2/4k3/K3b3/8/8/8/8/8 b - - 85 1"));
    QCOMPARE(r.reason(), std::string("Draw by adjudication: SyzygyTB"));
    // A counter that is not zero does not matter otherwise (fastchess waits for a zeroing move).
    r = judge.judge(*chessBoard("8/8/8/4k3/8/8/R3K3/8 b - - 40 1"));
    QCOMPARE(r.resultString(), std::string("1-0"));
    // Castling rights: not adjudicated.
    QVERIFY(judge.judge(*chessBoard("r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1")).isNone());
    QVERIFY(!judge.judge(*chessBoard("r3k3/8/8/8/8/8/8/4K2R w - - 0 1")).isNone());
    // Not in Chess960 (cutechess-cli's tables belong to its standard board only).
    QVERIFY(judge.judge(*chessBoard("8/8/8/4k3/8/8/R3K3/8 b - - 1 1", "fischerandom")).isNone());
    // More pieces than any table: nothing.
    QVERIFY(judge.judge(*chessBoard("8/8/8/2k5/8/8/RR2K3/r7 w - - 0 1")).isNone());
}

// fastchess's rules: before each move, only right after a zeroing move (counter 0), no castling
// rights, standard chess and Chess960, the win/draw/loss value.
void TestTablebase::judgeAsFastchess() {
    TablebaseAdjudication settings;
    settings.tables = allTables();
    const TablebaseJudge judge(settings, AdjudicationStyle::Fastchess);
    QVERIFY(judge.judgesStartPosition());
    GameResult r = judge.judge(*chessBoard("8/8/8/4k3/8/8/R3K3/8 b - - 0 1"));
    QCOMPARE(r.reason(), std::string("White wins by adjudication: SyzygyTB"));
    QVERIFY(judge.judge(*chessBoard("8/8/8/4k3/8/8/R3K3/8 b - - 1 1")).isNone());
    r = judge.judge(*chessBoard("8/8/8/4k3/8/8/R3K3/8 b - - 0 1", "fischerandom"));
    QCOMPARE(r.resultString(), std::string("1-0"));
    // The counter does not spoil a win here: it is 0 whenever fastchess asks.
    r = judge.judge(*chessBoard("5b2/4k3/K3b3/8/8/8/8/8 b - - 0 1"));
    QCOMPARE(r.reason(), std::string("Black wins by adjudication: SyzygyTB"));
    QVERIFY(judge.judge(*chessBoard("r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1")).isNone());
    QVERIFY(judge.judge(*chessBoard("8/8/8/2k5/8/8/RR2K3/r7 w - - 0 1")).isNone());
}

// -tbpieces, -tbignore50 and fastchess's -tbadjudicate.
void TestTablebase::judgeOptions() {
    TablebaseAdjudication settings;
    settings.tables = allTables();
    settings.maxPieces = 3;
    const auto fourPieces = chessBoard("8/8/8/4k3/8/2n5/3R4/5K2 b - - 0 1");
    const auto threePieces = chessBoard("8/8/8/4k3/8/8/R3K3/8 b - - 0 1");
    for (AdjudicationStyle style : {AdjudicationStyle::Cutechess, AdjudicationStyle::Fastchess}) {
        const TablebaseJudge judge(settings, style);
        QVERIFY(judge.judge(*fourPieces).isNone());
        QCOMPARE(judge.judge(*threePieces).resultString(), std::string("1-0"));
    }
    settings.maxPieces = 0;
    // Past the counter: a draw, unless the fifty-move rule is ignored.
    const auto spoiled = chessBoard("5b2/4k3/K3b3/8/8/8/8/8 b - - 85 1");
    QCOMPARE(TablebaseJudge(settings, AdjudicationStyle::Cutechess).judge(*spoiled).resultString(),
             std::string("1/2-1/2"));
    settings.ignore50 = true;
    QCOMPARE(TablebaseJudge(settings, AdjudicationStyle::Cutechess).judge(*spoiled).resultString(),
             std::string("0-1"));
    settings.ignore50 = false;
    // -tbadjudicate WIN_LOSS: draws play on; DRAW: wins play on.
    settings.draws = false;
    TablebaseJudge winLoss(settings, AdjudicationStyle::Fastchess);
    QVERIFY(winLoss.judge(*fourPieces).isNone());
    QCOMPARE(winLoss.judge(*threePieces).resultString(), std::string("1-0"));
    settings.draws = true;
    settings.decisive = false;
    TablebaseJudge draws(settings, AdjudicationStyle::Fastchess);
    QCOMPARE(draws.judge(*fourPieces).resultString(), std::string("1/2-1/2"));
    QVERIFY(draws.judge(*threePieces).isNone());
    // Without tables nothing is judged.
    QVERIFY(TablebaseJudge({}, AdjudicationStyle::Cutechess).judge(*threePieces).isNone());
}

QTEST_GUILESS_MAIN(TestTablebase)
#include "tst_tablebase.moc"
