#include "tournament/output/fastchesspvcheck.h"

#include "board/board.h"
#include "rules/westernjudge.h"

#include <climits>

namespace arbiter {

namespace {

// A token against a keyword: the line's words are compared in place, inline (Qt's general
// comparison is a call per word, and every word of every line is compared with several).
template <size_t N> bool is(QStringView token, const char (&word)[N]) {
    if (token.size() != qsizetype(N - 1)) return false;
    for (size_t i = 0; i + 1 < N; ++i)
        if (token[qsizetype(i)].unicode() != char16_t(word[i])) return false;
    return true;
}

// The words of a line, split at spaces (runs of them count as one), as fastchess splits it;
// an empty view at the end. A plain loop over the characters: splitting with qTokenize
// searched for each space through Qt's general substring search, which made up most of the
// checks' cost.
class Words {
public:
    explicit Words(QStringView line) : m_p(line.begin()), m_end(line.end()) {}
    QStringView next() {
        while (m_p != m_end && m_p->unicode() == u' ') ++m_p;
        const QChar* const start = m_p;
        while (m_p != m_end && m_p->unicode() != u' ') ++m_p;
        return QStringView(start, m_p);
    }

private:
    const QChar* m_p;
    const QChar* m_end;
};

// A token's number as QStringView::toLongLong reads it (0 and *ok false when it is none):
// the plain decimal numbers engines write are read here, anything else by Qt.
qint64 toNumber(QStringView token, bool* ok) {
    const qsizetype sign = !token.isEmpty() && token[0].unicode() == u'-' ? 1 : 0;
    const qsizetype digits = token.size() - sign;
    if (digits < 1 || digits > 18) return token.toLongLong(ok);
    qint64 value = 0;
    for (qsizetype i = sign; i < token.size(); ++i) {
        const char16_t c = token[i].unicode();
        if (c < u'0' || c > u'9') return token.toLongLong(ok);
        value = value * 10 + (c - u'0');
    }
    *ok = true;
    return sign ? -value : value;
}

// fastchess's test of a PV token: a UCI move ("e2e4", "e7e8q").
bool looksLikeUciMove(QStringView token) {
    const auto file = [](QChar c) { return c >= QLatin1Char('a') && c <= QLatin1Char('h'); };
    const auto rank = [](QChar c) { return c >= QLatin1Char('1') && c <= QLatin1Char('8'); };
    if (token.size() != 4 && token.size() != 5) return false;
    if (!file(token[0]) || !rank(token[1]) || !file(token[2]) || !rank(token[3])) return false;
    if (token.size() == 4) return true;
    const char16_t promotion = token[4].unicode();
    return promotion == u'q' || promotion == u'r' || promotion == u'b' || promotion == u'n';
}

// What fastchess reads of an info line: its tokens "score cp|mate N", "multipv N",
// "lowerbound", "upperbound" and the moves after "pv" (while they look like UCI moves).
// Read after every move for every scoring line of the search, so the PV is a view into the
// line (no string per move): an InfoLine lives no longer than the line it was read from.
struct InfoLine {
    bool mate = false;
    qint64 mateIn = 0;
    int multiPv = -1; // -1: none given
    bool bound = false;
    QStringView pv; // from the PV's first move to its last (Words splits it), or empty
    qsizetype pvLength = 0;
};

InfoLine readInfoLine(QStringView line) {
    InfoLine info;
    Words words(line);
    for (QStringView token = words.next(); !token.isEmpty(); token = words.next()) {
        if (is(token, "score")) {
            Words ahead = words; // the two words after it, read again as words of their own
            const QStringView kind = ahead.next();
            const QStringView number = ahead.next();
            if (number.isEmpty()) continue;
            bool ok = false;
            const qint64 value = toNumber(number, &ok);
            info.mate = ok && is(kind, "mate");
            if (info.mate) info.mateIn = value;
        } else if (is(token, "multipv")) {
            Words ahead = words;
            const QStringView number = ahead.next();
            if (number.isEmpty()) continue;
            bool ok = false;
            const qint64 value = toNumber(number, &ok); // toInt(): 0 when it is no int
            info.multiPv = ok && value >= INT_MIN && value <= INT_MAX ? int(value) : 0;
        } else if (is(token, "lowerbound") || is(token, "upperbound")) {
            info.bound = true;
        } else if (is(token, "pv")) {
            const QChar* first = nullptr;
            const QChar* last = nullptr;
            for (QStringView move = words.next(); looksLikeUciMove(move); move = words.next()) {
                if (!first) first = move.begin();
                last = move.end();
                ++info.pvLength;
            }
            if (first) info.pv = QStringView(first, last);
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

std::optional<PvWarning> checkPvLine(Board& position, const QString& infoLine, bool checkMatePvs) {
    return PvLineChecker(position, checkMatePvs).check(infoLine);
}

PvLineChecker::~PvLineChecker() {
    for (qsizetype i = 0; i < m_played.size(); ++i) m_board.undoMove();
}

std::optional<PvWarning> PvLineChecker::check(QStringView infoLine) {
    const InfoLine info = readInfoLine(infoLine);
    if (info.pvLength == 0) return std::nullopt;
    const auto same = [](const PlayedText& played, QStringView text) {
        if (played.size != text.size()) return false;
        for (qsizetype i = 0; i < text.size(); ++i)
            if (char16_t(played.text[i]) != text[i].unicode()) return false;
        return true;
    };
    // The moves this line shares with the one before stay played (they were legal and the game
    // had not ended before them); the rest of the earlier line is taken back.
    Words pv(info.pv);
    QStringView text = pv.next();
    qsizetype shared = 0;
    for (; shared < m_played.size() && !text.isEmpty() && same(m_played[shared], text); ++shared)
        text = pv.next();
    for (; m_played.size() > shared; m_played.removeLast()) m_board.undoMove();
    for (; !text.isEmpty(); text = pv.next()) {
        if (const auto end = gameOver(m_board)) return PvWarning{*end, text.toString()};
        // A UCI move is five ASCII letters at most (looksLikeUciMove).
        PlayedText played{};
        for (size_t c = 0; c < sizeof played.text && c < size_t(text.size()); ++c)
            played.text[played.size++] = char(text[qsizetype(c)].unicode());
        const Move move = m_board.parseMove(std::string_view(played.text, played.size));
        if (move.isNull()) return PvWarning{PvWarning::Kind::IllegalMove, text.toString()};
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

namespace {

// The last exact line of the principal variation (no multipv, or multipv 1) among scoreLines,
// else its last bound, read; a null line when there is none.
std::pair<const QString*, InfoLine> principalLine(const QStringList& scoreLines) {
    std::pair<const QString*, InfoLine> bound{nullptr, {}};
    for (auto it = scoreLines.crbegin(); it != scoreLines.crend(); ++it) {
        const InfoLine info = readInfoLine(*it);
        if (info.multiPv != -1 && info.multiPv != 1) continue;
        if (!info.bound) return {&*it, info};
        if (!bound.first) bound = {&*it, info};
    }
    return bound;
}

} // namespace

std::optional<PvWarning> checkBestMove(const QStringList& scoreLines, const QString& bestMove,
                                       const QString** infoLine) {
    for (auto it = scoreLines.crbegin(); it != scoreLines.crend(); ++it) {
        const InfoLine info = readInfoLine(*it);
        if (info.multiPv != -1 && info.multiPv != 1) continue;
        if (bestMove.isEmpty() || info.bound || info.pvLength == 0 ||
            Words(info.pv).next() == QStringView(bestMove))
            return std::nullopt;
        if (infoLine) *infoLine = &*it;
        return PvWarning{PvWarning::Kind::BestmoveMismatch, bestMove};
    }
    return std::nullopt;
}

std::optional<qint64> principalMateScore(const QStringList& scoreLines) {
    const auto [line, info] = principalLine(scoreLines);
    return line && info.mate ? std::optional<qint64>(info.mateIn) : std::nullopt;
}

const QString* lastPrincipalLine(const QStringList& scoreLines) {
    return principalLine(scoreLines).first;
}

} // namespace arbiter
