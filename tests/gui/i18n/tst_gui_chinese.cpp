// The GUI in Simplified and Traditional Chinese, offscreen (docs/gui.md, "Languages"): the
// language chosen from the system's languages and the setting, the main window's menus and
// actions, a dialog with Qt's own buttons, the library's texts (a rule warning, a result reason)
// in a game tab, numbers and dates, the xiangqi notation's default, the language menu.
#include "gui/app/appearance.h"
#include "gui/app/language.h"
#include "gui/app/mainwindow.h"
#include "gui/engines/enginelibrary.h"
#include "gui/game/gametab.h"
#include "gui/game/newgamedialog.h"
#include "guitest.h"
#include "rules/xiangqiverdict.h"
#include "text/translatedtext.h"

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QTimer>

using namespace arbiter;
using namespace arbiter::gui;
using namespace arbiter::gui::test;

namespace {

QStringList menuTitles(const MainWindow& window) {
    QStringList titles;
    for (QAction* a : window.menuBar()->actions()) titles << a->text();
    return titles;
}

QString cancelText(const QDialog& dialog) {
    auto* box = dialog.findChild<QDialogButtonBox*>();
    return box ? box->button(QDialogButtonBox::Cancel)->text() : QString();
}

// Answers the next message box (the language menu's note) once the event loop shows it.
void closeNextMessageBox() {
    auto* timer = new QTimer;
    QObject::connect(timer, &QTimer::timeout, timer, [timer] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            box->accept();
            timer->deleteLater();
        }
    });
    timer->start(10);
}

} // namespace

class ChineseTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { initGuiTest(); }
    void languageOfTheSystem();
    void settingChoosesTheStartLanguage();
    void libraryTextsStayEnglishWithoutATranslator();
    void simplifiedChineseWindow();
    void simplifiedChineseDialog();
    void libraryTextsInAGameTab();
    void libraryTextsByPattern();
    void notationFollowsTheLanguage();
    void languageMenuStoresTheChoice();
    void traditionalChineseWindow();
    // Not a check: writes the documentation's screenshots when ARBITER_SCREENSHOT_DIR is set
    // (docs/screenshots/chinese-*.png).
    void screenshots();
};

void ChineseTest::languageOfTheSystem() {
    using L = Language;
    QCOMPARE(languageOfSystem({QStringLiteral("zh-CN")}), L::SimplifiedChinese);
    QCOMPARE(languageOfSystem({QStringLiteral("zh-Hans-CN"), QStringLiteral("zh")}),
             L::SimplifiedChinese);
    QCOMPARE(languageOfSystem({QStringLiteral("zh_SG")}), L::SimplifiedChinese);
    QCOMPARE(languageOfSystem({QStringLiteral("zh")}), L::SimplifiedChinese);
    QCOMPARE(languageOfSystem({QStringLiteral("zh-TW")}), L::TraditionalChinese);
    QCOMPARE(languageOfSystem({QStringLiteral("zh-Hant-HK")}), L::TraditionalChinese);
    QCOMPARE(languageOfSystem({QStringLiteral("zh_MO")}), L::TraditionalChinese);
    // The first language Arbiter has wins: French is passed over, English is taken.
    QCOMPARE(languageOfSystem({QStringLiteral("fr-FR"), QStringLiteral("zh-TW")}),
             L::TraditionalChinese);
    QCOMPARE(languageOfSystem({QStringLiteral("en-US"), QStringLiteral("zh-CN")}), L::English);
    QCOMPARE(languageOfSystem({QStringLiteral("de-DE")}), L::English);
    QCOMPARE(languageOfSystem({}), L::English);
}

void ChineseTest::settingChoosesTheStartLanguage() {
    const Language system = languageOfSystem(QLocale::system().uiLanguages());
    QCOMPARE(startLanguage(), system);
    setChosenLanguage(QStringLiteral("zh_TW"));
    QCOMPARE(QSettings().value(QStringLiteral("language")).toString(), QStringLiteral("zh_TW"));
    QCOMPARE(startLanguage(), Language::TraditionalChinese);
    setChosenLanguage(QStringLiteral("zh_CN"));
    QCOMPARE(startLanguage(), Language::SimplifiedChinese);
    setChosenLanguage(QStringLiteral("en"));
    QCOMPARE(startLanguage(), Language::English);
    // A value no version wrote falls back to the system's language.
    QSettings().setValue(QStringLiteral("language"), QStringLiteral("klingon"));
    QCOMPARE(startLanguage(), system);
    setChosenLanguage(QString());
    QVERIFY(!QSettings().contains(QStringLiteral("language")));
}

