// What the Syzygy tables say of a position of standard chess, worked out as the probing code of
// the tools Arbiter follows works it out (docs/tablebases.md): Ronald de Man's algorithm, as in
// Fathom (cutechess-cli 1.5) and Pyrrhic (fastchess 1.8).
//
// The tables leave out what a short search finds: a WDL table may store any value where a
// capture is the best move (so captures are searched first, and the table only bounds the
// rest), tables know nothing of en passant (those captures are searched apart), and a DTZ
// file stores one side to move (the other's distance is found one move deeper).
//
// Values are from the side to move's point of view. WDL: -2 loss, -1 loss that the fifty-move
// rule saves (blessed loss), 0 draw, 1 win that the fifty-move rule spoils (cursed win), 2 win.
// DTZ, in plies to the next capture or pawn move with the fifty-move counter at 0: n > 0 a win
// (n > 100: a cursed one), n < 0 a loss (n < -100 blessed), 0 a draw; as in those tools a value
// may be one ply too long.
#pragma once

#include "board/westernposition.h"
#include "tablebase/syzygytablebases.h"

#include <optional>

namespace arbiter::syzygy {

// Which moves a probe's capture search plays besides captures: cutechess-cli's prober also
// plays quiet promotions, fastchess's does not. With every table the search needs present both
// give the same values; with a partial set one may miss a table the other does not need.
enum class ProbeRules { Cutechess, Fastchess };

class Prober {
public:
    Prober(const Tablebases& tables, ProbeRules rules) : m_tables(tables), m_rules(rules) {}

    // The outcome for the side to move; none when a table it needs is missing or damaged.
    // `pos` is searched with make/undo and left as it was.
    std::optional<int> wdl(WesternPosition& pos);
    // The distance to zeroing (see above); none as wdl().
    std::optional<int> dtz(WesternPosition& pos);

    // cutechess-cli's question (Fathom's root probe): the position's distance to zeroing and
    // whether each of its moves can be probed too.
    struct Root {
        enum class Kind {
            Unknown,   // a table is missing, or the tables disagree with themselves
            Checkmate, // the side to move is lost and has no losing move: it is mated
            Stalemate, // drawn without a drawing move: stalemate
            Found
        } kind = Kind::Unknown;
        int dtz = 0;
        // The outcome given the fifty-move counter (Found): a win whose distance with the
        // counter passes 100 plies is a cursed win, likewise a loss a blessed one.
        int wdl = 0;
    };
    Root root(WesternPosition& pos);

private:
    struct Searched {
        int value = 0;
        bool zeroingBest = false; // a capture is the best move (or a cursed win's)
    };
    std::optional<Searched> captureSearch(WesternPosition& pos, int alpha, int beta);
    std::optional<int> dtzWithoutEnPassant(WesternPosition& pos);
    bool searchesMove(const WesternPosition& pos, Move m) const;
    // The best value of the en passant captures, -3 when there is none.
    std::optional<int> bestEnPassant(WesternPosition& pos);
    static bool onlyEnPassantMoves(const WesternPosition& pos);

    const Tablebases& m_tables;
    ProbeRules m_rules;
};

} // namespace arbiter::syzygy
