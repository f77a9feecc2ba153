// Short searches of positions one after another by one engine process, at a fixed depth or time
// each: what "Analyse game" (gameannotator.h) and the coach's explanations (moveexplainer.h)
// ask an engine. The engine is started at the first search and stays up for the next ones; a
// new game is sent whenever the variant changes. Searches wait in a queue; cancel() drops the
// queue and the answer of the search running (the engine is stopped), so a caller that moved
// on never gets an answer about a position it no longer shows.
#pragma once

#include "board/board.h"
#include "engine/engine.h"

#include <QObject>
#include <QPointer>
#include <deque>

namespace arbiter {

// `board` as engines get it in games (docs/gui-analysis.md, "The coach"): the FEN after the
// last move that reset the halfmove clock (the board's first position when its history holds
// none) and the moves since, in coordinate notation, so that an engine sees the repetitions
// (in xiangqi a forbidden perpetual it must avoid). A board without history is its FEN alone.
EnginePosition positionWithHistory(const Board& board);

class ShortSearch : public QObject {
    Q_OBJECT
public:
    explicit ShortSearch(const EngineConfiguration& config, QObject* parent = nullptr);
    ~ShortSearch() override;

    const EngineConfiguration& configuration() const { return m_config; }
    // The engine's name once it answered the handshake, else the configured one.
    QString engineName() const;

    // Queues a search of `position` (a position of `variant`); searched() or failed() follows
    // for each search, in the order they were queued. Limits without a depth, time or nodes
    // are refused by failed().
    void search(const QString& variant, const EnginePosition& position, const SearchLimits& limits);
    // Drops the queued searches and the answer of the running one.
    void cancel();
    // Queued or running searches whose answer is still to come.
    int pending() const { return int(m_queue.size()) + (m_running ? 1 : 0); }

signals:
    // The engine's last evaluation (score from the side to move, PV from the position searched)
    // and its move, in coordinate notation.
    void searched(const arbiter::MoveEvaluation& evaluation, const QString& bestMove);
    // The engine could not start, does not play the variant, crashed or stopped answering; the
    // queue is dropped and the next search starts a new process.
    void failed(const QString& error);

private:
    struct Request {
        QString variant;
        EnginePosition position;
        SearchLimits limits;
    };
    void next();
    void onMoveMade(const QString& move);
    void fail(const QString& error);

    EngineConfiguration m_config;
    QPointer<Engine> m_engine;
    bool m_ready = false;
    QString m_gameVariant; // the variant of the last new game sent
    std::deque<Request> m_queue;
    bool m_running = false; // a search runs whose answer is wanted
    int m_dropped = 0;      // answers still to come from cancelled searches
};

} // namespace arbiter
