#include "themes.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace arbiter::gui {

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

} // namespace

const QVector<ChessTheme>& chessThemes() {
    static const QVector<ChessTheme> themes = [] {
        QVector<ChessTheme> list;
        for (const QJsonValue& v : themeFile().value(QStringLiteral("chess")).toArray()) {
            const QJsonObject o = v.toObject();
            list.push_back({o.value(QStringLiteral("name")).toString(), colour(o, "light"),
                            colour(o, "dark"), colour(o, "lastMove"), colour(o, "coordinates"),
                            colour(o, "border")});
        }
        if (list.isEmpty()) qFatal("themes.json has no chess themes");
        return list;
    }();
    return themes;
}

const QVector<XiangqiTheme>& xiangqiThemes() {
    static const QVector<XiangqiTheme> themes = [] {
        QVector<XiangqiTheme> list;
        for (const QJsonValue& v : themeFile().value(QStringLiteral("xiangqi")).toArray()) {
            const QJsonObject o = v.toObject();
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
            list.push_back(t);
        }
        if (list.isEmpty()) qFatal("themes.json has no xiangqi themes");
        return list;
    }();
    return themes;
}

const QVector<XiangqiPieceTheme>& xiangqiPieceThemes() {
    static const QVector<XiangqiPieceTheme> themes = [] {
        QVector<XiangqiPieceTheme> list;
        for (const QJsonValue& v : themeFile().value(QStringLiteral("xiangqiPieces")).toArray()) {
            const QJsonObject o = v.toObject();
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
            list.push_back(t);
        }
        if (list.isEmpty()) qFatal("themes.json has no xiangqi piece themes");
        return list;
    }();
    return themes;
}

const XiangqiPieceTheme& xiangqiPieceTheme(const QString& name) {
    for (const XiangqiPieceTheme& t : xiangqiPieceThemes())
        if (t.name == name) return t;
    return xiangqiPieceThemes().front();
}

const ChessTheme& chessTheme(const QString& name) {
    for (const ChessTheme& t : chessThemes())
        if (t.name == name) return t;
    return chessThemes().front();
}

const XiangqiTheme& xiangqiTheme(const QString& name) {
    for (const XiangqiTheme& t : xiangqiThemes())
        if (t.name == name) return t;
    return xiangqiThemes().front();
}

} // namespace arbiter::gui
