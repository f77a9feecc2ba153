// How boards and moves look, remembered with QSettings: themes, piece set, xiangqi font,
// coordinates, animation time, legal-move dots and the move notation of the move list.
#pragma once

#include "board/board.h"
#include "gui/app/language.h"

#include <QString>

namespace arbiter::gui {

class BoardView;

struct Appearance {
    QString chessTheme;
    QString chessPieces;
    QString xiangqiTheme;
    QString xiangqiPieces; // the piece theme (themes.h)
    QString xiangqiFont;   // empty or not installed: the SVG letter pieces
    bool coordinates = true;
    bool legalMoves = true;
    int animationMs = 300;
    bool sound = true; // move, capture, check, mate and draw sounds (sounds.h)
    Notation chessNotation = Notation::San;
    Notation xiangqiNotation = Notation::ChineseSimplified;
    // Whether the xiangqi notation was chosen (View > Move Notation) rather than left to the
    // language's default (defaultXiangqiNotation); only a chosen one is stored.
    bool xiangqiNotationChosen = false;

    static Appearance load();
    void save() const;
    // Applies everything that concerns a board view (of either family).
    void applyTo(BoardView* view) const;
    Notation notationFor(const Board& board) const;
};

// The xiangqi notation of a language that was not given one: Chinese in traditional characters
// for Traditional Chinese, in simplified characters otherwise (English included: the notation
// xiangqi players read, as before there were languages).
Notation defaultXiangqiNotation(Language language);

} // namespace arbiter::gui
