// The board animator on a clock the test moves by hand (no waiting, no timing): slides ease from
// start to end, a failed move bounces out and back, the attackers of a suicide move pulse three
// times, effects play for their time, and everything is gone once its time is over. Also a
// board view on that clock: a move played on it slides.
#include "gui/board/boardanimator.h"
#include "gui/board/chessboardview.h"
#include "guitest.h"

#include <QTest>

using namespace arbiter;
using namespace arbiter::gui;
using namespace arbiter::gui::test;

namespace {

bool near(const QPointF& a, const QPointF& b) {
    return (a - b).manhattanLength() < 1e-6;
}
} // namespace

class AnimatorTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { initGuiTest(); }

    void slideEasesToItsEnd() {
        ManualClock clock;
        BoardAnimator animator(clock);
        const Piece knight = makePiece(White, Knight);
        animator.slide(knight, QPointF(0, 0), QPointF(100, 0), 21, 300);
        QVERIFY(animator.isAnimating());
        QVERIFY(animator.hides(21));
        QVERIFY(!animator.hides(20));
        QVERIFY(!animator.isBouncing());
        auto frames = animator.spriteFrames();
        QCOMPARE(frames.size(), size_t(1));
        QCOMPARE(frames[0].piece, knight);
        QVERIFY(near(frames[0].at, QPointF(0, 0)));
        clock.advance(75); // a quarter of the time: eased, less than a quarter of the way
        frames = animator.spriteFrames();
        QVERIFY(frames[0].at.x() > 0 && frames[0].at.x() < 25);
        clock.advance(75); // half the time, half the way, highest in the air
        frames = animator.spriteFrames();
        QVERIFY(near(frames[0].at, QPointF(50, 0)));
        QCOMPARE(frames[0].lift, 0.5);
        clock.advance(149);
        QVERIFY(animator.prune()); // 1 ms left
        clock.advance(1);
        QVERIFY(!animator.prune());
        QVERIFY(!animator.hides(21));
        QVERIFY(animator.spriteFrames().empty());
        // Animation off: nothing slides.
        animator.slide(knight, QPointF(0, 0), QPointF(100, 0), 21, 0);
        QVERIFY(!animator.isAnimating());
    }

    void failedMoveBouncesBack() {
        ManualClock clock;
        BoardAnimator animator(clock);
        animator.bounce(makePiece(Black, Rook), true, QPointF(0, 0), QPointF(100, 0), 5);
        QVERIFY(animator.isBouncing());
        clock.advance(BoardAnimator::BounceMs / 2); // the turning point, a third of the way
        auto frames = animator.spriteFrames();
        QVERIFY(near(frames[0].at, QPointF(35, 0)));
        QVERIFY(frames[0].faceDown);
        clock.advance(BoardAnimator::BounceMs / 2 - 1); // nearly home again
        QVERIFY(animator.spriteFrames()[0].at.x() < 1);
        clock.advance(1);
        QVERIFY(!animator.prune());
        // A failed drop returns from where it was dropped.
        animator.returnTo(makePiece(White, Pawn), false, QPointF(80, 80), QPointF(0, 0), 8);
        QVERIFY(animator.isBouncing());
        clock.advance(BoardAnimator::ReturnMs);
        QVERIFY(!animator.prune());
    }

    void attackersPulseThreeTimes() {
        ManualClock clock;
        BoardAnimator animator(clock);
        animator.flash({3, 4});
        QCOMPARE(animator.flashingSquares(), (std::vector<Square>{3, 4}));
        QCOMPARE(animator.flashFrames().size(), size_t(2));
        QVERIFY(animator.flashFrames().front().strength < 1e-9); // starts dark
        // Three pulses: full strength at 1/6, 3/6 and 5/6 of the time, dark between.
        const int pulse = BoardAnimator::FlashMs / 6;
        int peaks = 0;
        for (int i = 1; i < 6; ++i) {
            clock.advance(pulse);
            const qreal s = animator.flashFrames().front().strength;
            if (i % 2 == 1) {
                QVERIFY(s > 0.999);
                ++peaks;
            } else {
                QVERIFY(s < 1e-6);
            }
        }
        QCOMPARE(peaks, 3);
        clock.advance(pulse);
        QVERIFY(!animator.prune());
        QVERIFY(animator.flashingSquares().empty());
    }

    void effectsPlayTheirTime() {
        ManualClock clock;
        BoardAnimator animator(clock);
        BoardAnimator::Effect e;
        e.text = QStringLiteral("将军");
        e.events.check = true;
        animator.play(e);
        QVERIFY(animator.currentEffect());
        QCOMPARE(animator.currentEffect()->text, e.text);
        QCOMPARE(animator.progress(*animator.currentEffect()), 0.0);
        clock.advance(BoardAnimator::EffectMs / 2);
        QCOMPARE(animator.progress(*animator.currentEffect()), 0.5);
        // Finishing the sprites leaves an effect playing: it moves no piece.
        animator.finishSprites();
        QVERIFY(animator.isAnimating());
        clock.advance(BoardAnimator::EffectMs / 2);
        QVERIFY(!animator.prune());
        QVERIFY(!animator.currentEffect());
    }

    // An effect plays to its end whatever comes next: the next one waits for it, and of two
    // waiting the stronger stays (mate > check > capture), then plays its whole time.
    void effectsWaitForTheOnePlaying() {
        ManualClock clock;
        BoardAnimator animator(clock);
        auto effect = [](const char* text, bool capture, bool check, bool mate) {
            BoardAnimator::Effect e;
            e.text = QString::fromUtf8(text);
            e.events.capture = capture;
            e.events.check = check;
            e.events.mate = mate;
            return e;
        };
        animator.play(effect("将军", false, true, false));
        clock.advance(100);
        animator.play(effect("吃", true, false, false));
        QCOMPARE(animator.currentEffect()->text, QStringLiteral("将军"));
        animator.play(effect("绝杀", false, true, true));
        animator.play(effect("吃", true, false, false)); // weaker than the mate waiting
        QCOMPARE(int(animator.effects().size()), 2);
        clock.advance(BoardAnimator::EffectMs - 101);
        QCOMPARE(animator.currentEffect()->text, QStringLiteral("将军"));
        clock.advance(1);
        QVERIFY(animator.prune());
        QCOMPARE(animator.currentEffect()->text, QStringLiteral("绝杀"));
        QCOMPARE(animator.progress(*animator.currentEffect()), 0.0);
        clock.advance(BoardAnimator::EffectMs - 1);
        QCOMPARE(animator.currentEffect()->text, QStringLiteral("绝杀"));
        clock.advance(1);
        QVERIFY(!animator.prune());
    }

    // A board view on the fake clock: the move slides while the clock stands still and is
    // over when the clock has moved on by the animation time.
    void viewAnimatesOnItsClock() {
        ManualClock clock;
        ChessBoardView view;
        view.resize(400, 400);
        view.setAnimationClock(clock);
        auto board = createBoard("standard");
        view.setPosition(*board);
        const Move e4 = board->parseMove("e4");
        auto after = board->clone();
        after->makeMove(e4);
        view.setPosition(*after, e4, true);
        QVERIFY(view.isAnimating());
        QCOMPARE(view.animator().spriteFrames().size(), size_t(1));
        clock.advance(view.animationDuration() / 2);
        const QPointF middle = view.animator().spriteFrames()[0].at;
        const QPointF halfway = (view.squareCenter(e4.from()) + view.squareCenter(e4.to())) / 2;
        QVERIFY((middle - halfway).manhattanLength() < 1e-6);
        clock.advance(view.animationDuration() / 2);
        QTRY_VERIFY(!view.isAnimating()); // the next frame ends it
    }
};

QTEST_MAIN(AnimatorTest)
#include "tst_gui_animator.moc"
