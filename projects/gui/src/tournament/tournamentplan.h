// What the New Tournament dialog edits, as plain values, and the arbiter-cli command line it
// stands for. The command line is the tournament's configuration: the GUI parses it with
// arbiter-cli's own parser (cli/cliparser.h) into the options the TournamentJob runs, and the
// state file stores it, so `arbiter-cli -resume STATE` continues a tournament started here and
// the GUI resumes one started by arbiter-cli.
//
// Only settings that differ from arbiter-cli's defaults are written, so the command line reads
// like one a person would type. Engines are named by conf= from the GUI's engines.json
// (-engines-file with its absolute path); files are written as absolute paths.
#pragma once

#include "game/timecontrol.h"

#include <QString>
#include <QStringList>
#include <cstdint>
#include <optional>

namespace arbiter::gui {

struct TournamentPlan {
    // ---- Players ----
    QString enginesFile; // the GUI's engines.json
    QStringList players; // engine names in it (conf=), in seeding order
    TimeControl timeControl = TimeControl::perMove(1000); // -each tc=/st=/depth=/nodes=
    int timeMarginMs = 0;                                 // -each timemargin=
    bool ponder = false;                                  // -each ponder

    // ---- Tournament ----
    QString type = QStringLiteral("round-robin"); // -tournament
    int gamesPerEncounter = 2;                    // -games
    int rounds = 1;                               // -rounds (not for knockout)
    int openingRepetitions = 1;                   // -repeat N (1: no -repeat)
    bool noSwap = false;
    bool reverse = false;
    int seeds = 0;
    int concurrency = 1;
    int waitMs = 0;
    bool recover = false;
    std::optional<std::uint64_t> randomSeed; // -srand

    // ---- Variant and rules ----
    QString variant = QStringLiteral("standard");
    QString rMobilityType; // empty: r-Mobility off; exponential, classical, harmonic, ...
    QString rMobilityCutoff = QStringLiteral("g6.0");
    bool legacyMode = false;
    QString defaultKomi = QStringLiteral("g5.75");
    int xqRepetition = 3;
    int xqMoveLimit = 60;
    int xqCheckCap = 10;
    QString xqMaterialDraws = QStringLiteral("strict");
    QString xqNotation = QStringLiteral("wxf");

    // ---- Openings ----
    QString openingsFile;        // empty: none
    QString openingsFormat;      // "", "epd" or "pgn" ("": from the file name)
    bool openingsRandom = false; // order=random
    int openingPlies = 0;        // plies= (0: all)
    int openingStart = 1;        // start=
    QString openingPolicy = QStringLiteral("default");

    // ---- Adjudication ----
    bool drawAdjudication = false;
    int drawMoveNumber = 40;
    int drawMoveCount = 8;
    int drawScore = 10;
    bool resignAdjudication = false;
    int resignMoveCount = 3;
    int resignScore = 1000;
    bool resignTwoSided = false;
    int maxMoves = 0;            // -maxmoves (0: none)
    bool drawOffers = false;     // -drawoffers
    int drawOffersPerPlayer = 1; // maxoffers= (0: no limit)
    bool drawOfferBand = false;  // band= moves=: the manager offers and answers for UCI engines
    int drawOfferBandCp = 10;    // band=
    int drawOfferMoves = 40;     // moves=

    // ---- Statistics ----
    bool sprt = false;
    double elo0 = 0.0;
    double elo1 = 5.0;
    double alpha = 0.05;
    double beta = 0.05;
    QString sprtModel = QStringLiteral("cutechess"); // cutechess, normalized, logistic, bayesian
    int ratingInterval = 0;                          // 0: arbiter-cli's default
    int outcomeInterval = 0;                         // -outcomeinterval (0: never)
    QString resultFormat;                            // empty: default

    // ---- Output ----
    QString event;
    QString site;
    QString pgnFile;
    bool pgnMinimal = false;
    bool pgnOnlyFinished = false;
    QString epdFile;
    QString stateFile;        // -statefile (always given, so the GUI knows where it is)
    int autosaveInterval = 1; // -autosaveinterval
    bool debug = false;       // -debug: engine traffic in the log

    // The arbiter-cli arguments (without the program name).
    QStringList arguments() const;
};

// `arguments` as one line for a POSIX shell, each argument quoted where needed.
QString shellCommandLine(const QStringList& arguments,
                         const QString& program = QStringLiteral("arbiter-cli"));

// "1.5", "0.25", "60": seconds without trailing zeros (tc= and st= values).
QString secondsText(std::int64_t ms);

} // namespace arbiter::gui
