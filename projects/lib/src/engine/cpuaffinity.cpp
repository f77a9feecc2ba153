#include "engine/cpuaffinity.h"

#include <QDir>
#include <QFile>
#include <cerrno>
#include <map>

#ifdef Q_OS_LINUX
#include <sched.h>
#endif

namespace arbiter {

std::vector<int> cpusInFastchessOrder(const QString& cpuinfoText) {
    // package -> core -> its hardware threads, in the file's order
    std::map<int, std::map<int, std::vector<int>>> packages;
    int processor = -1, core = -1, package = -1;
    const auto value = [](const QString& line) {
        bool ok = false;
        const int v = line.mid(line.indexOf(QLatin1Char(':')) + 1).trimmed().toInt(&ok);
        return ok ? v : -1;
    };
    for (const QString& line : cpuinfoText.split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String("processor")))
            processor = value(line);
        else if (line.startsWith(QLatin1String("core id")))
            core = value(line);
        else if (line.startsWith(QLatin1String("physical id")))
            package = value(line);
        if (processor >= 0 && core >= 0 && package >= 0) {
            packages[package][core].push_back(processor);
            processor = core = package = -1;
        }
    }
    std::vector<int> first, second; // even- and odd-numbered threads of each core
    for (const auto& [p, cores] : packages) {
        (void)p;
        for (const auto& [c, threads] : cores) {
            (void)c;
            for (size_t i = 0; i < threads.size(); ++i)
                (i % 2 == 0 ? first : second).push_back(threads[i]);
        }
    }
    first.insert(first.end(), second.begin(), second.end());
    return first;
}

std::vector<int> cpusInFastchessOrder() {
    QFile file(QStringLiteral("/proc/cpuinfo"));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) return {};
    return cpusInFastchessOrder(QString::fromLatin1(file.readAll()));
}

std::vector<int> cpusNotAllowed(const std::vector<int>& cpus) {
    std::vector<int> refused;
#ifdef Q_OS_LINUX
    cpu_set_t allowed;
    CPU_ZERO(&allowed);
    if (::sched_getaffinity(0, sizeof allowed, &allowed) != 0) return refused;
    for (int cpu : cpus)
        if (cpu < 0 || cpu >= CPU_SETSIZE || !CPU_ISSET(cpu, &allowed)) refused.push_back(cpu);
#else
    (void)cpus;
#endif
    return refused;
}

bool pinProcess(qint64 pid, const std::vector<int>& cpus) {
#ifdef Q_OS_LINUX
    if (pid <= 0 || cpus.empty()) return false;
    cpu_set_t set;
    CPU_ZERO(&set);
    for (int cpu : cpus) {
        if (cpu < 0 || cpu >= CPU_SETSIZE) return false;
        CPU_SET(cpu, &set);
    }
    // sched_setaffinity pins one thread; the engine's threads are listed under task/.
    const QStringList tasks =
        QDir(QStringLiteral("/proc/%1/task").arg(pid)).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    if (tasks.isEmpty()) return ::sched_setaffinity(pid_t(pid), sizeof set, &set) == 0;
    bool ok = true;
    for (const QString& task : tasks)
        if (::sched_setaffinity(pid_t(task.toLongLong()), sizeof set, &set) != 0 && errno != ESRCH)
            ok = false;
    return ok;
#else
    (void)pid;
    (void)cpus;
    return false;
#endif
}

} // namespace arbiter
