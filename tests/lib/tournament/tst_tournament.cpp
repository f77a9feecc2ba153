// Tests for libarbiter's tournament logic (tournament/): pairings and game order of every
// tournament type, colours, openings and pentanomial pairs under -repeat/-noswap/-reverse and
// the opening policies, knockout progression and ties, swiss rounds, the cutechess result
// text (hand-computed expectations), -resultformat, SPRT stopping, and the resume state file.
// Expected Elo figures were computed by hand / a separate script from cutechess's published
// formulas (docs/statistics.md), not with this code.
#include "tournament/output/cutechessoutput.h"
#include "tournament/output/resultformat.h"
#include "tournament/output/standings.h"
#include "tournament/pairing/cyclicpairing.h"
#include "tournament/pairing/knockoutpairing.h"
#include "tournament/pairing/scheduler.h"
#include "tournament/pairing/seededrandom.h"
#include "tournament/pairing/swisspairing.h"
#include "tournament/running/chess960starts.h"
#include "tournament/state/tournamentstate.h"
#include "tournament/tournament.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>
#include <functional>
#include <map>
#include <set>
#include <stdexcept>
#include <sys/stat.h>
#include <vector>

using namespace arbiter;

namespace {

using Term = GameResult::Termination;

GameResult whiteWins() {
    return GameResult::win(White, Term::Normal, "White mates");
}
GameResult blackWins() {
    return GameResult::win(Black, Term::Normal, "Black mates");
}
GameResult drawn() {
    return GameResult::draw(Term::Normal, "Draw by 3-fold repetition");
}

QVector<PlayerInfo> playersNamed(const QStringList& names) {
    QVector<PlayerInfo> players;
    for (const QString& n : names) players.append({n, QStringLiteral("10+0.1")});
    return players;
}

QVector<PlayerInfo> players(int count) {
    QStringList names;
    for (int i = 0; i < count; ++i) names << QString(QChar('A' + i));
    return playersNamed(names);
}

// Every game a scheduler hands out when each game finishes as soon as it is handed out.
std::vector<ScheduledGame> drain(
    Scheduler& scheduler, const std::function<double(const ScheduledGame&)>& whitePoints =
                              [](const ScheduledGame&) { return 0.5; }) {
    std::vector<ScheduledGame> games;
    ScheduledGame g;
    while (scheduler.next(&g) == Scheduler::Status::Game) {
        games.push_back(g);
        const double w = whitePoints(g);
        scheduler.gameFinished(g.number, w, 1.0 - w);
    }
    return games;
}

// Hands out games without finishing them until the scheduler has to wait or is done.
std::vector<ScheduledGame> takeAvailable(Scheduler& scheduler, Scheduler::Status* last) {
    std::vector<ScheduledGame> games;
    ScheduledGame g;
    while ((*last = scheduler.next(&g)) == Scheduler::Status::Game) games.push_back(g);
    return games;
}

// Plays a whole tournament sequentially with the given results.
void playAll(Tournament& t, const std::function<GameResult(const ScheduledGame&)>& result) {
    ScheduledGame g;
    while (t.nextGame(&g) == Scheduler::Status::Game) t.gameFinished(g.number, result(g));
}

using Pairing = std::pair<int, int>; // (white, black)

std::vector<Pairing> colours(const std::vector<ScheduledGame>& games) {
    std::vector<Pairing> out;
    for (const ScheduledGame& g : games) out.emplace_back(g.whitePlayer, g.blackPlayer);
    return out;
}

std::vector<int> field(const std::vector<ScheduledGame>& games, int ScheduledGame::*member) {
    std::vector<int> out;
    for (const ScheduledGame& g : games) out.push_back(g.*member);
    return out;
}

TournamentSettings twoPlayerMatch(int games, int rounds, int repeat) {
    TournamentSettings s;
    s.gamesPerEncounter = games;
    s.rounds = rounds;
    s.openingRepetitions = repeat;
    return s;
}

// A knockout of four seeded players (1 vs 3, 2 vs 4), two games per match.
TournamentSettings knockoutOfFourSeeds() {
    TournamentSettings s;
    s.type = TournamentType::Knockout;
    s.seedCount = 4;
    s.gamesPerEncounter = 2;
    return s;
}

QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& content) {
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) return {};
    f.write(content);
    return path;
}

} // namespace

class TestTournament : public QObject {
    Q_OBJECT

private slots:
    // --- settings ---
    void typeAndPolicyNames();
    void settingsValidation();

    // --- scheduling ---
    void roundRobinFourPlayersBergerOrder();
    void roundRobinOddPlayersSkipsBye();
    void roundRobinColoursAlternateAcrossCycles();
    void repeatSharesOpeningsAndFormsPairs();
    void repeatAcrossRoundsFormsPairs();
    void noRepeatGivesEveryGameANewOpening();
    void noSwapKeepsColoursAndHasNoPairs();
    void reverseStartsWithSecondPlayer();
    void pairsNeedTheSamePlayers();
    void roundAndEncounterPolicies();
    void gauntletSchedule();
    void gauntletWithTwoSeeds();
    void pyramidSchedule();
    void gameNumbersAreConsecutive();

    // --- knockout ---
    void knockoutSlotsAsCutechess();
    void knockoutFourSeededPlayers();
    void knockoutByesForTopSeeds();
    void knockoutDrawIsDeterministicForASeed();
    void knockoutTiesPlayOn();
    void knockoutNextGameWaitsForTheGameInPlay();

    // --- swiss ---
    void swissAvoidsRematchesAndBalancesColours();
    void swissOddPlayersGetByes();

    // --- standings and text ---
    void gameLines();
    void twoPlayerScoreLines();
    void twoPlayerEloLineHandComputed();
    void emptyColourScoreIsNan();
    void fractionalScoreLines();
    void ptnmlLineFromPairs();
    void rankingTableDefaultFormat();
    void resultFormatNamedAndGroups();
    void resultFormatErrors();
    void resultFormatTerminationColumns();
    void resultFormatHelpListsEverything();
    void outcomeLines();
    void progressLinesFollowIntervals();
    void sprtStopsTheMatch();
    void knockoutResultLinesShowTheBracket();
    void chess960StartsAsCutechessDrawsThem();

    // --- resume state ---
    void stateRoundTripResumesExactly();
    void stateResumeKnockoutWithOutOfOrderResults();
    void stateKeepsUnwrittenPgn();
    void stateFileIsAppendedNotRewritten();
    void stateVersion1StillResumes();
    void stateTruncatedLastLineIsIgnored();
    void stateFileErrors();
    void stateMismatchIsReported();
    void memoryStaysBoundedInLongTournaments();
};

// ---------------------------------------------------------------------------------------

void TestTournament::typeAndPolicyNames() {
    for (TournamentType t :
         {TournamentType::RoundRobin, TournamentType::Gauntlet, TournamentType::Knockout,
          TournamentType::Pyramid, TournamentType::Swiss})
        QCOMPARE(parseTournamentType(tournamentTypeName(t)), std::optional<TournamentType>(t));
    QCOMPARE(tournamentTypeName(TournamentType::RoundRobin), QStringLiteral("round-robin"));
    QVERIFY(!parseTournamentType(QStringLiteral("roundrobin")));
    QCOMPARE(parseOpeningPolicy(QStringLiteral("encounter")),
             std::optional<OpeningPolicy>(OpeningPolicy::Encounter));
    QVERIFY(!parseOpeningPolicy(QStringLiteral("sometimes")));
}

void TestTournament::settingsValidation() {
    TournamentSettings s;
    QVERIFY(s.validate(2).isEmpty());
    QCOMPARE(s.validate(1), QStringLiteral("at least two players are required"));
    s.type = TournamentType::Knockout;
    s.rounds = 2;
    QCOMPARE(s.validate(4), QStringLiteral("-rounds cannot be used with knockout tournaments"));
    s = {};
    s.type = TournamentType::Gauntlet;
    s.seedCount = 3;
    QVERIFY(s.validate(3).contains(QStringLiteral("fewer seeds than players")));
    s = {};
    s.sprt.enabled = true;
    s.sprt.config.elo0 = 0;
    s.sprt.config.elo1 = 5;
    QVERIFY(s.validate(2).isEmpty());
    QCOMPARE(s.validate(3), QStringLiteral("-sprt needs exactly two players (3 given)"));
    s.sprt.config.elo1 = -5;
    QVERIFY(s.validate(2).contains(QStringLiteral("elo0 (0) must be less than elo1 (-5)")));
    s.sprt.config.elo1 = 5;
    s.sprt.config.model = stats::SprtModel::Normalized;
    s.sprt.config.pentanomial = true;
    QVERIFY(s.validate(2).contains(QStringLiteral("colour-swapped game pairs")));
    s.openingRepetitions = 2;
    QVERIFY(s.validate(2).isEmpty());
    QVERIFY(s.playsGamePairs());
    s.noSwap = true;
    QVERIFY(!s.playsGamePairs());
    QCOMPARE(TournamentSettings{}.effectiveRounds(8), 1);
    TournamentSettings swiss;
    swiss.type = TournamentType::Swiss;
    QCOMPARE(swiss.effectiveRounds(8), 3);
    QCOMPARE(swiss.effectiveRounds(9), 4);
}

