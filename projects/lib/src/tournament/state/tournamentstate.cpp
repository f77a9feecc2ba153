#include "tournament/state/tournamentstate.h"

#include "io/boundedline.h"
#include "io/plainfile.h"
#include "io/savefile.h"

#include <QBuffer>
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

// Writes one compact JSON object (no line break inside: strings escape theirs), directly: a
// state line is written for every game event, and building it through QJsonObject and
// QJsonDocument costs several times as much.
class JsonLine {
public:
    std::string& text() { return m_out; }

    void beginObject() { open('{'); }
    void endObject() { close('}'); }
    void beginArray() { open('['); }
    void endArray() { close(']'); }

    void key(const char* name) {
        separate();
        m_out += '"';
        m_out += name;
        m_out += "\":";
        m_afterKey = true;
    }

    // "name":value
    template <class T> void field(const char* name, const T& v) {
        key(name);
        value(v);
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
        // Shortest text that reads back as the same double.
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

    // The finished object as one line.
    std::string line() {
        m_out += '\n';
        return std::move(m_out);
    }

private:
    // Before a value or key: the comma, unless the value follows its key or comes first.
    void separate() {
        if (m_afterKey) {
            m_afterKey = false;
            return;
        }
        if (m_first.empty()) return;
        if (!m_first.back()) m_out += ',';
        m_first.back() = false;
    }
    void open(char bracket) {
        separate();
        m_out += bracket;
        m_first.push_back(true);
    }
    void close(char bracket) {
        m_first.pop_back();
        m_out += bracket;
    }
    void quoted(std::string_view utf8) {
        m_out += '"';
        // Copied in runs up to the next character to escape: a finished game's line holds its
        // whole PGN (the write-ahead record), a few kilobytes with a line break every 80 or so.
        size_t run = 0;
        for (size_t i = 0; i < utf8.size(); ++i) {
            const char c = utf8[i];
            if (c != '"' && c != '\\' && static_cast<unsigned char>(c) >= 0x20) continue;
            m_out.append(utf8.data() + run, i - run);
            run = i + 1;
            switch (c) {
            case '"': m_out += "\\\""; break;
            case '\\': m_out += "\\\\"; break;
            case '\b': m_out += "\\b"; break;
            case '\f': m_out += "\\f"; break;
            case '\n': m_out += "\\n"; break;
            case '\r': m_out += "\\r"; break;
            case '\t': m_out += "\\t"; break;
            default: {
                char escaped[8];
                std::snprintf(escaped, sizeof escaped, "\\u%04x", unsigned(c));
                m_out += escaped;
            }
            }
        }
        m_out.append(utf8.data() + run, utf8.size() - run);
        m_out += '"';
    }

    std::string m_out;
    std::vector<bool> m_first; // per open container: no element written yet
    bool m_afterKey = false;
};

const char* winnerName(W winner) {
    for (const WinnerName& w : kWinnerNames)
        if (w.winner == winner) return w.name;
    return "none";
}

void writeResult(JsonLine& json, const GameResult& r) {
    json.beginObject();
    json.field("winner", winnerName(r.winner()));
    json.field("termination", terminationName(r.termination()));
    json.field("reason", r.reason());
    json.field("display", r.displayText());
    json.field("fractional", r.hasFractionalScore());
    json.field("whiteScore", r.scoreFor(White));
    json.field("blackScore", r.scoreFor(Black));
    if (!r.scoreBasis().empty()) json.field("scoreBasis", r.scoreBasis());
    json.endObject();
}

// {"event":"<event>","number":N
void beginEvent(JsonLine& json, const char* event, int number) {
    json.beginObject();
    json.field("event", event);
    json.field("number", number);
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
    const QString scoreBasis = read.string("scoreBasis", true); // since komi games kept theirs
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
    result->setScoreBasis(scoreBasis.toStdString());
    return true;
}

// The schedule entry of a version 1 record or a "started" line.
void readSchedule(FieldReader& read, GameRecord* record) {
    ScheduledGame& g = record->game;
    g.number = read.integer("number");
    g.round = read.integer("round");
    g.whitePlayer = read.integer("white");
    g.blackPlayer = read.integer("black");
    g.openingIndex = read.integer("opening");
    g.pairIndex = read.integer("pair");
    record->scheduledAfter = read.integer("scheduledAfter");
}

// The finish order, result and PGN text of a version 1 record or a "finished" line.
bool readFinish(FieldReader& read, const QString& place, GameRecord* record, QString* error) {
    const int finishOrder = read.integer("finishOrder");
    const QString pgn = read.string("pgn", true);
    const QString epd = read.string("epd", true);
    const QJsonObject resultObject = read.object("result");
    GameResult result;
    if (!read.ok() ||
        !resultFromJson(resultObject, place + QStringLiteral("result: "), &result, error))
        return false;
    record->finished = true;
    record->finishOrder = finishOrder;
    record->result = result;
    record->pgn = pgn;
    record->pgnWritten = false;
    record->epd = epd;
    return true;
}

bool gameFromJson(const QJsonValue& value, int index, GameRecord* record, QString* error) {
    const QString place = QStringLiteral("games[%1]: ").arg(index);
    if (!value.isObject()) {
        *error = place + QStringLiteral("not an object");
        return false;
    }
    FieldReader read(value.toObject(), place, error);
    readSchedule(read, record);
    const bool finished = read.boolean("finished");
    if (!read.ok()) return false;
    if (record->game.number != index + 1) {
        read.failWith(QStringLiteral("game number %1 where %2 was expected")
                          .arg(record->game.number)
                          .arg(index + 1));
        return false;
    }
    if (!finished) return true;
    const bool pgnWritten = read.boolean("pgnWritten");
    if (!read.ok() || !readFinish(read, place, record, error)) return false;
    record->pgnWritten = pgnWritten;
    return true;
}

// What both versions have at the top: format, version, seed and command line.
bool readHeader(const QJsonObject& root, int version, TournamentState* state, QString* problem) {
    FieldReader read(root, QString(), problem);
    if (root.value(QStringLiteral("format")).toString() != QLatin1String(kFormatName)) {
        read.failWith(QStringLiteral("no \"format\": \"%1\" entry").arg(kFormatName));
        return false;
    }
    const int found = read.integer("version");
    if (read.ok() && found != version)
        read.failWith(QStringLiteral("version %1 is not supported (this reads versions 1 and %2)")
                          .arg(found)
                          .arg(TournamentState::kVersion));
    bool seedOk = false;
    const QString seedText = read.string("seed");
    if (read.ok()) state->seed = seedText.toULongLong(&seedOk);
    if (read.ok() && !seedOk)
        read.failWith(QStringLiteral("'seed' is not a number: '%1'").arg(seedText));
    const QJsonValue commandLine = root.value(QStringLiteral("commandLine"));
    if (read.ok() && !commandLine.isArray()) read.fail("commandLine", "is missing or not an array");
    if (!read.ok()) return false;
    for (const QJsonValue& arg : commandLine.toArray()) state->commandLine << arg.toString();
    state->directory = root.value(QStringLiteral("directory")).toString();
    return true;
}

// A version 1 file: one document with every game's whole record.
bool readDocument(const QByteArray& json, TournamentState* state, QString* problem) {
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        *problem = QStringLiteral("JSON error at offset %1: %2")
                       .arg(parseError.offset)
                       .arg(parseError.errorString());
        return false;
    }
    const QJsonObject root = doc.object();
    if (!readHeader(root, 1, state, problem)) return false;
    FieldReader read(root, QString(), problem);
    state->complete = read.boolean("complete");
    const QJsonValue gameValues = root.value(QStringLiteral("games"));
    if (read.ok() && !gameValues.isArray()) read.fail("games", "is missing or not an array");
    if (!read.ok()) return false;
    const QJsonArray games = gameValues.toArray();
    for (int i = 0; i < games.size(); ++i) {
        GameRecord record;
        if (!gameFromJson(games[i], i, &record, problem)) return false;
        state->games.append(record);
    }
    return true;
}

