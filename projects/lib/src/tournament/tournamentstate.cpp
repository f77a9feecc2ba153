#include "tournament/tournamentstate.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <cmath>

namespace arbiter {

namespace {

const char* const kFormatName = "arbiter-tournament-state";

using T = GameResult::Termination;
struct TerminationName {
    T termination;
    const char* name;
};
constexpr TerminationName kTerminationNames[] = {
    {T::Unterminated, "unterminated"},
    {T::Normal, "normal"},
    {T::Adjudication, "adjudication"},
    {T::TimeForfeit, "time-forfeit"},
    {T::IllegalMove, "illegal-move"},
    {T::Disconnection, "disconnection"},
    {T::StalledConnection, "stalled-connection"},
    {T::Resignation, "resignation"},
    {T::Agreement, "agreement"},
};

using W = GameResult::Winner;
struct WinnerName {
    W winner;
    const char* name;
};
constexpr WinnerName kWinnerNames[] = {
    {W::None, "none"}, {W::White, "white"}, {W::Black, "black"}, {W::Draw, "draw"}};

QJsonObject resultToJson(const GameResult& r) {
    QJsonObject o;
    for (const WinnerName& w : kWinnerNames)
        if (w.winner == r.winner()) o[QStringLiteral("winner")] = QString::fromLatin1(w.name);
    o[QStringLiteral("termination")] = terminationName(r.termination());
    o[QStringLiteral("reason")] = QString::fromStdString(r.reason());
    o[QStringLiteral("display")] = QString::fromStdString(r.displayText());
    o[QStringLiteral("fractional")] = r.hasFractionalScore();
    o[QStringLiteral("whiteScore")] = r.scoreFor(White);
    o[QStringLiteral("blackScore")] = r.scoreFor(Black);
    return o;
}

// Reads fields of one JSON object, remembering the first problem with its place.
class FieldReader {
public:
    FieldReader(const QJsonObject& object, QString place, QString* error)
        : m_object(object), m_place(std::move(place)), m_error(error) {}

