// CPU affinity of engine processes (fastchess's -use-affinity, docs/cli.md "fastchess
// dialect"): which CPUs a game's engines may run on. Linux only; elsewhere pinning reports
// failure and the kernel places the engines.
#pragma once

#include <QString>
#include <QtGlobal>
#include <vector>

namespace arbiter {

// The machine's CPUs in the order fastchess hands them to its games: the first hardware
// thread of every core (by package, then core), then the second of each. Read from
// /proc/cpuinfo; empty when it cannot be read.
std::vector<int> cpusInFastchessOrder();
std::vector<int> cpusInFastchessOrder(const QString& cpuinfoText); // the file's text

// The CPUs of `cpus` this process may not run on (not online, or outside its own affinity,
// sched_getaffinity): engines pinned to them are not pinned at all. Empty when every one may be
// used (and where affinity is not known).
std::vector<int> cpusNotAllowed(const std::vector<int>& cpus);

// Restricts every thread of process pid to cpus; false when a thread could not be pinned
// (a thread that ended meanwhile is no failure).
bool pinProcess(qint64 pid, const std::vector<int>& cpus);

} // namespace arbiter
