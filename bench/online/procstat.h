// What the load benchmark reads about the server it measures, from outside: its CPU time
// (each thread's, from /proc/PID/task, so that the event loop and the database thread are told
// apart: the scheduler's nanoseconds in schedstat, since stat's 10 ms ticks are too coarse for
// a few seconds of a lightly loaded server), its resident memory (/proc/PID/status), and
// arbiter-server's own counters (its /status page over plain HTTP).
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <sys/types.h>

namespace arbiter::bench {

struct ProcessCpu {
    double totalS = 0;                     // CPU time of every thread, in seconds
    std::map<std::string, double> threads; // by thread name (comm; "main" for the first)
    bool ok = false;
};

ProcessCpu readProcessCpu(pid_t pid);
// VmRSS in KiB (-1 when the process is gone).
long readRssKiB(pid_t pid);
// The body of GET /status from 127.0.0.1:port (empty on failure), within timeoutMs.
std::string httpGetStatus(std::uint16_t port, int timeoutMs);
// A whole-number field of a flat JSON object ("commits": 12), -1 when absent.
std::int64_t jsonNumber(const std::string& json, const std::string& key);

} // namespace arbiter::bench