void TestTournament::roundRobinFourPlayersBergerOrder() {
    TournamentSettings s;
    s.gamesPerEncounter = 2;
    Scheduler scheduler(s, 4);
    QCOMPARE(scheduler.totalGames(), 12LL);
    const auto games = drain(scheduler);
    QCOMPARE(games.size(), std::size_t(12));
    // Berger rounds by the circle method: (0,3)(1,2) | (0,2)(3,1) | (0,1)(2,3); two games per
    // encounter with colours swapped.
    const std::vector<Pairing> expected{{0, 3}, {3, 0}, {1, 2}, {2, 1}, {0, 2}, {2, 0},
                                        {3, 1}, {1, 3}, {0, 1}, {1, 0}, {2, 3}, {3, 2}};
    QCOMPARE(colours(games), expected);
    QCOMPARE(field(games, &ScheduledGame::round),
             (std::vector<int>{1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3}));
    std::map<int, int> whites;
    for (const ScheduledGame& g : games) ++whites[g.whitePlayer];
    for (int p = 0; p < 4; ++p) QCOMPARE(whites[p], 3);
}

void TestTournament::roundRobinOddPlayersSkipsBye() {
    TournamentSettings s;
    s.rounds = 2;
    Scheduler scheduler(s, 3);
    QCOMPARE(scheduler.totalGames(), 6LL);
    const auto games = drain(scheduler);
    // Cycle: round 1 (1,2), round 2 (0,2), round 3 (0,1); the second cycle continues the
    // round numbers and the pairs' colour alternation.
    const std::vector<Pairing> expected{{1, 2}, {0, 2}, {0, 1}, {2, 1}, {2, 0}, {1, 0}};
    QCOMPARE(colours(games), expected);
    QCOMPARE(field(games, &ScheduledGame::round), (std::vector<int>{1, 2, 3, 4, 5, 6}));
}

void TestTournament::roundRobinColoursAlternateAcrossCycles() {
    Scheduler scheduler(twoPlayerMatch(1, 4, 1), 2);
    const auto games = drain(scheduler);
    const std::vector<Pairing> expected{{0, 1}, {1, 0}, {0, 1}, {1, 0}};
    QCOMPARE(colours(games), expected);
    QCOMPARE(field(games, &ScheduledGame::round), (std::vector<int>{1, 2, 3, 4}));
}

void TestTournament::repeatSharesOpeningsAndFormsPairs() {
    Scheduler scheduler(twoPlayerMatch(2, 3, 2), 2);
    const auto games = drain(scheduler);
    QCOMPARE(field(games, &ScheduledGame::openingIndex), (std::vector<int>{0, 0, 1, 1, 2, 2}));
    QCOMPARE(field(games, &ScheduledGame::pairIndex), (std::vector<int>{0, 0, 1, 1, 2, 2}));
    QCOMPARE(field(games, &ScheduledGame::round), (std::vector<int>{1, 1, 2, 2, 3, 3}));
    const std::vector<Pairing> expected{{0, 1}, {1, 0}, {0, 1}, {1, 0}, {0, 1}, {1, 0}};
    QCOMPARE(colours(games), expected);

    // -repeat 4: four games share each opening, still two pairs per opening.
    Scheduler four(twoPlayerMatch(4, 2, 4), 2);
    const auto fourGames = drain(four);
    QCOMPARE(field(fourGames, &ScheduledGame::openingIndex),
             (std::vector<int>{0, 0, 0, 0, 1, 1, 1, 1}));
    QCOMPARE(field(fourGames, &ScheduledGame::pairIndex),
             (std::vector<int>{0, 0, 1, 1, 2, 2, 3, 3}));
}

void TestTournament::repeatAcrossRoundsFormsPairs() {
    // cutechess-style "-games 1 -rounds 4 -repeat": the colour swap carries across rounds.
    Scheduler scheduler(twoPlayerMatch(1, 4, 2), 2);
    const auto games = drain(scheduler);
    QCOMPARE(field(games, &ScheduledGame::openingIndex), (std::vector<int>{0, 0, 1, 1}));
    QCOMPARE(field(games, &ScheduledGame::pairIndex), (std::vector<int>{0, 0, 1, 1}));
}

void TestTournament::noRepeatGivesEveryGameANewOpening() {
    Scheduler scheduler(twoPlayerMatch(2, 2, 1), 2);
    const auto games = drain(scheduler);
    QCOMPARE(field(games, &ScheduledGame::openingIndex), (std::vector<int>{0, 1, 2, 3}));
    QCOMPARE(field(games, &ScheduledGame::pairIndex), (std::vector<int>{-1, -1, -1, -1}));
}

void TestTournament::noSwapKeepsColoursAndHasNoPairs() {
    TournamentSettings s = twoPlayerMatch(2, 2, 2);
    s.noSwap = true;
    Scheduler scheduler(s, 2);
    const auto games = drain(scheduler);
    const std::vector<Pairing> expected{{0, 1}, {0, 1}, {0, 1}, {0, 1}};
    QCOMPARE(colours(games), expected);
    QCOMPARE(field(games, &ScheduledGame::openingIndex), (std::vector<int>{0, 0, 1, 1}));
    QCOMPARE(field(games, &ScheduledGame::pairIndex), (std::vector<int>{-1, -1, -1, -1}));
}

void TestTournament::reverseStartsWithSecondPlayer() {
    TournamentSettings s = twoPlayerMatch(2, 1, 2);
    s.reverse = true;
    Scheduler scheduler(s, 2);
    const auto games = drain(scheduler);
    const std::vector<Pairing> expected{{1, 0}, {0, 1}};
    QCOMPARE(colours(games), expected);
    QCOMPARE(field(games, &ScheduledGame::pairIndex), (std::vector<int>{0, 0}));

    s.noSwap = true;
    Scheduler fixed(s, 2);
    const std::vector<Pairing> reversedOnly{{1, 0}, {1, 0}};
    QCOMPARE(colours(drain(fixed)), reversedOnly);
}

void TestTournament::pairsNeedTheSamePlayers() {
    // Three players, one game per encounter, -repeat 2: consecutive games share an opening
    // but are not colour-swapped games of the same two players, so no pairs.
    TournamentSettings s;
    s.openingRepetitions = 2;
    Scheduler scheduler(s, 3);
    const auto games = drain(scheduler);
    QCOMPARE(field(games, &ScheduledGame::openingIndex), (std::vector<int>{0, 0, 1}));
    QCOMPARE(field(games, &ScheduledGame::pairIndex), (std::vector<int>{-1, -1, -1}));
}

void TestTournament::roundAndEncounterPolicies() {
    TournamentSettings s;
    s.gamesPerEncounter = 2;
    s.openingPolicy = OpeningPolicy::Round;
    Scheduler byRound(s, 4);
    const auto roundGames = drain(byRound);
    QCOMPARE(field(roundGames, &ScheduledGame::openingIndex),
             (std::vector<int>{0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2}));
    QCOMPARE(field(roundGames, &ScheduledGame::pairIndex),
             (std::vector<int>{0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5}));

    s.openingPolicy = OpeningPolicy::Encounter;
    s.gamesPerEncounter = 3;
    Scheduler byEncounter(s, 3);
    const auto encounterGames = drain(byEncounter);
    QCOMPARE(field(encounterGames, &ScheduledGame::openingIndex),
             (std::vector<int>{0, 0, 0, 1, 1, 1, 2, 2, 2}));
    // Three games per encounter: the first two form a pair, the third has no partner.
    QCOMPARE(field(encounterGames, &ScheduledGame::pairIndex),
             (std::vector<int>{0, 0, -1, 1, 1, -1, 2, 2, -1}));
}

void TestTournament::gauntletSchedule() {
    TournamentSettings s;
    s.type = TournamentType::Gauntlet;
    s.gamesPerEncounter = 2;
    s.rounds = 2;
    Scheduler scheduler(s, 4);
    QCOMPARE(scheduler.totalGames(), 12LL);
    const auto games = drain(scheduler);
    const std::vector<Pairing> expected{{0, 1}, {1, 0}, {0, 2}, {2, 0}, {0, 3}, {3, 0},
                                        {0, 1}, {1, 0}, {0, 2}, {2, 0}, {0, 3}, {3, 0}};
    QCOMPARE(colours(games), expected);
    QCOMPARE(field(games, &ScheduledGame::round),
             (std::vector<int>{1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2}));
}

void TestTournament::gauntletWithTwoSeeds() {
    TournamentSettings s;
    s.type = TournamentType::Gauntlet;
    s.seedCount = 2;
    Scheduler scheduler(s, 5);
    QCOMPARE(scheduler.totalGames(), 6LL);
    const std::vector<Pairing> expected{{0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}};
    QCOMPARE(colours(drain(scheduler)), expected);
}

void TestTournament::pyramidSchedule() {
    TournamentSettings s;
    s.type = TournamentType::Pyramid;
    Scheduler scheduler(s, 4);
    QCOMPARE(scheduler.totalGames(), 6LL);
    // cutechess-cli's order and colours: the later-listed player has White first; a round per
    // player met in turn (1, 2, 2, 3, 3, 3).
    const std::vector<Pairing> expected{{1, 0}, {2, 0}, {2, 1}, {3, 0}, {3, 1}, {3, 2}};
    const auto games = drain(scheduler);
    QCOMPARE(colours(games), expected);
    QStringList rounds;
    for (const ScheduledGame& g : games) rounds << QString::number(g.round);
    QCOMPARE(rounds.join(QLatin1Char(',')), QStringLiteral("1,2,2,3,3,3"));
}

