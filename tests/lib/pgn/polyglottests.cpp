// Polyglot books: known keys, move encoding (castling as king takes rook, promotions), building
// a book from games and probing it back in ram and disk modes, weighted and best choice with a
// seeded random source, the depth limit, and rejection of files that are not books.
#include "pgn/pgnreader.h"
#include "pgn/polyglotbook.h"
#include "pgn/polyglotbuilder.h"
#include "pgntestutil.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace arbiter;
using namespace arbiter::test;

namespace {

std::unique_ptr<Board> boardAfter(const std::vector<std::string>& moves,
                                  const std::string& variant = "standard") {
    auto board = createBoard(variant);
    for (const std::string& text : moves) {
        std::string error;
        Move m = board->parseMove(text, &error);
        if (m.isNull()) qFatal("%s", error.c_str());
        board->makeMove(m);
    }
    return board;
}

} // namespace

class PolyglotTest : public QObject {
    Q_OBJECT

private slots:
    void knownKeys_data() {
        QTest::addColumn<QString>("moves");
        QTest::addColumn<quint64>("key");
        // The test vectors of the Polyglot book format description.
        QTest::newRow("start") << "" << quint64(0x463b96181691fc9cULL);
        QTest::newRow("e2e4") << "e2e4" << quint64(0x823c9b50fd114196ULL);
        QTest::newRow("e2e4 d7d5") << "e2e4 d7d5" << quint64(0x0756b94461c50fb0ULL);
        QTest::newRow("e2e4 d7d5 e4e5") << "e2e4 d7d5 e4e5" << quint64(0x662fafb965db29d4ULL);
        QTest::newRow("e2e4 d7d5 e4e5 f7f5")
            << "e2e4 d7d5 e4e5 f7f5" << quint64(0x22a48b5a8e47ff78ULL);
        QTest::newRow("... e1e2") << "e2e4 d7d5 e4e5 f7f5 e1e2" << quint64(0x652a607ca3f242c1ULL);
        QTest::newRow("... e8f7") << "e2e4 d7d5 e4e5 f7f5 e1e2 e8f7"
                                  << quint64(0x00fdd303c946bdd9ULL);
        QTest::newRow("a2a4 ... c2c4")
            << "a2a4 b7b5 h2h4 b5b4 c2c4" << quint64(0x3c8123ea7b067637ULL);
        QTest::newRow("... b4c3 a1a3")
            << "a2a4 b7b5 h2h4 b5b4 c2c4 b4c3 a1a3" << quint64(0x5c3f9b829b279560ULL);
    }
    void knownKeys() {
        QFETCH(QString, moves);
        QFETCH(quint64, key);
        std::vector<std::string> list;
        for (const QString& m : moves.split(' ', Qt::SkipEmptyParts))
            list.push_back(m.toStdString());
        QCOMPARE(quint64(boardAfter(list)->key()), key);
    }

