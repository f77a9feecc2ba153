// Chinese characters of xiangqi pieces and the fonts that can draw them. CJK fonts are not part
// of a fresh Debian system; scripts/install-deps.sh installs fonts-arphic-ukai and
// fonts-lxgw-wenkai (two Kai faces) and fonts-noto-cjk (sans and serif). The GUI offers the
// installed families that have every piece character and the effect texts (将军 吃 绝杀), and
// falls back to the SVG letter pieces when there is none.
#pragma once

#include "board/types.h"

#include <QString>
#include <QStringList>

namespace arbiter::gui {

// The traditional board characters: red 帥仕相傌俥炮兵, black 將士象馬車砲卒.
QString xiangqiPieceCharacter(Piece piece);

// Font families that can draw all fourteen piece characters, preferred faces (Kai, then
// serif/Song, then sans) first.
QStringList xiangqiFontFamilies();
// Whether `family` has every piece character.
bool fontHasXiangqiPieces(const QString& family);
// The font to use when the settings name none (or an uninstalled one); empty when no CJK font
// is installed.
QString defaultXiangqiFont(const QString& wanted = QString());

} // namespace arbiter::gui
