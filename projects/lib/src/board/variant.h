// The variant registry: every playable variant described once as data (name, family, board
// size, start position, rule flags) plus the factory that builds its board.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace arbiter {

class Board;

// Board families share one move generator each; a variant picks a family and sets its flags.
enum class BoardFamily { Western, Xiangqi };

struct VariantInfo {
    std::string name;                 // the name engines announce (UCI_Variant, CECP variants=)
    std::vector<std::string> aliases; // other names accepted on input (e.g. "chess", "960")
    BoardFamily family;
    int width;
    int height;
    std::string startFen;
    std::string description;
    bool chess960 = false; // castling rights refer to rook files (X-FEN/Shredder-FEN)
    // Chess's dead-position rule (K v K, K and one minor v K, same-coloured bishops) ends the
    // game as a draw. Off for variants whose goals do not need mate (the hill, checks, ...).
    bool materialDraws = true;
    // The family's repetition rules (xiangqi's WXF/Asian cycle rules) judge the game. Off for
    // the xiangqi variants of docs/variants.md, where only the move-count rule draws.
    bool repetitionRules = true;
    // A turn may have several parts (Board::midTurn): moves are read and written turn by turn
    // through board/turn.h (double-step and stone xiangqi).
    bool multiPartTurns = false;
    std::function<std::unique_ptr<Board>()> create;
};

// Registration happens in each family's variants file; the registry owns the list.
void registerVariant(VariantInfo info);
const std::vector<VariantInfo>& variants();
const VariantInfo* findVariant(std::string_view nameOrAlias);

// Returns nullptr when no variant has that name.
std::unique_ptr<Board> createBoard(std::string_view variantName);

} // namespace arbiter
