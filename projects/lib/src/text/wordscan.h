// Finding a word among sixteen bytes at once (SSE2, every x86-64): the step both readers of
// engine lines take first for each word, the protocol tokenizer (engine/linetokenizer.h) and
// the fastchess dialect's PV checks (tournament/output/fastchesspvcheck.cpp), which differ only
// in the bytes that separate words. Where the word does not lie within the sixteen bytes the
// reader goes on byte by byte.
#pragma once

#ifdef __SSE2__
#include <emmintrin.h>

namespace arbiter::wordscan {

// Which of the sixteen bytes at `p` are one of `Separators` (bit i: byte i).
template <char... Separators> unsigned separatorMask(const char* p) {
    const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
    __m128i any = _mm_setzero_si128();
    ((any = _mm_or_si128(any, _mm_cmpeq_epi8(bytes, _mm_set1_epi8(Separators)))), ...);
    return unsigned(_mm_movemask_epi8(any));
}

// The first word of sixteen bytes whose separators are `separators` (separatorMask): its
// offset and length when it ends within them (a separator follows it), else length 0.
struct Word {
    unsigned start = 0;
    unsigned length = 0;
};
inline Word firstWord(unsigned separators) {
    const unsigned wordBytes = ~separators & 0xffff;
    if (!wordBytes) return {};
    const unsigned start = unsigned(__builtin_ctz(wordBytes));
    const unsigned after = separators >> start;
    if (!after) return {};
    return {start, unsigned(__builtin_ctz(after))};
}

} // namespace arbiter::wordscan

#endif
