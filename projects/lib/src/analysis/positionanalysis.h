// Infinite analysis of one position by one engine, through the library's Engine: the engine is
// started once, searches the position given last without limit and reports its best lines
// (MultiPV when the engine has the option). A new position or MultiPV count stops the running
// search and starts the next one as soon as the engine has answered the stop. UCI and UCCI
// engines search with "go infinite"; CECP engines, which have no such search, get a day per
// move and are stopped with "?".
#pragma once

#include "engine/engine.h"

#include <QObject>
#include <QPointer>
#include <QVector>

namespace arbiter {

class PositionAnalysis : public QObject {
    Q_OBJECT
public:
    explicit PositionAnalysis(const EngineConfiguration& config, QObject* parent = nullptr);
    ~PositionAnalysis() override;

    QString name() const;
    Engine* engine() const { return m_engine; }
    // The engine answered the handshake (before that positions wait).
    bool isReady() const { return m_ready; }
    // Whether the engine announced a MultiPV option (otherwise one line is shown).
    bool supportsMultiPv() const;

    // Starts the engine process; ready() or failed() follows.
    void start();
    // Lines wanted (1..); applied to the next search (the running one restarts).
    void setMultiPv(int lines);
    int multiPv() const { return m_multiPv; }
    // Analyses this position from now on: variant, start FEN ("" for the variant's start) and
    // the moves since, in coordinate notation.
    void setPosition(const QString& variant, const EnginePosition& position);
    const EnginePosition& position() const { return m_position; }
    const QString& variant() const { return m_variant; }
    // Stops searching (the engine stays up for the next position).
    void stop();
    bool isSearching() const { return m_searching; }

    // The current lines, index 0 for the best (multipv 1); scores from the side to move.
    const QVector<MoveEvaluation>& lines() const { return m_lines; }

signals:
    void ready();
    void failed(const QString& reason);
    void linesChanged();

private:
    void onReady();
    void onThinking(const MoveEvaluation& evaluation);
    void onMoveMade();
    void startSearch();
    void restart();

    QPointer<Engine> m_engine;
    bool m_ready = false;
    bool m_searching = false;   // a search of ours runs in the engine
    bool m_wantSearch = false;  // a position waits to be searched
    bool m_gameStarted = false; // newGame sent for m_setupVariant
    QString m_setupVariant;
    QString m_variant;
    EnginePosition m_position;
    int m_multiPv = 1;
    int m_appliedMultiPv = 1;
    QVector<MoveEvaluation> m_lines;
};

} // namespace arbiter
