// Old xiangqi records are GB2312/GBK (mainland) or Big5 (Taiwan, Hong Kong) encoded, old chess
// PGN files Latin-1 (ISO-8859-1 / Windows-1252). The PGN reader works on UTF-8 bytes, so a
// source that is not UTF-8 is detected here and converted once, before parsing (docs/pgn.md:
// detect by BOM, UTF-8 validity, then GBK or Big5 or Latin-1).
#pragma once

#include <QByteArray>
#include <string>
#include <string_view>

namespace arbiter {

enum class TextEncoding { Utf8, Gb18030, Big5, Latin1 };

const char* textEncodingName(TextEncoding encoding);

// True when `bytes` is valid UTF-8. An incomplete sequence at the very end is accepted when
// `cut` (a sample cut from a longer text), not at the real end of a text.
bool isValidUtf8(std::string_view bytes, bool cut = true);

// Guesses the encoding of a sample: UTF-8 when valid; otherwise the legacy Chinese encoding
// under which the sample decodes to more common xiangqi record characters, when it has some;
// otherwise Latin-1 when its non-ASCII bytes mostly stand alone between ASCII bytes (accented
// letters in western names and comments: "Café", "Müller") or GBK cannot decode it, and GBK
// else (Chinese text comes in runs of two-byte characters). `whole`: the sample is the whole
// text, so it may not end inside a UTF-8 sequence.
TextEncoding detectTextEncoding(std::string_view sample, bool whole = false);

// Converts legacy-encoded bytes to UTF-8 (UTF-8 input is copied as is).
std::string toUtf8(const QByteArray& bytes, TextEncoding encoding);

} // namespace arbiter