void TestTournament::gameNumbersAreConsecutive() {
    for (TournamentType type :
         {TournamentType::RoundRobin, TournamentType::Gauntlet, TournamentType::Pyramid,
          TournamentType::Knockout, TournamentType::Swiss}) {
        TournamentSettings s;
        s.type = type;
        s.gamesPerEncounter = 2;
        Scheduler scheduler(s, 6);
        const auto games = drain(scheduler, [](const ScheduledGame& g) {
            return g.whitePlayer < g.blackPlayer ? 1.0 : 0.0; // lower index always wins
        });
        QVERIFY(!games.empty());
        for (std::size_t i = 0; i < games.size(); ++i) QCOMPARE(games[i].number, int(i) + 1);
        QCOMPARE(static_cast<long long>(games.size()), scheduler.totalGames());
        ScheduledGame g;
        QCOMPARE(scheduler.next(&g), Scheduler::Status::Done);
    }
}

// --- knockout ---------------------------------------------------------------------------

void TestTournament::knockoutSlotsAsCutechess() {
    // cutechess-cli's playerSeed: the slot of each seed rank in a bracket of 8.
    std::vector<int> places;
    for (int rank = 1; rank <= 8; ++rank) places.push_back(KnockoutPairing::seedSlot(rank, 8));
    QCOMPARE(places, (std::vector<int>{0, 4, 2, 6, 1, 5, 3, 7}));
    // The draw of the recorded run cc-knockout (5 players, -srand 5): three byes, K5 vs K2.
    QCOMPARE(KnockoutPairing(5, 0, 2, 5).initialSlots(),
             (std::vector<int>{0, -1, 2, -1, 3, -1, 4, 1}));
    // A random-order opening suite drew from the same sequence first (cutechess-cli's order).
    QVERIFY(KnockoutPairing(5, 0, 2, 5, 99).initialSlots() !=
            KnockoutPairing(5, 0, 2, 5).initialSlots());
}

void TestTournament::knockoutFourSeededPlayers() {
    Scheduler scheduler(knockoutOfFourSeeds(), 4);
    QCOMPARE(scheduler.totalGames(), 6LL);

    Scheduler::Status status;
    auto first = takeAvailable(scheduler, &status);
    QCOMPARE(status, Scheduler::Status::Wait);
    // cutechess-cli's placement: seeds 1 vs 3 and 2 vs 4; the upper one starts with White.
    QCOMPARE(colours(first), (std::vector<Pairing>{{0, 2}, {2, 0}, {1, 3}, {3, 1}}));
    QCOMPARE(field(first, &ScheduledGame::round), (std::vector<int>{1, 1, 1, 1}));

    scheduler.gameFinished(1, 1.0, 0.0); // 0 beats 2 twice
    scheduler.gameFinished(2, 0.0, 1.0);
    scheduler.gameFinished(3, 0.5, 0.5); // 1 and 3 draw twice: level, two more games
    scheduler.gameFinished(4, 0.5, 0.5);
    auto extension = takeAvailable(scheduler, &status);
    QCOMPARE(status, Scheduler::Status::Wait);
    // The pair's colours keep alternating: 1 had White in game 3, 3 in game 4.
    QCOMPARE(colours(extension), (std::vector<Pairing>{{1, 3}, {3, 1}}));
    QCOMPARE(field(extension, &ScheduledGame::number), (std::vector<int>{5, 6}));
    QCOMPARE(scheduler.totalGames(), 6LL); // the planned total grows as games pass it
    scheduler.gameFinished(5, 0.0, 1.0);   // 3 wins with Black
    scheduler.gameFinished(6, 0.5, 0.5);   // 3 leads 2.5 - 1.5 after an even number: decided
    QCOMPARE(scheduler.totalGames(), 6LL);

    auto final = takeAvailable(scheduler, &status);
    QCOMPARE(colours(final), (std::vector<Pairing>{{0, 3}, {3, 0}}));
    QCOMPARE(field(final, &ScheduledGame::round), (std::vector<int>{2, 2}));
    QCOMPARE(scheduler.totalGames(), 8LL);
    scheduler.gameFinished(7, 0.5, 0.5);
    scheduler.gameFinished(8, 0.0, 1.0); // 0 wins with Black: 1.5 - 0.5
    ScheduledGame g;
    QCOMPARE(scheduler.next(&g), Scheduler::Status::Done);
    // cutechess-cli's bracket: first-round players, winners indented two tabs per round.
    QCOMPARE(
        scheduler.summaryLines({"A", "B", "C", "D"}),
        (QStringList{"A", "\t\tA (2-0)", "C", "\t\t\t\tA (1.5-0.5)", "B", "\t\tD (1.5-2.5)", "D"}));
}

void TestTournament::knockoutByesForTopSeeds() {
    KnockoutPairing pairing(5, 5, 1, 42);
    // Seeds 1-5 at their slots, then each bye next to the best seed without one; the player
    // there moves to the bye's slot: 1-bye, 3-bye, 2-bye, 4-5.
    QCOMPARE(pairing.initialSlots(), (std::vector<int>{0, -1, 2, -1, 1, -1, 3, 4}));
    QCOMPARE(pairing.plannedGames(), 4LL);
    const auto first = pairing.nextEncounter();
    QVERIFY(first);
    QCOMPARE(std::make_pair(first->firstPlayer, first->secondPlayer), std::make_pair(3, 4));
    QCOMPARE(first->round, 1);
    // One game decides a one-game match; round 2 waits for it.
    QVERIFY(!pairing.nextEncounter());
    pairing.encounterFinished(first->id, 0.0, 1.0); // 4 wins
    const auto second = pairing.nextEncounter();
    QVERIFY(second);
    QCOMPARE(std::make_pair(second->firstPlayer, second->secondPlayer), std::make_pair(0, 2));
    QCOMPARE(second->round, 2);
    const auto third = pairing.nextEncounter();
    QVERIFY(third);
    QCOMPARE(std::make_pair(third->firstPlayer, third->secondPlayer), std::make_pair(1, 4));
    QVERIFY(!pairing.isComplete());
}

void TestTournament::knockoutDrawIsDeterministicForASeed() {
    const KnockoutPairing a(8, 0, 1, 12345);
    const KnockoutPairing b(8, 0, 1, 12345);
    QCOMPARE(a.initialSlots(), b.initialSlots());
    std::set<std::vector<int>> draws;
    for (std::uint64_t seed = 1; seed <= 10; ++seed)
        draws.insert(KnockoutPairing(8, 0, 1, seed).initialSlots());
    QVERIFY(draws.size() > 1); // the seed matters
    // Seeded players keep their places whatever the seed.
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        const auto placed = KnockoutPairing(8, 2, 1, seed).initialSlots();
        QCOMPARE(placed[0], 0);
        QCOMPARE(placed[4], 1);
    }
    // SplitMix64 reference value (Vigna's splitmix64.c with seed 0): 0xe220a8397b1dcdaf.
    SeededRandom random(0);
    QCOMPARE(random.next(), 0xe220a8397b1dcdafULL);
}

// A level match is played on until someone leads: by pairs of games for an even -games, game
// by game for an odd one; a decided match stops early (2-0 in a match of 3).
void TestTournament::knockoutTiesPlayOn() {
    TournamentSettings s;
    s.type = TournamentType::Knockout;
    s.gamesPerEncounter = 2;
    Scheduler even(s, 2);
    // Four draws, then White wins game 5 and game 6 is drawn: six games.
    auto games = drain(even, [](const ScheduledGame& g) { return g.number == 5 ? 1.0 : 0.5; });
    QCOMPARE(int(games.size()), 6);
    s.gamesPerEncounter = 1;
    Scheduler odd(s, 2);
    games = drain(odd, [](const ScheduledGame& g) { return g.number == 3 ? 1.0 : 0.5; });
    QCOMPARE(int(games.size()), 3);
    s.gamesPerEncounter = 3;
    Scheduler early(s, 2);
    games = drain(early, [](const ScheduledGame& g) { return g.whitePlayer == 0 ? 1.0 : 0.0; });
    QCOMPARE(int(games.size()), 2);
    QCOMPARE(early.totalGames(), 3LL); // as cutechess-cli plans it
}

// cutechess-cli picks a knockout's next game when it starts, from the results so far: a match
// whose first game was won is level again after the second and is played on before the next
// match starts (the sweep's knockout4 run: games 3 and 4 were A-C again, B-D only from game 5).
void TestTournament::knockoutNextGameWaitsForTheGameInPlay() {
    Scheduler scheduler(knockoutOfFourSeeds(), 4);
    ScheduledGame g;
    QCOMPARE(scheduler.next(&g), Scheduler::Status::Game);
    QCOMPARE(Pairing(g.whitePlayer, g.blackPlayer), Pairing(0, 2));
    scheduler.gameFinished(g.number, 0.0, 1.0); // 2 wins with Black
    QCOMPARE(scheduler.next(&g), Scheduler::Status::Game);
    QCOMPARE(Pairing(g.whitePlayer, g.blackPlayer), Pairing(2, 0));
    scheduler.gameFinished(g.number, 0.0, 1.0); // 0 wins with Black: level, 1-1
    QCOMPARE(scheduler.next(&g), Scheduler::Status::Game);
    QCOMPARE(g.number, 3);
    QCOMPARE(Pairing(g.whitePlayer, g.blackPlayer), Pairing(0, 2));
}

// --- swiss ------------------------------------------------------------------------------

