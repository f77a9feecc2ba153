// Game record and PGN writer: tag order, full and minimal output, move numbers, wrapping,
// regenerated notation, variations and NAGs, the xiangqi dialects, and the appending output
// file (whole games, clear errors on unwritable paths and full disks).
#include "pgn/pgnoutput.h"
#include "pgn/pgnreader.h"
#include "pgn/pgnwriter.h"
#include "pgn/random.h"
#include "pgntestutil.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace arbiter;
using namespace arbiter::test;

namespace {

// Scholar's mate with engine-style comments, as the game layer would record it.
PgnGame scholarsMate() {
    PgnGame game = playGame({"e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"});
    const char* comments[] = {"+0.30/10 0.10s", "-0.20/9 0.12s",  "+0.25/11 0.20s", "-0.10/9 0.15s",
                              "+0.50/12 0.30s", "-2.00/10 0.25s", "+M1/1 0.01s"};
    for (int i = 0; i < 7; ++i) game.moves()[size_t(i)].commentAfter = comments[i];
    game.setTag("TimeControl", "40/60");
    game.setTag("Event", "Test");
    game.setTag("Site", "Here");
    game.setTag("ECO", "C23");
    game.setTag("Date", "2024.01.02");
    game.setTag("Round", "1");
    game.setTag("White", "A");
    game.setTag("Black", "B");
    game.setResult(PgnResult::WhiteWins);
    game.setTerminationComment("White mates");
    return game;
}

const char* const ScholarsTags = "[Event \"Test\"]\n"
                                 "[Site \"Here\"]\n"
                                 "[Date \"2024.01.02\"]\n"
                                 "[Round \"1\"]\n"
                                 "[White \"A\"]\n"
                                 "[Black \"B\"]\n"
                                 "[Result \"1-0\"]\n";

} // namespace

class PgnRecordTest : public QObject {
    Q_OBJECT

private slots:
    void tagsKeepRosterAndInsertionOrder() {
        PgnGame game;
        game.setTag("Annotator", "me");
        game.setTag("White", "W");
        game.setTag("ECO", "A00");
        game.setTag("Annotator", "you"); // replaces, keeps its place
        QCOMPARE(game.tags().size(), size_t(3));
        QCOMPARE(q(game.tag("Annotator")), QString("you"));
        QVERIFY(!game.hasTag("Event"));
        QVERIFY(game.hasTag("Result")); // modelled: always answers
        game.setTag("Result", "0-1");
        QCOMPARE(game.result(), PgnResult::BlackWins);
        game.setTag("FEN", "8/8/8/8/8/8/8/K6k w - - 0 1");
        QCOMPARE(q(game.tag("SetUp")), QString("1"));
        game.removeTag("ECO");
        QVERIFY(!game.hasTag("ECO"));

        std::string text = PgnWriter().toString(game);
        QVERIFY(text.find("[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n"
                          "[White \"W\"]\n[Black \"?\"]\n[Result \"0-1\"]\n") == 0);
        QVERIFY(text.find("[Annotator \"you\"]") > text.find("[Result"));
    }

    void fullOutputCutechessStyle() {
        std::string expected =
            std::string(ScholarsTags) +
            "[TimeControl \"40/60\"]\n"
            "[ECO \"C23\"]\n"
            "\n"
            "1. e4 {+0.30/10 0.10s} e5 {-0.20/9 0.12s} 2. Bc4 {+0.25/11 0.20s} Nc6\n"
            "{-0.10/9 0.15s} 3. Qh5 {+0.50/12 0.30s} Nf6 {-2.00/10 0.25s} 4. Qxf7#\n"
            "{+M1/1 0.01s, White mates} 1-0\n"
            "\n";
        QCOMPARE(q(PgnWriter().toString(scholarsMate())), q(expected));
    }

    void minimalOutput() {
        PgnWriteOptions options;
        options.mode = PgnMode::Minimal;
        std::string expected = std::string(ScholarsTags) +
                               "\n"
                               "1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n"
                               "\n";
        QCOMPARE(q(PgnWriter(options).toString(scholarsMate())), q(expected));
    }

