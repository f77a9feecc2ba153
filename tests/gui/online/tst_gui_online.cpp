// The GUI playing online (docs/gui.md, "Playing online") against a real arbiter-server on
// 127.0.0.1 with a temporary SQLite database: in one process, the tabs of two players and a
// spectator, each with its own connection, play whole games (the moves arrive by themselves,
// Chinese notation in the move list, the server's clocks, sounds, the end the server decides,
// the record saved), make requests (the request bar with its countdown, the counts on the
// buttons), come back after the server was killed and restarted, and claim a game against a
// player who went away. Every wait is bounded.
#include "gui/app/appearance.h"
#include "gui/app/mainwindow.h"
#include "gui/game/docks.h"
#include "gui/game/gametab.h"
#include "gui/game/playerbar.h"
#include "gui/online/onlinegame.h"
#include "gui/online/playonlinedialog.h"
#include "guitest.h"
#include "pgn/pgnwriter.h"
#include "serverprocess.h"
#include "wsclient.h"

#include <QBuffer>
#include <QComboBox>
#include <QDir>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTcpServer>
#include <QtTest>

using namespace arbiter;
using namespace arbiter::gui;
using namespace arbiter::gui::test;
using arbiter::test::ServerProcess;
using arbiter::test::WsClient;

namespace {

constexpr int Wait = 15000; // ms: the longest any one step may take on a loaded machine

// One person's window on a room: a session, its tab and a move list.
struct Person {
    GameSession* session = nullptr; // owned by the tab
    std::unique_ptr<GameTab> tab;
    std::unique_ptr<MoveListView> moves;

    OnlineGame* online() const { return session->online(); }
    OnlineClient* client() const { return session->online()->client(); }
    bool connected() const { return client()->state() == OnlineClient::State::Connected; }
    int plies() const { return int(session->tree().mainLine().size()); }
    PlayerBar* bar(Side side) const { return tab->bar(side); }
    // The moves of the main line in coordinates.
    QStringList line() const {
        QStringList texts;
        for (const MoveTree::Node* n : session->tree().mainLine()) {
            const auto before = session->tree().boardAt(n->parent);
            texts << QString::fromStdString(before->moveToCoordinate(n->move));
        }
        return texts;
    }
    QPushButton* requestButton(const char* name) const {
        return tab->findChild<QPushButton*>(QLatin1String(name));
    }
};

std::unique_ptr<Person> enter(const ServerProcess& server, const QString& name, qint64 room,
                              bool spectator, const QJsonObject& settings = {},
                              OnlineIdentity identity = {}) {
    auto person = std::make_unique<Person>();
    auto* client = new OnlineClient;
    client->setReconnectDelays({100, 200, 400, 500});
    person->session = new GameSession;
    const QString variant = settings.value(QStringLiteral("variant")).toString();
    person->session->startOnline(client, variant.isEmpty() ? QStringLiteral("xiangqi") : variant);
    if (identity.name.isEmpty()) identity.name = name;
    client->start(identity, {server.url(), room, spectator, settings});
    person->tab = std::make_unique<GameTab>(person->session, Appearance::load());
    person->tab->resize(700, 820);
    person->moves = std::make_unique<MoveListView>();
    person->moves->setSession(person->session);
    return person;
}

// Every button a bar can have.
QList<QPushButton*> buttons(const PlayerBar* bar) {
    return {bar->takeBackButton(),  bar->drawButton(),  bar->resignButton(),
            bar->readyButton(),     bar->abortButton(), bar->claimWinButton(),
            bar->claimDrawButton(), bar->engineButton()};
}

bool noButtons(const Person& p) {
    for (Side side : {White, Black})
        for (QPushButton* b : buttons(p.bar(side)))
            if (!b->isHidden()) return false;
    return true;
}

// `wanted` when it is legal now, else the first legal move (an engine's replies are its own).
QByteArray playable(const Person& p, const char* wanted) {
    const Board& board = p.session->board();
    if (!board.parseMove(wanted).isNull()) return wanted;
    MoveList moves;
    board.legalMoves(moves);
    return moves.empty() ? QByteArray(wanted)
                         : QByteArray::fromStdString(board.moveToCoordinate(moves[0]));
}

// A PNG for an account's avatar.
QByteArray avatarPng() {
    QImage image(40, 40, QImage::Format_RGB32);
    image.fill(QColor(0x20, 0x80, 0xc0));
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return bytes;
}

} // namespace

class OnlineTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void dialogNamesTheFieldAtFault();
    void refusedConnectionSaysWhy();
    void xiangqiGameToResignation();
    void chessGameToMateIsSaved();
    void requestsShowTheirCountdownAndCounts();
    void awayPlayerIsClaimedAgainst();
    void jieqiTakenPieceIsKnownToItsTakerOnly();
    void windowOpensTheRoomAndLeavesIt();
    void tabsReconnectAfterTheServerRestarts();
    void abortBeforeBothMoved();
    void pictureChosenInTheDialog();
    void turnsOfTwoParts();
    void byoYomiClockCountsThroughPeriods();
    void playsTheServersEngine();
    void pageAgainstTheGui();
    // Not a check: writes the documentation's screenshots when ARBITER_SCREENSHOT_DIR is set
    // (docs/gui.md, "Screenshots and tests").
    void screenshots();

private:
    // Both players present themselves and say they are ready; all tabs see the game start.
    void startGame(Person& a, Person& b, const QList<Person*>& everyone);
    // `who` plays `move` (any notation the board reads) when it is their turn; every tab sees
    // it arrive.
    void play(Person& who, const char* move, const QList<Person*>& everyone);
    void play(Person& who, const QByteArray& move, const QList<Person*>& everyone) {
        play(who, move.constData(), everyone);
    }

    ServerProcess m_server;
};

void OnlineTest::initTestCase() {
    initGuiTest();
    QString error;
    QVERIFY2(m_server.start(&error, QString(),
                            {QStringLiteral("--password-iterations"), QStringLiteral("1000"),
                             // rooms without a clock: the engine thinks 150 ms a move
                             QStringLiteral("--engine-move-ms"), QStringLiteral("150")}),
             qPrintable(error));
}

