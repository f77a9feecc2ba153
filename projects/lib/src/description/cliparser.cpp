#include "cliparser.h"

#include "dialect.h"
#include "fastchesscli.h"
#include "namedfiles.h"
#include "rmobilitycli.h"
#include "tournament/output/resultformat.h"

#include <QDir>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <algorithm>
#include <functional>
#include <vector>

namespace arbiter::cli {

namespace {

const QString kPrefix = QStringLiteral("arbiter-cli: ");

bool isNumber(const QString& token) {
    bool ok = false;
    token.toDouble(&ok);
    return ok;
}

bool isOptionToken(const QString& token) {
    return token.size() > 1 && token[0] == QLatin1Char('-') && !isNumber(token);
}

OptionTable tableFor(Dialect dialect) {
    return optionTableFor(dialect);
}

// The option a check's message is about: the checks name it first ("-engine: missing cmd=
// (engine 1)", "-rounds cannot be used with knockout tournaments"); the SPRT's own checks
// (stats/sprt.h) say "SPRT:". A message that starts with no option concerns the command line as
// a whole ("at least two engines are required").
QString optionOf(const QString& message, Dialect dialect) {
    if (message.startsWith(QLatin1String("SPRT: "))) return QStringLiteral("-sprt");
    static const QRegularExpression leading(QStringLiteral("^-[^\\s:]+"));
    const QString first = leading.match(message).captured();
    if (first.isEmpty()) return {};
    const OptionTable table = tableFor(dialect);
    const OptionSpec* spec = table.find(first);
    return spec ? spec->name : QString();
}

CliParseResult failure(const QString& message, Dialect dialect = Dialect::Cutechess) {
    CliParseResult result;
    result.action = CliParseResult::Action::Error;
    result.problem = {optionOf(message, dialect), message};
    if (dialect == Dialect::Fastchess) {
        // fastchess prints its errors on standard output and exits with 1.
        result.errorOnStdout = true;
        result.errorExitCode = 1;
        result.error = message.startsWith(QLatin1String("Error"))
                           ? message
                           : QStringLiteral("Error: ") + message;
    } else {
        result.error = kPrefix + message;
    }
    return result;
}

CliParseResult exitWith(const QString& output) {
    CliParseResult result;
    result.action = CliParseResult::Action::Exit;
    result.output = output;
    return result;
}

// -help and -version: the program's own texts, for the dialect spoken.
CliParseResult exitRequest(CliParseResult::ExitRequest request, Dialect dialect) {
    CliParseResult result = exitWith(QString());
    result.exitRequest = request;
    result.options.dialect = dialect;
    return result;
}

// What went wrong while the options were read, worded by the dialect (formatProblem).
struct OptionProblem {
    enum class Kind { None, Unexpected, Unknown, MissingValue, BadValue };
    Kind kind = Kind::None;
    QString option;  // the option as written (Unexpected: the option before the argument)
    QString value;   // the token concerned: the unexpected argument, the last value
    QString problem; // BadValue: the handler's message
    const OptionSpec* spec = nullptr;
    // Every argument of the option up to the next option, as cutechess-cli shows its value
    // (BadValue: the values; Unexpected: those values and the arguments past them).
    QStringList arguments;

    bool failed() const { return kind != Kind::None; }
};

// Splits the arguments into options and runs their handlers.
OptionProblem runHandlers(const OptionTable& table, const QStringList& args, ParseState& state) {
    QString previous;
    const OptionSpec* previousSpec = nullptr;
    QStringList previousValues;
    for (int i = 0; i < args.size();) {
        const QString& token = args[i];
        if (!isOptionToken(token)) {
            QStringList arguments = previousValues;
            for (int j = i; j < args.size() && !isOptionToken(args[j]); ++j) arguments << args[j];
            return {OptionProblem::Kind::Unexpected, previous, token, {}, previousSpec, arguments};
        }
        const OptionSpec* spec = table.find(token);
        if (!spec) return {OptionProblem::Kind::Unknown, token, {}, {}, nullptr, {}};
        QStringList values;
        int j = i + 1;
        while (j < args.size() && !isOptionToken(args[j]) &&
               (spec->maxValues < 0 || values.size() < spec->maxValues))
            values << args[j++];
        if (values.size() < spec->minValues)
            return {OptionProblem::Kind::MissingValue, token, {}, {}, spec, {}};
        state.occurrences.append(QStringList{token} + values);
        const QString problem = spec->handler(values, state);
        if (!problem.isEmpty())
            return {OptionProblem::Kind::BadValue,
                    token,
                    values.isEmpty() ? token : values.last(),
                    problem,
                    spec,
                    values};
        if (state.earlyExit == ParseState::EarlyExit::Help ||
            state.earlyExit == ParseState::EarlyExit::Version)
            return {};
        previous = token;
        previousSpec = spec;
        previousValues = values;
        i = j;
    }
    return {};
}

// Edit distance (insertions, deletions, substitutions) between two option names.
int editDistance(const QString& a, const QString& b) {
    std::vector<int> row(b.size() + 1);
    for (int j = 0; j <= b.size(); ++j) row[j] = j;
    for (int i = 1; i <= a.size(); ++i) {
        int diagonal = row[0];
        row[0] = i;
        for (int j = 1; j <= b.size(); ++j) {
            const int above = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] != b[j - 1])});
            diagonal = above;
        }
    }
    return row[b.size()];
}

} // namespace

