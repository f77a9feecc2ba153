#include "processwatch.h"

#include <QDir>
#include <QFile>
#include <QThread>
#include <csignal>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

namespace arbiter::test {

namespace {

bool readProcess(pid_t pid, ProcessInfo* info) {
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly)) return false;
    // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so split at the last ')'.
    const QByteArray text = stat.readAll();
    const int close = text.lastIndexOf(')');
    if (close < 0) return false;
    const QList<QByteArray> fields = text.mid(close + 2).split(' ');
    if (fields.size() < 2) return false;
    info->pid = pid;
    info->state = fields[0].isEmpty() ? '?' : fields[0][0];
    info->parent = pid_t(fields[1].toInt());
    const int open = text.indexOf('(');
    info->name = QString::fromLocal8Bit(text.mid(open + 1, close - open - 1));
    QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(pid));
    if (cmdline.open(QIODevice::ReadOnly)) {
        QByteArray args = cmdline.readAll();
        args.replace('\0', ' ');
        info->command = QString::fromLocal8Bit(args.trimmed());
    }
    if (info->command.isEmpty()) info->command = info->name; // zombies have no command line left
    return true;
}

QString describe(const QList<ProcessInfo>& list) {
    QStringList lines;
    for (const ProcessInfo& p : list)
        lines << QStringLiteral("pid %1 [%2] %3").arg(p.pid).arg(QChar(p.state)).arg(p.command);
    return lines.join(QLatin1Char('\n'));
}

} // namespace

bool becomeSubreaper() {
    return ::prctl(PR_SET_CHILD_SUBREAPER, 1) == 0;
}

QList<ProcessInfo> childrenOf(pid_t parent) {
    QList<ProcessInfo> children;
    const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs);
    for (const QString& entry : entries) {
        bool number = false;
        const pid_t pid = pid_t(entry.toInt(&number));
        ProcessInfo info;
        if (number && readProcess(pid, &info) && info.parent == parent) children << info;
    }
    return children;
}

QString leftoverChildren(pid_t except) {
    QList<ProcessInfo> left;
    for (const ProcessInfo& p : childrenOf(::getpid()))
        if (p.pid != except) left << p;
    return describe(left);
}

QList<ProcessInfo> reapChildren(int seconds, pid_t except) {
    QList<ProcessInfo> killed;
    for (int waited = 0;; waited += 50) {
        QList<ProcessInfo> left;
        for (const ProcessInfo& p : childrenOf(::getpid())) {
            if (p.pid == except) continue;
            int status = 0;
            if (::waitpid(p.pid, &status, WNOHANG) == 0) left << p; // still running
        }
        if (left.isEmpty()) return killed;
        if (waited >= seconds * 1000) {
            for (const ProcessInfo& p : left) {
                ::kill(p.pid, SIGKILL);
                ::waitpid(p.pid, nullptr, 0);
            }
            return left;
        }
        QThread::msleep(50);
    }
}

} // namespace arbiter::test