    void setUpTagsAndBlackFirst() {
        const std::string fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
        PgnGame game = playGame({"e5", "Nf3"}, "standard", fen);
        game.setTag("Annotator", "x");
        PgnWriteOptions options;
        options.mode = PgnMode::Minimal;
        std::string text = PgnWriter(options).toString(game);
        QVERIFY(text.find("[Result \"*\"]\n[SetUp \"1\"]\n[FEN \"" + fen + "\"]\n\n") !=
                std::string::npos);
        QVERIFY(text.find("Annotator") == std::string::npos);
        QVERIFY(text.find("\n1... e5 2. Nf3 *\n") != std::string::npos);

        // Move numbers continue from the FEN's fullmove field.
        PgnGame later = playGame({"Nf6"}, "standard",
                                 "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 12");
        QVERIFY(PgnWriter().toString(later).find("\n12... Nf6 *\n") != std::string::npos);
    }

    void startPositionFenOnlyWhenAsked() {
        // A record set up from the start position's FEN: without FEN and SetUp by default,
        // with them for cutechess (which writes the FEN an opening set up, whatever it is).
        const std::string start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        const PgnGame game = playGame({"e4"}, "standard", start);
        QVERIFY(PgnWriter().toString(game).find("FEN") == std::string::npos);
        PgnWriteOptions options;
        options.sortedTags = true;
        options.fenOfStartPosition = true;
        QVERIFY(PgnWriter(options).toString(game).find(
                    "[FEN \"" + start + "\"]\n[SetUp \"1\"]\n") != std::string::npos);
        // A record without a start FEN stays without.
        QVERIFY(PgnWriter(options).toString(playGame({"e4"})).find("FEN") == std::string::npos);
    }

    void variantTagForNonStandard() {
        const std::string fen = "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1";
        PgnGame game = playGame({"e4"}, "fischerandom", fen);
        std::string text = PgnWriter().toString(game);
        QVERIFY(text.find("[Variant \"fischerandom\"]\n[SetUp \"1\"]\n[FEN \"" + fen + "\"]") !=
                std::string::npos);
        // Standard games from the start position carry neither.
        std::string plain = PgnWriter().toString(playGame({"e4"}));
        QVERIFY(plain.find("Variant") == std::string::npos);
        QVERIFY(plain.find("FEN") == std::string::npos);
    }

    void regeneratesMoveTextInTheWantedNotation() {
        PgnGame game = playGame({"e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Bxc6", "dxc6", "O-O"});
        for (PgnMove& m : game.moves()) m.text.clear(); // the game layer may record moves only
        game.setMoveTextNotation(std::nullopt);
        PgnWriteOptions options;
        options.mode = PgnMode::Minimal;
        QVERIFY(PgnWriter(options).toString(game).find(
                    "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. O-O *") != std::string::npos);
        options.notation = Notation::Coordinate;
        QVERIFY(PgnWriter(options).toString(game).find(
                    "1. e2e4 e7e5 2. g1f3 b8c6 3. f1b5 a7a6 4. b5c6 d7c6 5. e1g1 *") !=
                std::string::npos);
        options.notation = Notation::Lan;
        QVERIFY(PgnWriter(options).toString(game).find("1. e2-e4 e7-e5 2. Ng1-f3") !=
                std::string::npos);
    }