QString closestOption(const OptionTable& table, const QString& written) {
    QString best;
    int bestDistance = 3; // a misspelling is at most two edits away
    for (const OptionSpec& spec : table.options()) {
        for (const QString& name : QStringList{spec.name} + spec.aliases) {
            const int distance = editDistance(written.toLower(), name.toLower());
            if (distance < bestDistance) {
                bestDistance = distance;
                best = name;
            }
        }
    }
    return best;
}

namespace {

// cutechess-cli reads -draw, -resign, -sprt, -openings and -bookmode with no count of values
// (its main.cpp adds them without a minimum or a maximum): none of their arguments is one too
// many, and without any it finds an "Empty value".
bool cutechessTakesAnyCount(const QString& option) {
    static const QStringList options{"-draw", "-resign", "-sprt", "-openings", "-bookmode"};
    return options.contains(option);
}

// cutechess-cli's warning for an option whose arguments it refuses: the arguments joined by
// spaces, as it shows them (its main.cpp).
QString cutechessInvalidValue(const QString& option, const QStringList& arguments) {
    if (arguments.isEmpty())
        return QStringLiteral("Warning: Empty value for option \"%1\"").arg(option);
    return QStringLiteral("Warning: Invalid value for option \"%1\": \"%2\"")
        .arg(option, arguments.join(QLatin1Char(' ')));
}

// An error of an option's value in the cutechess dialect: cutechess-cli's warning line, then
// Arbiter's line naming the problem, with cutechess-cli's exit code 1. The structured problem
// (what the GUI shows beside the option's field) is Arbiter's message alone.
CliParseResult cutechessValueFailure(const QString& warning, const QString& option,
                                     const QString& message) {
    CliParseResult result;
    result.action = CliParseResult::Action::Error;
    result.errorExitCode = 1;
    result.error = warning + QLatin1Char('\n') + kPrefix + message;
    result.problem = {option, message};
    return result;
}

// The message of a failed option, as the dialect's tool words it: fastchess's
// "Unrecognized option: -x parsing failed." / "Error while reading option ..." lines, or
// cutechess-cli's warning ("Unknown option", "Invalid value for option", "needs 1
// argument(s)", "Too many arguments") followed by Arbiter's own naming message, or for an
// unknown option by a suggestion (docs/cli.md "Exit codes").
CliParseResult describeOptionFailure(Dialect dialect, const OptionTable& table,
                                     const OptionProblem& p) {
    const QString hint =
        p.kind == OptionProblem::Kind::Unknown ? closestOption(table, p.option) : QString();
    CliParseResult result;
    result.action = CliParseResult::Action::Error;
    if (dialect == Dialect::Fastchess) {
        result.errorOnStdout = true;
        result.errorExitCode = 1;
        switch (p.kind) {
        case OptionProblem::Kind::Unknown:
            result.error = QStringLiteral("Unrecognized option: %1 parsing failed.").arg(p.option);
            if (!hint.isEmpty()) result.error += QStringLiteral(": Did you mean \"%1\"?").arg(hint);
            break;
        case OptionProblem::Kind::Unexpected:
            result.error = QStringLiteral("Unrecognized option: %1 parsing failed.").arg(p.value);
            break;
        case OptionProblem::Kind::MissingValue:
            result.error =
                QStringLiteral("Error while reading option \"%1\" with value \"%1\"\n"
                               "Reason: Option \"%1\" expects %2.")
                    .arg(p.option, p.spec->maxValues == 1 ? QStringLiteral("exactly one value")
                                                          : QStringLiteral("key=value parameters"));
            break;
        case OptionProblem::Kind::BadValue:
            result.error = QStringLiteral("Error while reading option \"%1\" with value \"%2\"\n"
                                          "Reason: %3")
                               .arg(p.option, p.value, p.problem);
            break;
        case OptionProblem::Kind::None: break;
        }
        result.problem = {p.spec ? p.spec->name : p.option, result.error};
        return result;
    }
    const QString name = p.spec ? p.spec->name : p.option;
    switch (p.kind) {
    case OptionProblem::Kind::Unknown:
        // cutechess-cli's line and exit code, then the suggestion.
        result.errorExitCode = 1;
        result.error = QStringLiteral("Warning: Unknown option: \"%1\"").arg(p.option);
        if (!hint.isEmpty())
            result.error +=
                QStringLiteral("\n") + kPrefix + QStringLiteral("did you mean %1?").arg(hint);
        result.problem = {p.option, result.error};
        return result;
    case OptionProblem::Kind::Unexpected:
        // cutechess-cli reads an argument before any option as an unknown option, and one past
        // an option's last value as one argument too many for that option.
        if (!p.spec)
            return cutechessValueFailure(
                QStringLiteral("Warning: Unknown option: \"%1\"").arg(p.value), QString(),
                QStringLiteral("unexpected argument '%1'").arg(p.value));
        return cutechessValueFailure(
            cutechessTakesAnyCount(name)
                ? cutechessInvalidValue(p.option, p.arguments)
                : QStringLiteral("Warning: Too many arguments for option \"%1\"").arg(p.option),
            name, QStringLiteral("%1: unexpected value '%2'").arg(name, p.value));
    case OptionProblem::Kind::MissingValue: {
        const QString warning =
            cutechessTakesAnyCount(name) ? cutechessInvalidValue(p.option, {})
            : p.spec->minValues == p.spec->maxValues
                ? QStringLiteral("Warning: Option \"%1\" needs %2 argument(s)")
                      .arg(p.option, QString::number(p.spec->minValues))
                : QStringLiteral("Warning: Option \"%1\" needs at least %2 argument(s)")
                      .arg(p.option, QString::number(p.spec->minValues));
        return cutechessValueFailure(
            warning, name, QStringLiteral("%1: missing value (%1 %2)").arg(name, p.spec->syntax));
    }
    case OptionProblem::Kind::BadValue:
        return cutechessValueFailure(cutechessInvalidValue(p.option, p.arguments), name,
                                     name + QStringLiteral(": ") + p.problem);
    case OptionProblem::Kind::None: break;
    }
    return result;
}

class EngineFile {
public:
    explicit EngineFile(QString path) : m_path(std::move(path)) {}
    // Loads on first use; error names the file.
    const QVector<EngineConfiguration>* configs(QString* error) {
        if (!m_loaded) {
            m_loaded = true;
            m_ok = loadEngineConfigurations(m_path, &m_configs, &m_error);
        }
        if (!m_ok) *error = m_error;
        return m_ok ? &m_configs : nullptr;
    }
    const QString& path() const { return m_path; }

private:
    QString m_path;
    bool m_loaded = false;
    bool m_ok = false;
    QString m_error;
    QVector<EngineConfiguration> m_configs;
};

QString confName(const QStringList& tokens) {
    QString name;
    for (const QString& token : tokens)
        if (token.startsWith(QLatin1String("conf="))) name = token.mid(5);
    return name;
}

// What is wrong with an engine's settings: the message, which names the option whose tokens
// were at fault (-engine, or -each for a key of -each), and those tokens, which cutechess-cli
// shows in its warning.
struct EngineProblem {
    QString message;
    QString option;
    QStringList tokens;
    bool noTimeControl = false; // cutechess-cli: "Invalid or missing time control"

