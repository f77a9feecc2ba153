#include "clicommands.h"

namespace arbiter::cli {

const QVector<OtherCommand>& otherCommands() {
    static const QVector<OtherCommand> commands{
        {QStringLiteral("-online"),
         QStringLiteral("Playing online as a bot"),
         QStringLiteral("-online URL -room N [-bot NAME -password P | -guest NAME] "
                        "[-engine SETTINGS] [-games N]"),
         QStringLiteral("arbiter-cli plays rooms of an arbiter-server with an engine."),
         {{QStringLiteral("-online URL"),
           QStringLiteral("the server's WebSocket address (ws:// or wss://)")},
          {QStringLiteral("-room N"), QStringLiteral("the room to play in")},
          {QStringLiteral("-bot NAME, -password P"),
           QStringLiteral("play as a registered bot account (made on the first run), or")},
          {QStringLiteral("-guest NAME"), QStringLiteral("as a guest")},
          {QStringLiteral("-engine SETTINGS, -engines-file FILE"),
           QStringLiteral("the engine, with the tournament's engine settings; without one, "
                          "arbiter-engine beside arbiter-cli plays")},
          {QStringLiteral("-games N"),
           QStringLiteral("stop after N games (default: until interrupted)")}}},
        {QStringLiteral("-annotate"),
         QStringLiteral("Annotating games"),
         QStringLiteral("-annotate FILE (-depth N | -st SECONDS) [-explain en|zh] [-out FILE] "
                        "[-engine SETTINGS]"),
         QStringLiteral("arbiter-cli annotates every game of a PGN file with an "
                        "engine: evaluations, ?!, ? and ?? with the engine's better line, and "
                        "the coach's facts about each move."),
         {{QStringLiteral("-annotate FILE"), QStringLiteral("the PGN file")},
          {QStringLiteral("-depth N, -st SECONDS"),
           QStringLiteral("how long each position is searched (one of the two)")},
          {QStringLiteral("-explain en|zh"),
           QStringLiteral("say what each move does (takes, checks, threatens, wins, allows), in "
                          "English or Chinese")},
          {QStringLiteral("-out FILE"),
           QStringLiteral("where the annotated games go (default: standard output)")},
          {QStringLiteral("-engine SETTINGS, -engines-file FILE, -variant NAME"),
           QStringLiteral("the engine (default arbiter-engine), and the variant of games "
                          "without a [Variant] tag")}}},
    };
    return commands;
}

} // namespace arbiter::cli
