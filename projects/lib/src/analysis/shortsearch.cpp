#include "analysis/shortsearch.h"

namespace arbiter {

EnginePosition positionWithHistory(const Board& board) {
    auto start = board.clone();
    QStringList moves;
    while (start->historySize() > 0 && start->halfmoveClock() > 0) {
        const Move m = start->lastMove();
        start->undoMove();
        moves.prepend(QString::fromStdString(start->moveToCoordinate(m)));
    }
    EnginePosition position;
    position.startFen = QString::fromStdString(start->fen());
    position.moves = moves;
    return position;
}

ShortSearch::ShortSearch(const EngineConfiguration& config, QObject* parent)
    : QObject(parent), m_config(config) {}

ShortSearch::~ShortSearch() {
    if (m_engine) m_engine->quit();
}

QString ShortSearch::engineName() const {
    if (m_engine && m_ready) return m_engine->name();
    return m_config.name;
}

void ShortSearch::search(const QString& variant, const EnginePosition& position,
                         const SearchLimits& limits) {
    if (limits.depth <= 0 && limits.moveTimeMs <= 0 && limits.nodes <= 0) {
        emit failed(tr("set a depth or a time per move for the search"));
        return;
    }
    m_queue.push_back({variant, position, limits});
    if (!m_engine) {
        m_ready = false;
        m_gameVariant.clear();
        m_engine = new Engine(m_config, this);
        connect(m_engine, &Engine::ready, this, [this] {
            m_ready = true;
            next();
        });
        connect(m_engine, &Engine::startFailed, this, &ShortSearch::fail);
        connect(m_engine, &Engine::crashed, this, &ShortSearch::fail);
        connect(m_engine, &Engine::stalled, this,
                [this] { fail(tr("%1 stopped answering").arg(m_engine->name())); });
        connect(m_engine, &Engine::moveMade, this,
                [this](const QString& move) { onMoveMade(move); });
        m_engine->start();
        return;
    }
    next();
}

void ShortSearch::cancel() {
    m_queue.clear();
    if (!m_running) return;
    m_running = false;
    ++m_dropped;
    m_engine->stop();
}

void ShortSearch::next() {
    if (!m_ready || m_running || m_dropped > 0 || m_queue.empty()) return;
    Request request = std::move(m_queue.front());
    m_queue.pop_front();
    if (!m_engine->supportsVariant(request.variant)) {
        fail(tr("%1 does not play %2").arg(m_engine->name(), request.variant));
        return;
    }
    if (request.variant != m_gameVariant) {
        GameSetup setup;
        setup.variant = request.variant;
        m_engine->newGame(setup);
        m_gameVariant = request.variant;
    }
    m_running = true;
    m_engine->go(request.position, request.limits);
}

void ShortSearch::onMoveMade(const QString& move) {
    if (m_dropped > 0) {
        --m_dropped;
        next();
        return;
    }
    if (!m_running) return;
    m_running = false;
    const MoveEvaluation evaluation = m_engine->lastEvaluation();
    // The receiver may queue the next search at once: it starts after this answer is out.
    emit searched(evaluation, move);
    next();
}

void ShortSearch::fail(const QString& error) {
    m_queue.clear();
    m_running = false;
    m_dropped = 0;
    m_ready = false;
    if (m_engine) {
        m_engine->disconnect(this);
        m_engine->quit();
        m_engine->deleteLater();
        m_engine = nullptr;
    }
    emit failed(error);
}

} // namespace arbiter
