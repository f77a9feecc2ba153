#include "rmobilitycli.h"

#include "board/variant.h"
#include "rules/rmobility/rmobilitypgn.h"

#include <algorithm>

namespace arbiter::cli {

namespace {

using Handler = std::function<QString(const QStringList&, ParseState&)>;

OptionSpec option(const char* name, const char* syntax, int values, const char* help,
                  Handler handler) {
    return makeOption(OptionSection::RMobility, name, syntax, values, values, help,
                      std::move(handler));
}

QString q(const std::string& s) {
    return QString::fromStdString(s);
}

bool given(const ParseState& state, const char* name) {
    return std::any_of(state.occurrences.begin(), state.occurrences.end(),
                       [name](const QStringList& o) { return o.first() == QLatin1String(name); });
}

} // namespace

void addRMobilityOptions(OptionTable& table) {
    table.add(option("-rMobilityType", "TYPE", 1,
                     "play by r-Mobility rules, scored exponential (0.5 +/- 0.5^(1+2G)), "
                     "classical (only G0.0 wins), harmonic (0.5 +/- 0.5/(1+2G)), rMobilityWinner "
                     "(a G-score below the cutoff wins) or komi",
                     [](const QStringList& v, ParseState& s) {
                         const auto scoring = rmobility::parseScoringOption(v[0].toStdString());
                         if (!scoring)
                             return QStringLiteral(
                                        "'%1' is not exponential, classical, harmonic, "
                                        "rMobilityWinner or komi (the names are case-sensitive)")
                                 .arg(v[0]);
                         s.options.rMobility.enabled = true;
                         s.options.rMobility.scoring = *scoring;
                         return QString();
                     }));
    table.add(option("-rMobilityCutoff", "gX.0|gX.5", 1,
                     "the r-Mobility cutoff (default g6.0): improvements below it restart the "
                     "50-move count; rMobilityWinner and komi scoring use it too",
                     [](const QStringList& v, ParseState& s) {
                         std::string why;
                         if (!rmobility::parseCutoff(v[0].toStdString(),
                                                     &s.options.rMobility.cutoff, &why))
                             return q(why);
                         return QString();
                     }));
    table.add(option("-legacyMode", "", 0,
                     "r-Mobility with the classical 50-move rule: improvements never restart the "
                     "count and one on its last ply does not count",
                     [](const QStringList&, ParseState& s) {
                         s.options.rMobility.legacy = true;
                         return QString();
                     }));
    table.add(
        option("-defaultKomi", "gX.0|gX.25|gX.5|gX.75", 1,
               "the komi of games whose opening has no [Komi] tag (default g5.75; mg... "
               "for Black's komi)",
               [](const QStringList& v, ParseState& s) {
                   std::string why;
                   if (!rmobility::parseKomi(v[0].toStdString(), &s.options.rMobility.komi, &why))
                       return q(why);
                   return QString();
               }));
    EngineKeySpec rmobfen;
    rmobfen.key = QStringLiteral("rmobfen");
    rmobfen.syntax = QStringLiteral("rmobfen=MODE");
    rmobfen.help = QStringLiteral(
        "r-Mobility: whether the start FENs sent to the engine carry the G token: auto "
        "(default: only when it is not redundant), always, never");
    rmobfen.arbiterExtension = true;
    rmobfen.apply = [](const QString&, const QString& v, EngineDraft& d) {
        if (!EngineConfiguration::rMobilityFenFromName(v, &d.player.engine.rMobilityFen))
            return QStringLiteral("rmobfen: '%1' is not auto, always or never").arg(v);
        return QString();
    };
    table.addEngineKey(std::move(rmobfen));
    table.addFinalizeHook([](ParseState& s) { return checkRMobilityOptions(s); });
}

QString checkRMobilityOptions(const ParseState& state) {
    const RMobilityOptions& r = state.options.rMobility;
    if (!r.enabled) {
        for (const char* name : {"-rMobilityCutoff", "-legacyMode", "-defaultKomi"})
            if (given(state, name))
                return QStringLiteral("%1: r-Mobility is off; -rMobilityType turns it on")
                    .arg(QLatin1String(name));
        return {};
    }
    const VariantInfo* variant = findVariant(state.options.variant.toStdString());
    if (variant && variant->family != BoardFamily::Western)
        return QStringLiteral("-rMobilityType: r-Mobility applies to western chess variants, not "
                              "to %1")
            .arg(state.options.variant);
    return {};
}

RMobilityOutput::RMobilityOutput(const TournamentDescription& options)
    : m_options(options.rMobility), m_ratingInterval(options.tournament.ratingInterval),
      m_outcomeInterval(options.tournament.outcomeInterval), m_sprt(options.tournament.sprt) {
    QString ignored;
    const std::optional<ResultFormat> format =
        ResultFormat::parse(options.tournament.resultFormat, &ignored);
    m_format = format ? *format : ResultFormat::defaultFormat();
}

RMobilityTables& RMobilityOutput::tables(const Tournament& tournament) {
    if (!m_tables) m_tables.emplace(tournament.players(), m_options, m_sprt, m_format);
    return *m_tables;
}

void RMobilityOutput::restore(const Tournament& tournament, const TournamentState& state) {
    if (!enabled()) return;
    std::vector<const GameRecord*> finished;
    for (const GameRecord& r : state.games)
        if (r.finished) finished.push_back(&r);
    std::sort(finished.begin(), finished.end(), [](const GameRecord* a, const GameRecord* b) {
        return a->finishOrder < b->finishOrder;
    });
    for (const GameRecord* r : finished)
        tables(tournament)
            .addGame(r->game.whitePlayer, r->game.blackPlayer, r->result, komiOf(r->result),
                     r->game.pairIndex);
}

rmobility::Komi RMobilityOutput::komiOf(const GameResult& result) const {
    // Komi scoring keeps each game's komi (its opening's [Komi], else -defaultKomi) with the
    // result, in the state file too; the other scorings' komi tables use -defaultKomi.
    rmobility::Komi komi = m_options.komi;
    if (!result.scoreBasis().empty()) rmobility::parseKomi(result.scoreBasis(), &komi, nullptr);
    return komi;
}

QString RMobilityOutput::startedGameLine(const QString& line, const Game* game) const {
    if (!enabled() || m_options.scoring != rmobility::Scoring::Komi) return line;
    const rmobility::Komi komi = game ? game->settings().rules.rMobility.komi : m_options.komi;
    return line + QStringLiteral(", komi ") + q(rmobility::toString(komi));
}

QStringList RMobilityOutput::progressLines(const Tournament& tournament) const {
    const Standings& s = tournament.standings();
    const int n = tournament.gamesFinished();
    const bool match = s.playerCount() == 2;
    QStringList lines;
    if (match) lines << s.scoreLines();
    if (m_ratingInterval > 0 ? n % m_ratingInterval == 0 : match) {
        if (match) {
            lines << s.eloLine();
            if (m_sprt.enabled) lines << s.sprtLine(m_sprt);
            lines << s.ptnmlLine();
        } else {
            lines << s.rankingTable(m_format);
        }
    }
    if (m_outcomeInterval > 0 && n % m_outcomeInterval == 0) lines << s.outcomeLines();
    lines.removeAll(QString()); // the SPRT and Ptnml lines are empty while they have no data
    return lines;
}

QStringList RMobilityOutput::gameFinished(const Tournament& tournament, const FinishedGame& game) {
    if (!enabled()) return {};
    RMobilityTables& t = tables(tournament);
    t.addGame(game.game.whitePlayer, game.game.blackPlayer, game.result, komiOf(game.result),
              game.game.pairIndex);
    if (m_ratingInterval > 0 && t.gamesFinished() % m_ratingInterval == 0) return t.lines();
    return {};
}

QStringList RMobilityOutput::resultLines(const Tournament& tournament) {
    return enabled() ? tables(tournament).lines() : QStringList();
}

} // namespace arbiter::cli
