#include "online/roomrules.h"

#include "board/board.h"
#include "board/variant.h"

#include <QJsonValue>
#include <QStringList>

namespace arbiter::online {

QString sideKey(Side side) {
    return side == White   ? QStringLiteral("white")
           : side == Black ? QStringLiteral("black")
                           : QString();
}

Side sideFromKey(const QString& key) {
    if (key == QLatin1String("white")) return White;
    if (key == QLatin1String("black")) return Black;
    return NoSide;
}

QString pieceLetter(Piece piece) {
    // Xiangqi's FEN letters (board/xiangqifen.cpp), upper case for Red.
    static const char letters[] = " pnbrqkac*";
    const int type = typeOf(piece) < PieceTypeCount ? typeOf(piece) : 0;
    const char c = letters[type];
    return QString(QChar::fromLatin1(sideOf(piece) == White ? char(c & ~0x20) : c));
}

bool isRedBlackVariant(const QString& variant) {
    const VariantInfo* info = findVariant(variant.toStdString());
    return info && info->family == BoardFamily::Xiangqi;
}

namespace {
const QString kVariant = QStringLiteral("variant");
const QString kFen = QStringLiteral("fen");
const QString kTimeControl = QStringLiteral("timeControl");
const QString kRated = QStringLiteral("rated");
const QString kTakeBacks = QStringLiteral("takeBacks");
const QString kDrawOffers = QStringLiteral("drawOffers");
const QString kDrawAfter = QStringLiteral("drawAfterMoves");
const QString kDrawLead = QStringLiteral("drawLead");
const QString kResignAfter = QStringLiteral("resignAfterMoves");
const QString kAnswer = QStringLiteral("answerSeconds");
const QString kGrace = QStringLiteral("graceSeconds");
const QString kFirstMove = QStringLiteral("firstMoveSeconds");

// An integer field within [low, high]; false with *error when present and not one.
bool readInt(const QJsonObject& json, const QString& key, int low, int high, int& out,
             QString* error) {
    if (!json.contains(key)) return true;
    const QJsonValue v = json.value(key);
    const double d = v.toDouble(-1e300);
    if (!v.isDouble() || d != double(qint64(d)) || d < low || d > high) {
        if (error)
            *error = QStringLiteral("settings.%1: must be a whole number from %2 to %3")
                         .arg(key)
                         .arg(low)
                         .arg(high);
        return false;
    }
    out = int(d);
    return true;
}
} // namespace

QJsonObject roomRulesJson(const RoomRules& rules) {
    QJsonObject o{{kVariant, rules.variant},
                  {kTimeControl, rules.timeControl.toString()},
                  {kRated, rules.rated},
                  {kTakeBacks, rules.limits.takeBacks},
                  {kDrawOffers, rules.limits.drawOffers},
                  {kDrawAfter, rules.limits.drawAfterMoves},
                  {kDrawLead, rules.limits.drawLead},
                  {kResignAfter, rules.limits.resignAfterMoves},
                  {kAnswer, int(rules.answerMs / 1000)},
                  {kGrace, int(rules.graceMs / 1000)},
                  {kFirstMove, int(rules.firstMoveMs / 1000)},
                  {QStringLiteral("redBlack"), isRedBlackVariant(rules.variant)}};
    if (!rules.startFen.isEmpty()) o[kFen] = rules.startFen;
    return o;
}

bool parseRoomRules(const QJsonObject& json, RoomRules& out, QString* error) {
    static const QStringList known{kVariant,     kFen,        kTimeControl, kRated,
                                   kTakeBacks,   kDrawOffers, kDrawAfter,   kDrawLead,
                                   kResignAfter, kAnswer,     kGrace,       kFirstMove};
    const auto fail = [error](const QString& why) {
        if (error) *error = why;
        return false;
    };
    for (auto it = json.begin(); it != json.end(); ++it)
        if (!known.contains(it.key()) && it.key() != QLatin1String("redBlack")) // written, not read
            return fail(QStringLiteral("settings.%1: unknown setting").arg(it.key()));
    RoomRules rules = out;
    if (json.contains(kVariant)) {
        const QJsonValue v = json.value(kVariant);
        const VariantInfo* info = v.isString() ? findVariant(v.toString().toStdString()) : nullptr;
        if (!info)
            return fail(QStringLiteral("settings.variant: '%1' is not a variant")
                            .arg(v.isString() ? v.toString() : QStringLiteral("(not text)")));
        rules.variant = QString::fromStdString(info->name);
        rules.startFen.clear();
    }
    if (json.contains(kFen)) {
        const QJsonValue v = json.value(kFen);
        if (!v.isString()) return fail(QStringLiteral("settings.fen: must be text"));
        rules.startFen = v.toString().trimmed();
    }
    if (!rules.startFen.isEmpty()) {
        std::unique_ptr<Board> board = createBoard(rules.variant.toStdString());
        std::string why;
        if (!board->setFen(rules.startFen.toStdString(), &why))
            return fail(QStringLiteral("settings.fen: ") + QString::fromStdString(why));
    }
    if (json.contains(kTimeControl)) {
        const QJsonValue v = json.value(kTimeControl);
        QString why;
        if (!v.isString() || !RoomTimeControl::parse(v.toString(), rules.timeControl, &why))
            return fail(QStringLiteral("settings.timeControl: ") +
                        (v.isString() ? why : QStringLiteral("must be text such as \"300+2\"")));
    }
    if (json.contains(kRated)) {
        if (!json.value(kRated).isBool())
            return fail(QStringLiteral("settings.rated: must be true or false"));
        rules.rated = json.value(kRated).toBool();
    }
    RequestLimits& l = rules.limits;
    int answer = int(rules.answerMs / 1000), grace = int(rules.graceMs / 1000),
        first = int(rules.firstMoveMs / 1000);
    if (!readInt(json, kTakeBacks, 0, 99, l.takeBacks, error) ||
        !readInt(json, kDrawOffers, 0, 99, l.drawOffers, error) ||
        !readInt(json, kDrawAfter, 0, 999, l.drawAfterMoves, error) ||
        !readInt(json, kDrawLead, 1, 99, l.drawLead, error) ||
        !readInt(json, kResignAfter, 0, 999, l.resignAfterMoves, error) ||
        !readInt(json, kAnswer, 1, 300, answer, error) ||
        !readInt(json, kGrace, 5, 3600, grace, error) ||
        !readInt(json, kFirstMove, 0, 3600, first, error))
        return false;
    rules.answerMs = int64_t(answer) * 1000;
    rules.graceMs = int64_t(grace) * 1000;
    rules.firstMoveMs = int64_t(first) * 1000;
    out = rules;
    return true;
}

} // namespace arbiter::online
