// The western variants as data: name, start position and the WesternRules flags. Their rules as
// implemented are in docs/variants.md.
#include "variant.h"
#include "westernboard.h"

// The descriptions are marked for lupdate: the GUI shows them translated
// (text/translatedtext.h, translatedVariantDescription).
#include <QtGlobal>

namespace arbiter {

namespace {
const char* const StandardFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const char* const NoCastlingFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1";

void addWestern(std::string name, std::vector<std::string> aliases, std::string description,
                WesternRules rules, std::string startFen = StandardFen) {
    VariantInfo info;
    info.name = std::move(name);
    info.aliases = std::move(aliases);
    info.family = BoardFamily::Western;
    info.width = 8;
    info.height = 8;
    info.startFen = std::move(startFen);
    info.description = std::move(description);
    info.chess960 = rules.chess960;
    // Chess's dead-position draws assume mate is the only goal.
    info.materialDraws = !rules.isVariant();
    std::string lookup = info.name;
    // The factory looks its VariantInfo up again so the board points at the registry's copy.
    info.create = [lookup, rules]() -> std::unique_ptr<Board> {
        return std::make_unique<WesternBoard>(*findVariant(lookup), rules);
    };
    registerVariant(std::move(info));
}

WesternRules nCheck(int checks) {
    WesternRules r;
    r.checksToWin = checks;
    return r;
}

// The antichess family (Fairy-Stockfish's giveaway, antichess and suicide): captures are
// compulsory, the king is an ordinary piece, losing every piece wins.
WesternRules antichessRules(bool castling, WesternRules::NoMoves noMoves) {
    WesternRules r;
    r.mustCapture = true;
    r.royalKing = false;
    r.castling = castling;
    r.noMoves = noMoves;
    r.extinction = WesternRules::Extinction::NoPiecesWins;
    return r;
}
} // namespace

// Names are those engines announce (Fairy-Stockfish's UCI_Variant values); aliases are other
// engines' and lichess's names, matched without regard to case.
void registerWesternVariants() {
    using NoMoves = WesternRules::NoMoves;
    using Extinction = WesternRules::Extinction;
    addWestern("standard", {"chess", "normal"}, QT_TRANSLATE_NOOP("Variant", "Orthodox chess"), {});
    WesternRules chess960;
    chess960.chess960 = true;
    addWestern("fischerandom", {"chess960", "frc", "960"},
               QT_TRANSLATE_NOOP("Variant",
                                 "Chess960: back ranks shuffled, castling to the usual squares"),
               chess960);
    WesternRules capture;
    capture.mustCapture = true;
    addWestern(
        "capture", {"capturechess", "forcedcapture"},
        QT_TRANSLATE_NOOP("Variant", "Capture chess: a capture must be made whenever one is legal"),
        capture);

    WesternRules koth;
    koth.kingOfTheHill = true;
    addWestern(
        "kingofthehill", {"koth", "king of the hill", "king-of-the-hill"},
        QT_TRANSLATE_NOOP("Variant",
                          "King of the hill: also won by bringing the king to d4, e4, d5 or e5"),
        koth);
    addWestern("3check", {"threecheck", "three-check", "three check"},
               QT_TRANSLATE_NOOP("Variant", "Three-check: also won by giving the third check"),
               nCheck(3), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1");
    addWestern("5check", {"fivecheck", "five-check"},
               QT_TRANSLATE_NOOP("Variant", "Five-check: also won by giving the fifth check"),
               nCheck(5), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 5+5 0 1");

    WesternRules crazyhouse;
    crazyhouse.drops = true;
    addWestern("crazyhouse", {"zh"},
               QT_TRANSLATE_NOOP(
                   "Variant",
                   "Crazyhouse: captured pieces change sides into the capturer's pocket and may be "
                   "dropped on an empty square instead of a move"),
               crazyhouse, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1");

    WesternRules atomic;
    atomic.atomic = true;
    addWestern("atomic", {"atomicchess"},
               QT_TRANSLATE_NOOP(
                   "Variant",
                   "Atomic: captures explode the capturer and the pieces around except pawns; "
                   "exploding the enemy king wins"),
               atomic);

    addWestern("antichess", {"lichess antichess"},
               QT_TRANSLATE_NOOP(
                   "Variant",
                   "Antichess (lichess): captures compulsory, no castling, the king is an ordinary "
                   "piece; losing every piece or being stalemated wins"),
               antichessRules(false, NoMoves::MoverWins), NoCastlingFen);
    addWestern("giveaway", {}, QT_TRANSLATE_NOOP("Variant", "Giveaway: antichess with castling"),
               antichessRules(true, NoMoves::MoverWins));
    addWestern(
        "suicide", {},
        QT_TRANSLATE_NOOP(
            "Variant",
            "Suicide (FICS): antichess where a stalemate is won by the side with fewer pieces"),
        antichessRules(false, NoMoves::FewerPieces), NoCastlingFen);

    WesternRules losers;
    losers.mustCapture = true;
    losers.noMoves = NoMoves::MoverWins;
    losers.extinction = Extinction::BareKingWins;
    addWestern(
        "losers", {"loserschess"},
        QT_TRANSLATE_NOOP(
            "Variant",
            "Losers: captures compulsory; being mated or stalemated, or losing everything but "
            "the king, wins"),
        losers);

    WesternRules horde;
    horde.kinglessSides = true;
    horde.firstRankPawns = true;
    horde.extinction = Extinction::NoPiecesLoses;
    addWestern(
        "horde", {},
        QT_TRANSLATE_NOOP("Variant",
                          "Horde: 36 white pawns and no white king against an army; Black wins by "
                          "capturing them all, White by mating"),
        horde, "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1");

    WesternRules racing;
    racing.racingKings = true;
    racing.castling = false;
    addWestern("racingkings", {"racing kings", "racing-kings"},
               QT_TRANSLATE_NOOP(
                   "Variant",
                   "Racing kings: no checks allowed; the first king on the 8th rank wins (a draw "
                   "if Black follows at once)"),
               racing, "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1");
}

} // namespace arbiter
