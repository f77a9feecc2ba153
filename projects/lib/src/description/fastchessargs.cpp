#include "fastchessargs.h"

namespace arbiter::cli {

namespace {

bool isQuote(QChar c) {
    return c == QLatin1Char('\'') || c == QLatin1Char('"');
}

bool escaped(const QString& text, int i) {
    return i > 0 && text[i - 1] == QLatin1Char('\\');
}

// The first quote at or after `from` that a backslash does not escape (of the kind `kind`
// when it is given), else -1.
int findQuote(const QString& text, int from, QChar kind = QChar()) {
    for (int i = from; i < text.size(); ++i)
        if ((kind.isNull() ? isQuote(text[i]) : text[i] == kind) && !escaped(text, i)) return i;
    return -1;
}

void addSpaceSeparated(QStringView text, QStringList* words) {
    for (QStringView word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        words->append(word.toString());
}

} // namespace

QStringList splitFastchessArguments(const QString& text) {
    QStringList words;
    QString rest = text;
    while (!rest.isEmpty()) {
        const int open = findQuote(rest, 0);
        if (open < 0) {
            addSpaceSeparated(rest, &words);
            break;
        }
        const int spaceBefore = int(rest.lastIndexOf(QLatin1Char(' '), open)); // -1: none
        if (spaceBefore >= 0) addSpaceSeparated(QStringView(rest).left(spaceBefore), &words);
        const QString before = rest.mid(spaceBefore + 1, open - spaceBefore - 1);
        const int close = findQuote(rest, open + 1, rest[open]);
        QString quoted;
        QString after;
        int next = int(rest.size()); // where the words after this one begin
        if (close < 0) {
            quoted = rest.mid(open + 1);
        } else {
            quoted = rest.mid(open + 1, close - open - 1);
            const int spaceAfter = int(rest.indexOf(QLatin1Char(' '), close + 1));
            if (spaceAfter >= 0) {
                after = rest.mid(close + 1, spaceAfter - close - 1);
                next = spaceAfter + 1;
            } else if (close + 1 < rest.size()) {
                after = rest.mid(close + 1, rest.size() - close - 2); // the last character left out
            }
        }
        if (!quoted.isEmpty()) words << before + quoted + after;
        rest = rest.mid(next);
    }
    return words;
}

} // namespace arbiter::cli