void OnlineTest::startGame(Person& a, Person& b, const QList<Person*>& everyone) {
    for (Person* p : everyone) QTRY_VERIFY_WITH_TIMEOUT(p->connected(), Wait);
    QTRY_VERIFY_WITH_TIMEOUT(a.online()->ownSide() != NoSide, Wait);
    QTRY_VERIFY_WITH_TIMEOUT(b.online()->ownSide() != NoSide, Wait);
    for (Person* p : {&a, &b}) {
        QPushButton* ready = p->bar(p->online()->ownSide())->readyButton();
        QTRY_VERIFY_WITH_TIMEOUT(!ready->isHidden() && ready->isEnabled(), Wait);
        QCOMPARE(ready->text(), QStringLiteral("Ready"));
        ready->click();
    }
    for (Person* p : everyone)
        QTRY_VERIFY_WITH_TIMEOUT(p->session->mode() == GameSession::Mode::Playing, Wait);
}

void OnlineTest::play(Person& who, const char* move, const QList<Person*>& everyone) {
    const int before = who.plies();
    const Side side = who.online()->ownSide();
    QTRY_VERIFY_WITH_TIMEOUT(who.session->canMove(side), Wait);
    const Move m = who.session->board().parseMove(move);
    QVERIFY2(!m.isNull(), move);
    QVERIFY2(who.session->enterMove(m), move);
    // Not played until the server's move event comes back.
    QCOMPARE(who.plies(), before);
    QVERIFY(!who.session->canMove(side));
    for (Person* p : everyone) QTRY_COMPARE_WITH_TIMEOUT(p->plies(), before + 1, Wait);
}

void OnlineTest::dialogNamesTheFieldAtFault() {
    PlayOnlineDialog dialog;
    QString error;
    dialog.serverField()->setText(QStringLiteral("localhost:9000"));
    dialog.nameField()->setText(QStringLiteral("ann"));
    dialog.timeControlField()->setText(QStringLiteral("300+2"));
    QVERIFY2(dialog.validate(&error), qPrintable(error));
    const OnlineJoin join = dialog.join();
    QCOMPARE(join.server.toString(), QStringLiteral("ws://localhost:9000/"));
    QCOMPARE(join.settings.value(QStringLiteral("timeControl")).toString(),
             QStringLiteral("300+2"));
    QCOMPARE(join.settings.value(QStringLiteral("takeBacks")).toInt(), 5);
    QCOMPARE(join.settings.value(QStringLiteral("drawOffers")).toInt(), 3);
    QCOMPARE(dialog.variantField()->itemData(0).toString(), QStringLiteral("xiangqi"));

    dialog.serverField()->setText(QStringLiteral("http://x"));
    QVERIFY(!dialog.validate(&error));
    QVERIFY2(error.startsWith(QStringLiteral("Server:")), qPrintable(error));
    dialog.serverField()->setText(QStringLiteral("ws://127.0.0.1:8080/"));
    dialog.nameField()->setText(QStringLiteral("a b"));
    QVERIFY(!dialog.validate(&error));
    QVERIFY2(error.startsWith(QStringLiteral("Name:")), qPrintable(error));
    dialog.nameField()->setText(QStringLiteral("ann"));
    dialog.identityKind()->setCurrentIndex(1); // log in
    dialog.passwordField()->setText(QStringLiteral("123"));
    QVERIFY(!dialog.validate(&error));
    QVERIFY2(error.startsWith(QStringLiteral("Password:")), qPrintable(error));
    dialog.passwordField()->setText(QStringLiteral("123456"));
    dialog.timeControlField()->setText(QStringLiteral("600|x"));
    QVERIFY(!dialog.validate(&error));
    QVERIFY2(error.startsWith(QStringLiteral("Time control:")), qPrintable(error));
    dialog.timeControlField()->setText(QStringLiteral("600|30"));
    // A picture for the account: any image, made small enough for the server.
    QTemporaryDir dir;
    QImage big(800, 600, QImage::Format_RGB32);
    big.fill(Qt::darkGreen);
    QVERIFY(big.save(dir.filePath("me.png")));
    QVERIFY(!dialog.choosePicture(dir.filePath("missing.png"), &error));
    QVERIFY2(error.startsWith(QStringLiteral("Picture:")), qPrintable(error));
    QVERIFY(dialog.choosePicture(dir.filePath("me.png"), &error));
    const QByteArray avatar = dialog.identity().avatar;
    QVERIFY(avatar.startsWith("\x89PNG") && avatar.size() < 64 * 1024);
    QImage back;
    QVERIFY(back.loadFromData(avatar));
    QCOMPARE(back.size(), QSize(96, 72));
    dialog.identityKind()->setCurrentIndex(0); // a guest has no picture to send
    QVERIFY(dialog.identity().avatar.isEmpty());
    dialog.identityKind()->setCurrentIndex(1);
    QVERIFY2(dialog.validate(&error), qPrintable(error));
    QCOMPARE(dialog.identity().kind, OnlineIdentity::Kind::Login);
    QCOMPARE(dialog.identity().password, QStringLiteral("123456"));
}

// A first connection that fails is not retried: the tab says why. A name the server refuses
// (a registered player's, as a guest) fails the same way.
void OnlineTest::refusedConnectionSaysWhy() {
    QTcpServer probe; // a port that was free a moment ago: nobody listens on it
    QVERIFY(probe.listen(QHostAddress::LocalHost));
    const quint16 port = probe.serverPort();
    probe.close();
    auto person = std::make_unique<Person>();
    auto* client = new OnlineClient;
    person->session = new GameSession;
    person->session->startOnline(client, QStringLiteral("xiangqi"));
    client->start({OnlineIdentity::Kind::Guest, QStringLiteral("nobody"), {}, {}},
                  {QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(port)), 1, false, {}});
    person->tab = std::make_unique<GameTab>(person->session, Appearance::load());
    QTRY_COMPARE_WITH_TIMEOUT(client->state(), OnlineClient::State::Failed, Wait);
    QVERIFY2(person->tab->statusText().contains(QStringLiteral("Not connected")),
             qPrintable(person->tab->statusText()));

    {
        WsClient account;
        QVERIFY(account.open(m_server.url()));
        QCOMPARE(account.call({{"t", "register"}, {"name", "taken"}, {"password", "secret1"}})
                     .value("t")
                     .toString(),
                 QStringLiteral("identity"));
    }
    auto impostor = enter(m_server, QStringLiteral("taken"), 1, false);
    QTRY_COMPARE_WITH_TIMEOUT(impostor->client()->state(), OnlineClient::State::Failed, Wait);
    QVERIFY2(impostor->tab->statusText().contains(QStringLiteral("registered player")),
             qPrintable(impostor->tab->statusText()));
}

