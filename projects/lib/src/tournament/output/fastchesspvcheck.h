// fastchess's checks of the engines' info lines (its match code, in fastchess 1.8's public
// source), for arbiter-cli's fastchess dialect: after each move, every scoring info line of the
// search has its PV played from the position the engine was given. A PV move that is not a
// legal move, or that comes after the end of the game (checkmate, stalemate, threefold
// repetition, the fifty-move rule), is warned about; with -check-mate-pvs a mate score's PV
// must also be exactly as long as the mate (2N-1 plies for "mate N", 2N for "mate -N") and
// end in checkmate. Then the last exact info line of the principal variation must begin with
// the move played.
#pragma once

#include "engine/scorelines.h"

#include <QString>
#include <QVarLengthArray>
#include <optional>
#include <string_view>

namespace arbiter {

class Board;

struct PvWarning {
    enum class Kind {
        IllegalMove,
        ContinuesAfterThreefoldRepetition,
        ContinuesAfterFiftyMoveRule,
        ContinuesAfterCheckmate,
        ContinuesAfterStalemate,
        IncompleteMatingPv,
        TooLongMatingPv,
        MatingPvDoesNotEndWithCheckmate,
        BestmoveMismatch,
    };
    Kind kind;
    QString move; // the PV move concerned, or the best move (empty for the mate checks)

    // fastchess's first line of the warning: "Warning; Illegal PV move - move e2e5 from A".
    QString text(const QString& engineName) const;
};

// What fastchess reads of an info line: its tokens "score cp|mate N", "multipv N",
// "lowerbound", "upperbound" and the moves after "pv" (while they look like UCI moves). The PV
// is a view into the line (no string per move): a PvInfo lives no longer than its line.
struct PvInfo {
    bool mate = false;
    qint64 mateIn = 0;
    int multiPv = -1; // -1: none given
    bool bound = false;
    std::string_view pv; // from the PV's first move to its last (split at spaces), or empty
    qsizetype pvLength = 0;

    static PvInfo read(std::string_view line);
};

// The lines of a search fastchess takes its conclusions from, gathered line by line in the
// search's order: the last line of the principal variation (no multipv, or multipv 1), which
// the best move must begin, and the last exact one of them (else their last bound), which
// holds the search's score. Views into the lines: they must outlive this object.
class PrincipalLines {
public:
    PrincipalLines() = default;
    // Reads every line.
    explicit PrincipalLines(const ScoreLines& lines);

    void take(std::string_view line, const PvInfo& info);

    // The best move against the last line of the principal variation: a warning when that
    // line is exact, has a PV, and its PV does not begin with bestMove.
    std::optional<PvWarning> checkBestMove(const QString& bestMove) const;
    // The line checkBestMove() looked at (empty: none).
    std::string_view lastLine() const { return m_last.line; }
    // The line fastchess takes the search's score from: the last exact line of the principal
    // variation, else its last bound; empty when there is none.
    std::string_view scoreLine() const { return scoreTaken().line; }
    // That line's mate score ("score mate N": N); none for a centipawn score, a line without
    // a score or no such line.
    std::optional<qint64> mateScore() const;

private:
    struct Taken {
        std::string_view line;
        PvInfo info;
        bool present = false;
    };
    const Taken& scoreTaken() const { return m_lastExact.present ? m_lastExact : m_lastBound; }

    Taken m_last;      // the last line of the principal variation
    Taken m_lastExact; // ... the last exact one
    Taken m_lastBound; // ... the last bound
};

// One info line's PV from `position` (the position the engine searched): its moves are played
// and taken back.
std::optional<PvWarning> checkPvLine(Board& position, std::string_view infoLine, bool checkMatePvs);

// The PVs of a search's scoring lines, one line after the other, each checked as checkPvLine
// checks it. Consecutive lines of a search mostly begin with the same moves (the PV of depth
// N+1 extends that of depth N): those stay played on `position` from one line to the next and
// are checked once, which is what fastchess's per-line replay would find again for them. The
// moves still played are taken back when the checker ends. Each line read is also handed to
// principal(), so the search's lines are read once for all of fastchess's checks.
class PvLineChecker {
public:
    PvLineChecker(Board& position, bool checkMatePvs)
        : m_board(position), m_checkMatePvs(checkMatePvs) {}
    ~PvLineChecker();
    PvLineChecker(const PvLineChecker&) = delete;
    PvLineChecker& operator=(const PvLineChecker&) = delete;

    std::optional<PvWarning> check(std::string_view infoLine);
    // The lines checked so far (which must outlive it).
    const PrincipalLines& principal() const { return m_principal; }

private:
    // A PV move played on the board, as the line wrote it (a UCI move: at most 5 letters).
    struct PlayedText {
        char text[5];
        quint8 size;
    };

    Board& m_board;
    const bool m_checkMatePvs;
    QVarLengthArray<PlayedText, 32> m_played;
    PrincipalLines m_principal;
};

} // namespace arbiter
