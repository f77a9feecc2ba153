// The processes of an arbiter-cli run, from /proc: its engines while it runs, and which
// processes it leaves behind. A test that calls becomeSubreaper() (Linux) gets any engine that
// outlives arbiter-cli, running or as an unreaped zombie, as its own child, where /proc shows it.
#pragma once

#include <QString>
#include <QStringList>
#include <sys/types.h>

namespace arbiter::test {

struct ProcessInfo {
    pid_t pid = 0;
    pid_t parent = 0;
    char state = '?'; // /proc/PID/stat: R, S, Z, ...
    QString command;  // /proc/PID/cmdline with spaces
    QString name;     // /proc/PID/stat's comm (a forked process may rename itself)
};

// The name arbiter's keeper process gives itself (engine/processgroups.h): a child of the
// manager that is not an engine.
inline constexpr char kKeeperName[] = "arbiter-keeper";

// Orphans of a run are reparented to this process from now on.
bool becomeSubreaper();

// The children of `parent` according to /proc.
QList<ProcessInfo> childrenOf(pid_t parent);

// Our children other than `except` (the arbiter-cli still running, if any), as text for
// failure messages; empty when there are none.
QString leftoverChildren(pid_t except = 0);

// Waits (up to `seconds`) for every child of this process except `except` to end and reaps it;
// kills those still running then. Returns the ones that had to be killed.
QList<ProcessInfo> reapChildren(int seconds, pid_t except = 0);

} // namespace arbiter::test