void TestTournament::swissAvoidsRematchesAndBalancesColours() {
    TournamentSettings s;
    s.type = TournamentType::Swiss;
    s.rounds = 3;
    Scheduler scheduler(s, 4);
    QCOMPARE(scheduler.totalGames(), 6LL);
    Scheduler::Status status;
    auto round1 = takeAvailable(scheduler, &status);
    QCOMPARE(status, Scheduler::Status::Wait);
    QCOMPARE(colours(round1), (std::vector<Pairing>{{0, 1}, {2, 3}}));
    scheduler.gameFinished(1, 1.0, 0.0); // 0 wins
    scheduler.gameFinished(2, 0.0, 1.0); // 3 wins
    auto round2 = takeAvailable(scheduler, &status);
    // Ranking 0, 3 (1 point), 1, 2: 0-3 and 1-2; the player with fewer Whites starts.
    QCOMPARE(colours(round2), (std::vector<Pairing>{{3, 0}, {1, 2}}));
    QCOMPARE(field(round2, &ScheduledGame::round), (std::vector<int>{2, 2}));
    scheduler.gameFinished(3, 1.0, 0.0); // 3 wins
    scheduler.gameFinished(4, 1.0, 0.0); // 1 wins
    auto round3 = takeAvailable(scheduler, &status);
    QCOMPARE(status, Scheduler::Status::Wait);
    // Ranking 3 (2), 0 (1), 1 (1), 2 (0): 3 has met 0 and 2, so 3-1 and 0-2.
    QCOMPARE(round3.size(), std::size_t(2));
    std::set<std::set<int>> pairs;
    for (const ScheduledGame& g : round3) pairs.insert({g.whitePlayer, g.blackPlayer});
    QCOMPARE(pairs, (std::set<std::set<int>>{{1, 3}, {0, 2}}));
    scheduler.gameFinished(5, 0.5, 0.5);
    scheduler.gameFinished(6, 0.5, 0.5);
    ScheduledGame g;
    QCOMPARE(scheduler.next(&g), Scheduler::Status::Done);
}

void TestTournament::swissOddPlayersGetByes() {
    SwissPairing swiss(3, 3, 1);
    std::set<int> byes;
    for (int round = 0; round < 3; ++round) {
        const auto e = swiss.nextEncounter();
        QVERIFY(e);
        QVERIFY(!swiss.nextEncounter()); // one encounter per round, the third player sits out
        for (int p = 0; p < 3; ++p)
            if (p != e->firstPlayer && p != e->secondPlayer) byes.insert(p);
        swiss.encounterFinished(e->id, 0.5, 0.5);
    }
    QCOMPARE(byes.size(), std::size_t(3)); // everyone had exactly one bye
    QVERIFY(swiss.isComplete());
    QCOMPARE(swiss.points(0) + swiss.points(1) + swiss.points(2), 6.0); // 3 draws + 3 byes
}

// --- standings and text -----------------------------------------------------------------

void TestTournament::gameLines() {
    QCOMPARE(output::startedGameLine(3, 10, "Alpha", "Beta"),
             QStringLiteral("Started game 3 of 10 (Alpha vs Beta)"));
    QCOMPARE(output::finishedGameLine(3, "Alpha", "Beta", whiteWins()),
             QStringLiteral("Finished game 3 (Alpha vs Beta): 1-0 {White mates}"));
    GameResult fractional = GameResult::draw(Term::Normal, "End by 3-fold repetition");
    fractional.setScore("G20.5", 0.5);
    QCOMPARE(output::finishedGameLine(4, "A", "B", fractional),
             QStringLiteral("Finished game 4 (A vs B): G20.5 {End by 3-fold repetition}"));
}

// A six-game match: A wins 3, loses 1, draws 2 (hand-counted below).
static Standings sixGameMatch() {
    Standings s(playersNamed({"Alpha", "Beta"}));
    s.addGame(0, 1, whiteWins(), 0); // A wins (White)
    s.addGame(1, 0, drawn(), 0);     // draw (A Black)
    s.addGame(0, 1, drawn(), 1);     // draw (A White)
    s.addGame(1, 0, whiteWins(), 1); // B wins (White)
    s.addGame(0, 1, whiteWins(), 2); // A wins (White)
    s.addGame(1, 0, GameResult::win(Black, Term::TimeForfeit, "White loses on time"), 2);
    return s;
}

void TestTournament::twoPlayerScoreLines() {
    const Standings s = sixGameMatch();
    QCOMPARE(s.scoreLines(), (QStringList{"Score of Alpha vs Beta: 3 - 1 - 2  [0.667] 6",
                                          "...      Alpha playing White: 2 - 0 - 1  [0.833] 3",
                                          "...      Alpha playing Black: 1 - 1 - 1  [0.500] 3",
                                          "...      White vs Black: 3 - 1 - 2  [0.667] 6"}));
    Standings xiangqi(playersNamed({"A", "B"}));
    xiangqi.setRedBlack(true);
    xiangqi.addGame(0, 1, whiteWins());
    QCOMPARE(xiangqi.scoreLines()[1],
             QStringLiteral("...      A playing Red: 1 - 0 - 0  [1.000] 1"));
    QCOMPARE(xiangqi.scoreLines()[3],
             QStringLiteral("...      Red vs Black: 1 - 0 - 0  [1.000] 1"));
}

void TestTournament::twoPlayerEloLineHandComputed() {
    // W 3, L 1, D 2: mu = 2/3, Elo = -400 log10(1/mu - 1) = 120.4; per-game variance 5/36,
    // sigma = 0.1521; with cutechess's approximate z the margin is 333.3; LOS = 50 (1 +
    // erf(2 / sqrt(8))) = 84.1; draws 2/6.
    QCOMPARE(sixGameMatch().eloLine(),
             QStringLiteral("Elo difference: 120.4 +/- 333.3, LOS: 84.1 %, DrawRatio: 33.3 %"));
}

void TestTournament::emptyColourScoreIsNan() {
    Standings s(playersNamed({"A", "B"}));
    s.addGame(0, 1, drawn());
    QCOMPARE(s.scoreLines()[2], QStringLiteral("...      A playing Black: 0 - 0 - 0  [nan] 0"));
    // cutechess-cli leaves the colour without games out.
    QCOMPARE(s.colourLines(), (QStringList{"...      A playing White: 0 - 0 - 1  [0.500] 1",
                                           "...      White vs Black: 0 - 0 - 1  [0.500] 1"}));
}

void TestTournament::fractionalScoreLines() {
    // r-Mobility exponential points for A: 0.75 (White), 1 (Black), 0.4375 (White).
    Standings s(playersNamed({"A", "B"}));
    GameResult g1 = GameResult::win(White, Term::Normal, "White mates");
    g1.setScore("G0.5", 0.75);
    GameResult g2 = GameResult::win(Black, Term::Normal, "Black mates");
    g2.setScore("-G0.0", 0.0);
    GameResult g3 = GameResult::draw(Term::Normal, "End by K vs K G8.5 rule");
    g3.setScore("-G1.5", 0.4375);
    s.addGame(0, 1, g1);
    s.addGame(1, 0, g2);
    s.addGame(0, 1, g3);
    QVERIFY(s.hasFractionalPoints());
    QCOMPARE(s.scoreLines(), (QStringList{"Score of A vs B: 2.19 [0.729] 3",
                                          "...      A playing White: 1.19 [0.594] 2",
                                          "...      A playing Black: 1.00 [1.000] 1",
                                          "...      White vs Black: 1.19 [0.396] 3"}));
    QVERIFY(!s.eloLine().contains(QStringLiteral("DrawRatio"))); // as the r-Mobility fork
}

void TestTournament::ptnmlLineFromPairs() {
    Standings s(playersNamed({"A", "B"}));
    QVERIFY(s.ptnmlLine().isEmpty());
    s.addGame(0, 1, whiteWins(), 0); // A wins both games of pair 0: WW
    s.addGame(1, 0, blackWins(), 0);
    s.addGame(0, 1, whiteWins(), 1); // pair 1: A wins and loses: WL
    s.addGame(1, 0, whiteWins(), 1);
    s.addGame(0, 1, drawn(), 2); // pair 2 still open
    QCOMPARE(s.ptnmlLine(), QStringLiteral("Ptnml(0-2): [0, 0, 1, 0, 1]"));
}

// A three-player round robin, two games per encounter (hand-counted):
//   A: W2 D2 L0 = 3/4 points, B: W1 D2 L1, C: W0 D2 L2.
static Tournament threePlayerEvent(const QString& format = QStringLiteral("default")) {
    TournamentSettings s;
    s.gamesPerEncounter = 2;
    s.resultFormat = format;
    Tournament t(s, players(3));
    // Order: B-C, C-B, A-C, C-A, A-B, B-A.
    const std::vector<GameResult> results{whiteWins(), drawn(), whiteWins(),
                                          drawn(),     drawn(), blackWins()};
    std::size_t i = 0;
    playAll(t, [&](const ScheduledGame&) { return results[i++]; });
    return t;
}

void TestTournament::rankingTableDefaultFormat() {
    const Tournament t = threePlayerEvent();
    // Elo: mu 0.75 -> 190.8; margins from cutechess's formula: 452 (A, C) and 296 (B). Then
    // a blank line and the SPRT line cutechess-cli prints without -sprt.
    const QStringList expected{
        "Rank Name                          Elo     +/-   Games   Score    Draw ",
        "   1 A                             191     452       4   75.0%   50.0% ",
        "   2 B                               0     296       4   50.0%   50.0% ",
        "   3 C                            -191     452       4   25.0%   50.0% ",
        "",
        "SPRT: llr 0 (0.0%), lbound -inf, ubound inf"};
    QCOMPARE(t.resultLines(), expected);
}

