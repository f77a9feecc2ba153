// How the GUI looks where a person reads it: Chinese moves in a readable CJK face that never
// break inside a move, bold piece characters that fill the disc, the defeated side darkened,
// and the end of a record's position recognised.
#include "gui/board/themes.h"
#include "gui/board/xiangqiboardview.h"
#include "gui/board/xiangqifonts.h"
#include "gui/game/docks.h"
#include "gui/game/gamesession.h"
#include "gui/game/gametab.h"
#include "guitest.h"
#include "pgn/pgnreader.h"

#include <QAbstractTextDocumentLayout>
#include <QClipboard>
#include <QGuiApplication>
#include <QTextBlock>
#include <QTextLayout>
#include <QtMath>

using namespace arbiter;
using namespace arbiter::gui;
using namespace arbiter::gui::test;

class LookTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { initGuiTest(); }

    void chineseMovesKeepTogether();
    void pieceCharactersFillTheDisc();
    void defeatedSideIsDarkened();
    void checkIsClearlyMarked();
    void recordRecognisesMate();
    void moveNumbersFollowTheFen();
    void reopenedGameHasItsOwnTitle();
    void piecesReadWellOnEveryTheme();
    void copiedMovesHaveNoJoiners();
};

// A narrow move list of a xiangqi game in Chinese: lines start only between moves (after a
// space), never inside one; the list's font has a CJK face beside its Latin one.
void LookTest::chineseMovesKeepTogether() {
    GameSession session;
    QVERIFY(session.startRecording(QStringLiteral("xiangqi"), QString(), nullptr));
    play(session, {"h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "b2b6", "c6c5", "h0h4", "g6g5",
                   "e2e6", "a9b9"});
    MoveListView list;
    list.setNotation(Notation::San, Notation::ChineseSimplified);
    list.setSession(&session);
    list.resize(170, 600);
    list.show();
    QTest::qWait(20);
    if (!chineseTextFamily().isEmpty())
        QVERIFY(list.font().families().contains(chineseTextFamily()));
    QTextDocument* doc = list.document();
    doc->setTextWidth(150);
    const QString text = doc->toPlainText();
    QVERIFY2(text.contains(QString(QStringLiteral("炮")) + QChar(0x2060)), qPrintable(text));
    int lines = 0;
    for (QTextBlock block = doc->begin(); block.isValid(); block = block.next()) {
        QTextLayout* layout = block.layout();
        for (int i = 1; i < layout->lineCount(); ++i) {
            ++lines;
            const int start = block.position() + layout->lineAt(i).textStart();
            const QChar before = doc->characterAt(start - 1);
            QVERIFY2(before.isSpace() && before != QChar(0x00a0),
                     qPrintable(QStringLiteral("line %1 starts after '%2': %3")
                                    .arg(i)
                                    .arg(before)
                                    .arg(text.mid(start - 6, 12))));
        }
    }
    QVERIFY(lines >= 3); // the list did wrap
}

void LookTest::pieceCharactersFillTheDisc() {
    XiangqiBoardView view;
    if (view.pieceFont().isEmpty()) QSKIP("no CJK font installed");
    QStringList families = xiangqiFontFamilies();
    for (const XiangqiFontStyle& style : xiangqiFontStyles()) families << style.family;
    for (const QString& family : families) {
        view.setPieceFont(family);
        // XiangQi Wizard's characters are about 0.6 of the disc high; they were 0.45 here (and
        // the brush faces of 行书 Xing 0.4 before they were enlarged).
        QVERIFY2(view.characterFill() >= 0.55,
                 qPrintable(QStringLiteral("%1: %2").arg(family).arg(view.characterFill())));
    }
}

// Every piece of the side that lost is darker, not only its king.
void LookTest::defeatedSideIsDarkened() {
    XiangqiBoardView view;
    view.resize(460, 510);
    view.setAnimationDuration(0);
    auto b = board("xiangqi");
    view.setPosition(*b);
    const QPoint chariot = centre(view, sq(*b, "a0"));
    auto brightness = [&] {
        const QImage image = view.grab().toImage();
        int sum = 0;
        for (int dx = -8; dx <= 8; dx += 4)
            for (int dy = -8; dy <= 8; dy += 4) sum += qGray(image.pixel(chariot + QPoint(dx, dy)));
        return sum;
    };
    const int before = brightness();
    view.setLoser(White);
    QVERIFY2(brightness() < before * 0.8,
             qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(brightness())));
}

