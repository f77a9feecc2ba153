// How the coach's facts (movefacts.h) name pieces and lists of pieces in English and Chinese:
// one place for the words every fact's sentence is made of, and for a fact made of them.
#pragma once

#include "analysis/movefacts.h"
#include "board/board.h"

#include <QString>
#include <QStringList>
#include <vector>

namespace arbiter::coach {

// "horse", "cannon", "knight": the English name of a piece of `family`.
QString englishName(BoardFamily family, PieceType type);
// "马", "帅", "将", "后": Chinese names as xiangqi players write them in simplified characters
// (red's and black's differ for the general, advisor, elephant and soldier) and as chess books
// name chess pieces.
QString chineseName(BoardFamily family, Piece piece);
// "a horse", "an advisor".
QString withArticle(const QString& noun);
// "a cannon and a soldier": pieces of `types`.
QString englishList(BoardFamily family, const std::vector<PieceType>& types);
// "the rook and the bishop": pieces of `types` on the board.
QString definiteList(BoardFamily family, const std::vector<PieceType>& types);
// "炮、兵": the pieces of `owner` in `types`.
QString chineseList(BoardFamily family, Side owner, const std::vector<PieceType>& types);
// A cited line as one text: "Rd8+ Rxd8 Rxd8#".
QString cited(const QStringList& line);
// A fact of `kind` shown by `line`, with its two sentences (other fields left to the caller).
MoveFact fact(FactKind kind, const QStringList& line, QString english, QString chinese);

} // namespace arbiter::coach
