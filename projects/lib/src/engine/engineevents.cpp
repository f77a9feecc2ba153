// Engine: what its protocol adapter read, applied to the engine's state and told with its
// signals (engine/engineevent.h).
#include "engine/engine.h"
#include "engine/protocoladapter.h"

namespace arbiter {

bool Engine::apply(EngineEvent& event) {
    using Kind = EngineEvent::Kind;
    switch (event.kind) {
    case Kind::IdName: m_idName = event.text; break;
    case Kind::IdAuthor: m_idAuthor = event.text; break;
    case Kind::OptionAnnounced: addOption(*event.option); break;
    case Kind::VariantsAnnounced: m_variants = event.list; break;
    case Kind::ReuseAnnounced: m_reuseRefused = event.flag; break;
    case Kind::ProtocolAnswered: detectDialect(event.flag); break;
    case Kind::OptionChosen: chooseOption(event.text, event.detail); break;
    case Kind::OptionValueSent:
        if (EngineOption* option = findOption(m_options, event.text)) option->value = event.detail;
        break;
    case Kind::HandshakeDone: handshakeDone(); break;
    case Kind::PingAnswered: answerReceived(); break;
    case Kind::ScoreLine: storeScoreLine(event.line); break;
    case Kind::Evaluation: applyEvaluation(*event.evaluation, event.flag, event.shown); break;
    case Kind::InfoString:
        if (isSearching() && m_evalMode == EvaluationMode::EveryLine)
            m_eval.infoString = event.text;
        emit message(event.text);
        break;
    case Kind::SearchEnded: return finishSearch(event.text, event.detail, event.flags);
    case Kind::Resigned: reportEngineResign(); break;
    case Kind::DrawOffered: emit drawOffered(); break;
    case Kind::ResultClaimed: emit resultClaimed(event.text, event.detail); break;
    case Kind::IllegalMove: emit illegalMoveReported(event.text, event.detail); break;
    case Kind::Error: emit errorReported(event.text); break;
    case Kind::Message: emit message(event.text); break;
    }
    return true;
}

void Engine::addOption(const EngineOption& option) {
    if (EngineOption* existing = findOption(m_options, option.name)) {
        if (existing->name == option.name) {
            *existing = option;
            return;
        }
    }
    m_options.append(option);
}

void Engine::chooseOption(const QString& optionName, const QString& value) {
    EngineOption* option = findOption(m_options, optionName);
    if (!option) return;
    QString normalized;
    if (!option->validate(value, &normalized).isEmpty()) return;
    option->value = normalized;
    m_adapter->sendOption(*option, normalized);
}

void Engine::applyEvaluation(MoveEvaluation& evaluation, bool mainLine, bool shown) {
    if (!mainLine) {
        emit thinking(evaluation);
        return;
    }
    m_eval = std::move(evaluation);
    if (shown) emit thinking(m_eval);
}

void Engine::reportEngineResign() {
    if (m_state == State::Thinking) {
        clearDeadline();
        m_state = State::Idle;
        m_stopSent = false;
    }
    emit resigned();
}

} // namespace arbiter
