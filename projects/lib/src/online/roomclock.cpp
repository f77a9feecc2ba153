#include "online/roomclock.h"

#include <QStringList>
#include <algorithm>

namespace arbiter::online {

namespace {

// Seconds as the time-control texts write them: "30", "0.5".
QString secondsText(int64_t ms) {
    if (ms % 1000 == 0) return QString::number(ms / 1000);
    return QString::number(double(ms) / 1000.0, 'g', 12);
}

// A positive number of seconds ("30", "2.5") in milliseconds; -1 when it is not one.
int64_t parseSeconds(const QString& text) {
    bool ok = false;
    const double seconds = text.toDouble(&ok);
    if (!ok || !(seconds > 0) || seconds > 1e7) return -1;
    return int64_t(seconds * 1000.0 + 0.5);
}

} // namespace

RoomTimeControl RoomTimeControl::byoYomi(int64_t mainMs, int64_t periodMs, int periods) {
    RoomTimeControl tc;
    tc.m_mainMs = mainMs;
    tc.m_periodMs = periodMs;
    tc.m_periods = periods;
    return tc;
}

bool RoomTimeControl::parse(const QString& input, RoomTimeControl& out, QString* error) {
    const QString text = input.trimmed();
    const auto fail = [&](const QString& why) {
        if (error) *error = QStringLiteral("time control '%1': %2").arg(input, why);
        return false;
    };
    if (text.isEmpty()) return fail(QStringLiteral("empty"));
    if (text == QLatin1String("inf") || text == QLatin1String("-") ||
        text == QLatin1String("none")) {
        out = RoomTimeControl();
        return true;
    }
    if (text.contains(QLatin1Char('|'))) {
        // Game/move: main time, then byo-yomi periods.
        const QStringList halves = text.split(QLatin1Char('|'));
        if (halves.size() != 2)
            return fail(QStringLiteral("one '|' between main time and byo-yomi"));
        // No main time ("0|30", "|30"): byo-yomi from the first move.
        const bool noMain = halves[0].isEmpty() || halves[0] == QLatin1String("0");
        const int64_t mainMs = noMain ? 0 : parseSeconds(halves[0]);
        if (mainMs < 0)
            return fail(QStringLiteral("'%1' is not a main time in seconds").arg(halves[0]));
        QString byo = halves[1];
        int periods = 1;
        const int x = byo.indexOf(QLatin1Char('x'));
        if (x >= 0) {
            bool ok = false;
            periods = byo.mid(x + 1).toInt(&ok);
            if (!ok || periods < 1 || periods > 100)
                return fail(QStringLiteral("'%1' is not a number of periods (1 to 100)")
                                .arg(byo.mid(x + 1)));
            byo = byo.left(x);
        }
        const int64_t periodMs = parseSeconds(byo);
        if (periodMs < 0)
            return fail(QStringLiteral("'%1' is not a byo-yomi time in seconds").arg(byo));
        out = byoYomi(mainMs, periodMs, periods);
        return true;
    }
    QString perMove;
    if (text.startsWith(QLatin1String("st="))) perMove = text.mid(3);
    if (text.endsWith(QLatin1String("/move"))) perMove = text.chopped(5);
    if (!perMove.isNull()) {
        const int64_t ms = parseSeconds(perMove);
        if (ms < 0)
            return fail(QStringLiteral("'%1' is not a time per move in seconds").arg(perMove));
        out = RoomTimeControl(TimeControl::perMove(ms));
        return true;
    }
    TimeControl standard;
    std::string why;
    if (!TimeControl::parse(text.toStdString(), standard, &why))
        return fail(QString::fromStdString(why));
    if (standard.hasTimeLimit() && standard.timeMs() <= 0 &&
        standard.mode() != TimeControl::Mode::PerMove)
        return fail(QStringLiteral("no time to play with"));
    out = RoomTimeControl(standard);
    return true;
}

QString RoomTimeControl::toString() const {
    if (isByoYomi()) {
        QString s = secondsText(m_mainMs) + QLatin1Char('|') + secondsText(m_periodMs);
        if (m_periods > 1) s += QLatin1Char('x') + QString::number(m_periods);
        return s;
    }
    return QString::fromStdString(m_standard.toString());
}

QString RoomTimeControl::pgnTag() const {
    if (isByoYomi()) return toString();
    return QString::fromStdString(m_standard.pgnTag());
}

int64_t RoomTimeControl::estimatedGameSeconds() const {
    if (isByoYomi()) return (m_mainMs + 40 * m_periodMs) / 1000;
    switch (m_standard.mode()) {
    case TimeControl::Mode::Clock:
    case TimeControl::Mode::Hourglass:
        return (m_standard.timeMs() + 40 * m_standard.incrementMs()) / 1000;
    case TimeControl::Mode::PerMove: return 40 * m_standard.moveTimeMs() / 1000;
    case TimeControl::Mode::Infinite: return 0;
    }
    return 0;
}

bool RoomTimeControl::operator==(const RoomTimeControl& o) const {
    return m_standard == o.m_standard && m_mainMs == o.m_mainMs && m_periodMs == o.m_periodMs &&
           m_periods == o.m_periods;
}

// ---------------------------------------------------------------------------------------------

void RoomClock::reset(const RoomTimeControl& tc) {
    m_tc = tc;
    m_moves.reset(tc.isByoYomi() ? TimeControl::infinite() : tc.standard());
    m_mainMs = tc.mainMs();
    m_periodsLeft = tc.periods();
}

int64_t RoomClock::remainingMs() const {
    if (!hasTimeLimit()) return -1;
    // A fallen flag shows nothing left, not the overrun.
    if (!m_tc.isByoYomi()) return std::max<int64_t>(0, m_moves.remainingMs());
    if (m_mainMs <= 0 && m_periodsLeft <= 0) return 0;
    return m_mainMs > 0 ? m_mainMs : m_tc.periodMs();
}

int64_t RoomClock::deadlineMs() const {
    if (!hasTimeLimit()) return -1;
    if (!m_tc.isByoYomi()) return std::max<int64_t>(0, m_moves.remainingMs());
    return std::max<int64_t>(0, m_mainMs) + int64_t(m_periodsLeft) * m_tc.periodMs();
}

int64_t RoomClock::remainingAfter(int64_t elapsedMs) const {
    if (!hasTimeLimit()) return -1;
    if (!m_tc.isByoYomi()) return std::max<int64_t>(0, m_moves.remainingMs() - elapsedMs);
    // The main time shows while some is left; at its end the first period's time.
    if (elapsedMs < m_mainMs) return m_mainMs - elapsedMs;
    const int64_t over = elapsedMs - std::max<int64_t>(0, m_mainMs);
    const int64_t lost = (over - 1) / m_tc.periodMs(); // periods used up in this turn
    if (lost >= m_periodsLeft) return 0;
    return m_tc.periodMs() - (over - lost * m_tc.periodMs());
}

int RoomClock::periodsLeftAfter(int64_t elapsedMs) const {
    if (!m_tc.isByoYomi() || elapsedMs <= m_mainMs) return m_periodsLeft;
    const int64_t over = elapsedMs - std::max<int64_t>(0, m_mainMs);
    return int(std::max<int64_t>(0, m_periodsLeft - (over - 1) / m_tc.periodMs()));
}

bool RoomClock::charge(int64_t elapsedMs) {
    if (!m_tc.isByoYomi()) return m_moves.charge(elapsedMs);
    m_moves.charge(elapsedMs); // counts the move
    if (elapsedMs <= m_mainMs) {
        m_mainMs -= elapsedMs;
        return true;
    }
    const int periods = periodsLeftAfter(elapsedMs);
    const bool inTime = elapsedMs <= deadlineMs();
    m_mainMs = 0;
    m_periodsLeft = inTime ? periods : 0;
    return inTime;
}

void RoomClock::takeBackMove() {
    m_moves.takeBackMove();
}

void RoomClock::add(int64_t ms) {
    m_moves.addMs(ms);
}

void RoomClock::spend(int64_t elapsedMs) {
    if (!m_tc.isByoYomi()) {
        m_moves.spend(elapsedMs);
        return;
    }
    // A turn cut short uses main time only: byo-yomi periods are lost by moves that overrun.
    m_mainMs = std::max<int64_t>(0, m_mainMs - elapsedMs);
}

RoomClock::Saved RoomClock::save() const {
    Saved saved;
    saved.remainingMs = m_tc.isByoYomi() ? m_mainMs : m_moves.remainingMs();
    saved.periodsLeft = m_periodsLeft;
    saved.movesMade = m_moves.movesMade();
    return saved;
}

void RoomClock::restore(const Saved& saved) {
    if (m_tc.isByoYomi()) {
        m_mainMs = saved.remainingMs;
        m_periodsLeft = saved.periodsLeft;
        m_moves.restore(0, saved.movesMade);
    } else {
        m_moves.restore(saved.remainingMs, saved.movesMade);
    }
}

} // namespace arbiter::online
