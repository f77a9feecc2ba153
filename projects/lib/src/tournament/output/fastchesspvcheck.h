// fastchess's checks of the engines' info lines (its match code, in fastchess 1.8's public
// source), for arbiter-cli's fastchess dialect: after each move, every scoring info line of the
// search has its PV played from the position the engine was given. A PV move that is not a
// legal move, or that comes after the end of the game (checkmate, stalemate, threefold
// repetition, the fifty-move rule), is warned about; with -check-mate-pvs a mate score's PV
// must also be exactly as long as the mate (2N-1 plies for "mate N", 2N for "mate -N") and
// end in checkmate. Then the last exact info line of the principal variation must begin with
// the move played.
#pragma once

#include <QString>
#include <QStringList>
#include <QStringView>
#include <QVarLengthArray>
#include <optional>

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

// One info line's PV from `position` (the position the engine searched): its moves are played
// and taken back.
std::optional<PvWarning> checkPvLine(Board& position, const QString& infoLine, bool checkMatePvs);

// The PVs of a search's scoring lines, one line after the other, each checked as checkPvLine
// checks it. Consecutive lines of a search mostly begin with the same moves (the PV of depth
// N+1 extends that of depth N): those stay played on `position` from one line to the next and
// are checked once, which is what fastchess's per-line replay would find again for them. The
// moves still played are taken back when the checker ends.
class PvLineChecker {
public:
    PvLineChecker(Board& position, bool checkMatePvs)
        : m_board(position), m_checkMatePvs(checkMatePvs) {}
    ~PvLineChecker();
    PvLineChecker(const PvLineChecker&) = delete;
    PvLineChecker& operator=(const PvLineChecker&) = delete;

    std::optional<PvWarning> check(QStringView infoLine);

private:
    // A PV move played on the board, as the line wrote it (a UCI move: at most 5 letters).
    struct PlayedText {
        char text[5];
        quint8 size;
    };

    Board& m_board;
    const bool m_checkMatePvs;
    QVarLengthArray<PlayedText, 32> m_played;
};
// The search's last exact line without a multipv above 1 among scoreLines (null: none): its PV
// must begin with bestMove.
std::optional<PvWarning> checkBestMove(const QStringList& scoreLines, const QString& bestMove,
                                       const QString** infoLine);

// The mate score ("score mate N": N) of the search's line lastPrincipalLine() finds, read as the
// PV checks read it; none for a centipawn score, a line without a score or no such line.
std::optional<qint64> principalMateScore(const QStringList& scoreLines);

// The line fastchess takes a search's score from: the last exact one of the principal
// variation (no multipv, or multipv 1), else its last bound; null when there is none.
const QString* lastPrincipalLine(const QStringList& scoreLines);

} // namespace arbiter
