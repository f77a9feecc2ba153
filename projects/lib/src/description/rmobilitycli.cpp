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

} // namespace arbiter::cli
