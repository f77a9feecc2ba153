// fastchess 1.8's output (docs/cli.md "fastchess dialect"), which fishtest's worker and
// OpenBench's client read: "Started game" / "Finished game" lines, "File X has CRC32: 0x..."
// after each game written (-crc32 pgn=true), the Results block every -ratinginterval game
// pairs (completed pairs only with -report penta=true) and after the last game, and with
// -output format=cutechess the "Score of" lines every -scoreinterval games and the Elo line.
#pragma once

#include "matchprinter.h"
#include "tournament/output/fastchessoutput.h"

#include <map>
#include <set>
#include <vector>

namespace arbiter::cli {

// What fastchess prints while it reads its options, before play: the state file it continues
// (-config file=) and its warnings about the options (fastchess 1.8.2 app/src/cli/sanitize.cpp): a
// run without an opening suite.
QStringList fastchessOptionLines(const TournamentDescription& options);

class FastchessPrinter : public MatchPrinter {
public:
    FastchessPrinter(TournamentSession& session, Print print);

    void gameStarted(const ScheduledGame& game) override;
    void pgnWritten(const std::string& text) override;
    void gameEnded(const FinishedGame& game) override;
    void gameFinished(const FinishedGame& game) override;
    void finished(bool interrupted) override;
    QStringList closingLines() const override;

private:
    output::FastchessCounts counts() const;
    QStringList results() const; // the rating output of the dialect's -output format
    output::FastchessHeader header() const;
    void countForRanking(const FinishedGame& game); // three or more engines

    TournamentSession& m_session;
    Print m_print;
    const FastchessSettings& m_settings;
    output::Crc32 m_crc;
    bool m_resultsShown = false; // after the last game finished
    std::set<int> m_halfPairs;   // pairs of which one game has finished
    // Three or more engines: each engine's games and completed pairs, and the first game of
    // each pair still open (its White, Black and White's points).
    QVector<output::FastchessCounts> m_playerCounts;
    struct HalfPair {
        int white, black;
        double whitePoints;
    };
    std::map<int, HalfPair> m_openPairs;
    // Each player's games lost on time and by a crash or a stall, as fastchess counts them at
    // the end of its run ("Player: A" / "  Timeouts: 1" / "  Crashed: 0"); a player counted
    // later before one counted earlier, the order fastchess's hash map gives two players.
    struct Faults {
        QString player;
        int timeouts = 0;
        int crashes = 0;
    };
    std::vector<Faults> m_faults;
    // -output format=cutechess: each pair's games (by the pair's engines, first one first).
    std::map<std::pair<int, int>, output::FastchessCounts> m_pairCounts;
};

} // namespace arbiter::cli
