// The key=value settings of -engine and -each (cutechess-cli's per-engine options, docs/cli.md
// "Engine settings"): conf= name= cmd= dir= arg= initstr= stderr= proto= restart=
// trust tc= st= timemargin= book= bookdepth= whitepov ponder depth= nodes= tscale=
// option.NAME=VALUE debug.
//
// Keys are a table (EngineKeySpec) like the options; an area adding a per-engine setting adds
// an entry with addEngineKey() from its option provider. conf= is handled by the parser: it
// loads the base configuration from the engines file before the other keys are applied.
#pragma once

#include "tournamentdescription.h"

#include <QString>
#include <QStringList>
#include <functional>
#include <optional>
#include <vector>

namespace arbiter::cli {

// One engine while its keys are applied: time settings are combined at the end so that
// tc=/st= and depth=/nodes=/timemargin= can come in any order.
struct EngineDraft {
    PlayerOptions player;
    std::optional<TimeControl> clock;   // from tc=
    std::optional<TimeControl> perMove; // from st=: wins over tc= wherever either is given, as in
                                        // cutechess-cli (a time per move overrides the clock)
    std::optional<int> depth;
    std::optional<qint64> nodes;
    std::optional<qint64> marginMs;
};

struct EngineKeySpec {
    QString key;    // "cmd"; "option.*" stands for option.NAME
    QString syntax; // "cmd=COMMAND", "trust"
    QString help;
    bool flag = false; // takes no value ("trust", "ponder")
    bool arbiterExtension = false;
    // Applies the value (key is the full key, e.g. "option.Hash"); returns an error or "".
    std::function<QString(const QString& key, const QString& value, EngineDraft& draft)> apply;
};

// One key=value key of the table.
EngineKeySpec makeEngineKey(
    const char* name, const char* syntax, const char* help,
    std::function<QString(const QString& key, const QString& value, EngineDraft& draft)> apply);

// The built-in keys.
std::vector<EngineKeySpec> builtinEngineKeys();

// Applies "key=value" and flag tokens (not conf=) in order. Errors name the token:
// "unknown engine setting 'foo'", "trust takes no value", "tc: '40/x' is not a time
// control: ...".
QString applyEngineTokens(const std::vector<EngineKeySpec>& keys, const QStringList& tokens,
                          EngineDraft& draft);

// The token's key: "cmd" for "cmd=./sf", "trust" for "trust".
QString engineTokenKey(const QString& token);

// Completes the engine: splits a cmd= with arguments ("./engine --uci") when no file of that
// whole name exists, checks that a cmd path containing '/' exists (relative to dir= or the
// current directory), builds the time control and the display name.
// Errors: "missing cmd=", "cmd=./nope: no such file".
QString finishEngine(EngineDraft& draft, PlayerOptions* player);

} // namespace arbiter::cli
