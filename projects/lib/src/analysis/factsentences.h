// The coach's facts (movefacts.h) as text for a reader: one language, the notation the cited
// lines are written in. The game annotator's comments, the GUI's Explain panel and the
// opponent's threat (opponentthreat.h) all say them this way (docs/gui-analysis.md, "The coach").
#pragma once

#include "analysis/movefacts.h"

namespace arbiter::coach {

enum class Language { English, Chinese };

// The notation of cited lines when the reader chose none: Chinese notation for xiangqi read in
// Chinese, WXF for xiangqi read in English, SAN for chess.
Notation defaultNotation(BoardFamily family, Language language);

// The fact's sentence in `language`.
const QString& sentence(const MoveFact& fact, Language language);

// The sentences of `facts` joined as one text ("; " in English, "；" in Chinese); empty without
// facts.
QString joinedSentences(const std::vector<MoveFact>& facts, Language language);

} // namespace arbiter::coach