void TestTournament::resultFormatNamedAndGroups() {
    QString error;
    const auto wide = ResultFormat::parse(QStringLiteral("wide"), &error);
    QVERIFY2(wide, qPrintable(error));
    QCOMPARE(wide->fields(), (QStringList{"Rank", "Name", "Elo", "Error", "Games", "W", "L", "D",
                                          "Points", "Score", "DScore"}));
    QCOMPARE(ResultFormat::defaultFormat().fields(),
             (QStringList{"Rank", "Name", "Elo", "Error", "Games", "Score", "DScore"}));
    const auto custom =
        ResultFormat::parse(QStringLiteral("Rank, name,wScore,bW,Terminations"), &error);
    QVERIFY2(custom, qPrintable(error));
    QCOMPARE(custom->fields(), (QStringList{"Rank", "Name", "wScore", "bW", "Time", "Illegal",
                                            "Discon", "Stall", "WrClaim"}));
    const auto mixed = ResultFormat::parse(QStringLiteral("minimal,D,DrawStats"), &error);
    QVERIFY2(mixed, qPrintable(error));
    // cutechess-cli's minimal is Rank,Name; its DrawStats starts with DScore and has no DCount.
    QCOMPARE(mixed->fields(), (QStringList{"Rank", "Name", "D", "DScore", "DStale", "DMater",
                                           "DRepet", "DMoves", "DAdj", "DAgree", "OtherD"}));
    for (const QString& name : ResultFormat::namedFormats())
        QVERIFY2(ResultFormat::parse(name, &error), qPrintable(name + ": " + error));
    QCOMPARE(ResultFormat::namedFormats().size(), 13);

    const Tournament t =
        threePlayerEvent(QStringLiteral("Rank,Name,W,L,D,Points,TC,wGames,bScore"));
    // cutechess-cli's headers and fixed widths (W is "Wins", Points 8 wide, TC 14 wide and
    // right-aligned, bScore is "Black"); wGames is Arbiter's.
    QCOMPARE(t.resultLines().mid(0, 4),
             (QStringList{"Rank Name                         Wins  Losses   Draws   Points "
                          "            TC  wGames   Black ",
                          "   1 A                               2       0       2      3.0 "
                          "        10+0.1       2   75.0% ",
                          "   2 B                               1       1       2      2.0 "
                          "        10+0.1       2   50.0% ",
                          "   3 C                               0       2       2      1.0 "
                          "        10+0.1       2    0.0% "}));
}

void TestTournament::resultFormatErrors() {
    QString error;
    QVERIFY(!ResultFormat::parse(QStringLiteral("Rank,Foo"), &error));
    QCOMPARE(error, QStringLiteral("unknown field 'Foo' (-resultformat help lists them)"));
    QVERIFY(!ResultFormat::parse(QStringLiteral("Rank,,Name"), &error));
    QCOMPARE(error, QStringLiteral("empty field in 'Rank,,Name'"));
    QVERIFY(!ResultFormat::parse(QStringLiteral(" "), &error));
    QCOMPARE(error, QStringLiteral("empty result format"));
    TournamentSettings s;
    s.resultFormat = QStringLiteral("nonsense");
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, Tournament(s, players(3)));
}

void TestTournament::resultFormatTerminationColumns() {
    Standings s(players(3));
    s.addGame(0, 1, GameResult::win(White, Term::TimeForfeit, "Black loses on time"));
    s.addGame(0, 2, GameResult::win(Black, Term::IllegalMove, "White makes an illegal move: e1e3"));
    s.addGame(1, 2, GameResult::win(White, Term::Disconnection, "Black disconnects"));
    s.addGame(2, 1, GameResult::win(Black, Term::StalledConnection, "White's connection stalls"));
    s.addGame(1, 0,
              GameResult::win(White, Term::Adjudication, "Black makes an invalid result claim"));
    s.addGame(0, 1, GameResult::draw(Term::Normal, "Draw by stalemate"));
    s.addGame(0, 1, GameResult::draw(Term::Normal, "Draw by insufficient mating material"));
    s.addGame(0, 2, drawn());
    s.addGame(0, 2, GameResult::draw(Term::Normal, "Draw by fifty moves rule"));
    s.addGame(1, 2, GameResult::draw(Term::Normal, "Draw by move count rule"));
    s.addGame(1, 2, GameResult::draw(Term::Adjudication, "Draw by adjudication"));
    s.addGame(2, 0, GameResult::draw(Term::Agreement, "Draw by agreement"));
    s.addGame(2, 0, GameResult::draw(Term::Normal, "Draw by some variant rule"));
    QString error;
    const auto format = ResultFormat::parse(QStringLiteral("Name,Terminations,DrawStats"), &error);
    QVERIFY(format);
    const QStringList table = s.rankingTable(*format);
    const QString header = QStringLiteral(
        "Name                         Time Illegal  Discon   Stall WrClaim    Draw  DStale  "
        "DMater  DRepet  DMoves    DAdj  DAgree  OtherD ");
    QCOMPARE(table[0], header);
    auto rowOf = [&](const QString& name) {
        for (const QString& line : table)
            if (line.startsWith(name + QLatin1Char(' '))) return line.simplified();
        return QString();
    };
    // Losses: A by an illegal move and an invalid claim, B on time, C by disconnection and
    // a stalled connection; each draw counts for both of its players.
    // (cutechess-cli's DrawStats has the draw percentage and no DCount column.)
    QCOMPARE(rowOf("A"), QStringLiteral("A 0 1 0 0 1 66.7% 1 1 1 1 0 1 1"));
    QCOMPARE(rowOf("B"), QStringLiteral("B 1 0 0 0 0 50.0% 1 1 0 0 1 0 0"));
    QCOMPARE(rowOf("C"), QStringLiteral("C 0 0 1 1 0 66.7% 0 0 1 1 1 1 1"));
}

void TestTournament::resultFormatHelpListsEverything() {
    const QString help = ResultFormat::helpText();
    for (const QString& name : ResultFormat::namedFormats()) QVERIFY(help.contains(name));
    for (const QString& field : ResultFormat::fieldNames())
        QVERIFY2(help.contains(QStringLiteral("  ") + field + QLatin1Char(' ')), qPrintable(field));
    for (const char* group : {"WLDStats", "Terminations", "DrawStats"})
        QVERIFY(help.contains(QLatin1String(group)));
    for (const char* field :
         {"Rank",   "Name",    "TC",     "Elo",   "Error",   "Games",  "W",
          "L",      "D",       "Points", "Score", "DScore",  "wW",     "bDScore",
          "Time",   "Illegal", "Discon", "Stall", "WrClaim", "DStale", "DMater",
          "DRepet", "DMoves",  "DCount", "DAdj",  "DAgree",  "OtherD"})
        QVERIFY2(ResultFormat::fieldNames().contains(QLatin1String(field)), field);
}

void TestTournament::outcomeLines() {
    const Standings s = sixGameMatch();
    QCOMPARE(
        s.outcomeLines(),
        (QStringList{"Player: Alpha", "   \"Draw by 3-fold repetition\": 2",
                     "   \"Loss: White mates\": 1", "   \"Win: White loses on time\": 1",
                     "   \"Win: White mates\": 2", "Player: Beta",
                     "   \"Draw by 3-fold repetition\": 2", "   \"Loss: White loses on time\": 1",
                     "   \"Loss: White mates\": 2", "   \"Win: White mates\": 1"}));
}

void TestTournament::progressLinesFollowIntervals() {
    TournamentSettings s = twoPlayerMatch(1, 4, 1);
    Tournament match(s, players(2));
    ScheduledGame g;
    QCOMPARE(match.nextGame(&g), Scheduler::Status::Game);
    QCOMPARE(match.startedGameLine(g), QStringLiteral("Started game 1 of 4 (A vs B)"));
    match.gameFinished(g.number, whiteWins());
    QCOMPARE(match.finishedGameLine(g, whiteWins()),
             QStringLiteral("Finished game 1 (A vs B): 1-0 {White mates}"));
    // cutechess-cli 1.5.1: after a game only the "Score of" line; at the end the colour
    // lines (a colour without games left out), the Elo and SPRT lines, then the outcomes.
    QCOMPARE(match.progressLines(), QStringList{"Score of A vs B: 1 - 0 - 0  [1.000] 1"});
    QCOMPARE(
        match.finalLines(),
        (QStringList{"...      A playing White: 1 - 0 - 0  [1.000] 1",
                     "...      White vs Black: 1 - 0 - 0  [1.000] 1",
                     "Elo difference: inf +/- nan, LOS: 84.1 %, DrawRatio: 0.0 %",
                     "SPRT: llr 0 (0.0%), lbound -inf, ubound inf", "", "Player: A",
                     "   \"Win: White mates\": 1", "Player: B", "   \"Loss: White mates\": 1"}));

    // With intervals the results and outcomes come every N games, and are not repeated at
    // the end when the last game printed them.
    s.ratingInterval = 2;
    s.outcomeInterval = 2;
    Tournament withIntervals(s, players(2));
    QCOMPARE(withIntervals.nextGame(&g), Scheduler::Status::Game);
    withIntervals.gameFinished(g.number, drawn());
    QCOMPARE(withIntervals.progressLines().size(), 1); // the "Score of" line only
    QCOMPARE(withIntervals.nextGame(&g), Scheduler::Status::Game);
    withIntervals.gameFinished(g.number, drawn());
    const QStringList second = withIntervals.progressLines();
    const int elo = int(second.indexOf(QRegularExpression(QStringLiteral("Elo difference: .*"))));
    QVERIFY2(elo > 0, qPrintable(second.join('\n')));
    QCOMPARE(second[elo + 1], QStringLiteral("SPRT: llr 0 (0.0%), lbound -inf, ubound inf"));
    QCOMPARE(second[elo + 2], QString());
    QCOMPARE(second[elo + 3], QStringLiteral("Player: A"));
    QVERIFY(withIntervals.finalLines().isEmpty());
    QVERIFY(withIntervals.autosaveDue()); // -autosaveinterval 1 by default

    TournamentSettings rr;
    Tournament three(rr, players(3));
    QCOMPARE(three.nextGame(&g), Scheduler::Status::Game);
    three.gameFinished(g.number, drawn());
    QVERIFY(three.progressLines().isEmpty()); // no table without -ratinginterval
    rr.ratingInterval = 1;
    Tournament threeRated(rr, players(3));
    QCOMPARE(threeRated.nextGame(&g), Scheduler::Status::Game);
    threeRated.gameFinished(g.number, drawn());
    QVERIFY(threeRated.progressLines().first().startsWith(QStringLiteral("Rank Name")));
}

