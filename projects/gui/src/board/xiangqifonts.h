// Chinese characters of xiangqi pieces and the fonts that can draw them. CJK fonts are not part
// of a fresh Debian system; scripts/install-deps.sh installs fonts-arphic-ukai and
// fonts-lxgw-wenkai (two Kai faces), fonts-noto-cjk (sans and serif) and two brush faces of
// Japanese 行書 calligraphy (fonts-kouzan-mouhitsu, fonts-aoyagi-kouzan-t). The GUI offers the
// installed families that have every piece character, and falls back to the SVG letter pieces
// when there is none. A face without the river's words or the effect texts (将军 吃 绝杀; the
// Japanese faces have no simplified characters) has them drawn in a complete face.
#pragma once

#include "board/types.h"

#include <QFont>
#include <QString>
#include <QStringList>
#include <QVector>

namespace arbiter::gui {

// The traditional board characters: red 帥仕相傌俥炮兵, black 將士象馬車砲卒. With `sharedForms`
// Red's horse and chariot are written 馬 and 車 as Black's are, as many sets are written (for
// faces without 傌 and 俥).
QString xiangqiPieceCharacter(Piece piece, bool sharedForms = false);

// Font families that can draw all fourteen piece characters, the river's words and the effect
// texts, preferred faces (Kai, then serif/Song, then sans) first.
QStringList xiangqiFontFamilies();
// Whether `family` has every piece character (Red's 傌 and 俥 or their shared forms).
bool fontHasXiangqiPieces(const QString& family);
// Whether `family` draws Red's horse and chariot as 馬 and 車, having no 傌 or 俥.
bool fontWritesRedWithSharedForms(const QString& family);
// Whether `family` has the river's words and the effect texts.
bool fontHasXiangqiTexts(const QString& family);
// The face for the river's words and the effect texts beside pieces of `pieceFamily`: that
// face when it has them, else the first complete one.
QString xiangqiTextFamily(const QString& pieceFamily);
// A face for Chinese text beside Latin text (move list, engine lines, warnings): a sans face
// of regular weight, Noto Sans CJK first; empty when no CJK face is installed.
QString chineseTextFamily();
// `base` with that face after its own family: Latin letters keep their face, Chinese ones get a
// readable one at the same size instead of whatever fallback the system picks.
QFont withChineseText(QFont base);
// Joins the CJK characters of a move with word joiners (U+2060) and turns its spaces into
// no-break spaces, so a line never breaks inside it ("马八进七").
QString unbreakable(const QString& move);
// The text a person copies: unbreakable()'s word joiners removed and its no-break spaces made
// plain spaces, so pasted moves read as typed ones.
QString copyableText(const QString& text);

// A piece font offered by its style (楷 Kai, 宋 Song, 黑 Hei, 隶书 Li, 魏碑 Wei, 行楷 Xing Kai,
// 行书 Xing):
// the first installed family of the style that has every piece character.
struct XiangqiFontStyle {
    QString name;   // "楷 Kai"
    QString family; // "LXGW WenKai"
};
// The styles the installed fonts provide, one entry each, in the order above.
QVector<XiangqiFontStyle> xiangqiFontStyles();
// The style a family draws in ("楷 Kai" for "AR PL UKai TW MBE"), empty for none (the SVG
// letters).
QString xiangqiFontStyleName(const QString& family);

// The font to use when the settings name none (or an uninstalled one); empty when no CJK font
// is installed.
QString defaultXiangqiFont(const QString& wanted = QString());

} // namespace arbiter::gui
