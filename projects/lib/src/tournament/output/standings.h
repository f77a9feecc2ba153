// The results of a tournament so far and the result text cutechess-cli prints from them:
// the "Score of" block and Elo/SPRT lines of two-player matches, fastchess's Ptnml line, the
// ranking table of larger tournaments (-resultformat) and the -outcomeinterval blocks.
//
// Two-player statistics are player 0's results against player 1 (cutechess's convention):
// the Elo line, the SPRT and the pentanomial pairs all use them.
#pragma once

#include "stats/scoreaccumulator.h"
#include "stats/sprt.h"
#include "tournament/output/playerrecord.h"
#include "tournament/output/resultformat.h"
#include "tournament/tournamentsettings.h"

#include <QString>
#include <QStringList>
#include <QVector>

namespace arbiter {

struct PlayerInfo {
    QString name;
    QString timeControl; // the TC column, e.g. "40/60+0.6"
};

class Standings {
public:
    explicit Standings(QVector<PlayerInfo> players);

    // "Red" instead of "White" in the colour lines (xiangqi).
    void setRedBlack(bool redBlack) { m_redBlack = redBlack; }
    // r-Mobility (docs/r-mobility.md): the points of one scoring convention. `fractional` for
    // exponential and harmonic scoring, whose "Score of" lines show points ("2.19 [0.729] 3")
    // even while every game so far happened to be whole; the others show W - L - D. Either
    // way the Elo line comes from the per-game points (with the draw ratio for the W/D/L
    // scorings), as in the r-Mobility tables, and the SPRT gives no result before one whole
    // win and one whole loss (docs/statistics.md).
    void setRMobility(bool fractional);

    // A finished game. pairIndex groups colour-swapped pairs (-1: none). Results with no
    // winner (unfinished games) are ignored. Throws std::invalid_argument for bad players.
    void addGame(int white, int black, const GameResult& result, int pairIndex = -1);

    int playerCount() const { return m_players.size(); }
    int gamesFinished() const { return m_games; }
    const PlayerInfo& player(int index) const { return m_players[index]; }
    void renamePlayer(int index, const QString& name) { m_players[index].name = name; }
    const PlayerRecord& record(int index) const { return m_records[index]; }
    // Player 0's results against player 1.
    const stats::ScoreAccumulator& headToHead() const { return m_headToHead; }
    bool hasFractionalPoints() const { return m_fractional; }

    // Two players: "Score of A vs B: ...".
    QString scoreOfLine() const;
    // Two players: "A playing White", "A playing Black", "White vs Black". cutechess-cli
    // leaves out a line without games; `withEmpty` prints it with score "nan" (the r-Mobility
    // fork's tables).
    QStringList colourLines(bool withEmpty = false) const;
    // scoreOfLine() and colourLines(true).
    QStringList scoreLines() const;
    // "Elo difference: ..." of player 0 against player 1.
    QString eloLine() const;
    stats::SprtStatus sprtStatus(const SprtSettings& sprt) const;
    // "SPRT: llr ..."; empty while the SPRT has no data (stats::formatSprtLine).
    QString sprtLine(const SprtSettings& sprt) const;
    // "Ptnml(0-2): [...]"; empty until a pair is complete.
    QString ptnmlLine() const;

    // Ranking rows as cutechess-cli orders and numbers them: the first `pinned` players first
    // (a gauntlet's: its first player and the other seeds), ranked from 0; then best score
    // first, equal scores the later-listed player first; players without games last.
    std::vector<RankingRow> ranking(int pinned = 0) const;
    QStringList rankingTable(const ResultFormat& format, int pinned = 0) const;
    QStringList outcomeLines() const;

private:
    QString sideName(Side side) const;

    QVector<PlayerInfo> m_players;
    QVector<PlayerRecord> m_records;
    ColourRecord m_whiteSide; // every game from White's point of view
    stats::ScoreAccumulator m_headToHead;
    int m_games = 0;
    bool m_fractional = false;
    bool m_rMobility = false;
    bool m_redBlack = false;
};

} // namespace arbiter