void TestTournament::sprtStopsTheMatch() {
    TournamentSettings s = twoPlayerMatch(2, 1000, 2);
    s.sprt.enabled = true;
    s.sprt.config.elo0 = 0;
    s.sprt.config.elo1 = 10;
    Tournament t(s, players(2));
    // Player A wins every game: H1 is accepted long before 2000 games.
    playAll(t,
            [](const ScheduledGame& g) { return g.whitePlayer == 0 ? whiteWins() : blackWins(); });
    QVERIFY(t.sprtDecided());
    // All wins: the BayesElo LLR passes 2.94 after about 86 games (0.0347 per win).
    QVERIFY(t.gamesFinished() > 50 && t.gamesFinished() < 120);
    QVERIFY(t.isFinished());
    // Colour lines, Elo, SPRT; no Ptnml line with cutechess's model.
    const QStringList lines = t.resultLines();
    QCOMPARE(lines.size(), 5);
    QVERIFY(lines[3].startsWith(QStringLiteral("Elo difference: ")));
    QVERIFY(lines[4].startsWith(QStringLiteral("SPRT: llr ")));
    QVERIFY(lines[4].endsWith(QStringLiteral(", lbound -2.94, ubound 2.94 - H1 was accepted")));
    ScheduledGame g;
    QCOMPARE(t.nextGame(&g), Scheduler::Status::Done);
    // One of fastchess's models asks for fastchess's pentanomial line too.
    s.sprt.config.model = stats::SprtModel::Normalized;
    Tournament normalized(s, players(2));
    playAll(normalized, [](const ScheduledGame& game) {
        return game.whitePlayer == 0 ? whiteWins() : blackWins();
    });
    QVERIFY(
        normalized.resultLines().last().startsWith(QStringLiteral("Ptnml(0-2): [0, 0, 0, 0, ")));
}

// The positions cutechess-cli 1.5.1 played with -variant fischerandom -srand 5 (no openings).
void TestTournament::chess960StartsAsCutechessDrawsThem() {
    Chess960Starts starts(5);
    QCOMPARE(QString::fromStdString(starts.fen(1)),
             QStringLiteral("qrknnrbb/pppppppp/8/8/8/8/PPPPPPPP/QRKNNRBB w KQkq - 0 1"));
    QCOMPARE(QString::fromStdString(starts.fen(0)),
             QStringLiteral("nqrknbbr/pppppppp/8/8/8/8/PPPPPPPP/NQRKNBBR w KQkq - 0 1"));
    QCOMPARE(QString::fromStdString(starts.fen(3)),
             QStringLiteral("rnnqbkrb/pppppppp/8/8/8/8/PPPPPPPP/RNNQBKRB w KQkq - 0 1"));
}

void TestTournament::knockoutResultLinesShowTheBracket() {
    TournamentSettings s;
    s.type = TournamentType::Knockout;
    s.seedCount = 2;
    Tournament t(s, playersNamed({"Alpha", "Beta"}));
    playAll(t, [](const ScheduledGame&) { return blackWins(); });
    // One game (-games 1): Black, Beta, wins it.
    QCOMPARE(t.resultLines(), (QStringList{"Alpha", "\t\tBeta (0-1)", "Beta"}));
}

// --- resume state -----------------------------------------------------------------------

namespace {

// Deterministic "engine": the result depends only on the game's players and number.
GameResult oracle(const ScheduledGame& g) {
    switch ((g.number * 7 + g.whitePlayer * 3 + g.blackPlayer) % 5) {
    case 0: return whiteWins();
    case 1: return blackWins();
    case 2: return GameResult::win(White, Term::TimeForfeit, "Black loses on time");
    default: return drawn();
    }
}

// The state `t` has written to `path` so far (every call for one tournament names the same
// file), read back.
TournamentState savedState(Tournament& t, const QString& path, bool complete = false,
                           const QStringList& commandLine = {}) {
    QString error;
    TournamentState state;
    if (!t.saveState(path, commandLine, complete, false, &error) ||
        !TournamentState::load(path, &state, &error))
        qWarning("%s", qPrintable(error));
    return state;
}

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The settings of the interrupted run below and of the version 1 file made from it.
TournamentSettings interruptedRunSettings() {
    TournamentSettings s;
    s.gamesPerEncounter = 2;
    s.openingRepetitions = 2;
    s.rounds = 2;
    s.randomSeed = 0xfedcba9876543210ULL;
    return s;
}

// Finishes a resumed tournament: the interrupted games come back first, with their numbers,
// then the schedule goes on; returns the numbers handed out.
std::vector<int> finishResumed(Tournament& resumed) {
    std::vector<int> numbers;
    ScheduledGame g;
    while (resumed.nextGame(&g) == Scheduler::Status::Game) {
        numbers.push_back(g.number);
        resumed.gameFinished(g.number, oracle(g));
    }
    return numbers;
}

} // namespace

void TestTournament::stateRoundTripResumesExactly() {
    const TournamentSettings s = interruptedRunSettings();
    Tournament reference(s, players(4));
    playAll(reference, oracle);

    // Interrupted run: 3 games running, 5 finished out of order.
    Tournament first(s, players(4));
    std::vector<ScheduledGame> started(8);
    for (ScheduledGame& g : started) QCOMPARE(first.nextGame(&g), Scheduler::Status::Game);
    for (int i : {1, 0, 4, 2, 6})
        first.gameFinished(started[i].number, oracle(started[i]), QStringLiteral("1. e4 *"));
    first.markPgnWritten(started[1].number);
    const QStringList commandLine{"-engine", "cmd=x", "-games", "2"};
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("state.json"));
    const TournamentState loaded = savedState(first, path, false, commandLine);
    QVERIFY(!loaded.complete);
    QCOMPARE(loaded.commandLine, commandLine);
    QCOMPARE(loaded.seed, 0xfedcba9876543210ULL);
    QCOMPARE(loaded.games.size(), 8);
    QCOMPARE(loaded.finishedGames(), 5);
    // The whole-state text reads back to itself.
    TournamentState again;
    QString error;
    QVERIFY2(TournamentState::fromJson(loaded.toJson(), QStringLiteral("m"), &again, &error),
             qPrintable(error));
    QCOMPARE(again.toJson(), loaded.toJson());

    Tournament resumed(s, players(4));
    QVERIFY2(resumed.restore(loaded, &error), qPrintable(error));
    QCOMPARE(resumed.gamesFinished(), 5);
    QCOMPARE(resumed.standings().outcomeLines(), first.standings().outcomeLines());
    QCOMPARE(resumed.unwrittenPgn().size(), 4);
    QCOMPARE(resumed.firstOpeningStillNeeded(), started[3].openingIndex); // game 4 is replayed

    std::vector<int> expected{4, 6, 8};
    for (int n = 9; n <= 24; ++n) expected.push_back(n);
    QCOMPARE(finishResumed(resumed), expected);
    QVERIFY(resumed.isFinished());
    QCOMPARE(resumed.gamesFinished(), 24);
    QCOMPARE(resumed.resultLines(), reference.resultLines());
    QCOMPARE(resumed.standings().outcomeLines(), reference.standings().outcomeLines());
    // The resumed run's file holds the whole tournament: its first lines are the restored state.
    const TournamentState end = savedState(resumed, dir.filePath(QStringLiteral("end.json")), true);
    QVERIFY(end.complete);
    QCOMPARE(end.games.size(), 24);
    QCOMPARE(end.finishedGames(), 24);
}

