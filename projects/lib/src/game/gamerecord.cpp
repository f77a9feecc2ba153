#include "gamerecord.h"

#include "pgn/ecoclassification.h"

#include <charconv>
#include <cstdio>
#include <cstdlib>

namespace arbiter {

namespace {

// The comment of every move is formatted here (once per ply of every game): integer
// arithmetic and std::to_chars instead of snprintf, same text.

// A score as cutechess-cli 1.5.1 (projects/lib/src/moveevaluation.cpp, MoveEvaluation::scoreText)
// and fastchess 1.8.2 (app/src/types/score.hpp) both write it: pawns with two decimals, a sign
// except on zero, mate distances in plies (a UCI "mate 3" is "+M5", "mate -3" is "-M6").
std::string pgnScoreText(const EngineScore& s) {
    if (s.type == EngineScore::Type::Mate) {
        const int plies = s.value > 0 ? 2 * s.value - 1 : -2 * s.value;
        return (s.value > 0 ? "+M" : "-M") + std::to_string(plies);
    }
    if (s.type != EngineScore::Type::Centipawns) return {};
    const unsigned magnitude = unsigned(std::abs(s.value));
    std::string text = s.value < 0 ? "-" : s.value > 0 ? "+" : "";
    text += std::to_string(magnitude / 100);
    text += '.';
    text += char('0' + magnitude % 100 / 10);
    text += char('0' + magnitude % 10);
    return text;
}

// cutechess-cli 1.5.1's move time (projects/lib/src/chessgame.cpp, evalString): "0s" for no time,
// else three decimals below 0.1 s, two below 1 s, one below 10 s, none above ("0.050s",
// "0.50s", "1.2s", "12s").
std::string moveTimeText(qint64 ms) {
    if (ms <= 0) return "0s";
    const int decimals = ms < 100 ? 3 : ms < 1000 ? 2 : ms < 10000 ? 1 : 0;
    char buf[32];
    const auto end =
        std::to_chars(buf, buf + sizeof buf - 1, ms / 1000.0, std::chars_format::fixed, decimals)
            .ptr;
    *end = 's';
    return std::string(buf, end + 1);
}

// Appends `value` with at least `width` digits (leading zeros).
void appendNumber(std::string& out, int value, int width) {
    char buf[16];
    const char* end = std::to_chars(buf, buf + sizeof buf, value).ptr;
    for (int digits = int(end - buf); digits < width; ++digits) out += '0';
    out.append(buf, size_t(end - buf));
}

// "yyyy" + separator + "MM" + separator + "dd", as QDate::toString writes it.
void appendDate(std::string& out, const QDate& date, char separator) {
    appendNumber(out, date.year(), 4);
    out += separator;
    appendNumber(out, date.month(), 2);
    out += separator;
    appendNumber(out, date.day(), 2);
}

std::string duration(qint64 ms) {
    qint64 s = ms / 1000;
    char buf[32];
    std::snprintf(buf, sizeof buf, "%02lld:%02lld:%02lld", static_cast<long long>(s / 3600),
                  static_cast<long long>(s / 60 % 60), static_cast<long long>(s % 60));
    return buf;
}

// One TimeControl tag when both sides have the same, else WhiteTimeControl and BlackTimeControl.
void setTimeControlTags(PgnGame& pgn, const std::string& white, const std::string& black,
                        bool same) {
    if (same) {
        pgn.setTag("TimeControl", white);
    } else {
        pgn.setTag("WhiteTimeControl", white);
        pgn.setTag("BlackTimeControl", black);
    }
}

// cutechess compares every limit but the time margin (cutechess-cli 1.5.1
// projects/lib/src/timecontrol.cpp, TimeControl::operator==): depth=4 against depth=2 writes two
// tags even though both read "inf".
bool sameForCutechess(TimeControl a, TimeControl b) {
    a.setMarginMs(0);
    b.setMarginMs(0);
    return a == b;
}

// cutechess's Termination tag (PgnGame::setResult): none for a game ended by the rules, a
// resignation or an agreement.
std::string cutechessTermination(const GameResult& result) {
    using T = GameResult::Termination;
    switch (result.termination()) {
    case T::Adjudication: return "adjudication";
    case T::TimeForfeit: return "time forfeit";
    case T::Disconnection: return "abandoned";
    case T::StalledConnection: return "stalled connection";
    case T::IllegalMove: return "illegal move";
    case T::Unterminated: return "unterminated";
    default: return {};
    }
}

} // namespace

std::string isoDateTime(const QDateTime& time) {
    const QTime clock = time.time();
    std::string text;
    text.reserve(32);
    appendDate(text, time.date(), '-');
    text += 'T';
    appendNumber(text, clock.hour(), 2);
    text += ':';
    appendNumber(text, clock.minute(), 2);
    text += ':';
    appendNumber(text, clock.second(), 2);
    return text;
}

PgnResult toPgnResult(const GameResult& result) {
    switch (result.winner()) {
    case GameResult::Winner::White: return PgnResult::WhiteWins;
    case GameResult::Winner::Black: return PgnResult::BlackWins;
    case GameResult::Winner::Draw: return PgnResult::Draw;
    default: return PgnResult::Unknown;
    }
}

std::string moveComment(const PlayedMove& move, RecordStyle style) {
    const bool fastchess = style == RecordStyle::Fastchess;
    if (move.opening) return fastchess ? std::string() : "book";
    if (move.book) return "book";
    std::string comment;
    const MoveEvaluation& e = move.evaluation;
    if (fastchess) {
        if (e.score.isValid()) {
            comment = pgnScoreText(e.score);
            if (e.depth > 0) comment += "/" + std::to_string(e.depth);
        }
        if (move.timeMs >= 0) {
            if (!comment.empty()) comment += ' ';
            // Seconds to the millisecond ("%.3fs" of the seconds, written without printf: a
            // comment per move).
            const int fraction = int(move.timeMs % 1000);
            comment += std::to_string(move.timeMs / 1000);
            comment += '.';
            comment += char('0' + fraction / 100);
            comment += char('0' + fraction / 10 % 10);
            comment += char('0' + fraction % 10);
            comment += 's';
        }
    } else if (e.depth > 0 || e.score.isValid() || e.nodes > 0 || move.timeMs >= 500) {
        // cutechess writes the score only with a depth, and nothing for a quick move the engine
        // said nothing about (MoveEvaluation::isEmpty). A score that was not read (cp 1e9999,
        // beyond any score) leaves out the pair rather than write "/10" with no score.
        if (e.depth > 0 && e.score.isValid())
            comment = pgnScoreText(e.score) + "/" + std::to_string(e.depth);
        if (move.timeMs >= 0) { // an untimed move (an analysis comment) has no time
            if (!comment.empty()) comment += ' ';
            comment += moveTimeText(move.timeMs);
        }
    }
    // The offer is recorded on the move it came with (docs/draw-offers.md).
    if (move.drawOffer) comment += comment.empty() ? "offers draw" : ", offers draw";
    return comment;
}

PgnGame makeGameRecord(const Game& game, const GameRecordInfo& info) {
    PgnGame pgn;
    pgn.setTag("Event", info.event.toStdString());
    pgn.setTag("Site", info.site.toStdString());
    QDateTime start = info.startTime.isValid() ? info.startTime : QDateTime::currentDateTime();
    std::string date;
    appendDate(date, start.date(), '.');
    pgn.setTag("Date", date);
    pgn.setTag("Round", info.round.toStdString());
    pgn.setTag("White", game.player(White)->name().toStdString());
    pgn.setTag("Black", game.player(Black)->name().toStdString());
    const Board& board = game.board();
    pgn.setVariant(board.variant().name);
    // cutechess writes the FEN an opening set up even when it is the start position
    // (cutechess-cli 1.5.1 projects/lib/src/chessgame.cpp, ChessGame::initializePgn), and so names
    // no opening for the game.
    const bool fenFromOpening =
        info.style == RecordStyle::Cutechess && !game.settings().startFen.isEmpty();
    if (fenFromOpening || game.startFen().toStdString() != board.variant().startFen)
        pgn.setStartFen(game.startFen().toStdString());
    pgn.setMoveTextNotation(Notation::San);
    pgn.reserveMoves(int(game.moves().size()));
    int turns = 0;
    for (const PlayedMove& m : game.moves()) {
        pgn.addMove(m.move, m.san, moveComment(m, info.style)).continuesTurn = m.continuesTurn;
        if (!m.continuesTurn) ++turns;
    }

    const GameResult& result = game.result();
    pgn.setResult(toPgnResult(result));
    pgn.setTerminationComment(result.reason());
    pgn.setTag("PlyCount", std::to_string(turns));
    const TimeControl& w = game.settings().timeControl[White];
    const TimeControl& b = game.settings().timeControl[Black];
    if (info.style == RecordStyle::Fastchess) {
        setTimeControlTags(pgn, w.pgnTag(), b.pgnTag(), w.pgnTag() == b.pgnTag());
        pgn.setTag("Termination", result.pgnTermination());
    } else {
        setTimeControlTags(pgn, w.toString(), b.toString(), sameForCutechess(w, b));
        if (const std::string t = cutechessTermination(result); !t.empty())
            pgn.setTag("Termination", t);
        setCutechessOpeningTags(pgn);
    }
    if (info.startTime.isValid() && info.endTime.isValid()) {
        // cutechess's stamps ("2026-11-24T14:58:19.228 UTC", QDateTime::toString's
        // "yyyy-MM-ddThh:mm:ss.zzz t"); the fastchess dialect rewrites them.
        const auto stamp = [](const QDateTime& time) {
            std::string text = isoDateTime(time);
            text += '.';
            appendNumber(text, time.time().msec(), 3);
            text += ' ';
            text += time.timeZoneAbbreviation().toStdString();
            return text;
        };
        pgn.setTag("GameStartTime", stamp(info.startTime));
        pgn.setTag("GameEndTime", stamp(info.endTime));
        pgn.setTag("GameDuration", duration(info.startTime.msecsTo(info.endTime)));
    }
    game.rules().decorateRecord(pgn); // r-Mobility's tags, say
    return pgn;
}

} // namespace arbiter
