// The ranking table of tournaments with more than two players, and -resultformat.
//
// Layout (cutechess-cli's; the column layout is checked against verified output of the
// r-Mobility fork, docs/r-mobility.md "Console output"): every column is padded to its width and
// followed by one space, so lines end with a space; "Rank" is right-aligned in 4 characters, "Name"
// left-aligned in max(25, longest name) characters, number columns right-aligned in 7 (wider
// when a value or header needs it), e.g.
//   Rank Name                          Elo     +/-   Games   Score    Draw
//      1 Alpha                          191     inf       4   75.0%   50.0%
//
// Value formats: Elo and +/- as "%.0f"; Score and Draw percentages as "%.1f%"; counts as
// integers (two decimals when fractional r-Mobility results make them fractional); Points
// as "%.1f" (four decimals when fractional). Non-finite numbers print "inf", "-inf", "nan".
// Exact cutechess widths for some columns (TC, the termination counters) are not documented
// in the reference; these are Arbiter's choices, all defined in resultformat.cpp.
//
// -resultformat takes a named format or a comma-separated list of fields, groups and named
// formats ("wide,Time"); they are listed by ResultFormat::helpText() (-resultformat help).
#pragma once

#include "stats/elo.h"
#include "tournament/playerrecord.h"

#include <QString>
#include <QStringList>
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
};

} // namespace arbiter
