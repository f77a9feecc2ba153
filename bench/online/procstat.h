// What the load benchmark reads about the server it measures, from outside: its CPU time
// (/proc/PID/stat, and each thread's from /proc/PID/task, so that the event loop and the
// database thread are told apart), its resident memory (/proc/PID/status), and arbiter-server's
// own counters (its /status page over plain HTTP).
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <sys/types.h>

namespace arbiter::bench {

struct ProcessCpu {
    double totalS = 0;                     // user + system of every thread, in seconds
    double userS = 0, systemS = 0;
    std::map<std::string, double> threads; // by thread name (comm), user + system, seconds
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
