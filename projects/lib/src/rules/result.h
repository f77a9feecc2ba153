// The outcome of a game: who won, how it ended (termination) and the human-readable reason,
// worded as cutechess words it ("White mates", "Draw by 3-fold repetition", ...), so scripts
// that parse cutechess-cli output keep working.
#pragma once

#include "board/types.h"

#include <string>

namespace arbiter {

class GameResult {
public:
    enum class Winner { None, White, Black, Draw };
    // How the game ended. Normal covers every end on the board (mate, stalemate, the draw
    // rules, xiangqi's repetition and move-count rules); the rest are ends off the board.
    enum class Termination {
        Unterminated,
        Normal,
        Adjudication,
        TimeForfeit,
        IllegalMove,
        Disconnection,
        StalledConnection,
        Resignation,
        Agreement,
        InvalidClaim, // a result claim the board does not confirm (cutechess's "WrClaim")
    };

    GameResult() = default;
    GameResult(Winner winner, Termination termination, std::string reason)
        : m_winner(winner), m_termination(termination), m_reason(std::move(reason)) {}

    static GameResult none() { return {}; }
    static GameResult win(Side winner, Termination t, std::string reason) {
        return {winner == White ? Winner::White : Winner::Black, t, std::move(reason)};
    }
    static GameResult draw(Termination t, std::string reason) {
        return {Winner::Draw, t, std::move(reason)};
    }

    bool isNone() const { return m_winner == Winner::None; }
    bool isDraw() const { return m_winner == Winner::Draw; }
    bool isDecisive() const { return m_winner == Winner::White || m_winner == Winner::Black; }
    Winner winner() const { return m_winner; }
    Side winnerSide() const {
        return m_winner == Winner::White ? White : m_winner == Winner::Black ? Black : NoSide;
    }
    Side loserSide() const { return isDecisive() ? ~winnerSide() : NoSide; }
    Termination termination() const { return m_termination; }
    const std::string& reason() const { return m_reason; }

    // "1-0", "0-1", "1/2-1/2" or "*".
    std::string resultString() const;
    // Points for a side: 1, 0.5 or 0 (0 for an unfinished game).
    double pointsFor(Side side) const;
    // The PGN Termination tag value: "normal", "adjudication", "time forfeit",
    // "rules infraction", "abandoned", "stalled connection", "unterminated".
    std::string pgnTermination() const;
    static Termination terminationFromPgn(const std::string& tag);
    // Reads "1-0", "0-1", "1/2-1/2", "*"; Winner::None for anything else.
    static Winner winnerFromString(const std::string& result);

    // Scoring conventions with fractional results (r-Mobility) replace the "1-0" text shown in
    // "Finished game" lines and give White's share of the point; otherwise both are derived.
    void setScore(std::string displayText, double whitePoints) {
        m_display = std::move(displayText);
        m_whitePoints = whitePoints;
    }
    // What the points were measured against when the display text alone cannot give them back
    // (r-Mobility komi scoring: the game's komi, "G2.25"). The tournament state keeps it, so a
    // resumed run scores the earlier games as they were played.
    void setScoreBasis(std::string basis) { m_scoreBasis = std::move(basis); }
    const std::string& scoreBasis() const { return m_scoreBasis; }
    bool hasFractionalScore() const { return m_whitePoints >= 0; }
    std::string displayText() const { return m_display.empty() ? resultString() : m_display; }
    double scoreFor(Side side) const {
        if (m_whitePoints < 0) return pointsFor(side);
        return side == White ? m_whitePoints : 1.0 - m_whitePoints;
    }

    bool operator==(const GameResult& o) const {
        return m_winner == o.m_winner && m_termination == o.m_termination && m_reason == o.m_reason;
    }

private:
    Winner m_winner = Winner::None;
    Termination m_termination = Termination::Unterminated;
    std::string m_reason;
    std::string m_display;
    std::string m_scoreBasis;
    double m_whitePoints = -1;
};

// "White"/"Black" for chess; xiangqi wording ("Red"/"Black") is chosen by the caller through
// sideName(side, redBlack).
std::string sideName(Side side, bool redBlack = false);

} // namespace arbiter
