// Position setup (docs/gui.md, "Position setup") for chess and xiangqi: pieces are placed from a
// palette on the same board views the games use, the side to move and castling rights are chosen,
// and the FEN is kept in step both ways. The position is checked by the variant's board (kings,
// pieces on impossible points, the side not to move in check ...) and OK is only possible when
// legal.
#pragma once

#include "board/board.h"

#include <QDialog>
#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QToolButton;
class QDialogButtonBox;

namespace arbiter::gui {

class BoardView;

class PositionSetupDialog : public QDialog {
    Q_OBJECT
public:
    PositionSetupDialog(const QString& variant, const QString& fen, QWidget* parent = nullptr);

    QString fen() const;
    bool isLegal() const { return m_legal; }
    QString problem() const; // why the position is not legal, empty when it is
    // What the board accepts but no game reaches (a rule-book diagram's soldier behind its start
    // rank, Board::fenWarnings), one per line; shown under the FEN, empty when there is none.
    QString warning() const { return m_warning; }

    BoardView* view() const { return m_view; }
    QLineEdit* fenEdit() const { return m_fenEdit; }
    QComboBox* sideBox() const { return m_side; }
    // Crazyhouse: the pieces in hand (FEN letters); nullptr for variants without pockets.
    QLineEdit* pocketsEdit() const { return m_pockets; }
    // The piece placed by a left click (NoPiece: clicks clear squares).
    void setTool(Piece piece);
    Piece tool() const { return m_tool; }
    // Jieqi: the tool places face-down pieces of `side` (each moves as its start point's
    // piece, so they go on the side's start points only). setTool() leaves this tool.
    void setFaceDownTool(Side side);
    bool isFaceDownTool() const { return m_toolFaceDown; }
    // Places or removes a piece as a click would.
    void placeAt(Square square, Qt::MouseButton button);
    void clearBoard();
    void setStartPosition();

private:
    void rebuildFromPieces();
    bool readFen(const QString& fen);
    void check();
    QString placementField() const;
    void showArrangement();

    QString m_variant;
    bool m_xiangqi = false;
    int m_width = 8;
    int m_height = 8;
    std::vector<Piece> m_pieces;
    std::vector<bool> m_faceDown; // jieqi: per square
    bool m_jieqi = false;
    Piece m_tool = NoPiece;
    bool m_toolFaceDown = false;
    bool m_legal = false;
    QString m_problem;
    QString m_warning;
    bool m_updating = false;

    BoardView* m_view;
    QLineEdit* m_fenEdit;
    QComboBox* m_side;
    QLineEdit* m_pockets = nullptr; // crazyhouse: the pieces in hand
    QCheckBox* m_castling[4] = {nullptr, nullptr, nullptr, nullptr};
    QLabel* m_status;
    QDialogButtonBox* m_buttons;
    std::vector<QToolButton*> m_toolButtons;
};

} // namespace arbiter::gui
