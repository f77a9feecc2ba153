#include "fastchesslog.h"

#include "io/plainfile.h"

#include <QFileInfo>
#include <chrono>
#include <ctime>

namespace arbiter::cli {

namespace {

// The local time of day with microseconds, "19:51:54.869252" (fastchess's precise time).
QString timeOfDay() {
    using namespace std::chrono;
    const auto now = system_clock::now();
    const std::time_t seconds = system_clock::to_time_t(now);
    std::tm local{};
    localtime_r(&seconds, &local);
    const auto micros = duration_cast<microseconds>(now.time_since_epoch()).count() % 1000000;
    char text[32];
    std::snprintf(text, sizeof text, "%02d:%02d:%02d.%06lld", local.tm_hour, local.tm_min,
                  local.tm_sec, static_cast<long long>(micros));
    return QString::fromLatin1(text);
}

const char* label(FastchessLogSettings::Level level) {
    using L = FastchessLogSettings::Level;
    switch (level) {
    case L::Trace: return "TRACE";
    case L::Info: return "INFO";
    case L::Warn: return "WARN";
    case L::Err: return "ERR";
    case L::Fatal: return "FATAL";
    }
    return "";
}

} // namespace

bool FastchessLog::open(const FastchessLogSettings& settings, QString* error) {
    m_settings = settings;
    m_file.setFileName(settings.file);
    // A device (/dev/null, /dev/full) takes writes at its end anyway and cannot seek to it.
    const bool device = QFileInfo(settings.file).exists() && !QFileInfo(settings.file).isFile();
    const QIODevice::OpenMode mode =
        QIODevice::WriteOnly | (device            ? QIODevice::NotOpen
                                : settings.append ? QIODevice::Append
                                                  : QIODevice::Truncate);
    QString why;
    if (!openPlainFile(m_file, mode, FileUse::Write, &why)) {
        *error = QStringLiteral("-log file=: ") + why;
        return false;
    }
    return true;
}

void FastchessLog::writeLine(const char* tag, const QString& id, const QString& text) {
    // fastchess's prefix: "[" label left-aligned in 6 "] [" time right-aligned in 15 "] <" id
    // right-aligned in 20 "> ".
    const QString line = QStringLiteral("[%1] [%2] <%3> %4\n")
                             .arg(QString::fromLatin1(tag), -6)
                             .arg(timeOfDay(), 15)
                             .arg(id, 20)
                             .arg(text);
    const QByteArray bytes = line.toUtf8();
    // Flushed: a log is read while the run goes on, and after a crash.
    if (m_file.write(bytes) == bytes.size() && m_file.flush()) return;
    const QString warning = QStringLiteral("Warning: cannot write the log file '%1': %2; the log "
                                           "stops here")
                                .arg(m_file.fileName(), m_file.errorString());
    m_file.close();
    if (m_warn) m_warn(warning);
}

void FastchessLog::write(FastchessLogSettings::Level level, const QString& message) {
    write(level, message, QString());
}

void FastchessLog::write(FastchessLogSettings::Level level, const QString& message,
                         const QString& id) {
    if (!m_file.isOpen() || level < m_settings.level) return;
    writeLine(label(level), id, QStringLiteral("fastchess --- ") + message);
}

void FastchessLog::traffic(const EngineTraffic& line) {
    if (!m_file.isOpen() || !m_settings.engine) return;
    const bool toEngine = line.direction == EngineTraffic::Direction::ToEngine;
    writeLine("Engine", QString::number(line.engineId),
              QStringLiteral(" %1 %2 %3")
                  .arg(line.engineName, toEngine ? QStringLiteral("<---") : QStringLiteral("--->"),
                       line.text));
}

} // namespace arbiter::cli
