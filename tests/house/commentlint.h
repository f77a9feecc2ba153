// The citations comments must not make (docs/development.md, "House checks"): a comment cites a
// docs page and its section, or a public program with its version and the path of the file
// ("fastchess 1.8.2 app/src/matchmaking/output/output_fastchess.hpp"), so these vague forms are
// forbidden: "the README's rule" (a fork's README: say what the rule is and cite docs/), "B9
// fix" (a fix named only by its number in docs/r-mobility.md's list) and "its public
// source(s)" (which program, which version, which file).
#pragma once

#include <QList>
#include <QString>

namespace arbiter::house {

struct CommentFinding {
    int line = 0;   // from 1
    QString phrase; // the text found
    QString advice; // what to write instead
};

// The forbidden phrases in the comments of a C++ source text (line and block comments; string
// literals are not comments). A phrase may run over two comment lines.
QList<CommentFinding> forbiddenCitations(const QString& source);

} // namespace arbiter::house