void TestTournament::stateResumeKnockoutWithOutOfOrderResults() {
    TournamentSettings s;
    s.type = TournamentType::Knockout;
    s.gamesPerEncounter = 2;
    s.randomSeed = 99;
    Tournament first(s, players(4));
    Scheduler::Status status;
    std::vector<ScheduledGame> games;
    ScheduledGame g;
    while ((status = first.nextGame(&g)) == Scheduler::Status::Game) games.push_back(g);
    QCOMPARE(games.size(), std::size_t(4));
    // The second match finishes first, tied, so its tiebreak games are numbered 5 and 6;
    // then the first match ties too (tiebreak 7 and 8).
    first.gameFinished(3, drawn());
    first.gameFinished(4, drawn());
    first.gameFinished(1, drawn());
    first.gameFinished(2, drawn());
    while ((status = first.nextGame(&g)) == Scheduler::Status::Game) games.push_back(g);
    QCOMPARE(games.size(), std::size_t(8));
    QCOMPARE(games[4].whitePlayer + games[4].blackPlayer,
             games[2].whitePlayer + games[2].blackPlayer);
    first.gameFinished(7, whiteWins()); // first match decided; 5, 6, 8 still running
    QTemporaryDir dir;
    const TournamentState loaded = savedState(first, dir.filePath(QStringLiteral("s.json")));

    QString error;
    Tournament resumed(s, players(4));
    QVERIFY2(resumed.restore(loaded, &error), qPrintable(error));
    std::vector<ScheduledGame> replayed;
    while (resumed.nextGame(&g) == Scheduler::Status::Game) replayed.push_back(g);
    QCOMPARE(field(replayed, &ScheduledGame::number), (std::vector<int>{5, 6, 8}));
    QCOMPARE(replayed[0], games[4]);
    QCOMPARE(replayed[2], games[7]);

    // Both runs continue identically.
    for (int n : {5, 6, 8}) {
        first.gameFinished(n, blackWins());
        resumed.gameFinished(n, blackWins());
    }
    std::vector<ScheduledGame> a;
    std::vector<ScheduledGame> b;
    while (first.nextGame(&g) == Scheduler::Status::Game) a.push_back(g);
    while (resumed.nextGame(&g) == Scheduler::Status::Game) b.push_back(g);
    // Match 1 ties again (games 5 and 6 won by Black, once each) and gets two more tiebreak
    // games; match 0 is decided by game 8. Both runs hand out the same games.
    QCOMPARE(a.size(), std::size_t(2));
    QCOMPARE(a, b);
}

void TestTournament::stateKeepsUnwrittenPgn() {
    Tournament t(twoPlayerMatch(1, 3, 1), players(2));
    ScheduledGame g;
    QCOMPARE(t.nextGame(&g), Scheduler::Status::Game);
    // Every character the state line's JSON escapes, and text it keeps as it is.
    const QString pgn =
        QStringLiteral("[Event \"x\\y\"]\n\n1. e4 {a\tb\r\x01\x1f\b\f \u00e9\x7f} 1-0\n");
    t.gameFinished(g.number, whiteWins(), pgn);
    QTemporaryDir dir;
    TournamentState loaded = savedState(t, dir.filePath(QStringLiteral("a.json")));
    QCOMPARE(loaded.games[0].pgn, pgn);
    QVERIFY(!loaded.games[0].pgnWritten);
    Tournament resumed(twoPlayerMatch(1, 3, 1), players(2));
    QString error;
    QVERIFY(resumed.restore(loaded, &error));
    QCOMPARE(resumed.unwrittenPgn().size(), 1);
    QCOMPARE(resumed.unwrittenPgn()[0].pgn, loaded.games[0].pgn);
    resumed.markPgnWritten(1);
    QVERIFY(resumed.unwrittenPgn().isEmpty());
    const TournamentState after = savedState(resumed, dir.filePath(QStringLiteral("b.json")));
    QVERIFY(after.games[0].pgnWritten);
    QVERIFY(after.games[0].pgn.isEmpty());

    // Fractional results survive the round trip.
    GameResult fractional = GameResult::win(White, Term::Normal, "White mates");
    fractional.setScore("G0.5", 0.75);
    Tournament rmob(twoPlayerMatch(1, 3, 1), players(2));
    QCOMPARE(rmob.nextGame(&g), Scheduler::Status::Game);
    rmob.gameFinished(g.number, fractional);
    loaded = savedState(rmob, dir.filePath(QStringLiteral("c.json")));
    QCOMPARE(loaded.games[0].result.scoreFor(White), 0.75);
    QCOMPARE(loaded.games[0].result.displayText(), std::string("G0.5"));
}

// The state file is a journal: created once, then each save appends the new events to the same
// file (same inode, earlier bytes untouched) whatever the number of games, and what it holds
// reads back as the tournament's state at every step.
void TestTournament::stateFileIsAppendedNotRewritten() {
    Tournament t(twoPlayerMatch(2, 6, 1), players(2));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("state.json"));
    const QStringList commandLine{"-games", "2", "-rounds", "6"};
    QString error;
    auto inode = [&path] {
        struct stat info {};
        return ::stat(QFile::encodeName(path).constData(), &info) == 0 ? info.st_ino : ino_t(0);
    };
    ScheduledGame a, b;
    QCOMPARE(t.nextGame(&a), Scheduler::Status::Game);
    QCOMPARE(t.nextGame(&b), Scheduler::Status::Game);
    QVERIFY2(t.saveState(path, commandLine, false, true, &error), qPrintable(error));
    const ino_t created = inode();
    QVERIFY(created != 0);
    QByteArray before = readAll(path);
    QCOMPARE(before.count('\n'), 3); // header, two games started
    int finished = 0;
    auto check = [&](bool complete) {
        QVERIFY2(t.saveState(path, commandLine, complete, false, &error), qPrintable(error));
        QCOMPARE(inode(), created);
        const QByteArray now = readAll(path);
        QVERIFY(now.size() > before.size());
        QVERIFY(now.startsWith(before));
        before = now;
        TournamentState state;
        QVERIFY2(TournamentState::load(path, &state, &error), qPrintable(error));
        QCOMPARE(state.commandLine, commandLine);
        QCOMPARE(state.finishedGames(), finished);
        QCOMPARE(state.complete, complete);
    };
    t.gameFinished(b.number, drawn(), QStringLiteral("[Event \"b\"]\n\n1. d4 1/2-1/2\n"));
    ++finished;
    check(false); // b's PGN kept
    t.markPgnWritten(b.number);
    check(false);
    t.gameFinished(a.number, whiteWins()); // no PGN output
    ++finished;
    check(false);
    ScheduledGame g;
    while (t.nextGame(&g) == Scheduler::Status::Game) {
        t.gameFinished(g.number, whiteWins(), QStringLiteral("1. e4 1-0"));
        ++finished;
        check(false);
        t.markPgnWritten(g.number);
        check(false);
    }
    check(true);
    TournamentState state;
    QVERIFY(TournamentState::load(path, &state, &error));
    QCOMPARE(state.games.size(), 12);
    for (const GameRecord& r : state.games) QVERIFY(r.pgn.isEmpty());
    // Every save names the file it created.
    QVERIFY(
        !t.saveState(dir.filePath(QStringLiteral("other.json")), commandLine, true, true, &error));
    QCOMPARE(error, QStringLiteral("cannot write state file '%1': the state is being written "
                                   "to '%2'")
                        .arg(dir.filePath(QStringLiteral("other.json")), path));
    Tournament fresh(twoPlayerMatch(1, 1, 1), players(2));
    QVERIFY(!fresh.saveState(dir.filePath(QStringLiteral("missing/state.json")), commandLine, true,
                             true, &error));
    QVERIFY2(error.startsWith(QStringLiteral("cannot write state file '")), qPrintable(error));
}

// A state file written by the version 1 writer (a whole document, rewritten after each game)
// of the interrupted run of stateRoundTripResumesExactly, with PGN texts "[Round "N"] ...".
void TestTournament::stateVersion1StillResumes() {
    const QString v1 = QStringLiteral(ARBITER_TEST_SOURCE_DIR "/data/state-v1.json");
    TournamentState loaded;
    QString error;
    QVERIFY2(TournamentState::load(v1, &loaded, &error), qPrintable(error));
    QCOMPARE(loaded.commandLine, (QStringList{"-engine", "cmd=x", "-games", "2"}));
    QCOMPARE(loaded.seed, 0xfedcba9876543210ULL);
    QCOMPARE(loaded.games.size(), 8);
    QCOMPARE(loaded.finishedGames(), 5);
    QCOMPARE(loaded.games[0].pgn, QStringLiteral("[Round \"1\"]\n\n1. e4 *\n"));

    const TournamentSettings s = interruptedRunSettings();
    Tournament reference(s, players(4));
    playAll(reference, oracle);
    Tournament resumed(s, players(4));
    QVERIFY2(resumed.restore(loaded, &error), qPrintable(error));
    QCOMPARE(resumed.unwrittenPgn().size(), 4);
    std::vector<int> expected{4, 6, 8};
    for (int n = 9; n <= 24; ++n) expected.push_back(n);
    QCOMPARE(finishResumed(resumed), expected);
    QCOMPARE(resumed.standings().outcomeLines(), reference.standings().outcomeLines());

    // It goes on as a version 2 file.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("state.json"));
    const TournamentState now = savedState(resumed, path, true, loaded.commandLine);
    QVERIFY(readAll(path).startsWith(
        R"({"format":"arbiter-tournament-state","version":2,"commandLine":["-engine")"));
    QCOMPARE(now.finishedGames(), 24);
    QCOMPARE(now.games[0].pgn, QStringLiteral("[Round \"1\"]\n\n1. e4 *\n")); // still unwritten
}

