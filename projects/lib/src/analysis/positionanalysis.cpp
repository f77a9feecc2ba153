#include "analysis/positionanalysis.h"

#include "engine/engineoption.h"

namespace arbiter {

namespace {
const QString MultiPvOption = QStringLiteral("MultiPV");
constexpr qint64 CecpDayMs = 24LL * 3600 * 1000;
} // namespace

PositionAnalysis::PositionAnalysis(const EngineConfiguration& config, QObject* parent)
    : QObject(parent), m_engine(new Engine(config, this)) {
    m_engine->setEvaluationMode(Engine::EvaluationMode::EveryLine);
    connect(m_engine, &Engine::ready, this, &PositionAnalysis::onReady);
    connect(m_engine, &Engine::startFailed, this, &PositionAnalysis::failed);
    connect(m_engine, &Engine::crashed, this, [this](const QString& reason) {
        m_ready = m_searching = false;
        emit failed(reason);
    });
    connect(m_engine, &Engine::stalled, this, [this] {
        m_ready = m_searching = false;
        emit failed(tr("%1 stopped answering").arg(name()));
    });
    connect(m_engine, &Engine::thinking, this, &PositionAnalysis::onThinking);
    connect(m_engine, &Engine::moveMade, this, &PositionAnalysis::onMoveMade);
}

PositionAnalysis::~PositionAnalysis() {
    if (m_engine) m_engine->quit();
}

QString PositionAnalysis::name() const {
    return m_engine ? m_engine->name() : QString();
}

bool PositionAnalysis::supportsMultiPv() const {
    return m_engine && findOption(m_engine->options(), MultiPvOption) != nullptr;
}

void PositionAnalysis::start() {
    m_engine->start();
}

void PositionAnalysis::onReady() {
    m_ready = true;
    emit ready();
    if (m_wantSearch) startSearch();
}

void PositionAnalysis::setMultiPv(int lines) {
    m_multiPv = qMax(1, lines);
    if (m_multiPv != m_appliedMultiPv && (m_searching || m_wantSearch)) restart();
}

void PositionAnalysis::setPosition(const QString& variant, const EnginePosition& position) {
    m_variant = variant;
    m_position = position;
    m_lines.clear();
    emit linesChanged();
    restart();
}

void PositionAnalysis::restart() {
    m_wantSearch = true;
    if (!m_ready) return;
    if (m_searching)
        m_engine->stop(); // the search's move arrives, then onMoveMade() starts the next
    else
        startSearch();
}

void PositionAnalysis::stop() {
    m_wantSearch = false;
    if (m_searching) m_engine->stop();
}

void PositionAnalysis::startSearch() {
    m_wantSearch = false;
    if (!m_engine || m_engine->state() != Engine::State::Idle) {
        m_wantSearch = true; // not yet: the engine still owes an answer
        return;
    }
    if (!m_engine->supportsVariant(m_variant)) {
        emit failed(tr("%1 does not play %2").arg(name(), m_variant));
        return;
    }
    if (!m_gameStarted || m_setupVariant != m_variant) {
        GameSetup setup;
        setup.variant = m_variant;
        setup.engineIsWhite = m_position.whiteToMove();
        m_engine->newGame(setup);
        m_gameStarted = true;
        m_setupVariant = m_variant;
    }
    if (m_multiPv != m_appliedMultiPv && supportsMultiPv()) {
        const QString problem = m_engine->setOption(MultiPvOption, QString::number(m_multiPv));
        if (problem.isEmpty()) m_appliedMultiPv = m_multiPv;
    }
    SearchLimits limits;
    if (m_engine->configuration().protocol == EngineProtocol::Xboard)
        limits.moveTimeMs = CecpDayMs;
    else
        limits.infinite = true;
    m_lines.clear();
    m_searching = true;
    m_engine->go(m_position, limits);
}

void PositionAnalysis::onThinking(const MoveEvaluation& evaluation) {
    if (!m_searching || m_wantSearch) return; // output of a search being stopped
    if (evaluation.pv.isEmpty() || !evaluation.score.isValid()) return;
    const int index = qBound(1, evaluation.multiPv, 64) - 1;
    if (index >= m_appliedMultiPv) return; // lines of an earlier, wider search
    if (m_lines.size() <= index) m_lines.resize(index + 1);
    m_lines[index] = evaluation;
    emit linesChanged();
}

void PositionAnalysis::onMoveMade() {
    m_searching = false;
    if (m_wantSearch) startSearch();
}

} // namespace arbiter