    int integer(const char* key) {
        const QJsonValue v = m_object.value(QLatin1String(key));
        const double d = v.toDouble(std::nan(""));
        if (!v.isDouble() || d != std::floor(d)) fail(key, "is missing or not a whole number");
        return ok() ? int(d) : 0;
    }
    double number(const char* key) {
        const QJsonValue v = m_object.value(QLatin1String(key));
        if (!v.isDouble()) fail(key, "is missing or not a number");
        return v.toDouble();
    }
    bool boolean(const char* key) {
        const QJsonValue v = m_object.value(QLatin1String(key));
        if (!v.isBool()) fail(key, "is missing or not true/false");
        return v.toBool();
    }
    QString string(const char* key, bool optional = false) {
        const QJsonValue v = m_object.value(QLatin1String(key));
        if (optional && v.isUndefined()) return {};
        if (!v.isString()) fail(key, "is missing or not a string");
        return v.toString();
    }
    QJsonObject object(const char* key) {
        const QJsonValue v = m_object.value(QLatin1String(key));
        if (!v.isObject()) fail(key, "is missing or not an object");
        return v.toObject();
    }
    void fail(const char* key, const char* problem) {
        if (ok())
            *m_error = QStringLiteral("%1'%2' %3")
                           .arg(m_place, QLatin1String(key), QLatin1String(problem));
    }
    void failWith(const QString& message) {
        if (ok()) *m_error = m_place + message;
    }
    bool ok() const { return m_error->isEmpty(); }

private:
    QJsonObject m_object;
    QString m_place;
    QString* m_error;
};

bool resultFromJson(const QJsonObject& o, const QString& place, GameResult* result,
                    QString* error) {
    FieldReader read(o, place, error);
    const QString winnerText = read.string("winner");
    const QString terminationText = read.string("termination");
    const QString reason = read.string("reason");
    const QString display = read.string("display");
    const bool fractional = read.boolean("fractional");
    const double whiteScore = read.number("whiteScore");
    if (!read.ok()) return false;
    const WinnerName* winner = nullptr;
    for (const WinnerName& w : kWinnerNames)
        if (winnerText == QLatin1String(w.name)) winner = &w;
    T termination;
    if (!winner)
        read.failWith(QStringLiteral("unknown winner '%1'").arg(winnerText));
    else if (!terminationFromName(terminationText, &termination))
        read.failWith(QStringLiteral("unknown termination '%1'").arg(terminationText));
    else if (fractional && !(whiteScore >= 0.0 && whiteScore <= 1.0))
        read.failWith(QStringLiteral("whiteScore %1 is not in [0, 1]").arg(whiteScore));
    if (!read.ok()) return false;
    *result = GameResult(winner->winner, termination, reason.toStdString());
    if (fractional) result->setScore(display.toStdString(), whiteScore);
    return true;
}

bool gameFromJson(const QJsonValue& value, int index, GameRecord* record, QString* error) {
    const QString place = QStringLiteral("games[%1]: ").arg(index);
    if (!value.isObject()) {
        *error = place + QStringLiteral("not an object");
        return false;
    }
    FieldReader read(value.toObject(), place, error);
    ScheduledGame& g = record->game;
    g.number = read.integer("number");
    g.round = read.integer("round");
    g.whitePlayer = read.integer("white");
    g.blackPlayer = read.integer("black");
    g.openingIndex = read.integer("opening");
    g.pairIndex = read.integer("pair");
    record->scheduledAfter = read.integer("scheduledAfter");
    record->finished = read.boolean("finished");
    if (!read.ok()) return false;
    if (g.number != index + 1) {
        read.failWith(
            QStringLiteral("game number %1 where %2 was expected").arg(g.number).arg(index + 1));
        return false;
    }
    if (!record->finished) return true;
    record->finishOrder = read.integer("finishOrder");
    record->pgnWritten = read.boolean("pgnWritten");
    record->pgn = read.string("pgn", true);
    const QJsonObject result = read.object("result");
    if (!read.ok()) return false;
    return resultFromJson(result, place + QStringLiteral("result: "), &record->result, error);
}

} // namespace

QString terminationName(GameResult::Termination termination) {
    for (const TerminationName& t : kTerminationNames)
        if (t.termination == termination) return QString::fromLatin1(t.name);
    return {};
}

bool terminationFromName(const QString& name, GameResult::Termination* termination) {
    for (const TerminationName& t : kTerminationNames)
        if (name == QLatin1String(t.name)) {
            *termination = t.termination;
            return true;
        }
    return false;
}

int TournamentState::finishedGames() const {
    int count = 0;
    for (const GameRecord& r : games) count += r.finished ? 1 : 0;
    return count;
}

QByteArray TournamentState::toJson() const {
    QJsonArray gameArray;
    for (const GameRecord& r : games) {
        QJsonObject o;
        o[QStringLiteral("number")] = r.game.number;
        o[QStringLiteral("round")] = r.game.round;
        o[QStringLiteral("white")] = r.game.whitePlayer;
        o[QStringLiteral("black")] = r.game.blackPlayer;
        o[QStringLiteral("opening")] = r.game.openingIndex;
        o[QStringLiteral("pair")] = r.game.pairIndex;
        o[QStringLiteral("scheduledAfter")] = r.scheduledAfter;
        o[QStringLiteral("finished")] = r.finished;
        if (r.finished) {
            o[QStringLiteral("finishOrder")] = r.finishOrder;
            o[QStringLiteral("result")] = resultToJson(r.result);
            o[QStringLiteral("pgnWritten")] = r.pgnWritten;
            if (!r.pgnWritten && !r.pgn.isEmpty()) o[QStringLiteral("pgn")] = r.pgn;
        }
        gameArray.append(o);
    }
    QJsonObject root;
    root[QStringLiteral("format")] = QLatin1String(kFormatName);
    root[QStringLiteral("version")] = kVersion;
    root[QStringLiteral("commandLine")] = QJsonArray::fromStringList(commandLine);
    root[QStringLiteral("seed")] = QString::number(seed);
    root[QStringLiteral("complete")] = complete;
    root[QStringLiteral("games")] = gameArray;
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

bool TournamentState::fromJson(const QByteArray& json, const QString& origin,
                               TournamentState* state, QString* error) {
    const QString prefix =
        QStringLiteral("'%1' is not a valid tournament state file: ").arg(origin);
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        *error = prefix + QStringLiteral("JSON error at offset %1: %2")
                              .arg(parseError.offset)
                              .arg(parseError.errorString());
        return false;
    }
    if (!doc.isObject() ||
        doc.object().value(QStringLiteral("format")).toString() != QLatin1String(kFormatName)) {
        *error = prefix + QStringLiteral("no \"format\": \"%1\" entry").arg(kFormatName);
        return false;
    }
    const QJsonObject root = doc.object();
    QString problem;
    FieldReader read(root, QString(), &problem);
    const int version = read.integer("version");
    if (read.ok() && version != kVersion)
        read.failWith(QStringLiteral("version %1 is not supported (this is version %2)")
                          .arg(version)
                          .arg(kVersion));
    TournamentState s;
    bool seedOk = false;
    const QString seedText = read.string("seed");
    if (read.ok()) s.seed = seedText.toULongLong(&seedOk);
    if (read.ok() && !seedOk)
        read.failWith(QStringLiteral("'seed' is not a number: '%1'").arg(seedText));
    s.complete = read.boolean("complete");
    const QJsonValue commandLine = root.value(QStringLiteral("commandLine"));
    if (read.ok() && !commandLine.isArray()) read.fail("commandLine", "is missing or not an array");
    const QJsonValue gameValues = root.value(QStringLiteral("games"));
    if (read.ok() && !gameValues.isArray()) read.fail("games", "is missing or not an array");
    if (!read.ok()) {
        *error = prefix + problem;
        return false;
    }
    for (const QJsonValue& arg : commandLine.toArray()) s.commandLine << arg.toString();
    const QJsonArray games = gameValues.toArray();
    for (int i = 0; i < games.size(); ++i) {
        GameRecord record;
        if (!gameFromJson(games[i], i, &record, &problem)) {
            *error = prefix + problem;
            return false;
        }
        s.games.append(record);
    }
    *state = s;
    return true;
}

bool TournamentState::save(const QString& fileName, QString* error) const {
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly)) {
        *error =
            QStringLiteral("cannot write state file '%1': %2").arg(fileName, file.errorString());
        return false;
    }
    file.write(toJson());
    if (!file.commit()) {
        *error =
            QStringLiteral("cannot write state file '%1': %2").arg(fileName, file.errorString());
        return false;
    }
    return true;
}

bool TournamentState::load(const QString& fileName, TournamentState* state, QString* error) {
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly)) {
        *error =
            QStringLiteral("cannot open state file '%1': %2").arg(fileName, file.errorString());
        return false;
    }
    return fromJson(file.readAll(), fileName, state, error);
}

} // namespace arbiter
