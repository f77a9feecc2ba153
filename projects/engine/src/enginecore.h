// The engine core shared by the three protocol front-ends: the game position (a library Board
// plus the history needed for repetitions), the option table, the transposition table, the
// draw/resign tracker and the search thread.
//
// Threading: protocol commands arrive on the input thread; a search runs on its own thread and
// reports through callbacks called on that thread. The position must only be changed while no
// search runs: front-ends call stopSearch()/waitForSearch() before touching it. onDone may
// change the position itself (CECP plays its own move) because it runs before the search
// thread ends.
#pragma once

#include "board/board.h"
#include "engineoptions.h"
#include "game/drawresignrule.h"
#include "searchlimits.h"
#include "searchtypes.h"
#include "transpositiontable.h"

#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

namespace arbiter::engine {

struct SearchOutcome {
    SearchResult result;
    DrawResignDecision decision; // only for searches that count as game moves
    bool discarded = false;      // aborted: the front-end must not report a move
};

struct SearchCallbacks {
    std::function<void(const IterationReport&)> onIteration;
    std::function<void(const SearchOutcome&)> onDone;
};

class EngineCore {
public:
    EngineCore();
    ~EngineCore();
    EngineCore(const EngineCore&) = delete;
    EngineCore& operator=(const EngineCore&) = delete;

    // ---- Options ----
    const OptionTable& options() const { return m_options; }
    // Validates, stores and applies (hash size, variant, seed ...). *error names the problem.
    bool setOption(std::string_view name, std::string_view value, std::string* error);

    // ---- Game and position ----
    const VariantInfo& variant() const { return m_board->variant(); }
    const Board& board() const { return *m_board; }
    // Switches variant and resets the position to its start.
    bool setVariant(std::string_view name, std::string* error);
    // Start position (fen empty) or a FEN, then moves in any notation the board reads. On a
    // bad FEN the position is unchanged; on a bad move the moves before it stay played.
    bool setPosition(std::string_view fen, const std::vector<std::string>& moves,
                     std::string* error);
    Move parseMove(std::string_view text, std::string* error) const;
    // A whole turn ("h2e2" or, in multi-part variants, "h2e2,S@e5"): its parts, or none with
    // *error (board/turn.h).
    std::vector<Move> parseTurn(std::string_view text, std::string* error) const;
    void playMove(Move m);
    void playTurn(const std::vector<Move>& parts) {
        for (Move m : parts) playMove(m);
    }
    // The search's choice as the protocols send it: the whole turn, parts joined by ','.
    static std::vector<Move> chosenTurn(const SearchResult& result) {
        std::vector<Move> parts{result.best};
        parts.insert(parts.end(), result.turnRest.begin(), result.turnRest.end());
        return parts;
    }
    bool undoMove();
    // A new game: draw/resign counters and the transposition table are cleared.
    void newGame();

    // ---- Search ----
    // record: the search chooses a move of the real game (feeds the draw/resign tracker).
    void startSearch(const SearchLimits& limits, bool drawOffered, bool record,
                     SearchCallbacks callbacks);
    bool isSearching() const { return m_searching.load(); }
    void stopSearch();  // finish now; onDone reports the move
    void abortSearch(); // finish now; onDone gets discarded = true
    void waitForSearch();
    void ponderHit();   // the expected move was played: the clock starts now
    void drawOffered(); // the opponent offers a draw while we think

    // A copy of the hash table entry for a position (UCCI probe), only while idle.
    std::optional<TTEntry> probeTable(uint64_t key) const;

private:
    void runSearch(SearchLimits limits, bool record, SearchCallbacks callbacks);
    template <class Family>
    SearchResult searchWith(const SearchSettings& settings,
                            const std::function<void(const IterationReport&)>& report);
    void applyDrawResignOptions();
    void reseed();

    OptionTable m_options;
    std::unique_ptr<Board> m_board;
    std::vector<HistoryEntry> m_history; // positions before the current one
    TranspositionTable m_tt;
    DrawResignTracker m_drawResign;
    std::mt19937_64 m_rng;

    SearchControl m_control;
    std::thread m_thread;
    std::atomic<bool> m_searching{false};
    std::atomic<bool> m_discard{false};
    std::atomic<bool> m_drawOffered{false};
    bool m_infinite = false; // written before the search thread starts
    std::mutex m_waitMutex;
    std::condition_variable m_wake;
};

// The variant a UCI front-end means by UCI_Variant plus UCI_Chess960 ("chess" + 960 =
// fischerandom).
std::string resolveUciVariant(std::string_view variantOption, bool chess960);

} // namespace arbiter::engine
