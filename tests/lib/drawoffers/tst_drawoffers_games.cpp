// docs/draw-offers.md in real games between arbiter-engine processes (depth 1, so every game is
// short): draw agreement over CECP ("offer draw" / "draw") and UCCI ("bestmove X draw" / "go
// draw"), one offer per player, the manager offering, answering and resigning for UCI engines
// (-drawoffers, -resign mode=sum), and the PGN comment of the offer.
#include "engine/engine.h"
#include "game/engineplayer.h"
#include "game/game.h"
#include "game/gamerecord.h"
#include "testdata.h"

#include <QFileInfo>
#include <QSignalSpy>
#include <QtTest>

using namespace arbiter;

namespace {
using T = GameResult::Termination;

const char* const LostFen = "q2k3r/8/8/8/8/8/8/4K3 w - - 0 1"; // White: bare king vs Q+R

EngineConfiguration arbiterEngine(const QString& name, EngineProtocol protocol,
                                  const QList<QPair<QString, QString>>& options = {}) {
    EngineConfiguration c;
    c.name = name;
    c.command = test::binPath(QStringLiteral("arbiter-engine"));
    c.protocol = protocol;
    for (const auto& [option, value] : options) c.setOptionValue(option, value);
    return c;
}

// Offers after more than `moves` moves with scores inside +/-1000 (every score at depth 1 in
// these positions).
QList<QPair<QString, QString>> offering(int moves, int maxOffers = 1) {
    return {{QStringLiteral("DrawBand"), QStringLiteral("1000")},
            {QStringLiteral("DrawMoves"), QString::number(moves)},
            {QStringLiteral("MaxDrawOffers"), QString::number(maxOffers)}};
}

GameSettings depthOne(const QString& variant = QStringLiteral("standard")) {
    GameSettings s;
    s.variant = variant;
    TimeControl tc = TimeControl::infinite();
    tc.setDepthLimit(1);
    s.timeControl = {tc, tc};
    return s;
}

// One game with its engines and every line they exchanged.
struct Match {
    Engine white, black;
    EnginePlayer whitePlayer, blackPlayer;
    Game game;
    QStringList traffic; // "<name> > line" (to the engine) or "<name> < line"

    Match(const EngineConfiguration& w, const EngineConfiguration& b, const GameSettings& s)
        : white(w), black(b), whitePlayer(&white), blackPlayer(&black),
          game(s, &whitePlayer, &blackPlayer) {
        for (Engine* e : {&white, &black})
            QObject::connect(e, &Engine::traffic, e, [this](const EngineTraffic& t) {
                traffic << t.engineName +
                               (t.direction == EngineTraffic::Direction::ToEngine ? " > " : " < ") +
                               t.text;
            });
    }
    GameResult play() {
        QSignalSpy done(&game, &Game::finished);
        QString error;
        if (!game.start(&error)) qFatal("game did not start: %s", qPrintable(error));
        if (done.isEmpty() && !done.wait(120000)) qFatal("game did not finish");
        white.quit();
        black.quit();
        return game.result();
    }
    int linesMatching(const QString& pattern) const {
        return int(traffic.filter(QRegularExpression(pattern)).size());
    }
    QList<int> offeringPlies() const {
        QList<int> plies;
        for (size_t i = 0; i < game.moves().size(); ++i)
            if (game.moves()[i].drawOffer) plies << int(i) + 1;
        return plies;
    }
    QString pgnMoveText() const {
        QStringList comments;
        for (const PlayedMove& m : game.moves()) comments << QString::fromStdString(moveComment(m));
        return comments.join(QLatin1Char('|'));
    }
};
} // namespace

