#include "game/compatibility.h"

#include "board/variant.h"

namespace arbiter {

Compatibility Compatibility::cutechess() {
    return Compatibility{}; // the fields' defaults are cutechess-cli's behaviours
}

Compatibility Compatibility::fastchess() {
    Compatibility c;
    c.adjudication = AdjudicationStyle::Fastchess;
    c.clockStyle = GameClock::Style::Fastchess;
    c.timeLossWording = TimeLossWording::WithOverrun;
    c.exactScoresFirst = true;
    c.records = RecordStyle::Fastchess;
    c.openingOrder = OpeningSuiteOptions::OrderRules::Fastchess;
    c.epdFenCounters = true;
    c.namesFromEngines = false;
    c.reportStoppedGames = false;
    c.stopUnwrittenOnFault = true;
    c.pvChecks = true;
    c.pairingOrder = PairingOrder::Fastchess;
    return c;
}

std::vector<std::string> Compatibility::differences(const Compatibility& other) const {
    const auto& [adjudication_, clockStyle_, timeLossWording_, exactScoresFirst_, records_,
                 openingOrder_, epdFenCounters_, namesFromEngines_, reportStoppedGames_,
                 stopUnwrittenOnFault_, pvChecks_, pairingOrder_] = other;
    std::vector<std::string> names;
    const auto compare = [&names](bool same, const char* name) {
        if (!same) names.emplace_back(name);
    };
    compare(adjudication == adjudication_, "adjudication");
    compare(clockStyle == clockStyle_, "clockStyle");
    compare(timeLossWording == timeLossWording_, "timeLossWording");
    compare(exactScoresFirst == exactScoresFirst_, "exactScoresFirst");
    compare(records == records_, "records");
    compare(openingOrder == openingOrder_, "openingOrder");
    compare(epdFenCounters == epdFenCounters_, "epdFenCounters");
    compare(namesFromEngines == namesFromEngines_, "namesFromEngines");
    compare(reportStoppedGames == reportStoppedGames_, "reportStoppedGames");
    compare(stopUnwrittenOnFault == stopUnwrittenOnFault_, "stopUnwrittenOnFault");
    compare(pvChecks == pvChecks_, "pvChecks");
    compare(pairingOrder == pairingOrder_, "pairingOrder");
    return names;
}

bool pvChecksIn(const Compatibility& compatibility, const std::string& variant) {
    const VariantInfo* info = findVariant(variant);
    return compatibility.pvChecks && info && (variant == "standard" || info->chess960);
}

} // namespace arbiter
