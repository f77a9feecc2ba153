#include "engineseat.h"

#include "roomhost.h"

#include <cstdio>

namespace arbiter::server {

namespace {
using T = GameResult::Termination;
}

EngineSeat::EngineSeat(RoomHost* host, const online::Member& member,
                       const EngineConfiguration& config,
                       const online::EnginePilot::Settings& settings, QObject* parent)
    : QObject(parent), m_host(host), m_member(member), m_pilot(config, settings) {
    using online::EnginePilot;
    // Queued: the pilot decides while the room's events are being delivered, and the room acts
    // (and stores) only after that delivery is over.
    const auto queued = Qt::QueuedConnection;
    connect(&m_pilot, &EnginePilot::started, this, &EngineSeat::started);
    connect(&m_pilot, &EnginePilot::startFailed, this, &EngineSeat::startFailed);
    connect(
        &m_pilot, &EnginePilot::move, this,
        [this](const QString& turn, int ply) {
            act("move", [&](int64_t now) {
                online::Room& room = m_host->room();
                const QString error = room.move(m_member.id, turn, ply, now);
                // A turn the room refuses (but a stale one, after a take-back) would leave the
                // game waiting for a move that never comes: the engine loses it.
                if (!error.isEmpty() && !error.startsWith(QLatin1String("stale")))
                    room.forfeit(m_member.id, T::IllegalMove,
                                 "'s engine plays an illegal move: " + turn.toStdString(), now);
                return error;
            });
        },
        queued);
    connect(
        &m_pilot, &EnginePilot::answer, this,
        [this](bool accept) {
            act("answer",
                [&](int64_t now) { return m_host->room().answer(m_member.id, accept, now); });
        },
        queued);
    connect(
        &m_pilot, &EnginePilot::offerDraw, this,
        [this] {
            act("draw offer", [&](int64_t now) {
                return m_host->room().request(m_member.id, online::RequestKind::Draw, now);
            });
        },
        queued);
    connect(
        &m_pilot, &EnginePilot::resign, this,
        [this] {
            act("resignation", [&](int64_t now) {
                // An engine that gives up (UCCI's resign) plays no move: resigned whenever it is.
                m_host->room().forfeit(m_member.id, T::Resignation, " resigns", now);
                return QString();
            });
        },
        queued);
    connect(
        &m_pilot, &EnginePilot::claimWin, this,
        [this] {
            act("claim",
                [&](int64_t now) { return m_host->room().claim(m_member.id, false, now); });
        },
        queued);
    connect(
        &m_pilot, &EnginePilot::forfeit, this,
        [this](GameResult::Termination termination, const QString& why) {
            act("forfeit", [&](int64_t now) {
                m_host->room().forfeit(m_member.id, termination, why.toStdString(), now);
                return QString();
            });
        },
        queued);
    connect(
        &m_pilot, &EnginePilot::outOfSync, this,
        [this] {
            if (m_host) m_pilot.onEvent(m_host->room().snapshot(m_member.id, m_host->now()));
        },
        queued);
}

EngineSeat::~EngineSeat() = default;

void EngineSeat::start() {
    m_pilot.start(m_host ? m_host->room().rules().variant : QString());
}

void EngineSeat::deliver(const QJsonObject& event) {
    m_pilot.onEvent(event);
}

void EngineSeat::act(const char* what, const std::function<QString(int64_t nowMs)>& action) {
    if (!m_host) return;
    const QString error = action(m_host->now());
    if (!error.isEmpty())
        std::fprintf(stderr, "arbiter-server: room %lld: %s's %s refused: %s\n",
                     static_cast<long long>(m_host->number()), qPrintable(m_member.name), what,
                     qPrintable(error));
    m_host->commit();
}

} // namespace arbiter::server