// What arbiter-cli and arbiter-server get: they install no translator.
void ChineseTest::libraryTextsStayEnglishWithoutATranslator() {
    QVERIFY(installLanguage(Language::English).isEmpty());
    QCOMPARE(translatedText(std::string("Red loses by perpetual check")),
             QStringLiteral("Red loses by perpetual check"));
    QCOMPARE(translatedText(std::string("Black wins by adjudication: SyzygyTB")),
             QStringLiteral("Black wins by adjudication: SyzygyTB"));
    QCOMPARE(translatedVariantDescription("Orthodox chess"), QStringLiteral("Orthodox chess"));
    QCOMPARE(QLocale().language(), QLocale::English);
}

void ChineseTest::simplifiedChineseWindow() {
    const QStringList missing = installLanguage(Language::SimplifiedChinese);
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1Char(' '))));
    QCOMPARE(currentLanguage(), Language::SimplifiedChinese);
    MainWindow window;
    const QStringList menus = menuTitles(window);
    for (const char* title : {"对局(&G)", "着法(&M)", "视图(&V)", "分析(&A)", "数据库(&D)",
                              "引擎(&E)", "比赛(&T)", "帮助(&H)"})
        QVERIFY2(menus.contains(QString::fromUtf8(title)),
                 qPrintable(menus.join(QLatin1Char(' '))));
    QCOMPARE(window.action(QStringLiteral("newGame"))->text(), QStringLiteral("新对局(&N)..."));
    QCOMPARE(window.action(QStringLiteral("flipBoard"))->text(), QStringLiteral("翻转棋盘(&F)"));
    QCOMPARE(window.action(QStringLiteral("manageEngines"))->text(),
             QStringLiteral("管理引擎(&M)..."));
    auto* languages = window.findChild<QMenu*>(QStringLiteral("languageMenu"));
    QVERIFY(languages);
    QCOMPARE(languages->title(), QStringLiteral("语言"));
    QStringList items;
    for (QAction* a : languages->actions()) items << a->text();
    QCOMPARE(items, QStringList({QStringLiteral("系统语言"), QStringLiteral("English"),
                                 QStringLiteral("简体中文"), QStringLiteral("繁體中文")}));
    // The themes' names, which come from themes.json.
    QStringList boards;
    for (QMenu* menu : window.findChildren<QMenu*>())
        if (menu->title() == QStringLiteral("象棋棋盘"))
            for (QAction* a : menu->actions()) boards << a->text();
    QVERIFY2(boards.contains(QStringLiteral("深色橡木")) && boards.contains(QStringLiteral("简洁")),
             qPrintable(boards.join(QLatin1Char(' '))));
    // Numbers and dates in the language's way.
    QCOMPARE(QLocale().dayName(1), QStringLiteral("星期一"));
    QCOMPARE(QLocale().toString(1234567), QStringLiteral("1,234,567"));
}

void ChineseTest::simplifiedChineseDialog() {
    QVERIFY(installLanguage(Language::SimplifiedChinese).isEmpty());
    QTemporaryDir dir;
    EngineLibrary library(dir.filePath(QStringLiteral("engines.json")));
    NewGameDialog dialog(library);
    QCOMPARE(dialog.windowTitle(), QStringLiteral("新对局"));
    // Qt's own button, from Debian's qtbase_zh_CN.qm.
    QCOMPARE(cancelText(dialog), QStringLiteral("取消"));
    // The variants' names, from the library's descriptions.
    QComboBox* variants = dialog.variantBox();
    const int xiangqi = variants->findData(QStringLiteral("xiangqi"));
    QVERIFY(xiangqi >= 0);
    QCOMPARE(variants->itemText(xiangqi), QStringLiteral("中国象棋"));
    QCOMPARE(variants->itemText(variants->findData(QStringLiteral("jieqi"))),
             QStringLiteral("揭棋"));
    const QString description = variants->itemData(xiangqi, Qt::ToolTipRole).toString();
    QVERIFY2(description.contains(QStringLiteral("困毙判负")), qPrintable(description));
    // The chosen variant's description under the list.
    variants->setCurrentIndex(xiangqi);
    bool shown = false;
    for (const QLabel* label : dialog.findChildren<QLabel*>())
        shown |= label->text() == description;
    QVERIFY(shown);
}

