#include "runnersettings.h"

#include "rulescli.h"
#include "tablebase/syzygytablebases.h"

namespace arbiter::cli {

namespace {
OpeningSuiteOptions openingOptions(const OpeningsSpec& spec, const TournamentSettings& t) {
    OpeningSuiteOptions o;
    o.fileName = spec.file;
    o.format = spec.format == OpeningsSpec::Format::Epd ? OpeningSuiteOptions::Format::Epd
                                                        : OpeningSuiteOptions::Format::Pgn;
    o.order = spec.order == OpeningsSpec::Order::Random ? OpeningSuiteOptions::Order::Random
                                                        : OpeningSuiteOptions::Order::Sequential;
    o.plies = spec.plies > 0 ? spec.plies : -1;
    o.start = spec.start;
    o.seed = t.randomSeed;
    return o;
}
TablebaseAdjudication tablebaseAdjudication(const TablebaseSpec& spec) {
    TablebaseAdjudication a;
    if (spec.paths.isEmpty()) return a;
    auto tables = std::make_shared<syzygy::Tablebases>();
    tables->addDirectories(spec.paths.join(QLatin1Char(';')));
    a.tables = std::move(tables);
    a.maxPieces = spec.maxPieces;
    a.ignore50 = spec.ignore50;
    a.decisive = spec.outcomes != TablebaseSpec::Outcomes::Draw;
    a.draws = spec.outcomes != TablebaseSpec::Outcomes::WinLoss;
    return a;
}
} // namespace

Compatibility compatibilityOf(const TournamentDescription& options) {
    switch (options.dialect) {
    case Dialect::Cutechess: return Compatibility::cutechess();
    case Dialect::Fastchess: return Compatibility::fastchess();
    }
    return Compatibility::cutechess();
}

TournamentRunnerSettings runnerSettings(const TournamentDescription& options) {
    TournamentRunnerSettings s;
    s.compatibility = compatibilityOf(options);
    s.tournament = options.tournament;
    s.tournament.pairingOrder = s.compatibility.pairingOrder;
    s.variant = options.variant;
    s.adjudication = options.adjudication;
    s.adjudication.tablebases = tablebaseAdjudication(options.tablebases);
    s.rules = ruleOptions(options);
    for (const PlayerOptions& p : options.players) {
        TournamentPlayer player;
        player.engine = p.engine;
        player.engine.name = p.displayName;
        player.engine.debug = p.engine.debug || options.debugAll; // "debug on" to UCI engines
        player.nameFromEngine = !p.nameGiven && s.compatibility.namesFromEngines;
        player.timeControl = p.timeControl;
        player.bookFile = p.bookFile;
        player.bookDepth = 2 * p.bookDepth; // bookdepth= counts full moves, the runner plies
        s.players.push_back(player);
    }
    if (options.openings.enabled) {
        s.openings = openingOptions(options.openings, options.tournament);
    }
    if (options.pgnOut) {
        s.pgnFile = options.pgnOut->file;
        s.pgnMode = options.pgnOut->minimal ? PgnMode::Minimal : PgnMode::Full;
        s.pgnOnlyFinished = options.pgnOut->onlyFinished;
        s.pgnNotation = options.xiangqiNotation;
        if (s.compatibility.records == RecordStyle::Fastchess) {
            s.pgnExtras = options.fastchess.pgnFields;
            if (s.pgnExtras.notation == FastchessPgnFields::MoveNotation::Uci)
                s.pgnNotation = Notation::Coordinate;
        }
    }
    s.epdFile = options.epdOut;
    if (options.dialect == Dialect::Fastchess) {
        s.handshakeTimeoutMs = options.fastchess.startupMs;
        s.pingTimeoutMs = options.fastchess.pingMs;
        s.newGameTimeoutMs = options.fastchess.newGameMs;
        if (options.fastchess.affinity) s.gameCpus = options.fastchess.affinityCpus;
    }
    s.booksOnDisk = options.bookMode == BookMode::Disk;
    s.debug = options.debug;
    return s;
}

bool checksPvs(const TournamentDescription& options) {
    return pvChecksIn(compatibilityOf(options), options.variant.toStdString());
}

EvolutionRunnerSettings evolutionRunnerSettings(const TournamentDescription& options) {
    const TournamentRunnerSettings base = runnerSettings(options);
    EvolutionRunnerSettings s;
    s.evolution.genes = options.evolution.genes;
    s.evolution.population = options.evolution.population;
    s.evolution.generations = options.evolution.generations;
    s.evolution.seed = options.tournament.randomSeed;
    s.engine = base.players.front().engine;
    s.timeControl = base.players.front().timeControl;
    s.variant = base.variant;
    s.adjudication = base.adjudication;
    s.compatibility = base.compatibility;
    s.rules = base.rules;
    s.concurrency = options.tournament.concurrency;
    s.outputFile = options.evolution.outputFile;
    s.pgnFile = base.pgnFile;
    s.pgnMode = base.pgnMode;
    if (!options.tournament.event.isEmpty()) s.event = options.tournament.event;
    s.debug = options.debug;
    return s;
}

} // namespace arbiter::cli
