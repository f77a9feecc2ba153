// Helpers of the GUI tests: resources, squares by name, clicks and drags on board views.
#pragma once

#include "board/board.h"
#include "board/variant.h"
#include "engine/engineconfiguration.h"
#include "gui/app/resources.h"
#include "gui/board/boardanimator.h"
#include "gui/board/boardview.h"
#include "gui/game/gamesession.h"
#include "gui/game/sounds.h"

#include <QApplication>
#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <functional>
#include <memory>

namespace arbiter::gui::test {

// The animations' clock, moved by hand: a test steps effects and slides without waiting.
class ManualClock final : public AnimationClock {
public:
    qint64 now() const override { return m_now; }
    void advance(qint64 ms) { m_now += ms; }

private:
    qint64 m_now = 1000;
};

// Isolated settings and engines.json for the tests (never the user's, nor another test's):
// CTest runs GUI test programs side by side, and one program's QSettings().clear() would wipe
// what another has just learnt, so each process gets a home of its own for QStandardPaths'
// test-mode locations (~/.qttest) and QSettings.
inline void initGuiTest() {
    initResources();
    static QTemporaryDir home;
    if (!home.isValid()) qFatal("no temporary home for the GUI test");
    qputenv("HOME", QFile::encodeName(home.path()));
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("ArbiterTest"));
    QCoreApplication::setApplicationName(QStringLiteral("arbiter-gui-test"));
    if (!QSettings().fileName().startsWith(home.path()))
        qFatal("the GUI test's settings are not in its own home: %s",
               qPrintable(QSettings().fileName()));
    QSettings().clear();
}

// Records the sounds asked for instead of playing them.
class SoundRecorder : public SoundOutput {
public:
    SoundRecorder() { setSoundOutput(this); }
    ~SoundRecorder() override { setSoundOutput(nullptr); }
    void play(Sound sound) override { played.append(sound); }
    QList<Sound> played;
};

inline std::unique_ptr<Board> board(const char* variant, const char* fen = nullptr) {
    auto b = createBoard(variant);
    if (fen) {
        std::string error;
        if (!b->setFen(fen, &error)) qFatal("test FEN %s: %s", fen, error.c_str());
    }
    return b;
}

inline Square sq(const Board& b, const char* name) {
    const Square s = b.parseSquare(name);
    if (s == NoSquare) qFatal("no square %s", name);
    return s;
}

inline QPoint centre(const BoardView& view, Square s) {
    return view.squareCenter(s).toPoint();
}

inline void click(BoardView& view, Square s) {
    QTest::mouseClick(&view, Qt::LeftButton, Qt::NoModifier, centre(view, s));
}

// A drag from a point (a square's centre, a pocket) to a square through intermediate mouse moves.
inline void dragFrom(BoardView& view, const QPoint& a, Square to) {
    const QPoint b = centre(view, to);
    QTest::mousePress(&view, Qt::LeftButton, Qt::NoModifier, a);
    QMouseEvent move1(QEvent::MouseMove, a + QPoint(12, 12), view.mapToGlobal(a + QPoint(12, 12)),
                      Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&view, &move1);
    QMouseEvent move2(QEvent::MouseMove, b, view.mapToGlobal(b), Qt::NoButton, Qt::LeftButton,
                      Qt::NoModifier);
    QCoreApplication::sendEvent(&view, &move2);
    QTest::mouseRelease(&view, Qt::LeftButton, Qt::NoModifier, b);
}

// A drag from one square to another.
inline void drag(BoardView& view, Square from, Square to) {
    dragFrom(view, centre(view, from), to);
}

// The mouse moves over a square without a button pressed.
inline void hoverOver(BoardView& view, Square s) {
    const QPoint at = centre(view, s);
    QMouseEvent move(QEvent::MouseMove, at, view.mapToGlobal(at), Qt::NoButton, Qt::NoButton,
                     Qt::NoModifier);
    QCoreApplication::sendEvent(&view, &move);
}

// Enters moves (in any notation the board reads) into a session; a move that is not legal or
// not taken ends the test run.
inline void play(GameSession& session, std::initializer_list<const char*> moves) {
    for (const char* text : moves) {
        const Move m = session.board().parseMove(text);
        if (m.isNull()) qFatal("test move %s is not legal", text);
        if (!session.enterMove(m)) qFatal("test move %s was not taken", text);
    }
}

// Acts on the next modal dialog once it shows (a question that exec() waits on, which a test
// cannot answer after the call that opens it returns). Polled, since the dialog appears only
// inside that call; given up after 5 s so that a dialog that never comes leaves no timer
// behind to answer a later one.
inline void onNextModalDialog(std::function<void(QWidget*)> act) {
    auto* timer = new QTimer;
    timer->setInterval(10);
    auto ticks = std::make_shared<int>(0);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, act, ticks] {
        QWidget* dialog = QApplication::activeModalWidget();
        if (!dialog && ++*ticks < 500) return;
        timer->stop();
        timer->deleteLater();
        if (dialog) act(dialog);
    });
    timer->start();
}

// Settings of a game between two people, Ann (White or Red) and Bob.
inline SessionSettings people(const char* variant = "standard") {
    SessionSettings s;
    s.variant = QString::fromLatin1(variant);
    s.players[White].name = QStringLiteral("Ann");
    s.players[Black].name = QStringLiteral("Bob");
    return s;
}

inline EngineConfiguration builtInEngine(EngineProtocol protocol = EngineProtocol::Uci) {
    EngineConfiguration config;
    config.name = QStringLiteral("Arbiter Engine");
    config.command = QStringLiteral(ARBITER_BIN_DIR "/arbiter-engine");
    config.protocol = protocol;
    return config;
}

// bin/arbiter-engine as a player searching to `depth`, without a clock (set in *tc).
inline PlayerChoice engine(EngineProtocol protocol, int depth, TimeControl* tc) {
    PlayerChoice p;
    p.human = false;
    p.engine = builtInEngine(protocol);
    *tc = TimeControl::infinite();
    tc->setDepthLimit(depth);
    return p;
}

} // namespace arbiter::gui::test
