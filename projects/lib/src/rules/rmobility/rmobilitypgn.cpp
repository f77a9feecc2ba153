#include "rules/rmobility/rmobilitypgn.h"

#include <sstream>

namespace arbiter::rmobility {

namespace {

bool tagError(std::string* error, const char* tag, const std::string& why) {
    if (error) *error = std::string("[") + tag + "]: " + why;
    return false;
}

// The FEN with its 7th field set to `token`.
std::string withToken(const std::string& fen, const std::string& token) {
    std::istringstream in(fen);
    std::string field, out;
    for (int i = 0; i < 6 && in >> field; ++i) out += (i ? " " : "") + field;
    return out + " " + token;
}

} // namespace

const std::vector<std::string>& rmobilityTagOrder() {
    static const std::vector<std::string> order = {"Event",
                                                   "Site",
                                                   "Date",
                                                   "Round",
                                                   "White",
                                                   "Black",
                                                   "RMobilityCutoff",
                                                   "Legacy",
                                                   "RMobilityScoring",
                                                   "Komi",
                                                   "Result",
                                                   "RMobilityResult",
                                                   "Points"};
    return order;
}

void addRMobilityTags(PgnGame& pgn, const RMobilityOutcome& outcome) {
    const RMobilityOptions& o = outcome.options;
    pgn.setTag("RMobilityCutoff", cutoffToString(o.cutoff));
    if (o.legacy)
        pgn.setTag("Legacy", "");
    else
        pgn.removeTag("Legacy");
    pgn.setTag("RMobilityScoring", scoringTitle(o.scoring));
    if (o.scoring == Scoring::Komi)
        pgn.setTag("Komi", toString(o.komi));
    else
        pgn.removeTag("Komi");
    if (outcome.finished) {
        pgn.setTag("RMobilityResult", toString(outcome.score));
        pgn.setTag("Points", outcome.points);
    }
    if (!outcome.startToken.empty() && !pgn.startFen().empty())
        pgn.setStartFen(withToken(pgn.startFen(), outcome.startToken));
}

bool readRMobilityTags(const PgnGame& pgn, RMobilityTags* tags, std::string* error) {
    *tags = RMobilityTags();
    bool found = false;
    std::string why;
    std::string value = pgn.tag("RMobilityCutoff", &found);
    if (found) {
        int cutoff = 0;
        if (!parseCutoff(value, &cutoff, &why)) return tagError(error, "RMobilityCutoff", why);
        tags->cutoff = cutoff;
    }
    tags->legacy = pgn.hasTag("Legacy");
    value = pgn.tag("RMobilityScoring", &found);
    if (found) {
        tags->scoring = parseScoringTitle(value);
        if (!tags->scoring)
            return tagError(error, "RMobilityScoring",
                            "'" + value +
                                "' is not a scoring (Exponential, Classical, Harmonic, "
                                "RMobility Winner, Komi)");
    }
    value = pgn.tag("Komi", &found);
    if (found) {
        Komi komi;
        if (!parseKomi(value, &komi, &why)) return tagError(error, "Komi", why);
        tags->komi = komi;
    }
    value = pgn.tag("RMobilityResult", &found);
    if (found && value != "*") {
        GScore score;
        if (!parseGScore(value, &score, &why)) return tagError(error, "RMobilityResult", why);
        tags->result = score;
    }
    value = pgn.tag("Points", &found);
    if (found && value != "*") {
        double white = 0;
        if (!parsePointsText(value, &white, &why)) return tagError(error, "Points", why);
        tags->whitePoints = white;
        tags->pointsText = value;
    }
    return true;
}

bool optionsFromTags(const PgnGame& pgn, RMobilityOptions* options, std::string* error) {
    RMobilityTags tags;
    if (!readRMobilityTags(pgn, &tags, error)) return false;
    if (!tags.present()) return true;
    options->enabled = true;
    if (tags.cutoff) options->cutoff = *tags.cutoff;
    options->legacy = tags.legacy;
    if (tags.scoring) options->scoring = *tags.scoring;
    return komiFromTags(pgn, options->komi, &options->komi, error);
}

bool komiFromTags(const PgnGame& pgn, Komi fallback, Komi* komi, std::string* error) {
    bool found = false;
    const std::string value = pgn.tag("Komi", &found);
    if (!found) {
        *komi = fallback;
        return true;
    }
    std::string why;
    if (!parseKomi(value, komi, &why)) return tagError(error, "Komi", why);
    return true;
}

} // namespace arbiter::rmobility
