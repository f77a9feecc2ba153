#include "online/procstat.h"

#include <arpa/inet.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <dirent.h>
#include <fstream>
#include <netinet/in.h>
#include <poll.h>
#include <sstream>
#include <sys/socket.h>
#include <unistd.h>

namespace arbiter::bench {

namespace {
std::string readFile(const std::string& path) {
    std::ifstream in(path);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// utime and stime (ticks) of a /proc stat line; the name in parentheses may hold spaces.
bool statTimes(const std::string& stat, double* user, double* system, std::string* name) {
    const size_t open = stat.find('('), close = stat.rfind(')');
    if (open == std::string::npos || close == std::string::npos) return false;
    if (name) *name = stat.substr(open + 1, close - open - 1);
    std::istringstream fields(stat.substr(close + 2));
    std::string field;
    // Fields from the state (3rd); utime and stime are the 14th and 15th.
    unsigned long long ticks[2] = {0, 0};
    for (int i = 3; i <= 15 && fields >> field; ++i)
        if (i >= 14) ticks[i - 14] = std::strtoull(field.c_str(), nullptr, 10);
    const double hz = double(::sysconf(_SC_CLK_TCK));
    *user = double(ticks[0]) / hz;
    *system = double(ticks[1]) / hz;
    return true;
}
} // namespace

ProcessCpu readProcessCpu(pid_t pid) {
    ProcessCpu cpu;
    const std::string base = "/proc/" + std::to_string(pid);
    double user = 0, system = 0;
    if (!statTimes(readFile(base + "/stat"), &user, &system, nullptr)) return cpu;
    cpu.userS = user;
    cpu.systemS = system;
    cpu.totalS = user + system;
    cpu.ok = true;
    if (DIR* tasks = ::opendir((base + "/task").c_str())) {
        while (dirent* entry = ::readdir(tasks)) {
            if (entry->d_name[0] == '.') continue;
            std::string name;
            if (statTimes(readFile(base + "/task/" + entry->d_name + "/stat"), &user, &system,
                          &name)) {
                // The main thread carries the program's name: call it what it does.
                if (std::to_string(pid) == entry->d_name) name = "main";
                cpu.threads[name] += user + system;
            }
        }
        ::closedir(tasks);
    }
    return cpu;
}

long readRssKiB(pid_t pid) {
    std::istringstream status(readFile("/proc/" + std::to_string(pid) + "/status"));
    std::string line;
    while (std::getline(status, line))
        if (line.rfind("VmRSS:", 0) == 0) return std::strtol(line.c_str() + 6, nullptr, 10);
    return -1;
}

std::string httpGetStatus(std::uint16_t port, int timeoutMs) {
    const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0) return {};
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(port);
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    std::string answer;
    if (::connect(fd, reinterpret_cast<const sockaddr*>(&address), sizeof address) == 0) {
        const char request[] = "GET /status HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
        if (::write(fd, request, sizeof request - 1) == ssize_t(sizeof request - 1)) {
            char buffer[4096];
            pollfd ready{fd, POLLIN, 0};
            while (::poll(&ready, 1, timeoutMs) > 0) {
                const ssize_t n = ::read(fd, buffer, sizeof buffer);
                if (n <= 0) break;
                answer.append(buffer, size_t(n));
            }
        }
    }
    ::close(fd);
    const size_t body = answer.find("\r\n\r\n");
    return body == std::string::npos ? std::string() : answer.substr(body + 4);
}

std::int64_t jsonNumber(const std::string& json, const std::string& key) {
    const size_t at = json.find("\"" + key + "\":");
    if (at == std::string::npos) return -1;
    return std::strtoll(json.c_str() + at + key.size() + 3, nullptr, 10);
}

} // namespace arbiter::bench
