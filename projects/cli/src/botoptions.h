// arbiter-cli's command line as an online bot (docs/cli.md, "Playing online as a bot"):
//   arbiter-cli -online URL -room N [-bot NAME -password P | -guest NAME]
//               [-engine SETTINGS...] [-engines-file FILE] [-games N]
// The engine's settings are the tournament's -engine keys (cmd=, proto=, option.NAME=, conf=,
// ...), read by the library's engine-key table; its time comes from the room's clock, so time
// keys are ignored. Without -engine the bot plays arbiter-engine beside arbiter-cli (UCI).
#pragma once

#include "engine/engineconfiguration.h"

#include <QString>
#include <QStringList>
#include <QUrl>

namespace arbiter::cli {

struct BotOptions {
    QUrl url;
    qint64 room = 0;
    QString botName; // a registered account (made on the first run)
    QString password;
    QString guestName; // or a guest
    EngineConfiguration engine;
    int games = 0; // 0: until stopped
};

// Whether the command line asks for the bot (it has -online).
bool isBotCommandLine(const QStringList& arguments);
// Reads it (without the program's name); an error names the option at fault.
QString parseBotOptions(const QStringList& arguments, const QString& programDirectory,
                        BotOptions* out);

} // namespace arbiter::cli
