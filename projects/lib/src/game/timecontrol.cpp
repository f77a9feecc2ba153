#include "timecontrol.h"

#include <cmath>
#include <cstdio>

namespace arbiter {

namespace {

// Seconds as "60", "0.6", or "m:ss" / "m:ss.s" -> milliseconds.
bool parseSeconds(std::string_view text, int64_t& ms) {
    if (text.empty()) return false;
    double minutes = 0;
    size_t colon = text.find(':');
    if (colon != std::string_view::npos) {
        std::string m(text.substr(0, colon));
        char* end = nullptr;
        minutes = std::strtod(m.c_str(), &end);
        if (m.empty() || *end || minutes < 0) return false;
        text = text.substr(colon + 1);
        if (text.empty()) return false;
    }
    std::string s(text);
    char* end = nullptr;
    double seconds = std::strtod(s.c_str(), &end);
    if (*end || seconds < 0 || !std::isfinite(seconds)) return false;
    for (char c : s)
        if (!((c >= '0' && c <= '9') || c == '.')) return false;
    ms = int64_t(std::llround((minutes * 60 + seconds) * 1000));
    return true;
}

std::string secondsText(int64_t ms) {
    char buf[32];
    if (ms % 1000 == 0)
        std::snprintf(buf, sizeof buf, "%lld", static_cast<long long>(ms / 1000));
    else {
        std::snprintf(buf, sizeof buf, "%.3f", ms / 1000.0);
        std::string s(buf);
        while (s.back() == '0') s.pop_back();
        return s;
    }
    return buf;
}

} // namespace

bool TimeControl::parse(std::string_view text, TimeControl& out, std::string* error) {
    auto fail = [&](const std::string& why) {
        if (error) *error = "'" + std::string(text) + "' is not a time control: " + why;
        return false;
    };
    TimeControl tc;
    tc.m_depth = out.m_depth;
    tc.m_nodes = out.m_nodes;
    tc.m_marginMs = out.m_marginMs;
    if (text == "inf" || text == "infinite") {
        tc.m_mode = Mode::Infinite;
        out = tc;
        return true;
    }
    std::string_view rest = text;
    if (rest.substr(0, 2) == "hg") {
        tc.m_mode = Mode::Hourglass;
        if (!parseSeconds(rest.substr(2), tc.m_timeMs) || tc.m_timeMs <= 0)
            return fail("expected hg<seconds>");
        out = tc;
        return true;
    }
    tc.m_mode = Mode::Clock;
    size_t slash = rest.find('/');
    if (slash != std::string_view::npos) {
        std::string moves(rest.substr(0, slash));
        char* end = nullptr;
        long n = std::strtol(moves.c_str(), &end, 10);
        if (moves.empty() || *end || n < 1)
            return fail("moves per period must be a positive number");
        tc.m_moves = int(n);
        rest = rest.substr(slash + 1);
    }
    size_t plus = rest.find('+');
    std::string_view base = rest.substr(0, plus);
    if (!parseSeconds(base, tc.m_timeMs)) return fail("expected [moves/]time[+increment]");
    if (plus != std::string_view::npos && !parseSeconds(rest.substr(plus + 1), tc.m_incrementMs))
        return fail("the increment is not a number of seconds");
    if (tc.m_timeMs <= 0 && tc.m_incrementMs <= 0) return fail("the time must be positive");
    out = tc;
    return true;
}

TimeControl TimeControl::perMove(int64_t ms) {
    TimeControl tc;
    tc.m_mode = Mode::PerMove;
    tc.m_moveTimeMs = ms;
    return tc;
}

TimeControl TimeControl::infinite() {
    return TimeControl();
}

std::string TimeControl::toString() const {
    std::string s;
    switch (m_mode) {
    case Mode::Infinite: s = "inf"; break;
    case Mode::PerMove: s = secondsText(m_moveTimeMs) + "/move"; break;
    case Mode::Hourglass: s = "hg" + secondsText(m_timeMs); break;
    case Mode::Clock:
        if (m_moves) s = std::to_string(m_moves) + "/";
        s += secondsText(m_timeMs);
        if (m_incrementMs) s += "+" + secondsText(m_incrementMs);
        break;
    }
    return s;
}

std::string TimeControl::pgnTag() const {
    switch (m_mode) {
    case Mode::Infinite: return "-";
    case Mode::PerMove: return "1/" + secondsText(m_moveTimeMs);
    case Mode::Hourglass: return "*" + secondsText(m_timeMs);
    case Mode::Clock: {
        std::string s;
        if (m_moves) s = std::to_string(m_moves) + "/";
        s += secondsText(m_timeMs);
        if (m_incrementMs) s += "+" + secondsText(m_incrementMs);
        return s;
    }
    }
    return "-";
}

std::vector<std::string> TimeControl::engineSettings() const {
    std::vector<std::string> s;
    if (m_mode == Mode::PerMove)
        s.push_back("st=" + secondsText(m_moveTimeMs));
    else
        s.push_back("tc=" + toString());
    if (m_depth > 0) s.push_back("depth=" + std::to_string(m_depth));
    if (m_nodes > 0) s.push_back("nodes=" + std::to_string(m_nodes));
    if (m_marginMs > 0) s.push_back("timemargin=" + std::to_string(m_marginMs));
    return s;
}

bool TimeControl::operator==(const TimeControl& o) const {
    return m_mode == o.m_mode && m_moves == o.m_moves && m_timeMs == o.m_timeMs &&
           m_incrementMs == o.m_incrementMs && m_moveTimeMs == o.m_moveTimeMs &&
           m_depth == o.m_depth && m_nodes == o.m_nodes && m_marginMs == o.m_marginMs;
}

void GameClock::reset(const TimeControl& tc, Style style) {
    m_tc = tc;
    m_style = style;
    m_movesMade = 0;
    switch (tc.mode()) {
    case TimeControl::Mode::PerMove: m_remainingMs = tc.moveTimeMs(); break;
    case TimeControl::Mode::Clock:
    case TimeControl::Mode::Hourglass: m_remainingMs = tc.timeMs(); break;
    case TimeControl::Mode::Infinite: m_remainingMs = 0; break;
    }
    if (style == Style::Fastchess && tc.mode() == TimeControl::Mode::Clock)
        m_remainingMs += tc.incrementMs();
}

int GameClock::movesToGo() const {
    int period = m_tc.movesPerPeriod();
    if (m_tc.mode() != TimeControl::Mode::Clock || period <= 0) return 0;
    return period - m_movesMade % period;
}

bool GameClock::charge(int64_t elapsedMs) {
    ++m_movesMade;
    switch (m_tc.mode()) {
    case TimeControl::Mode::Infinite: return true;
    case TimeControl::Mode::PerMove: return elapsedMs <= m_tc.moveTimeMs() + m_tc.marginMs();
    case TimeControl::Mode::Hourglass:
    case TimeControl::Mode::Clock: {
        m_remainingMs -= elapsedMs;
        if (m_remainingMs + m_tc.marginMs() < 0) return false;
        if (m_style == Style::Fastchess && m_remainingMs < 0) m_remainingMs = 0;
        m_remainingMs += m_tc.incrementMs();
        int period = m_tc.movesPerPeriod();
        if (m_tc.mode() == TimeControl::Mode::Clock && period > 0 && m_movesMade % period == 0)
            m_remainingMs += m_tc.timeMs();
        return true;
    }
    }
    return true;
}

void GameClock::spend(int64_t elapsedMs) {
    if (m_tc.mode() == TimeControl::Mode::Clock || m_tc.mode() == TimeControl::Mode::Hourglass)
        m_remainingMs -= elapsedMs;
}

void GameClock::takeBackMove() {
    if (m_movesMade == 0) return;
    if (m_tc.mode() == TimeControl::Mode::Clock || m_tc.mode() == TimeControl::Mode::Hourglass) {
        m_remainingMs -= m_tc.incrementMs();
        const int period = m_tc.movesPerPeriod();
        if (m_tc.mode() == TimeControl::Mode::Clock && period > 0 && m_movesMade % period == 0)
            m_remainingMs -= m_tc.timeMs();
    }
    --m_movesMade;
}

int64_t GameClock::deadlineMs() const {
    if (!m_tc.hasTimeLimit()) return -1;
    // fastchess 1.8 (game/timecontrol): the read timeout is time left + margin + MARGIN (100).
    const int64_t beyondMargin = m_style == Style::Fastchess ? 100 : 1;
    return std::max<int64_t>(0, m_remainingMs) + m_tc.marginMs() + beyondMargin;
}

} // namespace arbiter
