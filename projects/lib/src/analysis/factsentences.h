// The coach's facts (movefacts.h) as text for a reader: one language, the notation the cited
// lines are written in. The game annotator's comments, the GUI's Explain panel and the
// opponent's threat (opponentthreat.h) all say them this way (docs/gui-analysis.md, "The coach").
#pragma once

#include "analysis/movefacts.h"

namespace arbiter::coach {

// Chinese: simplified characters, as the facts are written; ChineseTraditional: the same
// sentences in traditional characters (traditionalchinese.h).
enum class Language { English, Chinese, ChineseTraditional };

// The notation of cited lines when the reader chose none: Chinese notation for xiangqi read in
// Chinese (in the reader's script), WXF for xiangqi read in English, SAN for chess.
Notation defaultNotation(BoardFamily family, Language language);

// A text given in English and in (simplified) Chinese, in `language`.
QString inLanguage(const QString& english, const QString& chinese, Language language);

// The fact's sentence in `language`.
QString sentence(const MoveFact& fact, Language language);

// The sentences of `facts` joined as one text ("; " in English, "；" in Chinese); empty without
// facts.
QString joinedSentences(const std::vector<MoveFact>& facts, Language language);

} // namespace arbiter::coach
