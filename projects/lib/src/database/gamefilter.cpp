#include "database/gamefilter.h"

#include "board/board.h"
#include "board/variant.h"

#include <algorithm>
#include <cctype>
#include <unordered_map>

namespace arbiter {

namespace {

char lower(char c) {
    return (c >= 'A' && c <= 'Z') ? char(c - 'A' + 'a') : c;
}

// Case-insensitive (ASCII) substring test; other UTF-8 bytes compare as they are.
bool containsFolded(std::string_view text, std::string_view needle) {
    if (needle.empty()) return true;
    if (needle.size() > text.size()) return false;
    for (size_t i = 0; i + needle.size() <= text.size(); ++i) {
        size_t k = 0;
        while (k < needle.size() && lower(text[i + k]) == lower(needle[k])) ++k;
        if (k == needle.size()) return true;
    }
    return false;
}

int compareFolded(std::string_view a, std::string_view b) {
    const size_t n = std::min(a.size(), b.size());
    for (size_t i = 0; i < n; ++i) {
        const char x = lower(a[i]), y = lower(b[i]);
        if (x != y) return (unsigned char)x < (unsigned char)y ? -1 : 1;
    }
    return a.size() < b.size() ? -1 : a.size() > b.size() ? 1 : 0;
}

// Natural order for round numbers and the like: digit runs compare by value ("9" < "10").
int compareNatural(std::string_view a, std::string_view b) {
    size_t i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
        if (std::isdigit((unsigned char)a[i]) && std::isdigit((unsigned char)b[j])) {
            size_t i2 = i, j2 = j;
            while (i2 < a.size() && a[i2] == '0') ++i2;
            while (j2 < b.size() && b[j2] == '0') ++j2;
            size_t ie = i2, je = j2;
            while (ie < a.size() && std::isdigit((unsigned char)a[ie])) ++ie;
            while (je < b.size() && std::isdigit((unsigned char)b[je])) ++je;
            if (ie - i2 != je - j2) return ie - i2 < je - j2 ? -1 : 1;
            const int c = a.substr(i2, ie - i2).compare(b.substr(j2, je - j2));
            if (c != 0) return c < 0 ? -1 : 1;
            i = ie;
            j = je;
        } else {
            const char x = lower(a[i]), y = lower(b[j]);
            if (x != y) return (unsigned char)x < (unsigned char)y ? -1 : 1;
            ++i;
            ++j;
        }
    }
    return i < a.size() ? 1 : j < b.size() ? -1 : 0;
}

// "2024.??.15" -> "2024.00.15": unknown parts sort and compare as the earliest.
std::string normalizedDate(std::string_view date) {
    std::string d(date);
    for (char& c : d)
        if (c == '?') c = '0';
    return d;
}

// Per distinct text of the pool: does it contain the needle?
std::vector<uint8_t> matchingTexts(const StringPool& pool, const std::string& needle) {
    std::vector<uint8_t> match(pool.size());
    for (size_t id = 0; id < pool.size(); ++id)
        match[id] = containsFolded(pool.text(uint32_t(id)), needle) ? 1 : 0;
    return match;
}

bool isMoveNumber(std::string_view token) {
    if (token.empty() || !std::isdigit((unsigned char)token[0])) return false;
    size_t i = 0;
    while (i < token.size() && std::isdigit((unsigned char)token[i])) ++i;
    return i < token.size() && token[i] == '.';
}

// The moves of the filter read on a board of `variant` from its start position.
bool parseMoves(const std::string& text, const std::string& variant, std::vector<uint32_t>* out,
                std::string* error) {
    auto board = createBoard(variant);
    if (!board) {
        *error = "unknown variant '" + variant + "'";
        return false;
    }
    size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && std::isspace((unsigned char)text[i])) ++i;
        size_t j = i;
        while (j < text.size() && !std::isspace((unsigned char)text[j])) ++j;
        std::string_view token(text.data() + i, j - i);
        i = j;
        if (isMoveNumber(token)) {
            // "1." or "1...", or "1.e4" written together.
            const size_t dot = token.find_last_of('.');
            token.remove_prefix(dot + 1);
        }
        if (token.empty()) continue;
        std::string why;
        const Move move = board->parseMove(token, &why);
        if (move.isNull()) {
            *error =
                "'" + std::string(token) + "' is not a legal " + variant + " move here: " + why;
            return false;
        }
        if (out->size() >= size_t(GameDatabase::StoredPlies)) {
            *error = "at most " + std::to_string(GameDatabase::StoredPlies) +
                     " first moves can be searched";
            return false;
        }
        out->push_back(move.raw());
        board->makeMove(move);
    }
    return true;
}

