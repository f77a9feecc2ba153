// Everything arbiter-cli's command line says, as typed settings: the players (engine process,
// options, time control, book), the variant, the tournament, adjudication, openings and
// output. One value for a tournament's settings, read from a command line
// (TournamentDescription::parse, parseCommandLine in cliparser.h) and written back as one
// (toArguments, cliarguments.cpp); the runner reads it.
#pragma once

#include "board/board.h"
#include "engine/engineconfiguration.h"
#include "evolution/evolutiongenes.h"
#include "game/adjudication.h"
#include "game/timecontrol.h"
#include "rules/rmobility/rmobilityoptions.h"
#include "rules/xiangqioptions.h"
#include "tournament/output/fastchesspgn.h"
#include "tournament/state/tournamentstate.h"
#include "tournament/tournamentsettings.h"

#include <QString>
#include <QStringList>
#include <QVector>
#include <optional>

namespace arbiter::cli {

// One -engine with the -each settings applied.
struct PlayerOptions {
    EngineConfiguration engine; // process, protocol, options, ponder, restart, tscale, ...
    // tc=, st=, depth=, nodes= and timemargin=; hasTimeControl is false when none was given.
    TimeControl timeControl;
    bool hasTimeControl = false;
    QString bookFile;  // book= (Polyglot)
    int bookDepth = 0; // bookdepth= in full moves, as cutechess-cli counts it; 0: no limit
    // The name shown in results: name=, else the command's file name (the runner may replace
    // it by the engine's own name when name= was not given).
    QString displayName;
    bool nameGiven = false;
    // conf=: the engines.json entry the engine's settings were read from ("" when none), and
    // that entry as it was read: the base the command line's keys change. toArguments() writes
    // conf=NAME and the keys that make this base into `engine` (a front-end that fills the
    // value from engines.json sets both). Not compared by operator==: it is the file's, and
    // the file is read again when the command line is.
    QString configurationName;
    EngineConfiguration configuration;
};

struct OpeningsSpec {
    enum class Format { Epd, Pgn };
    enum class Order { Sequential, Random };

    bool enabled = false;
    QString file;
    Format format = Format::Pgn; // format=, else from the file extension (.epd: EPD)
    Order order = Order::Sequential;
    int plies = 0;                                 // plies= to play from PGN openings; 0: all
    int start = 1;                                 // start= : the first opening used (1-based)
    OpeningPolicy policy = OpeningPolicy::Default; // also in TournamentSettings
};

struct PgnOutSpec {
    QString file;
    bool minimal = false;      // "min"
    bool onlyFinished = false; // "fi": skip games without a result
};

struct TablebaseSpec {
    // fastchess's -tbadjudicate: which outcomes the tables decide.
    enum class Outcomes { Both, WinLoss, Draw };