    void encodesMoves() {
        auto board = createBoard("standard");
        Move e4 = board->parseMove("e2e4");
        // to e4 (file 4, rank 3), from e2 (file 4, rank 1): 4 | 3<<3 | 4<<6 | 1<<9.
        QCOMPARE(polyglot::encodeMove(e4), uint16_t(796));
        QCOMPARE(polyglot::decodeMove(*board, 796), e4);
        QVERIFY(polyglot::decodeMove(*board, 795).isNull()); // d4 from e2: not a move

        // Castling is e1h1 (king takes rook), which is how Move stores it.
        board->setFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        Move shortCastle = board->parseMove("O-O"), longCastle = board->parseMove("O-O-O");
        QCOMPARE(polyglot::encodeMove(shortCastle), uint16_t(7 | 4 << 6));
        QCOMPARE(polyglot::encodeMove(longCastle), uint16_t(0 | 4 << 6));
        QCOMPARE(polyglot::decodeMove(*board, uint16_t(7 | 4 << 6)), shortCastle);
        QCOMPARE(polyglot::decodeMove(*board, uint16_t(4 << 6)), longCastle);

        board->setFen("8/4P3/8/8/8/8/8/k6K w - - 0 1");
        Move queen = board->parseMove("e8=Q"), knight = board->parseMove("e8=N");
        QCOMPARE(polyglot::encodeMove(queen), uint16_t(4 | 7 << 3 | 4 << 6 | 6 << 9 | 4 << 12));
        QCOMPARE(polyglot::encodeMove(knight), uint16_t(4 | 7 << 3 | 4 << 6 | 6 << 9 | 1 << 12));
        QCOMPARE(polyglot::decodeMove(*board, polyglot::encodeMove(knight)), knight);

        // Entries are 16 big-endian bytes.
        PolyglotEntry e{0x0123456789abcdefULL, 0x1234, 0x5678, 0x9abcdef0};
        unsigned char bytes[16];
        polyglot::writeEntry(e, bytes);
        const unsigned char expected[16] = {0x01, 0x23, 0x45, 0x67, 0x89, 0xab, 0xcd, 0xef,
                                            0x12, 0x34, 0x56, 0x78, 0x9a, 0xbc, 0xde, 0xf0};
        QVERIFY(std::memcmp(bytes, expected, 16) == 0);
        PolyglotEntry back;
        polyglot::readEntry(bytes, &back);
        QCOMPARE(back.key, e.key);
        QCOMPARE(back.move, e.move);
        QCOMPARE(back.weight, e.weight);
        QCOMPARE(back.learn, e.learn);
    }

    void buildsAndProbesABook() {
        const char* pgn = "[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 1-0\n\n"
                          "[Result \"0-1\"]\n\n1. e4 c5 0-1\n\n"
                          "[Result \"1/2-1/2\"]\n\n1. d4 d5 1/2-1/2\n\n"
                          "[Result \"1/2-1/2\"]\n\n1. e4 e5 1/2-1/2\n\n"
                          "1. e4 e6 *\n";
        PolyglotBookBuilder builder;
        PgnReader reader;
        reader.setData(pgn);
        PgnGame game;
        std::string error;
        while (reader.readGame(game) == PgnReader::Status::Game)
            QVERIFY2(builder.addGame(game, &error), error.c_str());
        QCOMPARE(builder.gameCount(), 4); // the unfinished game adds nothing

        auto start = createBoard("standard");
        auto afterE4 = boardAfter({"e4"});
        auto afterE4E5 = boardAfter({"e4", "e5"});
        const uint16_t e4 = polyglot::encodeMove(start->parseMove("e4"));
        const uint16_t d4 = polyglot::encodeMove(start->parseMove("d4"));
        const uint16_t c5 = polyglot::encodeMove(afterE4->parseMove("c5"));
        const uint16_t e5 = polyglot::encodeMove(afterE4->parseMove("e5"));
        const uint16_t e6 = polyglot::encodeMove(afterE4->parseMove("e6"));

        QTemporaryDir dir;
        const QString path = dir.filePath("small.bin");
        QVERIFY2(builder.save(path, &error), error.c_str());
        const auto entries = builder.entries();
        QCOMPARE(QFileInfo(path).size(), qint64(entries.size() * 16));
        for (size_t i = 1; i < entries.size(); ++i) QVERIFY(entries[i - 1].key <= entries[i].key);

        for (auto mode : {PolyglotBook::AccessMode::Ram, PolyglotBook::AccessMode::Disk}) {
            PolyglotBook book;
            QVERIFY2(book.open(path, mode, &error), error.c_str());
            QCOMPARE(book.size(), int64_t(entries.size()));
            // Start: e4 won once, lost once, drew once (2+0+1); d4 drew (1). Heaviest first.
            auto atStart = book.entries(start->key());
            QCOMPARE(atStart.size(), size_t(2));
            QCOMPARE(atStart[0].move, e4);
            QCOMPARE(atStart[0].weight, uint16_t(3));
            QCOMPARE(atStart[1].move, d4);
            QCOMPARE(atStart[1].weight, uint16_t(1));
            // After 1. e4: c5 won (2), e5 lost once and drew once (0+1); e6 is from an
            // unfinished game and absent.
            auto replies = book.entries(afterE4->key());
            QCOMPARE(replies.size(), size_t(2));
            QCOMPARE(replies[0].move, c5);
            QCOMPARE(replies[0].weight, uint16_t(2));
            QCOMPARE(replies[1].move, e5);
            QCOMPARE(replies[1].weight, uint16_t(1));
            for (const auto& r : replies) QVERIFY(r.move != e6);
            // After 1. e4 e5: Nf3 (won).
            QCOMPARE(book.entries(afterE4E5->key()).size(), size_t(1));
            // A position not in the book.
            auto other = boardAfter({"a4"});
            QVERIFY(book.entries(other->key()).empty());
            Random random(1);
            QVERIFY(book.move(*other, 1, random).isNull());

            // Best and weighted choice.
            QCOMPARE(book.move(*start, 0, random, PolyglotBook::Selection::Best),
                     start->parseMove("e4"));
            Random r1(99), r2(99);
            int e4Count = 0;
            for (int i = 0; i < 400; ++i) {
                Move a = book.move(*start, 0, r1), b = book.move(*start, 0, r2);
                QCOMPARE(a, b); // same seed, same choices
                QVERIFY(a == start->parseMove("e4") || a == start->parseMove("d4"));
                e4Count += a == start->parseMove("e4");
            }
            QVERIFY2(e4Count > 250 && e4Count < 350, qPrintable(QString::number(e4Count)));

            // Depth limit in plies.
            book.setMaxPly(1);
            QVERIFY(!book.move(*start, 0, random).isNull());
            QVERIFY(book.move(*afterE4, 1, random).isNull());
        }
    }