bool resultPasses(GameFilter::Result wanted, PgnResult result) {
    switch (wanted) {
    case GameFilter::Result::Any: return true;
    case GameFilter::Result::WhiteWins: return result == PgnResult::WhiteWins;
    case GameFilter::Result::BlackWins: return result == PgnResult::BlackWins;
    case GameFilter::Result::Draw: return result == PgnResult::Draw;
    case GameFilter::Result::Decisive:
        return result == PgnResult::WhiteWins || result == PgnResult::BlackWins;
    case GameFilter::Result::Unfinished: return result == PgnResult::Unknown;
    }
    return true;
}

int resultOrder(PgnResult r) {
    switch (r) {
    case PgnResult::WhiteWins: return 0;
    case PgnResult::Draw: return 1;
    case PgnResult::BlackWins: return 2;
    case PgnResult::Unknown: return 3;
    }
    return 3;
}

GameText textOf(GameColumn column) {
    switch (column) {
    case GameColumn::White: return GameText::White;
    case GameColumn::Black: return GameText::Black;
    case GameColumn::Date: return GameText::Date;
    case GameColumn::Event: return GameText::Event;
    case GameColumn::Site: return GameText::Site;
    case GameColumn::Round: return GameText::Round;
    case GameColumn::Eco: return GameText::Eco;
    case GameColumn::Opening: return GameText::Opening;
    default: return GameText::Variant;
    }
}

} // namespace

bool GameFilter::isEmpty() const {
    return player.empty() && white.empty() && black.empty() && event.empty() && site.empty() &&
           dateFrom.empty() && dateTo.empty() && variant.empty() && eco.empty() &&
           opening.empty() && moves.empty() && result == Result::Any && !onlyErrors;
}

bool filterGames(const GameDatabase& db, const GameFilter& filter, std::vector<int>* out,
                 std::string* error) {
    out->clear();
    const StringPool& pool = db.pool();
    struct TextTest {
        GameText field;
        GameText other; // the player filter looks at both sides
        std::vector<uint8_t> match;
    };
    std::vector<TextTest> tests;
    auto addTest = [&](const std::string& needle, GameText field, GameText other) {
        if (!needle.empty()) tests.push_back({field, other, matchingTexts(pool, needle)});
    };
    addTest(filter.player, GameText::White, GameText::Black);
    addTest(filter.white, GameText::White, GameText::White);
    addTest(filter.black, GameText::Black, GameText::Black);
    addTest(filter.event, GameText::Event, GameText::Event);
    addTest(filter.site, GameText::Site, GameText::Site);
    addTest(filter.opening, GameText::Opening, GameText::Opening);

    // ECO: a prefix or an inclusive range of codes, tested once per distinct text.
    std::vector<uint8_t> ecoMatch;
    if (!filter.eco.empty()) {
        std::string from = filter.eco, to;
        const size_t dash = from.find('-');
        if (dash != std::string::npos) {
            to = from.substr(dash + 1);
            from.resize(dash);
        }
        ecoMatch.resize(pool.size());
        for (size_t id = 0; id < pool.size(); ++id) {
            const std::string& code = pool.text(uint32_t(id));
            bool ok;
            if (to.empty())
                ok = code.size() >= from.size() &&
                     compareFolded(code.substr(0, from.size()), from) == 0;
            else
                ok = !code.empty() && compareFolded(code, from) >= 0 &&
                     compareFolded(code.substr(0, to.size()), to) <= 0;
            ecoMatch[id] = ok ? 1 : 0;
        }
    }
    uint32_t variantId = UINT32_MAX;
    if (!filter.variant.empty()) {
        const VariantInfo* info = findVariant(filter.variant);
        const std::string name = info ? info->name : filter.variant;
        for (size_t id = 0; id < pool.size(); ++id)
            if (pool.text(uint32_t(id)) == name) variantId = uint32_t(id);
        if (variantId == UINT32_MAX) return true; // no game of that variant
    }
    const std::string dateFrom = normalizedDate(filter.dateFrom);
    // A bound compares as long as it is: "2024" as the upper bound takes in the whole year.
    const std::string& dateTo = filter.dateTo;
    // First moves: parsed once per variant met.
    std::unordered_map<uint32_t, std::vector<uint32_t>> movesByVariant;
    std::string firstMoveError;

    for (int i = 0; i < db.size(); ++i) {
        const GameEntry& e = db.entry(i);
        if (filter.onlyErrors && !e.error) continue;
        if (!resultPasses(filter.result, e.result)) continue;
        if (variantId != UINT32_MAX && e.texts[int(GameText::Variant)] != variantId) continue;
        bool ok = true;
        for (const TextTest& t : tests)
            if (!t.match[e.texts[int(t.field)]] && !t.match[e.texts[int(t.other)]]) {
                ok = false;
                break;
            }
        if (!ok) continue;
        if (!ecoMatch.empty() && !ecoMatch[e.texts[int(GameText::Eco)]]) continue;
        if (!dateFrom.empty() || !dateTo.empty()) {
            const std::string date = normalizedDate(pool.text(e.texts[int(GameText::Date)]));
            if (date.empty()) continue; // an unknown date is outside every range
            if (!dateFrom.empty() && date.compare(0, dateFrom.size(), dateFrom) < 0) continue;
            if (!dateTo.empty() && date.compare(0, dateTo.size(), dateTo) > 0) continue;
        }
        if (!filter.moves.empty()) {
            if (e.setUp) continue;
            const uint32_t v = e.texts[int(GameText::Variant)];
            auto it = movesByVariant.find(v);
            if (it == movesByVariant.end()) {
                std::vector<uint32_t> moves;
                std::string why;
                if (!parseMoves(filter.moves, pool.text(v), &moves, &why)) {
                    // Not moves of this variant: its games do not match. Remember why in
                    // case no variant reads them.
                    if (firstMoveError.empty()) firstMoveError = why;
                    moves.assign(1, 0); // the null move matches no game
                }
                it = movesByVariant.emplace(v, std::move(moves)).first;
            }
            const std::vector<uint32_t>& wanted = it->second;
            if (wanted.size() > e.firstMoveCount) continue;
            if (!std::equal(wanted.begin(), wanted.end(), db.firstMoves(i))) continue;
        }
        out->push_back(i);
    }
    if (!filter.moves.empty() && !firstMoveError.empty()) {
        bool anyRead = false;
        for (const auto& kv : movesByVariant)
            if (!(kv.second.size() == 1 && kv.second[0] == 0)) anyRead = true;
        if (!anyRead) {
            *error = firstMoveError;
            return false;
        }
    }
    return true;
}