// A xiangqi game between two guests with a spectator: the first move is clicked on the board,
// each move arrives by itself in the other tabs, the move list is in Chinese, the spectator
// can move nothing and has no buttons, resignation comes after 5 rounds.
void OnlineTest::xiangqiGameToResignation() {
    const qint64 room = 101;
    const QJsonObject settings{{"variant", "xiangqi"}, {"timeControl", "600|30"}};
    auto alice = enter(m_server, QStringLiteral("alice"), room, false, settings);
    QTRY_VERIFY_WITH_TIMEOUT(alice->online()->ownSide() == White, Wait);
    auto bob = enter(m_server, QStringLiteral("bob"), room, false);
    auto sam = enter(m_server, QStringLiteral("sam"), room, true);
    const QList<Person*> all{alice.get(), bob.get(), sam.get()};
    startGame(*alice, *bob, all);
    if (QTest::currentTestFailed()) return;
    QCOMPARE(bob->online()->ownSide(), Black);
    QVERIFY(bob->tab->isFlipped()); // Black sees the board from its side
    QVERIFY(!alice->tab->isFlipped());
    QCOMPARE(alice->tab->view()->files(), 9); // a xiangqi board
    QVERIFY(alice->session->title().contains(QStringLiteral("alice")));
    QVERIFY(alice->session->title().contains(QStringLiteral("Room 101")));
    QCOMPARE(alice->bar(Black)->nameLabel()->text(), QStringLiteral("bob (guest)"));

    // The first move clicked on Red's board.
    BoardView& view = *alice->tab->view();
    QTRY_VERIFY_WITH_TIMEOUT(alice->session->canMove(White), Wait);
    click(view, sq(*view.board(), "h2"));
    click(view, sq(*view.board(), "e2"));
    for (Person* p : all) QTRY_COMPARE_WITH_TIMEOUT(p->plies(), 1, Wait);

    // The spectator moves nothing, by board or by session, and has no buttons.
    QVERIFY(!sam->session->canMove(White) && !sam->session->canMove(Black));
    QVERIFY(noButtons(*sam));
    const Move reply = sam->session->board().parseMove("h9g7");
    QVERIFY(!sam->session->enterMove(reply));
    // A player's buttons are on their own bar only.
    QVERIFY(!alice->bar(White)->resignButton()->isHidden());
    for (QPushButton* b : buttons(alice->bar(Black))) QVERIFY(b->isHidden());

    play(*bob, "h9g7", all);
    for (Person* p : all)
        QTRY_VERIFY_WITH_TIMEOUT(
            p->moves->mainLineText().startsWith(QStringLiteral("炮二平五 马８进７")), Wait);
    const char* moves[] = {"h0g2", "i9h9", "i0h0", "b9c7", "b0c2", "a9b9", "a0b0"};
    for (int i = 0; i < 7; ++i) {
        Person& mover = i % 2 == 0 ? *alice : *bob;
        play(mover, moves[i], all);
        if (QTest::currentTestFailed()) return;
        if (i == 5) { // 4 rounds: resignation is not allowed yet
            QVERIFY(!bob->bar(Black)->resignButton()->isEnabled());
            QVERIFY(!bob->session->canResign(Black));
        }
    }
    // The server's clocks: game/move control, both below their 10 minutes and counting.
    for (Person* p : all) {
        QVERIFY(p->session->hasClock(White));
        QVERIFY(p->session->clockMs(Black) <= 600000 && p->session->clockMs(Black) > 500000);
        QVERIFY(p->session->isClockRunning(Black));
    }
    play(*bob, "c6c5", all); // the fifth round is complete
    for (Person* p : all)
        QCOMPARE(p->line(), (QStringList{"h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "b0c2",
                                         "a9b9", "a0b0", "c6c5"}));
    QTRY_VERIFY_WITH_TIMEOUT(bob->bar(Black)->resignButton()->isEnabled(), Wait);
    QVERIFY(bob->session->canResign(Black));
    bob->session->resign(Black); // the bar's button asks for confirmation first
    for (Person* p : all) {
        QTRY_VERIFY_WITH_TIMEOUT(p->session->mode() == GameSession::Mode::Finished, Wait);
        QCOMPARE(p->session->result().winnerSide(), White);
        QVERIFY2(p->tab->statusText().contains(QStringLiteral("resign")),
                 qPrintable(p->tab->statusText()));
        QVERIFY(!p->session->canMove(White));
    }
    // After the game: Rematch on the players' own bars, nothing for the spectator.
    QTRY_VERIFY_WITH_TIMEOUT(!alice->bar(White)->readyButton()->isHidden(), Wait);
    QCOMPARE(alice->bar(White)->readyButton()->text(), QStringLiteral("Rematch"));
    QVERIFY(noButtons(*sam));
}

