// The includes of the source tree, for the house test's layer checks: which library folders each
// folder of projects/lib/src includes (a folder includes only folders of the layers below it,
// docs/architecture.md "Layers"), and which files the programs of projects/ include (the library
// and their own, never another program's).
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace arbiter::house {

struct QuotedInclude {
    int line = 0; // from 1
    QString path; // as written between the quotes
};

// The `#include "..."` lines of a source text.
QList<QuotedInclude> quotedIncludes(const QString& text);

// One include of a library folder by another: file (relative to the library's src), its line.
struct FolderInclude {
    QString file;
    int line = 0;
    QString from;
    QString to;
};

struct LibraryIncludes {
    QStringList folders;           // the folders of the library's src, sorted
    QList<FolderInclude> includes; // of another folder, in file order
    QStringList errors;            // includes that name no library folder, as "file:line: ..."
};

// Every .h/.cpp under libSrc/<folder>/ read for its includes of other folders.
LibraryIncludes scanLibrary(const QString& libSrc);

// "file:line: a program's include of a file of another program", for every .h/.cpp of each
// program's src folder under projectsDir (cli, engine, gui, server). An include is the
// program's own when it is found beside the file, in the program's src (the GUI's also as
// gui/<path>) or in the library's src; one found only in another program's src is reported.
QStringList crossProgramIncludes(const QString& projectsDir);

// The .h/.cpp files under a folder, recursively, as absolute paths in sorted order.
QStringList sourceFiles(const QString& dir);

} // namespace arbiter::house
