#pragma once

#include "engine/enginedialect.h"
#include "engine/engineoption.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QVector>

namespace arbiter {

// How to run one engine: stored in engines.json (cutechess's field names plus Arbiter's dialect
// fields) and given to Engine. See docs/engines.md.
struct EngineConfiguration {
    enum class RestartMode { Auto, On, Off };
    // r-Mobility: whether start FENs sent to the engine carry the 7th field, the accreted
    // G-score (docs/r-mobility.md). Auto: only when it is not redundant (a clock of 0 or the
    // position's own score: docs/r-mobility.md, "FEN: the G token"), so a game from the start
    // position is "position startpos"; Always: every game starts from a FEN with the token, as the
    // r-Mobility fork sends it; Never: plain six-field FENs.
    enum class RMobilityFen { Auto, Always, Never };

    QString name;
    QString command; // program to run (no shell)
    QStringList arguments;
    QString workingDirectory;
    QString stderrFile; // engine stderr is appended here; empty: discarded
    EngineProtocol protocol = EngineProtocol::Uci;
    QStringList initStrings; // lines sent right after the handshake
    bool whitePov = false;   // engine reports scores from white's point of view
    RestartMode restart = RestartMode::Auto;
    bool trust = false;        // accept the engine's result claims without checking them
    double timeoutScale = 1.0; // multiplies handshake/ping timeouts ("tscale")
    bool ponder = false;
    bool debug = false; // log all traffic of this engine
    RMobilityFen rMobilityFen = RMobilityFen::Auto;
    EngineOptionList options; // values to set at start (type may be Unknown until detected)
    XiangqiDialectOverrides dialect;

    // Sets (or adds) an option value by name.
    void setOptionValue(const QString& optionName, const QString& value);

    QJsonObject toJson() const;
    // Reads one engines.json entry. On error returns false and sets *error (naming the field).
    static bool fromJson(const QJsonObject& object, EngineConfiguration* config, QString* error);

    static QString restartModeName(RestartMode mode);
    static QString rMobilityFenName(RMobilityFen mode);
    // "auto", "always", "never"; false for anything else.
    static bool rMobilityFenFromName(const QString& name, RMobilityFen* mode);
};

// The program to start for a configuration: a command naming a path (it has a '/') as it is,
// when that file is an executable (relative to the working directory when one is set); else the
// command found on PATH or in /usr/games, where Debian installs its engines (fairy-stockfish,
// sjaakii, maxqi, ...) and which is often not on PATH. Empty when there is no such program.
QString findEngineProgram(const EngineConfiguration& config);

// Why `name` cannot name an engine, or empty when it can. A line break or another control
// character would split or corrupt the lines that carry the name (the "Started game" and
// "Finished game" lines, result tables, PGN tags, the debug log), so such names are refused
// (docs/engines.md), not escaped.
QString engineNameProblem(const QString& name);
// The name with its control characters written as escapes (\n, \t, \x01), for messages.
QString escapedName(const QString& name);

// engines.json: a JSON array of engine objects. Errors name the file and the problem (also an
// entry whose name an earlier entry already has: names are how engines are chosen).
bool loadEngineConfigurations(const QString& fileName, QVector<EngineConfiguration>* configs,
                              QString* error);
bool saveEngineConfigurations(const QString& fileName, const QVector<EngineConfiguration>& configs,
                              QString* error);

} // namespace arbiter