// A chess game to mate, between a registered player (rating, avatar) and a guest: the clocks
// are the server's, the mate sounds in every tab, the server ends the game, and the record is
// saved with the room and the server.
void OnlineTest::chessGameToMateIsSaved() {
    const qint64 room = 102;
    {
        WsClient account;
        QVERIFY(account.open(m_server.url()));
        const QJsonObject answer =
            account.call({{"t", "register"},
                          {"name", "carol"},
                          {"password", "secret1"},
                          {"avatar", QString::fromLatin1(avatarPng().toBase64())}});
        QCOMPARE(answer.value("t").toString(), QStringLiteral("identity"));
        account.close();
    }
    WsClient watcher; // reads the server's clock values beside the tabs
    QVERIFY(watcher.open(m_server.url()));
    QVERIFY(!watcher.guest(QStringLiteral("watcher")).isEmpty());

    SoundRecorder sounds;
    const QJsonObject settings{{"variant", "standard"}, {"timeControl", "300+2"}};
    OnlineIdentity carolLogin{
        OnlineIdentity::Kind::Login, QStringLiteral("carol"), QStringLiteral("secret1"), {}};
    auto carol = enter(m_server, QString(), room, false, settings, carolLogin);
    QTRY_VERIFY_WITH_TIMEOUT(carol->online()->ownSide() == White, Wait);
    auto dave = enter(m_server, QStringLiteral("dave"), room, false);
    auto sam = enter(m_server, QStringLiteral("sam2"), room, true);
    QCOMPARE(
        watcher.call({{"t", "join"}, {"room", room}, {"as", "spectator"}}).value("t").toString(),
        QStringLiteral("ok"));
    const QList<Person*> all{carol.get(), dave.get(), sam.get()};
    startGame(*carol, *dave, all);
    if (QTest::currentTestFailed()) return;
    QCOMPARE(carol->tab->view()->files(), 8); // a chess board
    for (Person* p : all) {
        QCOMPARE(p->bar(White)->nameLabel()->text(), QStringLiteral("carol (1500?)"));
        QTRY_VERIFY_WITH_TIMEOUT(!p->bar(White)->avatarLabel()->isHidden(), Wait);
        QVERIFY(!p->bar(White)->avatarLabel()->pixmap().isNull());
    }
    play(*carol, "f3", all);
    play(*dave, "e5", all);
    // The clocks run from the turn after both sides' first moves: White's now; Black's shows
    // exactly what the server said.
    const QJsonObject second = watcher.waitFor(
        [](const QJsonObject& m) {
            return m.value("t").toString() == QLatin1String("move") && m.value("ply").toInt() == 2;
        },
        Wait);
    const qint64 blackMs = second.value("clock").toObject().value("black").toInteger();
    QCOMPARE(second.value("clock").toObject().value("running").toString(), QStringLiteral("white"));
    for (Person* p : all) {
        QTRY_VERIFY_WITH_TIMEOUT(p->session->isClockRunning(White), Wait);
        QVERIFY(!p->session->isClockRunning(Black));
        QCOMPARE(p->session->clockMs(Black), blackMs);
        QCOMPARE(p->bar(Black)->clockLabel()->text(), PlayerBar::formatClock(blackMs));
        QVERIFY(p->session->clockMs(White) <= 300000);
    }
    play(*carol, "g4", all);
    sounds.played.clear();
    play(*dave, "Qh4", all);
    QTRY_COMPARE_WITH_TIMEOUT(sounds.played.count(Sound::Mate), 3, Wait);
    for (Person* p : all) {
        QTRY_VERIFY_WITH_TIMEOUT(p->session->mode() == GameSession::Mode::Finished, Wait);
        QCOMPARE(p->session->result().winnerSide(), Black);
        QCOMPARE(p->tab->view()->loser(), White);
        QVERIFY2(p->tab->statusText().contains(QStringLiteral("mates")),
                 qPrintable(p->tab->statusText()));
    }
    // Saved as any other game: the players, the result, the room and the server.
    const QString pgn = QString::fromStdString(PgnWriter().toString(dave->session->toPgn()));
    for (const QString& part :
         {QStringLiteral("[Event \"Arbiter online, room 102\"]"),
          QStringLiteral("[Site \"%1\"]").arg(m_server.url().toString()),
          QStringLiteral("[White \"carol\"]"), QStringLiteral("[Black \"dave\"]"),
          QStringLiteral("[Result \"0-1\"]"), QStringLiteral("Qh4#")})
        QVERIFY2(pgn.contains(part), qPrintable(pgn));
}

// Requests between the players: a take-back asked is shown to the opponent with accept/decline
// and its countdown, accepted it takes the move back everywhere and the asker's count goes
// down; a refused draw offer blocks another one that turn. Captured pieces show on the bars.
void OnlineTest::requestsShowTheirCountdownAndCounts() {
    const qint64 room = 103;
    const QJsonObject settings{
        {"variant", "standard"}, {"timeControl", "600+0"}, {"drawAfterMoves", 0}};
    auto ann = enter(m_server, QStringLiteral("ann"), room, false, settings);
    QTRY_VERIFY_WITH_TIMEOUT(ann->online()->ownSide() == White, Wait);
    auto ben = enter(m_server, QStringLiteral("ben"), room, false);
    auto sue = enter(m_server, QStringLiteral("sue"), room, true);
    const QList<Person*> all{ann.get(), ben.get(), sue.get()};
    startGame(*ann, *ben, all);
    if (QTest::currentTestFailed()) return;
    // A third player waits in the queue: the place shows, and no buttons.
    auto quin = enter(m_server, QStringLiteral("quin"), room, false);
    QTRY_VERIFY_WITH_TIMEOUT(
        quin->tab->statusText().contains(QStringLiteral("You are 1st in the queue")), Wait);
    QVERIFY(noButtons(*quin));
    play(*ann, "e4", all);
    play(*ben, "d5", all);
    play(*ann, "exd5", all);
    for (Person* p : all)
        QTRY_COMPARE_WITH_TIMEOUT(p->bar(White)->capturedLabel()->text(), QStringLiteral("♟"),
                                  Wait);
    QVERIFY(ann->bar(Black)->capturedLabel()->isHidden());

    QPushButton* takeBack = ann->bar(White)->takeBackButton();
    QTRY_VERIFY_WITH_TIMEOUT(takeBack->isEnabled(), Wait);
    QCOMPARE(takeBack->text(), QStringLiteral("Take back (5)"));
    takeBack->click();
    QTRY_VERIFY_WITH_TIMEOUT(!ben->tab->requestBar()->isHidden(), Wait);
    QVERIFY(sue->tab->requestBar()->isHidden());
    QVERIFY(ann->tab->requestBar()->isHidden());
    QPushButton* decline = ben->requestButton("declineRequest");
    static const QRegularExpression countdown(QStringLiteral("\\((\\d+) s\\)"));
    const int first = countdown.match(decline->text()).captured(1).toInt();
    QVERIFY2(first >= 8 && first <= 10, qPrintable(decline->text()));
    QTRY_VERIFY_WITH_TIMEOUT(countdown.match(decline->text()).captured(1).toInt() < first, 3000);
    ben->requestButton("acceptRequest")->click();
    for (Person* p : all) {
        QTRY_COMPARE_WITH_TIMEOUT(p->plies(), 2, Wait);
        QTRY_VERIFY_WITH_TIMEOUT(p->bar(White)->capturedLabel()->isHidden(), Wait);
    }
    QVERIFY(ben->tab->requestBar()->isHidden());
    QTRY_COMPARE_WITH_TIMEOUT(takeBack->text(), QStringLiteral("Take back (4)"), Wait);

    // A draw offer declined: the count goes down and no other offer this turn.
    QPushButton* draw = ann->bar(White)->drawButton();
    QTRY_VERIFY_WITH_TIMEOUT(draw->isEnabled(), Wait);
    QCOMPARE(draw->text(), QStringLiteral("Offer draw (3)"));
    draw->click();
    QTRY_VERIFY_WITH_TIMEOUT(!ben->tab->requestBar()->isHidden(), Wait);
    ben->requestButton("declineRequest")->click();
    QTRY_VERIFY_WITH_TIMEOUT(ann->tab->statusText().contains(QStringLiteral("declines")), Wait);
    QTRY_COMPARE_WITH_TIMEOUT(draw->text(), QStringLiteral("Offer draw (2)"), Wait);
    QVERIFY(!draw->isEnabled());
    QVERIFY(!ann->session->canOfferDraw(White));
    // The next turn it may be offered again.
    play(*ann, "exd5", all);
    play(*ben, "Qxd5", all);
    QTRY_VERIFY_WITH_TIMEOUT(draw->isEnabled(), Wait);
}