    bool failed() const { return !message.isEmpty(); }
};

// Builds each engine: conf= base, then the engine's own settings, then -each, which therefore
// wins: `-engine ... depth=1 -each depth=4` plays depth 4, as in cutechess-cli (its main.cpp
// parses the -each settings into every engine after the -engine ones) and fastchess.
EngineProblem resolveEngines(const OptionTable& table, ParseState& state) {
    const QString engineOption = QStringLiteral("-engine");
    EngineFile file(state.options.enginesFile);
    for (int index = 0; index < state.engineArgs.size(); ++index) {
        const QStringList& tokens = state.engineArgs[index];
        const QString where = QStringLiteral("(engine %1)").arg(index + 1);
        EngineDraft draft;
        QString conf = confName(tokens);
        if (conf.isEmpty()) conf = confName(state.eachArgs);
        if (!conf.isEmpty()) {
            QString error;
            const QVector<EngineConfiguration>* configs = file.configs(&error);
            if (!configs)
                return {QStringLiteral("-engine: conf=%1: %2").arg(conf, error), engineOption,
                        tokens};
            const EngineConfiguration* found = nullptr;
            for (const EngineConfiguration& c : *configs)
                if (c.name == conf) found = &c;
            if (!found)
                return {QStringLiteral("-engine: conf=%1: no engine named '%1' in %2")
                            .arg(conf, file.path()),
                        engineOption, tokens};
            draft.player.engine = *found;
            draft.player.configuration = *found;
            draft.player.configurationName = conf;
            draft.player.nameGiven = !found->name.isEmpty();
            draft.player.displayName = found->name;
        }
        QString problem = applyEngineTokens(table.engineKeys(), tokens, draft);
        if (problem.isEmpty()) {
            problem = applyEngineTokens(table.engineKeys(), state.eachArgs, draft);
            if (!problem.isEmpty())
                return {QStringLiteral("-each: ") + problem, QStringLiteral("-each"),
                        state.eachArgs};
        }
        bool noTimeControl = false;
        if (problem.isEmpty()) {
            PlayerOptions player;
            problem = finishEngine(draft, &player);
            if (problem.isEmpty()) {
                noTimeControl = !player.hasTimeControl;
                if (noTimeControl)
                    problem = QStringLiteral("no time control: give tc=, st=, depth= or nodes=");
                else
                    state.options.players.append(player);
            }
        }
        if (!problem.isEmpty())
            return {QStringLiteral("-engine: %1 %2").arg(problem, where), engineOption, tokens,
                    noTimeControl};
    }
    return {};
}

QString listEngines(const QString& path, QString* error) {
    EngineFile file(path);
    const QVector<EngineConfiguration>* configs = file.configs(error);
    if (!configs) return {};
    QString text;
    for (const EngineConfiguration& c : *configs) text += c.name + QLatin1Char('\n');
    return text;
}

CliParseResult parse(const QStringList& arguments, Dialect dialect, bool insideResume);

// Resolves the relative file names of a parsed command line against `base`, the folder it was
// given in (a tournament resumed elsewhere).
void makePathsAbsolute(TournamentDescription* options, const QDir& base) {
    auto absolute = [&base](QString& path) {
        if (!path.isEmpty()) path = QDir::cleanPath(base.absoluteFilePath(path));
    };
    if (options->pgnOut) absolute(options->pgnOut->file);
    absolute(options->epdOut);
    absolute(options->openings.file);
    absolute(options->stateFile);
    for (QString& path : options->tablebases.paths) absolute(path);
    for (PlayerOptions& player : options->players) {
        absolute(player.bookFile);
        // Engines ran in that folder: they still do (dir= relative to it).
        EngineConfiguration& engine = player.engine;
        engine.workingDirectory =
            engine.workingDirectory.isEmpty()
                ? base.path()
                : QDir::cleanPath(base.absoluteFilePath(engine.workingDirectory));
    }
}

// -resume FILE [options] (fastchess: -config file=FILE): the saved command line plus the
// options given now. A fastchess run's saved command line starts with "-dialect fastchess".
CliParseResult resume(const ParseState& state, Dialect dialect) {
    const OptionTable table = tableFor(dialect);
    const QString resumeOption =
        dialect == Dialect::Fastchess ? QStringLiteral("-config") : QStringLiteral("-resume");
    for (const QStringList& occurrence : state.occurrences) {
        const OptionSpec* spec = table.find(occurrence.first());
        if (spec && !spec->allowedWhenResuming && spec->name != resumeOption)
            return failure(QStringLiteral("%2: %1 cannot be given with %2 (the "
                                          "tournament's saved command line is used)")
                               .arg(spec->name, resumeOption),
                           dialect);
    }
    TournamentState saved;
    QString error;
    if (!TournamentState::load(state.resumeFile, &saved, &error))
        return failure(resumeOption + QStringLiteral(": ") + error, dialect);
    const DialectChoice savedDialect = chooseDialect(QString(), saved.commandLine);
    // The saved command line's relative paths (PGN, EPD, openings, books, engines) mean what
    // they meant in the folder the tournament was started in; the file names given now, what
    // they mean here. Both are read as absolute paths from here on.
    const QDir here = QDir::current();
    const bool moved = !saved.directory.isEmpty() && QDir(saved.directory) != here;
    QStringList commandLine = savedDialect.arguments;
    // fastchess's config.json keeps every setting but -strict and -testEnv: what -config file=
    // continues is strict (or in the test environment) only when the flag is given again.
    if (savedDialect.dialect == Dialect::Fastchess)
        for (const char* unsaved : {"-strict", "-testEnv"})
            commandLine.removeAll(QString::fromLatin1(unsaved));
    for (QStringList occurrence : state.occurrences) {
        if (occurrence.first() == resumeOption) continue;
        if (moved && occurrence.size() == 2 &&
            (occurrence[0] == QLatin1String("-statefile") ||
             occurrence[0] == QLatin1String("-engines-file")))
            occurrence[1] = here.absoluteFilePath(occurrence[1]);
        commandLine << occurrence;
    }
    if (moved && !QDir::setCurrent(saved.directory))
        return failure(QStringLiteral("%1: the tournament was started in '%2', which cannot "
                                      "be entered: its relative paths cannot be read")
                           .arg(resumeOption, saved.directory),
                       dialect);
    CliParseResult result = parse(commandLine, savedDialect.dialect, true);
    if (moved) {
        QDir::setCurrent(here.path());
        if (result.action == CliParseResult::Action::Run)
            makePathsAbsolute(&result.options, QDir(saved.directory));
    }
    if (result.action != CliParseResult::Action::Run) return result;
    TournamentDescription& options = result.options;
    options.tournament.randomSeed = saved.seed;
    options.tournament.randomSeedGiven = true;
    options.directory = saved.directory.isEmpty() ? here.path() : saved.directory;
    options.resumeFile = here.absoluteFilePath(state.resumeFile);
    options.resumeFileGiven = state.resumeFile;
    if (!commandLine.contains(QStringLiteral("-statefile")))
        options.stateFile = moved ? options.resumeFile : state.resumeFile;
    options.resumeState = saved;
    return result;
}

CliParseResult parse(const QStringList& arguments, Dialect dialect, bool insideResume) {
    const OptionTable table = tableFor(dialect);
    ParseState state;
    state.options.dialect = dialect;
    const OptionProblem problem = runHandlers(table, arguments, state);
    if (problem.failed()) return describeOptionFailure(dialect, table, problem);
    const bool fastchess = dialect == Dialect::Fastchess;

    switch (state.earlyExit) {
    case ParseState::EarlyExit::Help:
        return exitRequest(CliParseResult::ExitRequest::Help, dialect);
    case ParseState::EarlyExit::Version:
        return exitRequest(CliParseResult::ExitRequest::Version, dialect);
    case ParseState::EarlyExit::ResultFormatHelp: return exitWith(ResultFormat::helpText());
    case ParseState::EarlyExit::ListEngines: {
        QString error;
        const QString list = listEngines(state.options.enginesFile, &error);
        if (!error.isEmpty()) return failure(QStringLiteral("-engines: ") + error);
        return exitWith(list);
    }
    case ParseState::EarlyExit::Rejudge: {
        // No engines needed: only the rules and the variant of games without [Variant].
        const QString rules = checkRMobilityOptions(state);
        if (!rules.isEmpty()) return failure(rules);
        CliParseResult result;
        result.action = CliParseResult::Action::Rejudge;
        result.options = state.options;
        return result;
    }
    case ParseState::EarlyExit::None: break;
    }

    if (!state.resumeFile.isEmpty()) {
        if (insideResume)
            return failure(QStringLiteral("-resume: the saved command line contains -resume"),
                           dialect);
        return resume(state, dialect);
    }

    TournamentDescription& options = state.options;
    // -tournament evolution breeds its players from one engine (evolutioncli.h).
    const bool evolution = options.evolution.enabled;
    if (state.engineArgs.size() < (evolution ? 1 : 2))
        return failure(evolution   ? QStringLiteral("-tournament evolution needs an -engine")
                       : fastchess ? QStringLiteral("Error: Need at least two engines to start!")
                                   : QStringLiteral("at least two engines are required"),
                       dialect);
    const EngineProblem engineProblem = resolveEngines(table, state);
    if (engineProblem.failed()) {
        if (fastchess) return failure(engineProblem.message, dialect);
        // An error of -engine's or -each's value: cutechess-cli's line first, as for any option
        // (cutechess-cli words a missing time control as its own).
        return cutechessValueFailure(
            engineProblem.noTimeControl
                ? QStringLiteral("Warning: Invalid or missing time control")
                : cutechessInvalidValue(engineProblem.option, engineProblem.tokens),
            engineProblem.option, engineProblem.message);
    }
    if (fastchess) {
        const QString fastchessProblem = finishFastchessOptions(state);
        if (!fastchessProblem.isEmpty()) return failure(fastchessProblem, dialect);
    }

    TournamentSettings& t = options.tournament;
    t.playerNames.clear();
    for (const PlayerOptions& p : options.players) t.playerNames << p.displayName;
    t.randomSeedGiven = state.randomSeedGiven;
    // cutechess-cli's seed is 32 bits (-srand refuses more): a seed chosen here is too, so that
    // the -srand toArguments() writes for it reads back.
    if (!t.randomSeedGiven)
        t.randomSeed = fastchess ? QRandomGenerator::system()->generate64()
                                 : QRandomGenerator::system()->generate();
    if (t.sprt.enabled && !state.sprtPentanomialGiven)
        t.sprt.config.pentanomial = t.pentanomialByDefault();
    const QString settingsProblem =
        t.validate(evolution ? options.evolution.population : options.players.size());
    if (!settingsProblem.isEmpty()) return failure(settingsProblem, dialect);

    // fastchess keeps its tournament in -config outname= (config.json): -config file= resumes.
    options.stateFile = !state.stateFileOption.isEmpty() ? state.stateFileOption
                        : fastchess                      ? options.fastchess.configOutName
                                                         : defaultStateFile(options);
    options.commandLine = arguments;
    options.directory = QDir::currentPath();
    if (fastchess) options.commandLine = QStringList{"-dialect", "fastchess"} + arguments;
    for (const auto& hook : table.finalizeHooks()) {
        const QString hookProblem = hook(state);
        if (!hookProblem.isEmpty()) return failure(hookProblem, dialect);
    }
    // Before anything opens them: a FIFO or a device would block or never end (namedfiles.h).
    const QString fileProblem = namedFileProblem(options);
    if (!fileProblem.isEmpty()) return failure(fileProblem, dialect);

    CliParseResult result;
    result.action = CliParseResult::Action::Run;
    result.options = state.options;
    return result;
}

} // namespace

