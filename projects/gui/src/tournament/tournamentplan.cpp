#include "tournamentplan.h"

#include <QRegularExpression>

namespace arbiter::gui {

QString secondsText(std::int64_t ms) {
    QString text = QString::number(double(ms) / 1000.0, 'f', 3);
    while (text.endsWith(QLatin1Char('0'))) text.chop(1);
    if (text.endsWith(QLatin1Char('.'))) text.chop(1);
    return text;
}

namespace {
QString number(double value) {
    return QString::number(value, 'g', 10);
}

// The -each settings of the time control (TimeControl::engineSettings: tc= or st=, depth=,
// nodes=, timemargin=).
QStringList timeControlSettings(TimeControl tc, int marginMs) {
    tc.setMarginMs(marginMs);
    QStringList s;
    for (const std::string& setting : tc.engineSettings()) s << QString::fromStdString(setting);
    return s;
}
} // namespace

QStringList TournamentPlan::arguments() const {
    QStringList a;
    auto option = [&a](const char* name, const QString& value = QString()) {
        a << QLatin1String(name);
        if (!value.isNull()) a << value;
    };
    if (!enginesFile.isEmpty()) option("-engines-file", enginesFile);
    for (const QString& player : players) option("-engine", QStringLiteral("conf=") + player);
    a << QStringLiteral("-each") << timeControlSettings(timeControl, timeMarginMs);
    if (ponder) a << QStringLiteral("ponder");

    if (variant != QLatin1String("standard")) option("-variant", variant);
    if (type != QLatin1String("round-robin")) option("-tournament", type);
    if (gamesPerEncounter != 1) option("-games", QString::number(gamesPerEncounter));
    if (rounds > 0) option("-rounds", QString::number(rounds));
    if (openingRepetitions > 1) option("-repeat", QString::number(openingRepetitions));
    if (noSwap) option("-noswap");
    if (reverse) option("-reverse");
    if (seeds > 0) option("-seeds", QString::number(seeds));
    if (concurrency != 1) option("-concurrency", QString::number(concurrency));
    if (waitMs > 0) option("-wait", QString::number(waitMs));
    if (recover) option("-recover");
    if (randomSeed) option("-srand", QString::number(*randomSeed));

    if (!openingsFile.isEmpty()) {
        a << QStringLiteral("-openings") << QStringLiteral("file=") + openingsFile;
        if (!openingsFormat.isEmpty()) a << QStringLiteral("format=") + openingsFormat;
        if (openingsRandom) a << QStringLiteral("order=random");
        if (openingPlies > 0) a << QStringLiteral("plies=%1").arg(openingPlies);
        if (openingStart > 1) a << QStringLiteral("start=%1").arg(openingStart);
        if (openingPolicy != QLatin1String("default"))
            a << QStringLiteral("policy=") + openingPolicy;
    }

    if (drawAdjudication)
        a << QStringLiteral("-draw") << QStringLiteral("movenumber=%1").arg(drawMoveNumber)
          << QStringLiteral("movecount=%1").arg(drawMoveCount)
          << QStringLiteral("score=%1").arg(drawScore);
    if (resignAdjudication) {
        a << QStringLiteral("-resign") << QStringLiteral("movecount=%1").arg(resignMoveCount)
          << QStringLiteral("score=%1").arg(resignScore);
        if (resignTwoSided) a << QStringLiteral("twosided=true");
    }
    if (maxMoves > 0) option("-maxmoves", QString::number(maxMoves));
    if (drawOffers) {
        a << QStringLiteral("-drawoffers");
        if (drawOfferBand)
            a << QStringLiteral("band=%1").arg(drawOfferBandCp)
              << QStringLiteral("moves=%1").arg(drawOfferMoves);
        a << QStringLiteral("maxoffers=%1").arg(drawOffersPerPlayer);
    }

    if (!rMobilityType.isEmpty()) {
        option("-rMobilityType", rMobilityType);
        if (rMobilityCutoff != QLatin1String("g6.0")) option("-rMobilityCutoff", rMobilityCutoff);
        if (legacyMode) option("-legacyMode");
        if (defaultKomi != QLatin1String("g5.75")) option("-defaultKomi", defaultKomi);
    }
    if (xqRepetition != 3) option("-xqrepetition", QString::number(xqRepetition));
    if (xqMoveLimit != 60) option("-xqmovelimit", QString::number(xqMoveLimit));
    if (xqCheckCap != 10) option("-xqcheckcap", QString::number(xqCheckCap));
    if (xqMaterialDraws != QLatin1String("strict")) option("-xqmaterialdraws", xqMaterialDraws);
    // The notation of the PGN output's moves: only with a PGN file.
    if (xqNotation != QLatin1String("wxf") && !pgnFile.isEmpty()) option("-xqnotation", xqNotation);

    if (sprt) {
        a << QStringLiteral("-sprt") << QStringLiteral("elo0=") + number(elo0)
          << QStringLiteral("elo1=") + number(elo1) << QStringLiteral("alpha=") + number(alpha)
          << QStringLiteral("beta=") + number(beta);
        if (sprtModel != QLatin1String("cutechess")) a << QStringLiteral("model=") + sprtModel;
    }
    if (ratingInterval > 0) option("-ratinginterval", QString::number(ratingInterval));
    if (outcomeInterval > 0) option("-outcomeinterval", QString::number(outcomeInterval));
    if (!resultFormat.isEmpty()) option("-resultformat", resultFormat);

    if (!event.isEmpty()) option("-event", event);
    if (!site.isEmpty()) option("-site", site);
    if (!pgnFile.isEmpty()) {
        option("-pgnout", pgnFile);
        if (pgnMinimal) a << QStringLiteral("min");
        if (pgnOnlyFinished) a << QStringLiteral("fi");
    }
    if (!epdFile.isEmpty()) option("-epdout", epdFile);
    if (!stateFile.isEmpty()) option("-statefile", stateFile);
    if (autosaveInterval != 1) option("-autosaveinterval", QString::number(autosaveInterval));
    if (debug) option("-debug");
    return a;
}

QString shellCommandLine(const QStringList& arguments, const QString& program) {
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_./:=+,@%-]+$"));
    QStringList words{program};
    for (const QString& arg : arguments) {
        if (plain.match(arg).hasMatch()) {
            words << arg;
        } else {
            QString quoted = arg;
            quoted.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
            words << QLatin1Char('\'') + quoted + QLatin1Char('\'');
        }
    }
    return words.join(QLatin1Char(' '));
}

} // namespace arbiter::gui
