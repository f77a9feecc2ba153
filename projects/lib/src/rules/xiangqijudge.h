// The end rules of xiangqi as one Judge: checkmate and stalemate (both lose for the side to
// move), the WXF/Asian repetition rules (perpetual check > perpetual chase > idle), the
// move-count rule and automatic material draws, with English and Chinese verdict texts
// (xiangqiverdict.h) and warnings for front-ends. docs/xiangqi.md, "Rules as implemented",
// describes the rule book.
//
// The judge follows the game on its own copy of the position (it plays each move the board
// reports), so classifying moves never touches the game's board.
#pragma once

#include "board/xiangqiposition.h"
#include "rules/judge.h"
#include "rules/xiangqidraws.h"
#include "rules/xiangqioptions.h"
#include "rules/xiangqirepetition.h"

#include <string>
#include <vector>

namespace arbiter {

// Something a front-end should tell the players before it happens.
// "60-move rule: 57 moves left": the countdown of a move-count rule of `moveLimit` moves per side
// after `countedPlies` counted plies; empty without such a rule (moveLimit 0).
std::string moveLimitCountdown(int moveLimit, int countedPlies);

struct XiangqiWarning {
    enum class Kind { Repetition, MoveLimit };
    Kind kind = Kind::Repetition;
    // Repetition: the verdict if the current position occurs once more. MoveLimit: the draw.
    XiangqiVerdict verdict;
    int movesLeft = 0; // MoveLimit: moves per side until the draw
    std::string english;
    std::string chinese;
};

class XiangqiJudge : public Judge {
public:
    explicit XiangqiJudge(XiangqiRuleOptions options = {});

    std::string checkStart(const Board& board) const override;
    GameResult start(const Board& board) override;
    GameResult afterMove(const Board& board) override;
    void undo(const Board& board) override;

    const XiangqiRuleOptions& options() const { return m_options; }
    // The verdict of the latest position (None while the game goes on).
    const XiangqiVerdict& verdict() const { return m_verdict; }
    // Warnings for the current position: the verdict another occurrence of it would bring (when
    // it has occurred fold-1 times, fold >= 3), and the move-count rule in its last 3 moves.
    std::vector<XiangqiWarning> warnings() const;
    // What the last move was (check, chase and its victims, idle, cancel).
    const xqrules::PlyRecord& lastPly() const { return m_history.last(); }
    const xqrules::RepetitionHistory& history() const { return m_history; }
    // Plies that count toward the move limit.
    int countedPlies() const { return m_counter.countedPlies(); }
    // The repetition and move-count warnings (English / Chinese) and the move-count countdown.
    void describe(const Board& board, JudgeNotes& notes) const override;

private:
    XiangqiVerdict judgePosition();
    XiangqiVerdict materialVerdict();
    void resync(const XiangqiPosition& pos);

    XiangqiRuleOptions m_options;
    XiangqiPosition m_pos;
    xqrules::RepetitionHistory m_history;
    xqrules::MoveCounter m_counter;
    XiangqiVerdict m_verdict;
};

} // namespace arbiter
