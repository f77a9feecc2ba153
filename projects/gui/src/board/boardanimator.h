// The animations of a board view (docs/gui.md, "Moving pieces"), on a clock that can be
// replaced so tests drive time by hand: sprites (a piece sliding into place, a failed move going
// out and back, a dropped piece returning), flashes (the attackers of a suicide move pulsing red
// three times) and effects (a move's capture/check/mate text). Each runs for a duration from its
// start; prune() drops the finished ones. What to draw is asked at the clock's now, so a frame is
// a function of the animations and the time, and the view only paints it.
#pragma once

#include "board/types.h"

#include <QElapsedTimer>
#include <QPointF>
#include <QString>
#include <vector>

namespace arbiter::gui {

// What a move did, for effects and sounds (docs/gui.md, "Xiangqi board": mate > check > capture).
struct MoveEvents {
    bool capture = false;
    bool check = false;
    bool mate = false;
    Side mover = NoSide;
};

class AnimationClock {
public:
    virtual ~AnimationClock() = default;
    // Milliseconds since some fixed point.
    virtual qint64 now() const = 0;
};

// The real clock: time since it was made.
class SteadyAnimationClock final : public AnimationClock {
public:
    SteadyAnimationClock() { m_timer.start(); }
    qint64 now() const override { return m_timer.elapsed(); }

private:
    QElapsedTimer m_timer;
};

class BoardAnimator {
public:
    // docs/gui.md: a failed move goes out and back a little slower than 0.05 s each way to be
    // visible at all, the attackers of a suicide move blink red three times in 1.2 s (one blink
    // in 1 s was easy to miss), an effect plays 1.4 s.
    static constexpr int BounceMs = 160;
    static constexpr int ReturnMs = 100;
    static constexpr int FlashMs = 1200;
    static constexpr int FlashPulses = 3;
    static constexpr int EffectMs = 1400;

    struct Effect {
        MoveEvents events;
        QString text;
        Square anchor = NoSquare; // e.g. the checked king
        qint64 start = 0;
        int duration = 0;
    };
    // A moving piece as it is to be drawn now.
    struct SpriteFrame {
        Piece piece = NoPiece;
        QPointF at;
        qreal lift = 0; // 0 resting .. 1 raised
        bool faceDown = false;
    };
    struct FlashFrame {
        Square square = NoSquare;
        qreal strength = 0; // 0..1
    };

    explicit BoardAnimator(const AnimationClock& clock) : m_clock(&clock) {}
    qint64 now() const { return m_clock->now(); }
    // Runs on another clock from now on (what runs is dropped: its times were the old clock's).
    void setClock(const AnimationClock& clock) {
        clear();
        m_clock = &clock;
    }

    // A piece slides from `from` to `to` in `ms` (eased), hiding the resting piece on `hides`;
    // nothing when ms <= 0 (animation off).
    void slide(Piece piece, const QPointF& from, const QPointF& to, Square hides, int ms);
    // A failed move by click: the piece goes a third of the way towards `towards` and back.
    void bounce(Piece piece, bool faceDown, const QPointF& from, const QPointF& towards,
                Square hides);
    // A failed drop: the piece returns from where it was dropped to its square.
    void returnTo(Piece piece, bool faceDown, const QPointF& from, const QPointF& to, Square hides);
    void flash(const std::vector<Square>& squares);
    // Plays an effect (its start and duration are set here): from now, or when the effect
    // playing now has ended, since an effect always plays to its end.
    void play(Effect effect);

    // Drops the sprites that hide `square` (a dragged piece is already where it belongs).
    void dropSpritesHiding(Square square);
    // Sprites end where they are going; flashes and effects play on (they move no piece).
    void finishSprites() { m_sprites.clear(); }
    void clearEffects() { m_effects.clear(); }
    void clear();
    // Drops what has finished by now; whether anything still runs.
    bool prune();

    bool isAnimating() const;
    bool hides(Square square) const;
    // A failed move is being shown (bouncing or returning).
    bool isBouncing() const;
    std::vector<SpriteFrame> spriteFrames() const;
    std::vector<FlashFrame> flashFrames() const;
    std::vector<Square> flashingSquares() const;
    // The effect playing now (nullptr: none; one may be waiting for its turn) and how far an
    // effect has played, 0..1.
    const Effect* currentEffect() const;
    // The effects playing or waiting.
    const std::vector<Effect>& effects() const { return m_effects; }
    qreal progress(const Effect& effect) const;

private:
    enum class Path { Slide, Bounce, Return };
    struct Sprite {
        Piece piece = NoPiece;
        QPointF from, to;
        Square hides = NoSquare; // the resting piece not drawn while the sprite runs
        Path path = Path::Slide;
        bool faceDown = false;
        qint64 start = 0;
        int duration = 0;
    };
    struct Flash {
        std::vector<Square> squares;
        qint64 start = 0;
        int duration = 0;
    };
    qreal progressOf(qint64 start, int duration) const;

    const AnimationClock* m_clock;
    std::vector<Sprite> m_sprites;
    std::vector<Flash> m_flashes;
    std::vector<Effect> m_effects;
};

} // namespace arbiter::gui
