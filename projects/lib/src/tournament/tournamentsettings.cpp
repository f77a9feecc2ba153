#include "tournament/tournamentsettings.h"

#include <cmath>

namespace arbiter {

namespace {

struct TypeName {
    TournamentType type;
    const char* name;
};
constexpr TypeName kTypeNames[] = {
    {TournamentType::RoundRobin, "round-robin"},
    {TournamentType::Gauntlet, "gauntlet"},
    {TournamentType::Knockout, "knockout"},
    {TournamentType::Pyramid, "pyramid"},
    {TournamentType::Swiss, "swiss"},
};

struct PolicyName {
    OpeningPolicy policy;
    const char* name;
};
constexpr PolicyName kPolicyNames[] = {
    {OpeningPolicy::Default, "default"},
    {OpeningPolicy::Encounter, "encounter"},
    {OpeningPolicy::Round, "round"},
};

} // namespace

QString tournamentTypeName(TournamentType type) {
    for (const TypeName& entry : kTypeNames)
        if (entry.type == type) return QString::fromLatin1(entry.name);
    return {};
}

std::optional<TournamentType> parseTournamentType(const QString& name) {
    for (const TypeName& entry : kTypeNames)
        if (name == QLatin1String(entry.name)) return entry.type;
    return std::nullopt;
}

QString openingPolicyName(OpeningPolicy policy) {
    for (const PolicyName& entry : kPolicyNames)
        if (entry.policy == policy) return QString::fromLatin1(entry.name);
    return {};
}

std::optional<OpeningPolicy> parseOpeningPolicy(const QString& name) {
    for (const PolicyName& entry : kPolicyNames)
        if (name == QLatin1String(entry.name)) return entry.policy;
    return std::nullopt;
}

int TournamentSettings::effectiveRounds(int playerCount) const {
    if (rounds > 0) return rounds;
    if (type == TournamentType::Swiss && playerCount > 2)
        return int(std::ceil(std::log2(double(playerCount))));
    return 1;
}

int TournamentSettings::effectiveSeeds(int playerCount) const {
    if (type == TournamentType::Gauntlet) return seedCount > 0 ? seedCount : 1;
    return seedCount < playerCount ? seedCount : playerCount;
}

bool TournamentSettings::playsGamePairs() const {
    if (noSwap) return false;
    if (openingPolicy == OpeningPolicy::Default) return openingRepetitions >= 2;
    return gamesPerEncounter >= 2;
}

bool TournamentSettings::pentanomialByDefault() const {
    const stats::SprtModel model = sprt.config.model;
    return playsGamePairs() &&
           (model == stats::SprtModel::Normalized || model == stats::SprtModel::Logistic);
}

QString TournamentSettings::validate(int playerCount) const {
    if (playerCount < 2) return QStringLiteral("at least two players are required");
    if (gamesPerEncounter < 1)
        return QStringLiteral("-games must be positive (%1)").arg(gamesPerEncounter);
    if (rounds < 0) return QStringLiteral("-rounds must be positive (%1)").arg(rounds);
    if (rounds > 0 && type == TournamentType::Knockout)
        return QStringLiteral("-rounds cannot be used with knockout tournaments");
    if (openingRepetitions < 1)
        return QStringLiteral("-repeat must be positive (%1)").arg(openingRepetitions);
    if (concurrency < 1)
        return QStringLiteral("-concurrency must be positive (%1)").arg(concurrency);
    if (seedCount < 0) return QStringLiteral("-seeds must not be negative (%1)").arg(seedCount);
    if (type == TournamentType::Gauntlet && effectiveSeeds(playerCount) >= playerCount)
        return QStringLiteral(
                   "-seeds %1: a gauntlet with %2 players needs fewer seeds than players")
            .arg(seedCount)
            .arg(playerCount);
    if (seedCount > playerCount)
        return QStringLiteral("-seeds %1: there are only %2 players")
            .arg(seedCount)
            .arg(playerCount);
    if (sprt.enabled) {
        if (playerCount != 2)
            return QStringLiteral("-sprt needs exactly two players (%1 given)").arg(playerCount);
        const std::string problem = stats::sprtConfigError(sprt.config);
        if (!problem.empty()) return QString::fromStdString(problem);
        if (sprt.config.pentanomial && !playsGamePairs())
            return QStringLiteral("-sprt pentanomial=on needs colour-swapped game pairs: use "
                                  "-repeat (or policy=encounter/round with -games 2) without "
                                  "-noswap");
    }
    if (autosaveInterval < 0)
        return QStringLiteral("-autosaveinterval must not be negative (%1)").arg(autosaveInterval);
    return {};
}

} // namespace arbiter
