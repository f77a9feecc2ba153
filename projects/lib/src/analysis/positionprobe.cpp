#include "analysis/positionprobe.h"

#include "analysis/movefacts.h"

#include <QString>
#include <QStringList>
#include <algorithm>

namespace arbiter::coach {

namespace {

bool probeable(const Board& board) {
    return !board.hasPockets() && !board.hasFaceDownPieces() && !board.hasStone();
}

std::unique_ptr<Board> fromFields(const Board& board, const QStringList& fields) {
    auto copy = board.clone();
    if (!copy->setFen(fields.join(QLatin1Char(' ')).toStdString())) return nullptr;
    return copy;
}

} // namespace

std::unique_ptr<Board> withTheMoveGivenTo(const Board& board, Side side) {
    if (!probeable(board)) return nullptr;
    if (board.sideToMove() == side) return board.clone();
    if (board.inCheck()) return nullptr;
    QStringList fields = QString::fromStdString(board.fen()).split(QLatin1Char(' '));
    if (fields.size() < 2) return nullptr;
    fields[1] = side == White ? QStringLiteral("w") : QStringLiteral("b");
    if (board.variant().family == BoardFamily::Western && fields.size() > 3)
        fields[3] = QStringLiteral("-");
    return fromFields(board, fields);
}

std::unique_ptr<Board> withoutPieceAt(const Board& board, Square square) {
    if (!probeable(board) || board.pieceAt(square) == NoPiece) return nullptr;
    QStringList fields = QString::fromStdString(board.fen()).split(QLatin1Char(' '));
    QStringList rows = fields.value(0).split(QLatin1Char('/'));
    if (rows.size() != board.height()) return nullptr;
    // FEN rows run from the top rank down; a row is letters and runs of empty squares.
    QString& row = rows[board.height() - 1 - board.rankOf(square)];
    std::vector<QChar> cells; // one per file, '1' for an empty square
    for (int i = 0; i < row.size(); ++i) {
        if (row[i].isDigit()) {
            int run = row[i].digitValue();
            while (i + 1 < row.size() && row[i + 1].isDigit())
                run = run * 10 + row[++i].digitValue();
            cells.insert(cells.end(), size_t(run), QLatin1Char('1'));
        } else {
            cells.push_back(row[i]);
        }
    }
    if (int(cells.size()) != board.width()) return nullptr; // a marked piece (~, +): not probed
    cells[size_t(board.fileOf(square))] = QLatin1Char('1');
    QString rebuilt;
    int empty = 0;
    for (QChar c : cells) {
        if (c == QLatin1Char('1')) {
            ++empty;
            continue;
        }
        if (empty) rebuilt += QString::number(empty);
        empty = 0;
        rebuilt += c;
    }
    if (empty) rebuilt += QString::number(empty);
    row = rebuilt;
    fields[0] = rows.join(QLatin1Char('/'));
    return fromFields(board, fields);
}

std::vector<Square> capturableBy(const Board& board, Side side) {
    std::vector<Square> victims;
    auto position = withTheMoveGivenTo(board, side);
    if (!position) return victims;
    MoveList moves;
    position->legalMoves(moves);
    for (int i = 0; i < moves.size(); ++i)
        if (position->isCapture(moves[i])) victims.push_back(position->landingSquare(moves[i]));
    return victims;
}

bool canTake(const Board& board, Side side, Square from, Square to) {
    auto position = withTheMoveGivenTo(board, side);
    if (!position) return false;
    MoveList moves;
    position->legalMoves(moves);
    for (int i = 0; i < moves.size(); ++i)
        if (moves[i].from() == from && position->isCapture(moves[i]) &&
            position->landingSquare(moves[i]) == to)
            return true;
    return false;
}

std::vector<Attack> profitableAttacks(const Board& board, Side side) {
    std::vector<Attack> attacks;
    auto position = withTheMoveGivenTo(board, side);
    if (!position) return attacks;
    const BoardFamily family = board.variant().family;
    MoveList moves;
    position->legalMoves(moves);
    for (int i = 0; i < moves.size(); ++i) {
        const Move m = moves[i];
        if (!position->isCapture(m)) continue;
        const Square at = position->landingSquare(m);
        const Piece victim = position->pieceAt(at);
        if (victim == NoPiece || typeOf(victim) == King) continue;
        const Attack attack{m.from(), at};
        if (std::any_of(attacks.begin(), attacks.end(), [&](const Attack& a) {
                return a.attacker == attack.attacker && a.victim == attack.victim;
            }))
            continue; // a promotion's other pieces
        const Piece attacker = position->pieceAt(m.from());
        bool profitable = pieceValue(family, typeOf(victim)) > pieceValue(family, typeOf(attacker));
        if (!profitable) {
            position->makeMove(m);
            MoveList replies;
            position->legalMoves(replies);
            bool retaken = false;
            for (int j = 0; j < replies.size() && !retaken; ++j)
                retaken =
                    position->isCapture(replies[j]) && position->landingSquare(replies[j]) == at;
            position->undoMove();
            profitable = !retaken;
        }
        if (profitable) attacks.push_back(attack);
    }
    return attacks;
}

} // namespace arbiter::coach
