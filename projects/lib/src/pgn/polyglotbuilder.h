// Builds a Polyglot book from games, as polyglot's make-book does: every position of a game
// (up to a ply limit) gets the move played, weighted by the result for the side that played it
// (win 2, draw 1, loss 0); moves whose total weight is 0 are left out, and weights of a
// position are scaled down together when they pass 16 bits. A minimum count drops moves played
// fewer times than that in their position (polyglot's -min-game). For western 8x8 variants,
// whose board keys are the Polyglot keys.
#pragma once

#include "pgn/polyglot.h"

#include <QString>
#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

namespace arbiter {

class PgnGame;

class PolyglotBookBuilder {
public:
    // Only the first `plies` plies of each game (negative: all).
    void setMaxPly(int plies) { m_maxPly = plies; }
    // Moves played fewer than `games` times in their position are left out (default 1).
    void setMinGames(int games) { m_minGames = games; }

    // Replays a game's main line. Games with an unknown result ("*") add nothing. Fails (with
    // *error) for variants without 8x8 western keys or a game that does not replay.
    bool addGame(const PgnGame& game, std::string* error);
    // Adds one observation: `points` is 2 for a win, 1 for a draw, 0 for a loss of the mover.
    void add(uint64_t key, uint16_t move, int points);

    int gameCount() const { return m_games; }
    // The book's entries, sorted by key and then by falling weight.
    std::vector<PolyglotEntry> entries() const;
    // Writes the book atomically (a temporary file renamed over the target).
    bool save(const QString& fileName, std::string* error) const;

private:
    struct KeyMove {
        uint64_t key;
        uint16_t move;
        bool operator==(const KeyMove& o) const { return key == o.key && move == o.move; }
    };
    struct Hash {
        size_t operator()(const KeyMove& k) const {
            return size_t(k.key ^ (uint64_t(k.move) << 48));
        }
    };

    struct Tally {
        uint64_t weight = 0;
        uint32_t count = 0; // times the move was played in the position
    };

    std::unordered_map<KeyMove, Tally, Hash> m_weights;
    int m_maxPly = -1;
    int m_minGames = 1;
    int m_games = 0;
};

} // namespace arbiter