    QStringList paths;     // -tb, split at ':' and ';'
    int maxPieces = 0;     // -tbpieces; 0: as many as the tables have
    bool ignore50 = false; // -tbignore50
    Outcomes outcomes = Outcomes::Both;
};

enum class BookMode { Ram, Disk };

// -tournament evolution (evolutioncli.h): a population of the one -engine differing in genes.
struct EvolutionSpec {
    bool enabled = false;
    std::vector<GeneSpec> genes; // -gene option.NAME=MIN:MAX[:STEP] | option.NAME=check
    int population = 8;          // -population
    int generations = 4;         // -generations
    QString outputFile;          // -evolutionout: JSON of every generation
    bool populationGiven = false;
    bool generationsGiven = false;
};

// Which tool's command-line language and output arbiter-cli speaks (dialect.h).
enum class Dialect { Cutechess, Fastchess };

// What only the fastchess dialect has (docs/cli.md "fastchess dialect"): fastchess 1.8's
// output and its options that have no cutechess-cli counterpart.
// fastchess's -log file= level= engine= append= compress= realtime=.
struct FastchessLogSettings {
    enum class Level { Trace, Info, Warn, Err, Fatal }; // in rising order
    QString file;                                       // empty: no log
    Level level = Level::Warn; // the program's lines at or above it are written
    bool engine = false;       // engine=true: every line to and from the engines
    bool append = true;        // append=false: the file starts empty
};

struct FastchessSettings {
    enum class Output { Fastchess, Cutechess }; // -output format=
    Output output = Output::Fastchess;
    bool reportPenta = true;      // -report penta= (off with -output format=cutechess or -games 1)
    int scoreInterval = 1;        // -scoreinterval N (0: never); the cutechess output's Score lines
    int ratingInterval = 10;      // -ratinginterval N (0: only at the end): the Results block
    bool testEnv = false;         // -testEnv: a warning's lines joined with " :: "
    bool crc32 = false;           // -crc32 pgn=true: "File X has CRC32: 0x..." after each game
    bool pgnAppend = true;        // -pgnout append=false starts the file afresh
    FastchessPgnFields pgnFields; // -pgnout's per-move extras and notation=
    bool checkMatePvs = false;    // -check-mate-pvs
    bool showLatency = false;     // -show-latency
    bool strict = false;          // -strict
    QString configOutName = QStringLiteral("config.json"); // -config outname=
    // -openings file= whose format fastchess does not know (no format=, a name ending neither
    // in .epd nor in .pgn): no openings are played, the file is only named in the Results line.
    QString unreadOpenings;
    FastchessLogSettings log;      // -log
    int games = 2;                 // -games / -repeat: games per pair of engines and round (1, 2)
    int rounds = 2;                // -rounds
    bool forceConcurrency = false; // -force-concurrency
    // -use-affinity [CPUS]: each game's engines on one CPU of affinityCpus (default: every CPU
    // in fastchess's order); off when an engine has more than one thread, as in fastchess.
    bool affinity = false;
    std::vector<int> affinityCpus;
    // Engine time-outs in ms, fastchess's defaults: -startup-ms (uci ... uciok), -ping-ms
    // (isready ... readyok), -ucinewgame-ms (the isready after ucinewgame).
    int startupMs = 10000;
    int pingMs = 60000;
    int newGameMs = 60000;
};

struct CliParseResult;

struct TournamentDescription {
    Dialect dialect = Dialect::Cutechess;
    FastchessSettings fastchess; // the fastchess dialect's own settings
    QVector<PlayerOptions> players;
    QString variant = QStringLiteral("standard");
    TournamentSettings tournament; // includes -srand (randomSeed) and the player names
    EvolutionSpec evolution;       // -tournament evolution
    AdjudicationSettings adjudication;
    TablebaseSpec tablebases;
    OpeningsSpec openings;
    BookMode bookMode = BookMode::Ram;
    std::optional<PgnOutSpec> pgnOut;
    QString epdOut;
    bool debug = false;    // -debug: print all engine I/O
    bool debugAll = false; // -debug all: UCI engines in debug mode too
    bool cpuInfo = false;  // -cpuinfo: print arbiter-cli's own CPU time per ply at the end
    QString enginesFile = QStringLiteral("engines.json");
    // r-Mobility (rmobilitycli.h): -rMobilityType turns it on; komi holds -defaultKomi.
    RMobilityOptions rMobility;
    // Xiangqi (xiangqicli.h): -xqrepetition, -xqmovelimit, -xqcheckcap, -xqmaterialdraws; and
    // -xqnotation, the notation of the PGN output's moves (unset: WXF).
    XiangqiRuleOptions xiangqi;
    std::optional<Notation> xiangqiNotation;
    QString rejudgeFile; // -rejudge FILE (rulescli.h): judge a PGN's games instead of playing
    // The state file written as games finish: -statefile, the -resume file, else
    // "<pgnout>.state.json" or "arbiter-tournament.json".
    QString stateFile;
    std::optional<TournamentState> resumeState; // -resume: the state to continue
    QString resumeFile;                         // -resume FILE, absolute
    QString resumeFileGiven; // the same as given (fastchess: "Loading config file: FILE")
    // The folder the tournament was started in (kept in the state file, see makePathsAbsolute).
    QString directory;
    // -restart: a new tournament may replace the unfinished one in its state file.
    bool restart = false;
    // The command line to store in the state file (the original one when resuming, plus the
    // options given with -resume).
    QStringList commandLine;

    // The settings of a command line (without the program name), or the structured error
    // (ParseError: the option at fault and the message); parseCommandLine (cliparser.h).
    static CliParseResult parse(const QStringList& arguments);
    // A command line in the settings' own dialect that parses back to equal settings: only
    // what differs from the dialect's defaults, engines with their keys (an engine read from
    // engines.json as conf=NAME plus the keys that change its entry), the keys every engine
    // shares as -each. In the cutechess dialect -statefile is written when it is not the
    // default (defaultStateFile, cliparser.h). In the fastchess dialect the line is
    // fastchess's (engine arguments as one args=, -games/-rounds as fastchess counts them,
    // key=value -pgnout, FastchessSettings with fastchessArguments, fastchesscli.h) and always
    // has -output format=, a fastchess-only option, so that it is read in that dialect
    // (dialect.h). -resume, -config file= and -restart are not settings and are not written.
    QStringList toArguments() const;
    // The settings as arbiter-cli takes them: their command line read by the parser, which
    // checks them as a whole (the players for the tournament type, the SPRT, the options of
    // the variant) and completes them (the state file, the seed, the command line kept in the
    // state file). A front-end that fills the value gets the parser's verdict without writing
    // or reading arguments itself; errors name the option (ParseError::option).
    CliParseResult checked() const;
    // Equal tournaments: every setting toArguments() writes (not the command line it came from,
    // the folder or the resume state).
    bool operator==(const TournamentDescription& o) const;
    bool operator!=(const TournamentDescription& o) const { return !(*this == o); }
};

} // namespace arbiter::cli
