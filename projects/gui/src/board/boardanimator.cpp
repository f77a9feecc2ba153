#include "gui/board/boardanimator.h"

#include <QtMath>
#include <algorithm>
#include <cmath>

namespace arbiter::gui {

namespace {
qreal easeInOut(qreal t) {
    return t < 0.5 ? 2 * t * t : 1 - std::pow(-2 * t + 2, 2) / 2;
}
QPointF lerp(const QPointF& a, const QPointF& b, qreal t) {
    return a + (b - a) * t;
}
} // namespace

void BoardAnimator::slide(Piece piece, const QPointF& from, const QPointF& to, Square hides,
                          int ms) {
    if (ms <= 0) return;
    m_sprites.push_back({piece, from, to, hides, Path::Slide, false, now(), ms});
}

void BoardAnimator::bounce(Piece piece, bool faceDown, const QPointF& from, const QPointF& towards,
                           Square hides) {
    m_sprites.push_back(
        {piece, from, lerp(from, towards, 0.35), hides, Path::Bounce, faceDown, now(), BounceMs});
}

void BoardAnimator::returnTo(Piece piece, bool faceDown, const QPointF& from, const QPointF& to,
                             Square hides) {
    m_sprites.push_back({piece, from, to, hides, Path::Return, faceDown, now(), ReturnMs});
}

void BoardAnimator::flash(const std::vector<Square>& squares) {
    m_flashes.push_back({squares, now(), FlashMs});
}

namespace {
// docs/gui.md: mate > check > capture.
int strength(const MoveEvents& events) {
    return events.mate ? 3 : events.check ? 2 : events.capture ? 1 : 0;
}
} // namespace

void BoardAnimator::play(Effect effect) {
    const qint64 t = now();
    auto over = [t](const Effect& e) { return t >= e.start + e.duration; };
    m_effects.erase(std::remove_if(m_effects.begin(), m_effects.end(), over), m_effects.end());
    effect.start = t;
    effect.duration = EffectMs;
    // An effect plays to its end whatever arrives next (an engine's instant reply, the game's
    // end): the next one waits for it. Only one waits; a newer effect takes its place unless the
    // waiting one is stronger, so a quick exchange of moves leaves no queue of old effects.
    if (!m_effects.empty()) {
        const Effect& playing = m_effects.front();
        effect.start = playing.start + playing.duration;
        if (m_effects.size() > 1) {
            if (strength(m_effects.back().events) > strength(effect.events)) return;
            m_effects.pop_back();
        }
    }
    m_effects.push_back(effect);
}

const BoardAnimator::Effect* BoardAnimator::currentEffect() const {
    const qint64 t = now();
    for (const Effect& e : m_effects)
        if (e.start <= t && t < e.start + e.duration) return &e;
    return nullptr;
}

void BoardAnimator::dropSpritesHiding(Square square) {
    m_sprites.erase(std::remove_if(m_sprites.begin(), m_sprites.end(),
                                   [&](const Sprite& s) { return s.hides == square; }),
                    m_sprites.end());
}

void BoardAnimator::clear() {
    m_sprites.clear();
    m_flashes.clear();
    m_effects.clear();
}

bool BoardAnimator::prune() {
    const qint64 t = now();
    auto over = [t](const auto& a) { return t >= a.start + a.duration; };
    m_sprites.erase(std::remove_if(m_sprites.begin(), m_sprites.end(), over), m_sprites.end());
    m_flashes.erase(std::remove_if(m_flashes.begin(), m_flashes.end(), over), m_flashes.end());
    m_effects.erase(std::remove_if(m_effects.begin(), m_effects.end(), over), m_effects.end());
    return isAnimating();
}

bool BoardAnimator::isAnimating() const {
    return !m_sprites.empty() || !m_flashes.empty() || !m_effects.empty();
}

bool BoardAnimator::hides(Square square) const {
    return std::any_of(m_sprites.begin(), m_sprites.end(),
                       [square](const Sprite& s) { return s.hides == square; });
}

bool BoardAnimator::isBouncing() const {
    return std::any_of(m_sprites.begin(), m_sprites.end(),
                       [](const Sprite& s) { return s.path != Path::Slide; });
}

qreal BoardAnimator::progressOf(qint64 start, int duration) const {
    return duration > 0 ? qBound<qreal>(0, qreal(now() - start) / duration, 1) : 1;
}

qreal BoardAnimator::progress(const Effect& effect) const {
    return progressOf(effect.start, effect.duration);
}

std::vector<BoardAnimator::SpriteFrame> BoardAnimator::spriteFrames() const {
    std::vector<SpriteFrame> frames;
    for (const Sprite& s : m_sprites) {
        const qreal t = progressOf(s.start, s.duration);
        SpriteFrame f;
        f.piece = s.piece;
        f.faceDown = s.faceDown;
        switch (s.path) {
        case Path::Slide:
            f.at = lerp(s.from, s.to, easeInOut(t));
            f.lift = 0.5 * std::sin(t * M_PI); // raised in mid-flight
            break;
        case Path::Bounce:
            f.at = t < 0.5 ? lerp(s.from, s.to, t * 2) : lerp(s.to, s.from, (t - 0.5) * 2);
            f.lift = 1;
            break;
        case Path::Return:
            f.at = lerp(s.from, s.to, easeInOut(t));
            f.lift = 0.5 * std::sin(t * M_PI);
            break;
        }
        frames.push_back(f);
    }
    return frames;
}

std::vector<BoardAnimator::FlashFrame> BoardAnimator::flashFrames() const {
    std::vector<FlashFrame> frames;
    for (const Flash& f : m_flashes) {
        const qreal strength =
            std::abs(std::sin(progressOf(f.start, f.duration) * FlashPulses * M_PI));
        for (Square s : f.squares) frames.push_back({s, strength});
    }
    return frames;
}

std::vector<Square> BoardAnimator::flashingSquares() const {
    std::vector<Square> squares;
    for (const Flash& f : m_flashes)
        squares.insert(squares.end(), f.squares.begin(), f.squares.end());
    return squares;
}

} // namespace arbiter::gui
