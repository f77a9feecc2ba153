#include "engine/cecpparser.h"

#include "engine/enginedialect.h"
#include "engine/linetokenizer.h"

#include <QtGlobal>
#include <limits>

namespace arbiter::cecp {

using detail::LineTokenizer;
using detail::parseInteger;
using detail::startsWith;
using detail::toQString;

bool parseFeatures(std::string_view s, std::vector<Feature>* features, QString* error) {
    size_t i = 0;
    const size_t n = s.size();
    while (true) {
        while (i < n && LineTokenizer::isSpace(s[i])) ++i;
        if (i >= n) return true;
        const size_t nameStart = i;
        while (i < n && s[i] != '=' && !LineTokenizer::isSpace(s[i])) ++i;
        if (i >= n || s[i] != '=') {
            *error = QStringLiteral("feature '%1' has no value")
                         .arg(toQString(s.substr(nameStart, i - nameStart)));
            return false;
        }
        const std::string_view name = s.substr(nameStart, i - nameStart);
        ++i; // '='
        std::string_view value;
        if (i < n && s[i] == '"') {
            const size_t close = s.find('"', i + 1);
            if (close == std::string_view::npos) {
                *error = QStringLiteral("feature '%1' has an unterminated quoted value")
                             .arg(toQString(name));
                return false;
            }
            value = s.substr(i + 1, close - i - 1);
            i = close + 1;
        } else {
            const size_t start = i;
            while (i < n && !LineTokenizer::isSpace(s[i])) ++i;
            value = s.substr(start, i - start);
        }
        features->emplace_back(name, value);
    }
}

EngineScore scoreFromCecp(qint64 value) {
    EngineScore score;
    // CECP: "Mate scores should be indicated as 100000 + N for 'mate in N moves', and
    // -100000 - N for 'mated in N moves'."
    if (!EngineScore::inRange(value)) return score; // no score: see EngineScore::MaxMagnitude
    if (value >= 100000 || value <= -100000) {
        score.type = EngineScore::Type::Mate;
        score.value = int(value > 0 ? value - 100000 : value + 100000);
        if (value < 0 && score.value == 0) score.value = 0;
        return score;
    }
    // Older engines write a mate as a score just below a multiple of 10 pawns (Sjaak II: 16000
    // minus the plies). As cutechess-cli reads them (cutechess-cli 1.5.1
    // projects/lib/src/xboardengine.cpp, XboardEngine::adaptScore): beyond 99 pawns, a distance
    // below 100 to the next multiple of 1000 is the plies to mate. Kept in moves, as UCI counts
    // them (2N - 1 plies mating, 2N mated).
    const qint64 magnitude = value < 0 ? -value : value;
    const qint64 plies = 1000 - magnitude % 1000;
    if (magnitude > 9900 && plies < 100) {
        score.type = EngineScore::Type::Mate;
        score.value = int(value > 0 ? (plies + 1) / 2 : -((plies + 1) / 2));
        return score;
    }
    score.type = EngineScore::Type::Centipawns;
    score.value = int(value);
    return score;
}

bool parseThinking(std::string_view line, MoveEvaluation* eval, const XiangqiDialect* dialect,
                   bool withPv) {
    std::string_view numbers = line;
    std::string_view pvText;
    // XBoard 4.x: extra numeric fields are separated from the PV by a tab.
    const size_t tab = line.find('\t');
    if (tab != std::string_view::npos) {
        numbers = line.substr(0, tab);
        pvText = line.substr(tab + 1);
    }
    LineTokenizer tok(numbers);
    qint64 values[7];
    int count = 0;
    while (count < 7) {
        std::string_view t = tok.peek();
        if (t.empty() || !parseInteger(t, values[count])) break;
        tok.next();
        ++count;
    }
    if (count < 4) return false;
    if (tab == std::string_view::npos) {
        // Without a tab only the classic four fields are numbers; the rest is the PV.
        if (count > 4) return false; // a line of numbers is not a PV we can trust
        pvText = tok.rest();
    } else if (!tok.atEnd()) {
        return false;
    }
    eval->depth = int(values[0]);
    eval->score = scoreFromCecp(values[1]);
    // Centiseconds; garbage too large for milliseconds is clamped instead of overflowing.
    constexpr qint64 kMaxCentiseconds = std::numeric_limits<qint64>::max() / 10;
    eval->timeMs = qBound(-kMaxCentiseconds, values[2], kMaxCentiseconds) * 10;
    eval->nodes = values[3];
    if (count > 4) eval->selDepth = int(values[4]);
    if (count > 5) eval->nps = values[5];
    if (count > 6) eval->tbHits = values[6];
    eval->pv.clear();
    if (!withPv) return true;
    LineTokenizer pvTok(pvText);
    for (std::string_view m = pvTok.next(); !m.empty(); m = pvTok.next()) {
        // Move numbers ("2." / "2...") in SAN PVs are not moves.
        if (m.back() == '.' && m.front() >= '0' && m.front() <= '9') continue;
        QString move = toQString(m);
        eval->pv.append(dialect ? dialect->moveFromEngine(move) : move);
    }
    return true;
}

bool parseOptionFeature(std::string_view value, EngineOption* option, QString* error) {
    *option = EngineOption();
    static constexpr std::string_view kTypes[] = {"check", "spin",  "slider", "combo", "button",
                                                  "save",  "reset", "string", "file",  "path"};
    // The name ends at the first " -TYPE" followed by a space or the end.
    size_t typePos = std::string_view::npos;
    std::string_view typeWord;
    for (size_t pos = value.find(" -"); pos != std::string_view::npos;
         pos = value.find(" -", pos + 1)) {
        for (std::string_view t : kTypes) {
            const size_t end = pos + 2 + t.size();
            if (value.substr(pos + 2, t.size()) == t &&
                (end == value.size() || LineTokenizer::isSpace(value[end]))) {
                typePos = pos;
                typeWord = t;
                break;
            }
        }
        if (typePos != std::string_view::npos) break;
    }
    if (typePos == std::string_view::npos) {
        *error = QStringLiteral("option \"%1\" has no -type").arg(toQString(value));
        return false;
    }
    option->name = toQString(LineTokenizer::trimmed(value.substr(0, typePos)));
    EngineOption::typeFromName(toQString(typeWord), &option->type);
    std::string_view args = LineTokenizer::trimmed(value.substr(typePos + 2 + typeWord.size()));
    LineTokenizer tok(args);
    switch (option->type) {
    case EngineOption::Type::Check: {
        const std::string_view v = tok.next();
        option->defaultValue =
            v == "1" || v == "true" ? QStringLiteral("true") : QStringLiteral("false");
        break;
    }
    case EngineOption::Type::Spin:
    case EngineOption::Type::Slider: {
        qint64 v = 0;
        if (!parseInteger(tok.next(), v) || !parseInteger(tok.next(), option->min) ||
            !parseInteger(tok.next(), option->max)) {
            *error = QStringLiteral("option '%1': -spin needs VALUE MIN MAX").arg(option->name);
            return false;
        }
        option->defaultValue = QString::number(v);
        break;
    }
    case EngineOption::Type::Combo: {
        // "a /// *b /// c": the starred choice is the default.
        size_t start = 0;
        while (start <= args.size()) {
            size_t sep = args.find("///", start);
            std::string_view choice = LineTokenizer::trimmed(args.substr(
                start, sep == std::string_view::npos ? std::string_view::npos : sep - start));
            bool isDefault = false;
            if (!choice.empty() && choice.front() == '*') {
                isDefault = true;
                choice.remove_prefix(1);
            }
            const QString c = toQString(choice);
            option->choices.append(c);
            if (isDefault) option->defaultValue = c;
            if (sep == std::string_view::npos) break;
            start = sep + 3;
        }
        if (option->defaultValue.isEmpty() && !option->choices.isEmpty())
            option->defaultValue = option->choices.first();
        break;
    }
    case EngineOption::Type::String:
    case EngineOption::Type::File:
    case EngineOption::Type::Path: option->defaultValue = toQString(args); break;
    default: break;
    }
    option->value = option->defaultValue;
    return true;
}

std::string_view parseMoveLine(std::string_view line) {
    LineTokenizer tok(line);
    std::string_view first = tok.next();
    if (first == "move") return tok.next();
    // Protocol 1: "1. ... e2e4" (an echo of our own move, "1. e2e4", has no "...").
    if (!first.empty() && first.back() == '.' && first.front() >= '0' && first.front() <= '9') {
        if (tok.next() == "...") return tok.next();
        return {};
    }
    // GNU Chess: "My move is : e2e4" (also "my move is e2e4").
    if (first == "My" || first == "my") {
        if (tok.next() == "move" && tok.next() == "is") {
            std::string_view m = tok.next();
            if (m == ":") m = tok.next();
            return m;
        }
    }
    return {};
}

bool parseResultClaim(std::string_view line, QString* result, QString* comment) {
    LineTokenizer tok(line);
    const std::string_view r = tok.next();
    if (r != "1-0" && r != "0-1" && r != "1/2-1/2" && r != "*") return false;
    *result = toQString(r);
    std::string_view rest = tok.rest();
    if (!rest.empty() && rest.front() == '{') {
        rest.remove_prefix(1);
        const size_t close = rest.rfind('}');
        if (close != std::string_view::npos) rest = rest.substr(0, close);
    }
    *comment = toQString(LineTokenizer::trimmed(rest));
    return true;
}

} // namespace arbiter::cecp
