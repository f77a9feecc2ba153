// The pieces each side has taken along a game's main line, as the player bars of an online game
// show them (docs/gui.md, "Playing online"). In jieqi a face-down piece taken stays unknown (a
// piece of NoPieceType) unless its taker was told what it was (the server's `took`).
#pragma once

#include "board/types.h"

#include <QString>
#include <QStringList>
#include <array>
#include <vector>

namespace arbiter::gui {

class MoveTree;

// By the side that took them, in the order taken. `took`: what the face-down pieces that
// `knower` took were (FEN letters, in the order taken).
std::array<std::vector<Piece>, 2> capturedPieces(const MoveTree& tree, Side knower = NoSide,
                                                 const QStringList& took = {});
// The pieces as a line of text: xiangqi characters (帥 俥 ...) or chess symbols (♛ ♜ ...); an
// unknown piece is "?".
QString capturedText(const std::vector<Piece>& pieces, bool xiangqi);

} // namespace arbiter::gui
