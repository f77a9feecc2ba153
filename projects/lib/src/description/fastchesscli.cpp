#include "fastchesscli.h"

#include "engine/cpuaffinity.h"
#include "engine/enginedialect.h"
#include "enginekeys.h"
#include "fastchessargs.h"
#include "tablebase/syzygytablebases.h"
#include "valueparsing.h"
#include "version/version.h"

#include <QFileInfo>
#include <QRegularExpression>
#include <QThread>
#include <algorithm>
#include <limits>
#include <utility>

namespace arbiter::cli {

namespace {

using Handler = std::function<QString(const QStringList&, ParseState&)>;

constexpr auto option = makeOption;

// A flag option: sets one setting of the fastchess dialect.
Handler setTrue(bool FastchessSettings::*field) {
    return [field](const QStringList&, ParseState& s) {
        s.options.fastchess.*field = true;
        return QString();
    };
}

// fastchess's key=value lists: every token is key=value with a non-empty key and value.
QString readPairs(const QStringList& values, QVector<std::pair<QString, QString>>* pairs) {
    for (const QString& token : values) {
        const int eq = token.indexOf(QLatin1Char('='));
        if (eq <= 0 || eq + 1 == token.size())
            return QStringLiteral("expects key=value pairs, got \"%1\"").arg(token);
        pairs->append({token.left(eq), token.mid(eq + 1)});
    }
    return {};
}

// A number from 1 to INT_MAX.
bool isPositiveInt(const QString& text) {
    bool ok = false;
    const int n = text.toInt(&ok);
    return ok && n >= 1;
}

// A process can be pinned to CPUs 0 to 1023 only (CPU_SETSIZE of glibc's cpu_set_t, which
// sched_setaffinity takes): a larger number is refused, and with it a list of billions.
constexpr int kPinnableCpus = 1024;

// fastchess's list of CPUs: numbers and rising ranges, comma-separated ("0,2,4-7"). Empty when
// it reads, else what is wrong.
QString readCpuList(const QString& text, std::vector<int>* cpus) {
    for (const QString& item : text.split(QLatin1Char(','))) {
        const QStringList range = item.split(QLatin1Char('-'));
        if (range.size() > 2) return QStringLiteral("Bad cpu list.");
        bool ok = false;
        const int first = range[0].toInt(&ok);
        int last = first;
        if (ok && range.size() == 2) last = range[1].toInt(&ok);
        if (!ok || first < 0 || last < first || (range.size() == 2 && last == first))
            return QStringLiteral("Bad cpu list.");
        if (last >= kPinnableCpus)
            return QStringLiteral("Bad cpu list: CPU %1 is beyond the %2 CPUs a process can be "
                                  "pinned to")
                .arg(last)
                .arg(kPinnableCpus);
        for (int cpu = first; cpu <= last; ++cpu) cpus->push_back(cpu);
    }
    return {};
}

QString unrecognized(const char* what, const QString& key, const QString& value) {
    return QStringLiteral("Unrecognized %1 option \"%2\" with value \"%3\".")
        .arg(QString::fromLatin1(what), key, value);
}

// -pgnout's true/false keys and its notation= values.
using PgnFlag = std::pair<const char*, bool FastchessPgnFields::*>;
const PgnFlag kPgnFlags[] = {
    {"nodes", &FastchessPgnFields::nodes},     {"seldepth", &FastchessPgnFields::selDepth},
    {"nps", &FastchessPgnFields::nps},         {"hashfull", &FastchessPgnFields::hashFull},
    {"tbhits", &FastchessPgnFields::tbHits},   {"timeleft", &FastchessPgnFields::timeLeft},
    {"latency", &FastchessPgnFields::latency}, {"pv", &FastchessPgnFields::pv}};
const std::pair<const char*, FastchessPgnFields::MoveNotation> kNotations[] = {
    {"san", FastchessPgnFields::MoveNotation::San},
    {"lan", FastchessPgnFields::MoveNotation::Lan},
    {"uci", FastchessPgnFields::MoveNotation::Uci}};
// -log level=, in rising order.
const std::pair<const char*, FastchessLogSettings::Level> kLogLevels[] = {
    {"trace", FastchessLogSettings::Level::Trace},
    {"info", FastchessLogSettings::Level::Info},
    {"warn", FastchessLogSettings::Level::Warn},
    {"err", FastchessLogSettings::Level::Err},
    {"fatal", FastchessLogSettings::Level::Fatal}};

// The entry of a name table whose name is `name` (end when none).
template <typename Table> auto named(const Table& table, const QString& name) {
    return std::find_if(std::begin(table), std::end(table),
                        [&](const auto& entry) { return name == QLatin1String(entry.first); });
}

// The name of a value in a name table.
template <typename Table, typename Value> QString nameOf(const Table& table, Value value) {
    for (const auto& entry : table)
        if (entry.second == value) return QLatin1String(entry.first);
    return {};
}

QString trueFalse(bool value) {
    return value ? QStringLiteral("true") : QStringLiteral("false");
}

bool readTrueFalse(const QString& value, bool* out) {
    if (value == QLatin1String("true"))
        *out = true;
    else if (value == QLatin1String("false"))
        *out = false;
    else
        return false;
    return true;
}

// -pgnout file= append= notation= nodes= seldepth= nps= hashfull= tbhits= timeleft= latency=
// pv= min= match_line=
QString readPgnOut(const QStringList& values, ParseState& s) {
    QVector<std::pair<QString, QString>> pairs;
    QString e = readPairs(values, &pairs);
    if (!e.isEmpty()) return e;
    PgnOutSpec pgn;
    FastchessPgnFields& fields = s.options.fastchess.pgnFields;
    for (const auto& [key, value] : pairs) {
        bool flag = false;
        const auto field = named(kPgnFlags, key);
        if (key == QLatin1String("file")) {
            pgn.file = value;
        } else if (key == QLatin1String("append") && readTrueFalse(value, &flag)) {
            s.options.fastchess.pgnAppend = flag;
        } else if (key == QLatin1String("min") && readTrueFalse(value, &flag)) {
            pgn.minimal = flag;
        } else if (field != std::end(kPgnFlags) && readTrueFalse(value, &flag)) {
            fields.*(field->second) = flag;
        } else if (key == QLatin1String("notation")) {
            const auto notation = named(kNotations, value);
            if (notation == std::end(kNotations))
                return unrecognized("pgnout notation", key, value);
            fields.notation = notation->second;
        } else if (key == QLatin1String("match_line")) {
            if (!QRegularExpression(value).isValid())
                return QStringLiteral("match_line: \"%1\" is not a valid regular expression")
                    .arg(value);
            fields.matchLines << value;
        } else {
            return unrecognized("pgnout", key, value);
        }
    }
    if (pgn.file.isEmpty()) pgn.file = QStringLiteral("fastchess.pgn");
    s.options.pgnOut = pgn;
    return {};
}

QString readEpdOut(const QStringList& values, ParseState& s) {
    QVector<std::pair<QString, QString>> pairs;
    QString e = readPairs(values, &pairs);
    if (!e.isEmpty()) return e;
    s.options.epdOut = QStringLiteral("fastchess.epd");
    for (const auto& [key, value] : pairs) {
        bool flag = false;
        if (key == QLatin1String("file"))
            s.options.epdOut = value;
        else if (key == QLatin1String("append") && readTrueFalse(value, &flag))
            continue;
        else
            return unrecognized("epdout", key, value);
    }
    return {};
}

// -openings as fastchess reads it (parseOpening in its cli.cpp): its keys in order, file= taking
// its format from a name ending in .epd or .pgn (over an earlier format=) and having to exist.
// Without a format the suite is not read: the games start from the start position (and
// fastchessOptionLines() warns). The rest is cutechess-cli's -openings, given the format.
Handler fastchessOpenings(Handler cutechess) {
    return [cutechess](const QStringList& values, ParseState& s) {
        QVector<std::pair<QString, QString>> pairs;
        QString e = readPairs(values, &pairs);
        if (!e.isEmpty()) return e;
        QString file;
        QString format;
        QStringList rest;
        for (const auto& [key, value] : pairs) {
            if (key == QLatin1String("file")) {
                file = value;
                if (value.endsWith(QLatin1String(".epd")))
                    format = QStringLiteral("epd");
                else if (value.endsWith(QLatin1String(".pgn")))
                    format = QStringLiteral("pgn");
                if (!QFileInfo::exists(value))
                    return QStringLiteral("Opening file does not exist: ") + value;
            } else if (key == QLatin1String("format")) {
                if (value != QLatin1String("epd") && value != QLatin1String("pgn"))
                    return unrecognized("openings format", key, value);
                format = value;
            } else if (key == QLatin1String("start") && !isPositiveInt(value)) {
                // fastchess's words for 0; a number it cannot hold is named as such.
                bool number = false;
                const qlonglong offset = value.toLongLong(&number);
                return number && offset > 0
                           ? QStringLiteral("Starting offset %1 is too large: at most %2.")
                                 .arg(value)
                                 .arg(std::numeric_limits<int>::max())
                           : QStringLiteral("Starting offset must be at least 1!");
            } else if (key == QLatin1String("policy") && value != QLatin1String("round")) {
                return QStringLiteral("Unsupported opening book policy.");
            } else {
                rest << key + QLatin1Char('=') + value;
            }
        }
        s.options.fastchess.unreadOpenings.clear();
        if (file.isEmpty()) return QString(); // fastchess: no book, as without -openings
        if (format.isEmpty()) {
            s.options.openings = OpeningsSpec();
            s.options.fastchess.unreadOpenings = file;
            return QString();
        }
        return cutechess(
            rest << QStringLiteral("file=") + file << QStringLiteral("format=") + format, s);
    };
}

// A key=value option whose keys each set one true/false flag or one text.
Handler keyValues(const char* what,
                  std::function<QString(const QString&, const QString&, ParseState&)> apply) {
    return [what, apply](const QStringList& values, ParseState& s) {
        QVector<std::pair<QString, QString>> pairs;
        QString e = readPairs(values, &pairs);
        for (const auto& [key, value] : pairs) {
            if (!e.isEmpty()) break;
            e = apply(key, value, s);
            if (e == QLatin1String("?")) e = unrecognized(what, key, value);
        }
        return e;
    };
}

Handler nonNegativeInto(std::function<int&(ParseState&)> field) {
    return
        [field](const QStringList& v, ParseState& s) { return readNonNegative(v[0], &field(s)); };
}

// fastchess's engine keys: cutechess's cmd name tc st timemargin nodes depth dir option.NAME
// restart and proto (uci only), plus plies= (depth) and args= (one string, split like a
// shell command line).
std::vector<EngineKeySpec> fastchessEngineKeys() {
    static const QStringList shared{"cmd",   "name",  "tc",  "st",      "timemargin",
                                    "nodes", "depth", "dir", "option.*"};
    std::vector<EngineKeySpec> keys;
    for (EngineKeySpec& key : builtinEngineKeys())
        if (shared.contains(key.key)) keys.push_back(std::move(key));
    const EngineKeySpec depth = *std::find_if(
        keys.begin(), keys.end(), [](const auto& k) { return k.key == QLatin1String("depth"); });
    EngineKeySpec plies = depth;
    plies.key = QStringLiteral("plies");
    plies.syntax = QStringLiteral("plies=N");
    keys.push_back(plies);
    keys.push_back(makeEngineKey("args", "args=\"ARGUMENTS\"",
                                 "the engine's command-line arguments, split as fastchess splits "
                                 "them ('single' or \"double\" quotes keep spaces)",
                                 [](const QString&, const QString& v, EngineDraft& d) {
                                     d.player.engine.arguments << splitFastchessArguments(v);
                                     return QString();
                                 }));
    keys.push_back(makeEngineKey(
        "restart", "restart=on|off", "on: a new engine process for every game",
        [](const QString&, const QString& v, EngineDraft& d) {
            using R = EngineConfiguration::RestartMode;
            if (v != QLatin1String("on") && v != QLatin1String("off"))
                return QStringLiteral("Invalid parameter (must be either \"on\" or \"off\"): ") + v;
            d.player.engine.restart = v == QLatin1String("on") ? R::On : R::Off;
            return QString();
        }));
    keys.push_back(
        makeEngineKey("proto", "proto=uci|ucci",
                      "the protocol: uci (fastchess's only one) or ucci (Arbiter: xiangqi engines)",
                      [](const QString&, const QString& v, EngineDraft& d) {
                          if (v != QLatin1String("uci") && v != QLatin1String("ucci"))
                              return QStringLiteral("Unsupported protocol.");
                          protocolFromName(v, &d.player.engine.protocol);
                          return QString();
                      }));
    return keys;
}

} // namespace

OptionTable buildFastchessOptionTable(const OptionTable& cutechess) {
    OptionTable table;
    // Same syntax and meaning as cutechess-cli's.
    for (const char* name :
         {"-engine", "-each", "-sprt", "-draw", "-resign", "-maxmoves", "-tbignore50",
          "-concurrency", "-wait", "-noswap", "-reverse", "-recover", "-srand", "-seeds", "-event",
          "-site", "-autosaveinterval"}) {
        OptionSpec spec = *cutechess.find(QString::fromLatin1(name));
        spec.arbiterExtension = false;
        table.add(spec);
    }
    {
        OptionSpec openings = *cutechess.find(QStringLiteral("-openings"));
        openings.arbiterExtension = false;
        openings.handler = fastchessOpenings(openings.handler);
        table.add(openings);
    }
    const auto T = OptionSection::Tournament;
    const auto O = OptionSection::Output;
    const auto S = OptionSection::Statistics;
    const auto G = OptionSection::General;
    const auto A = OptionSection::Adjudication;
    table.add(
        option(T, "-games", "N", 1, 1,
               "games per pair of engines and round: 1 or 2 (a larger number is taken "
               "as -rounds, as fastchess does)",
               nonNegativeInto([](ParseState& s) -> int& { return s.options.fastchess.games; })));
    table.add(
        option(T, "-rounds", "N", 1, 1, "rounds: each plays -games games per pair of engines",
               nonNegativeInto([](ParseState& s) -> int& { return s.options.fastchess.rounds; })));
    table.add(option(T, "-repeat", "[N]", 0, 1, "play each opening twice (or N times): -games N",
                     [](const QStringList& v, ParseState& s) {
                         int games = 2;
                         if (!v.isEmpty() && !readPositive(v[0], &games).isEmpty()) games = 2;
                         s.options.fastchess.games = games;
                         return QString();
                     }));
    // fastchess knows standard and fischerandom; Arbiter's other variants (xiangqi for
    // Pikafish-style tests, docs/distributed.md) are an extension.
    const Handler variant = cutechess.find(QStringLiteral("-variant"))->handler;
    table.add(option(T, "-variant", "standard|fischerandom|NAME", 1, 1, "the variant",
                     [variant](const QStringList& v, ParseState& s) {
                         return variant(v, s).isEmpty() ? QString()
                                                        : QStringLiteral("Unknown variant.");
                     }));
    table.add(option(T, "-tournament", "roundrobin|gauntlet", 1, 1, "the tournament type",
                     [](const QStringList& v, ParseState& s) {
                         if (v[0] == QLatin1String("roundrobin"))
                             s.options.tournament.type = TournamentType::RoundRobin;
                         else if (v[0] == QLatin1String("gauntlet"))
                             s.options.tournament.type = TournamentType::Gauntlet;
                         else
                             return QStringLiteral("Unsupported tournament format. Only supports "
                                                   "roundrobin and gauntlet.");
                         return QString();
                     }));
    table.add(option(T, "-force-concurrency", "", 0, 0,
                     "allow -concurrency above the number of CPUs",
                     setTrue(&FastchessSettings::forceConcurrency)));
    table.add(option(T, "-use-affinity", "[CPUS]", 0, 1,
                     "run each game's engines on one CPU of its own (of CPUS, e.g. 0,2,4-7)",
                     [](const QStringList& v, ParseState& s) {
                         FastchessSettings& f = s.options.fastchess;
                         f.affinity = true;
                         f.affinityCpus.clear();
                         return v.isEmpty() ? QString() : readCpuList(v[0], &f.affinityCpus);
                     }));
    table.add(option(T, "-quick", "cmd=ENGINE1 cmd=ENGINE2 book=BOOK", 3, 3,
                     "two engines at 10+0.1, 2 x 25000 games from the book in random order, "
                     "draw adjudication, cutechess output",
                     keyValues("quick", [](const QString& k, const QString& v, ParseState& s) {
                         if (k == QLatin1String("cmd")) {
                             s.engineArgs.append({QStringLiteral("cmd=") + v,
                                                  QStringLiteral("name=") + v,
                                                  QStringLiteral("tc=10+0.1")});
                             return QString();
                         }
                         if (k != QLatin1String("book")) return QStringLiteral("?");
                         OpeningsSpec o;
                         o.enabled = true;
                         o.file = v;
                         o.order = OpeningsSpec::Order::Random;
                         if (v.endsWith(QLatin1String(".epd")))
                             o.format = OpeningsSpec::Format::Epd;
                         else if (!v.endsWith(QLatin1String(".pgn")))
                             return QStringLiteral("Please include the .pgn or .epd file "
                                                   "extension for the opening book.");
                         s.options.openings = o;
                         FastchessSettings& f = s.options.fastchess;
                         f.games = 2;
                         f.rounds = 25000;
                         f.output = FastchessSettings::Output::Cutechess;
                         s.options.tournament.recover = true;
                         AdjudicationSettings& a = s.options.adjudication;
                         a.drawEnabled = true;
                         a.drawMoveNumber = 30;
                         a.drawMoveCount = 8;
                         a.drawScore = 8;
                         return QString();
                     })));
    table.add(option(O, "-pgnout", "file=FILE [append=B] [min=B] [notation=N] [...]", 0, -1,
                     "write the games to FILE", readPgnOut));
    table.add(option(O, "-epdout", "file=FILE [append=B]", 0, -1,
                     "write the final positions to FILE", readEpdOut));
    table.add(option(O, "-output", "format=fastchess|cutechess", 1, 1, "the output's form",
                     keyValues("output", [](const QString& k, const QString& v, ParseState& s) {
                         using F = FastchessSettings::Output;
                         if (k != QLatin1String("format")) return QStringLiteral("?");
                         if (v == QLatin1String("fastchess"))
                             s.options.fastchess.output = F::Fastchess;
                         else if (v == QLatin1String("cutechess"))
                             s.options.fastchess.output = F::Cutechess;
                         else
                             return QStringLiteral("?");
                         return QString();
                     })));
    table.add(
        option(O, "-crc32", "pgn=true|false", 1, 1, "print the PGN file's CRC32 after each game",
               keyValues("crc", [](const QString& k, const QString& v, ParseState& s) {
                   if (k != QLatin1String("pgn") || !readTrueFalse(v, &s.options.fastchess.crc32))
                       return QStringLiteral("?");
                   return QString();
               })));
    table.add(option(
        O, "-log", "file=FILE [level=L] [engine=B] [append=B] [compress=B] [realtime=B]", 1, -1,
        "a log file: the program's lines at or above level (trace, info, warn, err, fatal; "
        "default warn) and with engine=true every engine line",
        keyValues("log", [](const QString& k, const QString& v, ParseState& s) {
            FastchessLogSettings& log = s.options.fastchess.log;
            bool flag = false;
            if (k == QLatin1String("file")) {
                log.file = v;
            } else if (k == QLatin1String("level")) {
                const auto level = named(kLogLevels, v);
                if (level == std::end(kLogLevels)) return QStringLiteral("?");
                log.level = level->second;
            } else if (k == QLatin1String("engine") && readTrueFalse(v, &flag)) {
                log.engine = flag;
            } else if (k == QLatin1String("append") && readTrueFalse(v, &flag)) {
                log.append = flag;
            } else if (k == QLatin1String("compress") && readTrueFalse(v, &flag)) {
                // fastchess built without zlib says the same.
                if (flag)
                    return QStringLiteral(
                        "Compress is enabled but program wasn't compiled with zlib.");
            } else if (k == QLatin1String("realtime") && readTrueFalse(v, &flag)) {
                // Lines are written as they pass either way.
            } else {
                return QStringLiteral("?");
            }
            return QString();
        })));
    // Not kept by fastchess's config.json (nor -strict): given again with -config file=.
    OptionSpec testEnv =
        option(O, "-testEnv", "", 0, 0, "the lines of a warning on one line, joined by ' :: '",
               setTrue(&FastchessSettings::testEnv));
    testEnv.allowedWhenResuming = true;
    table.add(testEnv);
    table.add(option(O, "-show-latency", "", 0, 0, "log each move's latency (-log level=info)",
                     setTrue(&FastchessSettings::showLatency)));
    table.add(option(
        S, "-report", "penta=true|false", 1, 1, "statistics of game pairs (pentanomial)",
        keyValues("report", [](const QString& k, const QString& v, ParseState& s) {
            if (k != QLatin1String("penta") || !readTrueFalse(v, &s.options.fastchess.reportPenta))
                return QStringLiteral("?");
            return QString();
        })));
    table.add(option(
        S, "-ratinginterval", "N", 1, 1,
        "print the results every N game pairs (0: at the end only)",
        nonNegativeInto([](ParseState& s) -> int& { return s.options.fastchess.ratingInterval; })));
    table.add(option(
        S, "-scoreinterval", "N", 1, 1, "the cutechess output's Score line every N games",
        nonNegativeInto([](ParseState& s) -> int& { return s.options.fastchess.scoreInterval; })));
    table.add(option(OptionSection::Resume, "-config",
                     "file=FILE [outname=FILE] [discard=B] [stats=B]", 1, -1,
                     "continue the tournament saved in FILE",
                     keyValues("config", [](const QString& k, const QString& v, ParseState& s) {
                         if (k == QLatin1String("file"))
                             s.resumeFile = v;
                         else if (k == QLatin1String("outname"))
                             s.options.fastchess.configOutName = v;
                         else if (k == QLatin1String("discard") || k == QLatin1String("stats"))
                             return QString();
                         else
                             return QStringLiteral("?");
                         return QString();
                     })));
    // fastchess reads -tb as given and loads the tables when the tournament starts (a
    // directory without tables stops it then, CliMatch::start).
    table.add(option(A, "-tb", "DIRS", 1, 1,
                     "adjudicate with the Syzygy tablebases in these directories (separated by "
                     "':' or ';')",
                     [](const QStringList& v, ParseState& s) {
                         s.options.tablebases.paths = syzygy::splitDirectoryList(v[0]);
                         if (s.options.tablebases.paths.isEmpty())
                             return QStringLiteral("no directory given");
                         return QString();
                     }));
    table.add(option(A, "-tbpieces", "N", 1, 1,
                     "adjudicate with the tablebases only with at most N pieces (0: any)",
                     [](const QStringList& v, ParseState& s) {
                         return readInteger(v[0], &s.options.tablebases.maxPieces);
                     }));
    table.add(option(A, "-tbadjudicate", "WIN_LOSS|DRAW|BOTH", 1, 1,
                     "which outcomes the tablebases adjudicate (default BOTH)",
                     [](const QStringList& v, ParseState& s) {
                         using Kind = TablebaseSpec::Outcomes;
                         static const QMap<QString, Kind> names{{"WIN_LOSS", Kind::WinLoss},
                                                                {"DRAW", Kind::Draw},
                                                                {"BOTH", Kind::Both}};
                         if (!names.contains(v[0]))
                             return QStringLiteral("Invalid tb adjudication type: ") + v[0];
                         s.options.tablebases.outcomes = names.value(v[0]);
                         return QString();
                     }));
    table.add(option(G, "-check-mate-pvs", "", 0, 0,
                     "check that mate scores come with PVs that mate as announced",
                     setTrue(&FastchessSettings::checkMatePvs)));
    // fastchess's config.json does not keep -strict: a run continued with -config file= is
    // strict only when -strict is given again with it (resume() leaves the saved one out).
    OptionSpec strict =
        option(G, "-strict", "", 0, 0, "stop the tournament at the first warning (exit code 1)",
               setTrue(&FastchessSettings::strict));
    strict.allowedWhenResuming = true;
    table.add(strict);
    const std::pair<const char*, int FastchessSettings::*> timeouts[] = {
        {"-startup-ms", &FastchessSettings::startupMs},
        {"-ucinewgame-ms", &FastchessSettings::newGameMs},
        {"-ping-ms", &FastchessSettings::pingMs}};
    for (const auto& [name, field] : timeouts)
        table.add(option(G, name, "MS", 1, 1,
                         "how long an engine may take to start (uciok), to answer isready after "
                         "ucinewgame, or to answer isready, in milliseconds",
                         [field = field](const QStringList& v, ParseState& s) {
                             return readPositive(v[0], &(s.options.fastchess.*field));
                         }));
    table.add(option(
        G, "-debug", "", 0, 0, "(not a fastchess option)", [](const QStringList&, ParseState&) {
            return QStringLiteral("The 'debug' option does not exist in fastchess. Use "
                                  "the 'log' option instead to write all engine input "
                                  "and output into a text file.");
        }));
    OptionSpec version = option(G, "-version", "", 0, 0, "print the version and exit",
                                [](const QStringList&, ParseState& s) {
                                    s.earlyExit = ParseState::EarlyExit::Version;
                                    return QString();
                                });
    version.aliases = QStringList{"--version", "-v", "--v"};
    table.add(version);
    OptionSpec help = option(G, "-help", "", 0, 0, "print this help and exit",
                             [](const QStringList&, ParseState& s) {
                                 s.earlyExit = ParseState::EarlyExit::Help;
                                 return QString();
                             });
    help.aliases = QStringList{"--help"};
    table.add(help);
    for (EngineKeySpec& key : fastchessEngineKeys()) table.addEngineKey(std::move(key));
    return table;
}

namespace {
bool pinnableEngines(const QVector<PlayerOptions>& players) {
    for (const PlayerOptions& p : players) {
        const EngineOption* threads = findOption(p.engine.options, QStringLiteral("Threads"));
        if (threads && threads->value.toInt() != 1) return false;
    }
    return true;
}
} // namespace

QString finishFastchessOptions(ParseState& state) {
    TournamentDescription& options = state.options;
    FastchessSettings& f = options.fastchess;
    if (f.games > 2) {
        std::swap(f.games, f.rounds);
        if (f.games > 2) return QStringLiteral("Error: Exceeded -game limit! Must be less than 2");
    }
    if (f.output == FastchessSettings::Output::Cutechess || f.games != 2) f.reportPenta = false;
    const int cpus = QThread::idealThreadCount();
    if (options.tournament.concurrency > cpus && !f.forceConcurrency)
        return QStringLiteral("Error: Concurrency exceeds number of CPUs. Use -force-concurrency "
                              "to override.");
    // fastchess pins only engines of one thread (no option.Threads above 1); each game holds
    // a CPU, so there must be one for each game played at once.
    if (f.affinity && !pinnableEngines(options.players)) f.affinity = false;
    if (f.affinity && f.affinityCpus.empty()) f.affinityCpus = cpusInFastchessOrder();
    if (f.affinity && int(f.affinityCpus.size()) < options.tournament.concurrency)
        return QStringLiteral("Error while creating match: No cores available");
    if (options.variant == QLatin1String("fischerandom") && !options.openings.enabled)
        return QStringLiteral("Error: Please specify a Chess960 opening book");
    TournamentSettings& t = options.tournament;
    // One opening per pair of games, colours swapped inside the pair (fastchess's scheduler).
    t.gamesPerEncounter = std::max(f.games, 1);
    t.rounds = std::max(f.rounds, 1);
    t.openingPolicy = OpeningPolicy::Encounter;
    t.openingRepetitions = 1;
    if (t.sprt.enabled && !state.sprtModelGiven) t.sprt.config.model = stats::SprtModel::Normalized;
    if (t.sprt.enabled) t.sprt.config.pentanomial = f.reportPenta;
    // A new tournament replaces what -config outname= holds (fastchess's own config.json, or
    // an unfinished tournament), as fastchess does; -config file= continues one instead.
    options.restart = true;
    if (t.event.isEmpty()) t.event = fastchessDefaultEvent();
    // Engines without name= are named after their program, without directory or extension.
    QStringList seen;
    for (PlayerOptions& p : options.players) {
        if (!p.nameGiven) {
            p.displayName = QFileInfo(p.engine.command).completeBaseName();
            p.nameGiven = true;
        }
        const int n = int(seen.count(p.displayName));
        seen << p.displayName;
        if (n > 0) p.displayName += QStringLiteral("_%1").arg(n + 1);
        p.engine.name = p.displayName;
    }
    return {};
}

QString fastchessDefaultEvent() {
    return QStringLiteral("Fastchess Tournament");
}

namespace {

// -use-affinity's list: the CPUs one by one, as readCpuList reads them back in this order.
QString cpuList(const std::vector<int>& cpus) {
    QStringList items;
    for (const int cpu : cpus) items << QString::number(cpu);
    return items.join(QLatin1Char(','));
}

QStringList pgnOutArguments(const TournamentDescription& o) {
    if (!o.pgnOut) return {};
    const FastchessSettings& f = o.fastchess;
    const FastchessPgnFields& fields = f.pgnFields;
    QStringList a{QStringLiteral("-pgnout"), QStringLiteral("file=") + o.pgnOut->file};
    if (!f.pgnAppend) a << QStringLiteral("append=false");
    if (o.pgnOut->minimal) a << QStringLiteral("min=true");
    for (const auto& [name, field] : kPgnFlags)
        if (fields.*field) a << QLatin1String(name) + QStringLiteral("=true");
    if (fields.notation != FastchessPgnFields().notation)
        a << QStringLiteral("notation=") + nameOf(kNotations, fields.notation);
    for (const QString& line : fields.matchLines) a << QStringLiteral("match_line=") + line;
    return a;
}

QStringList logArguments(const FastchessLogSettings& log) {
    const FastchessLogSettings d;
    QStringList a;
    if (!log.file.isEmpty()) a << QStringLiteral("file=") + log.file;
    if (log.level != d.level) a << QStringLiteral("level=") + nameOf(kLogLevels, log.level);
    if (log.engine != d.engine) a << QStringLiteral("engine=") + trueFalse(log.engine);
    if (log.append != d.append) a << QStringLiteral("append=") + trueFalse(log.append);
    if (!a.isEmpty()) a.prepend(QStringLiteral("-log"));
    return a;
}

} // namespace

QStringList fastchessArguments(const TournamentDescription& o) {
    const FastchessSettings d;
    const FastchessSettings& f = o.fastchess;
    QStringList a;
    auto write = [&a](const char* name, const QString& value = QString()) {
        a << QLatin1String(name);
        if (!value.isNull()) a << value;
    };
    if (f.games != d.games) write("-games", QString::number(f.games));
    if (f.rounds != d.rounds) write("-rounds", QString::number(f.rounds));
    if (f.forceConcurrency) write("-force-concurrency");
    if (f.affinity) {
        write("-use-affinity");
        if (f.affinityCpus != cpusInFastchessOrder()) a << cpuList(f.affinityCpus);
    }
    a << pgnOutArguments(o);
    if (!o.epdOut.isEmpty()) write("-epdout", QStringLiteral("file=") + o.epdOut);
    if (!f.unreadOpenings.isEmpty()) write("-openings", QStringLiteral("file=") + f.unreadOpenings);
    const bool cutechessOutput = f.output == FastchessSettings::Output::Cutechess;
    write("-output", cutechessOutput ? QStringLiteral("format=cutechess")
                                     : QStringLiteral("format=fastchess"));
    // Off by itself with the cutechess output or single games (finishFastchessOptions).
    if (!f.reportPenta && !cutechessOutput && f.games == 2)
        write("-report", QStringLiteral("penta=false"));
    if (f.crc32) write("-crc32", QStringLiteral("pgn=true"));
    a << logArguments(f.log);
    if (f.testEnv) write("-testEnv");
    if (f.showLatency) write("-show-latency");
    if (f.ratingInterval != d.ratingInterval)
        write("-ratinginterval", QString::number(f.ratingInterval));
    if (f.scoreInterval != d.scoreInterval)
        write("-scoreinterval", QString::number(f.scoreInterval));
    if (f.configOutName != d.configOutName)
        write("-config", QStringLiteral("outname=") + f.configOutName);
    if (f.checkMatePvs) write("-check-mate-pvs");
    if (f.strict) write("-strict");
    if (f.startupMs != d.startupMs) write("-startup-ms", QString::number(f.startupMs));
    if (f.newGameMs != d.newGameMs) write("-ucinewgame-ms", QString::number(f.newGameMs));
    if (f.pingMs != d.pingMs) write("-ping-ms", QString::number(f.pingMs));
    return a;
}

QString fastchessVersionText() {
    // OpenBench's client takes the first "N.N.N" of the output as the runner's version and
    // asks for 1.8.1 or later. fishtest's worker wants "fastchess alpha N.N.N DATE-SHA" with
    // the fastchess commit it pins, else it builds fastchess itself: the worker's owner who
    // chooses arbiter-cli names that commit in ARBITER_FASTCHESS_SHA (docs/distributed.md).
    const QString sha = qEnvironmentVariable("ARBITER_FASTCHESS_SHA");
    const QString first = sha.isEmpty() ? QStringLiteral("fastchess alpha 1.8.2")
                                        : QStringLiteral("fastchess alpha 1.8.2 0-") + sha;
    return first + QStringLiteral("\n%1, fastchess dialect\n")
                       .arg(QString::fromStdString(versionLine("arbiter-cli")));
}

} // namespace arbiter::cli
