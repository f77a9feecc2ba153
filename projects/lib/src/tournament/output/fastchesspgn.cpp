#include "tournament/output/fastchesspgn.h"

#include "game/gamerecord.h"
#include "pgn/openingclassification.h"

#include <algorithm>
#include <cctype>
#include <cstdio>

namespace arbiter {

namespace {

std::string fastchessTermination(const GameResult& result) {
    using T = GameResult::Termination;
    switch (result.termination()) {
    case T::Normal: return "normal";
    case T::Adjudication: return "adjudication";
    case T::Disconnection:
    case T::StalledConnection: return "abandoned";
    case T::TimeForfeit: return "time forfeit";
    case T::IllegalMove: return "illegal move";
    case T::Unterminated: return "unterminated";
    default: return result.pgnTermination(); // fastchess has no resignations or claims
    }
}

// ISO date and time, a space and the offset from UTC: "2026-11-24T14:58:31 +0000".
std::string timeWithOffset(const QDateTime& time) {
    const int offset = time.offsetFromUtc() / 60;
    const int minutes = offset < 0 ? -offset : offset;
    std::string text = isoDateTime(time);
    text += offset < 0 ? " -" : " +";
    text += char('0' + minutes / 60 / 10);
    text += char('0' + minutes / 60 % 10);
    text += char('0' + minutes % 60 / 10);
    text += char('0' + minutes % 10);
    return text;
}

// fastchess writes times as seconds with three decimals ("0.012s").
std::string seconds(qint64 ms) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3fs", double(ms) / 1000.0);
    return buf;
}

// A count fastchess read from the engine's line, 0 when the line had none.
std::string count(qint64 value) {
    return std::to_string(value < 0 ? 0 : value);
}

// fastchess's long algebraic notation (its chess library's LAN): the piece letter, the from
// square, "x" for a capture, the to square, "=Q" for a promotion, the check mark; castling as
// in SAN. Built from the move's SAN and UCI coordinates, which carry all of it.
std::string fastchessLan(const PlayedMove& move) {
    const std::string& san = move.san;
    const std::string uci = move.coordinate.toStdString();
    if (san.rfind("O-O", 0) == 0 || uci.size() < 4) return san;
    std::string lan;
    if (std::isupper(static_cast<unsigned char>(san[0]))) lan += san[0];
    lan += uci.substr(0, 2);
    if (san.find('x') != std::string::npos) lan += 'x';
    lan += uci.substr(2, 2);
    if (uci.size() > 4) {
        lan += '=';
        lan += char(std::toupper(static_cast<unsigned char>(uci[4])));
    }
    if (san.back() == '+' || san.back() == '#') lan += san.back();
    return lan;
}

void appendField(std::string& comment, const std::string& field) {
    if (!comment.empty()) comment += ", ";
    comment += field;
}

} // namespace

void addFastchessMoveData(PgnGame& record, const Game& game, const FastchessPgnFields& f) {
    std::vector<PgnMove>& moves = record.moves();
    const std::vector<PlayedMove>& played = game.moves();
    for (size_t i = 0; i < moves.size() && i < played.size(); ++i) {
        const PlayedMove& m = played[i];
        if (f.notation == FastchessPgnFields::MoveNotation::Lan) moves[i].text = fastchessLan(m);
        // fastchess marks the opening's moves (and engine book moves) "book".
        if (m.opening) moves[i].commentAfter = "book";
        if (m.opening || m.book || m.timeMs < 0) continue;
        const MoveEvaluation& e = m.evaluation;
        std::string& c = moves[i].commentAfter;
        if (f.timeLeft) appendField(c, "tl=" + seconds(std::max<qint64>(m.clockMs, 0)));
        // The time the manager measured beyond the search time the engine reported.
        if (f.latency)
            appendField(c, "latency=" + seconds(m.timeMs - std::max<qint64>(e.timeMs, 0)));
        if (f.nodes) appendField(c, "n=" + count(e.nodes));
        if (f.selDepth) appendField(c, "sd=" + count(e.selDepth));
        if (f.nps) appendField(c, "nps=" + count(e.nps));
        if (f.hashFull) appendField(c, "hashfull=" + count(e.hashFull));
        if (f.tbHits) appendField(c, "tbhits=" + count(e.tbHits));
        if (f.pv) appendField(c, "pv=\"" + e.pv.join(QLatin1Char(' ')).toStdString() + "\"");
        for (const QString& line : e.matchedLines)
            appendField(c, "line=\"" + line.toStdString() + "\"");
    }
}

