#include "translatedtext.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <vector>

namespace arbiter {

namespace {

// Every English text the library gives a front-end to show, as a pattern: %1, %2, ... stand for
// a part that is translated on its own (a side's name, a verdict) or kept (a number, an engine's
// message). Matched in this order, so a pattern comes before a shorter one it would otherwise
// lose to ("... loses on time (%2ms overrun)" before "... loses on time"). Where the texts are
// made: rules/positionend.cpp, rules/westernjudge.cpp, rules/xiangqiverdict.cpp,
// rules/xiangqijudge.cpp, rules/rmobility/rmobilityjudge.cpp, game/game.cpp,
// game/adjudication.cpp, game/tablebasejudge.cpp, online/room.cpp, online/enginepilot.cpp.
const char* const Patterns[] = {
    // Side names (result.h, sideName).
    QT_TRANSLATE_NOOP("LibraryText", "White"),
    QT_TRANSLATE_NOOP("LibraryText", "Black"),
    QT_TRANSLATE_NOOP("LibraryText", "Red"),
    // Ends on the board, every variant (positionend.cpp, westernjudge.cpp).
    QT_TRANSLATE_NOOP("LibraryText", "%1 wins by being checkmated"),
    QT_TRANSLATE_NOOP("LibraryText", "%1 mates"),
    QT_TRANSLATE_NOOP("LibraryText", "Draw by stalemate with equal material"),
    QT_TRANSLATE_NOOP("LibraryText", "Draw by stalemate"),
    QT_TRANSLATE_NOOP("LibraryText", "%1 wins by being stalemated"),
    QT_TRANSLATE_NOOP("LibraryText", "%1 wins by stalemate with fewer pieces"),
    QT_TRANSLATE_NOOP("LibraryText", "%1 wins by stalemate"),
    QT_TRANSLATE_NOOP("LibraryText", "%1's king reached the hill"),
    QT_TRANSLATE_NOOP("LibraryText", "%1 wins by giving %2 checks"),
    QT_TRANSLATE_NOOP("LibraryText", "%1 wins by exploding the king"),
    QT_TRANSLATE_NOOP("LibraryText", "%1 wins by losing all pieces but the king"),
    QT_TRANSLATE_NOOP("LibraryText", "%1 wins by losing all pieces"),
    QT_TRANSLATE_NOOP("LibraryText", "%1 wins by destroying the horde"),
    QT_TRANSLATE_NOOP("LibraryText", "%1's king reached the 8th rank first"),
    QT_TRANSLATE_NOOP("LibraryText", "Draw: both kings reached the 8th rank"),
    QT_TRANSLATE_NOOP("LibraryText", "%1 wins by capturing the general"),
    QT_TRANSLATE_NOOP("LibraryText", "Draw by fifty moves rule"),
    QT_TRANSLATE_NOOP("LibraryText", "Draw by 3-fold repetition"),
    QT_TRANSLATE_NOOP("LibraryText", "Draw by insufficient mating material"),
    // Xiangqi's rules (xiangqiverdict.cpp, xiangqijudge.cpp).
    QT_TRANSLATE_NOOP("LibraryText", "%1 loses by perpetual check"),
    QT_TRANSLATE_NOOP("LibraryText", "%1 loses by perpetual chase"),
    QT_TRANSLATE_NOOP("LibraryText", "Draw by repetition"),
    QT_TRANSLATE_NOOP("LibraryText", "Draw by mutual perpetual check"),
    QT_TRANSLATE_NOOP("LibraryText", "Draw by mutual perpetual chase"),
    QT_TRANSLATE_NOOP("LibraryText", "Draw by %1-move rule"),
    QT_TRANSLATE_NOOP("LibraryText",
                      "Draw by insufficient material: neither side can cross the river"),
    QT_TRANSLATE_NOOP("LibraryText", "Draw by insufficient material: a lone cannon cannot mate"),
    QT_TRANSLATE_NOOP("LibraryText", "Draw by insufficient material: cannon against cannon"),
    QT_TRANSLATE_NOOP("LibraryText", "Draw by insufficient material: no mate in one"),
    // The judges' notes: the warning carries its own Chinese after " / " (%2, %3), which a
    // translation drops or keeps as it likes.
    QT_TRANSLATE_NOOP("LibraryText", "If this position occurs once more: %1 / %2"),
    QT_TRANSLATE_NOOP("LibraryText", "If this position occurs once more: %1"),
    QT_TRANSLATE_NOOP("LibraryText", "The %1-move rule applies in 1 move / %2"),
    QT_TRANSLATE_NOOP("LibraryText", "The %1-move rule applies in %2 moves / %3"),
    QT_TRANSLATE_NOOP("LibraryText", "%1-move rule: %2 moves left"),
    QT_TRANSLATE_NOOP("LibraryText", "r-Mobility: current %1, accreted %2, 50-move counter %3"),
    // Adjudication (adjudication.cpp, tablebasejudge.cpp).
    QT_TRANSLATE_NOOP("LibraryText", "%1 wins by adjudication: %2"),
    QT_TRANSLATE_NOOP("LibraryText", "%1 wins by adjudication"),
    QT_TRANSLATE_NOOP("LibraryText", "Draw by adjudication: maximal game length"),
    QT_TRANSLATE_NOOP("LibraryText", "Draw by adjudication: %1"),
    QT_TRANSLATE_NOOP("LibraryText", "Draw by adjudication"),
    // Ends off the board (game.cpp, room.cpp, enginepilot.cpp).
    QT_TRANSLATE_NOOP("LibraryText", "Draw by agreement"),
    QT_TRANSLATE_NOOP("LibraryText", "%1 resigns"),
    QT_TRANSLATE_NOOP("LibraryText", "%1 loses on time (%2ms overrun)"),
    QT_TRANSLATE_NOOP("LibraryText", "%1 loses on time"),
    QT_TRANSLATE_NOOP("LibraryText", "%1's engine is gone"),
    QT_TRANSLATE_NOOP("LibraryText", "%1's engine plays an illegal move: %2"),
    QT_TRANSLATE_NOOP("LibraryText", "%1's engine %2"),
    QT_TRANSLATE_NOOP("LibraryText", "%1 disconnects: %2"),
    QT_TRANSLATE_NOOP("LibraryText", "%1 disconnects"),
    QT_TRANSLATE_NOOP("LibraryText", "%1's connection stalls"),
    QT_TRANSLATE_NOOP("LibraryText", "%1 makes an illegal move: %2"),
    QT_TRANSLATE_NOOP("LibraryText", "%1 makes an invalid draw claim"),
    QT_TRANSLATE_NOOP("LibraryText", "%1 makes an invalid result claim"),
    QT_TRANSLATE_NOOP("LibraryText", "Draw claimed: %1 left the game"),
    QT_TRANSLATE_NOOP("LibraryText", "%1 left the game"),
    QT_TRANSLATE_NOOP("LibraryText", "Both players left the game"),
};

// A pattern as a regular expression: each %n a captured part, in the order they appear.
struct CompiledPattern {
    const char* source;
    QRegularExpression regex;
    std::vector<int> numbers; // numbers[i]: the n of the i-th captured %n
};

const std::vector<CompiledPattern>& compiledPatterns() {
    static const std::vector<CompiledPattern> compiled = [] {
        static const QRegularExpression placeholder(QStringLiteral("%(\\d)"));
        std::vector<CompiledPattern> list;
        for (const char* source : Patterns) {
            const QString text = QString::fromUtf8(source);
            CompiledPattern p{source, {}, {}};
            QString regex;
            qsizetype from = 0;
            for (auto it = placeholder.globalMatch(text); it.hasNext();) {
                const QRegularExpressionMatch m = it.next();
                regex += QRegularExpression::escape(text.mid(from, m.capturedStart() - from)) +
                         QStringLiteral("(.+)");
                p.numbers.push_back(m.captured(1).toInt());
                from = m.capturedEnd();
            }
            regex += QRegularExpression::escape(text.mid(from));
            p.regex.setPattern(QRegularExpression::anchoredPattern(regex));
            list.push_back(std::move(p));
        }
        return list;
    }();
    return compiled;
}

// `translation` with each %n replaced by parts[n] (a %n the translation leaves out is dropped;
// QString::arg would renumber the rest instead).
QString fill(const QString& translation, const std::vector<QString>& parts) {
    QString out;
    for (qsizetype i = 0; i < translation.size(); ++i) {
        const QChar c = translation.at(i);
        if (c == QLatin1Char('%') && i + 1 < translation.size() &&
            translation.at(i + 1).isDigit()) {
            const size_t n = size_t(translation.at(i + 1).digitValue());
            if (n < parts.size()) {
                out += parts[n];
                ++i;
                continue;
            }
        }
        out += c;
    }
    return out;
}

} // namespace

QString translatedText(const QString& english) {
    for (const CompiledPattern& p : compiledPatterns()) {
        const QRegularExpressionMatch m = p.regex.match(english);
        if (!m.hasMatch()) continue;
        std::vector<QString> parts(10);
        for (size_t i = 0; i < p.numbers.size(); ++i)
            parts[size_t(p.numbers[i])] = translatedText(m.captured(int(i) + 1));
        return fill(QCoreApplication::translate(kLibraryTextContext, p.source), parts);
    }
    return english;
}

QString translatedText(const std::string& english) {
    return translatedText(QString::fromStdString(english));
}

QString translatedVariantDescription(const std::string& description) {
    return QCoreApplication::translate(kVariantContext, description.c_str());
}

} // namespace arbiter