// A process killed in the middle of writing a line leaves it without its line break: the state
// reads as if that event had not happened, and the resumed tournament plays every game once.
void TestTournament::stateTruncatedLastLineIsIgnored() {
    const TournamentSettings s = interruptedRunSettings();
    Tournament reference(s, players(4));
    playAll(reference, oracle);

    Tournament first(s, players(4));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("state.json"));
    QString error;
    ScheduledGame g;
    for (int i = 0; i < 9; ++i) {
        QCOMPARE(first.nextGame(&g), Scheduler::Status::Game);
        first.gameFinished(g.number, oracle(g));
        QVERIFY(first.saveState(path, {}, false, true, &error));
    }
    QCOMPARE(first.nextGame(&g), Scheduler::Status::Game); // game 10, cut short below
    GameRecord tenth;
    tenth.game = g;
    tenth.scheduledAfter = 9;
    tenth.finished = true;
    tenth.finishOrder = 9;
    tenth.result = oracle(g);
    const std::string started = TournamentState::startedLine(tenth);
    const std::string finished = TournamentState::finishedLine(tenth);
    QFile file(path);
    QVERIFY(file.open(QIODevice::Append));
    file.write(started.data(), qint64(started.size()));
    file.write(finished.data(), qint64(finished.size() / 2));
    file.close();

    TournamentState loaded;
    QVERIFY2(TournamentState::load(path, &loaded, &error), qPrintable(error));
    QCOMPARE(loaded.games.size(), 10);
    QCOMPARE(loaded.finishedGames(), 9);
    QVERIFY(!loaded.games[9].finished);

    Tournament resumed(s, players(4));
    QVERIFY2(resumed.restore(loaded, &error), qPrintable(error));
    std::vector<int> expected;
    for (int n = 10; n <= 24; ++n) expected.push_back(n);
    QCOMPARE(finishResumed(resumed), expected); // 1-9 not again, 10-24 once each
    QCOMPARE(resumed.gamesFinished(), 24);
    QCOMPARE(resumed.resultLines(), reference.resultLines());
    QCOMPARE(resumed.standings().outcomeLines(), reference.standings().outcomeLines());

    // Only the last line may be cut short: the same text followed by more lines is an error.
    QVERIFY(file.open(QIODevice::Append));
    file.write("\n");
    file.write(finished.data(), qint64(finished.size()));
    file.close();
    QVERIFY(!TournamentState::load(path, &loaded, &error));
    QVERIFY2(error.startsWith(QStringLiteral("'%1' is not a valid tournament state file: line 21: "
                                             "JSON error at offset")
                                  .arg(path)),
             qPrintable(error));
}

void TestTournament::stateFileErrors() {
    QTemporaryDir dir;
    QString error;
    TournamentState state;
    const QString missing = dir.filePath(QStringLiteral("missing.json"));
    QVERIFY(!TournamentState::load(missing, &state, &error));
    QCOMPARE(error,
             QStringLiteral("cannot open state file '%1': No such file or directory").arg(missing));

    const QString broken = writeFile(dir, QStringLiteral("broken.json"), "{\"format\": ");
    QVERIFY(!TournamentState::load(broken, &state, &error));
    QVERIFY2(error.startsWith(QStringLiteral("'%1' is not a valid tournament state file: JSON "
                                             "error at offset")
                                  .arg(broken)),
             qPrintable(error));

    const QString other = writeFile(dir, QStringLiteral("other.json"), "[1, 2]");
    QVERIFY(!TournamentState::load(other, &state, &error));
    QVERIFY(error.endsWith(QStringLiteral("no \"format\": \"arbiter-tournament-state\" entry")));

    struct Damage {
        QByteArray from;
        QByteArray to;
        QString message;
    };
    auto checkDamage = [&](const QByteArray& good, const std::vector<Damage>& damage) {
        QVERIFY(TournamentState::fromJson(good, QStringLiteral("f"), &state, &error));
        for (const Damage& d : damage) {
            QByteArray text = good;
            QVERIFY2(text.contains(d.from), d.from.constData());
            text.replace(d.from, d.to);
            QVERIFY(!TournamentState::fromJson(text, QStringLiteral("f"), &state, &error));
            QCOMPARE(error,
                     QStringLiteral("'f' is not a valid tournament state file: ") + d.message);
        }
    };

    // Version 1, damaged field by field.
    const QByteArray v1 = readAll(QStringLiteral(ARBITER_TEST_SOURCE_DIR "/data/state-v1.json"));
    checkDamage(
        v1,
        {
            {"\"version\": 1", "\"version\": 7",
             "version 7 is not supported (this reads versions 1 and 2)"},
            {"\"seed\": \"18364758544493064720\"", "\"seed\": \"abc\"",
             "'seed' is not a number: 'abc'"},
            {"\"white\": 0", "\"white\": \"zero\"",
             "games[0]: 'white' is missing or not a whole number"},
            {"\"winner\": \"white\"", "\"winner\": \"red\"",
             "games[0]: result: unknown winner 'red'"},
            {"\"termination\": \"normal\"", "\"termination\": \"odd\"",
             "games[0]: result: unknown termination 'odd'"},
            {"\"number\": 1,", "\"number\": 5,", "games[0]: game number 5 where 1 was expected"},
            {"\"games\": [", "\"games\": 3, \"x\": [", "'games' is missing or not an array"},
        });

    // Version 2: every bad line is named, a garbage line in the middle included.
    Tournament t(twoPlayerMatch(1, 2, 1), players(2));
    ScheduledGame g;
    t.nextGame(&g);
    t.gameFinished(g.number, whiteWins(), QStringLiteral("1. e4 1-0"));
    t.markPgnWritten(g.number);
    t.nextGame(&g);
    const QString v2Path = dir.filePath(QStringLiteral("v2.json"));
    QCOMPARE(savedState(t, v2Path).games.size(), 2);
    const QByteArray v2 = readAll(v2Path);
    QCOMPARE(v2.count('\n'), 5); // header, started, finished, pgnWritten, started
    checkDamage(
        v2,
        {
            {"\"version\":2", "\"version\":3",
             "line 1: version 3 is not supported (this reads versions 1 and 2)"},
            {"{\"event\":\"finished\"", "garbage\n{\"event\":\"finished\"",
             "line 3: JSON error at offset 1: illegal value"},
            {"{\"event\":\"pgnWritten\"", "[]\n{\"event\":\"pgnWritten\"",
             "line 4: not a JSON object"},
            {"\"white\":0", "\"white\":\"zero\"",
             "line 2: 'white' is missing or not a whole number"},
            {"\"event\":\"finished\",\"number\":1", "\"event\":\"finished\",\"number\":3",
             "line 3: game 3 finished before it was started"},
            {"\"event\":\"started\",\"number\":2", "\"event\":\"started\",\"number\":4",
             "line 5: game 4 is started before game 2"},
            {"\"event\":\"pgnWritten\",\"number\":1", "\"event\":\"pgnWritten\",\"number\":2",
             "line 4: game 2 is written before it was started"},
            {"\"event\":\"pgnWritten\"", "\"event\":\"written\"",
             "line 4: unknown event 'written'"},
            {"\"winner\":\"white\"", "\"winner\":\"red\"", "line 3: result: unknown winner 'red'"},
        });
}

void TestTournament::stateMismatchIsReported() {
    Tournament t(twoPlayerMatch(2, 2, 2), players(2));
    ScheduledGame g;
    t.nextGame(&g);
    t.gameFinished(g.number, whiteWins());
    QTemporaryDir dir;
    const TournamentState state = savedState(t, dir.filePath(QStringLiteral("t.json")));
    QString error;
    TournamentSettings other = twoPlayerMatch(2, 2, 2);
    other.reverse = true;
    Tournament wrong(other, players(2));
    QVERIFY(!wrong.restore(state, &error));
    QCOMPARE(error, QStringLiteral("cannot resume: game 1 of the state file (0 vs 1, round 1, "
                                   "opening 0, pair 0) does not match the settings' game (1 vs 0, "
                                   "round 1, opening 0, pair 0)"));
    Tournament single(twoPlayerMatch(1, 1, 1), players(2));
    single.nextGame(&g);
    TournamentState longer = savedState(single, dir.filePath(QStringLiteral("single.json")));
    Tournament shorter(twoPlayerMatch(1, 1, 1), players(2));
    GameRecord extra;
    extra.game = {2, 2, 1, 0, 1, -1};
    longer.games.append(extra);
    QVERIFY(!shorter.restore(longer, &error));
    QCOMPARE(error, QStringLiteral("cannot resume: the state file has game 2, but these settings "
                                   "schedule no more games there"));
    Tournament used(twoPlayerMatch(1, 1, 1), players(2));
    used.nextGame(&g);
    used.gameFinished(g.number, whiteWins()); // (nothing left in memory: still started)
    QVERIFY(!used.restore(state, &error));
    QCOMPARE(error, QStringLiteral("cannot resume: the tournament has already started"));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, t.gameFinished(99, whiteWins()));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, t.gameFinished(1, whiteWins()));
}

// A long tournament at concurrency 2 holds two or three game records whatever the games played,
// with or without PGN output, and only the openings of games in play; the state file has them all.
void TestTournament::memoryStaysBoundedInLongTournaments() {
    TournamentSettings s = twoPlayerMatch(2, 1500, 2);
    Tournament t(s, players(2));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("state.json"));
    QString error;
    ScheduledGame running;
    QCOMPARE(t.nextGame(&running), Scheduler::Status::Game);
    ScheduledGame g;
    int most = 0;
    while (t.nextGame(&g) == Scheduler::Status::Game) {
        // Two in play; the older one ends, with a PGN text for odd numbers.
        const QString pgn = running.number % 2 ? QStringLiteral("1. e4 1-0") : QString();
        t.gameFinished(running.number, oracle(running), pgn);
        QVERIFY(t.saveState(path, {}, false, false, &error));
        most = std::max(most, t.gamesInMemory());
        t.markPgnWritten(running.number);
        QCOMPARE(t.firstOpeningStillNeeded(), g.openingIndex);
        running = g;
    }
    t.gameFinished(running.number, oracle(running));
    QCOMPARE(t.gamesFinished(), 3000);
    QCOMPARE(most, 2);
    QCOMPARE(t.gamesInMemory(), 0);
    const TournamentState state = savedState(t, path, true);
    QCOMPARE(state.finishedGames(), 3000);
}

QTEST_GUILESS_MAIN(TestTournament)
#include "tst_tournament.moc"
