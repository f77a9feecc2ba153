// What docs/architecture.md's "Layers" section states about the library's folders, read from
// the page itself so that the page is the one source the house test checks the code against:
// the layer order ("from the top: `session`; `description`; ...": layers separated by ';',
// the folders of one layer by ',') and the table of what each folder includes today.
#pragma once

#include <QMap>
#include <QSet>
#include <QString>
#include <QStringList>

namespace arbiter::house {

struct ArchitectureLayers {
    QList<QStringList> layers;             // from the top
    QMap<QString, QSet<QString>> includes; // the table: folder -> folders it includes
    QString error;                         // what could not be read, empty when all was

    // The index of the folder's layer, counted from the top; -1 when no layer names it.
    int layerOf(const QString& folder) const;
};

ArchitectureLayers parseArchitectureLayers(const QString& markdown);

} // namespace arbiter::house