// One event line of a version 2 file (without its line break) applied to the state.
bool readEvent(const QByteArray& text, int lineNumber, TournamentState* state, QString* problem) {
    const QString place = QStringLiteral("line %1: ").arg(lineNumber);
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        *problem = place + (parseError.error != QJsonParseError::NoError
                                ? QStringLiteral("JSON error at offset %1: %2")
                                      .arg(parseError.offset)
                                      .arg(parseError.errorString())
                                : QStringLiteral("not a JSON object"));
        return false;
    }
    FieldReader read(doc.object(), place, problem);
    const QString event = read.string("event");
    if (!read.ok()) return false;
    if (event == QLatin1String("complete")) {
        state->complete = true;
        return true;
    }
    QVector<GameRecord>& games = state->games;
    const int number = read.integer("number");
    if (!read.ok()) return false;
    if (event == QLatin1String("started")) {
        GameRecord record;
        readSchedule(read, &record);
        if (!read.ok()) return false;
        if (number < 1 || number > games.size() + 1) {
            read.failWith(QStringLiteral("game %1 is started before game %2")
                              .arg(number)
                              .arg(games.size() + 1));
            return false;
        }
        if (number == games.size() + 1)
            games.append(record);
        else
            games[number - 1] = record; // the last record of a game wins
        return true;
    }
    const bool epdWritten = event == QLatin1String("epdWritten");
    const bool known =
        event == QLatin1String("finished") || event == QLatin1String("pgnWritten") || epdWritten;
    if (!known) {
        read.failWith(QStringLiteral("unknown event '%1'").arg(event));
        return false;
    }
    if (number < 1 || number > games.size()) {
        read.failWith(QStringLiteral("game %1 %2 before it was started")
                          .arg(number)
                          .arg(event == QLatin1String("finished") ? QStringLiteral("finished")
                                                                  : QStringLiteral("is written")));
        return false;
    }
    GameRecord& record = games[number - 1];
    if (event == QLatin1String("finished")) return readFinish(read, place, &record, problem);
    if (!record.finished) {
        read.failWith(QStringLiteral("game %1 is written before it finished").arg(number));
        return false;
    }
    if (epdWritten) {
        record.epd.clear();
        return true;
    }
    record.pgnWritten = true;
    record.pgn.clear();
    return true;
}

