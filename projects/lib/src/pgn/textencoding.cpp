#include "textencoding.h"

#include <QString>
#include <QStringDecoder>

namespace arbiter {

const char* textEncodingName(TextEncoding encoding) {
    switch (encoding) {
    case TextEncoding::Gb18030: return "GB18030";
    case TextEncoding::Big5: return "Big5";
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

} // namespace

TextEncoding detectTextEncoding(std::string_view sample, bool whole) {
    if (isValidUtf8(sample, !whole)) return TextEncoding::Utf8;
    QByteArray bytes(sample.data(), qsizetype(sample.size()));
    QStringDecoder gb("GB18030"), big5("Big5");
    if (!big5.isValid()) return TextEncoding::Gb18030;
    if (!gb.isValid()) return TextEncoding::Big5;
    QString asGb = gb(bytes), asBig5 = big5(bytes);
    return xiangqiCharacterScore(asBig5) > xiangqiCharacterScore(asGb) ? TextEncoding::Big5
                                                                       : TextEncoding::Gb18030;
}

std::string toUtf8(const QByteArray& bytes, TextEncoding encoding) {
    if (encoding == TextEncoding::Utf8) return bytes.toStdString();
    QStringDecoder decoder(textEncodingName(encoding));
    QString text = decoder(bytes);
    return QString(text).toUtf8().toStdString();
}

} // namespace arbiter