// A rule warning and a result reason come from the library in English and show in Chinese.
void ChineseTest::libraryTextsInAGameTab() {
    QVERIFY(installLanguage(Language::SimplifiedChinese).isEmpty());
    SessionSettings s = people("xiangqi");
    s.limits.resignAfterMoves = 0;
    auto* session = new GameSession;
    QVERIFY(session->startGame(s, nullptr));
    GameTab tab(session, Appearance::load());
    QTRY_VERIFY(session->canMove(White));
    play(*session, {"b0c2", "b9c7", "c2b0", "c7b9"}); // the start position for the second time
    const QString warning = tab.warningLabel()->text();
    QVERIFY2(warning.startsWith(QStringLiteral("此局面再出现一次：")), qPrintable(warning));
    QVERIFY2(!warning.contains(QStringLiteral("position")), qPrintable(warning));
    QVERIFY(session->canResign(White));
    session->resign(White);
    QVERIFY2(tab.statusText().contains(QStringLiteral("红方认输")), qPrintable(tab.statusText()));
    // The record keeps the English reason, as arbiter-cli writes it.
    QCOMPARE(session->result().reason(), std::string("Red resigns"));
}

void ChineseTest::libraryTextsByPattern() {
    QVERIFY(installLanguage(Language::SimplifiedChinese).isEmpty());
    auto verdict = [](XiangqiEnd end, Side winner) {
        return XiangqiVerdict{end, winner, 60}.result().reason();
    };
    QCOMPARE(translatedText(verdict(XiangqiEnd::PerpetualCheck, White)),
             QStringLiteral("黑方长将判负"));
    QCOMPARE(translatedText(verdict(XiangqiEnd::PerpetualChase, Black)),
             QStringLiteral("红方长捉判负"));
    QCOMPARE(translatedText(verdict(XiangqiEnd::MoveLimit, NoSide)),
             QStringLiteral("60回合限招，判和"));
    QCOMPARE(translatedText(std::string("Red mates")), QStringLiteral("红方将死对方获胜"));
    QCOMPARE(translatedText(std::string("60-move rule: 4 moves left")),
             QStringLiteral("60回合限招：还剩 4 回合"));
    QCOMPARE(translatedText(std::string("White wins by adjudication: SyzygyTB")),
             QStringLiteral("白方裁定获胜：SyzygyTB"));
    QCOMPARE(translatedText(std::string("Black loses on time (12ms overrun)")),
             QStringLiteral("黑方超时判负（超出 12 毫秒）"));
    QCOMPARE(translatedText(std::string("Draw by agreement")), QStringLiteral("双方同意和棋"));
    // A nested verdict, and the Chinese half of the library's bilingual warning dropped.
    const XiangqiVerdict check{XiangqiEnd::PerpetualCheck, Black, 60};
    QCOMPARE(
        translatedText(repetitionWarningEnglish(check) + " / " + repetitionWarningChinese(check)),
        QStringLiteral("此局面再出现一次：红方长将判负"));
    // An engine's own words stay as they are; a text no pattern knows is left alone.
    QCOMPARE(translatedText(std::string("White disconnects: broken pipe")),
             QStringLiteral("白方断开连接：broken pipe"));
    QCOMPARE(translatedText(std::string("Nothing like it")), QStringLiteral("Nothing like it"));
}

void ChineseTest::notationFollowsTheLanguage() {
    QVERIFY(installLanguage(Language::SimplifiedChinese).isEmpty());
    QSettings().remove(QStringLiteral("appearance"));
    QCOMPARE(Appearance::load().xiangqiNotation, Notation::ChineseSimplified);
    QVERIFY(installLanguage(Language::TraditionalChinese).isEmpty());
    QCOMPARE(Appearance::load().xiangqiNotation, Notation::ChineseTraditional);
    // Saving other choices does not pin the language's default.
    Appearance a = Appearance::load();
    a.coordinates = false;
    a.save();
    QVERIFY(!QSettings().contains(QStringLiteral("appearance/xiangqiNotation")));
    // A notation the user chose wins over the language's.
    a.xiangqiNotation = Notation::Wxf;
    a.xiangqiNotationChosen = true;
    a.save();
    QCOMPARE(Appearance::load().xiangqiNotation, Notation::Wxf);
    QVERIFY(installLanguage(Language::SimplifiedChinese).isEmpty());
    QCOMPARE(Appearance::load().xiangqiNotation, Notation::Wxf);
    QSettings().remove(QStringLiteral("appearance"));
}