// A player whose connection is gone is shown away with the time left of the grace period; once
// it is over the opponent's own bar offers Claim Win, and claiming ends the game.
void OnlineTest::awayPlayerIsClaimedAgainst() {
    const qint64 room = 104;
    const QJsonObject settings{
        {"variant", "standard"}, {"timeControl", "600+0"}, {"graceSeconds", 5}};
    auto amy = enter(m_server, QStringLiteral("amy"), room, false, settings);
    QTRY_VERIFY_WITH_TIMEOUT(amy->online()->ownSide() == White, Wait);
    auto bo = enter(m_server, QStringLiteral("bo"), room, false);
    const QList<Person*> both{amy.get(), bo.get()};
    startGame(*amy, *bo, both);
    if (QTest::currentTestFailed()) return;
    play(*amy, "e4", both);
    play(*bo, "e5", both);
    bo->client()->suspend(); // as if bo's network failed
    QLabel* presence = amy->bar(Black)->presenceLabel();
    QTRY_VERIFY_WITH_TIMEOUT(!presence->isHidden(), Wait);
    QVERIFY2(presence->text().contains(QStringLiteral("claim in")), qPrintable(presence->text()));
    QVERIFY2(amy->tab->statusText().contains(QStringLiteral("bo is away")),
             qPrintable(amy->tab->statusText()));
    QVERIFY(amy->bar(White)->claimWinButton()->isHidden()); // not before the grace period
    QTRY_VERIFY_WITH_TIMEOUT(!amy->bar(White)->claimWinButton()->isHidden(), Wait);
    QVERIFY(!amy->bar(White)->claimDrawButton()->isHidden());
    QVERIFY(amy->bar(Black)->claimWinButton()->isHidden());
    amy->bar(White)->claimWinButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(amy->session->mode() == GameSession::Mode::Finished, Wait);
    QCOMPARE(amy->session->result().winnerSide(), White);
    QVERIFY2(amy->tab->statusText().contains(QStringLiteral("left the game")),
             qPrintable(amy->tab->statusText()));
    // bo comes back and learns the result.
    bo->client()->resumeConnection();
    QTRY_VERIFY_WITH_TIMEOUT(bo->session->mode() == GameSession::Mode::Finished, Wait);
    QCOMPARE(bo->session->result().winnerSide(), White);
}

// Jieqi: the server deals the face-down pieces. Red's cannon takes the face-down horse of b9 on
// the first move: the move arrives turned up (the text names what the cannon was), and the piece
// taken shows on Red's bar as what it was for Red only, as "?" for Black and the spectator.
void OnlineTest::jieqiTakenPieceIsKnownToItsTakerOnly() {
    const qint64 room = 107;
    const QJsonObject settings{{"variant", "jieqi"}, {"timeControl", "inf"}};
    auto red = enter(m_server, QStringLiteral("jred"), room, false, settings);
    QTRY_VERIFY_WITH_TIMEOUT(red->online()->ownSide() == White, Wait);
    auto black = enter(m_server, QStringLiteral("jblack"), room, false);
    auto watcher = enter(m_server, QStringLiteral("jwatch"), room, true);
    const QList<Person*> all{red.get(), black.get(), watcher.get()};
    startGame(*red, *black, all);
    if (QTest::currentTestFailed()) return;
    QVERIFY(red->session->board().hasFaceDownPieces());
    play(*red, "b2b9", all);
    if (QTest::currentTestFailed()) return;
    for (Person* p : all) {
        QCOMPARE(p->line(), red->line());
        QVERIFY(!p->session->hasClock(White)); // "inf": no clock
    }
    QTRY_VERIFY_WITH_TIMEOUT(!red->online()->took().isEmpty(), Wait);
    const QString known = red->bar(White)->capturedLabel()->text();
    QCOMPARE(known.size(), 1);
    QVERIFY2(known != QStringLiteral("?"), qPrintable(known));
    for (Person* p : {black.get(), watcher.get()}) {
        QVERIFY(p->online()->took().isEmpty());
        QCOMPARE(p->bar(White)->capturedLabel()->text(), QStringLiteral("?"));
    }
}

// Game > Play Online opens the room in a tab named after it; closing a spectator's tab leaves
// the room (the players see one watcher fewer).
void OnlineTest::windowOpensTheRoomAndLeavesIt() {
    const qint64 room = 105;
    auto host = enter(m_server, QStringLiteral("hal"), room, false,
                      {{"variant", "xiangqi"}, {"timeControl", "inf"}});
    QTRY_VERIFY_WITH_TIMEOUT(host->connected(), Wait);
    MainWindow window;
    QAction* action = window.action(QStringLiteral("playOnline"));
    QVERIFY(action);
    QCOMPARE(action->shortcut(), QKeySequence(QStringLiteral("Ctrl+Shift+O")));
    GameTab* tab = window.playOnline({OnlineIdentity::Kind::Guest, QStringLiteral("walt"), {}, {}},
                                     {m_server.url(), room, true, {}});
    const int index = window.tabs()->indexOf(tab);
    QTRY_VERIFY_WITH_TIMEOUT(window.tabs()->tabText(index).contains(QStringLiteral("Room 105")),
                             Wait);
    QTRY_VERIFY_WITH_TIMEOUT(window.tabs()->tabText(index).contains(QStringLiteral("hal")), Wait);
    QTRY_COMPARE_WITH_TIMEOUT(host->online()->watchers(), 1, Wait);
    QVERIFY(!tab->session()->asksBeforeClosing());
    window.closeTab(index);
    QTRY_COMPARE_WITH_TIMEOUT(host->online()->watchers(), 0, Wait);
}

