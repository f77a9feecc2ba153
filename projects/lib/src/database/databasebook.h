// Building a Polyglot opening book from games of a GameDatabase (all, or the filtered ones):
// each game is read again in full and handed to the library's PolyglotBookBuilder. Games of
// variants without Polyglot keys (xiangqi, boards other than 8x8) and unfinished games are
// skipped and counted.
#pragma once

#include "database/gamedatabase.h"

#include <functional>
#include <string>
#include <vector>

namespace arbiter {

struct DatabaseBookOptions {
    int maxPly = 20;  // plies of each game that go into the book (negative: all)
    int minGames = 1; // moves played fewer times than this in their position are left out
};

struct DatabaseBookReport {
    int gamesUsed = 0;
    int gamesSkipped = 0; // other variants, unfinished or unreadable games
    int entries = 0;      // book entries written
};

// Builds and writes the book. `progress(done, total)` is called now and then with games
// handled; returning false cancels (no file is written). False with *error on failure.
bool buildDatabaseBook(const GameDatabase& database, const std::vector<int>& indices,
                       const DatabaseBookOptions& options, const QString& fileName,
                       DatabaseBookReport* report, std::string* error,
                       const std::function<bool(int done, int total)>& progress = {});

} // namespace arbiter
