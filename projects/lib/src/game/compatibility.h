// The behaviours in which the tools arbiter-cli stands in for differ, as one value: each field
// names one behaviour, and a tool's way is a named constructor (cutechess-cli 1.5.1 and fastchess
// 1.8.2-alpha, the versions the recorded runs of tests/data/compat were made with; docs/cli.md,
// "Compatibility with cutechess-cli"). description/runnersettings.cpp alone turns the command
// line's dialect into a Compatibility; the tournament runner, the games, the openings, the
// record writer and the engines' evaluation capture read it (or the one field they need).
// Another tool or version is another named constructor, not another flag
// (docs/architecture.md, "Compatibility").
#pragma once

#include "game/adjudication.h"
#include "game/timecontrol.h"
#include "pgn/openingsuite.h"

#include <string>
#include <vector>

namespace arbiter {

// How a loss on time is worded: "White loses on time", or with the time beyond the clock,
// "White loses on time (12ms overrun)" (fastchess).
enum class TimeLossWording { Plain, WithOverrun };

// The PGN record of a game and its EPD line: cutechess-cli's tags, move comments and full-FEN
// EPD line (game/gamerecord.h, tournament/output/cutechesspgn.h), or fastchess's tags, layout,
// comments and EPD line with hmvc/fmvn operations (tournament/output/fastchesspgn.h).
enum class RecordStyle { Cutechess, Fastchess };

// The order of a round robin's and a gauntlet's encounters: cutechess-cli's, or fastchess's, one
// encounter a round (tournament/pairing/cyclicpairing.h, CyclicPairing::fastchessCycle).
enum class PairingOrder { Cutechess, Fastchess };

struct Compatibility {
    // How -draw, -resign, -maxmoves and -tb adjudicate (game/adjudication.h,
    // game/tablebasejudge.h).
    AdjudicationStyle adjudication = AdjudicationStyle::Cutechess;
    GameClock::Style clockStyle = GameClock::Style::Standard; // game/timecontrol.h
    TimeLossWording timeLossWording = TimeLossWording::Plain;
    // An engine's exact score is preferred to a later bound's (the score fastchess adjudicates
    // with; engine/evaluationcapture.h).
    bool exactScoresFirst = false;
    RecordStyle records = RecordStyle::Cutechess;
    // How a random opening order is drawn and how the suite is cycled (pgn/openingsuite.h).
    OpeningSuiteOptions::OrderRules openingOrder = OpeningSuiteOptions::OrderRules::Cutechess;
    // An EPD opening's FEN move counters set the start position's (pgn/openingsuite.h).
    bool epdFenCounters = false;
    // An engine without name= is named by its engine ("id name", "feature myname").
    bool namesFromEngines = true;
    // Games cut short by a stop end "* {No result}", are written (unless -pgnout's "fi") and
    // reported (TournamentRunner::gameStopped); else they are left out silently.
    bool reportStoppedGames = true;
    // Without -recover the game an engine loses by a crash or a stall, which stops the run, is
    // counted but written to neither the PGN nor the EPD file, and the front-end announces the
    // stop (fastchess 1.8.2 app/src/matchmaking/tournament/base/tournament.cpp,
    // BaseTournament::playGame); else the runner's "Stopping the tournament" message.
    bool stopUnwrittenOnFault = false;
    // The engines' PVs are checked after every move (engines keep each search's scoring lines),
    // in the variants where the tool does it: pvChecksIn().
    bool pvChecks = false;
    PairingOrder pairingOrder = PairingOrder::Cutechess;

    static Compatibility cutechess();
    static Compatibility fastchess();

    // The names of the behaviours in which this value and `other` differ, in the fields' order.
    // It lists every field by a structured binding, so a field added to the struct does not
    // compile until it is named here (and decided for every tool).
    std::vector<std::string> differences(const Compatibility& other) const;
};

// Whether engines' PVs are checked in games of `variant` (fastchess checks them in standard
// chess and Chess960, the variants it plays).
bool pvChecksIn(const Compatibility& compatibility, const std::string& variant);

} // namespace arbiter
