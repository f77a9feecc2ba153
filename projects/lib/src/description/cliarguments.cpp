// TournamentDescription as a value: parse(), toArguments() and equality (tournamentdescription.h).
// toArguments() writes the options of the table (builtinoptions.cpp and the area providers) in
// their own syntax, so that parse(toArguments()) gives equal settings; tests/cli/options
// (tst_cli_arguments) round-trips every option group.
#include "cliparser.h"
#include "fastchessargs.h"
#include "fastchesscli.h"
#include "rules/rmobility/gscore.h"
#include "stats/sprt.h"
#include "xiangqicli.h"

#include <algorithm>
#include <tuple>

namespace arbiter::cli {

namespace {

QString number(double value) {
    return QString::number(value, 'g', 12);
}

QString latin1(const std::string& text) {
    return QString::fromStdString(text);
}

// -defaultKomi's value: Black's komi as mgX.Y, since a value starting with '-' would be taken
// for an option.
QString komiValue(const rmobility::Komi& komi) {
    const QString text = latin1(rmobility::toString(komi)).toLower();
    return text.startsWith(QLatin1Char('-')) ? QLatin1Char('m') + text.mid(1) : text;
}

// The entries `list` has after the ones of `base` (the keys arg= and initstr= only add); all of
// them when it does not start with base's.
QStringList added(const QStringList& list, const QStringList& base) {
    return list.mid(0, base.size()) == base ? list.mid(base.size()) : list;
}

// One argument as fastchess reads it back from args= (fastchessargs.h): as it is when it has no
// blank and no quote, else in double quotes, else (it holds a double quote) in single quotes.
// Words fastchess cannot pass at all (empty, or with a blank and both kinds of quote) are
// written in double quotes all the same.
QString fastchessArgsWord(const QString& word) {
    const QString candidates[] = {word, QLatin1Char('"') + word + QLatin1Char('"'),
                                  QLatin1Char('\'') + word + QLatin1Char('\'')};
    for (const QString& written : candidates)
        if (splitFastchessArguments(written) == QStringList{word}) return written;
    return candidates[1];
}

// The keys that make the engine `base` into `e`, in the order -engine takes them: the settings
// that differ and the arguments, lines and options added. `base` is the engines.json entry of
// a conf= engine, else the defaults (then every setting given is written).
QStringList engineKeyTokens(const EngineConfiguration& e, const EngineConfiguration& base,
                            Dialect dialect) {
    QStringList t;
    if (e.command != base.command) t << QStringLiteral("cmd=") + e.command;
    if (e.workingDirectory != base.workingDirectory)
        t << QStringLiteral("dir=") + e.workingDirectory;
    const QStringList arguments = added(e.arguments, base.arguments);
    if (dialect == Dialect::Fastchess && !arguments.isEmpty()) {
        QStringList words;
        for (const QString& argument : arguments) words << fastchessArgsWord(argument);
        t << QStringLiteral("args=") + words.join(QLatin1Char(' '));
    } else {
        for (const QString& argument : arguments) t << QStringLiteral("arg=") + argument;
    }
    for (const QString& line : added(e.initStrings, base.initStrings))
        t << QStringLiteral("initstr=") + line;
    if (e.stderrFile != base.stderrFile) t << QStringLiteral("stderr=") + e.stderrFile;
    if (e.protocol != base.protocol) t << QStringLiteral("proto=") + protocolName(e.protocol);
    if (e.restart != base.restart)
        t << QStringLiteral("restart=") + EngineConfiguration::restartModeName(e.restart);
    if (e.timeoutScale != base.timeoutScale)
        t << QStringLiteral("tscale=") + number(e.timeoutScale);
    if (e.rMobilityFen != base.rMobilityFen)
        t << QStringLiteral("rmobfen=") + EngineConfiguration::rMobilityFenName(e.rMobilityFen);
    for (const EngineOption& option : e.options) {
        const EngineOption* before = findOption(base.options, option.name);
        if (!before || before->value != option.value)
            t << QStringLiteral("option.%1=%2").arg(option.name, option.value);
    }
    return t;
}

// The keys of one engine, in the order -engine takes them. An engine read from engines.json is
// conf=NAME and the keys that change its entry (PlayerOptions::configuration); another one is
// written whole.
QStringList engineTokens(const PlayerOptions& player, Dialect dialect) {
    const EngineConfiguration& e = player.engine;
    const bool conf = !player.configurationName.isEmpty();
    const EngineConfiguration base = conf ? player.configuration : EngineConfiguration();
    QStringList t;
    if (conf) t << QStringLiteral("conf=") + player.configurationName;
    if (conf ? player.displayName != player.configurationName : player.nameGiven)
        t << QStringLiteral("name=") + player.displayName;
    t << engineKeyTokens(e, base, dialect);
    if (player.hasTimeControl)
        for (const std::string& setting : player.timeControl.engineSettings()) t << latin1(setting);
    if (!player.bookFile.isEmpty()) t << QStringLiteral("book=") + player.bookFile;
    if (player.bookDepth > 0) t << QStringLiteral("bookdepth=%1").arg(player.bookDepth);
    // Flags only switch on.
    if (e.trust && !base.trust) t << QStringLiteral("trust");
    if (e.whitePov && !base.whitePov) t << QStringLiteral("whitepov");
    if (e.ponder && !base.ponder) t << QStringLiteral("ponder");
    if (e.debug && !base.debug) t << QStringLiteral("debug");
    return t;
}

// Keys that may move to -each when every engine has the same token: not the ones that say
// which engine it is, nor the repeatable ones whose order among the engine's own matters.
bool sharable(const QString& token) {
    const QString key = engineTokenKey(token);
    for (const char* own : {"conf", "name", "cmd", "arg", "args", "initstr"})
        if (key == QLatin1String(own)) return false;
    return !key.startsWith(QLatin1String("option."));
}

void writeEngines(const TournamentDescription& o, QStringList& a) {
    // First: conf= reads it.
    if (!o.enginesFile.isEmpty() && o.enginesFile != TournamentDescription().enginesFile)
        a << QStringLiteral("-engines-file") << o.enginesFile;
    QVector<QStringList> engines;
    for (const PlayerOptions& player : o.players) engines << engineTokens(player, o.dialect);
    QStringList each;
    if (!engines.isEmpty()) {
        for (const QString& token : engines.first()) {
            const bool everywhere =
                std::all_of(engines.begin(), engines.end(),
                            [&token](const QStringList& tokens) { return tokens.contains(token); });
            if (sharable(token) && everywhere) each << token;
        }
    }
    for (QStringList tokens : engines) {
        for (const QString& token : each) tokens.removeAll(token);
        a << QStringLiteral("-engine") << tokens;
    }
    if (!each.isEmpty()) a << QStringLiteral("-each") << each;
}

void writeTournament(const TournamentDescription& o, QStringList& a) {
    const TournamentSettings& t = o.tournament;
    const TournamentSettings d;
    auto option = [&a](const char* name, const QString& value = QString()) {
        a << QLatin1String(name);
        if (!value.isNull()) a << value;
    };
    if (o.variant != TournamentDescription().variant) option("-variant", o.variant);
    if (o.evolution.enabled)
        option("-tournament", QStringLiteral("evolution"));
    else if (t.type != d.type)
        option("-tournament", tournamentTypeName(t.type));
    // fastchess counts games and rounds its own way (fastchessArguments).
    if (o.dialect == Dialect::Cutechess) {
        if (t.gamesPerEncounter != d.gamesPerEncounter)
            option("-games", QString::number(t.gamesPerEncounter));
        if (t.rounds != d.rounds) option("-rounds", QString::number(t.rounds));
        if (t.openingRepetitions != d.openingRepetitions)
            option("-repeat", QString::number(t.openingRepetitions));
    }
    if (t.noSwap) option("-noswap");
    if (t.reverse) option("-reverse");
    if (t.seedCount != d.seedCount) option("-seeds", QString::number(t.seedCount));
    if (t.concurrency != d.concurrency) option("-concurrency", QString::number(t.concurrency));
    if (t.waitMs != d.waitMs) option("-wait", QString::number(t.waitMs));
    if (t.recover) option("-recover");
    if (t.randomSeedGiven) option("-srand", QString::number(t.randomSeed));
    if (o.evolution.enabled) {
        const EvolutionSpec& e = o.evolution;
        for (const GeneSpec& gene : e.genes) option("-gene", gene.toString());
        if (e.populationGiven) option("-population", QString::number(e.population));
        if (e.generationsGiven) option("-generations", QString::number(e.generations));
        if (!e.outputFile.isEmpty()) option("-evolutionout", e.outputFile);
    }
}

void writeAdjudication(const TournamentDescription& o, QStringList& a) {
    const AdjudicationSettings& j = o.adjudication;
    if (j.drawEnabled)
        a << QStringLiteral("-draw") << QStringLiteral("movenumber=%1").arg(j.drawMoveNumber)
          << QStringLiteral("movecount=%1").arg(j.drawMoveCount)
          << QStringLiteral("score=%1").arg(j.drawScore);
    if (j.resignEnabled) {
        a << QStringLiteral("-resign") << QStringLiteral("movecount=%1").arg(j.resignMoveCount)
          << QStringLiteral("score=%1").arg(j.resignScore);
        if (j.resignTwoSided) a << QStringLiteral("twosided=true");
    } else if (j.resignSum.enabled) {
        a << QStringLiteral("-resign") << QStringLiteral("mode=sum")
          << QStringLiteral("band=%1").arg(j.resignSum.rule.band)
          << QStringLiteral("threshold=%1").arg(j.resignSum.rule.threshold);
    }
    if (j.maxMoves > 0) a << QStringLiteral("-maxmoves") << QString::number(j.maxMoves);
    const DrawOfferSettings offers;
    const DrawOfferSettings& f = j.drawOffers;
    if (f.speakForPlayers || f.maxOffersPerPlayer != offers.maxOffersPerPlayer) {
        a << QStringLiteral("-drawoffers");
        if (f.speakForPlayers)
            a << QStringLiteral("band=%1").arg(f.band) << QStringLiteral("moves=%1").arg(f.moves);
        a << QStringLiteral("maxoffers=%1").arg(f.maxOffersPerPlayer);
    }
    const TablebaseSpec& tb = o.tablebases;
    if (!tb.paths.isEmpty()) a << QStringLiteral("-tb") << tb.paths.join(QLatin1Char(';'));
    if (tb.maxPieces > 0) a << QStringLiteral("-tbpieces") << QString::number(tb.maxPieces);
    if (tb.ignore50) a << QStringLiteral("-tbignore50");
    // fastchess's own: set only by its dialect.
    using Outcomes = TablebaseSpec::Outcomes;
    if (tb.outcomes != Outcomes::Both)
        a << QStringLiteral("-tbadjudicate")
          << (tb.outcomes == Outcomes::WinLoss ? QStringLiteral("WIN_LOSS")
                                               : QStringLiteral("DRAW"));
}

void writeOpenings(const TournamentDescription& o, QStringList& a) {
    const OpeningsSpec& s = o.openings;
    if (s.enabled) {
        a << QStringLiteral("-openings") << QStringLiteral("file=") + s.file;
        a << (s.format == OpeningsSpec::Format::Epd ? QStringLiteral("format=epd")
                                                    : QStringLiteral("format=pgn"));
        if (s.order == OpeningsSpec::Order::Random) a << QStringLiteral("order=random");
        if (s.plies > 0) a << QStringLiteral("plies=%1").arg(s.plies);
        if (s.start != 1) a << QStringLiteral("start=%1").arg(s.start);
        if (s.policy != OpeningPolicy::Default)
            a << QStringLiteral("policy=") + openingPolicyName(s.policy);
    }
    if (o.bookMode == BookMode::Disk) a << QStringLiteral("-bookmode") << QStringLiteral("disk");
}

void writeOutput(const TournamentDescription& o, QStringList& a) {
    const TournamentSettings& t = o.tournament;
    const bool fastchess = o.dialect == Dialect::Fastchess;
    if (t.event != (fastchess ? fastchessDefaultEvent() : QString()))
        a << QStringLiteral("-event") << t.event;
    if (!t.site.isEmpty()) a << QStringLiteral("-site") << t.site;
    // fastchess's output files are key=value lists (fastchessArguments), its state file is
    // -config outname=.
    if (fastchess) return;
    if (o.pgnOut) {
        a << QStringLiteral("-pgnout") << o.pgnOut->file;
        if (o.pgnOut->minimal) a << QStringLiteral("min");
        if (o.pgnOut->onlyFinished) a << QStringLiteral("fi");
    }
    if (!o.epdOut.isEmpty()) a << QStringLiteral("-epdout") << o.epdOut;
    if (!o.stateFile.isEmpty() && o.stateFile != defaultStateFile(o))
        a << QStringLiteral("-statefile") << o.stateFile;
}

void writeStatistics(const TournamentDescription& o, QStringList& a) {
    const TournamentSettings& t = o.tournament;
    const TournamentSettings d;
    if (t.sprt.enabled) {
        const stats::SprtConfig& c = t.sprt.config;
        a << QStringLiteral("-sprt") << QStringLiteral("elo0=") + number(c.elo0)
          << QStringLiteral("elo1=") + number(c.elo1) << QStringLiteral("alpha=") + number(c.alpha)
          << QStringLiteral("beta=") + number(c.beta);
        // fastchess's SPRT is its normalized one unless model= says otherwise.
        const stats::SprtModel model =
            o.dialect == Dialect::Fastchess ? stats::SprtModel::Normalized : d.sprt.config.model;
        if (c.model != model)
            a << QStringLiteral("model=") + QLatin1String(stats::sprtModelName(c.model));
        if (c.pentanomial != t.pentanomialByDefault())
            a << (c.pentanomial ? QStringLiteral("pentanomial=on")
                                : QStringLiteral("pentanomial=off"));
    }
    if (t.ratingInterval != d.ratingInterval)
        a << QStringLiteral("-ratinginterval") << QString::number(t.ratingInterval);
    if (t.outcomeInterval != d.outcomeInterval)
        a << QStringLiteral("-outcomeinterval") << QString::number(t.outcomeInterval);
    if (t.resultFormat != d.resultFormat) a << QStringLiteral("-resultformat") << t.resultFormat;
    if (t.autosaveInterval != d.autosaveInterval)
        a << QStringLiteral("-autosaveinterval") << QString::number(t.autosaveInterval);
}

void writeRules(const TournamentDescription& o, QStringList& a) {
    const RMobilityOptions d;
    const RMobilityOptions& r = o.rMobility;
    if (r.enabled) {
        a << QStringLiteral("-rMobilityType")
          << latin1(std::string(rmobility::scoringOptionName(r.scoring)));
        if (r.cutoff != d.cutoff)
            a << QStringLiteral("-rMobilityCutoff") << latin1(rmobility::cutoffToString(r.cutoff));
        if (r.legacy) a << QStringLiteral("-legacyMode");
        if (!(r.komi == d.komi)) a << QStringLiteral("-defaultKomi") << komiValue(r.komi);
    }
    a << xiangqiArguments(o);
}

void writeGeneral(const TournamentDescription& o, QStringList& a) {
    if (o.debug) a << QStringLiteral("-debug");
    if (o.debugAll) a << QStringLiteral("all");
    if (o.cpuInfo) a << QStringLiteral("-cpuinfo");
}

// Field-by-field comparisons of the parts without an operator==.
auto fields(const PlayerOptions& p) {
    const EngineConfiguration& e = p.engine;
    return std::tie(e.name, e.command, e.arguments, e.workingDirectory, e.stderrFile, e.protocol,
                    e.initStrings, e.whitePov, e.restart, e.trust, e.timeoutScale, e.ponder,
                    e.debug, e.rMobilityFen, e.dialect, p.timeControl, p.hasTimeControl, p.bookFile,
                    p.bookDepth, p.displayName, p.nameGiven, p.configurationName);
}

bool sameOptions(const EngineOptionList& a, const EngineOptionList& b) {
    if (a.size() != b.size()) return false;
    for (int i = 0; i < a.size(); ++i)
        if (a[i].name != b[i].name || a[i].value != b[i].value) return false;
    return true;
}

bool samePlayer(const PlayerOptions& a, const PlayerOptions& b) {
    return fields(a) == fields(b) && sameOptions(a.engine.options, b.engine.options);
}

// The player names are derived from the players (their display names), compared there.
auto fields(const TournamentSettings& t) {
    const stats::SprtConfig& c = t.sprt.config;
    return std::tie(t.type, t.gamesPerEncounter, t.rounds, t.openingRepetitions, t.openingPolicy,
                    t.noSwap, t.reverse, t.seedCount, t.waitMs, t.concurrency, t.recover, t.event,
                    t.site, t.randomSeed, t.randomSeedGiven, t.ratingInterval, t.outcomeInterval,
                    t.resultFormat, t.autosaveInterval, t.sprt.enabled, c.elo0, c.elo1, c.alpha,
                    c.beta, c.model, c.pentanomial, c.minimumWinsAndLosses);
}

auto fields(const AdjudicationSettings& j) {
    return std::tie(j.drawEnabled, j.drawMoveNumber, j.drawMoveCount, j.drawScore, j.resignEnabled,
                    j.resignMoveCount, j.resignScore, j.resignTwoSided, j.maxMoves,
                    j.drawOffers.maxOffersPerPlayer, j.drawOffers.speakForPlayers,
                    j.drawOffers.band, j.drawOffers.moves, j.resignSum.enabled,
                    j.resignSum.rule.band, j.resignSum.rule.threshold);
}

auto fields(const OpeningsSpec& s) {
    return std::tie(s.enabled, s.file, s.format, s.order, s.plies, s.start, s.policy);
}

auto fields(const EvolutionSpec& e) {
    return std::tie(e.enabled, e.population, e.generations, e.outputFile, e.populationGiven,
                    e.generationsGiven);
}

bool sameGenes(const std::vector<GeneSpec>& a, const std::vector<GeneSpec>& b) {
    return a.size() == b.size() &&
           std::equal(a.begin(), a.end(), b.begin(), [](const GeneSpec& x, const GeneSpec& y) {
               return x.toString() == y.toString();
           });
}

auto fields(const TournamentDescription& o) {
    const RMobilityOptions& r = o.rMobility;
    const XiangqiRuleOptions& x = o.xiangqi;
    return std::tie(o.dialect, o.variant, o.tablebases.paths, o.tablebases.maxPieces,
                    o.tablebases.ignore50, o.tablebases.outcomes, o.bookMode, o.epdOut, o.debug,
                    o.debugAll, o.cpuInfo, o.enginesFile, r.enabled, r.scoring, r.cutoff, r.legacy,
                    r.komi, x.repetition, x.moveLimit, x.checkCap, x.materialDraws,
                    x.mateInOneDraws, o.xiangqiNotation, o.rejudgeFile, o.stateFile);
}

auto fields(const FastchessPgnFields& p) {
    return std::tie(p.timeLeft, p.latency, p.nodes, p.selDepth, p.nps, p.hashFull, p.tbHits, p.pv,
                    p.matchLines, p.notation);
}

auto fields(const FastchessSettings& f) {
    const FastchessLogSettings& l = f.log;
    return std::tuple_cat(std::tie(f.output, f.reportPenta, f.scoreInterval, f.ratingInterval,
                                   f.testEnv, f.crc32, f.pgnAppend, f.checkMatePvs, f.showLatency,
                                   f.strict, f.configOutName, l.file, l.level, l.engine, l.append,
                                   f.games, f.rounds, f.forceConcurrency, f.affinity,
                                   f.affinityCpus, f.startupMs, f.pingMs, f.newGameMs),
                          fields(f.pgnFields));
}

bool samePgnOut(const std::optional<PgnOutSpec>& a, const std::optional<PgnOutSpec>& b) {
    if (!a || !b) return !a && !b;
    return a->file == b->file && a->minimal == b->minimal && a->onlyFinished == b->onlyFinished;
}

} // namespace

CliParseResult TournamentDescription::parse(const QStringList& arguments) {
    return parseCommandLine(arguments);
}

// Through the command line on purpose, not by checking the fields: most checks are the option
// handlers' own, made as they read a value's text (numbers and their ranges, names, keys, the
// engines of engines.json and their programs), and a second set over the typed value would
// have to say the same in other code. And the completed settings carry their command line
// (commandLine, kept in the state file and read again by -resume in arbiter-cli and the GUI),
// so that line itself must be the one shown to parse into these settings. The errors come back
// structured all the same (ParseError: the option and the message); writing and reading the
// line costs microseconds, once per check.
CliParseResult TournamentDescription::checked() const {
    return parseCommandLine(toArguments());
}

QStringList TournamentDescription::toArguments() const {
    QStringList a;
    writeEngines(*this, a);
    writeTournament(*this, a);
    writeOpenings(*this, a);
    writeAdjudication(*this, a);
    writeRules(*this, a);
    writeStatistics(*this, a);
    writeOutput(*this, a);
    writeGeneral(*this, a);
    if (dialect == Dialect::Fastchess) a << fastchessArguments(*this);
    return a;
}

bool TournamentDescription::operator==(const TournamentDescription& o) const {
    if (players.size() != o.players.size()) return false;
    for (int i = 0; i < players.size(); ++i)
        if (!samePlayer(players[i], o.players[i])) return false;
    return fields(*this) == fields(o) && fields(tournament) == fields(o.tournament) &&
           fields(adjudication) == fields(o.adjudication) &&
           fields(openings) == fields(o.openings) && fields(evolution) == fields(o.evolution) &&
           sameGenes(evolution.genes, o.evolution.genes) && samePgnOut(pgnOut, o.pgnOut) &&
           fields(fastchess) == fields(o.fastchess);
}

} // namespace arbiter::cli
