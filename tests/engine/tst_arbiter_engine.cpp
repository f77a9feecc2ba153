// arbiter-engine: the pure units (draw/resign policy on scripted score sequences, time budgets,
// option table, move text) and the real process driven over QProcess in UCI, CECP and UCCI.
// Waits have a generous safety net only; nothing asserts on timing.
#include "board/board.h"
#include "board/variant.h"
#include "engineoptions.h"
#include "game/drawresignrule.h"
#include "movetext.h"
#include "timemanager.h"

#include <QFileInfo>
#include <QProcess>
#include <QtTest>
#include <functional>
#include <memory>

namespace ae = arbiter::engine;
using arbiter::Board;
using arbiter::createBoard;
using arbiter::DrawResignDecision;
using arbiter::DrawResignSettings;
using arbiter::DrawResignTracker;
using arbiter::Move;
using arbiter::MoveList;

namespace {

constexpr int kSafetyNetMs = 60000;

QString enginePath() {
    return QStringLiteral(ARBITER_BIN_DIR "/arbiter-engine");
}

// The engine as a process, read line by line.
class EngineRun {
public:
    EngineRun() {
        m_process.setProgram(enginePath());
        m_process.setProcessChannelMode(QProcess::SeparateChannels);
        m_process.start();
        m_started = m_process.waitForStarted(kSafetyNetMs);
    }
    ~EngineRun() {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.closeWriteChannel();
            if (!m_process.waitForFinished(5000)) m_process.kill();
            m_process.waitForFinished(5000);
        }
    }

    bool started() const { return m_started; }

    void send(const QString& line) {
        m_process.write((line + QLatin1Char('\n')).toUtf8());
        m_process.waitForBytesWritten(kSafetyNetMs);
    }

    // Reads until a line satisfies `match`; returns it, or a null QString when the engine
    // exits or the safety net expires first. Every line read is kept in lines().
    QString waitFor(const std::function<bool(const QString&)>& match) {
        QElapsedTimer timer;
        timer.start();
        for (;;) {
            while (m_next < m_lines.size()) {
                const QString& line = m_lines[m_next++];
                if (match(line)) return line;
            }
            if (timer.elapsed() > kSafetyNetMs) return QString();
            if (m_process.state() == QProcess::NotRunning && !m_process.bytesAvailable())
                return QString();
            m_process.waitForReadyRead(200);
            readLines();
        }
    }
    QString waitForPrefix(const QString& prefix) {
        return waitFor([&](const QString& l) { return l.startsWith(prefix); });
    }
    QString waitForExact(const QString& text) {
        return waitFor([&](const QString& l) { return l == text; });
    }
    // Everything read so far, from the start.
    const QStringList& lines() const { return m_lines; }
    // Lines read since the mark.
    int mark() const { return m_next; }
    QStringList linesSince(int mark) const { return m_lines.mid(mark, m_next - mark); }

    bool waitForExit() {
        return m_process.waitForFinished(kSafetyNetMs) &&
               m_process.exitStatus() == QProcess::NormalExit;
    }
    int exitCode() const { return m_process.exitCode(); }

private:
    void readLines() {
        m_buffer += m_process.readAllStandardOutput();
        int nl;
        while ((nl = m_buffer.indexOf('\n')) >= 0) {
            QString line = QString::fromUtf8(m_buffer.left(nl)).trimmed();
            m_buffer.remove(0, nl + 1);
            m_lines << line;
        }
    }

    QProcess m_process;
    QByteArray m_buffer;
    QStringList m_lines;
    int m_next = 0;
    bool m_started = false;
};

QString word(const QString& line, int index) {
    return line.split(QLatin1Char(' '), Qt::SkipEmptyParts).value(index);
}

std::unique_ptr<Board> boardAt(const char* variant, const QString& fen) {
    auto board = createBoard(variant);
    if (board && !fen.isEmpty() && !board->setFen(fen.toStdString())) return nullptr;
    return board;
}

bool isLegalIn(const Board& board, const QString& move) {
    std::string error;
    return !board.parseMove(move.toStdString(), &error).isNull();
}

// True when the side to move is checkmated.
bool isMate(const Board& board) {
    return board.inCheck() && !board.hasLegalMoves();
}

// True when `first` (for the side to move) forces mate on the next move against every reply.
bool forcesMateInTwo(const Board& start, const QString& first) {
    auto board = start.clone();
    const Move m = board->parseMove(first.toStdString());
    if (m.isNull()) return false;
    board->makeMove(m);
    MoveList replies;
    board->legalMoves(replies);
    if (replies.empty()) return isMate(*board);
    for (Move reply : replies) {
        board->makeMove(reply);
        MoveList finishes;
        board->legalMoves(finishes);
        bool mates = false;
        for (Move f : finishes) {
            board->makeMove(f);
            mates = isMate(*board);
            board->undoMove();
            if (mates) break;
        }
        board->undoMove();
        if (!mates) return false;
    }
    return true;
}

