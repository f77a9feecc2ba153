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
// The search's last exact line without a multipv above 1 among scoreLines (null: none): its PV
// must begin with bestMove.
std::optional<PvWarning> checkBestMove(const QStringList& scoreLines, const QString& bestMove,
                                       const QString** infoLine);

// The mate score of an info line ("score mate N": N), read as the PV checks read it; none for a
// centipawn score or a line without a score.
std::optional<qint64> infoLineMateScore(const QString& infoLine);

// The line fastchess takes a search's score from: the last exact one of the principal
// variation (no multipv, or multipv 1), else its last bound; null when there is none.
const QString* lastPrincipalLine(const QStringList& scoreLines);

} // namespace arbiter
