#include "gui/engines/enginevariants.h"

#include "engine/engine.h"

#include <QSettings>
#include <QTimer>

namespace arbiter::gui {

namespace {
constexpr int AskTimeoutMs = 15000; // a slow engine's handshake; a dead one fails sooner

// The settings key of one engine: its name, command and arguments (another program under the
// same name is asked again).
QString keyOf(const EngineConfiguration& engine) {
    const QString id = engine.name + QLatin1Char('\n') + engine.command + QLatin1Char('\n') +
                       engine.arguments.join(QLatin1Char(' ')) + QLatin1Char('\n') +
                       QString::number(int(engine.protocol));
    return QStringLiteral("engineVariants/") +
           QString::fromLatin1(id.toUtf8().toBase64(QByteArray::Base64UrlEncoding));
}
} // namespace

EngineVariants::EngineVariants(QObject* parent) : QObject(parent) {}

EngineVariants::~EngineVariants() = default;

std::optional<QStringList> EngineVariants::variantsOf(const EngineConfiguration& engine) const {
    const QVariant known = QSettings().value(keyOf(engine));
    if (!known.isValid()) return std::nullopt;
    return known.toStringList();
}

bool EngineVariants::plays(const EngineConfiguration& engine, const QString& variant) const {
    const std::optional<QStringList> known = variantsOf(engine);
    return !known || known->contains(variant);
}

void EngineVariants::remember(const EngineConfiguration& engine, const QStringList& variants) {
    QSettings().setValue(keyOf(engine), variants);
    m_asking.remove(engine.name);
    emit learnt(engine.name);
}

void EngineVariants::learn(const QVector<EngineConfiguration>& engines) {
    const bool idle = m_queue.isEmpty();
    for (const EngineConfiguration& config : engines) {
        if (variantsOf(config) || m_asking.contains(config.name)) continue;
        m_asking.insert(config.name);
        m_queue.append(config);
    }
    // Starting a process waits for its exec: done from the event loop, one engine per turn, so
    // a dialog asking in its constructor opens at once.
    if (idle && !m_queue.isEmpty()) QTimer::singleShot(0, this, &EngineVariants::startNext);
}

void EngineVariants::startNext() {
    if (m_queue.isEmpty()) return;
    const EngineConfiguration config = m_queue.takeFirst();
    if (!m_queue.isEmpty()) QTimer::singleShot(0, this, &EngineVariants::startNext);
    ++m_started;
    auto* engine = new Engine(config, this);
    engine->setHandshakeTimeout(AskTimeoutMs);
    // Deleted once its process is gone (quit() kills one that hangs).
    connect(engine, &Engine::exited, engine, &QObject::deleteLater);
    connect(engine, &Engine::ready, this, [this, engine, config] {
        remember(config, engine->supportedVariants());
        engine->quit();
    });
    // One that does not start is not remembered: it is offered (its game will say why it
    // cannot start) and asked again next time.
    connect(engine, &Engine::startFailed, this, [this, engine, config] {
        m_asking.remove(config.name);
        emit learnt(config.name);
        engine->deleteLater();
    });
    engine->start();
}

} // namespace arbiter::gui
