#include "tournament/resultformat.h"

#include "stats/statsformat.h"

#include <cmath>
#include <functional>

namespace arbiter {

namespace {

using Value = std::function<QString(const RankingRow&)>;

struct Field {
    QString token;
    QString header;
    QString description;
    int width;
    bool leftAligned;
    Value value;
};

QString fixed(double value, int decimals) {
    return QString::fromStdString(stats::formatFixed(value, decimals));
}

QString countText(double count) {
    return fixed(count, count == std::floor(count) ? 0 : 2);
}

QString pointsText(double points) {
    return fixed(points, std::floor(points * 2.0) == points * 2.0 ? 1 : 4);
}

QString percentText(double numerator, double denominator) {
    return fixed(numerator / denominator * 100.0, 1) + QLatin1Char('%');
}

// The result columns exist for all games and per colour ("w"/"b" prefix); one definition.
void addResultFields(std::vector<Field>& fields, const QString& prefix, const QString& scope,
                     std::function<ColourRecord(const PlayerRecord&)> pick) {
    auto field = [&](const char* token, const char* header, const QString& what,
                     std::function<QString(const ColourRecord&)> text) {
        fields.push_back({prefix + QLatin1String(token),
                          prefix.isEmpty() ? QString::fromLatin1(header) : prefix + token,
                          what + scope, 7, false,
                          [pick, text](const RankingRow& row) { return text(pick(*row.record)); }});
    };
    field("Games", "Games", QStringLiteral("games"),
          [](const ColourRecord& r) { return QString::number(r.games); });
    field("W", "W", QStringLiteral("wins"),
          [](const ColourRecord& r) { return countText(r.results.wins); });
    field("L", "L", QStringLiteral("losses"),
          [](const ColourRecord& r) { return countText(r.results.losses); });
    field("D", "D", QStringLiteral("draws"),
          [](const ColourRecord& r) { return countText(r.results.draws); });
    field("Points", "Points", QStringLiteral("points"),
          [](const ColourRecord& r) { return pointsText(r.points); });
    field("Score", "Score", QStringLiteral("score in percent"),
          [](const ColourRecord& r) { return percentText(r.points, r.games); });
    field("DScore", "Draw", QStringLiteral("draws in percent"),
          [](const ColourRecord& r) { return percentText(r.results.draws, r.games); });
}

void addCounterField(std::vector<Field>& fields, const char* token, const QString& description,
                     std::function<int(const PlayerRecord&)> count) {
    fields.push_back(
        {QString::fromLatin1(token), QString::fromLatin1(token), description, 7, false,
         [count](const RankingRow& row) { return QString::number(count(*row.record)); }});
}

std::vector<Field> buildFields() {
    std::vector<Field> fields;
    fields.push_back({QStringLiteral("Rank"), QStringLiteral("Rank"), QStringLiteral("rank"), 4,
                      false, [](const RankingRow& row) { return QString::number(row.rank); }});
    fields.push_back({QStringLiteral("Name"), QStringLiteral("Name"), QStringLiteral("player name"),
                      25, true, [](const RankingRow& row) { return row.name; }});
    fields.push_back({QStringLiteral("TC"), QStringLiteral("TC"), QStringLiteral("time control"), 7,
                      true, [](const RankingRow& row) { return row.timeControl; }});
    fields.push_back({QStringLiteral("Elo"), QStringLiteral("Elo"),
                      QStringLiteral("Elo difference to the average opponent"), 7, false,
                      [](const RankingRow& row) { return fixed(row.elo.elo, 0); }});
    fields.push_back({QStringLiteral("Error"), QStringLiteral("+/-"),
                      QStringLiteral("95 % error margin of Elo"), 7, false,
                      [](const RankingRow& row) { return fixed(row.elo.errorMargin, 0); }});
    addResultFields(fields, QString(), QString(), [](const PlayerRecord& r) { return r.total(); });
    addResultFields(fields, QStringLiteral("w"), QStringLiteral(" with White"),
                    [](const PlayerRecord& r) { return r.asWhite(); });
    addResultFields(fields, QStringLiteral("b"), QStringLiteral(" with Black"),
                    [](const PlayerRecord& r) { return r.asBlack(); });

    struct Loss {
        const char* token;
        LossKind kind;
        const char* what;
    };
    for (const Loss& l : {Loss{"Time", LossKind::TimeForfeit, "losses on time"},
                          Loss{"Illegal", LossKind::IllegalMove, "losses by illegal moves"},
                          Loss{"Discon", LossKind::Disconnection, "losses by disconnection"},
                          Loss{"Stall", LossKind::Stall, "losses by stalled connection"},
                          Loss{"WrClaim", LossKind::WrongClaim, "losses by invalid claims"}}) {
        const LossKind kind = l.kind;
        addCounterField(fields, l.token, QString::fromLatin1(l.what),
                        [kind](const PlayerRecord& r) { return r.lossesBy(kind); });
    }
    struct Draw {
        const char* token;
        DrawKind kind;
        const char* what;
    };
    for (const Draw& d :
         {Draw{"DStale", DrawKind::Stalemate, "draws by stalemate"},
          Draw{"DMater", DrawKind::InsufficientMaterial, "draws by insufficient material"},
          Draw{"DRepet", DrawKind::Repetition, "draws by repetition"},
          Draw{"DMoves", DrawKind::FiftyMoves, "draws by the fifty-move rule"},
          Draw{"DCount", DrawKind::MoveCount, "draws by counting / move-limit rules"},
          Draw{"DAdj", DrawKind::Adjudication, "draws by adjudication"},
          Draw{"DAgree", DrawKind::Agreement, "draws by agreement"},
          Draw{"OtherD", DrawKind::Other, "other draws"}}) {
        const DrawKind kind = d.kind;
        addCounterField(fields, d.token, QString::fromLatin1(d.what),
                        [kind](const PlayerRecord& r) { return r.drawsBy(kind); });
    }
    return fields;
}

const std::vector<Field>& fieldTable() {
    static const std::vector<Field> fields = buildFields();
    return fields;
}

struct Group {
    const char* name;
    const char* fields;
};
const Group kGroups[] = {
    {"WLDStats", "W,L,D"},
    {"Terminations", "Time,Illegal,Discon,Stall,WrClaim"},
    {"DrawStats", "DStale,DMater,DRepet,DMoves,DCount,DAdj,DAgree,OtherD"},
};

struct Named {
    const char* name;
    const char* fields;
};
const Named kNamedFormats[] = {
    {"minimal", "Rank,Name,Elo,Games"},
    {"small", "Rank,Name,Elo,Error,Games"},
    {"short", "Rank,Name,Elo,Error,Games,Score"},
    {"concise", "Rank,Name,Elo,Error,Games,WLDStats"},
    {"default", "Rank,Name,Elo,Error,Games,Score,DScore"},
    {"with-points", "Rank,Name,Elo,Error,Games,Points,Score,DScore"},
    {"wide", "Rank,Name,Elo,Error,Games,WLDStats,Points,Score,DScore"},
    {"wide2", "Rank,Name,TC,Elo,Error,Games,WLDStats,Points,Score,DScore"},
    {"per-color", "Rank,Name,Elo,Error,Games,Score,wGames,wW,wL,wD,wScore,bGames,bW,bL,bD,bScore"},
    {"ordo", "Rank,Name,Elo,Error,Points,Games,Score"},
    {"term", "Rank,Name,Games,Terminations"},
    {"draws", "Rank,Name,Games,D,DrawStats"},
    {"wide3", "Rank,Name,TC,Elo,Error,Games,WLDStats,Points,Score,DScore,Terminations,DrawStats"},
};

int findField(const QString& token) {
    const auto& fields = fieldTable();
    for (std::size_t i = 0; i < fields.size(); ++i)
        if (fields[i].token.compare(token, Qt::CaseInsensitive) == 0) return int(i);
    return -1;
}

bool expand(const QString& token, std::vector<int>& columns, QString* error) {
    for (const Named& n : kNamedFormats) { // a named format inside a list ("wide,Time")
        if (token != QLatin1String(n.name)) continue;
        for (const QString& member : QString::fromLatin1(n.fields).split(QLatin1Char(',')))
            if (!expand(member, columns, error)) return false;
        return true;
    }
    for (const Group& g : kGroups) {
        if (token.compare(QLatin1String(g.name), Qt::CaseInsensitive) != 0) continue;
        for (const QString& member : QString::fromLatin1(g.fields).split(QLatin1Char(',')))
            if (!expand(member, columns, error)) return false;
        return true;
    }
    const int index = findField(token);
    if (index < 0) {
        *error = QStringLiteral("unknown field '%1' (-resultformat help lists them)").arg(token);
        return false;
    }
    columns.push_back(index);
    return true;
}

} // namespace

std::optional<ResultFormat> ResultFormat::parse(const QString& spec, QString* error) {
    const QString list = spec.trimmed();
    if (list.isEmpty()) {
        *error = QStringLiteral("empty result format");
        return std::nullopt;
    }
    ResultFormat format;
    for (const QString& raw : list.split(QLatin1Char(','))) {
        const QString token = raw.trimmed();
        if (token.isEmpty()) {
            *error = QStringLiteral("empty field in '%1'").arg(spec);
            return std::nullopt;
        }
        if (!expand(token, format.m_columns, error)) return std::nullopt;
    }
    return format;
}

ResultFormat ResultFormat::defaultFormat() {
    QString ignored;
    return *parse(QStringLiteral("default"), &ignored);
}

QStringList ResultFormat::fields() const {
    QStringList tokens;
    for (int column : m_columns) tokens << fieldTable()[std::size_t(column)].token;
    return tokens;
}

QStringList ResultFormat::render(const std::vector<RankingRow>& rows) const {
    const auto& table = fieldTable();
    std::vector<std::vector<QString>> cells(rows.size());
    std::vector<int> widths;
    for (int column : m_columns) {
        const Field& f = table[std::size_t(column)];
        int width = std::max<int>(f.width, int(f.header.size()));
        for (std::size_t r = 0; r < rows.size(); ++r) {
            cells[r].push_back(f.value(rows[r]));
            width = std::max<int>(width, int(cells[r].back().size()));
        }
        widths.push_back(width);
    }
    auto line = [&](const std::function<QString(std::size_t)>& cell) {
        QString text;
        for (std::size_t c = 0; c < m_columns.size(); ++c) {
            const Field& f = table[std::size_t(m_columns[c])];
            const QString value = cell(c);
            text +=
                f.leftAligned ? value.leftJustified(widths[c]) : value.rightJustified(widths[c]);
            text += QLatin1Char(' ');
        }
        return text;
    };
    QStringList lines;
    lines << line([&](std::size_t c) { return table[std::size_t(m_columns[c])].header; });
    for (std::size_t r = 0; r < rows.size(); ++r)
        lines << line([&](std::size_t c) { return cells[r][c]; });
    return lines;
}

QStringList ResultFormat::namedFormats() {
    QStringList names;
    for (const Named& n : kNamedFormats) names << QString::fromLatin1(n.name);
    return names;
}

QStringList ResultFormat::fieldNames() {
    QStringList names;
    for (const Field& f : fieldTable()) names << f.token;
    return names;
}

QString ResultFormat::helpText() {
    QString text = QStringLiteral("Result formats: -resultformat NAME or a comma-separated list "
                                  "of fields, groups and named formats\n\nNamed formats:\n");
    for (const Named& n : kNamedFormats)
        text += QStringLiteral("  %1 %2\n").arg(QString::fromLatin1(n.name), -12).arg(n.fields);
    text += QStringLiteral("\nFields:\n");
    for (const Field& f : fieldTable())
        text += QStringLiteral("  %1 %2\n").arg(f.token, -12).arg(f.description);
    text += QStringLiteral("\nGroups:\n");
    for (const Group& g : kGroups)
        text += QStringLiteral("  %1 %2\n").arg(QString::fromLatin1(g.name), -12).arg(g.fields);
    return text;
}

} // namespace arbiter
