#include "enginekeys.h"

#include "engine/engineconfiguration.h"
#include "engine/shellwords.h"
#include "valueparsing.h"

#include <QDir>
#include <QFileInfo>
#include <cmath>

namespace arbiter::cli {

namespace {

using Apply = std::function<QString(const QString&, const QString&, EngineDraft&)>;

constexpr auto key = makeEngineKey;

EngineKeySpec flag(const char* name, const char* help, std::function<void(EngineDraft&)> set) {
    EngineKeySpec spec =
        key(name, name, help, [set](const QString&, const QString&, EngineDraft& d) {
            set(d);
            return QString();
        });
    spec.flag = true;
    return spec;
}

// initstr=: cutechess allows "\n" inside the value for several lines.
QStringList initLines(const QString& value) {
    return value.split(QStringLiteral("\\n"));
}

const EngineKeySpec* findKey(const std::vector<EngineKeySpec>& keys, const QString& name) {
    for (const EngineKeySpec& spec : keys) {
        if (spec.key == name) return &spec;
        if (spec.key.endsWith(QLatin1String(".*")) &&
            name.startsWith(spec.key.left(spec.key.size() - 1)) &&
            name.size() > spec.key.size() - 1)
            return &spec;
    }
    return nullptr;
}

bool programExists(const QString& program, const QString& dir) {
    if (QFileInfo::exists(program)) return true;
    return !dir.isEmpty() && QFileInfo(program).isRelative() &&
           QFileInfo::exists(QDir(dir).filePath(program));
}

} // namespace

EngineKeySpec makeEngineKey(const char* name, const char* syntax, const char* help, Apply apply) {
    EngineKeySpec spec;
    spec.key = QString::fromLatin1(name);
    spec.syntax = QString::fromLatin1(syntax);
    spec.help = QString::fromLatin1(help);
    spec.apply = std::move(apply);
    return spec;
}

std::vector<EngineKeySpec> builtinEngineKeys() {
    using D = EngineDraft;
    std::vector<EngineKeySpec> keys;
    keys.push_back(key("conf", "conf=NAME",
                       "use the engine NAME of the engines file (-engines-file) as the base",
                       [](const QString&, const QString&, D&) { return QString(); }));
    keys.push_back(key("name", "name=NAME", "the engine's name in results and PGN",
                       [](const QString&, const QString& v, D& d) {
                           if (v.isEmpty()) return QStringLiteral("name= is empty");
                           if (const QString problem = engineNameProblem(v); !problem.isEmpty())
                               return QStringLiteral("name=%1 %2").arg(escapedName(v), problem);
                           d.player.engine.name = v;
                           d.player.displayName = v;
                           d.player.nameGiven = true;
                           return QString();
                       }));
    keys.push_back(key("cmd", "cmd=COMMAND",
                       "the engine program (with arguments if no file of "
                       "that whole name exists)",
                       [](const QString&, const QString& v, D& d) {
                           if (v.isEmpty()) return QStringLiteral("cmd= is empty");
                           d.player.engine.command = v;
                           return QString();
                       }));
    keys.push_back(key("dir", "dir=DIR", "working directory of the engine",
                       [](const QString&, const QString& v, D& d) {
                           d.player.engine.workingDirectory = v;
                           return QString();
                       }));
    keys.push_back(key("arg", "arg=ARG", "a command-line argument for the engine (repeatable)",
                       [](const QString&, const QString& v, D& d) {
                           d.player.engine.arguments << v;
                           return QString();
                       }));
    keys.push_back(key("initstr", "initstr=TEXT",
                       "text sent after the handshake; \\n separates lines (repeatable)",
                       [](const QString&, const QString& v, D& d) {
                           d.player.engine.initStrings << initLines(v);
                           return QString();
                       }));
    keys.push_back(key("stderr", "stderr=FILE", "append the engine's standard error to FILE",
                       [](const QString&, const QString& v, D& d) {
                           d.player.engine.stderrFile = v;
                           return QString();
                       }));
    keys.push_back(
        key("proto", "proto=PROTOCOL", "uci, xboard or ucci (ucci: Arbiter)",
            [](const QString&, const QString& v, D& d) {
                if (!protocolFromName(v, &d.player.engine.protocol))
                    return QStringLiteral("proto: '%1' is not uci, xboard or ucci").arg(v);
                return QString();
            }));
    keys.push_back(key("restart", "restart=MODE",
                       "auto, on or off: restart the engine between "
                       "games",
                       [](const QString&, const QString& v, D& d) {
                           using R = EngineConfiguration::RestartMode;
                           if (v == QLatin1String("auto"))
                               d.player.engine.restart = R::Auto;
                           else if (v == QLatin1String("on"))
                               d.player.engine.restart = R::On;
                           else if (v == QLatin1String("off"))
                               d.player.engine.restart = R::Off;
                           else
                               return QStringLiteral("restart: '%1' is not auto, on or off").arg(v);
                           return QString();
                       }));
    keys.push_back(flag("trust", "accept the engine's result claims without checking",
                        [](D& d) { d.player.engine.trust = true; }));
    keys.push_back(key("tc", "tc=TIMECONTROL",
                       "[moves/]time[+increment], time as seconds or m:ss; inf; hgTIME for "
                       "hourglass",
                       [](const QString&, const QString& v, D& d) {
                           TimeControl tc;
                           std::string error;
                           if (!TimeControl::parse(v.toStdString(), tc, &error))
                               return QStringLiteral("tc: ") + QString::fromStdString(error);
                           d.clock = tc;
                           return QString();
                       }));
    keys.push_back(
        key("st", "st=SECONDS", "fixed time per move", [](const QString&, const QString& v, D& d) {
            double seconds = 0;
            QString e = readNumber(v, &seconds);
            if (e.isEmpty() && !(seconds > 0))
                e = QStringLiteral("'%1' is not a positive number").arg(v);
            if (!e.isEmpty()) return QStringLiteral("st: ") + e;
            d.perMove = TimeControl::perMove(qint64(std::llround(seconds * 1000)));
            return QString();
        }));
    keys.push_back(key("timemargin", "timemargin=MS",
                       "extra milliseconds allowed beyond the clock before a time forfeit",
                       [](const QString&, const QString& v, D& d) {
                           int ms = 0;
                           const QString e = readNonNegative(v, &ms);
                           if (!e.isEmpty()) return QStringLiteral("timemargin: ") + e;
                           d.marginMs = ms;
                           return QString();
                       }));
    keys.push_back(key("book", "book=FILE", "Polyglot opening book for this engine",
                       [](const QString&, const QString& v, D& d) {
                           d.player.bookFile = v;
                           return QString();
                       }));
    keys.push_back(key("bookdepth", "bookdepth=MOVES",
                       "use the book only in the first MOVES full moves of the game (as "
                       "cutechess-cli: bookdepth=4 leaves the book after 8 plies)",
                       [](const QString&, const QString& v, D& d) {
                           const QString e = readPositive(v, &d.player.bookDepth);
                           return e.isEmpty() ? e : QStringLiteral("bookdepth: ") + e;
                       }));
    keys.push_back(flag("whitepov", "the engine reports scores from White's point of view",
                        [](D& d) { d.player.engine.whitePov = true; }));
    keys.push_back(flag("ponder", "let the engine think on the opponent's time",
                        [](D& d) { d.player.engine.ponder = true; }));
    keys.push_back(key("depth", "depth=PLIES", "search depth limit per move",
                       // (fastchess's plies= is this key under its own name, which the message
                       // says: fastchessEngineKeys)
                       [](const QString& name, const QString& v, D& d) {
                           int plies = 0;
                           const QString e = readPositive(v, &plies);
                           if (!e.isEmpty()) return name + QStringLiteral(": ") + e;
                           d.depth = plies;
                           return QString();
                       }));
    keys.push_back(key("nodes", "nodes=COUNT", "node limit per move",
                       [](const QString&, const QString& v, D& d) {
                           qint64 nodes = 0;
                           QString e = readInteger64(v, &nodes);
                           if (e.isEmpty() && nodes <= 0)
                               e = QStringLiteral("'%1' is not a positive number").arg(v);
                           if (!e.isEmpty()) return QStringLiteral("nodes: ") + e;
                           d.nodes = nodes;
                           return QString();
                       }));
    keys.push_back(key("tscale", "tscale=FACTOR",
                       "multiply the engine's start-up and ping timeouts and the "
                       "watchdog of searches without a clock by FACTOR",
                       [](const QString&, const QString& v, D& d) {
                           double factor = 0;
                           QString e = readNumber(v, &factor);
                           if (e.isEmpty() && !(factor > 0))
                               e = QStringLiteral("'%1' is not a positive number").arg(v);
                           if (!e.isEmpty()) return QStringLiteral("tscale: ") + e;
                           d.player.engine.timeoutScale = factor;
                           return QString();
                       }));
    keys.push_back(key("option.*", "option.NAME=VALUE", "set the engine option NAME",
                       [](const QString& k, const QString& v, D& d) {
                           d.player.engine.setOptionValue(k.mid(7), v);
                           return QString();
                       }));
    keys.push_back(flag("debug", "switch a UCI engine to its debug mode (\"debug on\")",
                        [](D& d) { d.player.engine.debug = true; }));
    return keys;
}

QString engineTokenKey(const QString& token) {
    const int eq = token.indexOf(QLatin1Char('='));
    return eq < 0 ? token : token.left(eq);
}

QString applyEngineTokens(const std::vector<EngineKeySpec>& keys, const QStringList& tokens,
                          EngineDraft& draft) {
    for (const QString& token : tokens) {
        const int eq = token.indexOf(QLatin1Char('='));
        const QString name = engineTokenKey(token);
        const EngineKeySpec* spec = findKey(keys, name);
        if (!spec) return QStringLiteral("unknown engine setting '%1'").arg(token);
        if (spec->flag && eq >= 0) return QStringLiteral("%1 takes no value").arg(name);
        if (!spec->flag && eq < 0)
            return QStringLiteral("%1 needs a value (%2)").arg(name, spec->syntax);
        if (name == QLatin1String("conf")) continue; // applied first by the parser
        const QString problem = spec->apply(name, eq < 0 ? QString() : token.mid(eq + 1), draft);
        if (!problem.isEmpty()) return problem;
    }
    return {};
}

QString finishEngine(EngineDraft& draft, PlayerOptions* player) {
    EngineConfiguration& engine = draft.player.engine;
    if (engine.command.isEmpty()) return QStringLiteral("missing cmd=");
    const QString dir = engine.workingDirectory;
    const bool shellLike =
        engine.command.contains(QLatin1Char(' ')) || engine.command.contains(QLatin1Char('\'')) ||
        engine.command.contains(QLatin1Char('"')) || engine.command.contains(QLatin1Char('\\'));
    if (!programExists(engine.command, dir) && shellLike) {
        // Quoted like a shell command, single quotes too (engine/shellwords.h).
        QStringList parts;
        QString problem;
        if (!splitShellWords(engine.command, &parts, &problem))
            return QStringLiteral("cmd=%1: %2").arg(engine.command, problem);
        if (!parts.isEmpty()) {
            engine.command = parts.first();
            engine.arguments = parts.mid(1) + engine.arguments;
        }
    }
    if (engine.command.contains(QLatin1Char('/')) && !programExists(engine.command, dir))
        return QStringLiteral("cmd=%1: no such file").arg(engine.command);

    TimeControl tc = draft.perMove ? *draft.perMove : draft.clock.value_or(TimeControl::infinite());
    if (draft.depth) tc.setDepthLimit(*draft.depth);
    if (draft.nodes) tc.setNodeLimit(*draft.nodes);
    if (draft.marginMs) tc.setMarginMs(*draft.marginMs);
    draft.player.timeControl = tc;
    draft.player.hasTimeControl = draft.clock || draft.perMove || draft.depth || draft.nodes;

    if (!draft.player.nameGiven) {
        draft.player.displayName =
            engine.name.isEmpty() ? QFileInfo(engine.command).fileName() : engine.name;
    }
    *player = draft.player;
    return {};
}

} // namespace arbiter::cli
