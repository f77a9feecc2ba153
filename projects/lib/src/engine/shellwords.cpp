#include "shellwords.h"

namespace arbiter {

bool splitShellWords(const QString& command, QStringList* words, QString* error) {
    words->clear();
    QString word;
    bool inWord = false; // a word has begun (also an empty one: '')
    enum class Quote { None, Single, Double } quote = Quote::None;
    for (qsizetype i = 0; i < command.size(); ++i) {
        const QChar c = command[i];
        if (quote == Quote::Single) {
            if (c == QLatin1Char('\''))
                quote = Quote::None;
            else
                word += c;
            continue;
        }
        if (quote == Quote::Double) {
            if (c == QLatin1Char('"')) {
                quote = Quote::None;
            } else if (c == QLatin1Char('\\') && i + 1 < command.size() &&
                       QStringLiteral("\"\\$`").contains(command[i + 1])) {
                word += command[++i];
            } else {
                word += c;
            }
            continue;
        }
        if (c == QLatin1Char(' ') || c == QLatin1Char('\t') || c == QLatin1Char('\n')) {
            if (inWord) words->append(word);
            word.clear();
            inWord = false;
            continue;
        }
        inWord = true;
        if (c == QLatin1Char('\''))
            quote = Quote::Single;
        else if (c == QLatin1Char('"'))
            quote = Quote::Double;
        else if (c == QLatin1Char('\\')) {
            if (i + 1 == command.size()) {
                *error = QStringLiteral("it ends with a lone backslash");
                return false;
            }
            word += command[++i];
        } else
            word += c;
    }
    if (quote != Quote::None) {
        *error = quote == Quote::Single ? QStringLiteral("a single quote (') is not closed")
                                        : QStringLiteral("a double quote (\") is not closed");
        return false;
    }
    if (inWord) words->append(word);
    return true;
}

} // namespace arbiter