// The server is killed in the middle of a game and started again: every tab says
// "Reconnecting...", comes back by itself and the game goes on with the same moves.
void OnlineTest::tabsReconnectAfterTheServerRestarts() {
    const qint64 room = 106;
    const QJsonObject settings{{"variant", "xiangqi"}, {"timeControl", "600|30"}};
    auto rex = enter(m_server, QStringLiteral("rex"), room, false, settings);
    QTRY_VERIFY_WITH_TIMEOUT(rex->online()->ownSide() == White, Wait);
    auto bea = enter(m_server, QStringLiteral("bea"), room, false);
    auto sid = enter(m_server, QStringLiteral("sid"), room, true);
    const QList<Person*> all{rex.get(), bea.get(), sid.get()};
    startGame(*rex, *bea, all);
    if (QTest::currentTestFailed()) return;
    play(*rex, "h2e2", all);
    play(*bea, "h9g7", all);

    m_server.kill();
    for (Person* p : all) {
        QTRY_VERIFY_WITH_TIMEOUT(p->tab->statusText().contains(QStringLiteral("Reconnecting...")),
                                 Wait);
        QVERIFY(!p->connected());
    }
    QVERIFY(!rex->session->canMove(White)); // nothing is sent while the connection is gone
    QString error;
    QVERIFY2(m_server.restart(&error), qPrintable(error));
    for (Person* p : all) {
        QTRY_VERIFY_WITH_TIMEOUT(p->connected(), Wait);
        QTRY_VERIFY_WITH_TIMEOUT(!p->tab->statusText().contains(QStringLiteral("Reconnecting")),
                                 Wait);
        QCOMPARE(p->session->mode(), GameSession::Mode::Playing);
    }
    play(*rex, "h0g2", all);
    play(*bea, "i9h9", all);
    for (Person* p : all) QCOMPARE(p->line(), (QStringList{"h2e2", "h9g7", "h0g2", "i9h9"}));
}

void OnlineTest::abortBeforeBothMoved() {
    auto red = enter(m_server, QStringLiteral("ab1"), 931, false, {{"variant", "standard"}});
    auto black = enter(m_server, QStringLiteral("ab2"), 931, false);
    auto watcher = enter(m_server, QStringLiteral("ab3"), 931, true);
    const QList<Person*> everyone{red.get(), black.get(), watcher.get()};
    startGame(*red, *black, everyone);
    // Before both sides moved: Abort on each player's own bar, none on the spectator's.
    QPushButton* abortRed = red->bar(White)->abortButton();
    QTRY_VERIFY_WITH_TIMEOUT(!abortRed->isHidden() && abortRed->isEnabled(), Wait);
    QVERIFY(red->bar(Black)->abortButton()->isHidden());
    QVERIFY(noButtons(*watcher));
    play(*red, "e2e4", everyone);
    play(*black, "e7e5", everyone);
    // Both have moved: no abort any more.
    QTRY_VERIFY_WITH_TIMEOUT(red->bar(White)->abortButton()->isHidden(), Wait);
    QTRY_VERIFY_WITH_TIMEOUT(black->bar(Black)->abortButton()->isHidden(), Wait);
    // A new game, aborted at once by the second player.
    auto red2 = enter(m_server, QStringLiteral("ab4"), 932, false, {{"variant", "standard"}});
    auto black2 = enter(m_server, QStringLiteral("ab5"), 932, false);
    startGame(*red2, *black2, {red2.get(), black2.get()});
    QPushButton* abortBlack = black2->bar(Black)->abortButton();
    QTRY_VERIFY_WITH_TIMEOUT(!abortBlack->isHidden() && abortBlack->isEnabled(), Wait);
    abortBlack->click();
    QTRY_VERIFY_WITH_TIMEOUT(red2->session->mode() == GameSession::Mode::Finished, Wait);
    QVERIFY2(red2->tab->statusText().contains(QStringLiteral("aborted")),
             qPrintable(red2->tab->statusText()));
}

void OnlineTest::turnsOfTwoParts() {
    // Stone xiangqi: a move and the stone make one turn, entered as its parts and sent as one.
    auto red = enter(m_server, QStringLiteral("st1"), 951, false, {{"variant", "stonexiangqi"}});
    auto black = enter(m_server, QStringLiteral("st2"), 951, false);
    auto watcher = enter(m_server, QStringLiteral("st3"), 951, true);
    const QList<Person*> everyone{red.get(), black.get(), watcher.get()};
    startGame(*red, *black, everyone);
    const auto enterTurn = [&](Person& who, const char* first, const char* stone) {
        const Side side = who.online()->ownSide();
        QTRY_VERIFY_WITH_TIMEOUT(who.session->canMove(side), Wait);
        auto probe = who.session->board().clone();
        const Move a = probe->parseMove(first);
        QVERIFY2(!a.isNull(), first);
        probe->makeMove(a);
        const Move b = probe->parseMove(stone);
        QVERIFY2(!b.isNull(), stone);
        const int before = who.plies();
        QVERIFY(who.session->enterTurn({a, b}));
        for (Person* p : everyone) QTRY_COMPARE_WITH_TIMEOUT(p->plies(), before + 2, Wait);
    };
    enterTurn(*red, "h2e2", "S@e5");
    enterTurn(*black, "h9g7", "S@d5");
    // Every tab holds the same plies, the stone's moves among them.
    QCOMPARE(watcher->line(), red->line());
    QCOMPARE(black->line(), red->line());
    QCOMPARE(red->line().size(), 4);
    QVERIFY(red->session->board().hasStone());
}

void OnlineTest::pictureChosenInTheDialog() {
    // A new account with the picture chosen in the dialog: the opponent's bar shows it, and a
    // later login with another picture replaces it.
    QImage red(200, 200, QImage::Format_RGB32);
    red.fill(QColor(0xc0, 0x20, 0x20));
    OnlineIdentity account{OnlineIdentity::Kind::Register, QStringLiteral("Picture"),
                           QStringLiteral("picture-1"), PlayOnlineDialog::avatarFromImage(red)};
    auto first = enter(m_server, QString(), 941, false, {{"variant", "xiangqi"}}, account);
    // Seated before the other one comes, so that the account sits at White. (A registration
    // hashes the password slowly: on a busy machine the guest joined first and took White.)
    QTRY_VERIFY_WITH_TIMEOUT(first->connected(), Wait);
    QCOMPARE(first->online()->ownSide(), White);
    auto other = enter(m_server, QStringLiteral("looker"), 941, false);
    QTRY_VERIFY_WITH_TIMEOUT(other->connected(), Wait);
    QTRY_VERIFY_WITH_TIMEOUT(!other->bar(White)->avatarLabel()->pixmap().isNull(), Wait);
    QCOMPARE(other->bar(White)->avatarLabel()->pixmap().toImage().pixelColor(10, 10),
             QColor(0xc0, 0x20, 0x20));
    QImage blue(50, 50, QImage::Format_RGB32);
    blue.fill(QColor(0x20, 0x20, 0xc0));
    OnlineIdentity again{OnlineIdentity::Kind::Login, QStringLiteral("Picture"),
                         QStringLiteral("picture-1"), PlayOnlineDialog::avatarFromImage(blue)};
    auto later = enter(m_server, QString(), 942, false, {}, again);
    QTRY_VERIFY_WITH_TIMEOUT(later->connected(), Wait);
    WsClient viewer;
    QVERIFY(viewer.open(m_server.url()));
    QTRY_VERIFY_WITH_TIMEOUT(
        [&] {
            const QJsonObject profile = viewer.call({{"t", "profile"}, {"name", "Picture"}});
            QImage shown;
            shown.loadFromData(
                QByteArray::fromBase64(profile.value("avatar").toString().toLatin1()));
            return !shown.isNull() && shown.pixelColor(5, 5) == QColor(0x20, 0x20, 0xc0);
        }(),
        Wait);
}

