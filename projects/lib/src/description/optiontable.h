// The table of command-line options. Each option is one entry: its name, value syntax, how
// many values it takes, its help text, its section in -help and the manual, and a handler
// that stores the values in the parse state. The parser, -help and the checks for -resume are
// all driven by this table, so adding an option is adding an entry.
//
// Extension point: an area that adds options (r-Mobility's -rMobilityType, xiangqi's
// -xqrepetition, ...) writes a provider function that calls table.add(...) for its options
// and lists it in optionProviders() (cliparser.cpp). Values go into fields it adds to
// TournamentDescription (tournamentdescription.h); finalize hooks can be registered for checks that
// need the whole command line.
#pragma once

#include "enginekeys.h"
#include "tournamentdescription.h"

#include <QString>
#include <QStringList>
#include <QVector>
#include <functional>
#include <vector>

namespace arbiter::cli {

// What the parse has collected so far: the options, plus the raw engine lists (resolved at
// the end, when -each and -engines-file are known) and the early-exit requests.
struct ParseState {
    enum class EarlyExit { None, Help, Version, ListEngines, ResultFormatHelp, Rejudge };

    TournamentDescription options;
    QVector<QStringList> engineArgs; // one list per -engine
    QStringList eachArgs;            // all -each values, in order
    EarlyExit earlyExit = EarlyExit::None;
    QString resumeFile;
    QString stateFileOption; // -statefile
    bool sprtPentanomialGiven = false;
    bool sprtModelGiven = false;
    bool randomSeedGiven = false;
    // Every option as given: the option token followed by its values, in order.
    QVector<QStringList> occurrences;
};

enum class OptionSection {
    Engines,
    Tournament,
    Adjudication,
    Openings,
    Output,
    Statistics,
    Resume,
    RMobility,
    Xiangqi,
    General,
};
QString sectionTitle(OptionSection section);

struct OptionSpec {
    QString name;        // "-games"
    QStringList aliases; // other spellings ("--help")
    QString syntax;      // value syntax for -help: "N", "[N]", "FILE [min] [fi]"
    QString help;        // description; lines separated by '\n'
    int minValues = 0;
    int maxValues = 0; // -1: any number
    OptionSection section = OptionSection::General;
    bool arbiterExtension = false;    // not a cutechess-cli option (marked in -help)
    bool allowedWhenResuming = false; // may be given together with -resume
    // Stores the values; returns an error message without the option name, or "".
    std::function<QString(const QStringList& values, ParseState& state)> handler;
};

// One entry of the table: the fields every provider fills.
OptionSpec makeOption(OptionSection section, const char* name, const char* syntax, int minValues,
                      int maxValues, const char* help,
                      std::function<QString(const QStringList&, ParseState&)> handler);

class OptionTable {
public:
    void add(OptionSpec spec);
    const OptionSpec* find(const QString& nameOrAlias) const;
    const std::vector<OptionSpec>& options() const { return m_options; }

    // Per-engine settings of -engine and -each (enginekeys.h).
    void addEngineKey(EngineKeySpec spec) { m_engineKeys.push_back(std::move(spec)); }
    const std::vector<EngineKeySpec>& engineKeys() const { return m_engineKeys; }

    // Checks that need the whole command line (run after the engines are resolved, in the
    // order added). Return an error message (complete, without "arbiter-cli: ") or "".
    using FinalizeHook = std::function<QString(ParseState& state)>;
    void addFinalizeHook(FinalizeHook hook) { m_hooks.push_back(std::move(hook)); }
    const std::vector<FinalizeHook>& finalizeHooks() const { return m_hooks; }

private:
    std::vector<OptionSpec> m_options;
    std::vector<EngineKeySpec> m_engineKeys;
    std::vector<FinalizeHook> m_hooks;
};

// Providers of the built-in options.
void addEngineOptions(OptionTable& table);     // -engine -each -engines -engines-file
void addTournamentOptions(OptionTable& table); // -variant -tournament -games -rounds ...
void addAdjudicationOptions(OptionTable& table);
void addOpeningOptions(OptionTable& table);
void addOutputOptions(OptionTable& table);
void addStatisticsOptions(OptionTable& table); // -sprt -ratinginterval -resultformat ...
void addResumeOptions(OptionTable& table);     // -resume -autosaveinterval -statefile
void addRMobilityOptions(OptionTable& table);  // rmobilitycli.h: -rMobilityType ...
void addXiangqiOptions(OptionTable& table);    // xiangqicli.h: -xqrepetition ... -xqnotation
void addRejudgeOptions(OptionTable& table);    // rulescli.h: -rejudge
void addGeneralOptions(OptionTable& table);    // -debug -help -version

} // namespace arbiter::cli
