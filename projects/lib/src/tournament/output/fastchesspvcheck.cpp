#include "tournament/output/fastchesspvcheck.h"

#include "board/board.h"
#include "rules/westernjudge.h"
#include "text/wordscan.h"

#include <QByteArrayView>
#include <algorithm>
#include <climits>
#include <cstring>

namespace arbiter {

namespace {

// The words of a line, split at spaces (runs of them count as one), as fastchess splits it;
// an empty view at the end. Engines' lines are read as fastchess reads them: as bytes. Every
// byte of every scoring line of every search passes here: with SSE2 (every x86-64) a word and
// the spaces before it are found among sixteen bytes at once where they fit, else byte by byte.
class Words {
public:
    explicit Words(std::string_view line) : m_p(line.data()), m_end(line.data() + line.size()) {}
    std::string_view next() {
#ifdef __SSE2__
        if (m_end - m_p >= 16) {
            const wordscan::Word word = wordscan::firstWord(wordscan::separatorMask<' '>(m_p));
            if (word.length) {
                const char* const begin = m_p + word.start;
                m_p = begin + word.length;
                return std::string_view(begin, word.length);
            }
        }
#endif
        while (m_p != m_end && *m_p == ' ') ++m_p;
        const char* const start = m_p;
        while (m_p != m_end && *m_p != ' ') ++m_p;
        return std::string_view(start, size_t(m_p - start));
    }

private:
    const char* m_p;
    const char* m_end;
};

// A token's number as Qt's toLongLong reads it (0 and *ok false when it is none): the plain
// decimal numbers engines write are read here, anything else by Qt.
qint64 toNumber(std::string_view token, bool* ok) {
    const size_t sign = !token.empty() && token[0] == '-' ? 1 : 0;
    const size_t digits = token.size() - sign;
    const QByteArrayView bytes(token.data(), qsizetype(token.size()));
    if (digits < 1 || digits > 18) return bytes.toLongLong(ok);
    qint64 value = 0;
    for (size_t i = sign; i < token.size(); ++i) {
        const char c = token[i];
        if (c < '0' || c > '9') return bytes.toLongLong(ok);
        value = value * 10 + (c - '0');
    }
    *ok = true;
    return sign ? -value : value;
}

// fastchess's test of a PV token: a UCI move ("e2e4", "e7e8q").
bool looksLikeUciMove(std::string_view token) {
    const auto file = [](char c) { return c >= 'a' && c <= 'h'; };
    const auto rank = [](char c) { return c >= '1' && c <= '8'; };
    if (token.size() != 4 && token.size() != 5) return false;
    if (!file(token[0]) || !rank(token[1]) || !file(token[2]) || !rank(token[3])) return false;
    if (token.size() == 4) return true;
    const char promotion = token[4];
    return promotion == 'q' || promotion == 'r' || promotion == 'b' || promotion == 'n';
}

QString toQString(std::string_view text) {
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

// The end of the game in `board` that fastchess's PV check knows (a dead position by material
// ends nothing there), or none. `hasLegalMove`: a legal move was found in the position (the
// PV's next move), so it is neither mate nor stalemate and the board need not be asked.
std::optional<PvWarning::Kind> gameOver(const Board& board, bool hasLegalMove) {
    using K = PvWarning::Kind;
    const EndReason end = hasLegalMove ? EndReason::None : board.positionEnd().reason;
    if (board.halfmoveClock() >= 100)
        return end == EndReason::Checkmate ? K::ContinuesAfterCheckmate
                                           : K::ContinuesAfterFiftyMoveRule;
    // Nothing left that could end the game: the material need not be counted.
    if (end != EndReason::Checkmate && end != EndReason::Stalemate && board.repetitionCount() < 2)
        return std::nullopt;
    if (WesternJudge::insufficientMaterial(board)) return std::nullopt;
    if (board.repetitionCount() >= 2) return K::ContinuesAfterThreefoldRepetition;
    if (end == EndReason::Checkmate) return K::ContinuesAfterCheckmate;
    if (end == EndReason::Stalemate) return K::ContinuesAfterStalemate;
    return std::nullopt;
}

} // namespace

PvInfo PvInfo::read(std::string_view line) {
    PvInfo info;
    Words words(line);
    for (std::string_view token = words.next(); !token.empty(); token = words.next()) {
        if (token == "score") {
            Words ahead = words; // the two words after it, read again as words of their own
            const std::string_view kind = ahead.next();
            const std::string_view number = ahead.next();
            if (number.empty()) continue;
            bool ok = false;
            const qint64 value = toNumber(number, &ok);
            info.mate = ok && kind == "mate";
            if (info.mate) info.mateIn = value;
        } else if (token == "multipv") {
            Words ahead = words;
            const std::string_view number = ahead.next();
            if (number.empty()) continue;
            bool ok = false;
            const qint64 value = toNumber(number, &ok); // toInt(): 0 when it is no int
            info.multiPv = ok && value >= INT_MIN && value <= INT_MAX ? int(value) : 0;
        } else if (token == "lowerbound" || token == "upperbound") {
            info.bound = true;
        } else if (token == "pv") {
            const char* begin = nullptr;
            const char* last = nullptr;
            for (std::string_view move = words.next(); looksLikeUciMove(move);
                 move = words.next()) {
                if (!begin) begin = move.data();
                last = move.data() + move.size();
                ++info.pvLength;
            }
            if (begin) info.pv = std::string_view(begin, size_t(last - begin));
            break;
        }
    }
    return info;
}

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

std::optional<PvWarning> checkPvLine(Board& position, std::string_view infoLine,
                                     bool checkMatePvs) {
    return PvLineChecker(position, checkMatePvs).check(infoLine);
}

PvLineChecker::~PvLineChecker() {
    for (qsizetype i = 0; i < m_played.size(); ++i) m_board.undoMove();
}

std::optional<PvWarning> PvLineChecker::check(std::string_view infoLine) {
    const PvInfo info = PvInfo::read(infoLine);
    m_principal.take(infoLine, info);
    if (info.pvLength == 0) return std::nullopt;
    const auto same = [](const PlayedText& played, std::string_view text) {
        return std::string_view(played.text, played.size) == text;
    };
    // The moves this line shares with the one before stay played (they were legal and the game
    // had not ended before them); the rest of the earlier line is taken back.
    Words pv(info.pv);
    std::string_view text = pv.next();
    qsizetype shared = 0;
    for (; shared < m_played.size() && !text.empty() && same(m_played[shared], text); ++shared)
        text = pv.next();
    for (; m_played.size() > shared; m_played.removeLast()) m_board.undoMove();
    for (; !text.empty(); text = pv.next()) {
        // A UCI move is five ASCII letters at most (looksLikeUciMove).
        PlayedText played{};
        played.size = quint8(std::min(text.size(), sizeof played.text));
        std::memcpy(played.text, text.data(), played.size);
        // The move is read first: when it is legal, the position has a legal move, which the
        // test for the end of the game would otherwise look for.
        const Move move = m_board.parseMove(std::string_view(played.text, played.size));
        if (const auto end = gameOver(m_board, !move.isNull()))
            return PvWarning{*end, toQString(text)};
        if (move.isNull()) return PvWarning{PvWarning::Kind::IllegalMove, toQString(text)};
        m_board.makeMove(move);
        m_played.append(played);
    }
    if (!m_checkMatePvs || !info.mate || info.bound) return std::nullopt;
    // Plies to the mate: "mate 3" is the mover's 3rd move (5 plies), "mate -3" 6 plies.
    const qint64 plies = info.mateIn > 0 ? info.mateIn * 2 - 1 : info.mateIn * -2;
    if (info.pvLength < plies) return PvWarning{PvWarning::Kind::IncompleteMatingPv, {}};
    if (info.pvLength > plies) return PvWarning{PvWarning::Kind::TooLongMatingPv, {}};
    if (m_board.positionEnd().reason != EndReason::Checkmate)
        return PvWarning{PvWarning::Kind::MatingPvDoesNotEndWithCheckmate, {}};
    return std::nullopt;
}

PrincipalLines::PrincipalLines(const ScoreLines& lines) {
    for (std::string_view line : lines) take(line, PvInfo::read(line));
}

void PrincipalLines::take(std::string_view line, const PvInfo& info) {
    if (info.multiPv != -1 && info.multiPv != 1) return;
    m_last = Taken{line, info, true};
    (info.bound ? m_lastBound : m_lastExact) = m_last;
}

std::optional<PvWarning> PrincipalLines::checkBestMove(const QString& bestMove) const {
    if (!m_last.present || bestMove.isEmpty() || m_last.info.bound || m_last.info.pvLength == 0)
        return std::nullopt;
    const std::string_view first = Words(m_last.info.pv).next();
    bool same = qsizetype(first.size()) == bestMove.size();
    for (size_t i = 0; same && i < first.size(); ++i)
        same = char16_t(static_cast<unsigned char>(first[i])) == bestMove[qsizetype(i)].unicode();
    if (same) return std::nullopt;
    return PvWarning{PvWarning::Kind::BestmoveMismatch, bestMove};
}

std::optional<qint64> PrincipalLines::mateScore() const {
    const Taken& taken = scoreTaken();
    return taken.present && taken.info.mate ? std::optional<qint64>(taken.info.mateIn)
                                            : std::nullopt;
}

} // namespace arbiter
