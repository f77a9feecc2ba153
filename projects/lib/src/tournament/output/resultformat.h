// The ranking table of tournaments with more than two players, and -resultformat: cutechess-cli's
// columns, headers, widths and named formats (cutechess-cli 1.5.1 projects/lib/src/tournament.cpp,
// Tournament::results(), and the token, header and format maps of projects/lib/src/tournament.h),
// e.g.
//   Rank Name                          Elo     +/-   Games   Score    Draw
//      1 Alpha                          191     452       4   75.0%   50.0%
// Every cell is padded to its column's width and followed by one space, so lines end with a
// space; a longer value is not cut and does not widen the column. Elo and +/- as "%.0f"
// ("inf", "-inf", "nan" where they have no value); percentages as "%.1f%"; counts as integers
// (two decimals when fractional r-Mobility results make them fractional); Points as "%.1f"
// (four decimals when fractional).
//
// -resultformat takes a named format or a comma-separated list of fields, groups and named
// formats ("wide,Time"); they are listed by ResultFormat::helpText() (-resultformat help).
#pragma once

#include "stats/elo.h"
#include "tournament/output/playerrecord.h"

#include <QString>
#include <QStringList>
#include <map>
#include <optional>
#include <vector>

namespace arbiter {

struct RankingRow {
    int rank = 0;
    int player = -1;
    QString name;
    QString timeControl;
    stats::EloEstimate elo;
    const PlayerRecord* record = nullptr;
};

class ResultFormat {
public:
    // Named format ("default", "wide", ...) or a field list ("Rank,Name,Elo,W,L,D").
    // On error returns nullopt and sets *error, e.g. "unknown field 'Foo'".
    static std::optional<ResultFormat> parse(const QString& spec, QString* error);
    static ResultFormat defaultFormat();

    // Another header for a field of this format (the r-Mobility fork's tables print "wScore"
    // where cutechess-cli prints "White").
    void setHeader(const QString& token, const QString& header) { m_headers[token] = header; }

    // The canonical field tokens of this format, in order.
    QStringList fields() const;
    // The table: a header line and one line per row.
    QStringList render(const std::vector<RankingRow>& rows) const;

    // Every named format with its fields, every field with a description, the groups.
    static QString helpText();
    static QStringList namedFormats();
    static QStringList fieldNames();

private:
    std::vector<int> m_columns; // indexes into the field table
    std::map<QString, QString> m_headers;
};

} // namespace arbiter
