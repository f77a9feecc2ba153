// The words of fastchess's engine setting args= (docs/cli.md "fastchess dialect"), split as
// fastchess 1.8 splits them before it starts the engine, so the engine gets the same argv.
// fastchess uses the small argv_split library it bundles (github.com/bitmeal/argv_split), whose
// rules are not a shell's:
//   - only the space character separates words (a tab belongs to the word); several spaces
//     make no empty word;
//   - a ' or " not preceded by a backslash opens a quoted part, which the next same quote not
//     preceded by a backslash closes (or the end of the text: an unclosed quote runs to the
//     end). Inside it the other quote and every backslash are kept as they are; backslashes
//     are never removed, anywhere (`\"a b\"` gives `\"a` and `b\"`);
//   - the quoted part's word is the text from the last space before it, the quoted text and
//     the text after it up to the next space (`x"a b"y` gives `xa by`), taken as it is (a quote
//     there opens nothing); when no space follows, the text's last character is left out
//     (`'a'"b"` gives `a"b`, `x"a b"yz` gives `xa by`);
//   - an empty quoted part drops its word (`pre"" post` gives `post`).
#pragma once

#include <QString>
#include <QStringList>

namespace arbiter::cli {

QStringList splitFastchessArguments(const QString& text);

} // namespace arbiter::cli
