#include "engine/processgroups.h"

#include <cerrno>
#include <csignal>
#include <cstdint>
#include <cstdlib>
#include <fcntl.h>
#include <mutex>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#ifdef __linux__
#include <sys/prctl.h>
#endif

namespace arbiter::processgroups {

namespace {

// The most groups the keeper holds at once (engines running at the same time); beyond that a
// group is still ended by EngineProcess, only not after a SIGKILL of this process.
constexpr int kMaxGroups = 4096;

// The keeper's list. It lives in the keeper's own copy of this memory (written after the fork
// only), so the keeper needs no allocation.
pid_t g_watched[kMaxGroups];

// The keeper: a fork of this process that waits for the end of its socket, which only this
// process holds open (close-on-exec, so no engine inherits it past its exec), and then kills
// the groups it was told about and not told to forget. Messages are one int32 each: a group
// id to watch, or minus one to forget. This is a fork of a process that may have threads:
// only system calls from here on (no allocation, no locks).
[[noreturn]] void runKeeper(int input, int maxFd) {
    struct sigaction ignore {};
    ignore.sa_handler = SIG_IGN;
    // A Ctrl-C or a hang-up reaches the manager's whole process group, the keeper too: the
    // keeper stays until the manager is gone, whatever ended it.
    for (int s : {SIGINT, SIGQUIT, SIGHUP, SIGTERM, SIGTSTP, SIGTTIN, SIGTTOU, SIGPIPE})
        ::sigaction(s, &ignore, nullptr);
    struct sigaction byDefault {};
    byDefault.sa_handler = SIG_DFL;
    ::sigaction(SIGCHLD, &byDefault, nullptr);
    if (input != STDIN_FILENO) ::dup2(input, STDIN_FILENO);
        // Every other descriptor closed: the keeper must not hold the engines' pipes or QProcess's
        // own (their ends would never be seen).
#ifdef SYS_close_range
    if (::syscall(SYS_close_range, 1u, ~0u, 0u) != 0)
#endif
        for (int fd = 1; fd < maxFd; ++fd) ::close(fd);
#ifdef __linux__
    ::prctl(PR_SET_NAME, "arbiter-keeper", 0, 0, 0);
#endif
    int count = 0;
    for (;;) {
        int32_t message = 0;
        const ssize_t got = ::read(STDIN_FILENO, &message, sizeof message);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) break; // the manager is gone
        if (got != sizeof message) continue;
        if (message > 0 && count < kMaxGroups) {
            g_watched[count++] = pid_t(message);
        } else if (message < 0) {
            for (int i = 0; i < count; ++i)
                if (g_watched[i] == pid_t(-message)) {
                    g_watched[i] = g_watched[--count];
                    break;
                }
        }
    }
    for (int i = 0; i < count; ++i) ::kill(-g_watched[i], SIGKILL);
    ::_exit(0);
}

class Keeper {
public:
    // At exit: the keeper sees the end, kills what is still watched (normally nothing) and
    // exits; it is reaped here so that it is not left to whoever reaps orphans. Later messages
    // (an engine destroyed by a static object after this) are dropped.
    void shutdown() {
        std::lock_guard<std::mutex> guard(m_lock);
        if (m_socket < 0) return;
        ::close(m_socket);
        m_socket = -1;
        while (::waitpid(m_pid, nullptr, 0) < 0 && errno == EINTR) {
        }
    }

    void send(int32_t message) {
        std::lock_guard<std::mutex> guard(m_lock);
        if (!m_tried) start();
        if (m_socket < 0) return;
        // MSG_NOSIGNAL: a keeper that was killed costs an EPIPE, never a SIGPIPE.
        while (::send(m_socket, &message, sizeof message, MSG_NOSIGNAL) < 0 && errno == EINTR) {
        }
    }

    pid_t pid() {
        std::lock_guard<std::mutex> guard(m_lock);
        return m_pid;
    }

private:
    void start() {
        m_tried = true;
        int ends[2];
        // SOCK_SEQPACKET: each message is read whole, and the end of the manager is the end of
        // the socket.
        if (::socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, ends) != 0) return;
        rlimit files{};
        const int maxFd = ::getrlimit(RLIMIT_NOFILE, &files) == 0 && files.rlim_cur < 65536
                              ? int(files.rlim_cur)
                              : 65536;
        const pid_t child = ::fork();
        if (child == 0) runKeeper(ends[0], maxFd);
        ::close(ends[0]);
        if (child < 0) {
            ::close(ends[1]);
            return;
        }
        m_pid = child;
        m_socket = ends[1];
    }

    std::mutex m_lock;
    bool m_tried = false;
    int m_socket = -1;
    pid_t m_pid = 0;
};

// Never destroyed (engines may be destroyed by static objects at exit); shut down at exit.
Keeper& keeper() {
    static Keeper* const instance = [] {
        auto* k = new Keeper;
        std::atexit([] { keeper().shutdown(); });
        return k;
    }();
    return *instance;
}

} // namespace

void killGroup(pid_t group) {
    if (group > 0) ::kill(-group, SIGKILL);
}

void watch(pid_t group) {
    if (group > 0) keeper().send(int32_t(group));
}

void release(pid_t group) {
    if (group > 0) keeper().send(-int32_t(group));
}

pid_t keeperProcessId() {
    return keeper().pid();
}

} // namespace arbiter::processgroups