    void scalesHeavyWeights() {
        PolyglotBookBuilder builder;
        builder.add(5, 796, 200000);
        builder.add(5, 795, 100000);
        builder.add(4, 10, 0); // zero weight: left out
        auto entries = builder.entries();
        QCOMPARE(entries.size(), size_t(2));
        QCOMPARE(entries[0].weight, uint16_t(0xffff));
        QCOMPARE(entries[1].weight, uint16_t(0xffff / 2));
    }

    void rejectsFilesThatAreNotBooks() {
        QTemporaryDir dir;
        PolyglotBook book;
        std::string error;
        QVERIFY(!book.open(dir.filePath("none.bin"), PolyglotBook::AccessMode::Ram, &error));
        QVERIFY2(error.find("none.bin") != std::string::npos, error.c_str());

        QFile odd(dir.filePath("odd.bin"));
        QVERIFY(odd.open(QIODevice::WriteOnly));
        odd.write(QByteArray(17, 'x'));
        odd.close();
        QVERIFY(!book.open(odd.fileName(), PolyglotBook::AccessMode::Disk, &error));
        QVERIFY2(error.find("size (17 bytes) is not a multiple of 16") != std::string::npos,
                 error.c_str());

        QFile unsorted(dir.filePath("unsorted.bin"));
        QVERIFY(unsorted.open(QIODevice::WriteOnly));
        unsigned char bytes[32];
        polyglot::writeEntry({9, 796, 1, 0}, bytes);
        polyglot::writeEntry({3, 796, 1, 0}, bytes + 16);
        unsorted.write(reinterpret_cast<const char*>(bytes), 32);
        unsorted.close();
        QVERIFY(!book.open(unsorted.fileName(), PolyglotBook::AccessMode::Ram, &error));
        QVERIFY2(error.find("entry 2 is out of key order") != std::string::npos, error.c_str());
        QVERIFY(!book.isOpen());

        PolyglotBookBuilder builder;
        PgnGame game;
        game.setVariant("no-such-variant");
        game.setResult(PgnResult::Draw);
        QVERIFY(!builder.addGame(game, &error));
        QVERIFY2(error.find("8x8 western variant") != std::string::npos, error.c_str());
        QVERIFY(!builder.save(dir.filePath("no/dir/book.bin"), &error));
        QVERIFY2(error.find("cannot write book") == 0, error.c_str());
    }
};

std::unique_ptr<QObject> makePolyglotTest() {
    return std::make_unique<PolyglotTest>();
}

#include "polyglottests.moc"
