#include "cliparser.h"

#include "rmobilitycli.h"
#include "tournament/resultformat.h"

#include <QDir>
#include <QFileInfo>
#include <QRandomGenerator>
#include <functional>

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

CliParseResult failure(const QString& message) {
    CliParseResult result;
    result.action = CliParseResult::Action::Error;
    result.error = kPrefix + message;
    return result;
}

CliParseResult exitWith(const QString& output) {
    CliParseResult result;
    result.action = CliParseResult::Action::Exit;
    result.output = output;
    return result;
}

// Splits the arguments into options and runs their handlers. Returns an error message
// (without the prefix) or "".
QString runHandlers(const OptionTable& table, const QStringList& args, ParseState& state) {
    QString previous;
    for (int i = 0; i < args.size();) {
        const QString& token = args[i];
        if (!isOptionToken(token)) {
            return previous.isEmpty()
                       ? QStringLiteral("unexpected argument '%1'").arg(token)
                       : QStringLiteral("%1: unexpected value '%2'").arg(previous, token);
        }
        const OptionSpec* spec = table.find(token);
        if (!spec) return QStringLiteral("unknown option %1").arg(token);
        QStringList values;
        int j = i + 1;
        while (j < args.size() && !isOptionToken(args[j]) &&
               (spec->maxValues < 0 || values.size() < spec->maxValues))
            values << args[j++];
        if (values.size() < spec->minValues)
            return QStringLiteral("%1: missing value (%1 %2)").arg(spec->name, spec->syntax);
        state.occurrences.append(QStringList{token} + values);
        const QString problem = spec->handler(values, state);
        if (!problem.isEmpty()) return spec->name + QStringLiteral(": ") + problem;
        if (state.earlyExit == ParseState::EarlyExit::Help ||
            state.earlyExit == ParseState::EarlyExit::Version)
            return {};
        previous = spec->name;
        i = j;
    }
    return {};
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

// Builds each engine: conf= base, then the engine's own settings, then -each, which therefore
// wins: `-engine ... depth=1 -each depth=4` plays depth 4, as in cutechess-cli (its main.cpp
// parses the -each settings into every engine after the -engine ones) and fastchess.
QString resolveEngines(const OptionTable& table, ParseState& state) {
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
            if (!configs) return QStringLiteral("-engine: conf=%1: %2").arg(conf, error);
            const EngineConfiguration* found = nullptr;
            for (const EngineConfiguration& c : *configs)
                if (c.name == conf) found = &c;
            if (!found)
                return QStringLiteral("-engine: conf=%1: no engine named '%1' in %2")
                    .arg(conf, file.path());
            draft.player.engine = *found;
            draft.player.nameGiven = !found->name.isEmpty();
            draft.player.displayName = found->name;
        }
        QString problem = applyEngineTokens(table.engineKeys(), tokens, draft);
        if (problem.isEmpty()) {
            problem = applyEngineTokens(table.engineKeys(), state.eachArgs, draft);
            if (!problem.isEmpty()) return QStringLiteral("-each: ") + problem;
        }
        if (problem.isEmpty()) {
            PlayerOptions player;
            problem = finishEngine(draft, &player);
            if (problem.isEmpty()) {
                if (!player.hasTimeControl)
                    problem = QStringLiteral("no time control: give tc=, st=, depth= or nodes=");
                else
                    state.options.players.append(player);
            }
        }
        if (!problem.isEmpty()) return QStringLiteral("-engine: %1 %2").arg(problem, where);
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

CliParseResult parse(const QStringList& arguments, bool insideResume);

// Resolves the relative file names of a parsed command line against `base`, the folder it was
// given in (a tournament resumed elsewhere).
void makePathsAbsolute(CliOptions* options, const QDir& base) {
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

// -resume FILE [options]: the saved command line plus the options given now.
CliParseResult resume(const ParseState& state) {
    const OptionTable table = buildOptionTable();
    for (const QStringList& occurrence : state.occurrences) {
        const OptionSpec* spec = table.find(occurrence.first());
        if (spec && !spec->allowedWhenResuming)
            return failure(QStringLiteral("-resume: %1 cannot be given with -resume (the "
                                          "tournament's saved command line is used)")
                               .arg(spec->name));
    }
    TournamentState saved;
    QString error;
    if (!TournamentState::load(state.resumeFile, &saved, &error))
        return failure(QStringLiteral("-resume: ") + error);
    // The saved command line's relative paths (PGN, EPD, openings, books, engines) mean what
    // they meant in the folder the tournament was started in; the file names given now, what
    // they mean here. Both are read as absolute paths from here on.
    const QDir here = QDir::current();
    const bool moved = !saved.directory.isEmpty() && QDir(saved.directory) != here;
    QStringList commandLine = saved.commandLine;
    for (QStringList occurrence : state.occurrences) {
        if (occurrence.first() == QLatin1String("-resume")) continue;
        if (moved && occurrence.size() == 2 &&
            (occurrence[0] == QLatin1String("-statefile") ||
             occurrence[0] == QLatin1String("-engines-file")))
            occurrence[1] = here.absoluteFilePath(occurrence[1]);
        commandLine << occurrence;
    }
    if (moved && !QDir::setCurrent(saved.directory))
        return failure(QStringLiteral("-resume: the tournament was started in '%1', which cannot "
                                      "be entered: its relative paths cannot be read")
                           .arg(saved.directory));
    CliParseResult result = parse(commandLine, true);
    if (moved) {
        QDir::setCurrent(here.path());
        if (result.action == CliParseResult::Action::Run)
            makePathsAbsolute(&result.options, QDir(saved.directory));
    }
    if (result.action != CliParseResult::Action::Run) return result;
    CliOptions& options = result.options;
    options.tournament.randomSeed = saved.seed;
    options.tournament.randomSeedGiven = true;
    options.directory = saved.directory.isEmpty() ? here.path() : saved.directory;
    options.resumeFile = here.absoluteFilePath(state.resumeFile);
    if (!commandLine.contains(QStringLiteral("-statefile")))
        options.stateFile = moved ? options.resumeFile : state.resumeFile;
    options.resumeState = saved;
    return result;
}

QString defaultStateFile(const CliOptions& options) {
    // Not beside a device or a pipe (-pgnout /dev/null): only a regular file has a state.
    if (options.pgnOut) {
        const QFileInfo pgn(options.pgnOut->file);
        if (!pgn.exists() || pgn.isFile())
            return options.pgnOut->file + QStringLiteral(".state.json");
    }
    return QStringLiteral("arbiter-tournament.json");
}

CliParseResult parse(const QStringList& arguments, bool insideResume) {
    const OptionTable table = buildOptionTable();
    ParseState state;
    const QString problem = runHandlers(table, arguments, state);
    if (!problem.isEmpty()) return failure(problem);

    switch (state.earlyExit) {
    case ParseState::EarlyExit::Help: return exitWith(helpText(table));
    case ParseState::EarlyExit::Version: return exitWith(versionText());
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
            return failure(QStringLiteral("-resume: the saved command line contains -resume"));
        return resume(state);
    }

    CliOptions& options = state.options;
    // -tournament evolution breeds its players from one engine (evolutioncli.h).
    const bool evolution = options.evolution.enabled;
    if (state.engineArgs.size() < (evolution ? 1 : 2))
        return failure(evolution ? QStringLiteral("-tournament evolution needs an -engine")
                                 : QStringLiteral("at least two engines are required"));
    const QString engineProblem = resolveEngines(table, state);
    if (!engineProblem.isEmpty()) return failure(engineProblem);

    TournamentSettings& t = options.tournament;
    t.playerNames.clear();
    for (const PlayerOptions& p : options.players) t.playerNames << p.displayName;
    t.randomSeedGiven = state.randomSeedGiven;
    if (!t.randomSeedGiven) t.randomSeed = QRandomGenerator::system()->generate64();
    if (t.sprt.enabled && !state.sprtPentanomialGiven) {
        const stats::SprtModel model = t.sprt.config.model;
        t.sprt.config.pentanomial = t.playsGamePairs() && (model == stats::SprtModel::Normalized ||
                                                           model == stats::SprtModel::Logistic);
    }
    const QString settingsProblem =
        t.validate(evolution ? options.evolution.population : options.players.size());
    if (!settingsProblem.isEmpty()) return failure(settingsProblem);

    options.stateFile =
        state.stateFileOption.isEmpty() ? defaultStateFile(options) : state.stateFileOption;
    options.commandLine = arguments;
    options.directory = QDir::currentPath();
    for (const auto& hook : table.finalizeHooks()) {
        const QString hookProblem = hook(state);
        if (!hookProblem.isEmpty()) return failure(hookProblem);
    }

    CliParseResult result;
    result.action = CliParseResult::Action::Run;
    result.options = state.options;
    return result;
}

} // namespace

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

CliParseResult parseCommandLine(const QStringList& arguments) {
    return parse(arguments, false);
}

} // namespace arbiter::cli
