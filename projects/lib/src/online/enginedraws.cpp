#include "online/enginedraws.h"

namespace arbiter::online {

EngineDraws::EngineDraws(Side side, EngineProtocol protocol, const DrawOfferSettings& settings)
    : m_side(side), m_answersItself(protocol == EngineProtocol::Xboard),
      m_offersItself(protocol != EngineProtocol::Uci) {
    std::array<bool, 2> speaks{true, true};
    speaks[side] = false; // the manager speaks for the engine's side (the band rule's scores)
    m_rules = ManagerScoreRules(settings, ResignSumAdjudication(), speaks);
}

bool EngineDraws::onMove(const MoveEvaluation& evaluation, MoveFlags flags, bool offerWaits) {
    const std::optional<int> score = ruleScore(evaluation);
    if (score) m_lastScore = score;
    // Fed once a move, whoever speaks: the band counts every score of the engine's.
    const ManagerScoreRules::Decision managed = m_rules.onMove(m_side, score, offerWaits);
    const bool own = flags.testFlag(MoveFlag::OffersDraw);
    if (offerWaits) return m_answersItself ? own : managed.offersDraw;
    return m_offersItself ? own : managed.offersDraw;
}

bool EngineDraws::acceptsNow() const {
    return m_lastScore && m_rules.drawRule(m_side).accepts(*m_lastScore);
}

} // namespace arbiter::online
