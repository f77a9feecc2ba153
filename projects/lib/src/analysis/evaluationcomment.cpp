#include "analysis/evaluationcomment.h"

#include "game/gamerecord.h"

#include <algorithm>
#include <charconv>

namespace arbiter {

std::string evaluationComment(const EngineScore& score, int depth) {
    if (!score.isValid()) return {};
    // The game record's comment without a time is exactly this form.
    PlayedMove move;
    move.evaluation.score = score;
    move.evaluation.score.bound = EngineScore::Bound::Exact;
    move.evaluation.depth = depth;
    return moveComment(move);
}

bool parseEvaluationComment(std::string_view text, MoveEvaluation* eval) {
    size_t i = 0;
    while (i < text.size() && (text[i] == ' ' || text[i] == '\n')) ++i;
    if (i >= text.size() || (text[i] != '+' && text[i] != '-')) return false;
    const bool negative = text[i] == '-';
    ++i;
    EngineScore score;
    if (i < text.size() && text[i] == 'M') {
        ++i;
        // Mate distances in plies, as cutechess writes them: +M5 mates in 3, -M6 is mated in 3.
        int plies = 0;
        const auto r = std::from_chars(text.data() + i, text.data() + text.size(), plies);
        if (r.ec != std::errc()) return false;
        i = size_t(r.ptr - text.data());
        score.type = EngineScore::Type::Mate;
        score.value = negative ? -(plies / 2) : (plies + 1) / 2;
    } else {
        int whole = 0;
        const auto r = std::from_chars(text.data() + i, text.data() + text.size(), whole);
        if (r.ec != std::errc()) return false;
        i = size_t(r.ptr - text.data());
        int hundredths = 0;
        if (i < text.size() && text[i] == '.') {
            ++i;
            int digits = 0;
            while (i < text.size() && text[i] >= '0' && text[i] <= '9') {
                if (digits < 2) hundredths = hundredths * 10 + (text[i] - '0');
                ++digits;
                ++i;
            }
            if (digits == 1) hundredths *= 10;
        }
        score.type = EngineScore::Type::Centipawns;
        score.value = (whole * 100 + hundredths) * (negative ? -1 : 1);
    }
    int depth = -1;
    if (i < text.size() && text[i] == '/') {
        const auto r = std::from_chars(text.data() + i + 1, text.data() + text.size(), depth);
        if (r.ec != std::errc()) return false;
        i = size_t(r.ptr - text.data());
    }
    // The score must be a word of its own ("+0.35/12 0.53s", "+1.00, book" ...).
    if (i < text.size() && text[i] != ' ' && text[i] != ',' && text[i] != '\n') return false;
    eval->score = score;
    eval->depth = depth;
    return true;
}

int cappedCentipawns(const EngineScore& score, int cap) {
    if (score.type == EngineScore::Type::Mate)
        return score.value > 0 ? cap + std::max(0, 100 - score.value)
                               : -cap - std::max(0, 100 + score.value);
    return std::clamp(score.value, -cap, cap);
}

int centipawnsLost(const EngineScore& best, const EngineScore& played) {
    return cappedCentipawns(best) - cappedCentipawns(played);
}

} // namespace arbiter