void setFastchessEngineTags(PgnGame& record, const QString& whiteName, const QString& whiteAuthor,
                            const QString& blackName, const QString& blackAuthor) {
    const std::pair<const char*, const QString*> tags[] = {{"EngineWhiteName", &whiteName},
                                                           {"EngineWhiteAuthor", &whiteAuthor},
                                                           {"EngineBlackName", &blackName},
                                                           {"EngineBlackAuthor", &blackAuthor}};
    for (const auto& [tag, value] : tags)
        if (!value->isEmpty()) record.setTag(tag, value->toStdString());
}

std::string fastchessTimeControlTag(const TimeControl& tc) {
    // Seconds as a C++ stream writes a double: 6 significant digits, 8 for the move time.
    auto seconds = [](int64_t ms, int precision) {
        char buffer[32];
        std::snprintf(buffer, sizeof buffer, "%.*g", precision, double(ms) / 1000.0);
        return std::string(buffer);
    };
    if (tc.mode() == TimeControl::Mode::PerMove) return seconds(tc.moveTimeMs(), 8) + "/move";
    if (tc.mode() != TimeControl::Mode::Clock || tc.timeMs() + tc.incrementMs() <= 0)
        return tc.movesPerPeriod() > 0 && tc.mode() == TimeControl::Mode::Clock
                   ? std::to_string(tc.movesPerPeriod()) + "/"
                   : "-";
    std::string text = tc.movesPerPeriod() > 0 ? std::to_string(tc.movesPerPeriod()) + "/" : "";
    text += seconds(tc.timeMs(), 6);
    if (tc.incrementMs() > 0) text += "+" + seconds(tc.incrementMs(), 6);
    return text;
}

std::string fastchessReason(const GameResult& result) {
    std::string reason = result.reason();
    if (result.termination() == GameResult::Termination::Disconnection) {
        const size_t detail = reason.find("disconnects:");
        if (detail != std::string::npos) reason.resize(detail + std::string("disconnects").size());
    }
    return reason;
}

PgnWriteOptions fastchessPgnWriteOptions(PgnMode mode) {
    PgnWriteOptions options;
    options.mode = mode;
    options.lineWidth = 80;
    options.commentsStayWithMoves = true;
    options.terminationWithoutMoves = false;
    // With min=true fastchess writes neither the engines' names nor the game's duration, times,
    // ply count, termination and time control (fastchess 1.8.2 app/src/game/pgn/pgn_builder.cpp,
    // PgnBuilder).
    const bool minimal = mode == PgnMode::Minimal;
    options.leadingTags = {"Event", "Site", "Date", "Round", "White", "Black", "Result"};
    if (!minimal)
        options.leadingTags.insert(
            options.leadingTags.end(),
            {"EngineWhiteName", "EngineWhiteAuthor", "EngineBlackName", "EngineBlackAuthor"});
    options.leadingTags.insert(options.leadingTags.end(), {"SetUp", "FEN", "Variant"});
    if (!minimal)
        options.leadingTags.insert(options.leadingTags.end(),
                                   {"GameDuration", "GameStartTime", "GameEndTime", "PlyCount",
                                    "Termination", "TimeControl", "WhiteTimeControl",
                                    "BlackTimeControl"});
    return options;
}

void setFastchessOpeningTags(PgnGame& record) {
    if (record.variant() != "standard") return; // fastchess: not for Chess960
    std::vector<Move> moves;
    moves.reserve(record.moves().size());
    for (const PgnMove& m : record.moves()) moves.push_back(m.move);
    if (const std::optional<OpeningName> opening = classifyOpening(record.startFen(), moves)) {
        record.setTag("ECO", opening->eco);
        record.setTag("Opening", opening->name);
    }
}

void useFastchessTags(PgnGame& record, const GameResult& result, const QDateTime& start,
                      const QDateTime& end) {
    record.setTag("Termination", fastchessTermination(result));
    if (!record.terminationComment().empty()) record.setTerminationComment(fastchessReason(result));
    if (start.isValid() && end.isValid()) {
        record.setTag("GameStartTime", timeWithOffset(start));
        record.setTag("GameEndTime", timeWithOffset(end));
    }
}

} // namespace arbiter
