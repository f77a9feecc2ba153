#include "architecturedoc.h"

#include <QRegularExpression>

namespace arbiter::house {

namespace {

const QString kOrderMarker = QStringLiteral("from the top:");
const QString kTableHeader = QStringLiteral("| folder | includes |");

// The text from `from` up to the first '.' outside backticks (the end of the sentence).
QString sentenceFrom(const QString& text, qsizetype from) {
    bool quoted = false;
    for (qsizetype i = from; i < text.size(); ++i) {
        if (text[i] == QLatin1Char('`')) quoted = !quoted;
        if (text[i] == QLatin1Char('.') && !quoted) return text.mid(from, i - from);
    }
    return {};
}

// One item of the order, "`name`", as its name; empty when it is anything else.
QString backtickedName(const QString& item) {
    static const QRegularExpression name(QStringLiteral("^`([a-z0-9_]+)`$"));
    const auto match = name.match(item.trimmed());
    return match.hasMatch() ? match.captured(1) : QString();
}

QString parseOrder(const QString& markdown, QList<QStringList>& layers) {
    const qsizetype at = markdown.indexOf(kOrderMarker);
    if (at < 0) return QStringLiteral("no sentence with \"%1\"").arg(kOrderMarker);
    QString sentence = sentenceFrom(markdown, at + kOrderMarker.size());
    sentence.replace(QLatin1Char('\n'), QLatin1Char(' '));
    for (const QString& layerText : sentence.split(QLatin1Char(';'))) {
        QStringList layer;
        for (const QString& item : layerText.split(QLatin1Char(','))) {
            const QString name = backtickedName(item);
            if (name.isEmpty())
                return QStringLiteral("the layer order names \"%1\", not a `folder`")
                    .arg(item.trimmed());
            layer.append(name);
        }
        layers.append(layer);
    }
    return {};
}

// The folders a table cell names: its backticked names outside parentheses (the parentheses
// say which files, "(only `rejudge`, ...)"); "nothing else of the library" names none.
QSet<QString> cellFolders(QString cell) {
    static const QRegularExpression parenthesized(QStringLiteral("\\([^)]*\\)"));
    static const QRegularExpression name(QStringLiteral("`([a-z0-9_]+)`"));
    cell.remove(parenthesized);
    QSet<QString> folders;
    for (auto it = name.globalMatch(cell); it.hasNext();) folders.insert(it.next().captured(1));
    return folders;
}

QString parseTable(const QString& markdown, QMap<QString, QSet<QString>>& includes) {
    const qsizetype at = markdown.indexOf(kTableHeader);
    if (at < 0) return QStringLiteral("no table with the header \"%1\"").arg(kTableHeader);
    const QStringList lines = markdown.mid(at).split(QLatin1Char('\n'));
    for (qsizetype i = 2; i < lines.size() && lines[i].startsWith(QLatin1Char('|')); ++i) {
        const QStringList cells = lines[i].split(QLatin1Char('|'));
        const QString folder = cells.size() >= 4 ? backtickedName(cells[1]) : QString();
        if (folder.isEmpty())
            return QStringLiteral("the includes table has a row without a `folder`: %1")
                .arg(lines[i]);
        includes.insert(folder, cellFolders(cells[2]));
    }
    return {};
}

} // namespace

int ArchitectureLayers::layerOf(const QString& folder) const {
    for (qsizetype i = 0; i < layers.size(); ++i)
        if (layers[i].contains(folder)) return int(i);
    return -1;
}

ArchitectureLayers parseArchitectureLayers(const QString& markdown) {
    ArchitectureLayers doc;
    doc.error = parseOrder(markdown, doc.layers);
    if (doc.error.isEmpty()) doc.error = parseTable(markdown, doc.includes);
    return doc;
}

} // namespace arbiter::house
