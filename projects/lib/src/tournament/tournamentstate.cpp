#include "tournament/tournamentstate.h"

#include "io/savefile.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <limits>
#include <string>
#include <vector>

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

// Writes the state file's JSON text directly, in the layout QJsonDocument::Indented gives (four
// spaces, keys sorted). The state is saved after every game: building it through QJsonObject
// and QJsonDocument, a map per record and then the document, cost about 100k instructions per
// game handed out so far at every save.
class JsonText {
public:
    // `depth`: the nesting level the text starts at (a fragment inside a larger document).
    explicit JsonText(int depth = 0) : m_baseDepth(depth) {}

    std::string& text() { return m_out; }

    void beginObject() { open('{'); }
    void endObject() { close('}'); }
    void beginArray() { open('['); }
    void endArray() { close(']'); }

    // The next member's key (keys must come in sorted order).
    void key(const char* name) {
        separate();
        m_out += '"';
        m_out += name;
        m_out += "\": ";
        m_afterKey = true;
    }

    void value(int v) {
        separate();
        char buffer[16];
        m_out.append(buffer, std::to_chars(buffer, buffer + sizeof buffer, v).ptr);
    }
    void value(bool v) {
        separate();
        m_out += v ? "true" : "false";
    }
    void value(double v) {
        separate();
        char buffer[32];
        // Shortest text that reads back as the same double, as QJsonDocument writes numbers.
        m_out.append(buffer, std::to_chars(buffer, buffer + sizeof buffer, v).ptr);
    }
    void value(std::string_view utf8) {
        separate();
        quoted(utf8);
    }
    void value(const char* utf8) { value(std::string_view(utf8)); } // not value(bool)
    void value(const QString& text) {
        const QByteArray utf8 = text.toUtf8();
        value(std::string_view(utf8.constData(), size_t(utf8.size())));
    }

    // Before a value or key: the comma and line break, unless the value follows its key.
    void separate() {
        if (m_afterKey) {
            m_afterKey = false;
            return;
        }
        if (m_first.empty()) return;
        if (!m_first.back()) m_out += ',';
        m_first.back() = false;
        newline();
    }

private:
    void open(char bracket) {
        separate();
        m_out += bracket;
        m_first.push_back(true);
    }
    // QJsonDocument closes empty and filled containers alike: a line break, then the bracket
    // at the container's own indentation.
    void close(char bracket) {
        m_first.pop_back();
        newline();
        m_out += bracket;
    }
    void newline() {
        m_out += '\n';
        m_out.append(size_t(m_baseDepth + int(m_first.size())) * 4, ' ');
    }
    void quoted(std::string_view utf8) {
        m_out += '"';
        for (const char c : utf8) {
            switch (c) {
            case '"': m_out += "\\\""; break;
            case '\\': m_out += "\\\\"; break;
            case '\b': m_out += "\\b"; break;
            case '\f': m_out += "\\f"; break;
            case '\n': m_out += "\\n"; break;
            case '\r': m_out += "\\r"; break;
            case '\t': m_out += "\\t"; break;
            default:
                if (static_cast<unsigned char>(c) < 0x20) {
                    char escaped[8];
                    std::snprintf(escaped, sizeof escaped, "\\u%04x", unsigned(c));
                    m_out += escaped;
                } else {
                    m_out += c;
                }
            }
        }
        m_out += '"';
    }

    std::string m_out;
    int m_baseDepth = 0;
    std::vector<bool> m_first; // per open container: no element written yet
    bool m_afterKey = false;
};

const char* winnerName(W winner) {
    for (const WinnerName& w : kWinnerNames)
        if (w.winner == winner) return w.name;
    return "none";
}

void writeResult(JsonText& json, const GameResult& r) {
    json.beginObject();
    json.key("blackScore");
    json.value(r.scoreFor(Black));
    json.key("display");
    json.value(r.displayText());
    json.key("fractional");
    json.value(r.hasFractionalScore());
    json.key("reason");
    json.value(r.reason());
    json.key("termination");
    json.value(terminationName(r.termination()));
    json.key("whiteScore");
    json.value(r.scoreFor(White));
    json.key("winner");
    json.value(winnerName(r.winner()));
    json.endObject();
}

void writeGame(JsonText& json, const GameRecord& r) {
    json.beginObject();
    json.key("black");
    json.value(r.game.blackPlayer);
    if (r.finished) {
        json.key("finishOrder");
        json.value(r.finishOrder);
    }
    json.key("finished");
    json.value(r.finished);
    json.key("number");
    json.value(r.game.number);
    json.key("opening");
    json.value(r.game.openingIndex);
    json.key("pair");
    json.value(r.game.pairIndex);
    if (r.finished) {
        if (!r.pgnWritten && !r.pgn.isEmpty()) {
            json.key("pgn");
            json.value(r.pgn);
        }
        json.key("pgnWritten");
        json.value(r.pgnWritten);
        json.key("result");
        writeResult(json, r.result);
    }
    json.key("round");
    json.value(r.game.round);
    json.key("scheduledAfter");
    json.value(r.scheduledAfter);
    json.key("white");
    json.value(r.game.whitePlayer);
    json.endObject();
}

// Reads fields of one JSON object, remembering the first problem with its place.
class FieldReader {
public:
    FieldReader(const QJsonObject& object, QString place, QString* error)
        : m_object(object), m_place(std::move(place)), m_error(error) {}

    int integer(const char* key) {
        const QJsonValue v = m_object.value(QLatin1String(key));
        const double d = v.toDouble(std::nan(""));
        // (An int cannot hold every whole double: converting one outside its range is undefined.)
        if (!v.isDouble() || d != std::floor(d) || d < std::numeric_limits<int>::min() ||
            d > std::numeric_limits<int>::max())
            fail(key, "is missing or not a whole number");
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

std::string TournamentState::gameJson(const GameRecord& record) {
    JsonText json(2); // an element of "games"
    writeGame(json, record);
    return std::move(json.text());
}

QByteArray TournamentState::assembleJson(const QStringList& commandLine, std::uint64_t seed,
                                         bool complete,
                                         const std::vector<std::string_view>& games) {
    JsonText json;
    json.beginObject();
    json.key("commandLine");
    json.beginArray();
    for (const QString& argument : commandLine) json.value(argument);
    json.endArray();
    json.key("complete");
    json.value(complete);
    json.key("format");
    json.value(kFormatName);
    json.key("games");
    json.beginArray();
    size_t size = json.text().size();
    for (std::string_view game : games) size += game.size() + 16;
    json.text().reserve(size + 64);
    for (std::string_view game : games) {
        json.separate();
        json.text() += game;
    }
    json.endArray();
    json.key("seed");
    json.value(QString::number(seed));
    json.key("version");
    json.value(kVersion);
    json.endObject();
    json.text() += '\n';
    return QByteArray(json.text().data(), qsizetype(json.text().size()));
}

QByteArray TournamentState::toJson() const {
    std::vector<std::string> texts;
    texts.reserve(size_t(games.size()));
    for (const GameRecord& r : games) texts.push_back(gameJson(r));
    return assembleJson(commandLine, seed, complete, {texts.begin(), texts.end()});
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
    return saveJson(fileName, toJson(), error);
}

bool TournamentState::saveJson(const QString& fileName, const QByteArray& json, QString* error) {
    // Atomic and checked: a full disk leaves the previous state file whole.
    QString why;
    if (saveFileAtomically(fileName, json, &why)) return true;
    *error = QStringLiteral("cannot write state file '%1': %2").arg(fileName, why);
    return false;
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
