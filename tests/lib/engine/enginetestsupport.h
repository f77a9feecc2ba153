#pragma once

// Helpers shared by the engine process tests: locating engines and waiting for signals.
#include "engine/engine.h"

#include <QFileInfo>
#include <QSignalSpy>
#include <QStandardPaths>

namespace arbiter::test {

// Generous safety net so a broken engine cannot hang the suite; never a timing assertion.
constexpr int kWaitMs = 60000;

inline bool waitForCount(QSignalSpy& spy, int count, int ms = kWaitMs) {
    while (spy.count() < count) {
        if (!spy.wait(ms)) return spy.count() >= count;
    }
    return true;
}

// Debian installs the reference engines in /usr/games, which is often not on PATH.
inline QString findDebianEngine(const QString& name) {
    const QString games = QStringLiteral("/usr/games/") + name;
    if (QFileInfo(games).isExecutable()) return games;
    return QStandardPaths::findExecutable(name);
}

inline QString faultEnginePath() {
    return QStringLiteral(ARBITER_BIN_DIR) + QStringLiteral("/arbiter-fault-engine");
}

// Records everything an Engine says, so tests can wait for and inspect it.
struct EngineRecorder {
    explicit EngineRecorder(Engine* e)
        : ready(e, &Engine::ready), startFailed(e, &Engine::startFailed),
          moves(e, &Engine::moveMade), thinking(e, &Engine::thinking),
          drawOffered(e, &Engine::drawOffered), resigned(e, &Engine::resigned),
          claims(e, &Engine::resultClaimed), illegal(e, &Engine::illegalMoveReported),
          errors(e, &Engine::errorReported), messages(e, &Engine::message),
          crashed(e, &Engine::crashed), pongs(e, &Engine::pingAnswered),
          stalled(e, &Engine::stalled), deadline(e, &Engine::deadlineExceeded),
          exited(e, &Engine::exited) {}

    QString lastMove() const { return moves.isEmpty() ? QString() : moves.last().at(0).toString(); }
    MoveFlags lastFlags() const {
        return moves.isEmpty() ? MoveFlags() : moves.last().at(2).value<MoveFlags>();
    }
    bool anyMessageContains(const QString& text) const {
        for (const QList<QVariant>& m : messages)
            if (m.at(0).toString().contains(text)) return true;
        return false;
    }
    bool anyErrorContains(const QString& text) const {
        for (const QList<QVariant>& m : errors)
            if (m.at(0).toString().contains(text)) return true;
        return false;
    }

    QSignalSpy ready, startFailed, moves, thinking, drawOffered, resigned, claims, illegal, errors,
        messages, crashed, pongs, stalled, deadline, exited;
};

} // namespace arbiter::test
