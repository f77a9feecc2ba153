// Board colour themes, read once from the resource :/themes.json (data, not code): chess square
// colours, the xiangqi boards (White oak, Dark oak, Simple) and the xiangqi piece themes (Wood,
// Dark oak with a dark goldenrod side, Shaded 3D, Simple); docs/gui.md, "Xiangqi board".
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
    QColor background, backgroundDark, border, lines, river, lastMove, dots;
    bool grain = false;
};

struct XiangqiPieceTheme {
    enum class Look { Flat, Wood, Shaded3D };
    QString name;
    Look look = Look::Flat;
    // The face (lit and shaded tone), its rim, the disc's side (seen below a raised piece) and
    // the characters' ink of each side.
    QColor face, faceDark, rim, side, red, black;
};

const QVector<ChessTheme>& chessThemes();
const QVector<XiangqiTheme>& xiangqiThemes();
const QVector<XiangqiPieceTheme>& xiangqiPieceThemes();
// The theme of that name, or the first one.
const ChessTheme& chessTheme(const QString& name);
const XiangqiTheme& xiangqiTheme(const QString& name);
const XiangqiPieceTheme& xiangqiPieceTheme(const QString& name);

// A theme's or piece set's name as the View menu shows it, in the GUI's language. The names stay
// the keys (settings, setTheme()); a name without a translation is shown as it is.
QString shownThemeName(const QString& name);

} // namespace arbiter::gui