const char* gameColumnName(GameColumn column) {
    static const char* names[GameColumnCount] = {"#",    "White",   "Black",   "Result",
                                                 "Date", "Event",   "Site",    "Round",
                                                 "ECO",  "Opening", "Variant", "Plies"};
    return names[int(column)];
}

std::string gameColumnText(const GameDatabase& db, int index, GameColumn column) {
    const GameEntry& e = db.entry(index);
    switch (column) {
    case GameColumn::Number: return std::to_string(e.number);
    case GameColumn::Result: return std::string(pgnResultToken(e.result));
    case GameColumn::Plies: return std::to_string(e.plies);
    default: return db.text(index, textOf(column));
    }
}

void sortGames(const GameDatabase& db, std::vector<int>& indices, GameColumn column,
               bool descending) {
    auto order = [descending](auto less) {
        return [less, descending](int a, int b) { return descending ? less(b, a) : less(a, b); };
    };
    switch (column) {
    case GameColumn::Number:
        std::stable_sort(indices.begin(), indices.end(), order([&](int a, int b) {
                             return db.entry(a).number < db.entry(b).number;
                         }));
        return;
    case GameColumn::Plies:
        std::stable_sort(indices.begin(), indices.end(), order([&](int a, int b) {
                             return db.entry(a).plies < db.entry(b).plies;
                         }));
        return;
    case GameColumn::Result:
        std::stable_sort(indices.begin(), indices.end(), order([&](int a, int b) {
                             return resultOrder(db.entry(a).result) <
                                    resultOrder(db.entry(b).result);
                         }));
        return;
    default: break;
    }
    // Text columns: rank the distinct texts once, then sort games by rank.
    const GameText field = textOf(column);
    const StringPool& pool = db.pool();
    std::vector<uint32_t> ids;
    {
        std::vector<uint8_t> used(pool.size());
        for (int i : indices) used[db.entry(i).texts[int(field)]] = 1;
        for (size_t id = 0; id < used.size(); ++id)
            if (used[id]) ids.push_back(uint32_t(id));
    }
    const bool natural = column == GameColumn::Round;
    const bool date = column == GameColumn::Date;
    std::sort(ids.begin(), ids.end(), [&](uint32_t a, uint32_t b) {
        const std::string& x = pool.text(a);
        const std::string& y = pool.text(b);
        if (x.empty() != y.empty()) return y.empty(); // games without the tag last, both ways
        const int c = date      ? normalizedDate(x).compare(normalizedDate(y))
                      : natural ? compareNatural(x, y)
                                : compareFolded(x, y);
        return descending ? c > 0 : c < 0;
    });
    std::vector<uint32_t> rank(pool.size());
    for (size_t r = 0; r < ids.size(); ++r) rank[ids[r]] = uint32_t(r);
    std::stable_sort(indices.begin(), indices.end(), [&](int a, int b) {
        return rank[db.entry(a).texts[int(field)]] < rank[db.entry(b).texts[int(field)]];
    });
}

} // namespace arbiter
