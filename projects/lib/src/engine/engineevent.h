#pragma once

#include "engine/engineoption.h"
#include "engine/enginetypes.h"
#include "engine/moveevaluation.h"

#include <QString>
#include <QStringList>
#include <string_view>

namespace arbiter {

// What a protocol adapter read in an engine's line, in protocol-neutral terms: the adapter
// makes one from a line (or from the end of its handshake) and hands it to its Engine
// (EngineLink::apply), which alone changes its state and emits its signals. Made with the
// named constructors below; fields a kind does not use stay empty.
struct EngineEvent {
    enum class Kind {
        IdName,            // text: the engine's name (UCI "id name", CECP "myname")
        IdAuthor,          // text: "id author" (or "id copyright" when no author came)
        OptionAnnounced,   // option: one the engine offers
        VariantsAnnounced, // list: the variants it plays, in Arbiter's names (CECP)
        ReuseAnnounced,    // CECP "feature reuse": flag: refused (reuse=0), so restart=auto
                           // restarts it between games
        ProtocolAnswered,  // uciok/ucciok, CECP features done: the dialect can be detected;
                           // flag: the engine takes times in milliseconds (UCCI usemillisec)
        OptionChosen,      // text, detail: set an option the engine announced, if it takes
                           // the value (the adapter's own choice: variant, Chess960, ...)
        OptionValueSent,   // text, detail: the adapter sent this option's value itself
        HandshakeDone,     // the handshake's last answer came
        PingAnswered,      // readyok / pong to the last ping
        ScoreLine,         // line: a scoring line of the search, kept raw (FinalOnly mode)
        Evaluation,        // evaluation: the search's evaluation now (flag: the main line's,
                           // kept; else a secondary MultiPV line's, only shown); shown: a
                           // line that said something (thinking() is emitted)
        InfoString,        // text: UCI "info string", UCCI "info message"
        SearchEnded,       // text: the move (empty: none), detail: the ponder move; flags
        Resigned,          // CECP "resign"
        DrawOffered,
        ResultClaimed, // text: the result, detail: the comment
        IllegalMove,   // text: our move the engine refused, detail: its reason
        Error,         // text: something the engine did wrong, or wrote about itself
        Message,       // text: for the user (CECP telluser, askuser, ...)
    };

    Kind kind;
    std::string_view line;
    QString text;
    QString detail;
    QStringList list;
    MoveFlags flags;
    bool flag = false;
    bool shown = false;
    const EngineOption* option = nullptr;
    MoveEvaluation* evaluation = nullptr; // the Engine may move from it

    explicit EngineEvent(Kind k) : kind(k) {}
    static EngineEvent withText(Kind k, QString text, QString detail = QString()) {
        EngineEvent e(k);
        e.text = std::move(text);
        e.detail = std::move(detail);
        return e;
    }
    static EngineEvent announced(const EngineOption& option) {
        EngineEvent e(Kind::OptionAnnounced);
        e.option = &option;
        return e;
    }
    static EngineEvent variants(QStringList names) {
        EngineEvent e(Kind::VariantsAnnounced);
        e.list = std::move(names);
        return e;
    }
    static EngineEvent protocolAnswered(bool usemillisec) {
        EngineEvent e(Kind::ProtocolAnswered);
        e.flag = usemillisec;
        return e;
    }
    static EngineEvent scoreLine(std::string_view line) {
        EngineEvent e(Kind::ScoreLine);
        e.line = line;
        return e;
    }
    static EngineEvent evaluated(MoveEvaluation& evaluation, bool mainLine, bool shown) {
        EngineEvent e(Kind::Evaluation);
        e.evaluation = &evaluation;
        e.flag = mainLine;
        e.shown = shown;
        return e;
    }
    static EngineEvent searchEnded(QString move, QString ponder, MoveFlags flags) {
        EngineEvent e(Kind::SearchEnded);
        e.text = std::move(move);
        e.detail = std::move(ponder);
        e.flags = flags;
        return e;
    }
};

} // namespace arbiter