void OnlineTest::byoYomiClockCountsThroughPeriods() {
    // No main time, two periods of 3 s: the clock counts a period down, starts the next, and the
    // server's flag falls when both are gone.
    auto red = enter(m_server, QStringLiteral("by1"), 933, false,
                     {{"variant", "xiangqi"}, {"timeControl", "0|3x2"}});
    auto black = enter(m_server, QStringLiteral("by2"), 933, false);
    const QList<Person*> everyone{red.get(), black.get()};
    startGame(*red, *black, everyone);
    play(*red, "h2e2", everyone);
    play(*black, "h9g7", everyone);
    // Red's clock runs now, in its first period: "×2" beside the time.
    QTRY_VERIFY_WITH_TIMEOUT(red->session->isClockRunning(White), Wait);
    QTRY_COMPARE_WITH_TIMEOUT(red->online()->periodsLeft(White), 2, Wait);
    QTRY_VERIFY_WITH_TIMEOUT(red->bar(White)->clockLabel()->text().endsWith(QStringLiteral(" ×2")),
                             Wait);
    // Counted down by the tab alone (the server says nothing until the flag): a period goes.
    QTRY_COMPARE_WITH_TIMEOUT(black->online()->periodsLeft(White), 1, Wait);
    QVERIFY(black->session->clockMs(White) > 0 && black->session->clockMs(White) <= 3000);
    // The bar shows it at its next clock tick.
    QTRY_VERIFY_WITH_TIMEOUT(
        black->bar(White)->clockLabel()->text().endsWith(QStringLiteral(" ×1")), Wait);
    // Then the server's flag.
    QTRY_VERIFY_WITH_TIMEOUT(black->session->mode() == GameSession::Mode::Finished, Wait);
    QCOMPARE(black->session->result().reason(), std::string("Red loses on time"));
}

// A person seats the server's arbiter-engine from the opponent's bar, plays it (its replies
// arrive by themselves), has a move taken back (the engine grants it), then sends it away.
void OnlineTest::playsTheServersEngine() {
    auto red = enter(m_server, QStringLiteral("en1"), 934, false,
                     {{"variant", "xiangqi"}, {"timeControl", "inf"}});
    auto watcher = enter(m_server, QStringLiteral("en2"), 934, true);
    QTRY_VERIFY_WITH_TIMEOUT(red->connected() && watcher->connected(), Wait);
    QTRY_COMPARE_WITH_TIMEOUT(red->online()->ownSide(), White, Wait);
    // The free seat's bar offers the engine; the own bar and the spectator's bars do not.
    QPushButton* seat = red->bar(Black)->engineButton();
    QTRY_VERIFY_WITH_TIMEOUT(!seat->isHidden(), Wait);
    QCOMPARE(seat->text(), QStringLiteral("Play arbiter-engine"));
    QVERIFY(red->bar(White)->engineButton()->isHidden());
    QVERIFY(noButtons(*watcher));
    seat->click();
    QTRY_COMPARE_WITH_TIMEOUT(red->online()->seat(Black).name,
                              QStringLiteral("arbiter-engine (engine)"), Wait);
    QVERIFY(red->online()->seat(Black).engine);
    // No rating beside an engine's name; the button sends it away now.
    QCOMPARE(red->bar(Black)->nameLabel()->text(), QStringLiteral("arbiter-engine (engine)"));
    QTRY_COMPARE_WITH_TIMEOUT(seat->text(), QStringLiteral("Remove engine"), Wait);
    QPushButton* ready = red->bar(White)->readyButton();
    QTRY_VERIFY_WITH_TIMEOUT(ready->isEnabled(), Wait);
    ready->click();
    QTRY_VERIFY_WITH_TIMEOUT(red->session->mode() == GameSession::Mode::Playing, Wait);
    QVERIFY(seat->isHidden()); // not while a game is played
    const QList<Person*> everyone{red.get(), watcher.get()};
    for (const char* move : {"h2e2", "b0c2", "a0a1"}) {
        play(*red, playable(*red, move), everyone);
        if (QTest::currentTestFailed()) return;
        const int plies = red->plies();
        QTRY_COMPARE_WITH_TIMEOUT(red->plies(), plies + 1, Wait); // the engine's reply
    }
    QCOMPARE(watcher->line(), red->line());
    // A take-back, granted by the engine: Red's last move and the reply go.
    QTRY_VERIFY_WITH_TIMEOUT(red->session->canTakeBack(White), Wait);
    red->bar(White)->takeBackButton()->click();
    QTRY_COMPARE_WITH_TIMEOUT(red->plies(), 4, Wait);
    QTRY_COMPARE_WITH_TIMEOUT(watcher->plies(), 4, Wait);
    // Two rounds more (five in all), then Red resigns: the engine's side wins; between games
    // the engine can be sent away, and the seat is free again.
    for (const char* move : {"a0a1", "h0g2", "i0h0"}) {
        play(*red, playable(*red, move), everyone);
        if (QTest::currentTestFailed()) return;
        const int plies = red->plies();
        QTRY_COMPARE_WITH_TIMEOUT(red->plies(), plies + 1, Wait);
    }
    QTRY_VERIFY_WITH_TIMEOUT(red->session->canResign(White), Wait);
    red->session->resign(White);
    QTRY_VERIFY_WITH_TIMEOUT(red->session->mode() == GameSession::Mode::Finished, Wait);
    QCOMPARE(red->session->result().winnerSide(), Black);
    QTRY_VERIFY_WITH_TIMEOUT(!seat->isHidden() && seat->text() == QLatin1String("Remove engine"),
                             Wait);
    seat->click();
    QTRY_VERIFY_WITH_TIMEOUT(red->online()->seat(Black).name.isEmpty(), Wait);
    QTRY_COMPARE_WITH_TIMEOUT(seat->text(), QStringLiteral("Play arbiter-engine"), Wait);
}