class TestDrawOfferGames : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        if (!QFileInfo(test::binPath(QStringLiteral("arbiter-engine"))).isExecutable())
            QFAIL("arbiter-engine is not built");
    }

    void cecpEnginesAgreeToADraw() {
        Match m(arbiterEngine(QStringLiteral("Peacemaker"), EngineProtocol::Xboard, offering(2)),
                arbiterEngine(QStringLiteral("Dove"), EngineProtocol::Xboard, offering(2)),
                depthOne());
        const GameResult r = m.play();
        QCOMPARE(r.termination(), T::Agreement);
        QCOMPARE(QString::fromStdString(r.reason()), QStringLiteral("Draw by agreement"));
        // White offers with its third move (more than 2 band scores). Black's third search
        // gives its third band score too, so it accepts by offering back before it moves.
        QCOMPARE(m.offeringPlies(), QList<int>{5});
        QCOMPARE(int(m.game.moves().size()), 5);
        QCOMPARE(m.linesMatching(QStringLiteral("^Peacemaker < offer draw$")), 1);
        QCOMPARE(m.linesMatching(QStringLiteral("^Dove < offer draw$")), 1); // the acceptance
        // The manager passes the offer on once.
        QCOMPARE(m.linesMatching(QStringLiteral("^Dove > draw$")), 1);
        QCOMPARE(m.game.drawOffers().offersMade(White), 1);
        QCOMPARE(m.game.drawOffers().offersMade(Black), 0);
        QVERIFY(!m.game.drawOffers().rejected(Black));
        QVERIFY(m.pgnMoveText().endsWith(QStringLiteral(", offers draw")));
    }

    void ucciDrawFlagsInXiangqi() {
        if (!findVariant("xiangqi")) QSKIP("xiangqi is not in the library");
        Match m(arbiterEngine(QStringLiteral("Red"), EngineProtocol::Ucci, offering(2)),
                arbiterEngine(QStringLiteral("Black"), EngineProtocol::Ucci, offering(2)),
                depthOne(QStringLiteral("xiangqi")));
        const GameResult r = m.play();
        QCOMPARE(r.termination(), T::Agreement);
        // Red offers with "bestmove X draw"; Black is asked with "go draw" and accepts with
        // "bestmove Y draw".
        QCOMPARE(m.linesMatching(QStringLiteral("^Red < bestmove \\S+ draw$")), 1);
        QCOMPARE(m.linesMatching(QStringLiteral("^Black > go draw ")), 1);
        QCOMPARE(m.linesMatching(QStringLiteral("^Black < bestmove \\S+ draw$")), 1);
        QCOMPARE(m.linesMatching(QStringLiteral("^Red > go draw ")), 0);
        QCOMPARE(m.offeringPlies(), QList<int>{5});
    }

    void secondOfferOfAPlayerIsIgnored() {
        // The engine offers with every move (DrawMoves 0, MaxDrawOffers 5); the UCI opponent
        // never answers, so every offer is rejected. By default only the first one counts.
        for (const int limit : {1, 0, 3}) {
            GameSettings s = depthOne();
            s.adjudication.maxMoves = 8;
            s.adjudication.drawOffers.maxOffersPerPlayer = limit;
            Match m(arbiterEngine(QStringLiteral("Nagger"), EngineProtocol::Xboard, offering(0, 5)),
                    arbiterEngine(QStringLiteral("Silent"), EngineProtocol::Uci), s);
            const GameResult r = m.play();
            QCOMPARE(QString::fromStdString(r.reason()),
                     QStringLiteral("Draw by adjudication: maximal game length"));
            const int expected = limit == 0 ? 5 : limit;
            QCOMPARE(m.linesMatching(QStringLiteral("^Nagger < offer draw$")), 5);
            QCOMPARE(m.offeringPlies().size(), expected);
            QCOMPARE(m.game.drawOffers().offersMade(White), expected);
            QVERIFY(m.game.drawOffers().rejected(Black));
            QVERIFY(!m.game.drawOffers().rejected(White));
        }
    }

    void managerOffersAndAcceptsForUciEngines() {
        GameSettings s = depthOne();
        s.adjudication.drawOffers.speakForPlayers = true;
        s.adjudication.drawOffers.band = 1000;
        s.adjudication.drawOffers.moves = 2;
        Match m(arbiterEngine(QStringLiteral("A"), EngineProtocol::Uci),
                arbiterEngine(QStringLiteral("B"), EngineProtocol::Uci), s);
        const GameResult r = m.play();
        QCOMPARE(r.termination(), T::Agreement);
        // White's third move offers, Black's third move accepts (both recorded: UCI engines
        // answer with a move, the manager speaks for them).
        QCOMPARE(m.offeringPlies(), (QList<int>{5, 6}));
        QCOMPARE(int(m.game.moves().size()), 6);
        QCOMPARE(m.game.drawOffers().offersMade(White), 1);
        QCOMPARE(m.linesMatching(QStringLiteral("draw")), 0); // nothing about draws is sent
        const QStringList comments = m.pgnMoveText().split(QLatin1Char('|'));
        QVERIFY(comments[4].endsWith(QStringLiteral(", offers draw")));
        QVERIFY(!comments[3].contains(QStringLiteral("offers draw")));
    }

    void managerAnswersACecpOfferForAUciEngine() {
        GameSettings s = depthOne();
        s.adjudication.maxMoves = 10;
        // Without -drawoffers band=/moves= the UCI engine cannot answer: the offer lapses.
        {
            Match m(arbiterEngine(QStringLiteral("Offerer"), EngineProtocol::Xboard, offering(0)),
                    arbiterEngine(QStringLiteral("Uci"), EngineProtocol::Uci), s);
            const GameResult r = m.play();
            QCOMPARE(r.termination(), T::Adjudication);
            QCOMPARE(m.offeringPlies(), QList<int>{1});
            QVERIFY(m.game.drawOffers().rejected(Black));
        }
        // With it, the manager accepts: Black's first score is in the band and N is 0.
        s.adjudication.drawOffers.speakForPlayers = true;
        s.adjudication.drawOffers.band = 1000;
        s.adjudication.drawOffers.moves = 0;
        Match m(arbiterEngine(QStringLiteral("Offerer"), EngineProtocol::Xboard, offering(0)),
                arbiterEngine(QStringLiteral("Uci"), EngineProtocol::Uci), s);
        const GameResult r = m.play();
        QCOMPARE(r.termination(), T::Agreement);
        QCOMPARE(m.offeringPlies(), (QList<int>{1, 2}));
        QVERIFY(!m.game.drawOffers().rejected(Black));
    }

    void managerResignsOnTheRunningSum() {
        // UCI cannot resign; -resign mode=sum resigns for it (and for any other engine).
        for (const EngineProtocol protocol : {EngineProtocol::Uci, EngineProtocol::Xboard}) {
            GameSettings s = depthOne();
            s.startFen = QString::fromLatin1(LostFen);
            s.adjudication.resignSum.enabled = true;
            s.adjudication.resignSum.rule = {10, 500};
            Match m(arbiterEngine(QStringLiteral("Loser"), protocol,
                                  {{QStringLiteral("AllowResign"), QStringLiteral("false")}}),
                    arbiterEngine(QStringLiteral("Winner"), protocol), s);
            const GameResult r = m.play();
            QCOMPARE(r.termination(), T::Resignation);
            QCOMPARE(QString::fromStdString(r.reason()), QStringLiteral("White resigns"));
            QCOMPARE(r.resultString(), std::string("0-1"));
            QCOMPARE(int(m.game.moves().size()), 1); // its first score is far below -500
        }
        // Without it the same game goes on.
        GameSettings s = depthOne();
        s.startFen = QString::fromLatin1(LostFen);
        s.adjudication.maxMoves = 3;
        Match m(arbiterEngine(QStringLiteral("Loser"), EngineProtocol::Uci),
                arbiterEngine(QStringLiteral("Winner"), EngineProtocol::Uci), s);
        QVERIFY(m.play().termination() != T::Resignation);
        QVERIFY(m.game.moves().size() > 1);
    }
};

QTEST_GUILESS_MAIN(TestDrawOfferGames)
#include "tst_drawoffers_games.moc"