    void variationsNagsAndCommentsBefore() {
        PgnGame game = playGame({"e4", "e5", "Nf3", "Nc6"});
        PgnGame alternative = playGame({"e4", "e5", "Bc4", "Nc6"});
        PgnVariation v;
        v.moves.assign(alternative.moves().begin() + 2, alternative.moves().end());
        v.moves[0].commentBefore = "or";
        game.moves()[2].variations.push_back(v);
        game.moves()[2].nags.push_back(1);
        game.moves()[0].commentBefore = "best by test";
        game.setGameComment("Intro");
        std::string text = PgnWriter().toString(game);
        QVERIFY2(text.find("\n{Intro} {best by test} 1. e4 e5 2. Nf3 $1 ({or} 2. Bc4 Nc6) "
                           "2... Nc6 *\n") != std::string::npos,
                 text.c_str());
        // Minimal output drops them all.
        PgnWriteOptions options;
        options.mode = PgnMode::Minimal;
        QVERIFY(PgnWriter(options).toString(game).find("\n1. e4 e5 2. Nf3 Nc6 *\n") !=
                std::string::npos);

        // Regenerating text replays variations on the board too.
        for (PgnMove& m : game.moves()) m.text.clear();
        game.moves()[2].variations[0].moves[1].text.clear();
        game.setMoveTextNotation(std::nullopt);
        options.mode = PgnMode::Full;
        options.notation = Notation::Coordinate;
        text = PgnWriter(options).toString(game);
        QVERIFY2(text.find("1. e2e4 e7e5 2. g1f3 $1 ({or} 2. f1c4 b8c6) 2... b8c6 *") !=
                     std::string::npos,
                 text.c_str());
    }

    void wrapsLongGamesAtTheExportWidth() {
        // A long game with long comments: every line fits, and reading it back gives it again.
        auto board = createBoard("standard");
        PgnGame game;
        game.setMoveTextNotation(Notation::San);
        Random random(7);
        std::string longComment;
        for (int i = 0; i < 30; ++i) longComment += "word" + std::to_string(i) + " ";
        longComment += "end";
        for (int ply = 0; ply < 160; ++ply) {
            MoveList moves;
            board->legalMoves(moves);
            if (moves.empty()) break;
            Move m = moves[int(random.below(uint64_t(moves.size())))];
            game.addMove(m, board->moveToSan(m), ply % 17 == 0 ? longComment : "+0.12/13 0.42s");
            board->makeMove(m);
        }
        std::string text = PgnWriter().toString(game);
        int lines = 0;
        for (const QString& line : q(text).split('\n')) {
            QVERIFY2(line.size() <= 80, qPrintable(line));
            ++lines;
        }
        QVERIFY(lines > 20);
        PgnReader reader;
        reader.setData(text);
        PgnGame back;
        QCOMPARE(reader.readGame(back), PgnReader::Status::Game);
        QCOMPARE(back.plyCount(), game.plyCount());
        for (int i = 0; i < game.plyCount(); ++i) {
            QCOMPARE(back.moves()[size_t(i)].move, game.moves()[size_t(i)].move);
            QCOMPARE(q(back.moves()[size_t(i)].commentAfter),
                     q(game.moves()[size_t(i)].commentAfter));
        }
    }

    void leadingTagsForRMobility() {
        // r-Mobility's roster (docs/r-mobility.md, "PGN tags") puts its tags between Black and
        // Result.
        PgnGame game = playGame({"e4"});
        game.setTag("Points", "0.7500-0.2500");
        game.setTag("TimeControl", "inf");
        game.setTag("RMobilityResult", "-G8.5");
        game.setTag("RMobilityScoring", "Exponential");
        game.setTag("RMobilityCutoff", "G6.0");
        PgnWriteOptions options;
        options.leadingTags = {"Event",
                               "Site",
                               "Date",
                               "Round",
                               "White",
                               "Black",
                               "RMobilityCutoff",
                               "Legacy",
                               "RMobilityScoring",
                               "Komi",
                               "Result",
                               "RMobilityResult",
                               "Points"};
        std::string text = PgnWriter(options).toString(game);
        QVERIFY2(text.find("[Black \"?\"]\n[RMobilityCutoff \"G6.0\"]\n[RMobilityScoring "
                           "\"Exponential\"]\n[Result \"*\"]\n[RMobilityResult \"-G8.5\"]\n"
                           "[Points \"0.7500-0.2500\"]\n[TimeControl \"inf\"]\n") !=
                     std::string::npos,
                 text.c_str());
        QVERIFY(text.find("Komi") == std::string::npos);
    }

