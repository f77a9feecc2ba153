#include "drawresigncli.h"

#include "valueparsing.h"

namespace arbiter::cli {

namespace {

// -resign movecount=N score=CP [twosided=true]: cutechess's adjudication.
QString readCutechessResign(const QMap<QString, QString>& kv, AdjudicationSettings& a) {
    QString e = requireKeys(kv, {"movecount", "score"});
    if (e.isEmpty()) e = readKeyInt(kv, "movecount", &a.resignMoveCount, false);
    if (e.isEmpty()) e = readKeyInt(kv, "score", &a.resignScore, true);
    if (e.isEmpty() && kv.contains("twosided")) {
        e = readBoolean(kv["twosided"], &a.resignTwoSided);
        if (!e.isEmpty()) e = QStringLiteral("twosided: ") + e;
    }
    a.resignEnabled = e.isEmpty();
    return e;
}

// -resign mode=sum band=D threshold=T: the running sum of docs/draw-offers.md.
QString readSumResign(const QMap<QString, QString>& kv, AdjudicationSettings& a) {
    for (const char* key : {"movecount", "score", "twosided"})
        if (kv.contains(key))
            return QStringLiteral("%1= belongs to the movecount=/score= form, not to mode=sum")
                .arg(key);
    QString e = requireKeys(kv, {"band", "threshold"});
    ResignSumAdjudication sum;
    if (e.isEmpty()) e = readKeyInt(kv, "band", &sum.rule.band, true);
    if (e.isEmpty()) e = readKeyInt(kv, "threshold", &sum.rule.threshold, true);
    sum.enabled = e.isEmpty();
    if (sum.enabled) a.resignSum = sum;
    return e;
}

// -resign, either form.
QString readResign(const QStringList& v, ParseState& s) {
    QMap<QString, QString> kv;
    QString e =
        readKeyValues(v, {"movecount", "score", "twosided", "mode", "band", "threshold"}, &kv);
    if (!e.isEmpty()) return e;
    // A later -resign replaces an earlier one, whichever form each has.
    AdjudicationSettings& a = s.options.adjudication;
    a.resignEnabled = false;
    a.resignSum = ResignSumAdjudication();
    if (!kv.contains("mode")) {
        for (const char* key : {"band", "threshold"})
            if (kv.contains(key)) return QStringLiteral("%1= needs mode=sum").arg(key);
        return readCutechessResign(kv, a);
    }
    if (kv["mode"] != QLatin1String("sum"))
        return QStringLiteral("mode: '%1' is not sum (leave mode= out for the movecount= "
                              "score= form)")
            .arg(kv["mode"]);
    return readSumResign(kv, a);
}

// -drawoffers [band=D moves=N] [maxoffers=K].
QString readDrawOffers(const QStringList& v, ParseState& s) {
    QMap<QString, QString> kv;
    QString e = readKeyValues(v, {"band", "moves", "maxoffers"}, &kv);
    if (!e.isEmpty()) return e;
    DrawOfferSettings d;
    if (kv.contains("band") || kv.contains("moves")) {
        e = requireKeys(kv, {"band", "moves"});
        if (e.isEmpty()) e = readKeyInt(kv, "band", &d.band, true);
        if (e.isEmpty()) e = readKeyInt(kv, "moves", &d.moves, true);
        d.speakForPlayers = e.isEmpty();
    }
    if (e.isEmpty() && kv.contains("maxoffers"))
        e = readKeyInt(kv, "maxoffers", &d.maxOffersPerPlayer, true);
    if (e.isEmpty()) s.options.adjudication.drawOffers = d;
    return e;
}

} // namespace

void addDrawResignOptions(OptionTable& table) {
    const auto section = OptionSection::Adjudication;
    table.add(makeOption(
        section, "-resign", "movecount=N score=CP [twosided=true] | mode=sum band=D threshold=T", 1,
        3,
        "adjudicate a loss when an engine's score stayed at or below -CP for N consecutive "
        "moves (twosided: the opponent's also at or above CP); mode=sum (Arbiter): resign for "
        "any engine whose running sum of scores falls below -T (scores within +/-D count zero, "
        "a score above D resets the sum)",
        readResign));
    OptionSpec offers = makeOption(
        section, "-drawoffers", "[band=D moves=N] [maxoffers=K]", 1, 3,
        "draw offers: each player may offer K times per game (default 1; 0: no limit; further "
        "offers are ignored); with band= and moves= the manager offers and answers for UCI "
        "engines: it offers after more than N moves with scores within +/-D, and accepts when "
        "it would offer or the score is below -D",
        readDrawOffers);
    offers.arbiterExtension = true;
    table.add(offers);
}

} // namespace arbiter::cli
