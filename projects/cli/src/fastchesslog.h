// fastchess's -log file (core/logger of fastchess 1.8's public source), for arbiter-cli's
// fastchess dialect: the program's own lines at or above the chosen level and, with engine=true,
// every line sent to and read from an engine, each with fastchess's prefix:
//   [INFO  ] [19:51:54.869252] <                    > fastchess --- Starting tournament...
//   [Engine] [19:51:54.884496] <                   1>  A <--- uci
//   [Engine] [19:51:54.897451] <                   1>  A ---> id name Stockfish 15.1
// (fastchess shows its game thread's id between < and >; arbiter-cli runs every game on one
// thread and shows the engine process's number instead).
#pragma once

#include "description/tournamentdescription.h"
#include "engine/engineprocess.h"

#include <QFile>
#include <QString>
#include <functional>

namespace arbiter::cli {

class FastchessLog {
public:
    // Opens settings.file (appended to unless append=false); false with *error when it
    // cannot be written.
    bool open(const FastchessLogSettings& settings, QString* error);
    bool isOpen() const { return m_file.isOpen(); }
    // Told once when a write fails (a full disk, /dev/full): the log is closed, the run goes on.
    void onWriteFailure(std::function<void(const QString& warning)> warn) {
        m_warn = std::move(warn);
    }

    // A line of the program at this level (written when the level is at or above -log level=).
    void write(FastchessLogSettings::Level level, const QString& message);
    // The same for a line about one game: fastchess shows its game thread's id between < and >,
    // arbiter-cli the game's number.
    void write(FastchessLogSettings::Level level, const QString& message, const QString& id);
    // A line to or from an engine (written with engine=true).
    void traffic(const EngineTraffic& line);

private:
    void writeLine(const char* label, const QString& id, const QString& text);

    FastchessLogSettings m_settings;
    QFile m_file;
    std::function<void(const QString&)> m_warn;
};

} // namespace arbiter::cli
