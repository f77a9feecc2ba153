#include "xiangqiverdict.h"

#include <cstdlib>

namespace arbiter {

namespace {

// Every text in one table. Placeholders: {W}/{L} winner/loser in English ("Red", "Black"),
// {w}/{l} in Chinese (红方, 黑方), {N} the move limit.
struct VerdictText {
    XiangqiEnd end;
    bool decisive; // has a winner; else a draw
    const char* english;
    const char* chinese;
};

const VerdictText Texts[] = {
    {XiangqiEnd::Checkmate, true, "{W} mates", "{l}被将死，{w}胜"},
    {XiangqiEnd::Stalemate, true, "{W} wins by stalemate", "{l}被困毙，{w}胜"},
    {XiangqiEnd::PerpetualCheck, true, "{L} loses by perpetual check", "{l}长将判负"},
    {XiangqiEnd::PerpetualChase, true, "{L} loses by perpetual chase", "{l}长捉判负"},
    {XiangqiEnd::RepetitionDraw, false, "Draw by repetition", "循环局面，双方不变作和"},
    {XiangqiEnd::MutualPerpetualCheck, false, "Draw by mutual perpetual check",
     "双方长将，不变作和"},
    {XiangqiEnd::MutualPerpetualChase, false, "Draw by mutual perpetual chase",
     "双方长捉，不变作和"},
    {XiangqiEnd::MoveLimit, false, "Draw by {N}-move rule", "{N}回合限招，判和"},
    {XiangqiEnd::NoCrossingPieces, false,
     "Draw by insufficient material: neither side can cross the river", "双方无过河子力，判和"},
    {XiangqiEnd::LoneCannon, false, "Draw by insufficient material: a lone cannon cannot mate",
     "单炮无法取胜，判和"},
    {XiangqiEnd::CannonAgainstCannon, false, "Draw by insufficient material: cannon against cannon",
     "单炮对单炮，判和"},
    {XiangqiEnd::NoMateInOne, false, "Draw by insufficient material: no mate in one",
     "仅能一步杀而无杀，判和"},
};

const char* const RepetitionWarningEnglish = "If this position occurs once more: {V}";
const char* const RepetitionWarningChinese = "此局面再出现一次：{V}";
const char* const MoveLimitWarningEnglish = "The {N}-move rule applies in {K} moves";
const char* const MoveLimitWarningChinese = "距{N}回合限招还有{K}回合";

const VerdictText* textFor(XiangqiEnd end) {
    for (const VerdictText& t : Texts)
        if (t.end == end) return &t;
    return nullptr;
}

void replaceAll(std::string& text, const std::string& key, const std::string& value) {
    for (size_t at = text.find(key); at != std::string::npos; at = text.find(key, at))
        text.replace(at, key.size(), value), at += value.size();
}

std::string chineseSide(Side side) {
    return side == White ? "红方" : "黑方";
}

std::string fill(const char* pattern, const XiangqiVerdict& v) {
    std::string text = pattern;
    const Side winner = v.winner, loser = v.winner == NoSide ? NoSide : ~v.winner;
    replaceAll(text, "{W}", sideName(winner, true));
    replaceAll(text, "{L}", sideName(loser, true));
    replaceAll(text, "{w}", chineseSide(winner));
    replaceAll(text, "{l}", chineseSide(loser));
    replaceAll(text, "{N}", std::to_string(v.moveLimit));
    return text;
}

} // namespace

std::string XiangqiVerdict::english() const {
    const VerdictText* t = textFor(end);
    return t ? fill(t->english, *this) : std::string();
}

std::string XiangqiVerdict::chinese() const {
    const VerdictText* t = textFor(end);
    return t ? fill(t->chinese, *this) : std::string();
}

GameResult XiangqiVerdict::result() const {
    using T = GameResult::Termination;
    if (isNone()) return GameResult::none();
    if (isDraw()) return GameResult::draw(T::Normal, english());
    return GameResult::win(winner, T::Normal, english());
}

XiangqiVerdict xiangqiVerdictFromReason(const std::string& reason) {
    // The move limit is the only number in the texts: read it, then compare whole texts.
    int limit = 60;
    const std::string prefix = "Draw by ";
    if (reason.compare(0, prefix.size(), prefix) == 0)
        if (int n = std::atoi(reason.c_str() + prefix.size()); n > 0) limit = n;
    for (const VerdictText& t : Texts)
        for (Side winner : {White, Black}) {
            XiangqiVerdict v{t.end, t.decisive ? winner : NoSide, limit};
            if (v.english() == reason) return v;
        }
    return {};
}

std::string xiangqiChineseReason(const GameResult& result) {
    return xiangqiVerdictFromReason(result.reason()).chinese();
}

std::string repetitionWarningEnglish(const XiangqiVerdict& verdict) {
    std::string text = RepetitionWarningEnglish;
    replaceAll(text, "{V}", verdict.english());
    return text;
}

std::string repetitionWarningChinese(const XiangqiVerdict& verdict) {
    std::string text = RepetitionWarningChinese;
    replaceAll(text, "{V}", verdict.chinese());
    return text;
}

std::string moveLimitWarningEnglish(int moveLimit, int movesLeft) {
    std::string text = MoveLimitWarningEnglish;
    replaceAll(text, "{N}", std::to_string(moveLimit));
    replaceAll(text, "{K}", std::to_string(movesLeft));
    if (movesLeft == 1) replaceAll(text, "1 moves", "1 move");
    return text;
}

std::string moveLimitWarningChinese(int moveLimit, int movesLeft) {
    std::string text = MoveLimitWarningChinese;
    replaceAll(text, "{N}", std::to_string(moveLimit));
    replaceAll(text, "{K}", std::to_string(movesLeft));
    return text;
}

} // namespace arbiter
