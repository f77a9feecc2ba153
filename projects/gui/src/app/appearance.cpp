#include "gui/app/appearance.h"

#include "gui/board/chessboardview.h"
#include "gui/board/xiangqiboardview.h"
#include "gui/board/xiangqifonts.h"

#include <QSettings>

namespace arbiter::gui {

Appearance Appearance::load() {
    QSettings s;
    Appearance a;
    s.beginGroup(QStringLiteral("appearance"));
    a.chessTheme = s.value(QStringLiteral("chessTheme"), chessThemes().front().name).toString();
    a.chessPieces = s.value(QStringLiteral("chessPieces"), QStringLiteral("Classic")).toString();
    a.xiangqiTheme =
        s.value(QStringLiteral("xiangqiTheme"), xiangqiThemes().front().name).toString();
    a.xiangqiPieces =
        s.value(QStringLiteral("xiangqiPieces"), xiangqiPieceThemes().front().name).toString();
    a.xiangqiFont = s.value(QStringLiteral("xiangqiFont"), defaultXiangqiFont()).toString();
    a.coordinates = s.value(QStringLiteral("coordinates"), true).toBool();
    a.legalMoves = s.value(QStringLiteral("legalMoves"), true).toBool();
    a.animationMs = s.value(QStringLiteral("animationMs"), 300).toInt();
    a.sound = s.value(QStringLiteral("sound"), true).toBool();
    a.chessNotation =
        Notation(s.value(QStringLiteral("chessNotation"), int(Notation::San)).toInt());
    a.xiangqiNotationChosen = s.contains(QStringLiteral("xiangqiNotation"));
    a.xiangqiNotation = a.xiangqiNotationChosen
                            ? Notation(s.value(QStringLiteral("xiangqiNotation")).toInt())
                            : defaultXiangqiNotation(currentLanguage());
    return a;
}

void Appearance::save() const {
    QSettings s;
    s.beginGroup(QStringLiteral("appearance"));
    s.setValue(QStringLiteral("chessTheme"), chessTheme);
    s.setValue(QStringLiteral("chessPieces"), chessPieces);
    s.setValue(QStringLiteral("xiangqiTheme"), xiangqiTheme);
    s.setValue(QStringLiteral("xiangqiFont"), xiangqiFont);
    s.setValue(QStringLiteral("xiangqiPieces"), xiangqiPieces);
    s.setValue(QStringLiteral("coordinates"), coordinates);
    s.setValue(QStringLiteral("legalMoves"), legalMoves);
    s.setValue(QStringLiteral("animationMs"), animationMs);
    s.setValue(QStringLiteral("sound"), sound);
    s.setValue(QStringLiteral("chessNotation"), int(chessNotation));
    if (xiangqiNotationChosen)
        s.setValue(QStringLiteral("xiangqiNotation"), int(xiangqiNotation));
    else
        s.remove(QStringLiteral("xiangqiNotation"));
}

void Appearance::applyTo(BoardView* view) const {
    view->setShowLegalMoves(legalMoves);
    view->setAnimationDuration(animationMs);
    if (auto* chess = qobject_cast<ChessBoardView*>(view)) {
        chess->setTheme(chessTheme);
        chess->setPieceSet(chessPieces);
        chess->setShowCoordinates(coordinates);
    } else if (auto* xiangqi = qobject_cast<XiangqiBoardView*>(view)) {
        xiangqi->setTheme(xiangqiTheme);
        xiangqi->setPieceTheme(xiangqiPieces);
        xiangqi->setPieceFont(xiangqiFont);
        xiangqi->setShowCoordinates(coordinates);
    }
}

Notation defaultXiangqiNotation(Language language) {
    return language == Language::TraditionalChinese ? Notation::ChineseTraditional
                                                    : Notation::ChineseSimplified;
}

Notation Appearance::notationFor(const Board& board) const {
    return board.variant().family == BoardFamily::Xiangqi ? xiangqiNotation : chessNotation;
}

} // namespace arbiter::gui