    void escapesTagValues() {
        PgnGame game;
        game.setTag("Event", "The \"Big\" one \\ 2");
        std::string text = PgnWriter().toString(game);
        QVERIFY(text.find("[Event \"The \\\"Big\\\" one \\\\ 2\"]") != std::string::npos);
        PgnReader reader;
        reader.setData(text);
        PgnGame back;
        QCOMPARE(reader.readGame(back), PgnReader::Status::Game);
        QCOMPARE(q(back.tag("Event")), QString("The \"Big\" one \\ 2"));
    }

    void xiangqiDialects() {
        // Move texts recorded in WXF (the game layer's xiangqi notation); no board is needed
        // when the stored notation is the one written.
        PgnGame game;
        game.setVariant("xiangqi");
        game.setMoveTextNotation(Notation::Wxf);
        game.addMove(Move(), "C2.5");
        game.addMove(Move(), "H8+7");
        game.setTag("White", "Red engine");
        game.setTag("Black", "Black engine");
        game.setTag("WhiteElo", "2500");
        game.setResult(PgnResult::Draw);

        std::string xqbase = PgnWriter().toString(game);
        QVERIFY2(xqbase.find("[Game \"Chinese Chess\"]\n[Event \"?\"]") == 0, xqbase.c_str());
        QVERIFY(xqbase.find("[Red \"Red engine\"]\n[Black \"Black engine\"]") != std::string::npos);
        QVERIFY(xqbase.find("[RedElo \"2500\"]") != std::string::npos);
        QVERIFY(xqbase.find("[Variant \"xiangqi\"]\n[Format \"WXF\"]\n") != std::string::npos);
        QVERIFY(xqbase.find("\n1. C2.5 H8+7 1/2-1/2\n") != std::string::npos);

        PgnWriteOptions options;
        options.xiangqiFlavour = XiangqiPgnFlavour::Variant;
        std::string western = PgnWriter(options).toString(game);
        QVERIFY(western.find("Game") == std::string::npos);
        QVERIFY(western.find("[White \"Red engine\"]") != std::string::npos);
        QVERIFY(western.find("[Variant \"xiangqi\"]") != std::string::npos);

        // ICCS: xqbase writes "H2-E2", the western flavour "h2e2".
        game.setMoveTextNotation(Notation::Coordinate);
        game.moves()[0].text = "h2e2";
        game.moves()[1].text = "h9g7";
        game.setTag("Format", "ICCS");
        xqbase = PgnWriter().toString(game);
        QVERIFY(xqbase.find("[Format \"ICCS\"]") != std::string::npos);
        QVERIFY2(xqbase.find("\n1. H2-E2 H9-G7 1/2-1/2\n") != std::string::npos, xqbase.c_str());
        western = PgnWriter(options).toString(game);
        QVERIFY(western.find("\n1. h2e2 h9g7 1/2-1/2\n") != std::string::npos);

        // Reading the xqbase tags back: Red is White, [Game "Chinese Chess"] is xiangqi.
        PgnReader reader;
        reader.setData(xqbase);
        PgnGame back;
        reader.readHeader(back);
        QCOMPARE(q(back.tag("White")), QString("Red engine"));
        QCOMPARE(q(back.tag("WhiteElo")), QString("2500"));
        QCOMPARE(q(back.variant()), QString("xiangqi"));
    }

