// Opening suites as cutechess's -openings option describes them: an EPD or PGN file, played in
// file order or in a seeded random order (cutechess-cli's: the same order for the same -srand),
// from a 1-based start index, PGN openings cut to their first N plies. The tournament asks next()
// for each new opening and applies the policy (default, encounter, round) itself.
#pragma once

#include "board/types.h"
#include "pgn/cutechessrandom.h"

#include <QString>
#include <functional>
#include <string>
#include <vector>

namespace arbiter {

class Board;
class PgnGame;

struct Opening {
    std::string fen;         // start position; empty means the variant's start position
    std::vector<Move> moves; // played from there before the engines take over
    int index = 0;           // 1-based number of the entry in the file
    int line = 0;            // line where the entry starts
    std::string komi;        // a PGN opening's [Komi] tag (r-Mobility komi scoring), as written
};

struct OpeningSuiteOptions {
    enum class Format { Epd, Pgn };
    enum class Order { Sequential, Random };
    enum class Policy { Default, Encounter, Round };
    // Whose random order and cycling the suite follows (game/compatibility.h chooses).
    enum class OrderRules { Cutechess, Fastchess };

    QString fileName;
    Format format = Format::Pgn;
    Order order = Order::Sequential;
    int plies = -1; // PGN: first N plies of each game; negative: all
    int start = 1;  // 1-based index of the first opening played
    Policy policy = Policy::Default;
    uint64_t seed = 0;                // random order (cutechess -srand)
    std::string variant = "standard"; // the tournament's variant
    // An EPD line written as a full FEN ("... w KQkq - 3 5"): whether its last two fields set
    // the start position's halfmove clock and move number. cutechess-cli reads the four
    // position fields and then operations only, so the numbers are ignored and every EPD
    // opening starts at "0 1" unless it has hmvc/fmvn operations (cutechess-cli 1.5.1
    // projects/lib/src/epdrecord.cpp, EpdRecord); fastchess keeps them. The clock matters beyond
    // the PGN's move numbers: engines such as Stockfish scale their evaluation by the fifty-move
    // counter, so the games differ.
    bool epdFenCounters = false;
    // OrderRules::Fastchess, fastchess's order (fastchess 1.8.2
    // app/src/game/book/opening_book.cpp): order=random is its permutation of the suite for the
    // seed (-srand); from start=, only the first `rounds` openings (all when 0 or more than the
    // suite has) are played, over and over, where cutechess-cli's order goes through the whole
    // suite and then draws a new permutation.
    OrderRules orderRules = OrderRules::Cutechess;
    int rounds = 0;
    // The rules' objection to an opening's start position, empty when none (e.g. an r-Mobility
    // G token that cannot be read): such an opening is refused at load, naming its line, rather
    // than lost as a game that cannot start.
    std::function<std::string(const Board&)> checkPosition;
    // The rules' objection to a PGN opening's tags, empty when none (r-Mobility's [Komi] that
    // cannot be read): refused at load, naming the file and game, not when its game starts.
    std::function<std::string(const PgnGame&)> checkTags;

    // Parses cutechess's -openings arguments: "file=F format=epd|pgn order=sequential|random
    // plies=N start=N policy=default|encounter|round". Without format=, a file name ending in
    // .epd means EPD. On failure returns false and names the bad argument in *error.
    static bool parse(const std::vector<std::string>& args, OpeningSuiteOptions* options,
                      std::string* error);
};

class OpeningSuite {
public:
    // Reads and checks every opening (each EPD position set up, each PGN move played on a board
    // of the tournament's variant). On failure returns false with *error naming the file and
    // the entry's line, e.g. "book.pgn: game 3, line 57: 'Nf9' is not a legal move ...".
    bool load(const OpeningSuiteOptions& options, std::string* error);

    const OpeningSuiteOptions& options() const { return m_options; }
    int size() const { return int(m_openings.size()); }
    bool isEmpty() const { return m_openings.empty(); }

    // The next opening in play order. After the last one the suite starts over from its first
    // opening in the same order (cutechess-cli's OpeningSuite does the same).
    const Opening& next();
    // How many openings next() has handed out (for resuming a tournament: load, then skip).
    int handedOut() const { return m_handedOut; }
    void skip(int count);
    // What the openings have that no game reaches but that can be played (Board::fenWarnings),
    // each naming the file and line: "book.epd: line 3: FEN field 1 ...".
    const std::vector<std::string>& warnings() const { return m_warnings; }

private:
    bool loadEpd(std::string* error);
    bool loadPgn(std::string* error);
    // The rules' objection to a start position (checkPosition), also stored in *why.
    std::string refusedByRules(const Board& board, std::string* why) const;

    OpeningSuiteOptions m_options;
    std::vector<Opening> m_openings;
    std::vector<std::string> m_warnings;
    std::vector<int> m_order;
    size_t m_cursor = 0;
    int m_handedOut = 0;
};

} // namespace arbiter
