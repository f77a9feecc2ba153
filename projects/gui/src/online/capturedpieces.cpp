#include "gui/online/capturedpieces.h"

#include "gui/board/xiangqifonts.h"
#include "gui/game/movetree.h"

namespace arbiter::gui {

namespace {
// A FEN letter of the xiangqi family (online/roomrules.h pieceLetter), upper case for Red.
Piece pieceFromLetter(const QString& letter) {
    if (letter.size() != 1) return NoPiece;
    const QChar c = letter.at(0);
    static const QString letters = QStringLiteral("pnbrqkac");
    static const PieceType types[] = {Pawn, Knight, Bishop, Rook, Queen, King, Advisor, Cannon};
    const qsizetype i = letters.indexOf(c.toLower());
    if (i < 0) return NoPiece;
    return makePiece(c.isUpper() ? White : Black, types[i]);
}
} // namespace

std::array<std::vector<Piece>, 2> capturedPieces(const MoveTree& tree, Side knower,
                                                 const QStringList& took) {
    std::array<std::vector<Piece>, 2> captured;
    int told = 0; // face-down pieces the knower took so far
    tree.visit([&](const MoveTree::Node& node, const Board& before) {
        if (!node.isMainLine() || !before.isCapture(node.move)) return;
        const Side mover = before.sideToMove();
        const Square at = node.move.to();
        Piece piece = before.pieceAt(at);
        if (before.isFaceDown(at)) {
            piece = makePiece(~mover, NoPieceType);
            if (mover == knower && told < took.size()) {
                const Piece known = pieceFromLetter(took.at(told++));
                if (known != NoPiece) piece = known;
            }
        } else if (piece == NoPiece) {
            piece = makePiece(~mover, Pawn); // en passant: the pawn stood beside the square
        }
        if (mover == White || mover == Black) captured[mover].push_back(piece);
    });
    return captured;
}

QString capturedText(const std::vector<Piece>& pieces, bool xiangqi) {
    // Chess symbols by type: pawn, knight, bishop, rook, queen, king; white then black.
    static const char16_t chess[2][6] = {{u'♙', u'♘', u'♗', u'♖', u'♕', u'♔'},
                                         {u'♟', u'♞', u'♝', u'♜', u'♛', u'♚'}};
    QString text;
    for (Piece piece : pieces) {
        const PieceType type = typeOf(piece);
        const Side side = sideOf(piece);
        if (type == NoPieceType || side == NoSide)
            text += QLatin1Char('?');
        else if (xiangqi)
            text += xiangqiPieceCharacter(piece);
        else if (type >= Pawn && type <= King)
            text += QChar(chess[side][type - Pawn]);
        else
            text += QLatin1Char('?');
    }
    return text;
}

} // namespace arbiter::gui
