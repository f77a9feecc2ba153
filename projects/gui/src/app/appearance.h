// How boards and moves look, remembered with QSettings: themes, piece set, xiangqi font,
// coordinates, animation time, legal-move dots and the move notation of the move list.
#pragma once

#include "board/board.h"

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

    static Appearance load();
    void save() const;
    // Applies everything that concerns a board view (of either family).
    void applyTo(BoardView* view) const;
    Notation notationFor(const Board& board) const;
};

} // namespace arbiter::gui
