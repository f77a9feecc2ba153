// The review of a game (lichess's "learn from your mistakes" is the model; docs/gui-analysis.md,
// "The coach"): "Analyse game" (GameAnnotator) runs over the game, then the player's mistakes
// ("?" and "??" of their side; of both sides when nobody's side is known) are shown one at a
// time on a board of the window: the position before the mistake, what the mistake allowed (the
// coach's facts of the move with the engine's reply), and the player tries moves until one is
// the engine's move or within the inaccuracy margin of it (MistakeReview's short search).
// "Show Solution" plays the engine's move with its facts; "Next Mistake" goes on. Opened from
// Analysis > Review Game and when a game a person played against an engine ends.
#pragma once

#include "analysis/mistakereview.h"
#include "gui/app/appearance.h"

#include <QWidget>
#include <memory>

class QLabel;
class QPushButton;
class QTextBrowser;

namespace arbiter::gui {

class BoardView;

class ReviewWindow : public QWidget {
    Q_OBJECT
public:
    enum class State { Analysing, Trying, Judging, Solved, Done, Failed };

    // Reviews `game`'s mistakes of `side` (NoSide: both), searched by `engine` to `depth`.
    ReviewWindow(const EngineConfiguration& engine, const PgnGame& game, Side side, int depth,
                 const Appearance& appearance, QWidget* parent = nullptr);
    ~ReviewWindow() override;

    // Starts the analysis; false with *error when the game cannot be analysed.
    bool start(QString* error);

    State state() const { return m_state; }
    int mistakeCount() const { return int(m_mistakes.size()); }
    int currentMistake() const { return m_index; }
    const ReviewedMistake* mistake() const;
    // A move tried in the position before the mistake (as entered on the board); false when
    // no try is expected now or the move is not legal there.
    bool tryMove(Move move);
    void showSolution();
    void nextMistake();

    QString text() const;
    BoardView* view() const { return m_view; }

signals:
    // The state or the text changed.
    void changed();

private:
    void onAnalysed(bool ok, const QString& error);
    void showMistake(int index);
    void onJudged(bool good, int lossCp, const EngineScore& tried);
    // What a move with `after` (the mover's side) loses: "allows mate in 2" when the engine sees
    // the mover mated, else the capped loss in pawns.
    QString lossText(const EngineScore& after, int lossCp) const;
    void setState(State state, const QString& html);
    std::unique_ptr<Board> boardBefore() const;
    Notation notation() const;
    QString moveText(const Board& board, Move move) const;
    // The facts of `move` as a list; a `mistake`'s end with what it allows.
    QString factsHtml(const Board& before, Move move, const QStringList& lineAfter,
                      bool mistake) const;

    PgnGame m_game;
    Side m_side;
    AnnotationOptions m_options;
    Appearance m_appearance;
    GameAnnotator* m_annotator;
    MistakeReview* m_review;
    std::vector<ReviewedMistake> m_mistakes;
    int m_index = -1;
    Move m_tried;
    State m_state = State::Analysing;
    QString m_mistakeHtml; // the current mistake's description, kept above the tries
    BoardView* m_view;
    QTextBrowser* m_text;
    QLabel* m_progress;
    QPushButton* m_solution;
    QPushButton* m_next;
};

} // namespace arbiter::gui
