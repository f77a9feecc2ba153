// Which variants each engine of the library plays. An engine says so only in its handshake
// (UCI_Variant, CECP's feature variants=, UCCI is xiangqi; the library's Engine reads them), so
// an engine not known yet is started once, asked, and sent away; the answer is remembered in the
// settings with the engine's command and arguments. The New Game dialog offers only the engines
// that play the chosen variant.
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
    // Starts the engines not known yet to learn their variants (each once); learnt() follows for
    // each that answered or failed to start.
    void learn(const QVector<EngineConfiguration>& engines);
    // Whether some engine is still being asked.
    bool isLearning() const { return !m_asking.isEmpty(); }

signals:
    void learnt(const QString& engineName);

private:
    void remember(const EngineConfiguration& engine, const QStringList& variants);

    QSet<QString> m_asking; // names of engines started and not answered yet
};

} // namespace arbiter::gui