QString defaultStateFile(const TournamentDescription& options) {
    // Not beside a device or a pipe (-pgnout /dev/null): only a regular file has a state.
    if (options.pgnOut) {
        const QFileInfo pgn(options.pgnOut->file);
        if (!pgn.exists() || pgn.isFile())
            return options.pgnOut->file + QStringLiteral(".state.json");
    }
    return QStringLiteral("arbiter-tournament.json");
}

OptionTable optionTableFor(Dialect dialect) {
    return dialect == Dialect::Fastchess ? buildFastchessOptionTable(buildOptionTable())
                                         : buildOptionTable();
}

OptionTable buildOptionTable() {
    using Provider = void (*)(OptionTable&);
    static const Provider providers[] = {
        addEngineOptions,  addTournamentOptions, addAdjudicationOptions, addOpeningOptions,
        addOutputOptions,  addStatisticsOptions, addResumeOptions,       addRMobilityOptions,
        addXiangqiOptions, addRejudgeOptions,    addGeneralOptions,
    };
    OptionTable table;
    for (Provider provider : providers) provider(table);
    return table;
}

CliParseResult parseCommandLine(const QStringList& arguments, const QString& programPath) {
    const DialectChoice choice = chooseDialect(programPath, arguments);
    if (!choice.error.isEmpty()) return failure(choice.error);
    return parse(choice.arguments, choice.dialect, false);
}

} // namespace arbiter::cli