    void xiangqiRoundTripsInEveryFormat() {
        // The ICCS example game of xqbase's notation page (cchess_move.htm), recorded in WXF by the
        // game layer, written in each format and flavour, read back to the same moves.
        PgnGame game;
        game.setVariant("xiangqi");
        game.setMoveTextNotation(Notation::Wxf);
        auto board = createBoard("xiangqi");
        QVERIFY(board);
        for (const char* iccs :
             {"h2e2", "h7e7", "e2e6", "d9e8", "h0g2", "h9g7", "b2e2", "b9c7", "e6e4", "i9h9"}) {
            Move m = board->parseMove(iccs);
            QVERIFY(!m.isNull());
            game.addMove(m, board->moveToString(m, Notation::Wxf));
            board->makeMove(m);
        }
        game.setResult(PgnResult::BlackWins);
        struct Case {
            const char* format;
            XiangqiPgnFlavour flavour;
            const char* firstMoves;
        } cases[] = {{"WXF", XiangqiPgnFlavour::Xqbase, nullptr},
                     {"ICCS", XiangqiPgnFlavour::Xqbase, "1. H2-E2 H7-E7"},
                     {"ICCS", XiangqiPgnFlavour::Variant, "1. h2e2 h7e7"},
                     {"Chinese", XiangqiPgnFlavour::Xqbase, "1. 炮二平五"}};
        for (const Case& c : cases) {
            game.setTag("Format", c.format);
            PgnWriteOptions options;
            options.xiangqiFlavour = c.flavour;
            std::string text = PgnWriter(options).toString(game);
            QVERIFY(text.find(std::string("[Format \"") + c.format + "\"]") != std::string::npos);
            if (c.firstMoves) QVERIFY2(text.find(c.firstMoves) != std::string::npos, text.c_str());
            PgnReader reader;
            reader.setData(text);
            PgnGame back;
            QCOMPARE(reader.readGame(back), PgnReader::Status::Game);
            QCOMPARE(q(back.variant()), QString("xiangqi"));
            QCOMPARE(back.result(), PgnResult::BlackWins);
            QCOMPARE(back.plyCount(), game.plyCount());
            for (int i = 0; i < game.plyCount(); ++i)
                QCOMPARE(back.moves()[size_t(i)].move, game.moves()[size_t(i)].move);
        }
    }

    // ---- Output file ----

    void appendsWholeGames() {
        QTemporaryDir dir;
        const QString path = dir.filePath("games.pgn");
        PgnOutput output;
        std::string error;
        QVERIFY2(output.open(path, &error), error.c_str());
        output.setSync(true);
        PgnGame first = scholarsMate(), second = playGame({"d4", "d5"});
        QVERIFY2(output.write(first, &error), error.c_str());
        QVERIFY2(output.write(second, &error), error.c_str());
        output.close();
        // Reopening appends after what is there.
        QVERIFY(output.open(path, &error));
        QVERIFY(output.write(second, &error));
        output.close();

        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        PgnWriter writer;
        std::string expected =
            writer.toString(first) + writer.toString(second) + writer.toString(second);
        QCOMPARE(file.readAll().toStdString(), expected);
    }

    void reportsAnUnwritablePath() {
        QTemporaryDir dir;
        PgnOutput output;
        std::string error;
        const QString missing = dir.filePath("no/such/dir/games.pgn");
        QVERIFY(!output.open(missing, &error));
        QVERIFY2(error.find(missing.toStdString()) != std::string::npos, error.c_str());
        QVERIFY2(error.find("No such file or directory") != std::string::npos, error.c_str());
        // Writing without an open file is an error, not a crash.
        QVERIFY(!output.write(scholarsMate(), &error));
        QVERIFY(!error.empty());
        // A directory is not a file (io/plainfile.h).
        QVERIFY(!output.open(dir.path(), &error));
        QVERIFY2(error.find("is a directory, not a regular file") != std::string::npos,
                 error.c_str());
    }

    void reportsAFullDisk() {
        if (!QFile::exists("/dev/full")) QSKIP("no /dev/full on this system");
        AppendFile file;
        std::string error;
        QVERIFY2(file.open("/dev/full", &error), error.c_str());
        QVERIFY(!file.append(PgnWriter().toString(scholarsMate()), &error));
        QVERIFY2(error.find("/dev/full") != std::string::npos, error.c_str());
        QVERIFY2(error.find("No space left on device") != std::string::npos, error.c_str());
    }
};

std::unique_ptr<QObject> makePgnRecordTest() {
    return std::make_unique<PgnRecordTest>();
}

#include "pgnrecordtests.moc"
