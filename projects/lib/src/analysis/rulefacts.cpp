#include "analysis/rulefacts.h"

#include "analysis/factwording.h"
#include "rules/rmobility/gscore.h"
#include "rules/rmobility/rmobilityjudge.h"
#include "rules/xiangqijudge.h"

#include <algorithm>

namespace arbiter::coach {

namespace {

bool isRepetitionLoss(const XiangqiVerdict& v) {
    return v.end == XiangqiEnd::PerpetualCheck || v.end == XiangqiEnd::PerpetualChase;
}

// The judges' texts are std::string.
MoveFact ruleFact(FactKind kind, const QStringList& line, const std::string& english,
                  const std::string& chinese) {
    return fact(kind, line, QString::fromStdString(english), QString::fromStdString(chinese));
}

void addXiangqiFacts(std::vector<MoveFact>& facts, const XiangqiJudge& judge, Side mover,
                     const QStringList& line) {
    const XiangqiVerdict& now = judge.verdict();
    if (isRepetitionLoss(now) && now.winner == ~mover) {
        facts.push_back(ruleFact(FactKind::ForbiddenRepetition, line,
                                 "repeats a forbidden perpetual: " + now.english(),
                                 "禁止的长打：" + now.chinese()));
        return;
    }
    for (const XiangqiWarning& w : judge.warnings()) {
        if (w.kind == XiangqiWarning::Kind::Repetition && isRepetitionLoss(w.verdict) &&
            w.verdict.winner == ~mover)
            facts.push_back(ruleFact(FactKind::ForbiddenRepetition, line,
                                     "continues a forbidden perpetual. " + w.english,
                                     "长打，" + w.chinese));
        else if (w.kind == XiangqiWarning::Kind::MoveLimit)
            facts.push_back(ruleFact(FactKind::MoveLimitNear, line, w.english, w.chinese));
    }
}

// Why a move resets r-Mobility's accreted score (docs/r-mobility.md, "The accreted score"),
// in English and Chinese; empty when it does not.
std::pair<QString, QString> resetReason(const Board& before, Move move) {
    if (move.kind() == Move::Drop) return {QStringLiteral("a drop"), QStringLiteral("打入")};
    if (move.kind() == Move::Promotion)
        return {QStringLiteral("a promotion"), QStringLiteral("升变")};
    if (before.isCapture(move)) return {QStringLiteral("a capture"), QStringLiteral("吃子")};
    if (typeOf(before.pieceAt(move.from())) == Pawn)
        return {QStringLiteral("a pawn move"), QStringLiteral("走兵")};
    return {};
}

// The G-score the move leaves and what it does to the accreted score, `was` the accreted
// score before it; the judge has taken the move.
MoveFact mobilityFact(const RMobilityJudge& judge, rmobility::GScore was, const Board& before,
                      Move move, const QStringList& line) {
    const rmobility::GScore position = judge.positionScore();
    const rmobility::GScore now = judge.accreted();
    const QString positionText = QString::fromStdString(rmobility::toString(position));
    const QString nowText = QString::fromStdString(rmobility::toString(now));
    const QString wasText = QString::fromStdString(rmobility::toString(was));
    // h = 2n + 1, or 2n in check (rules/rmobility/gscore.h).
    const int replies = position.h / 2;
    const bool check = position.h % 2 == 0;
    const QString leaves =
        check ? QStringLiteral("leaves %1 moves in check: %2").arg(replies).arg(positionText)
              : QStringLiteral("leaves %1 moves: %2").arg(replies).arg(positionText);
    const QString leavesZh =
        check ? QStringLiteral("将军后对方有%1步可走：%2").arg(replies).arg(positionText)
              : QStringLiteral("对方有%1步可走：%2").arg(replies).arg(positionText);
    const auto [reason, reasonZh] = resetReason(before, move);
    if (!reason.isEmpty())
        return fact(FactKind::MobilityScore, line,
                    QStringLiteral("%1; resets the score to %2 (%3)").arg(leaves, nowText, reason),
                    QStringLiteral("%1；分数重置为%2（%3）").arg(leavesZh, nowText, reasonZh));
    if (now != was)
        return fact(
            FactKind::MobilityScore, line,
            QStringLiteral("%1, the game's best score so far (was %2)").arg(leaves, wasText),
            QStringLiteral("%1，本局至今最好的分数（原为%2）").arg(leavesZh, wasText));
    return fact(FactKind::MobilityScore, line,
                QStringLiteral("%1; keeps the score at %2").arg(leaves, nowText),
                QStringLiteral("%1；分数保持在%2").arg(leavesZh, nowText));
}

} // namespace

GameRules::GameRules(const RuleOptions& options) : m_options(options) {}

GameRules::~GameRules() = default;

void GameRules::restart(const Board& before) {
    m_board = before.clone();
    std::vector<Move> played;
    while (m_board->historySize() > 0) {
        played.push_back(m_board->lastMove());
        m_board->undoMove();
    }
    m_rules = RuleSet::create(m_board->variant(), m_options);
    m_rules.start(*m_board);
    for (auto m = played.rbegin(); m != played.rend(); ++m) {
        m_board->makeMove(*m);
        m_rules.afterMove(*m_board);
        ++m_judgedMoves;
    }
}

void GameRules::follow(const Board& before) {
    const int behind = m_board ? before.historySize() - m_board->historySize() : -1;
    if (behind < 0 || m_board->variant().name != before.variant().name) {
        restart(before);
        return;
    }
    // The moves since the judges' position, read off a copy of `before` taken back to it.
    if (!m_scratch || !m_scratch->copyFrom(before)) m_scratch = before.clone();
    std::vector<Move> since;
    for (int i = 0; i < behind; ++i) {
        since.push_back(m_scratch->lastMove());
        m_scratch->undoMove();
    }
    if (m_scratch->key() != m_board->key() || m_scratch->fen() != m_board->fen()) {
        restart(before);
        return;
    }
    for (auto m = since.rbegin(); m != since.rend(); ++m) {
        m_board->makeMove(*m);
        m_rules.afterMove(*m_board);
        ++m_judgedMoves;
    }
}

std::vector<MoveFact> GameRules::factsOf(const Board& before, Move move, const QStringList& line) {
    std::vector<MoveFact> facts;
    const bool xiangqi = before.variant().family == BoardFamily::Xiangqi;
    const bool rMobility = m_options.rMobility.enabled && !xiangqi;
    if (!xiangqi && !rMobility) return facts;
    follow(before);
    const auto* mobility = m_rules.findJudge<RMobilityJudge>();
    const rmobility::GScore was = mobility ? mobility->accreted() : rmobility::GScore();
    m_board->makeMove(move);
    m_rules.afterMove(*m_board);
    ++m_judgedMoves;
    if (const auto* judge = m_rules.findJudge<XiangqiJudge>())
        addXiangqiFacts(facts, *judge, before.sideToMove(), line);
    if (mobility) facts.push_back(mobilityFact(*mobility, was, before, move, line));
    // Back to the position before the move, as Game::undoTurn takes a move back.
    m_board->undoMove();
    m_rules.undo(*m_board);
    return facts;
}

std::vector<MoveFact> ruleFacts(const Board& before, Move move, const QStringList& line) {
    return GameRules().factsOf(before, move, line);
}

} // namespace arbiter::coach
