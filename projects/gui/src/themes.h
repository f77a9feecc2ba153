// Board colour themes, read once from the resource :/themes.json (data, not code): chess square
// colours, and the xiangqi board and piece colours ("Wood" and "Simple"; docs/gui.md, "Xiangqi
// board").
#pragma once

#include <QColor>
#include <QString>
#include <QVector>

namespace arbiter::gui {

struct ChessTheme {
    QString name;
    QColor light, dark, lastMove, coordinates, border;
};

struct XiangqiTheme {
    QString name;
    QColor background, backgroundDark, border, lines, river;
    QColor pieceFace, pieceFaceDark, pieceRim, red, black, lastMove, dots;
    bool grain = false;
};

const QVector<ChessTheme>& chessThemes();
const QVector<XiangqiTheme>& xiangqiThemes();
// The theme of that name, or the first one.
const ChessTheme& chessTheme(const QString& name);
const XiangqiTheme& xiangqiTheme(const QString& name);

} // namespace arbiter::gui