// A browser page plays the GUI: tests/browser/page-player.js drives arbiter-server's page in
// Debian's chromium as Black (clicks on the board, the first legal move each turn), the GUI's
// tab plays Red; both hold the same game move by move, the page shows it in Chinese notation,
// and the GUI's resignation ends it on both. Run as the CTest `gui_browser` (tests/browser),
// which gives node and the script; skipped in the plain gui_online run.
void OnlineTest::pageAgainstTheGui() {
    const QString node = qEnvironmentVariable("ARBITER_NODE");
    const QString script = qEnvironmentVariable("ARBITER_PAGE_PLAYER");
    if (node.isEmpty() || script.isEmpty())
        QSKIP("needs node and chromium: run as the gui_browser test");
    auto red = enter(m_server, QStringLiteral("GuiRed"), 951, false,
                     {{"variant", "xiangqi"}, {"timeControl", "600+5"}});
    QTRY_VERIFY_WITH_TIMEOUT(red->connected(), Wait);
    QTRY_COMPARE_WITH_TIMEOUT(red->online()->ownSide(), White, Wait);
    QProcess page;
    page.setProgram(node);
    page.setArguments({script, QStringLiteral("http://127.0.0.1:%1/").arg(m_server.port()),
                       QStringLiteral("951"), QStringLiteral("WebBlack"),
                       qEnvironmentVariable("ARBITER_PAGE_ARTIFACTS", QDir::tempPath())});
    page.start();
    QVERIFY2(page.waitForStarted(Wait), qPrintable(page.errorString()));
    auto pageSays = [&page] { return QString::fromUtf8(page.readAllStandardError()); };
    constexpr int PageWait = 60000; // chromium starting on a loaded machine
    QTRY_COMPARE_WITH_TIMEOUT(red->online()->seat(Black).name, QStringLiteral("WebBlack"),
                              PageWait);
    QPushButton* ready = red->bar(White)->readyButton();
    QTRY_VERIFY_WITH_TIMEOUT(ready->isEnabled(), Wait);
    ready->click();
    QTRY_VERIFY_WITH_TIMEOUT(red->session->mode() == GameSession::Mode::Playing, PageWait);
    for (const char* move : {"h2e2", "b0c2", "a0a1", "h0g2", "i0h0"}) {
        play(*red, playable(*red, move), {red.get()});
        if (QTest::currentTestFailed()) return;
        const int plies = red->plies();
        QTRY_VERIFY2_WITH_TIMEOUT(red->plies() == plies + 1 || page.state() == QProcess::NotRunning,
                                  "the page's reply", PageWait);
        QVERIFY2(page.state() == QProcess::Running, qPrintable(pageSays()));
    }
    QTRY_VERIFY_WITH_TIMEOUT(red->session->canResign(White), Wait);
    red->session->resign(White);
    QTRY_VERIFY_WITH_TIMEOUT(red->session->mode() == GameSession::Mode::Finished, Wait);
    QVERIFY2(page.waitForFinished(PageWait), "the page did not see the end");
    QVERIFY2(page.exitStatus() == QProcess::NormalExit && page.exitCode() == 0,
             qPrintable(pageSays()));
    const QList<QByteArray> lines = page.readAllStandardOutput().trimmed().split('\n');
    const QJsonObject game = QJsonDocument::fromJson(lines.last()).object();
    QCOMPARE(game.value("result").toString(), QStringLiteral("0-1"));
    QStringList pageMoves;
    for (const QJsonValue& m : game.value("moves").toArray()) pageMoves << m.toString();
    QCOMPARE(pageMoves, red->line());
    QCOMPARE(pageMoves.size(), 10);
    const QJsonArray shown = game.value("shown").toArray();
    QCOMPARE(shown.size(), 10);
    QCOMPARE(shown.first().toString(), QStringLiteral("炮二平五"));
}

void OnlineTest::screenshots() {
    const QString dir = qEnvironmentVariable("ARBITER_SCREENSHOT_DIR");
    if (dir.isEmpty()) QSKIP("ARBITER_SCREENSHOT_DIR is not set");
    const QJsonObject settings{{"variant", "xiangqi"}, {"timeControl", "600|30"}};
    // Two registered players with avatars and a spectator, a few moves in, a take-back asked.
    WsClient setup;
    QVERIFY(setup.open(m_server.url()));
    const QByteArray png = avatarPng();
    for (const char* name : {"Lin", "Zhou"}) {
        WsClient c;
        QVERIFY(c.open(m_server.url()));
        QCOMPARE(c.call({{"t", "register"},
                         {"name", name},
                         {"password", "shot-secret"},
                         {"avatar", QString::fromLatin1(png.toBase64())}})
                     .value("t")
                     .toString(),
                 QStringLiteral("identity"));
    }
    OnlineIdentity lin{
        OnlineIdentity::Kind::Login, QStringLiteral("Lin"), QStringLiteral("shot-secret"), {}};
    OnlineIdentity zhou{
        OnlineIdentity::Kind::Login, QStringLiteral("Zhou"), QStringLiteral("shot-secret"), {}};
    auto red = enter(m_server, QStringLiteral("Lin"), 901, false, settings, lin);
    auto black = enter(m_server, QStringLiteral("Zhou"), 901, false, {}, zhou);
    auto watcher = enter(m_server, QStringLiteral("观棋者"), 901, true);
    const QList<Person*> everyone{red.get(), black.get(), watcher.get()};
    startGame(*red, *black, everyone);
    for (const char* m : {"h2e2", "h9g7", "h0g2", "i9h9", "e2e6", "c6c5"}) {
        Person& mover = red->session->board().sideToMove() == White ? *red : *black;
        play(mover, m, everyone);
    }
    black->session->requestTakeBack(Black);
    QTRY_VERIFY_WITH_TIMEOUT(red->tab->requestBar()->isVisible() ||
                                 red->session->pendingRequest() != GameSession::Request::None,
                             Wait);
    for (Person* p : everyone) {
        p->tab->show();
        p->moves->show();
    }
    QTest::qWait(1500); // avatars fetched, effects faded
    QVERIFY(red->tab->grab().save(dir + QStringLiteral("/online-player.png")));
    QVERIFY(watcher->tab->grab().save(dir + QStringLiteral("/online-spectator.png")));
}

QTEST_MAIN(OnlineTest)
#include "tst_gui_online.moc"
