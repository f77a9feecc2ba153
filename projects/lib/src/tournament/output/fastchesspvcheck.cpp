#include "tournament/output/fastchesspvcheck.h"

#include "board/board.h"
#include "rules/westernjudge.h"

#include <QStringTokenizer>
#include <QVarLengthArray>

namespace arbiter {

namespace {

// What fastchess reads of an info line: its tokens "score cp|mate N", "multipv N",
// "lowerbound", "upperbound" and the moves after "pv" (while they look like UCI moves).
// Read after every move for every scoring line of the search, so its tokens are views into the
// line (no string per token): an InfoLine lives no longer than the line it was read from.
struct InfoLine {
    bool mate = false;
    qint64 mateIn = 0;
    int multiPv = -1; // -1: none given
    bool bound = false;
    QVarLengthArray<QStringView, 32> pv;
};

// fastchess's test of a PV token: a UCI move ("e2e4", "e7e8q").
bool looksLikeUciMove(QStringView token) {
    const auto file = [](QChar c) { return c >= QLatin1Char('a') && c <= QLatin1Char('h'); };
    const auto rank = [](QChar c) { return c >= QLatin1Char('1') && c <= QLatin1Char('8'); };
    if (token.size() != 4 && token.size() != 5) return false;
    if (!file(token[0]) || !rank(token[1]) || !file(token[2]) || !rank(token[3])) return false;
    return token.size() == 4 || QLatin1String("qrbn").contains(token[4]);
}

InfoLine readInfoLine(const QString& line) {
    InfoLine info;
    QVarLengthArray<QStringView, 64> tokens;
    for (QStringView token : qTokenize(QStringView(line), QLatin1Char(' '), Qt::SkipEmptyParts))
        tokens.append(token);
    for (qsizetype i = 0; i < tokens.size(); ++i) {
        const QStringView token = tokens[i];
        if (token == QLatin1String("score") && i + 2 < tokens.size()) {
            bool ok = false;
            const qint64 value = tokens[i + 2].toLongLong(&ok);
            info.mate = ok && tokens[i + 1] == QLatin1String("mate");
            if (info.mate) info.mateIn = value;
        } else if (token == QLatin1String("multipv") && i + 1 < tokens.size()) {
            info.multiPv = tokens[i + 1].toInt();
        } else if (token == QLatin1String("lowerbound") || token == QLatin1String("upperbound")) {
            info.bound = true;
        } else if (token == QLatin1String("pv")) {
            for (++i; i < tokens.size() && looksLikeUciMove(tokens[i]); ++i)
                info.pv.append(tokens[i]);
            break;
        }
    }
    return info;
}

// The end of the game in `board` that fastchess's PV check knows (a dead position by material
// ends nothing there), or none.
std::optional<PvWarning::Kind> gameOver(const Board& board) {
    using K = PvWarning::Kind;
    const EndReason end = board.positionEnd().reason;
    if (board.halfmoveClock() >= 100)
        return end == EndReason::Checkmate ? K::ContinuesAfterCheckmate
                                           : K::ContinuesAfterFiftyMoveRule;
    if (WesternJudge::insufficientMaterial(board)) return std::nullopt;
    if (board.repetitionCount() >= 2) return K::ContinuesAfterThreefoldRepetition;
    if (end == EndReason::Checkmate) return K::ContinuesAfterCheckmate;
    if (end == EndReason::Stalemate) return K::ContinuesAfterStalemate;
    return std::nullopt;
}

} // namespace

QString PvWarning::text(const QString& engineName) const {
    const char* format = nullptr;
    switch (kind) {
    case Kind::IllegalMove: format = "Illegal PV move - move %1 from %2"; break;
    case Kind::ContinuesAfterThreefoldRepetition:
        format = "PV continues after threefold repetition - move %1 from %2";
        break;
    case Kind::ContinuesAfterFiftyMoveRule:
        format = "PV continues after fifty-move rule - move %1 from %2";
        break;
    case Kind::ContinuesAfterCheckmate:
        format = "PV continues after checkmate - move %1 from %2";
        break;
    case Kind::ContinuesAfterStalemate:
        format = "PV continues after stalemate - move %1 from %2";
        break;
    case Kind::IncompleteMatingPv: format = "Incomplete mating PV - from %1"; break;
    case Kind::TooLongMatingPv: format = "Too long mating PV - from %1"; break;
    case Kind::MatingPvDoesNotEndWithCheckmate:
        format = "Mating PV does not end with checkmate - from %1";
        break;
    case Kind::BestmoveMismatch:
        format = "Bestmove does not match beginning of last PV - move %1 from %2";
        break;
    }
    const QString line = QStringLiteral("Warning; ") + QString::fromLatin1(format);
    const bool aboutTheLength = kind == Kind::IncompleteMatingPv || kind == Kind::TooLongMatingPv ||
                                kind == Kind::MatingPvDoesNotEndWithCheckmate;
    return aboutTheLength ? line.arg(engineName) : line.arg(move, engineName);
}

namespace {

std::optional<PvWarning> playPv(Board& board, const InfoLine& info, bool checkMatePvs,
                                int* played) {
    for (const QStringView text : info.pv) {
        if (const auto end = gameOver(board)) return PvWarning{*end, text.toString()};
        const Move move = board.parseMove(text.toLatin1().toStdString());
        if (move.isNull()) return PvWarning{PvWarning::Kind::IllegalMove, text.toString()};
        board.makeMove(move);
        ++*played;
    }
    if (!checkMatePvs || !info.mate || info.bound) return std::nullopt;
    // Plies to the mate: "mate 3" is the mover's 3rd move (5 plies), "mate -3" 6 plies.
    const qint64 plies = info.mateIn > 0 ? info.mateIn * 2 - 1 : info.mateIn * -2;
    if (info.pv.size() < plies) return PvWarning{PvWarning::Kind::IncompleteMatingPv, {}};
    if (info.pv.size() > plies) return PvWarning{PvWarning::Kind::TooLongMatingPv, {}};
    if (board.positionEnd().reason != EndReason::Checkmate)
        return PvWarning{PvWarning::Kind::MatingPvDoesNotEndWithCheckmate, {}};
    return std::nullopt;
}

} // namespace

std::optional<PvWarning> checkPvLine(Board& position, const QString& infoLine, bool checkMatePvs) {
    const InfoLine info = readInfoLine(infoLine);
    if (info.pv.isEmpty()) return std::nullopt;
    int played = 0;
    const std::optional<PvWarning> warning = playPv(position, info, checkMatePvs, &played);
    while (played-- > 0) position.undoMove();
    return warning;
}

std::optional<PvWarning> checkBestMove(const QStringList& scoreLines, const QString& bestMove,
                                       const QString** infoLine) {
    for (auto it = scoreLines.crbegin(); it != scoreLines.crend(); ++it) {
        const InfoLine info = readInfoLine(*it);
        if (info.multiPv != -1 && info.multiPv != 1) continue;
        if (bestMove.isEmpty() || info.bound || info.pv.isEmpty() || info.pv.front() == bestMove)
            return std::nullopt;
        if (infoLine) *infoLine = &*it;
        return PvWarning{PvWarning::Kind::BestmoveMismatch, bestMove};
    }
    return std::nullopt;
}

std::optional<qint64> infoLineMateScore(const QString& infoLine) {
    const InfoLine info = readInfoLine(infoLine);
    return info.mate ? std::optional<qint64>(info.mateIn) : std::nullopt;
}

const QString* lastPrincipalLine(const QStringList& scoreLines) {
    const QString* bound = nullptr;
    for (auto it = scoreLines.crbegin(); it != scoreLines.crend(); ++it) {
        const InfoLine info = readInfoLine(*it);
        if (info.multiPv != -1 && info.multiPv != 1) continue;
        if (!info.bound) return &*it;
        if (!bound) bound = &*it;
    }
    return bound;
}

} // namespace arbiter
