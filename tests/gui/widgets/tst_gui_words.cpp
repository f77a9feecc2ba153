// The words the GUI shows players: xiangqi's suicide warning names the general (帅/将), not a
// king; the New Record dialog lists the variants by the names people use and remembers the one
// chosen; the Xiangqi Pieces menu ticks the style the pieces are drawn in, on a fresh profile
// too. (The database preview's Chinese moves: tst_gui_analysis.)
#include "board/variant.h"
#include "gui/app/mainwindow.h"
#include "gui/board/xiangqiboardview.h"
#include "gui/board/xiangqifonts.h"
#include "gui/game/gametab.h"
#include "gui/game/newgamedialog.h"
#include "guitest.h"

#include <QAction>
#include <QInputDialog>
#include <QMenu>
#include <QMenuBar>
#include <QTabWidget>

using namespace arbiter;
using namespace arbiter::gui;
using namespace arbiter::gui::test;

class WordsTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { initGuiTest(); }

    void suicideWarningNamesTheGeneral();
    void newRecordNamesVariantsAndRemembersTheChoice();
    void xiangqiPiecesMenuTicksTheDrawnStyle();
};

// Red's advisor stands between the generals: moving it lets them face (a suicide move).
void WordsTest::suicideWarningNamesTheGeneral() {
    auto* session = new GameSession;
    const char* fen = "4k4/9/9/9/9/9/9/9/4A4/4K4 w - - 0 1";
    QVERIFY(session->startRecording(QStringLiteral("xiangqi"), QString::fromLatin1(fen), nullptr));
    GameTab tab(session, Appearance::load());
    tab.resize(700, 760);
    tab.show();
    QVERIFY(QTest::qWaitForWindowExposed(&tab));
    auto b = board("xiangqi", fen);
    click(*tab.view(), sq(*b, "e1"));
    click(*tab.view(), sq(*b, "d2"));
    QVERIFY2(tab.statusText().contains(QStringLiteral("your general (帅) in check")),
             qPrintable(tab.statusText()));
    QVERIFY2(!tab.statusText().contains(QStringLiteral("king")), qPrintable(tab.statusText()));
}

// Game > New Record: "Double-step xiangqi", not "doublestepxiangqi"; the next time the dialog
// opens on the variant chosen last.
void WordsTest::newRecordNamesVariantsAndRemembersTheChoice() {
    const QString title = variantTitle(*findVariant("doublestepxiangqi"));
    QVERIFY(title != QLatin1String("doublestepxiangqi"));
    MainWindow window;
    QStringList items;
    onNextModalDialog([&](QWidget* w) {
        auto* dialog = qobject_cast<QInputDialog*>(w);
        if (!dialog) {
            w->close();
            return;
        }
        items = dialog->comboBoxItems();
        dialog->setTextValue(title);
        dialog->accept();
    });
    window.action(QStringLiteral("newRecord"))->trigger();
    QVERIFY(items.contains(title));
    QVERIFY(!items.contains(QStringLiteral("doublestepxiangqi")));
    QCOMPARE(window.currentTab()->session()->tree().variant(), QStringLiteral("doublestepxiangqi"));

    QString offered;
    onNextModalDialog([&](QWidget* w) {
        if (auto* dialog = qobject_cast<QInputDialog*>(w)) offered = dialog->textValue();
        w->close();
    });
    const int tabs = window.tabs()->count();
    window.action(QStringLiteral("newRecord"))->trigger();
    QCOMPARE(offered, title);
    QCOMPARE(window.tabs()->count(), tabs); // closed: no record
}

// A fresh profile: the menu ticks the style of the font the xiangqi pieces are drawn with (Kai
// where LXGW WenKai and AR PL UKai are installed), "Western letters (SVG)" only for the letters.
void WordsTest::xiangqiPiecesMenuTicksTheDrawnStyle() {
    MainWindow window;
    QString error;
    QVERIFY2(window.newRecord(QStringLiteral("xiangqi"), QString(), &error), qPrintable(error));
    auto* view = qobject_cast<XiangqiBoardView*>(window.currentTab()->view());
    QVERIFY(view);
    QMenu* pieces = nullptr;
    for (QMenu* menu : window.findChildren<QMenu*>())
        if (menu->title() == QLatin1String("Xiangqi Pieces")) pieces = menu;
    QVERIFY(pieces);
    QString ticked;
    for (QAction* a : pieces->actions())
        if (a->isChecked()) ticked = a->text();
    const QString expected = view->pieceFont().isEmpty() ? QStringLiteral("Western letters (SVG)")
                                                         : xiangqiFontStyleName(view->pieceFont());
    QCOMPARE(ticked, expected);
}

QTEST_MAIN(WordsTest)
#include "tst_gui_words.moc"
