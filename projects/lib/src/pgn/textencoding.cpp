#include "textencoding.h"

#include <QString>
#include <QStringDecoder>
#include <algorithm>

namespace arbiter {

const char* textEncodingName(TextEncoding encoding) {
    switch (encoding) {
    case TextEncoding::Gb18030: return "GB18030";
    case TextEncoding::Big5: return "Big5";
    case TextEncoding::Latin1: return "Latin-1";
    default: return "UTF-8";
    }
}

bool isValidUtf8(std::string_view bytes, bool cut) {
    size_t i = 0;
    const size_t n = bytes.size();
    while (i < n) {
        unsigned char c = static_cast<unsigned char>(bytes[i]);
        int extra = c < 0x80 ? 0 : (c >> 5) == 6 ? 1 : (c >> 4) == 14 ? 2 : (c >> 3) == 30 ? 3 : -1;
        if (extra < 0 || (extra == 1 && c < 0xc2)) return false;
        for (int k = 1; k <= extra; ++k) {
            if (i + size_t(k) >= n) return cut; // ends in the middle of the last character
            if ((static_cast<unsigned char>(bytes[i + size_t(k)]) & 0xc0) != 0x80) return false;
        }
        i += size_t(extra) + 1;
    }
    return true;
}

namespace {

// Characters that fill xiangqi records in either script: pieces, directions, numerals.
int xiangqiCharacterScore(const QString& text) {
    static const QString common = QStringLiteral(
        "炮砲包马馬傌车車俥兵卒将將帅帥士仕象相进進退平前后後中一二三四五六七八九红紅黑");
    int score = 0;
    for (QChar c : text) {
        if (c == QChar::ReplacementCharacter)
            score -= 4;
        else if (common.contains(c))
            ++score;
    }
    return score;
}

// Whether the sample's non-ASCII bytes stand mostly alone (runs of one byte between ASCII),
// as Latin-1's accented letters do; GBK and Big5 characters are two bytes, the first of them
// non-ASCII, and Chinese text strings them together.
bool looksLatin1(std::string_view sample) {
    int runs = 0, singles = 0;
    for (size_t i = 0; i < sample.size();) {
        if (static_cast<unsigned char>(sample[i]) < 0x80) {
            ++i;
            continue;
        }
        size_t end = i;
        while (end < sample.size() && static_cast<unsigned char>(sample[end]) >= 0x80) ++end;
        ++runs;
        if (end - i == 1) ++singles;
        i = end;
    }
    return runs > 0 && 2 * singles > runs;
}

} // namespace

TextEncoding detectTextEncoding(std::string_view sample, bool whole) {
    if (isValidUtf8(sample, !whole)) return TextEncoding::Utf8;
    QByteArray bytes(sample.data(), qsizetype(sample.size()));
    QStringDecoder gb("GB18030"), big5("Big5");
    const QString asGb = gb.isValid() ? gb(bytes) : QString();
    const QString asBig5 = big5.isValid() ? big5(bytes) : QString();
    const int gbScore = gb.isValid() ? xiangqiCharacterScore(asGb) : -1;
    const int big5Score = big5.isValid() ? xiangqiCharacterScore(asBig5) : -1;
    if (std::max(gbScore, big5Score) > 0)
        return big5Score > gbScore ? TextEncoding::Big5 : TextEncoding::Gb18030;
    if (!gb.isValid() || looksLatin1(sample) || asGb.contains(QChar::ReplacementCharacter))
        return TextEncoding::Latin1;
    return TextEncoding::Gb18030;
}

std::string toUtf8(const QByteArray& bytes, TextEncoding encoding) {
    if (encoding == TextEncoding::Utf8) return bytes.toStdString();
    if (encoding == TextEncoding::Latin1) {
        // Windows-1252 where the system has it (its 0x80-0x9f are quotes, dashes, the euro
        // sign), else ISO-8859-1.
        QStringDecoder windows("windows-1252");
        if (windows.isValid()) return QString(windows(bytes)).toUtf8().toStdString();
        return QString::fromLatin1(bytes).toUtf8().toStdString();
    }
    QStringDecoder decoder(textEncodingName(encoding));
    QString text = decoder(bytes);
    return QString(text).toUtf8().toStdString();
}

} // namespace arbiter