// A state file of either version from `device`, a version 2 file line by line.
// A state line holds one event, a finished game's with its PGN text: far below this. A longer
// one is no state (a file of zeros, say) and is refused before it fills the memory.
constexpr qint64 kMaxStateLineBytes = qint64(64) << 20;

// The next line of `device`, its line break kept; false when it is longer than the bound.
bool readStateLine(QIODevice& device, int lineNumber, QByteArray* line, QString* problem) {
    if (readBoundedLine(device, kMaxStateLineBytes, line) != BoundedLine::TooLong) return true;
    *problem =
        QStringLiteral("line %1: longer than %2 MiB").arg(lineNumber).arg(kMaxStateLineBytes >> 20);
    return false;
}

bool readState(QIODevice& device, TournamentState* state, QString* problem) {
    QByteArray first;
    if (!readStateLine(device, 1, &first, problem)) return false;
    QJsonParseError parseError;
    const QJsonDocument header = QJsonDocument::fromJson(first, &parseError);
    const bool lines = parseError.error == QJsonParseError::NoError && header.isObject() &&
                       header.object().value(QStringLiteral("version")).toInt() != 1;
    if (!lines) {
        // Version 1: an indented document whose first line ("{") is no JSON value by itself.
        // (Such a file was rewritten whole after every game: never near the bound of a line.)
        const QByteArray rest = device.read(kMaxStateLineBytes);
        if (!device.atEnd()) {
            *problem = QStringLiteral("a version 1 state file of more than %1 MiB")
                           .arg(kMaxStateLineBytes >> 20);
            return false;
        }
        if (!readDocument(first + rest, state, problem)) return false;
        return true;
    }
    if (!readHeader(header.object(), TournamentState::kVersion, state, problem)) {
        *problem = QStringLiteral("line 1: ") + *problem;
        return false;
    }
    int lineNumber = 1;
    while (!device.atEnd()) {
        QByteArray line;
        if (!readStateLine(device, ++lineNumber, &line, problem)) return false;
        // A last line without its line break is a write cut short (a crash, a power loss): the
        // event did not happen as far as the state is concerned.
        if (!line.endsWith('\n')) break;
        line.chop(1);
        if (!readEvent(line, lineNumber, state, problem)) return false;
    }
    return true;
}

