// Which variants each engine of the library plays. An engine says so only in its handshake
// (UCI_Variant, CECP's feature variants=, UCCI is xiangqi; the library's Engine reads them), so
// an engine not known yet is started once, asked, and sent away; the answer is remembered in the
// settings with the engine's command and arguments. The New Game dialog offers only the engines
// that play the chosen variant. The main window owns one and asks in the background from the
// start, so the first New Game dialog finds the answers (or shows "Checking engines...") and
// never waits: engines are started from the event loop, one per turn of it, never in the
// caller's call, and closing a dialog leaves the asking to go on.
#pragma once

#include "engine/engineconfiguration.h"

#include <QObject>
#include <QSet>
#include <optional>

namespace arbiter::gui {

class EngineVariants : public QObject {
    Q_OBJECT
public:
    explicit EngineVariants(QObject* parent = nullptr);
    ~EngineVariants() override;

    // The variants `engine` plays, nullopt while nobody knows.
    std::optional<QStringList> variantsOf(const EngineConfiguration& engine) const;
    // Whether `engine` plays `variant`; an engine not asked yet counts as playing it.
    bool plays(const EngineConfiguration& engine, const QString& variant) const;
    // Queues the engines not known yet to learn their variants (each once); they are started
    // from the event loop, and learnt() follows for each that answered or failed to start.
    void learn(const QVector<EngineConfiguration>& engines);
    // Whether some engine is still being asked (queued or started).
    bool isLearning() const { return !m_asking.isEmpty(); }
    // How many engine processes were started to ask (for tests: none in learn()'s own call).
    int startedCount() const { return m_started; }

signals:
    void learnt(const QString& engineName);

private:
    void remember(const EngineConfiguration& engine, const QStringList& variants);
    // Starts the next queued engine and, if more wait, schedules the one after.
    void startNext();

    QSet<QString> m_asking; // names of engines queued or started and not answered yet
    QVector<EngineConfiguration> m_queue;
    int m_started = 0;
};

} // namespace arbiter::gui
