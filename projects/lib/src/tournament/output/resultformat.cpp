#include "tournament/output/resultformat.h"

#include "stats/statsformat.h"

#include <cmath>
#include <functional>

namespace arbiter {

namespace {

using Value = std::function<QString(const RankingRow&)>;

// One column. Every cell is padded to `width` (right-aligned, Name left-aligned) and followed
// by one space; a longer value is not cut and the column is not widened, as in cutechess-cli
// (its Tournament::results(), QString::arg with a field width). Percent columns print the
// number in width - 1 characters and a '%'. Cells of tokens cutechess-cli knows but fills with
// nothing (LOS, wElo, ...) are empty.
struct Field {
    QString token;
    QString header;
    QString description;
    int width;
    bool leftAligned;
    bool percent;
    Value value; // empty: the column prints nothing
};

QString fixed(double value, int decimals) {
    return QString::fromStdString(stats::formatFixedAsQt(value, decimals));
}

QString countText(double count) {
    return fixed(count, count == std::floor(count) ? 0 : 2);
}

QString pointsText(double points) {
    return fixed(points, std::floor(points * 2.0) == points * 2.0 ? 1 : 4);
}

QString percentNumber(double numerator, double denominator) {
    return fixed(numerator / denominator * 100.0, 1);
}

Field field(const QString& token, const QString& header, const QString& description, int width,
            Value value) {
    return {token, header, description, width, false, false, std::move(value)};
}

Field percentField(const QString& token, const QString& header, const QString& description,
                   Value value) {
    return {token, header, description, 7, false, true, std::move(value)};
}

using Pick = std::function<ColourRecord(const PlayerRecord&)>;

Value games(Pick pick) {
    return [pick](const RankingRow& r) { return QString::number(pick(*r.record).games); };
}
Value wins(Pick pick) {
    return [pick](const RankingRow& r) { return countText(pick(*r.record).results.wins); };
}
Value losses(Pick pick) {
    return [pick](const RankingRow& r) { return countText(pick(*r.record).results.losses); };
}
Value draws(Pick pick) {
    return [pick](const RankingRow& r) { return countText(pick(*r.record).results.draws); };
}
Value points(Pick pick) {
    return [pick](const RankingRow& r) { return pointsText(pick(*r.record).points); };
}
Value score(Pick pick) {
    return [pick](const RankingRow& r) {
        const ColourRecord c = pick(*r.record);
        return percentNumber(c.points, c.games);
    };
}
Value drawScore(Pick pick) {
    return [pick](const RankingRow& r) {
        const ColourRecord c = pick(*r.record);
        return percentNumber(c.results.draws, c.games);
    };
}

// cutechess-cli's tokens, headers and widths (the token and header maps of its Tournament),
// then Arbiter's own (wGames, wPoints, ...: cutechess-cli has no such columns).
std::vector<Field> buildFields() {
    const Pick all = [](const PlayerRecord& r) { return r.total(); };
    const Pick white = [](const PlayerRecord& r) { return r.asWhite(); };
    const Pick black = [](const PlayerRecord& r) { return r.asBlack(); };
    auto S = [](const char* text) { return QString::fromLatin1(text); };
    std::vector<Field> f;
    f.push_back(field(S("Rank"), S("Rank"), S("rank"), 4,
                      [](const RankingRow& r) { return QString::number(r.rank); }));
    Field name = field(S("Name"), S("Name"), S("player name"), 25,
                       [](const RankingRow& r) { return r.name; });
    name.leftAligned = true;
    f.push_back(name);
    f.push_back(field(S("TC"), S("TC"), S("time control"), 14,
                      [](const RankingRow& r) { return r.timeControl; }));
    f.push_back(field(S("Elo"), S("Elo"), S("Elo difference to the average opponent"), 7,
                      [](const RankingRow& r) { return fixed(r.elo.elo, 0); }));
    f.push_back(field(S("Error"), S("+/-"), S("95 % error margin of Elo"), 7,
                      [](const RankingRow& r) { return fixed(r.elo.errorMargin, 0); }));
    f.push_back(field(S("Games"), S("Games"), S("games"), 7, games(all)));
    f.push_back(field(S("W"), S("Wins"), S("wins"), 7, wins(all)));
    f.push_back(field(S("L"), S("Losses"), S("losses"), 7, losses(all)));
    f.push_back(field(S("D"), S("Draws"), S("draws"), 7, draws(all)));
    f.push_back(field(S("Points"), S("Points"), S("points"), 8, points(all)));
    f.push_back(percentField(S("Score"), S("Score"), S("score in percent"), score(all)));
    f.push_back(percentField(S("DScore"), S("Draw"), S("draws in percent"), drawScore(all)));
    f.push_back(percentField(S("wScore"), S("White"), S("score with White"), score(white)));
    f.push_back(percentField(S("bScore"), S("Black"), S("score with Black"), score(black)));
    f.push_back(
        percentField(S("wDScore"), S("WDraw"), S("draws with White in percent"), drawScore(white)));
    f.push_back(
        percentField(S("bDScore"), S("BDraw"), S("draws with Black in percent"), drawScore(black)));
    f.push_back(field(S("wW"), S("WWins"), S("wins with White"), 7, wins(white)));
    f.push_back(field(S("wL"), S("WLoss."), S("losses with White"), 7, losses(white)));
    f.push_back(field(S("wD"), S("WDraws"), S("draws with White"), 7, draws(white)));
    f.push_back(field(S("bW"), S("BWins"), S("wins with Black"), 7, wins(black)));
    f.push_back(field(S("bL"), S("BLoss."), S("losses with Black"), 7, losses(black)));
    f.push_back(field(S("bD"), S("BDraws"), S("draws with Black"), 7, draws(black)));
    for (const char* silent : {"LOS", "wElo", "wError", "wLOS", "bElo", "bError"})
        f.push_back({S(silent), QString(), S("(accepted as cutechess-cli does; prints nothing)"), 0,
                     false, false, Value()});

    struct Count {
        const char* token;
        const char* what;
        std::function<int(const PlayerRecord&)> count;
    };
    auto loss = [](LossKind k) { return [k](const PlayerRecord& r) { return r.lossesBy(k); }; };
    auto draw = [](DrawKind k) { return [k](const PlayerRecord& r) { return r.drawsBy(k); }; };
    const Count counts[] = {
        {"Time", "losses on time", loss(LossKind::TimeForfeit)},
        {"Illegal", "losses by illegal moves", loss(LossKind::IllegalMove)},
        {"Discon", "losses by disconnection", loss(LossKind::Disconnection)},
        {"Stall", "losses by stalled connection", loss(LossKind::Stall)},
        {"WrClaim", "losses by invalid claims", loss(LossKind::WrongClaim)},
        {"RegulL", "regular losses (mated, resigned, adjudicated)",
         [](const PlayerRecord& r) { return r.regularLosses(); }},
        {"RegulW", "regular wins", [](const PlayerRecord& r) { return r.regularWins(); }},
        {"OtherW", "other wins (the opponent's fault)",
         [](const PlayerRecord& r) { return r.otherWins(); }},
        {"DStale", "draws by stalemate", draw(DrawKind::Stalemate)},
        {"DMater", "draws by insufficient material", draw(DrawKind::InsufficientMaterial)},
        {"DRepet", "draws by repetition", draw(DrawKind::Repetition)},
        {"DMoves", "draws by the fifty-move rule", draw(DrawKind::FiftyMoves)},
        {"DCount", "draws by counting / move-limit rules", draw(DrawKind::MoveCount)},
        {"DAdj", "draws by adjudication", draw(DrawKind::Adjudication)},
        {"DAgree", "draws by agreement", draw(DrawKind::Agreement)},
        {"OtherD", "other draws", draw(DrawKind::Other)},
    };
    for (const Count& c : counts) {
        auto count = c.count;
        f.push_back(field(S(c.token), S(c.token), S(c.what), 7, [count](const RankingRow& r) {
            return QString::number(count(*r.record));
        }));
    }

    // Arbiter's columns.
    f.push_back(field(S("wGames"), S("wGames"), S("games with White [Arbiter]"), 7, games(white)));
    f.push_back(field(S("bGames"), S("bGames"), S("games with Black [Arbiter]"), 7, games(black)));
    f.push_back(
        field(S("wPoints"), S("wPoints"), S("points with White [Arbiter]"), 8, points(white)));
    f.push_back(
        field(S("bPoints"), S("bPoints"), S("points with Black [Arbiter]"), 8, points(black)));
    return f;
}

const std::vector<Field>& fieldTable() {
    static const std::vector<Field> fields = buildFields();
    return fields;
}

struct Named {
    const char* name;
    const char* fields;
};
// cutechess-cli's groups and named formats. Its own lists name wPoints and bPoints, tokens it
// does not know and skips; they are left out here, so that the columns are the ones it prints.
const Named kGroups[] = {
    {"WLDStats", "W,L,D,Points,Score,wW,wL,wD,wScore,bW,bL,bD,bScore"},
    {"DrawStats", "DScore,DStale,DMater,DRepet,DMoves,DAdj,DAgree,OtherD"},
    {"Terminations", "Time,Illegal,Discon,Stall,WrClaim"},
};
const Named kNamedFormats[] = {
    {"minimal", "Rank,Name"},
    {"small", "Rank,Name,Games,Points"},
    {"short", "Rank,Name,Elo,Games"},
    {"concise", "Rank,Name,Elo,Error,Games"},
    {"default", "Rank,Name,Elo,Error,Games,Score,DScore"},
    {"with-points", "Rank,Name,Elo,Error,Games,Points,Score,DScore"},
    {"wide", "Rank,Name,Elo,Error,Games,W,L,D,Points,Score,DScore"},
    {"wide2", "Rank,Name,Elo,Error,Games,W,L,D,Points,Score,DScore,wScore,bScore"},
    {"per-color", "Rank,Name,Elo,Error,Games,W,L,D,Points,wW,wL,wD,bW,bL,bD"},
    {"ordo", "Rank,Name,Elo,Points,Games,Score"},
    {"term", "Rank,Name,Elo,Error,Games,Score,Time,Illegal,Discon,Stall,WrClaim"},
    {"draws", "Rank,Name,Elo,Error,Games,W,L,D,Points,Score,DScore,DStale,DMater,DRepet,DMoves,"
              "DAdj,DAgree,OtherD"},
    {"wide3", "Rank,Name,TC,Elo,Error,Games,WLDStats,DrawStats,Terminations"},
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
    for (const Named& g : kGroups) {
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
    auto line = [&](const std::function<QString(const Field&)>& cell) {
        QString text;
        for (int column : m_columns) {
            const Field& f = table[std::size_t(column)];
            if (!f.value) continue;
            const QString value = cell(f);
            text += f.leftAligned ? value.leftJustified(f.width) : value.rightJustified(f.width);
            text += QLatin1Char(' ');
        }
        return text;
    };
    QStringList lines;
    lines << line([&](const Field& f) {
        const auto renamed = m_headers.find(f.token);
        return renamed != m_headers.end() ? renamed->second : f.header;
    });
    for (const RankingRow& row : rows)
        lines << line([&](const Field& f) {
            return f.percent ? f.value(row).rightJustified(f.width - 1) + QLatin1Char('%')
                             : f.value(row);
        });
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
    for (const Named& g : kGroups)
        text += QStringLiteral("  %1 %2\n").arg(QString::fromLatin1(g.name), -12).arg(g.fields);
    return text;
}

} // namespace arbiter
