// The game database of the library: a PGN file with known chess and xiangqi games (one bad
// game, one from a set-up position) is loaded and searched; exports and books are checked by
// reading them back.
#include "board/board.h"
#include "board/variant.h"
#include "database/databasebook.h"
#include "database/databaseloader.h"
#include "database/gamedatabase.h"
#include "database/gamefilter.h"
#include "pgn/polyglot.h"
#include "pgn/polyglotbook.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace arbiter;

namespace {

// Games 1-6 chess, 7 xiangqi (xqbase dialect), 8 a bad chess game, 9 chess from a FEN.
const char* const DatabasePgn = R"([Event "Spring Open"]
[Site "Oslo"]
[Date "2023.04.02"]
[Round "2"]
[White "Carlsen, Magnus"]
[Black "Anand, Viswanathan"]
[Result "1-0"]
[ECO "B90"]
[Opening "Sicilian"]
[Variation "Najdorf"]

1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 1-0

[Event "Spring Open"]
[Site "Oslo"]
[Date "2023.04.01"]
[Round "10"]
[White "Anand, Viswanathan"]
[Black "Caruana, Fabiano"]
[Result "1/2-1/2"]
[ECO "C65"]
[Opening "Ruy Lopez"]

1. e4 e5 2. Nf3 Nc6 3. Bb5 Nf6 1/2-1/2

[Event "Autumn Cup"]
[Site "Paris"]
[Date "2021.10.??"]
[Round "1"]
[White "Caruana, Fabiano"]
[Black "Carlsen, Magnus"]
[Result "0-1"]
[ECO "D37"]

1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Nf3 Be7 0-1

[Event "Autumn Cup"]
[Site "Paris"]
[Date "2021.10.03"]
[Round "9"]
[White "Carlsen, Magnus"]
[Black "Caruana, Fabiano"]
[Result "1-0"]
[ECO "B22"]

1. e4 c5 2. c3 Nf6 3. e5 Nd5 1-0

[Event "Blitz"]
[Site "Online"]
[Date "2024.01.15"]
[Round "3"]
[White "Nakamura, Hikaru"]
[Black "Carlsen, Magnus"]
[Result "*"]

1. e4 c5 2. Nf3 *

[Event "Blitz"]
[Site "Online"]
[Date "2024.01.16"]
[Round "4"]
[White "Nakamura, Hikaru"]
[Black "Anand, Viswanathan"]
[Result "1-0"]
[ECO "B22"]

1. e4 c5 2. c3 d5 1-0

[Game "Chinese Chess"]
[Event "Xiangqi Cup"]
[Date "2022.05.05"]
[Round "1"]
[Red "Lü Qin"]
[Black "Xu Yinchuan"]
[Result "1-0"]
[Format "WXF"]

1. C2.5 H8+7 2. H2+3 R9.8 1-0

[Event "Broken"]
[White "Someone"]
[Black "Else"]
[Result "1-0"]

1. e4 e5 2. Ke3 Nc6 1-0

[Event "Endgame study"]
[White "Study"]
[Black "Study"]
[Result "1-0"]
[SetUp "1"]
[FEN "4k3/8/4K3/8/8/8/8/7R w - - 0 1"]

1. Rh8# 1-0
)";

QString writeFile(const QTemporaryDir& dir, const char* name, const char* text) {
    const QString path = dir.filePath(QString::fromLatin1(name));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) qFatal("cannot write %s", qPrintable(path));
    f.write(text);
    return path;
}

std::vector<int> numbers(const GameDatabase& db, const std::vector<int>& indices) {
    std::vector<int> out;
    for (int i : indices) out.push_back(db.entry(i).number);
    return out;
}

std::vector<int> filtered(const GameDatabase& db, const GameFilter& filter) {
    std::vector<int> out;
    std::string error;
    if (!filterGames(db, filter, &out, &error)) qFatal("filter: %s", error.c_str());
    return numbers(db, out);
}

uint16_t polyglotMove(std::initializer_list<const char*> before, const char* move) {
    auto board = createBoard("standard");
    for (const char* m : before) board->makeMove(board->parseMove(m));
    return polyglot::encodeMove(board->parseMove(move));
}

uint64_t keyAfter(std::initializer_list<const char*> moves) {
    auto board = createBoard("standard");
    for (const char* m : moves) board->makeMove(board->parseMove(m));
    return board->key();
}

} // namespace

class DatabaseTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_file;
    GameDatabase m_db;

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        m_file = writeFile(m_dir, "games.pgn", DatabasePgn);
        std::string error;
        uint64_t lastDone = 0, lastTotal = 0;
        QVERIFY2(m_db.load(m_file, &error,
                           [&](uint64_t done, uint64_t total) {
                               lastDone = done;
                               lastTotal = total;
                               return true;
                           }),
                 error.c_str());
        QCOMPARE(lastTotal, uint64_t(QFileInfo(m_file).size()));
        QCOMPARE(lastDone, lastTotal);
    }

    void loadsEveryGameWithItsTags() {
        QCOMPARE(m_db.size(), 9);
        QCOMPARE(m_db.text(0, GameText::White), std::string("Carlsen, Magnus"));
        QCOMPARE(m_db.text(0, GameText::Opening), std::string("Sicilian, Najdorf"));
        QCOMPARE(m_db.entry(0).plies, uint16_t(10));
        QCOMPARE(m_db.entry(0).result, PgnResult::WhiteWins);
        // xqbase: [Red] is the first player; the variant comes from [Game "Chinese Chess"].
        QCOMPARE(m_db.text(6, GameText::White), std::string("Lü Qin"));
        QCOMPARE(m_db.text(6, GameText::Variant), std::string("xiangqi"));
        QCOMPARE(m_db.entry(6).plies, uint16_t(4));
        QCOMPARE(m_db.text(0, GameText::Variant), std::string("standard"));
        // The bad game is kept, marked, and its problem named.
        QVERIFY(m_db.entry(7).error);
        QCOMPARE(m_db.errorCount(), 1);
        QCOMPARE(m_db.errors()[0].game, 8);
        QVERIFY2(m_db.errors()[0].toString().find("Ke3") != std::string::npos,
                 m_db.errors()[0].toString().c_str());
        QVERIFY(m_db.entry(8).setUp);
        QCOMPARE(m_db.totalPlies(), int64_t(10 + 6 + 8 + 6 + 3 + 4 + 4 + 2 + 1)); // bad: up to Ke3
    }

    void readsAGameAgainInFull() {
        PgnGame game;
        std::string error;
        QVERIFY2(m_db.readGame(6, game, &error), error.c_str());
        QCOMPARE(game.variant(), std::string("xiangqi"));
        QCOMPARE(game.plyCount(), 4);
        QVERIFY2(m_db.readGame(2, game, &error), error.c_str());
        QCOMPARE(game.tag("Event"), std::string("Autumn Cup"));
        QCOMPARE(game.plyCount(), 8);
        QVERIFY(!m_db.readGame(7, game, &error)); // the bad game
        QVERIFY(!m_db.readGame(42, game, &error));
    }

    void filtersByTags() {
        GameFilter f;
        QCOMPARE(filtered(m_db, f), std::vector<int>({1, 2, 3, 4, 5, 6, 7, 8, 9}));
        f.player = "carlsen"; // either side, any case
        QCOMPARE(filtered(m_db, f), std::vector<int>({1, 3, 4, 5}));
        f = {};
        f.white = "Carlsen";
        QCOMPARE(filtered(m_db, f), std::vector<int>({1, 4}));
        f = {};
        f.black = "Carlsen";
        f.event = "blitz";
        QCOMPARE(filtered(m_db, f), std::vector<int>({5}));
        f = {};
        f.site = "Paris";
        QCOMPARE(filtered(m_db, f), std::vector<int>({3, 4}));
        f = {};
        f.player = "Lü";
        QCOMPARE(filtered(m_db, f), std::vector<int>({7}));
    }

    void filtersByResultDateAndVariant() {
        GameFilter f;
        f.result = GameFilter::Result::WhiteWins;
        QCOMPARE(filtered(m_db, f), std::vector<int>({1, 4, 6, 7, 8, 9}));
        f.result = GameFilter::Result::Draw;
        QCOMPARE(filtered(m_db, f), std::vector<int>({2}));
        f.result = GameFilter::Result::Decisive;
        QCOMPARE(filtered(m_db, f), std::vector<int>({1, 3, 4, 6, 7, 8, 9}));
        f.result = GameFilter::Result::Unfinished;
        QCOMPARE(filtered(m_db, f), std::vector<int>({5}));
        f = {};
        f.dateFrom = "2022";
        f.dateTo = "2023.04";
        QCOMPARE(filtered(m_db, f), std::vector<int>({1, 2, 7}));
        f = {};
        f.dateTo = "2021.10"; // the whole month, "??" day included
        QCOMPARE(filtered(m_db, f), std::vector<int>({3, 4}));
        f = {};
        f.variant = "xiangqi";
        QCOMPARE(filtered(m_db, f), std::vector<int>({7}));
        f.variant = "standard";
        QCOMPARE(filtered(m_db, f), std::vector<int>({1, 2, 3, 4, 5, 6, 8, 9}));
        f = {};
        f.onlyErrors = true;
        QCOMPARE(filtered(m_db, f), std::vector<int>({8}));
    }

    void filtersByOpening() {
        GameFilter f;
        f.eco = "B2";
        QCOMPARE(filtered(m_db, f), std::vector<int>({4, 6}));
        f.eco = "B20-C99";
        QCOMPARE(filtered(m_db, f), std::vector<int>({1, 2, 4, 6}));
        f = {};
        f.opening = "najdorf";
        QCOMPARE(filtered(m_db, f), std::vector<int>({1}));
        f = {};
        f.moves = "1. e4 c5";
        QCOMPARE(filtered(m_db, f), std::vector<int>({1, 4, 5, 6}));
        f.moves = "1.e4 c5 2.c3"; // numbers glued to moves
        QCOMPARE(filtered(m_db, f), std::vector<int>({4, 6}));
        f.moves = "e2e4 c7c5 g1f3"; // coordinates
        QCOMPARE(filtered(m_db, f), std::vector<int>({1, 5}));
        f.moves = "C2.5 H8+7"; // xiangqi WXF: only the xiangqi game reads it
        QCOMPARE(filtered(m_db, f), std::vector<int>({7}));
        f.moves = "Rh8"; // the study starts from its own FEN: never matched by first moves
        std::vector<int> out;
        std::string error;
        QVERIFY(!filterGames(m_db, f, &out, &error));
        QVERIFY2(error.find("Rh8") != std::string::npos, error.c_str());
    }

    void sortsByColumns() {
        std::vector<int> all;
        std::string error;
        QVERIFY(filterGames(m_db, GameFilter(), &all, &error));
        std::vector<int> v = all;
        sortGames(m_db, v, GameColumn::White, false);
        QCOMPARE(numbers(m_db, v), std::vector<int>({2, 1, 4, 3, 7, 5, 6, 8, 9}));
        // Rounds in natural order: 1 1 1 2 3 4 9 10, games without a round last.
        v = all;
        sortGames(m_db, v, GameColumn::Round, false);
        QCOMPARE(numbers(m_db, v), std::vector<int>({3, 7, 1, 5, 6, 4, 2, 8, 9}));
        v = all;
        sortGames(m_db, v, GameColumn::Date, true);
        QCOMPARE(numbers(m_db, v).front(), 6);
        v = all;
        sortGames(m_db, v, GameColumn::Plies, true);
        QCOMPARE(numbers(m_db, v).front(), 1);
        QCOMPARE(numbers(m_db, v).back(), 9);
        v = all;
        sortGames(m_db, v, GameColumn::Result, false);
        QCOMPARE(numbers(m_db, v), std::vector<int>({1, 4, 6, 7, 8, 9, 2, 3, 5}));
        QCOMPARE(gameColumnText(m_db, v.back(), GameColumn::Result), std::string("*"));
    }

    void exportsExactlyTheFilteredGames() {
        GameFilter f;
        f.player = "Carlsen";
        std::vector<int> chosen;
        std::string error;
        QVERIFY(filterGames(m_db, f, &chosen, &error));
        sortGames(m_db, chosen, GameColumn::Date, false);
        const QString out = m_dir.filePath("carlsen.pgn");
        QVERIFY2(m_db.exportGames(chosen, out, &error), error.c_str());
        GameDatabase exported;
        QVERIFY2(exported.load(out, &error), error.c_str());
        QCOMPARE(exported.size(), int(chosen.size()));
        QCOMPARE(exported.errorCount(), 0);
        for (int i = 0; i < exported.size(); ++i) {
            for (int t = 0; t < GameTextCount; ++t)
                QCOMPARE(exported.text(i, GameText(t)), m_db.text(chosen[size_t(i)], GameText(t)));
            QCOMPARE(exported.entry(i).plies, m_db.entry(chosen[size_t(i)]).plies);
            QCOMPARE(exported.entry(i).result, m_db.entry(chosen[size_t(i)]).result);
        }
        // The text is the file's own: the Najdorf game comes out byte for byte.
        const std::string najdorf = m_db.gameText(0);
        QVERIFY(najdorf.rfind("[Event \"Spring Open\"]", 0) == 0);
        QVERIFY(najdorf.find("5. Nc3 a6 1-0\n\n") != std::string::npos);
    }

    void buildsABookFromTheGames() {
        std::vector<int> all;
        std::string error;
        QVERIFY(filterGames(m_db, GameFilter(), &all, &error));
        const QString path = m_dir.filePath("book.bin");
        DatabaseBookReport report;
        QVERIFY2(buildDatabaseBook(m_db, all, {4, 1}, path, &report, &error), error.c_str());
        // Chess games with a result: 1-4, 6 and 9 (the unfinished, the xiangqi and the bad
        // game are skipped).
        QCOMPARE(report.gamesUsed, 6);
        QCOMPARE(report.gamesSkipped, 3);
        PolyglotBook book;
        QVERIFY2(book.open(path, PolyglotBook::AccessMode::Ram, &error), error.c_str());
        QCOMPARE(book.size(), int64_t(report.entries));
        // Start: e4 in games 1, 2, 4, 6 (wins 1, 4, 6: 2+2+2, draw 2: 1) = 7; d4 lost (0)
        // and is left out.
        auto start = book.entries(keyAfter({}));
        QCOMPARE(start.size(), size_t(1));
        QCOMPARE(start[0].move, polyglotMove({}, "e4"));
        QCOMPARE(start[0].weight, uint16_t(7));
        // After 1. e4 c5: Nf3 (game 1, won: 2) and c3 (games 4 and 6, won: 4).
        auto sicilian = book.entries(keyAfter({"e4", "c5"}));
        QCOMPARE(sicilian.size(), size_t(2));
        QCOMPARE(sicilian[0].move, polyglotMove({"e4", "c5"}, "c3"));
        QCOMPARE(sicilian[0].weight, uint16_t(4));
        QCOMPARE(sicilian[1].move, polyglotMove({"e4", "c5"}, "Nf3"));
        // maxPly 4: nothing after the fourth ply.
        QVERIFY(book.entries(keyAfter({"e4", "c5", "Nf3", "d6"})).empty());

        // At least two games: only moves played twice stay (e4, c3).
        QVERIFY2(buildDatabaseBook(m_db, all, {4, 2}, path, &report, &error), error.c_str());
        PolyglotBook strict;
        QVERIFY2(strict.open(path, PolyglotBook::AccessMode::Ram, &error), error.c_str());
        sicilian = strict.entries(keyAfter({"e4", "c5"}));
        QCOMPARE(sicilian.size(), size_t(1));
        QCOMPARE(sicilian[0].move, polyglotMove({"e4", "c5"}, "c3"));
        // After 1. e4: c5 lost all three times (weight 0), e5 was played once.
        QVERIFY(strict.entries(keyAfter({"e4"})).empty());
        QCOMPARE(book.entries(keyAfter({"e4"})).size(), size_t(1));

        // Only xiangqi games: nothing a Polyglot book can hold.
        QVERIFY(!buildDatabaseBook(m_db, {6}, {}, path, &report, &error));
        QVERIFY2(error.find("8x8") != std::string::npos, error.c_str());
    }

    void loadsInAWorkerThread() {
        DatabaseLoader loader;
        QSignalSpy done(&loader, &DatabaseLoader::finished);
        QSignalSpy progress(&loader, &DatabaseLoader::progress);
        loader.start(m_file);
        QVERIFY(loader.isRunning());
        QVERIFY(done.wait(10000));
        QCOMPARE(done.first().at(0).toBool(), true);
        QVERIFY(!progress.isEmpty());
        QCOMPARE(progress.last().at(0).toLongLong(), progress.last().at(1).toLongLong());
        auto db = loader.takeDatabase();
        QVERIFY(db);
        QCOMPARE(db->size(), 9);

        loader.start(m_dir.filePath("missing.pgn"));
        QVERIFY(done.wait(10000));
        QCOMPARE(done.last().at(0).toBool(), false);
        QVERIFY2(done.last().at(1).toString().contains(QStringLiteral("missing.pgn")),
                 qPrintable(done.last().at(1).toString()));
        QVERIFY(!loader.takeDatabase());
    }

    void cancelsALoad() {
        GameDatabase db;
        std::string error;
        QVERIFY(!db.load(m_file, &error, [](uint64_t, uint64_t) { return false; }));
        QVERIFY2(error.find("cancelled") != std::string::npos, error.c_str());
        QCOMPARE(db.size(), 0);
    }
};

QTEST_GUILESS_MAIN(DatabaseTest)
#include "tst_database.moc"