// readState() with the message every reader gives: "'origin' is not a valid tournament state
// file: <problem>".
bool readStateFrom(QIODevice& device, const QString& origin, TournamentState* state,
                   QString* error) {
    TournamentState s;
    QString problem;
    if (!readState(device, &s, &problem)) {
        *error =
            QStringLiteral("'%1' is not a valid tournament state file: %2").arg(origin, problem);
        return false;
    }
    *state = std::move(s);
    return true;
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

std::string TournamentState::headerLine(const QStringList& commandLine, std::uint64_t seed,
                                        const QString& directory) {
    JsonLine json;
    json.beginObject();
    json.field("format", kFormatName);
    json.field("version", kVersion);
    json.key("commandLine");
    json.beginArray();
    for (const QString& argument : commandLine) json.value(argument);
    json.endArray();
    json.field("seed", QString::number(seed));
    if (!directory.isEmpty()) json.field("directory", directory);
    json.endObject();
    return json.line();
}

std::string TournamentState::startedLine(const GameRecord& record) {
    const ScheduledGame& g = record.game;
    JsonLine json;
    beginEvent(json, "started", g.number);
    json.field("round", g.round);
    json.field("white", g.whitePlayer);
    json.field("black", g.blackPlayer);
    json.field("opening", g.openingIndex);
    json.field("pair", g.pairIndex);
    json.field("scheduledAfter", record.scheduledAfter);
    json.endObject();
    return json.line();
}

std::string TournamentState::finishedLine(const GameRecord& record) {
    JsonLine json;
    beginEvent(json, "finished", record.game.number);
    json.field("finishOrder", record.finishOrder);
    json.key("result");
    writeResult(json, record.result);
    if (!record.pgnWritten && !record.pgn.isEmpty()) {
        json.field("pgn", record.pgn);
    }
    if (!record.epd.isEmpty()) json.field("epd", record.epd);
    json.endObject();
    return json.line();
}

std::string TournamentState::pgnWrittenLine(int number) {
    JsonLine json;
    beginEvent(json, "pgnWritten", number);
    json.endObject();
    return json.line();
}

std::string TournamentState::epdWrittenLine(int number) {
    JsonLine json;
    beginEvent(json, "epdWritten", number);
    json.endObject();
    return json.line();
}

std::string TournamentState::completeLine() {
    JsonLine json;
    json.beginObject();
    json.field("event", "complete");
    json.endObject();
    return json.line();
}

std::string TournamentState::recordLines(const GameRecord& record) {
    std::string lines = startedLine(record);
    if (record.finished) lines += finishedLine(record);
    if (record.finished && record.pgnWritten) lines += pgnWrittenLine(record.game.number);
    return lines;
}

QByteArray TournamentState::toJson() const {
    std::string text = headerLine(commandLine, seed, directory);
    for (const GameRecord& r : games) text += recordLines(r);
    if (complete) text += completeLine();
    return QByteArray(text.data(), qsizetype(text.size()));
}

bool TournamentState::fromJson(const QByteArray& text, const QString& origin,
                               TournamentState* state, QString* error) {
    QBuffer buffer;
    buffer.setData(text);
    buffer.open(QIODevice::ReadOnly);
    return readStateFrom(buffer, origin, state, error);
}

bool TournamentState::save(const QString& fileName, QString* error) const {
    // Atomic and checked: a full disk leaves the previous state file whole.
    QString why;
    if (saveFileAtomically(fileName, toJson(), &why)) return true;
    *error = QStringLiteral("cannot write state file '%1': %2").arg(fileName, why);
    return false;
}

bool TournamentState::load(const QString& fileName, TournamentState* state, QString* error) {
    const QString problem = plainFileProblem(fileName, FileUse::Read);
    if (!problem.isEmpty()) {
        *error = QStringLiteral("state file ") + problem;
        return false;
    }
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly)) {
        *error =
            QStringLiteral("cannot open state file '%1': %2").arg(fileName, file.errorString());
        return false;
    }
    return readStateFrom(file, fileName, state, error);
}

} // namespace arbiter