void startUci(EngineRun& e) {
    QVERIFY(e.started());
    e.send("uci");
    QVERIFY(!e.waitForExact("uciok").isNull());
}

void startCecp(EngineRun& e) {
    QVERIFY(e.started());
    e.send("xboard");
    e.send("protover 2");
    QVERIFY(!e.waitForExact("feature done=1").isNull());
}

void startUcci(EngineRun& e) {
    QVERIFY(e.started());
    e.send("ucci");
    QVERIFY(!e.waitForExact("ucciok").isNull());
}

// The move of a CECP "move X" line, or null on timeout.
QString cecpMove(EngineRun& e) {
    const QString line = e.waitForPrefix("move ");
    return line.isNull() ? QString() : word(line, 1);
}

const char* const DeadDrawFen = "8/8/4k3/8/8/3KB3/8/8 w - - 0 1"; // K+B vs K: no mate possible
const char* const LostFen = "q2k3r/8/8/8/8/8/8/4K3 w - - 0 1";    // White: bare king vs Q+R
const char* const WinningFen = "4k3/8/8/8/8/8/8/Q2K3R w - - 0 1"; // White: Q+R vs bare king

} // namespace

class TestArbiterEngine : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        if (!QFileInfo(enginePath()).isExecutable())
            QFAIL(qPrintable("arbiter-engine not built: " + enginePath()));
    }

    // ---------------------------------------------------------------- draw/resign policy

    void drawOfferAfterMoreThanNBandScores() {
        DrawResignSettings s;
        s.band = 20;
        s.drawMoves = 3;
        s.allowResign = false;
        DrawResignTracker t(s);
        // Three scores inside +/-20 are not "more than 3"; the fourth is.
        QVERIFY(!t.onMove(0, false).offerDraw);
        QVERIFY(!t.onMove(20, false).offerDraw);
        QVERIFY(!t.onMove(-20, false).offerDraw);
        QVERIFY(t.onMove(5, false).offerDraw);
        QCOMPARE(t.offersMade(), 1);
        // One offer per game by default.
        QVERIFY(!t.onMove(0, false).offerDraw);
        QVERIFY(!t.onMove(0, false).offerDraw);
    }

    void scoreOutsideBandRestartsDrawCount() {
        DrawResignSettings s;
        s.band = 10;
        s.drawMoves = 2;
        DrawResignTracker t(s);
        t.onMove(0, false);
        t.onMove(0, false);
        t.onMove(11, false); // leaves the band
        QCOMPARE(t.bandMoves(), 0);
        QVERIFY(!t.onMove(0, false).offerDraw);
        QVERIFY(!t.onMove(0, false).offerDraw);
        QVERIFY(t.onMove(-10, false).offerDraw);
    }

    void repeatedOffersNeedAFreshStretch() {
        DrawResignSettings s;
        s.band = 10;
        s.drawMoves = 1;
        s.maxOffers = 2;
        DrawResignTracker t(s);
        QVERIFY(!t.onMove(0, false).offerDraw);
        QVERIFY(t.onMove(0, false).offerDraw);
        QVERIFY(!t.onMove(0, false).offerDraw);
        QVERIFY(t.onMove(0, false).offerDraw);
        QVERIFY(!t.onMove(0, false).offerDraw); // maxOffers reached
        t.reset();
        QCOMPARE(t.offersMade(), 0);
        QVERIFY(!t.onMove(0, false).offerDraw);
        QVERIFY(t.onMove(0, false).offerDraw);
    }

    void offersSwitchedOff() {
        DrawResignSettings s;
        s.drawMoves = 0;
        s.offerDraws = false;
        DrawResignTracker t(s);
        QVERIFY(!t.onMove(0, false).offerDraw);
        QVERIFY(!t.onMove(0, false).offerDraw);
    }

    void acceptWhenWouldOfferOrBelowBand() {
        DrawResignSettings s;
        s.band = 15;
        s.drawMoves = 2;
        s.offerDraws = false; // acceptance does not depend on the offer switch
        s.allowResign = false;
        DrawResignTracker t(s);
        // In the band but not yet long enough: decline.
        QVERIFY(!t.onMove(0, true).acceptDraw);
        QVERIFY(!t.onMove(3, true).acceptDraw);
        // Third band score: the engine would offer now, so it accepts.
        DrawResignDecision d = t.onMove(-4, true);
        QVERIFY(d.acceptDraw);
        QVERIFY(!d.offerDraw);
        // Winning: decline.
        QVERIFY(!t.onMove(200, true).acceptDraw);
        // Exactly -band is still inside the band (and the stretch restarted): decline.
        QVERIFY(!t.onMove(-15, true).acceptDraw);
        // Below -band: accept.
        QVERIFY(t.onMove(-16, true).acceptDraw);
        // No offer pending: nothing to accept.
        QVERIFY(!t.onMove(-500, false).acceptDraw);
    }

    void resignOnRunningSum() {
        DrawResignSettings s;
        s.band = 50;
        s.resignThreshold = 1000;
        s.offerDraws = false;
        DrawResignTracker t(s);
        QVERIFY(!t.onMove(-400, false).resign);
        QCOMPARE(t.resignSum(), int64_t(-400));
        QVERIFY(!t.onMove(-30, false).resign); // inside the band: counts zero
        QCOMPARE(t.resignSum(), int64_t(-400));
        QVERIFY(!t.onMove(-500, false).resign);
        QCOMPARE(t.resignSum(), int64_t(-900));
        QVERIFY(!t.onMove(51, false).resign); // above the band: the sum starts again
        QCOMPARE(t.resignSum(), int64_t(0));
        QVERIFY(!t.onMove(-600, false).resign);
        QVERIFY(!t.onMove(-400, false).resign);       // -1000 is not below -1000
        QVERIFY(t.onMove(-1, false).resign == false); // band score: still -1000
        QVERIFY(t.onMove(-51, false).resign);
    }

    void resignSwitchedOffAndDrawBeatsResign() {
        DrawResignSettings s;
        s.band = 10;
        s.resignThreshold = 0;
        s.allowResign = false;
        DrawResignTracker off(s);
        QVERIFY(!off.onMove(-5000, false).resign);

        s.allowResign = true;
        DrawResignTracker on(s);
        // Lost, but the opponent offers a draw: take it rather than resign.
        DrawResignDecision d = on.onMove(-5000, true);
        QVERIFY(d.acceptDraw);
        QVERIFY(!d.resign);
        QVERIFY(on.onMove(-5000, false).resign);
    }

    // ---------------------------------------------------------------- time, options, text

    void timeBudgets() {
        ae::SearchLimits l;
        l.moveTimeMs = 500;
        ae::TimeBudget b = ae::computeTimeBudget(l, 20);
        QCOMPARE(b.hardMs, int64_t(480));

        ae::SearchLimits clock;
        clock.timeLeftMs = 60000;
        clock.incrementMs = 1000;
        b = ae::computeTimeBudget(clock, 0);
        QVERIFY(b.limited());
        QVERIFY(b.softMs <= b.hardMs);
        QVERIFY(b.hardMs <= 30000); // never more than half the clock on one move
        QVERIFY(b.softMs >= 60000 / 30);

        clock.movesToGo = 1;
        clock.incrementMs = 0;
        b = ae::computeTimeBudget(clock, 100);
        QVERIFY(b.hardMs <= 59900);
        QVERIFY(b.hardMs > 30000); // the last move before the control may use most of it

        ae::SearchLimits infinite;
        infinite.infinite = true;
        QVERIFY(!ae::computeTimeBudget(infinite, 0).limited());
        QVERIFY(!ae::computeTimeBudget(ae::SearchLimits(), 0).limited());

        ae::SearchLimits st;
        st.moveTimeMs = 1000;
        QCOMPARE(ae::nodeBudgetForNps(ae::computeTimeBudget(st, 0), 5000), uint64_t(5000));
    }

    void optionTable() {
        ae::OptionTable t = ae::makeEngineOptions();
        std::string error;
        QVERIFY(t.set("hash", "64", &error));
        QCOMPARE(t.intValue(ae::opt::Hash), int64_t(64));
        QVERIFY(t.set("hashsize", "32", &error)); // the UCCI name
        QCOMPARE(t.intValue("Hash"), int64_t(32));
        QVERIFY(!t.set("Hash", "lots", &error));
        QVERIFY2(QString::fromStdString(error).contains("Hash"), error.c_str());
        QVERIFY(!t.set("Hash", "0", &error));
        QCOMPARE(t.intValue("Hash"), int64_t(32));
        QVERIFY(t.set("OfferDraws", "off", &error));
        QVERIFY(!t.boolValue("OfferDraws"));
        QVERIFY(t.set("UCI_Variant", "CAPTURE", &error));
        QCOMPARE(QString::fromStdString(t.value("UCI_Variant")), QStringLiteral("capture"));
        QVERIFY(!t.set("NoSuchOption", "1", &error));
        QVERIFY(QString::fromStdString(error).contains("NoSuchOption"));
    }

    void chess960CastlingText() {
        auto board = createBoard("fischerandom");
        QVERIFY(board);
        QVERIFY(board->setFen("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"));
        const Move shortCastle = board->parseMove("O-O");
        const Move longCastle = board->parseMove("O-O-O");
        QVERIFY(!shortCastle.isNull() && !longCastle.isNull());
        QCOMPARE(ae::moveText(*board, shortCastle, ae::MoveStyle::Cecp), std::string("O-O"));
        QCOMPARE(ae::moveText(*board, longCastle, ae::MoveStyle::Cecp), std::string("O-O-O"));
        QCOMPARE(ae::moveText(*board, shortCastle, ae::MoveStyle::Coordinate), std::string("e1h1"));
        auto standard = createBoard("standard");
        QVERIFY(standard->setFen("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"));
        QCOMPARE(ae::moveText(*standard, standard->parseMove("O-O"), ae::MoveStyle::Cecp),
                 std::string("e1g1"));
    }

    // ---------------------------------------------------------------- handshakes

    void uciHandshake() {
        EngineRun e;
        startUci(e);
        QVERIFY(e.lines().contains("id name arbiter-engine"));
        for (const char* option : {"Hash", "SearchDepth", "SearchNodes", "RandomMargin",
                                   "RandomSeed", "DrawBand", "DrawMoves", "ResignThreshold",
                                   "OfferDraws", "AllowResign", "UCI_Variant", "UCI_Chess960"}) {
            const QString prefix = QStringLiteral("option name %1 type").arg(option);
            bool found = false;
            for (const QString& l : e.lines()) found = found || l.startsWith(prefix);
            QVERIFY2(found, option);
        }
        e.send("isready");
        QVERIFY(!e.waitForExact("readyok").isNull());
        e.send("quit");
        QVERIFY(e.waitForExit());
        QCOMPARE(e.exitCode(), 0);
    }

    void cecpHandshake() {
        EngineRun e;
        startCecp(e);
        QVERIFY(e.lines().contains("feature done=0"));
        const QString features = e.lines().filter("myname=").value(0);
        QVERIFY(features.contains("myname=\"arbiter-engine\""));
        for (const char* f : {"setboard=1", "usermove=1", "ping=1", "san=0"})
            QVERIFY2(features.contains(f), f);
        QVERIFY(features.contains("variants=\"normal,fischerandom,capture"));
        QVERIFY(!e.lines().filter("feature option=\"DrawBand -spin").isEmpty());
        QVERIFY(!e.lines().filter("feature option=\"AllowResign -check").isEmpty());
        e.send("ping 7");
        QVERIFY(!e.waitForExact("pong 7").isNull());
        e.send("quit");
        QVERIFY(e.waitForExit());
    }

    void ucciHandshake() {
        EngineRun e;
        startUcci(e);
        QVERIFY(e.lines().contains("id name arbiter-engine"));
        QVERIFY(!e.lines().filter(QRegularExpression("^option hashsize type spin")).isEmpty());
        QVERIFY(!e.lines().filter(QRegularExpression("^option drawband type spin")).isEmpty());
        QVERIFY(!e.lines().filter(QRegularExpression("^option usemillisec type check")).isEmpty());
        e.send("isready");
        QVERIFY(!e.waitForExact("readyok").isNull());
        e.send("stop"); // idle: no search to stop
        QVERIFY(!e.waitForExact("nobestmove").isNull());
        e.send("quit");
        QVERIFY(!e.waitForExact("bye").isNull());
        QVERIFY(e.waitForExit());
    }

    // ---------------------------------------------------------------- searching (UCI)

    void goDepthReturnsLegalMove() {
        EngineRun e;
        startUci(e);
        e.send("position startpos moves e2e4 e7e5 g1f3");
        e.send("go depth 4");
        const QString best = e.waitForPrefix("bestmove ");
        QVERIFY(!best.isNull());
        auto board = boardAt("standard", "");
        for (const char* m : {"e2e4", "e7e5", "g1f3"}) board->makeMove(board->parseMove(m));
        QVERIFY2(isLegalIn(*board, word(best, 1)), qPrintable(best));
        // The deepest report says depth 4.
        QVERIFY(!e.lines().filter(QRegularExpression("^info depth 4 .* pv ")).isEmpty());
    }

    void multiPvReportsDistinctLines() {
        EngineRun e;
        startUci(e);
        e.send("setoption name MultiPV value 3");
        e.send("position startpos moves e2e4");
        e.send("go depth 5");
        const QString best = e.waitForPrefix("bestmove ");
        QVERIFY(!best.isNull());
        // The last iteration reports lines 1, 2 and 3, each starting with another legal
        // move, in order of their scores; the move played is the first line's.
        const QStringList last = e.lines().filter(QRegularExpression("^info depth 5 .*multipv"));
        QCOMPARE(last.size(), 3);
        auto board = boardAt("standard", "");
        board->makeMove(board->parseMove("e2e4"));
        QStringList firstMoves;
        int previousScore = INT_MAX;
        for (int k = 0; k < 3; ++k) {
            const QStringList w = last[k].split(' ');
            QCOMPARE(w.value(w.indexOf("multipv") + 1).toInt(), k + 1);
            const int score = w.value(w.indexOf("cp") + 1).toInt();
            QVERIFY2(score <= previousScore, qPrintable(last[k]));
            previousScore = score;
            const QString first = w.value(w.indexOf("pv") + 1);
            QVERIFY2(isLegalIn(*board, first), qPrintable(last[k]));
            firstMoves << first;
        }
        QCOMPARE(firstMoves.removeDuplicates(), 0);
        QCOMPARE(word(best, 1), firstMoves.front());
        // Back to one line: no multipv field.
        const int mark = e.mark();
        e.send("setoption name MultiPV value 1");
        e.send("go depth 3");
        QVERIFY(!e.waitForPrefix("bestmove ").isNull());
        QVERIFY(e.linesSince(mark).filter("multipv").isEmpty());
    }

    void findsMates() {
        EngineRun e;
        startUci(e);
        e.send("position fen 6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1");
        e.send("go depth 3");
        QCOMPARE(word(e.waitForPrefix("bestmove "), 1), QStringLiteral("a1a8"));
        QVERIFY(!e.lines().filter(" score mate 1 ").isEmpty());

        // Doubled rooks against a guarded back rank: 1.Rd8+ Rxd8 2.Rxd8# (no mate in one).
        const QString fen = "2r3k1/5ppp/8/8/8/8/3R1PPP/3R2K1 w - - 0 1";
        auto board = boardAt("standard", fen);
        QVERIFY(board);
        const int mark = e.mark();
        e.send("ucinewgame");
        e.send("position fen " + fen);
        e.send("go depth 6");
        const QString best = e.waitForPrefix("bestmove ");
        QVERIFY(!best.isNull());
        QVERIFY2(forcesMateInTwo(*board, word(best, 1)), qPrintable(best));
        QVERIFY(!e.linesSince(mark).filter(" score mate 2 ").isEmpty());
    }

    void movetimeAndNodesAnswer() {
        EngineRun e;
        startUci(e);
        auto start = boardAt("standard", "");
        e.send("position startpos");
        e.send("go movetime 150");
        QString best = e.waitForPrefix("bestmove ");
        QVERIFY(isLegalIn(*start, word(best, 1)));

        const int mark = e.mark();
        e.send("go nodes 2000");
        best = e.waitForPrefix("bestmove ");
        QVERIFY(isLegalIn(*start, word(best, 1)));
        // Every report of this search stays within the node limit.
        for (const QString& l : e.linesSince(mark)) {
            if (!l.startsWith("info depth")) continue;
            const QStringList w = l.split(' ');
            const int i = w.indexOf("nodes");
            QVERIFY(i > 0);
            QVERIFY2(w.value(i + 1).toLongLong() <= 2000, qPrintable(l));
        }

        e.send("go wtime 2000 btime 2000 winc 10 binc 10");
        best = e.waitForPrefix("bestmove ");
        QVERIFY(isLegalIn(*start, word(best, 1)));
    }

    void stopEndsInfiniteSearch() {
        EngineRun e;
        startUci(e);
        e.send("position startpos");
        e.send("go infinite");
        QVERIFY(!e.waitForPrefix("info depth 3").isNull());
        e.send("isready"); // answered during the search
        QVERIFY(!e.waitForExact("readyok").isNull());
        e.send("stop");
        const QString best = e.waitForPrefix("bestmove ");
        QVERIFY(isLegalIn(*boardAt("standard", ""), word(best, 1)));
    }

    void ponderhitAnswers() {
        EngineRun e;
        startUci(e);
        e.send("position startpos moves e2e4");
        e.send("go ponder wtime 1000 btime 1000");
        QVERIFY(!e.waitForPrefix("info depth 2").isNull());
        e.send("ponderhit");
        const QString best = e.waitForPrefix("bestmove ");
        auto board = boardAt("standard", "");
        board->makeMove(board->parseMove("e2e4"));
        QVERIFY(isLegalIn(*board, word(best, 1)));
    }

    void capturesWhenForced() {
        EngineRun e;
        startUci(e);
        e.send("setoption name UCI_Variant value capture");
        // In orthodox chess Qxc6+ just loses the queen; in capture chess it, or the other
        // capture Qxa7, is compulsory.
        const QString fen = "4k3/pp1p4/2p5/8/Q7/8/8/4K3 w - - 0 1";
        e.send("position fen " + fen);
        e.send("go depth 3");
        const QString best = word(e.waitForPrefix("bestmove "), 1);
        auto board = boardAt("capture", fen);
        QVERIFY(isLegalIn(*board, best));
        QVERIFY2(board->isCapture(board->parseMove(best.toStdString())), qPrintable(best));
    }

    void randomMarginVariesMoves() {
        EngineRun e;
        startUci(e);
        e.send("setoption name RandomMargin value 1000");
        e.send("position startpos");
        QSet<QString> moves;
        for (int seed = 1; seed <= 8 && moves.size() < 2; ++seed) {
            e.send(QStringLiteral("setoption name RandomSeed value %1").arg(seed));
            e.send("go depth 2");
            moves.insert(word(e.waitForPrefix("bestmove "), 1));
        }
        QVERIFY2(moves.size() >= 2, "eight seeds all chose the same move");
        // Without a margin the choice is the search's best, the same for every seed.
        e.send("setoption name RandomMargin value 0");
        QSet<QString> plain;
        for (int seed = 1; seed <= 3; ++seed) {
            e.send(QStringLiteral("setoption name RandomSeed value %1").arg(seed));
            e.send("ucinewgame");
            e.send("go depth 3");
            plain.insert(word(e.waitForPrefix("bestmove "), 1));
        }
        QCOMPARE(plain.size(), 1);
    }

    void chess960OverUci() {
        EngineRun e;
        startUci(e);
        e.send("setoption name UCI_Chess960 value true");
        const QString fen = "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1";
        e.send("position fen " + fen + " moves e1h1"); // castling as king takes rook
        e.send("go depth 2");
        const QString best = word(e.waitForPrefix("bestmove "), 1);
        auto board = boardAt("fischerandom", fen);
        board->makeMove(board->parseMove("e1h1"));
        QVERIFY2(isLegalIn(*board, best), qPrintable(best));
        QVERIFY(e.lines().filter("illegal").isEmpty());
    }

    // ---------------------------------------------------------------- bad input

    void badInputNeverCrashes() {
        EngineRun e;
        startUci(e);
        e.send("frobnicate now");
        QVERIFY(!e.waitForExact("info string unknown command frobnicate now").isNull());
        e.send("position startpos moves e2e4 e7e4");
        QVERIFY(!e.waitFor([](const QString& l) {
                      return l.startsWith("info string position: illegal move 'e7e4'");
                  }).isNull());
        e.send("position fen not/a/fen w - - 0 1");
        QVERIFY(!e.waitForPrefix("info string position: bad FEN").isNull());
        e.send("setoption name Hash value lots");
        QVERIFY(!e.waitForPrefix("info string setoption:").isNull());
        e.send("setoption name Nope value 1");
        QVERIFY(!e.waitForPrefix("info string setoption: no such option").isNull());
        e.send("go movetime 100 depth banana");
        QVERIFY(!e.waitForPrefix("info string go:").isNull());
        QVERIFY(!e.waitForPrefix("bestmove ").isNull()); // still answers
        e.send("position");
        QVERIFY(!e.waitForPrefix("info string position: expected").isNull());
        e.send("position fen");
        QVERIFY(!e.waitForPrefix("info string position: 'fen' without").isNull());
        e.send("position startpos");
        e.send("go searchmoves a2a3 depth 2");
        QCOMPARE(word(e.waitForPrefix("bestmove "), 1), QStringLiteral("a2a3"));
        e.send("isready");
        QVERIFY(!e.waitForExact("readyok").isNull());

        EngineRun c;
        startCecp(c);
        c.send("frobnicate");
        QVERIFY(!c.waitForExact("Error (unknown command): frobnicate").isNull());
        c.send("new");
        c.send("force");
        c.send("usermove e2e5");
        QVERIFY(!c.waitForExact("Illegal move: e2e5").isNull());
        c.send("level x y z");
        QVERIFY(!c.waitForPrefix("Error (bad level)").isNull());
        c.send("variant nosuchvariant");
        QVERIFY(!c.waitForExact("Error (unsupported variant): nosuchvariant").isNull());
        c.send("setboard garbage");
        QVERIFY(!c.waitForPrefix("tellusererror Illegal position").isNull());
        c.send("ping 3");
        QVERIFY(!c.waitForExact("pong 3").isNull());

        EngineRun u;
        startUcci(u);
        u.send("frobnicate");
        QVERIFY(!u.waitForPrefix("info message unknown command frobnicate").isNull());
        u.send("banmoves zz99");
        QVERIFY(!u.waitForPrefix("info message banmoves:").isNull());
        u.send("isready");
        QVERIFY(!u.waitForExact("readyok").isNull());

        EngineRun n;
        QVERIFY(n.started());
        n.send("hello");
        QVERIFY(!n.waitForPrefix("Error (unknown command): hello").isNull());
        n.send("uci"); // a protocol can still be chosen
        QVERIFY(!n.waitForExact("uciok").isNull());
    }

    // ---------------------------------------------------------------- CECP games

    void cecpPlaysAndAnswersMoves() {
        EngineRun e;
        startCecp(e);
        e.send("new");
        e.send("post");
        e.send("level 40 0:30 0");
        e.send("sd 3");
        e.send("usermove e2e4"); // the engine plays Black after "new"
        const QString reply = cecpMove(e);
        auto board = boardAt("standard", "");
        board->makeMove(board->parseMove("e2e4"));
        QVERIFY2(isLegalIn(*board, reply), qPrintable(reply));
        // Thinking output: ply score time nodes pv.
        QVERIFY(!e.lines().filter(QRegularExpression("^3 -?\\d+ \\d+ \\d+ \\S+")).isEmpty());
        board->makeMove(board->parseMove(reply.toStdString()));
        e.send("time 3000");
        e.send("otim 3000");
        e.send("usermove d2d4");
        board->makeMove(board->parseMove("d2d4"));
        const QString second = cecpMove(e);
        QVERIFY2(isLegalIn(*board, second), qPrintable(second + " after " + reply));
        // ? during a search makes the engine move at once.
        e.send("force");
        e.send("sd 60");
        e.send("st 30");
        e.send("go");
        QVERIFY(!e.waitForPrefix("4 ").isNull());
        e.send("?");
        QVERIFY(!cecpMove(e).isNull());
    }

    void cecpNpsLimit() {
        EngineRun e;
        startCecp(e);
        e.send("new");
        e.send("post");
        e.send("nps 3000");
        e.send("st 1");
        e.send("go");
        const int mark = e.mark();
        QVERIFY(!cecpMove(e).isNull());
        for (const QString& l : e.linesSince(mark))
            if (QRegularExpression("^\\d+ ").match(l).hasMatch())
                QVERIFY2(word(l, 3).toLongLong() <= 3000, qPrintable(l));
    }

    void cecpOffersDrawInDeadPosition() {
        EngineRun e;
        startCecp(e);
        e.send("new");
        e.send("option DrawMoves=0");
        e.send("option OfferDraws=1");
        e.send(QStringLiteral("setboard %1").arg(DeadDrawFen));
        e.send("sd 3");
        int mark = e.mark();
        e.send("go");
        QVERIFY(!cecpMove(e).isNull());
        const QStringList said = e.linesSince(mark);
        const int offer = said.indexOf("offer draw");
        QVERIFY2(offer >= 0, qPrintable(said.join('\n')));
        QVERIFY(offer < said.size() - 1); // before the move
        // Only once per game.
        e.send("force");
        mark = e.mark();
        e.send("go");
        QVERIFY(!cecpMove(e).isNull());
        QVERIFY(!e.linesSince(mark).contains("offer draw"));

        // A new game with offers switched off: no offer.
        e.send("new");
        e.send("option OfferDraws=0");
        e.send(QStringLiteral("setboard %1").arg(DeadDrawFen));
        e.send("sd 3");
        mark = e.mark();
        e.send("go");
        QVERIFY(!cecpMove(e).isNull());
        QVERIFY(!e.linesSince(mark).contains("offer draw"));
    }

    void cecpAcceptsOrDeclinesDraw() {
        EngineRun e;
        startCecp(e);
        // The GUI offers a draw ("draw") before the engine's move; the engine accepts with
        // "offer draw" or declines by just moving.
        auto answer = [&](const char* fen) {
            e.send("new");
            e.send(QStringLiteral("setboard %1").arg(fen));
            e.send("sd 3");
            e.send("draw");
            const int mark = e.mark();
            e.send("go");
            const QString move = cecpMove(e);
            return !move.isNull() && e.linesSince(mark).contains("offer draw");
        };
        e.send("option DrawMoves=0");
        e.send("option OfferDraws=0");
        e.send("option AllowResign=0");
        // Dead draw, the band condition holds: accepted.
        QVERIFY(answer(DeadDrawFen));
        // Winning: declined.
        QVERIFY(!answer(WinningFen));
        // Losing (score below -DrawBand): accepted.
        QVERIFY(answer(LostFen));
        // Dead draw, but the band must hold for more than 5 moves first: declined.
        e.send("option DrawMoves=5");
        QVERIFY(!answer(DeadDrawFen));
    }

    void cecpResignsLostPosition() {
        EngineRun e;
        startCecp(e);
        e.send("new");
        e.send("option AllowResign=1");
        e.send("option ResignThreshold=100");
        e.send(QStringLiteral("setboard %1").arg(LostFen));
        e.send("sd 3");
        e.send("go");
        QVERIFY(!e.waitForExact("resign").isNull());
        // Resigning is not a move.
        e.send("ping 1");
        QVERIFY(!e.waitForExact("pong 1").isNull());
        QVERIFY(e.lines().filter(QRegularExpression("^move ")).isEmpty());

        // With resignation off the engine plays on.
        e.send("new");
        e.send("option AllowResign=0");
        e.send(QStringLiteral("setboard %1").arg(LostFen));
        e.send("sd 3");
        const int mark = e.mark();
        e.send("go");
        QVERIFY(!cecpMove(e).isNull());
        QVERIFY(!e.linesSince(mark).contains("resign"));
    }

    void cecpFischerandomCastling() {
        EngineRun e;
        startCecp(e);
        e.send("new");
        e.send("variant fischerandom");
        e.send("force");
        e.send("setboard r3k2r/8/8/8/8/8/8/1R2K1R1 w GBha - 0 1");
        e.send("usermove O-O");
        e.send("sd 2");
        e.send("go");
        const QString reply = cecpMove(e);
        auto board = boardAt("fischerandom", "r3k2r/8/8/8/8/8/8/1R2K1R1 w GBha - 0 1");
        board->makeMove(board->parseMove("O-O"));
        QVERIFY2(isLegalIn(*board, reply), qPrintable(reply));
        QVERIFY(e.lines().filter("Illegal").isEmpty());
    }

    // ---------------------------------------------------------------- UCCI and xiangqi

    void ucciResignsAndAcceptsDraws() {
        const bool haveXiangqi = arbiter::findVariant("xiangqi") != nullptr;
        // A lost position for the side to move, in the default UCCI variant.
        const QString lost = haveXiangqi ? "rr2k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1" : LostFen;
        const QString dead = haveXiangqi ? "4k4/9/9/9/9/9/9/9/4A4/3AK4 w - - 0 1" : DeadDrawFen;
        EngineRun e;
        startUcci(e);
        e.send("setoption allowresign true");
        e.send("setoption resignthreshold 100");
        e.send("position fen " + lost);
        e.send("go depth 3");
        const QString resign = e.waitForPrefix("bestmove ");
        QVERIFY2(resign.endsWith(" resign"), qPrintable(resign));

        e.send("setoption newgame");
        e.send("setoption drawmoves 0");
        e.send("setoption offerdraws false");
        e.send("position fen " + dead);
        e.send("go draw depth 3");
        const QString accept = e.waitForPrefix("bestmove ");
        QVERIFY2(accept.endsWith(" draw"), qPrintable(accept));
        // Without an offer and with offers off, a plain move.
        e.send("go depth 3");
        const QString plain = e.waitForPrefix("bestmove ");
        QVERIFY2(!plain.endsWith(" draw") && !plain.endsWith(" resign"), qPrintable(plain));
        // With offers on, the engine offers by itself.
        e.send("setoption newgame");
        e.send("setoption offerdraws true");
        e.send("go depth 3");
        const QString offer = e.waitForPrefix("bestmove ");
        QVERIFY2(offer.endsWith(" draw"), qPrintable(offer));
    }

    void ucciXiangqiGame() {
        if (!arbiter::findVariant("xiangqi")) QSKIP("the library has no xiangqi yet");
        EngineRun e;
        startUcci(e);
        e.send("setoption usemillisec true");
        e.send("position startpos moves h2e2 h9g7");
        e.send("go time 2000 increment 0 opptime 2000 oppincrement 0");
        const QString best = word(e.waitForPrefix("bestmove "), 1);
        auto board = boardAt("xiangqi", "");
        board->makeMove(board->parseMove("h2e2"));
        board->makeMove(board->parseMove("h9g7"));
        QVERIFY2(isLegalIn(*board, best), qPrintable(best));
        // Banned moves are not played.
        e.send("position startpos");
        e.send("banmoves h2e2 b2e2 h0g2 b0c2");
        e.send("go depth 3");
        const QString other = word(e.waitForPrefix("bestmove "), 1);
        QVERIFY(isLegalIn(*boardAt("xiangqi", ""), other));
        QVERIFY2(!QStringList({"h2e2", "b2e2", "h0g2", "b0c2"}).contains(other), qPrintable(other));
        // Stalemate loses in xiangqi: with no legal move the engine has no best move.
        e.send("position fen 4k4/9/9/9/9/9/9/9/4r4/3K5 w - - 0 1");
        e.send("go depth 2");
        QVERIFY(!e.waitForExact("nobestmove").isNull());
    }

    void xiangqiOverCecpAndUci() {
        if (!arbiter::findVariant("xiangqi")) QSKIP("the library has no xiangqi yet");
        EngineRun c;
        startCecp(c);
        QVERIFY(c.lines().filter("myname=").value(0).contains("xiangqi"));
        c.send("new");
        c.send("variant xiangqi");
        c.send("sd 3");
        c.send("go");
        const QString move = cecpMove(c);
        QVERIFY2(isLegalIn(*boardAt("xiangqi", ""), move), qPrintable(move));

        EngineRun u;
        startUci(u);
        u.send("setoption name UCI_Variant value xiangqi");
        u.send("position startpos moves b0c2");
        u.send("go depth 3");
        const QString best = word(u.waitForPrefix("bestmove "), 1);
        auto board = boardAt("xiangqi", "");
        board->makeMove(board->parseMove("b0c2"));
        QVERIFY2(isLegalIn(*board, best), qPrintable(best));
    }

    void xiangqiAvoidsPerpetualCheck() {
        if (!arbiter::findVariant("xiangqi")) QSKIP("the library has no xiangqi yet");
        // Red is a chariot down and has been checking on the d and e files while the black
        // general steps between d9 and e9. Under chess rules repeating (a draw) would beat
        // playing on a chariot down; in xiangqi a one-sided perpetual check loses, so the
        // engine must not play the repeating check e0d0 again.
        EngineRun e;
        startUcci(e);
        const QString fen = "3k5/9/9/9/rr7/9/9/9/9/R4K3 w - - 0 1";
        e.send("position fen " + fen + " moves a0d0 d9e9 d0e0 e9d9 e0d0 d9e9 d0e0 e9d9");
        e.send("go depth 4");
        const QString best = word(e.waitForPrefix("bestmove "), 1);
        QVERIFY(!best.isEmpty());
        QVERIFY2(best != "e0d0", qPrintable(best));
    }
};

QTEST_GUILESS_MAIN(TestArbiterEngine)
#include "tst_arbiter_engine.moc"
