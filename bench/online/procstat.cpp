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

// A thread's CPU time in seconds: schedstat's first field (nanoseconds on the CPU), or stat's
// utime + stime (ticks) where the kernel keeps no schedstat.
double threadSeconds(const std::string& task) {
    const std::string schedstat = readFile(task + "/schedstat");
    if (!schedstat.empty()) return double(std::strtoull(schedstat.c_str(), nullptr, 10)) / 1e9;
    const std::string stat = readFile(task + "/stat");
    const size_t close = stat.rfind(')');
    if (close == std::string::npos) return 0;
    std::istringstream fields(stat.substr(close + 2));
    std::string field;
    unsigned long long ticks = 0;
    for (int i = 3; i <= 15 && fields >> field; ++i) // utime and stime: the 14th and 15th
        if (i >= 14) ticks += std::strtoull(field.c_str(), nullptr, 10);
    return double(ticks) / double(::sysconf(_SC_CLK_TCK));
}
} // namespace

ProcessCpu readProcessCpu(pid_t pid) {
    ProcessCpu cpu;
    const std::string base = "/proc/" + std::to_string(pid);
    DIR* tasks = ::opendir((base + "/task").c_str());
    if (!tasks) return cpu;
    while (dirent* entry = ::readdir(tasks)) {
        if (entry->d_name[0] == '.') continue;
        const std::string task = base + "/task/" + entry->d_name;
        std::string name = readFile(task + "/comm");
        while (!name.empty() && name.back() == '\n') name.pop_back();
        // The main thread carries the program's name: call it what it is.
        if (std::to_string(pid) == entry->d_name) name = "main";
        const double seconds = threadSeconds(task);
        cpu.threads[name] += seconds;
        cpu.totalS += seconds;
        cpu.ok = true;
    }
    ::closedir(tasks);
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
