// Helpers shared by the PGN test classes.
#pragma once

#include "board/board.h"
#include "pgn/pgngame.h"

#include <QString>
#include <QTemporaryDir>
#include <QtTest>
#include <string>
#include <vector>

namespace arbiter::test {

inline QString q(const std::string& s) {
    return QString::fromStdString(s);
}

// A game built the way the game layer builds one: moves parsed on a board, recorded with SAN.
inline PgnGame playGame(const std::vector<std::string>& moves,
                        const std::string& variant = "standard", const std::string& fen = {}) {
    PgnGame game;
    game.setVariant(variant);
    game.setStartFen(fen);
    game.setMoveTextNotation(Notation::San);
    auto board = createBoard(variant);
    if (!board) qFatal("unknown variant %s", variant.c_str());
    if (!fen.empty() && !board->setFen(fen)) qFatal("bad FEN %s", fen.c_str());
    for (const std::string& text : moves) {
        std::string error;
        Move m = board->parseMove(text, &error);
        if (m.isNull()) qFatal("%s", error.c_str());
        game.addMove(m, board->moveToSan(m));
        board->makeMove(m);
    }
    return game;
}

inline std::vector<std::string> moveTexts(const std::vector<PgnMove>& line) {
    std::vector<std::string> out;
    for (const PgnMove& m : line) out.push_back(m.text);
    return out;
}

} // namespace arbiter::test
