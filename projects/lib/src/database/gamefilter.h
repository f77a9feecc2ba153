// Searching and ordering a GameDatabase: a filter over the tags, the result, the variant and the
// opening (ECO code, opening name or the first moves), and a sort by any column. Text fields
// match case-insensitively anywhere in the tag; each distinct text is tested once.
#pragma once

#include "database/gamedatabase.h"

#include <string>
#include <vector>

namespace arbiter {

struct GameFilter {
    enum class Result { Any, WhiteWins, BlackWins, Draw, Decisive, Unfinished };

    std::string player; // either side
    std::string white;
    std::string black;
    std::string event;
    std::string site;
    // Inclusive bounds on [Date] ("2024", "2024.03" or "2024.03.15"); unknown parts ("??")
    // count as the earliest day.
    std::string dateFrom;
    std::string dateTo;
    std::string variant; // canonical variant name ("standard", "xiangqi"), empty: any
    std::string eco;     // a code prefix ("B2") or a range ("B20-B99")
    std::string opening; // part of [Opening] / [Variation]
    // The first moves, in any notation the variant's board reads ("1. e4 c5 2. Nf3", "C2.5");
    // games from a set-up position do not match.
    std::string moves;
    Result result = Result::Any;
    bool onlyErrors = false; // only games with a bad move

    bool isEmpty() const;
};

// Indices of the games that pass, in file order. False with *error when the moves do not read
// as moves of a variant in the database.
bool filterGames(const GameDatabase& database, const GameFilter& filter, std::vector<int>* out,
                 std::string* error);

enum class GameColumn {
    Number,
    White,
    Black,
    Result,
    Date,
    Event,
    Site,
    Round,
    Eco,
    Opening,
    Variant,
    Plies
};
constexpr int GameColumnCount = 12;
const char* gameColumnName(GameColumn column);

// Sorts game indices by a column (stable: equal games stay in file order when `indices` was).
void sortGames(const GameDatabase& database, std::vector<int>& indices, GameColumn column,
               bool descending);

// The text a column shows for a game ("1-0", "42", the tag ...).
std::string gameColumnText(const GameDatabase& database, int index, GameColumn column);

} // namespace arbiter
