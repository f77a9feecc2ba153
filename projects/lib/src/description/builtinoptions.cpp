// The built-in options: cutechess-cli's (its manual, cutechess-cli -help) and Arbiter's
// additions, grouped by provider as documented in docs/cli.md.
#include "board/variant.h"
#include "drawresigncli.h"
#include "evolutioncli.h"
#include "optiontable.h"
#include "tablebase/syzygytablebases.h"
#include "tournament/output/resultformat.h"
#include "valueparsing.h"

namespace arbiter::cli {

namespace {

using Handler = std::function<QString(const QStringList&, ParseState&)>;

struct Spec {
    const char* name;
    const char* syntax;
    int minValues;
    int maxValues;
    const char* help;
};

OptionSpec make(OptionSection section, const Spec& s, Handler handler) {
    return makeOption(section, s.name, s.syntax, s.minValues, s.maxValues, s.help,
                      std::move(handler));
}

OptionSpec arbiterOnly(OptionSpec spec) {
    spec.arbiterExtension = true;
    return spec;
}

OptionSpec resumable(OptionSpec spec) {
    spec.allowedWhenResuming = true;
    return spec;
}

// Handlers for the common value shapes.
Handler positive(std::function<int&(ParseState&)> field) {
    return [field](const QStringList& v, ParseState& s) { return readPositive(v[0], &field(s)); };
}

Handler nonNegative(std::function<int&(ParseState&)> field) {
    return
        [field](const QStringList& v, ParseState& s) { return readNonNegative(v[0], &field(s)); };
}

Handler setFlag(std::function<bool&(ParseState&)> field) {
    return [field](const QStringList&, ParseState& s) {
        field(s) = true;
        return QString();
    };
}

Handler setText(std::function<QString&(ParseState&)> field) {
    return [field](const QStringList& v, ParseState& s) {
        field(s) = v[0];
        return QString();
    };
}

} // namespace

void addEngineOptions(OptionTable& table) {
    const auto section = OptionSection::Engines;
    table.add(make(section,
                   {"-engine", "SETTINGS", 1, -1,
                    "add an engine, configured with the engine settings below; at least two "
                    "are needed"},
                   [](const QStringList& v, ParseState& s) {
                       s.engineArgs.append(v);
                       return QString();
                   }));
    table.add(make(section,
                   {"-each", "SETTINGS", 1, -1,
                    "engine settings for every engine; an -engine's own settings override "
                    "them"},
                   [](const QStringList& v, ParseState& s) {
                       s.eachArgs << v;
                       return QString();
                   }));
    table.add(make(section, {"-engines", "", 0, 0, "list the engines of the engines file and exit"},
                   [](const QStringList&, ParseState& s) {
                       s.earlyExit = ParseState::EarlyExit::ListEngines;
                       return QString();
                   }));
    table.add(resumable(arbiterOnly(
        make(section,
             {"-engines-file", "FILE", 1, 1,
              "the engine configuration file used by conf= and -engines (default: "
              "engines.json in the current directory)"},
             setText([](ParseState& s) -> QString& { return s.options.enginesFile; })))));
    for (EngineKeySpec& key : builtinEngineKeys()) table.addEngineKey(std::move(key));
}

void addTournamentOptions(OptionTable& table) {
    const auto section = OptionSection::Tournament;
    table.add(make(section, {"-variant", "NAME", 1, 1, "the variant to play (default: standard)"},
                   [](const QStringList& v, ParseState& s) {
                       const VariantInfo* info = findVariant(v[0].toStdString());
                       if (!info) return QStringLiteral("unknown variant '%1'").arg(v[0]);
                       s.options.variant = QString::fromStdString(info->name);
                       return QString();
                   }));
    table.add(make(section,
                   {"-tournament", "TYPE", 1, 1,
                    "round-robin (default), gauntlet, knockout, pyramid, swiss or evolution "
                    "(swiss, evolution: Arbiter)"},
                   [](const QStringList& v, ParseState& s) {
                       s.options.evolution.enabled = v[0] == QLatin1String("evolution");
                       if (s.options.evolution.enabled) return QString(); // evolutioncli.h
                       const auto type = parseTournamentType(v[0]);
                       if (!type)
                           return QStringLiteral("'%1' is not round-robin, gauntlet, knockout, "
                                                 "pyramid, swiss or evolution")
                               .arg(v[0]);
                       s.options.tournament.type = *type;
                       return QString();
                   }));
    table.add(resumable(
        make(section, {"-concurrency", "N", 1, 1, "play up to N games at the same time"},
             positive([](ParseState& s) -> int& { return s.options.tournament.concurrency; }))));
    table.add(make(
        section,
        {"-games", "N", 1, 1,
         "games per encounter (use an even number with more than two players so "
         "colours balance)"},
        positive([](ParseState& s) -> int& { return s.options.tournament.gamesPerEncounter; })));
    table.add(make(section,
                   {"-rounds", "N", 1, 1,
                    "repeat the tournament's cycle N times (swiss: the number of rounds; not "
                    "for knockout)"},
                   positive([](ParseState& s) -> int& { return s.options.tournament.rounds; })));
    table.add(make(section,
                   {"-repeat", "[N]", 0, 1,
                    "play each opening N times (default 2), colours swapped unless -noswap"},
                   [](const QStringList& v, ParseState& s) {
                       int& repeat = s.options.tournament.openingRepetitions;
                       if (v.isEmpty()) {
                           repeat = 2;
                           return QString();
                       }
                       return readPositive(v[0], &repeat);
                   }));
    table.add(make(section, {"-noswap", "", 0, 0, "do not swap colours inside an encounter"},
                   setFlag([](ParseState& s) -> bool& { return s.options.tournament.noSwap; })));
    table.add(make(section,
                   {"-reverse", "", 0, 0, "start every encounter with the colours reversed"},
                   setFlag([](ParseState& s) -> bool& { return s.options.tournament.reverse; })));
    table.add(
        make(section,
             {"-seeds", "N", 1, 1,
              "the first N engines are seeded (gauntlet: they play everyone else; "
              "knockout: placed apart in the bracket)"},
             nonNegative([](ParseState& s) -> int& { return s.options.tournament.seedCount; })));
    table.add(resumable(
        make(section, {"-wait", "MS", 1, 1, "wait MS milliseconds between games"},
             nonNegative([](ParseState& s) -> int& { return s.options.tournament.waitMs; }))));
    table.add(resumable(make(
        section, {"-recover", "", 0, 0, "restart crashed engines and go on with the tournament"},
        setFlag([](ParseState& s) -> bool& { return s.options.tournament.recover; }))));
    table.add(make(section,
                   {"-srand", "SEED", 1, 1,
                    "seed of the random numbers (random openings, knockout draw); default: "
                    "chosen at start and kept in the state file"},
                   [](const QStringList& v, ParseState& s) {
                       s.randomSeedGiven = true;
                       const QString problem =
                           readUnsigned64(v[0], &s.options.tournament.randomSeed);
                       // cutechess-cli's seed is 32 bits (its random openings draw from it):
                       // a larger one would wrap without a word. fastchess's is 64 bits.
                       const std::uint64_t cutechessMax = 0xffffffffu;
                       if (problem.isEmpty() && s.options.dialect == Dialect::Cutechess &&
                           s.options.tournament.randomSeed > cutechessMax)
                           return QStringLiteral("'%1' is above %2, the largest seed")
                               .arg(v[0])
                               .arg(cutechessMax);
                       return problem;
                   }));
    addEvolutionOptions(table); // -gene -population -generations -evolutionout
}

void addAdjudicationOptions(OptionTable& table) {
    const auto section = OptionSection::Adjudication;
    table.add(make(section,
                   {"-draw", "movenumber=N movecount=N score=CP", 1, 3,
                    "adjudicate a draw after move N when both engines' scores stayed within "
                    "CP centipawns for N consecutive moves each"},
                   [](const QStringList& v, ParseState& s) {
                       QMap<QString, QString> kv;
                       const QStringList keys{"movenumber", "movecount", "score"};
                       QString e = readKeyValues(v, keys, &kv);
                       if (e.isEmpty()) e = requireKeys(kv, keys);
                       AdjudicationSettings& a = s.options.adjudication;
                       if (e.isEmpty()) e = readKeyInt(kv, "movenumber", &a.drawMoveNumber, true);
                       if (e.isEmpty()) e = readKeyInt(kv, "movecount", &a.drawMoveCount, false);
                       if (e.isEmpty()) e = readKeyInt(kv, "score", &a.drawScore, true);
                       a.drawEnabled = e.isEmpty();
                       return e;
                   }));
    addDrawResignOptions(table); // -resign (both forms), -drawoffers
    table.add(make(
        section, {"-maxmoves", "N", 1, 1, "adjudicate a draw after N full moves (0: no limit)"},
        nonNegative([](ParseState& s) -> int& { return s.options.adjudication.maxMoves; })));
    table.add(make(section,
                   {"-tb", "PATHS", 1, 1,
                    "adjudicate with the Syzygy tablebases in these directories (separated by "
                    "':' or ';')"},
                   [](const QStringList& v, ParseState& s) {
                       TablebaseSpec& tb = s.options.tablebases;
                       tb.paths = syzygy::splitDirectoryList(v[0]);
                       if (tb.paths.isEmpty()) return QStringLiteral("no directory given");
                       // cutechess-cli refuses directories without a table, as here; files
                       // that cannot be tables do not count (docs/tablebases.md).
                       syzygy::Tablebases tables;
                       if (tables.addDirectories(v[0]) > 0) return QString();
                       const QStringList skipped = tables.problems();
                       if (skipped.isEmpty())
                           return QStringLiteral("no Syzygy table (*.rtbw) in %1").arg(v[0]);
                       return QStringLiteral("no valid Syzygy table (*.rtbw) in %1: %2")
                           .arg(v[0], skipped.join(QStringLiteral("; ")));
                   }));
    table.add(make(section,
                   {"-tbpieces", "N", 1, 1,
                    "adjudicate with tablebases only with at most N pieces on the board (N > 2)"},
                   [](const QStringList& v, ParseState& s) {
                       int& pieces = s.options.tablebases.maxPieces;
                       const QString e = readPositive(v[0], &pieces);
                       if (e.isEmpty() && pieces < 3)
                           return QStringLiteral("'%1' is less than 3 pieces").arg(v[0]);
                       return e;
                   }));
    table.add(make(
        section, {"-tbignore50", "", 0, 0, "ignore the fifty-move rule in tablebase adjudication"},
        setFlag([](ParseState& s) -> bool& { return s.options.tablebases.ignore50; })));
}

void addOpeningOptions(OptionTable& table) {
    const auto section = OptionSection::Openings;
    table.add(make(
        section,
        {"-openings", "file=FILE [format=F] [order=O] [plies=N] [start=N] [policy=P]", 1, 6,
         "the opening suite; format: epd or pgn (default from the file extension); order: "
         "sequential or random; plies: moves played from PGN openings; start: the first opening "
         "(1-based); policy: when a new opening is taken (default: after -repeat games; "
         "encounter: for each encounter; round: for each round)"},
        [](const QStringList& v, ParseState& s) {
            QMap<QString, QString> kv;
            QString e =
                readKeyValues(v, {"file", "format", "order", "plies", "start", "policy"}, &kv);
            if (e.isEmpty()) e = requireKeys(kv, {"file"});
            if (!e.isEmpty()) return e;
            OpeningsSpec o;
            o.enabled = true;
            o.file = kv["file"];
            if (o.file.isEmpty()) return QStringLiteral("file= is empty");
            const QString format =
                kv.value("format", o.file.endsWith(QLatin1String(".epd"), Qt::CaseInsensitive)
                                       ? QStringLiteral("epd")
                                       : QStringLiteral("pgn"));
            if (format == QLatin1String("epd"))
                o.format = OpeningsSpec::Format::Epd;
            else if (format == QLatin1String("pgn"))
                o.format = OpeningsSpec::Format::Pgn;
            else
                return QStringLiteral("format: '%1' is not epd or pgn").arg(format);
            const QString order = kv.value("order", QStringLiteral("sequential"));
            if (order == QLatin1String("sequential"))
                o.order = OpeningsSpec::Order::Sequential;
            else if (order == QLatin1String("random"))
                o.order = OpeningsSpec::Order::Random;
            else
                return QStringLiteral("order: '%1' is not sequential or random").arg(order);
            if (kv.contains("plies") && !(e = readKeyInt(kv, "plies", &o.plies, false)).isEmpty())
                return e;
            if (kv.contains("start") && !(e = readKeyInt(kv, "start", &o.start, false)).isEmpty())
                return e;
            if (kv.contains("policy")) {
                const auto policy = parseOpeningPolicy(kv["policy"]);
                if (!policy)
                    return QStringLiteral("policy: '%1' is not default, encounter or round")
                        .arg(kv["policy"]);
                o.policy = *policy;
            }
            s.options.openings = o;
            s.options.tournament.openingPolicy = o.policy;
            return QString();
        }));
    table.add(make(section,
                   {"-bookmode", "ram|disk", 1, 1,
                    "load Polyglot books (book=) into memory or read them from disk"},
                   [](const QStringList& v, ParseState& s) {
                       if (v[0] == QLatin1String("ram"))
                           s.options.bookMode = BookMode::Ram;
                       else if (v[0] == QLatin1String("disk"))
                           s.options.bookMode = BookMode::Disk;
                       else
                           return QStringLiteral("'%1' is not ram or disk").arg(v[0]);
                       return QString();
                   }));
}

void addOutputOptions(OptionTable& table) {
    const auto section = OptionSection::Output;
    table.add(make(section,
                   {"-pgnout", "FILE [min] [fi]", 1, 3,
                    "append the games to FILE; min: minimal PGN (no comments); fi: only "
                    "finished games"},
                   [](const QStringList& v, ParseState& s) {
                       PgnOutSpec pgn;
                       pgn.file = v[0];
                       for (const QString& extra : v.mid(1)) {
                           if (extra == QLatin1String("min"))
                               pgn.minimal = true;
                           else if (extra == QLatin1String("fi"))
                               pgn.onlyFinished = true;
                           else
                               return QStringLiteral("'%1' is not min or fi").arg(extra);
                       }
                       s.options.pgnOut = pgn;
                       return QString();
                   }));
    table.add(make(section, {"-epdout", "FILE", 1, 1, "append the final positions to FILE"},
                   setText([](ParseState& s) -> QString& { return s.options.epdOut; })));
    table.add(make(section, {"-event", "TEXT", 1, 1, "the PGN Event tag"},
                   setText([](ParseState& s) -> QString& { return s.options.tournament.event; })));
    table.add(make(section, {"-site", "TEXT", 1, 1, "the PGN Site tag"},
                   setText([](ParseState& s) -> QString& { return s.options.tournament.site; })));
}

void addStatisticsOptions(OptionTable& table) {
    const auto section = OptionSection::Statistics;
    table.add(make(
        section,
        {"-sprt", "elo0=E0 elo1=E1 [alpha=A] [beta=B] [model=M] [pentanomial=on|off]", 1, 6,
         "stop a two-engine match when the SPRT accepts H0 (elo0) or H1 (elo1); alpha and beta "
         "default to 0.05; model (Arbiter): cutechess (default: BayesElo, trinomial), "
         "normalized, logistic, bayesian (fastchess); pentanomial (Arbiter): use colour-swapped "
         "game pairs (normalized/logistic; default on when games come in pairs)"},
        [](const QStringList& v, ParseState& s) {
            QMap<QString, QString> kv;
            QString e =
                readKeyValues(v, {"elo0", "elo1", "alpha", "beta", "model", "pentanomial"}, &kv);
            if (e.isEmpty()) e = requireKeys(kv, {"elo0", "elo1"});
            if (!e.isEmpty()) return e;
            SprtSettings sprt;
            stats::SprtConfig& c = sprt.config;
            const std::pair<const char*, double*> numbers[] = {
                {"elo0", &c.elo0}, {"elo1", &c.elo1}, {"alpha", &c.alpha}, {"beta", &c.beta}};
            for (const auto& [key, target] : numbers) {
                if (!kv.contains(key)) continue;
                e = readNumber(kv[key], target);
                if (!e.isEmpty()) return QString::fromLatin1(key) + QStringLiteral(": ") + e;
            }
            if (kv.contains("model")) {
                const auto model = stats::parseSprtModel(kv["model"].toStdString());
                if (!model)
                    return QStringLiteral("model: '%1' is not cutechess, normalized, logistic "
                                          "or bayesian")
                        .arg(kv["model"]);
                c.model = *model;
            }
            s.sprtModelGiven = kv.contains("model");
            s.sprtPentanomialGiven = kv.contains("pentanomial");
            if (s.sprtPentanomialGiven) {
                e = readBoolean(kv["pentanomial"], &c.pentanomial);
                if (!e.isEmpty()) return QStringLiteral("pentanomial: ") + e;
            }
            sprt.enabled = true;
            s.options.tournament.sprt = sprt;
            return QString();
        }));
    table.add(resumable(make(
        section,
        {"-ratinginterval", "N", 1, 1,
         "print the ratings every N games (default: after every game of a two-engine match, "
         "else at the end)"},
        nonNegative([](ParseState& s) -> int& { return s.options.tournament.ratingInterval; }))));
    table.add(resumable(make(
        section,
        {"-outcomeinterval", "N", 1, 1, "print every engine's outcome counts every N games"},
        nonNegative([](ParseState& s) -> int& { return s.options.tournament.outcomeInterval; }))));
    table.add(resumable(make(section,
                             {"-resultformat", "FORMAT|help", 1, 1,
                              "the ranking table's columns: a named format or a comma-separated "
                              "field list; 'help' lists them"},
                             [](const QStringList& v, ParseState& s) {
                                 if (v[0] == QLatin1String("help")) {
                                     s.earlyExit = ParseState::EarlyExit::ResultFormatHelp;
                                     return QString();
                                 }
                                 QString e;
                                 if (!ResultFormat::parse(v[0], &e)) return e;
                                 s.options.tournament.resultFormat = v[0];
                                 return QString();
                             })));
}

void addResumeOptions(OptionTable& table) {
    const auto section = OptionSection::Resume;
    table.add(resumable(arbiterOnly(
        make(section,
             {"-resume", "FILE", 1, 1,
              "continue the tournament saved in the state file FILE with its command line; "
              "only -concurrency, -wait, -recover, -debug, -ratinginterval, -outcomeinterval, "
              "-resultformat, -autosaveinterval, -statefile and -engines-file may be given "
              "with it"},
             setText([](ParseState& s) -> QString& { return s.resumeFile; })))));
    table.add(resumable(arbiterOnly(
        make(section,
             {"-statefile", "FILE", 1, 1,
              "where the tournament state is saved (default: PGNFILE.state.json with -pgnout, else "
              "arbiter-tournament.json; with -resume the resumed file)"},
             setText([](ParseState& s) -> QString& { return s.stateFileOption; })))));
    table.add(arbiterOnly(make(section,
                               {"-restart", "", 0, 0,
                                "start the tournament anew even when its state file holds an "
                                "unfinished one (which is replaced); without it such a state "
                                "file is refused: continue it with -resume"},
                               setFlag([](ParseState& s) -> bool& { return s.options.restart; }))));
    table.add(resumable(arbiterOnly(
        make(section,
             {"-autosaveinterval", "N", 1, 1,
              "save the state file after every N finished games (default 1; 0: only when "
              "interrupted and at the end)"},
             nonNegative(
                 [](ParseState& s) -> int& { return s.options.tournament.autosaveInterval; })))));
}

void addGeneralOptions(OptionTable& table) {
    const auto section = OptionSection::General;
    table.add(resumable(make(section,
                             {"-debug", "[all]", 0, 1,
                              "print all engine input and output; all: also switch UCI engines "
                              "to debug mode"},
                             [](const QStringList& v, ParseState& s) {
                                 s.options.debug = true;
                                 if (v.isEmpty()) return QString();
                                 if (v[0] != QLatin1String("all"))
                                     return QStringLiteral("'%1' is not 'all'").arg(v[0]);
                                 s.options.debugAll = true;
                                 return QString();
                             })));
    table.add(resumable(arbiterOnly(
        make(section,
             {"-cpuinfo", "", 0, 0,
              "at the end, print arbiter-cli's own CPU time (engines excluded) per ply played"},
             setFlag([](ParseState& s) -> bool& { return s.options.cpuInfo; })))));
    OptionSpec version = make(section, {"-version", "", 0, 0, "print the version and exit"},
                              [](const QStringList&, ParseState& s) {
                                  s.earlyExit = ParseState::EarlyExit::Version;
                                  return QString();
                              });
    version.aliases = QStringList{"--version"};
    table.add(version);
    OptionSpec help = make(section, {"-help", "", 0, 0, "print this help and exit"},
                           [](const QStringList&, ParseState& s) {
                               s.earlyExit = ParseState::EarlyExit::Help;
                               return QString();
                           });
    help.aliases = QStringList{"--help", "-h"};
    table.add(help);
}

} // namespace arbiter::cli
