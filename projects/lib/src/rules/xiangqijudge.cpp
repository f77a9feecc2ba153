#include "xiangqijudge.h"

#include "board/xiangqiboard.h"

namespace arbiter {

using namespace xqrules;

namespace {
const XiangqiPosition* positionOf(const Board& board) {
    const auto* xiangqi = dynamic_cast<const XiangqiBoard*>(&board);
    return xiangqi ? &xiangqi->position() : nullptr;
}
} // namespace

XiangqiJudge::XiangqiJudge(XiangqiRuleOptions options) : m_options(options) {
    m_history.reset(m_pos.key());
    m_counter.reset(0);
}

std::string XiangqiJudge::checkStart(const Board& board) const {
    if (!positionOf(board))
        return "the xiangqi rules need a xiangqi board, not variant '" + board.variant().name + "'";
    return {};
}

void XiangqiJudge::resync(const XiangqiPosition& pos) {
    m_pos = pos;
    m_history.reset(m_pos.key());
    m_counter.reset(m_pos.halfmoveClock());
}

GameResult XiangqiJudge::start(const Board& board) {
    const XiangqiPosition* pos = positionOf(board);
    if (!pos) return GameResult::none();
    resync(*pos);
    m_verdict = judgePosition();
    return m_verdict.result();
}

GameResult XiangqiJudge::afterMove(const Board& board) {
    const XiangqiPosition* pos = positionOf(board);
    if (!pos) return GameResult::none();
    const Move m = board.lastMove();
    const Side mover = m_pos.sideToMove();
    const bool capture = m_pos.isCapture(m);
    if (m_pos.pieceAt(m.from()) == NoPiece || sideOf(m_pos.pieceAt(m.from())) != mover) {
        // The board moved on without us (moves made before start() or undone behind our back):
        // start over from its position; earlier repetitions are forgotten.
        resync(*pos);
    } else {
        const MoveStatus status = playClassified(m_pos, m);
        if (m_pos.key() != pos->key()) {
            resync(*pos);
        } else {
            m_history.push(m_pos.key(), m, mover, status);
            m_counter.push(capture, m_pos.inCheck(), mover, m_options.checkCap);
        }
    }
    m_verdict = judgePosition();
    return m_verdict.result();
}

void XiangqiJudge::undo(const Board& board) {
    if (m_history.plies() == 0) {
        if (const XiangqiPosition* pos = positionOf(board)) resync(*pos);
    } else {
        m_pos.undoMove();
        m_history.pop();
        m_counter.pop();
    }
    m_verdict = {};
}

XiangqiVerdict XiangqiJudge::judgePosition() {
    MoveList moves;
    m_pos.generateLegal(moves);
    if (moves.empty()) {
        const Side winner = ~m_pos.sideToMove();
        return XiangqiVerdict::win(m_pos.inCheck() ? XiangqiEnd::Checkmate : XiangqiEnd::Stalemate,
                                   winner);
    }
    if (m_options.repetition >= 2) {
        XiangqiVerdict v = m_history.judge(m_options.repetition);
        if (!v.isNone()) return v;
    }
    if (m_options.moveLimit > 0 && m_counter.countedPlies() >= 2 * m_options.moveLimit)
        return XiangqiVerdict::draw(XiangqiEnd::MoveLimit, m_options.moveLimit);
    return materialVerdict();
}

XiangqiVerdict XiangqiJudge::materialVerdict() {
    const XiangqiEnd end = materialDraw(m_pos);
    if (end == XiangqiEnd::None) return {};
    if (end == XiangqiEnd::NoMateInOne) {
        if (!m_options.mateInOneDraws || hasMateInOne(m_pos)) return {};
    } else if (!m_options.materialDraws) {
        return {};
    }
    return XiangqiVerdict::draw(end);
}

std::vector<XiangqiWarning> XiangqiJudge::warnings() const {
    std::vector<XiangqiWarning> list;
    if (!m_verdict.isNone()) return list;
    const int fold = m_options.repetition;
    if (fold >= 3) {
        int earliest = -1;
        if (m_history.earlierOccurrences(fold - 1, &earliest) == fold - 2) {
            XiangqiWarning w;
            w.kind = XiangqiWarning::Kind::Repetition;
            w.verdict = m_history.judgeLoop(earliest);
            w.english = repetitionWarningEnglish(w.verdict);
            w.chinese = repetitionWarningChinese(w.verdict);
            list.push_back(w);
        }
    }
    const int limit = m_options.moveLimit;
    if (limit > 0) {
        const int pliesLeft = 2 * limit - m_counter.countedPlies();
        if (pliesLeft > 0 && pliesLeft <= 6) {
            XiangqiWarning w;
            w.kind = XiangqiWarning::Kind::MoveLimit;
            w.verdict = XiangqiVerdict::draw(XiangqiEnd::MoveLimit, limit);
            w.movesLeft = (pliesLeft + 1) / 2;
            w.english = moveLimitWarningEnglish(limit, w.movesLeft);
            w.chinese = moveLimitWarningChinese(limit, w.movesLeft);
            list.push_back(w);
        }
    }
    return list;
}

std::string moveLimitCountdown(int moveLimit, int countedPlies) {
    if (moveLimit <= 0 || countedPlies < 0) return {};
    const int left = (2 * moveLimit - countedPlies + 1) / 2;
    return std::to_string(moveLimit) + "-move rule: " + std::to_string(left) + " moves left";
}

void XiangqiJudge::describe(const Board& board, JudgeNotes& notes) const {
    (void)board;
    for (const XiangqiWarning& w : warnings())
        notes.warnings.push_back(w.english + " / " + w.chinese);
    const std::string countdown = moveLimitCountdown(m_options.moveLimit, countedPlies());
    if (!countdown.empty()) notes.counters.push_back(countdown);
}

} // namespace arbiter
