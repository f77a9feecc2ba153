#include "database/databasebook.h"

#include "board/variant.h"
#include "pgn/polyglotbuilder.h"

namespace arbiter {

namespace {
bool hasPolyglotKeys(const std::string& variant) {
    const VariantInfo* info = findVariant(variant);
    return info && info->family == BoardFamily::Western && info->width == 8 && info->height == 8;
}
} // namespace

bool buildDatabaseBook(const GameDatabase& db, const std::vector<int>& indices,
                       const DatabaseBookOptions& options, const QString& fileName,
                       DatabaseBookReport* report, std::string* error,
                       const std::function<bool(int, int)>& progress) {
    PolyglotBookBuilder builder;
    builder.setMaxPly(options.maxPly);
    builder.setMinGames(options.minGames);
    DatabaseBookReport r;
    PgnGame game;
    const int total = int(indices.size());
    for (int n = 0; n < total; ++n) {
        if (progress && n % 256 == 0 && !progress(n, total)) {
            if (error) *error = "building the book was cancelled";
            return false;
        }
        const int index = indices[size_t(n)];
        const GameEntry& e = db.entry(index);
        if (e.error || e.result == PgnResult::Unknown ||
            !hasPolyglotKeys(db.text(index, GameText::Variant))) {
            ++r.gamesSkipped;
            continue;
        }
        std::string why;
        if (!db.readGame(index, game, &why) || !builder.addGame(game, &why)) {
            ++r.gamesSkipped;
            continue;
        }
        ++r.gamesUsed;
    }
    if (progress) progress(total, total);
    if (r.gamesUsed == 0) {
        if (error)
            *error = "none of the games can go into a Polyglot book (finished games of 8x8 "
                     "chess variants are needed)";
        return false;
    }
    r.entries = int(builder.entries().size());
    if (!builder.save(fileName, error)) return false;
    if (report) *report = r;
    return true;
}

} // namespace arbiter
