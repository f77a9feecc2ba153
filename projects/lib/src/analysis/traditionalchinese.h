// The coach's Chinese sentences (movefacts.h, rulefacts.h, opponentthreat.h, allowedreply.h) in
// traditional characters, for readers of traditional Chinese (the GUI in zh_TW). The sentences
// are made of a fixed vocabulary, so a table of the simplified characters it uses and their
// traditional forms converts them; 后 is converted only where it means "behind" or "after"
// (其后, 马后炮, 将军后), as a chess queen is 后 in both scripts. Cited moves written in
// traditional notation (Notation::ChineseTraditional) pass unchanged; a cannon stays 炮 (the
// traditional notation writes Black's as 砲, which the names of pieces in sentences do not).
#pragma once

#include <QString>

namespace arbiter::coach {

QString traditionalChinese(const QString& simplified);

} // namespace arbiter::coach