// A general in check has a plain red ring around it (the faint glow was easy to miss).
void LookTest::checkIsClearlyMarked() {
    XiangqiBoardView view;
    view.resize(460, 510);
    view.setAnimationDuration(0);
    // Red's general on e0 is checked by Black's chariot on e9 down the open file.
    auto b = board("xiangqi", "3kr4/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
    QVERIFY(b->inCheck());
    view.setPosition(*b);
    const QPointF centre = view.squareCenter(sq(*b, "e0"));
    const QImage image = view.grab().toImage();
    int red = 0;
    for (int angle = 0; angle < 360; angle += 30) {
        const qreal a = qDegreesToRadians(qreal(angle));
        const QPoint at =
            (centre + QPointF(std::cos(a), std::sin(a)) * view.cellSize() * 0.5).toPoint();
        const QColor c = image.pixelColor(at);
        if (c.red() > 150 && c.green() < 90 && c.blue() < 90) ++red;
    }
    QVERIFY2(red >= 8, qPrintable(QString::number(red)));
}

// Fool's mate in a record: the result shows, the mated side cannot move, its pieces darken.
void LookTest::recordRecognisesMate() {
    auto* session = new GameSession;
    QVERIFY(session->startRecording(QStringLiteral("standard"), QString(), nullptr));
    GameTab tab(session, Appearance::load());
    play(*session, {"f3", "e5", "g4"});
    QVERIFY(session->positionResult().isNone());
    QCOMPARE(tab.view()->loser(), NoSide);
    play(*session, {"Qh4"});
    QCOMPARE(session->positionResult().winnerSide(), Black);
    QVERIFY(!session->canMove(White));
    QCOMPARE(tab.view()->loser(), White);
    QVERIFY2(tab.statusText().contains(QStringLiteral("mates")), qPrintable(tab.statusText()));
    session->goBack(); // before the mate the record goes on (a variation)
    QVERIFY(session->canMove(Black));
    QCOMPARE(tab.view()->loser(), NoSide);
}

void LookTest::moveNumbersFollowTheFen() {
    GameSession session;
    QVERIFY(session.startRecording(
        QStringLiteral("standard"),
        QStringLiteral("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 23"),
        nullptr));
    play(session, {"Bb5", "a6"});
    MoveListView list;
    list.setSession(&session);
    QVERIFY2(list.toPlainText().startsWith(QStringLiteral("23. Bb5 a6")),
             qPrintable(list.toPlainText()));
}

// A game read back from PGN is told apart from a live game of the same players.
void LookTest::reopenedGameHasItsOwnTitle() {
    GameSession live;
    QVERIFY(live.startGame(people(), nullptr));
    QCOMPARE(live.title(), QStringLiteral("Ann – Bob"));
    const std::string text = "[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"*\"]\n\n1. e4 *\n";
    PgnReader reader;
    reader.setData(text);
    PgnGame game;
    QCOMPARE(reader.readGame(game), PgnReader::Status::Game);
    GameSession reopened;
    QVERIFY(reopened.loadPgn(game, nullptr));
    QCOMPARE(reopened.title(), QStringLiteral("Ann – Bob (PGN)"));
}

namespace {
// WCAG's contrast ratio of two colours (1 to 21; 4.5 is its minimum for text).
qreal contrast(const QColor& a, const QColor& b) {
    auto luminance = [](const QColor& c) {
        auto channel = [](qreal v) {
            return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
        };
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) +
               0.0722 * channel(c.blueF());
    };
    const qreal x = luminance(a), y = luminance(b);
    return (std::max(x, y) + 0.05) / (std::min(x, y) + 0.05);
}
} // namespace

// Both sides' characters stand out from the face of every piece theme (the Dark oak pieces had
// cream Black characters and a light red on a mid-brown face), and the two sides' inks differ.
void LookTest::piecesReadWellOnEveryTheme() {
    for (const XiangqiPieceTheme& theme : xiangqiPieceThemes()) {
        QVERIFY2(contrast(theme.red, theme.face) >= 4.5, qPrintable(theme.name));
        QVERIFY2(contrast(theme.black, theme.face) >= 4.5, qPrintable(theme.name));
        QVERIFY2(contrast(theme.red, theme.black) >= 1.5, qPrintable(theme.name));
    }
}

// Text copied from the move list has neither the word joiners that keep a Chinese move on one
// line nor no-break spaces.
void LookTest::copiedMovesHaveNoJoiners() {
    auto* session = new GameSession;
    QString error;
    QVERIFY(session->startRecording(QStringLiteral("xiangqi"), QString(), &error));
    play(*session, {"h2e2", "h9g7"});
    MoveListView list;
    list.setNotation(Notation::San, Notation::ChineseSimplified);
    list.setSession(session);
    QVERIFY(list.toHtml().contains(QChar(0x2060))); // the shown text keeps them together
    list.selectAll();
    list.copy();
    const QString copied = QGuiApplication::clipboard()->text();
    QVERIFY2(copied.contains(QStringLiteral("炮二平五")), qPrintable(copied));
    QVERIFY(!copied.contains(QChar(0x2060)));
    QVERIFY(!copied.contains(QChar(0x00a0)));
    delete session;
}

QTEST_MAIN(LookTest)
#include "tst_gui_look.moc"
