#pragma once

#include "engine/engineconfiguration.h"
#include "engine/enginedialect.h"
#include "engine/engineevent.h"
#include "engine/engineoption.h"
#include "engine/moveevaluation.h"

#include <QString>
#include <string_view>

namespace arbiter {

// What a protocol adapter has of its Engine: where its text goes (send), where what it read
// goes (apply, an EngineEvent), and what it may read of the engine's state to translate. The
// adapter writes none of that state: the Engine changes it when it applies an event
// (docs/architecture.md, "An engine's move").
class EngineLink {
public:
    virtual ~EngineLink() = default;

    // One line to the engine (without its line break).
    virtual void send(std::string_view line) = 0;
    void send(const QString& line) {
        const QByteArray utf8 = line.toUtf8();
        send(std::string_view(utf8.constData(), size_t(utf8.size())));
    }
    void send(const char* line) { send(std::string_view(line)); }
    // The Engine applies what the adapter read. Returns, for SearchEnded, whether the move was
    // taken as the answer of the current search; else true.
    virtual bool apply(EngineEvent& event) = 0;
    bool apply(EngineEvent&& event) { return apply(event); }

    virtual const EngineConfiguration& configuration() const = 0;
    virtual int scaledTimeout(int ms) const = 0;
    virtual const EngineOptionList& options() const = 0;
    virtual QString idAuthor() const = 0;
    // The dialect in force (detected when the protocol answered, see EngineEvent).
    virtual const XiangqiDialect& dialect() const = 0;
    // The current game uses xiangqi coordinates: moves and FENs go through the dialect.
    virtual bool usesXiangqiCoordinates() const = 0;
    virtual bool isStarting() const = 0;
    virtual bool isSearching() const = 0;
    // Thinking, or owing the move of an abandoned search.
    virtual bool awaitsMove() const = 0;
    // The side to move in the current search is White (clock fields are given by colour).
    virtual bool whiteToMove() const = 0;
    // Engine::EvaluationMode::EveryLine: every info line is read, not only the last scoring one.
    virtual bool wantsEveryLine() const = 0;
    virtual bool hasMessageListeners() const = 0;
    virtual const MoveEvaluation& lastEvaluation() const = 0;
    // White's point of view when the configuration asks for it (whitepov).
    virtual void flipScoreIfNeeded(EngineScore* score) const = 0;

    const XiangqiDialect* moveDialect() const {
        return usesXiangqiCoordinates() ? &dialect() : nullptr;
    }
    QString moveToEngine(const QString& move) const {
        return usesXiangqiCoordinates() ? dialect().moveToEngine(move) : move;
    }
    QString moveFromEngine(std::string_view move) const {
        if (move.empty()) return QString();
        const QString text = QString::fromUtf8(move.data(), qsizetype(move.size()));
        return usesXiangqiCoordinates() ? dialect().moveFromEngine(text) : text;
    }
};

} // namespace arbiter
