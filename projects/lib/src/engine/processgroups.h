// Engine process groups: every engine runs in a process group of its own (EngineProcess makes
// it the leader of one before exec), so that ending an engine ends what it started as well: the
// real engine behind a wrapper script that does not `exec` it, helpers it forked, children that
// outlive it. PR_SET_PDEATHSIG reaches only the engine itself, so a keeper process ends the
// groups that are still running when this process dies without ending them (SIGKILL, a crash).
// What is and is not covered: docs/reliability.md, "Engines die with the manager".
#pragma once

#include <sys/types.h>

namespace arbiter::processgroups {

// SIGKILL to every process of `group` (a process id that leads a group); nothing for 0.
void killGroup(pid_t group);

// Hands `group` to the keeper: if this process ends while the group is watched, the keeper
// kills the group. The keeper (a forked process that waits on a pipe only this process writes
// to) is started on first use.
void watch(pid_t group);

// The group has been ended: the keeper forgets it.
void release(pid_t group);

// The keeper's process id (0: not started, or it could not be started).
pid_t keeperProcessId();

} // namespace arbiter::processgroups
