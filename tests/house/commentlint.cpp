#include "commentlint.h"

#include <QRegularExpression>
#include <vector>

namespace arbiter::house {

namespace {

struct ForbiddenPhrase {
    QRegularExpression pattern;
    QString advice;
};

const std::vector<ForbiddenPhrase>& forbiddenPhrases() {
    static const std::vector<ForbiddenPhrase> phrases = {
        {QRegularExpression(QStringLiteral("README's rule")),
         QStringLiteral("say what the rule is and cite the docs page and section")},
        {QRegularExpression(QStringLiteral("\\bits public sources?\\b")),
         QStringLiteral("name the program, its version and the file's path")},
        {QRegularExpression(QStringLiteral("\\bB[0-9]+ fix\\b")),
         QStringLiteral("say what was fixed and cite docs/r-mobility.md, \"Differences from the "
                        "fork\"")},
    };
    return phrases;
}

// The comments of a source text as one string, comment lines joined by spaces (so a phrase
// split over two lines is found), with the source line of every character.
struct CommentText {
    QString text;
    std::vector<int> lines;

    void add(QChar c, int line) {
        text.append(c);
        lines.push_back(line);
    }
};

CommentText commentText(const QString& source) {
    enum class State { Code, String, Char, LineComment, BlockComment };
    CommentText comments;
    State state = State::Code;
    int line = 1;
    for (qsizetype i = 0; i < source.size(); ++i) {
        const QChar c = source[i];
        const QChar next = i + 1 < source.size() ? source[i + 1] : QChar();
        switch (state) {
        case State::Code:
            if (c == QLatin1Char('/') && next == QLatin1Char('/')) {
                state = State::LineComment;
                ++i;
            } else if (c == QLatin1Char('/') && next == QLatin1Char('*')) {
                state = State::BlockComment;
                ++i;
            } else if (c == QLatin1Char('"')) {
                state = State::String;
            } else if (c == QLatin1Char('\'')) {
                state = State::Char;
            }
            break;
        case State::String:
        case State::Char:
            if (c == QLatin1Char('\\')) {
                ++i;
            } else if ((state == State::String && c == QLatin1Char('"')) ||
                       (state == State::Char && c == QLatin1Char('\'')) || c == QLatin1Char('\n')) {
                state = State::Code;
            }
            break;
        case State::LineComment:
            if (c == QLatin1Char('\n')) {
                comments.add(QLatin1Char(' '), line);
                state = State::Code;
            } else {
                comments.add(c, line);
            }
            break;
        case State::BlockComment:
            if (c == QLatin1Char('*') && next == QLatin1Char('/')) {
                comments.add(QLatin1Char(' '), line);
                state = State::Code;
                ++i;
            } else {
                comments.add(c == QLatin1Char('\n') ? QLatin1Char(' ') : c, line);
            }
            break;
        }
        if (c == QLatin1Char('\n')) ++line;
    }
    return comments;
}

} // namespace

QList<CommentFinding> forbiddenCitations(const QString& source) {
    const CommentText comments = commentText(source);
    QList<CommentFinding> findings;
    for (const ForbiddenPhrase& phrase : forbiddenPhrases()) {
        // A line's end, the next line's indent and its // read as spaces between two words.
        QRegularExpression pattern(
            phrase.pattern.pattern().replace(QLatin1Char(' '), QStringLiteral("\\s+")));
        for (auto it = pattern.globalMatch(comments.text); it.hasNext();) {
            const auto match = it.next();
            findings.append({comments.lines[size_t(match.capturedStart())],
                             match.captured().simplified(), phrase.advice});
        }
    }
    return findings;
}

} // namespace arbiter::house
