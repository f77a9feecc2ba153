// The evaluation bar beside the board during analysis (as on Lichess's analysis board): a
// vertical bar whose light part (White's, Red's in xiangqi) grows with the first side's winning
// chances, with the score written at the winning side's end with its sign, in the UI font
// ("+1.3", "-0.8", "M3" for a mate in three, "-M3").
// Engines report scores from the side to move; the bar turns them to the first side's view. It
// follows the board's flip and is hidden while no analysis runs (GameTab shows it).
#pragma once

#include "board/types.h"
#include "engine/moveevaluation.h"

#include <QWidget>

namespace arbiter::gui {

class EvaluationBar : public QWidget {
    Q_OBJECT
public:
    explicit EvaluationBar(QWidget* parent = nullptr);

    // The best line's score, from the point of view of `sideToMove`; an invalid score clears it.
    void setScore(const EngineScore& score, Side sideToMove);
    void clear();
    bool hasScore() const { return m_score.isValid(); }
    // The score from White's (Red's) point of view.
    const EngineScore& whiteScore() const { return m_score; }
    // The light side's share of the bar, 0..1 (0.5 without a score).
    qreal whiteShare() const;
    // The score: "+0.35", "-1.20", "M3" (White mates), "-M3" (Black mates).
    QString text() const;
    // What is painted at the winning side's end: one decimal ("+1.3", "-0.8"), mates as text().
    QString label() const;
    // The font of the label: the widget's (the UI font), bold.
    QFont labelFont() const;
    // The engine whose score it shows, named in the tooltip (empty: not named, one engine).
    void setEngineName(const QString& name);
    // White at the bottom unless flipped (the board's orientation).
    void setFlipped(bool flipped);
    // Xiangqi colours (red for the first side) instead of white and black.
    void setXiangqi(bool xiangqi);

    QSize sizeHint() const override { return {width(), 300}; }
    QSize minimumSizeHint() const override { return {width(), 60}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    void updateToolTip();

    EngineScore m_score;
    QString m_engineName;
    bool m_flipped = false;
    bool m_xiangqi = false;
};

} // namespace arbiter::gui
