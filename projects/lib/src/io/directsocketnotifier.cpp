#include "io/directsocketnotifier.h"

#include <QEvent>

namespace arbiter {

DirectSocketNotifier::DirectSocketNotifier(qintptr fd, Type type, QObject* parent)
    : QSocketNotifier(type, parent) {
    setSocket(fd);
    setEnabled(true);
}

bool DirectSocketNotifier::event(QEvent* e) {
    if (e->type() != QEvent::SockAct && e->type() != QEvent::SockClose)
        return QSocketNotifier::event(e);
    ready();
    return true;
}

} // namespace arbiter
