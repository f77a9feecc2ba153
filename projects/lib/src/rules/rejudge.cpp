#include "rules/rejudge.h"

#include "pgn/pgnreader.h"
#include "rules/rmobility/rmobilitypgn.h"

#include <cmath>

namespace arbiter {

namespace {

using T = GameResult::Termination;

// True for the move data cutechess writes before the reason in the last comment:
// "+0.25/12 0.53s", "-M3/20 1.2s", "0.00/1 0s", "book".
bool isMoveData(std::string_view text) {
    if (text == "book") return true;
    if (text.empty()) return false;
    for (char c : text)
        if (std::string_view("+-0123456789./ sM").find(c) == std::string_view::npos) return false;
    return true;
}

// The reason of the recorded end: the last comment without its move data.
std::string recordedReason(const PgnGame& game) {
    const std::string& comment =
        game.moves().empty() ? game.gameComment() : game.moves().back().commentAfter;
    const size_t comma = comment.find(", ");
    if (comma != std::string::npos && isMoveData(comment.substr(0, comma)))
        return comment.substr(comma + 2);
    return isMoveData(comment) ? std::string() : comment;
}

bool contains(const std::string& text, std::string_view part) {
    return text.find(part) != std::string::npos;
}

// The recorded end as a result of the live game. Ends written with Termination "normal" that
// are not resignations, agreements or adjudications claim to be ends on the board.
GameResult recordedEnd(const PgnGame& game, const std::string& reason,
                       const rmobility::RMobilityTags& tags, bool* claimsBoardEnd) {
    bool found = false;
    const std::string tag = game.tag("Termination", &found);
    T termination = found ? GameResult::terminationFromPgn(tag) : T::Normal;
    if (termination == T::Normal) {
        if (contains(reason, "resigns"))
            termination = T::Resignation;
        else if (contains(reason, "agreement"))
            termination = T::Agreement;
        else if (contains(reason, "adjudication"))
            termination = T::Adjudication;
    }
    *claimsBoardEnd = termination == T::Normal;

    GameResult::Winner winner = GameResult::Winner::None;
    switch (game.result()) {
    case PgnResult::WhiteWins: winner = GameResult::Winner::White; break;
    case PgnResult::BlackWins: winner = GameResult::Winner::Black; break;
    case PgnResult::Draw: winner = GameResult::Winner::Draw; break;
    case PgnResult::Unknown: break;
    }
    // The r-Mobility fork writes [Result "1/2-1/2"] for forfeits and adjudicated wins (bug B1);
    // its G0.0 names the winner.
    if (winner == GameResult::Winner::Draw && tags.result && tags.result->h == 0)
        winner =
            tags.result->holder == White ? GameResult::Winner::White : GameResult::Winner::Black;
    if (winner == GameResult::Winner::None) return GameResult::none();
    return GameResult(winner, termination, reason);
}

std::string withReason(const std::string& result, const std::string& reason) {
    return reason.empty() ? result : result + " {" + reason + "}";
}

bool samePoints(const std::string& a, double b) {
    double value = 0;
    return rmobility::parsePointsText(a, &value, nullptr) && std::abs(value - b) < 1e-9;
}

} // namespace

RejudgedGame rejudgeGame(const PgnGame& game, int number, const RuleOptions& options) {
    RejudgedGame out;
    out.number = number;
    auto fail = [&](const std::string& why) {
        out.error = why;
        out.line = "Game " + std::to_string(number) + ": cannot be judged: " + why;
        return out;
    };

    std::unique_ptr<Board> board = createBoard(game.variant());
    if (!board) return fail("unknown variant '" + game.variant() + "'");
    const std::string& fen = game.startFen().empty() ? board->variant().startFen : game.startFen();
    std::string why;
    if (!board->setFen(fen, &why)) return fail("invalid FEN: " + why);

    rmobility::RMobilityTags tags;
    if (!rmobility::readRMobilityTags(game, &tags, &why)) return fail(why);
    RuleOptions gameOptions = options;
    if (gameOptions.rMobility.enabled &&
        !rmobility::komiFromTags(game, options.rMobility.komi, &gameOptions.rMobility.komi, &why))
        return fail(why);

    RuleSet rules = RuleSet::create(board->variant(), gameOptions);
    const std::string problem = rules.checkStart(*board);
    if (!problem.empty()) return fail(problem);

    // Replay until the rules end the game or the record runs out.
    GameResult judged = rules.start(*board);
    int plies = 0;
    for (const PgnMove& move : game.moves()) {
        if (!judged.isNone()) break;
        board->makeMove(move.move);
        ++plies;
        judged = rules.afterMove(*board);
    }
    const bool cutShort = !judged.isNone() && plies < game.plyCount();

    const std::string reason = recordedReason(game);
    if (judged.isNone()) {
        bool claimsBoardEnd = false;
        judged = recordedEnd(game, reason, tags, &claimsBoardEnd);
        if (!judged.isNone() && claimsBoardEnd)
            judged = GameResult(GameResult::Winner::None, T::Unterminated,
                                "the rules do not end the game here");
    }
    rules.finalize(judged, *board);
    out.judged = judged;

    const auto* rm = rules.findJudge<RMobilityJudge>();
    std::string recorded;
    if (rm) {
        const RMobilityOutcome& outcome = rm->outcome();
        if (outcome.finished) out.points = outcome.points;
        if (tags.result) {
            recorded = rmobility::toString(*tags.result);
            out.differs = !outcome.finished || outcome.score != *tags.result;
            const bool sameScoring = tags.scoring == gameOptions.rMobility.scoring &&
                                     (tags.scoring != rmobility::Scoring::Komi ||
                                      tags.komi == gameOptions.rMobility.komi);
            if (outcome.finished && tags.whitePoints && sameScoring &&
                !samePoints(outcome.points, *tags.whitePoints))
                out.differs = true;
            if (!tags.pointsText.empty()) recorded += ", Points " + tags.pointsText;
        }
    }
    if (recorded.empty()) {
        recorded = std::string(pgnResultToken(game.result()));
        out.differs = judged.resultString() != recorded;
    }
    out.differs = out.differs || cutShort;

    out.line = "Game " + std::to_string(number) + ": ";
    if (judged.isNone())
        out.line += withReason("*", judged.reason());
    else
        out.line += withReason(judged.displayText(), judged.reason());
    if (!out.points.empty()) out.line += " Points " + out.points;
    if (cutShort)
        out.line += " [differs: the rules end the game after ply " + std::to_string(plies) +
                    ", the record goes on to ply " + std::to_string(game.plyCount()) + "]";
    else if (out.differs)
        out.line += " [differs: recorded " + withReason(recorded, reason) + "]";
    return out;
}

namespace {

RejudgeReport rejudgeAll(PgnReader& reader, const RuleOptions& options) {
    RejudgeReport report;
    PgnGame game;
    while (true) {
        const PgnReader::Status status = reader.readGame(game);
        if (status == PgnReader::Status::End) break;
        RejudgedGame judged;
        if (status == PgnReader::Status::Error) {
            judged.number = reader.gameNumber();
            judged.error = reader.error().toString();
            judged.line =
                "Game " + std::to_string(judged.number) + ": cannot be judged: " + judged.error;
        } else {
            judged = rejudgeGame(game, reader.gameNumber(), options);
        }
        if (!judged.error.empty())
            ++report.errors;
        else if (judged.differs)
            ++report.differ;
        else
            ++report.agree;
        report.games.push_back(std::move(judged));
    }
    return report;
}

} // namespace

std::string RejudgeReport::summary() const {
    const int total = int(games.size());
    std::string s = std::to_string(total) + (total == 1 ? " game, " : " games, ") +
                    std::to_string(agree) + " agree, " + std::to_string(differ) + " differ";
    if (errors) s += ", " + std::to_string(errors) + " could not be read";
    return s;
}

std::vector<std::string> RejudgeReport::lines() const {
    std::vector<std::string> out;
    out.reserve(games.size() + 1);
    for (const RejudgedGame& g : games) out.push_back(g.line);
    out.push_back(summary());
    return out;
}

RejudgeReport rejudgePgnData(std::string_view data, const RuleOptions& options,
                             std::string_view defaultVariant) {
    PgnReader reader;
    reader.setData(data);
    reader.setDefaultVariant(defaultVariant);
    return rejudgeAll(reader, options);
}

bool rejudgePgnFile(const QString& fileName, const RuleOptions& options, RejudgeReport* report,
                    std::string* error, std::string_view defaultVariant) {
    PgnReader reader;
    if (!reader.openFile(fileName, error)) return false;
    reader.setDefaultVariant(defaultVariant);
    *report = rejudgeAll(reader, options);
    return true;
}

} // namespace arbiter
