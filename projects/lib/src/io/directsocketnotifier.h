// A socket notifier that tells its owner directly when its descriptor is ready.
//
// QSocketNotifier reports readiness as an event (QEvent::SockAct, delivered through
// QCoreApplication::notify) turned into the signal activated() (QMetaObject::activate): a few
// hundred instructions and many cold cache lines per wake-up. Engine pipes wake arbiter-cli
// once or twice per ply, so EngineProcess's notifiers are of this kind: EpollEventDispatcher
// calls ready() itself, and under any other dispatcher the SockAct event calls it. Nothing
// filters these notifiers' events; they emit no activated().
#pragma once

#include <QSocketNotifier>

namespace arbiter {

class DirectSocketNotifier : public QSocketNotifier {
public:
    // Watches `fd` at once, as QSocketNotifier's constructor does. (It is registered with the
    // dispatcher from here, once it is a DirectSocketNotifier.)
    DirectSocketNotifier(qintptr fd, Type type, QObject* parent);

    // The descriptor is ready. The notifier may be deleted here (as by a slot of activated());
    // nothing of it is used afterwards by those calling.
    virtual void ready() = 0;

protected:
    bool event(QEvent* e) override;
};

} // namespace arbiter