void ChineseTest::languageMenuStoresTheChoice() {
    QVERIFY(installLanguage(Language::SimplifiedChinese).isEmpty());
    MainWindow window;
    auto* traditional = window.findChild<QAction*>(QStringLiteral("language_zh_TW"));
    QVERIFY(traditional);
    closeNextMessageBox();
    traditional->trigger();
    QCOMPARE(chosenLanguage(), QStringLiteral("zh_TW"));
    QVERIFY(traditional->isChecked());
    closeNextMessageBox();
    window.findChild<QAction*>(QStringLiteral("language_system"))->trigger();
    QVERIFY(!QSettings().contains(QStringLiteral("language")));
    // Applied at the next start: this window stays in the language it was made in.
    QCOMPARE(window.action(QStringLiteral("newGame"))->text(), QStringLiteral("新对局(&N)..."));
}

void ChineseTest::traditionalChineseWindow() {
    QVERIFY(installLanguage(Language::TraditionalChinese).isEmpty());
    MainWindow window;
    QVERIFY(menuTitles(window).contains(QStringLiteral("說明(&H)")));
    QCOMPARE(window.action(QStringLiteral("newGame"))->text(), QStringLiteral("新對局(&N)..."));
    QTemporaryDir dir;
    EngineLibrary library(dir.filePath(QStringLiteral("engines.json")));
    NewGameDialog dialog(library);
    QCOMPARE(dialog.windowTitle(), QStringLiteral("新對局"));
    QCOMPARE(cancelText(dialog), QStringLiteral("取消"));
    QCOMPARE(translatedText(std::string("Red loses by perpetual check")),
             QStringLiteral("紅方長將判負"));
    QCOMPARE(translatedText(std::string("Draw by 60-move rule")),
             QStringLiteral("60回合限招，判和"));
    QCOMPARE(QLocale().dayName(1), QStringLiteral("星期一"));
    QCOMPARE(QLocale().territory(), QLocale::Taiwan);
}

void ChineseTest::screenshots() {
    const QString dir = qEnvironmentVariable("ARBITER_SCREENSHOT_DIR");
    if (dir.isEmpty()) QSKIP("ARBITER_SCREENSHOT_DIR is not set");
    auto shoot = [&](Language language, const QString& file) {
        QVERIFY(installLanguage(language).isEmpty());
        QSettings().remove(QStringLiteral("appearance"));
        MainWindow window;
        window.resize(1280, 820);
        window.show();
        SessionSettings s = people("xiangqi");
        s.players[White].name = QStringLiteral("Ann");
        s.players[Black].name = QStringLiteral("Bob");
        QString error;
        QVERIFY2(window.startGame(s, &error), qPrintable(error));
        window.tabs()->removeTab(0); // the empty record
        GameSession* session = window.currentTab()->session();
        QTRY_VERIFY(session->canMove(White));
        play(*session, {"h2e2", "h9g7", "h0g2", "i9h9", "b0c2", "b9c7", "c2b0", "c7b9"});
        QTest::qWait(1200); // the last move's slide
        QVERIFY(window.grab().save(dir + QLatin1Char('/') + file));
    };
    shoot(Language::SimplifiedChinese, QStringLiteral("chinese-window.png"));
    shoot(Language::TraditionalChinese, QStringLiteral("chinese-traditional-window.png"));
    QVERIFY(installLanguage(Language::SimplifiedChinese).isEmpty());
    QTemporaryDir engines;
    EngineLibrary library(engines.filePath(QStringLiteral("engines.json")));
    NewGameDialog dialog(library);
    dialog.variantBox()->setCurrentIndex(dialog.variantBox()->findData(QStringLiteral("xiangqi")));
    dialog.show();
    QTest::qWait(200);
    QVERIFY(dialog.grab().save(dir + QStringLiteral("/chinese-new-game.png")));
}

QTEST_MAIN(ChineseTest)
#include "tst_gui_chinese.moc"
