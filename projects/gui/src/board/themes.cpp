#include "gui/board/themes.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace arbiter::gui {

namespace {
// The names of themes.json's themes and of the piece sets (piecesets.cpp), for lupdate: the
// JSON file is data that lupdate does not read. A theme added there without a line here keeps
// its English name in every language.
[[maybe_unused]] const char* const ShownNames[] = {
    QT_TRANSLATE_NOOP("Theme", "Walnut"),    QT_TRANSLATE_NOOP("Theme", "Meadow"),
    QT_TRANSLATE_NOOP("Theme", "Harbour"),   QT_TRANSLATE_NOOP("Theme", "Slate"),
    QT_TRANSLATE_NOOP("Theme", "White oak"), QT_TRANSLATE_NOOP("Theme", "Dark oak"),
    QT_TRANSLATE_NOOP("Theme", "Simple"),    QT_TRANSLATE_NOOP("Theme", "Wood"),
    QT_TRANSLATE_NOOP("Theme", "Shaded 3D"), QT_TRANSLATE_NOOP("Theme", "Classic"),
    QT_TRANSLATE_NOOP("Theme", "Block"),     QT_TRANSLATE_NOOP("Theme", "Letters"),
};
} // namespace

QString shownThemeName(const QString& name) {
    return QCoreApplication::translate("Theme", name.toUtf8().constData());
}

namespace {

QJsonObject themeFile() {
    QFile file(QStringLiteral(":/themes.json"));
    if (!file.open(QIODevice::ReadOnly)) qFatal("the GUI resources lack themes.json");
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &error);
    if (doc.isNull()) qFatal("themes.json: %s", qPrintable(error.errorString()));
    return doc.object();
}

QColor colour(const QJsonObject& o, const char* key) {
    return QColor(o.value(QLatin1String(key)).toString());
}

// The themes of one section of themes.json, each object read by `read`; a section without
// themes is a broken resource.
template <typename Theme, typename Read> QVector<Theme> readThemes(const char* section, Read read) {
    QVector<Theme> list;
    for (const QJsonValue& v : themeFile().value(QLatin1String(section)).toArray())
        list.push_back(read(v.toObject()));
    if (list.isEmpty()) qFatal("themes.json has no \"%s\" themes", section);
    return list;
}

// The theme called `name`, or the first one.
template <typename Theme> const Theme& named(const QVector<Theme>& themes, const QString& name) {
    for (const Theme& t : themes)
        if (t.name == name) return t;
    return themes.front();
}

} // namespace

const QVector<ChessTheme>& chessThemes() {
    static const QVector<ChessTheme> themes =
        readThemes<ChessTheme>("chess", [](const QJsonObject& o) {
            return ChessTheme{o.value(QStringLiteral("name")).toString(),
                              colour(o, "light"),
                              colour(o, "dark"),
                              colour(o, "lastMove"),
                              colour(o, "coordinates"),
                              colour(o, "border")};
        });
    return themes;
}

const QVector<XiangqiTheme>& xiangqiThemes() {
    static const QVector<XiangqiTheme> themes =
        readThemes<XiangqiTheme>("xiangqi", [](const QJsonObject& o) {
            XiangqiTheme t;
            t.name = o.value(QStringLiteral("name")).toString();
            t.background = colour(o, "background");
            t.backgroundDark = colour(o, "backgroundDark");
            t.border = colour(o, "border");
            t.lines = colour(o, "lines");
            t.river = colour(o, "river");
            t.lastMove = colour(o, "lastMove");
            t.dots = colour(o, "dots");
            t.grain = o.value(QStringLiteral("grain")).toBool();
            return t;
        });
    return themes;
}

const QVector<XiangqiPieceTheme>& xiangqiPieceThemes() {
    static const QVector<XiangqiPieceTheme> themes =
        readThemes<XiangqiPieceTheme>("xiangqiPieces", [](const QJsonObject& o) {
            XiangqiPieceTheme t;
            t.name = o.value(QStringLiteral("name")).toString();
            const QString look = o.value(QStringLiteral("look")).toString();
            t.look = look == QLatin1String("wood") ? XiangqiPieceTheme::Look::Wood
                     : look == QLatin1String("3d") ? XiangqiPieceTheme::Look::Shaded3D
                                                   : XiangqiPieceTheme::Look::Flat;
            t.face = colour(o, "face");
            t.faceDark = colour(o, "faceDark");
            t.rim = colour(o, "rim");
            t.side = colour(o, "side");
            t.red = colour(o, "red");
            t.black = colour(o, "black");
            return t;
        });
    return themes;
}

const ChessTheme& chessTheme(const QString& name) {
    return named(chessThemes(), name);
}

const XiangqiTheme& xiangqiTheme(const QString& name) {
    return named(xiangqiThemes(), name);
}

const XiangqiPieceTheme& xiangqiPieceTheme(const QString& name) {
    return named(xiangqiPieceThemes(), name);
}

} // namespace arbiter::gui
