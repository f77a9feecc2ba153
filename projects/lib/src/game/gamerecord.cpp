#include "gamerecord.h"

#include <charconv>
#include <cstdio>
#include <cstdlib>

namespace arbiter {

namespace {

// The comment of every move is formatted here (once per ply of every game): integer
// arithmetic and std::to_chars instead of snprintf, same text.
std::string scoreText(const EngineScore& s) {
    if (s.type == EngineScore::Type::Centipawns) {
        // "%+.2f" of value / 100.
        const unsigned magnitude = unsigned(std::abs(s.value));
        std::string text(1, s.value < 0 ? '-' : '+');
        text += std::to_string(magnitude / 100);
        text += '.';
        text += char('0' + magnitude % 100 / 10);
        text += char('0' + magnitude % 10);
        return text;
    }
    if (s.type == EngineScore::Type::Mate)
        return (s.value >= 0 ? "+M" : "-M") + std::to_string(std::abs(s.value));
    return {};
}

// fastchess: no sign on a zero score, mate distances in plies (public source, types/score.hpp).
std::string fastchessScoreText(const EngineScore& s) {
    if (s.type == EngineScore::Type::Centipawns && s.value == 0) return "0.00";
    if (s.type == EngineScore::Type::Mate) {
        const int plies = s.value > 0 ? 2 * s.value - 1 : -2 * s.value;
        return (s.value > 0 ? "+M" : "-M") + std::to_string(plies);
    }
    return scoreText(s);
}

std::string secondsText(qint64 ms) {
    // cutechess shows three significant digits: 0.53s, 1.2s, 12s ("%.3g").
    char buf[32];
    const auto end =
        std::to_chars(buf, buf + sizeof buf - 1, ms / 1000.0, std::chars_format::general, 3).ptr;
    *end = 's';
    return std::string(buf, end + 1);
}

std::string duration(qint64 ms) {
    qint64 s = ms / 1000;
    char buf[32];
    std::snprintf(buf, sizeof buf, "%02lld:%02lld:%02lld", static_cast<long long>(s / 3600),
                  static_cast<long long>(s / 60 % 60), static_cast<long long>(s % 60));
    return buf;
}

} // namespace

PgnResult toPgnResult(const GameResult& result) {
    switch (result.winner()) {
    case GameResult::Winner::White: return PgnResult::WhiteWins;
    case GameResult::Winner::Black: return PgnResult::BlackWins;
    case GameResult::Winner::Draw: return PgnResult::Draw;
    default: return PgnResult::Unknown;
    }
}

std::string moveComment(const PlayedMove& move, bool fastchessComments) {
    if (move.opening) return {};
    if (move.book) return "book";
    std::string comment;
    const MoveEvaluation& e = move.evaluation;
    if (e.score.isValid()) {
        comment = fastchessComments ? fastchessScoreText(e.score) : scoreText(e.score);
        if (e.depth > 0) comment += "/" + std::to_string(e.depth);
    }
    if (move.timeMs >= 0) {
        if (!comment.empty()) comment += ' ';
        if (fastchessComments) {
            char buf[32];
            std::snprintf(buf, sizeof buf, "%.3fs", move.timeMs / 1000.0);
            comment += buf;
        } else {
            comment += secondsText(move.timeMs);
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
    pgn.setTag("Date", start.toString(QStringLiteral("yyyy.MM.dd")).toStdString());
    pgn.setTag("Round", info.round.toStdString());
    pgn.setTag("White", game.player(White)->name().toStdString());
    pgn.setTag("Black", game.player(Black)->name().toStdString());
    const Board& board = game.board();
    pgn.setVariant(board.variant().name);
    if (game.startFen().toStdString() != board.variant().startFen)
        pgn.setStartFen(game.startFen().toStdString());
    pgn.setMoveTextNotation(Notation::San);
    pgn.reserveMoves(int(game.moves().size()));
    int turns = 0;
    for (const PlayedMove& m : game.moves()) {
        pgn.addMove(m.move, m.san, moveComment(m, info.fastchessComments)).continuesTurn =
            m.continuesTurn;
        if (!m.continuesTurn) ++turns;
    }

    const GameResult& result = game.result();
    pgn.setResult(toPgnResult(result));
    pgn.setTerminationComment(result.reason());
    pgn.setTag("PlyCount", std::to_string(turns));
    const TimeControl& w = game.settings().timeControl[White];
    const TimeControl& b = game.settings().timeControl[Black];
    if (w.pgnTag() == b.pgnTag()) {
        pgn.setTag("TimeControl", w.pgnTag());
    } else {
        pgn.setTag("WhiteTimeControl", w.pgnTag());
        pgn.setTag("BlackTimeControl", b.pgnTag());
    }
    pgn.setTag("Termination", result.pgnTermination());
    if (info.startTime.isValid() && info.endTime.isValid()) {
        pgn.setTag("GameStartTime", info.startTime.toString(Qt::ISODate).toStdString());
        pgn.setTag("GameEndTime", info.endTime.toString(Qt::ISODate).toStdString());
        pgn.setTag("GameDuration", duration(info.startTime.msecsTo(info.endTime)));
    }
    game.rules().decorateRecord(pgn); // r-Mobility's tags, say
    return pgn;
}

} // namespace arbiter
