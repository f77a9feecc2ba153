#include "staticfiles.h"

#include <QCryptographicHash>
#include <QDirIterator>
#include <QFile>

// Resources of a static library are registered by name from code that is linked for sure
// (outside any namespace, as Q_INIT_RESOURCE requires).
static void initWebResources() {
    Q_INIT_RESOURCE(web);
}

namespace arbiter::server {

StaticFiles::StaticFiles(const QString& root) {
    initWebResources();
    QDirIterator it(root, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString name = it.next();
        QFile file(name);
        if (!file.open(QIODevice::ReadOnly)) continue;
        File f;
        f.body = file.readAll();
        const QByteArray path = name.mid(root.size()).toUtf8();
        f.contentType = contentType(path);
        // The content's hash: the same file gets the same validator in every build and after
        // every restart, a changed one a new one (the build has no better date for resources).
        f.etag = '"' +
                 QCryptographicHash::hash(f.body, QCryptographicHash::Sha256).toHex().left(20) +
                 '"';
        m_files.insert(path, f);
    }
}

const StaticFiles::File* StaticFiles::find(const QByteArray& target) const {
    std::optional<QByteArray> path = normalizePath(target);
    if (!path) return nullptr;
    if (path->endsWith('/')) *path += "index.html";
    const auto it = m_files.constFind(*path);
    return it == m_files.constEnd() ? nullptr : &it.value();
}

std::optional<QByteArray> StaticFiles::normalizePath(const QByteArray& target) {
    QByteArray raw = target;
    const qsizetype cut = raw.indexOf('?');
    if (cut >= 0) raw.truncate(cut);
    const qsizetype hash = raw.indexOf('#');
    if (hash >= 0) raw.truncate(hash);
    if (!raw.startsWith('/')) return std::nullopt;
    // %-escapes decoded by hand: QByteArray::fromPercentEncoding lets a bad escape through.
    QByteArray path;
    path.reserve(raw.size());
    for (qsizetype i = 0; i < raw.size(); ++i) {
        char c = raw[i];
        if (c == '%') {
            if (i + 2 >= raw.size()) return std::nullopt;
            bool ok = false;
            const int value = raw.mid(i + 1, 2).toInt(&ok, 16);
            if (!ok) return std::nullopt;
            c = char(value);
            i += 2;
        }
        if (c == '\0' || c == '\\') return std::nullopt;
        path += c;
    }
    for (const QByteArray& segment : path.split('/'))
        if (segment == "." || segment == "..") return std::nullopt;
    if (path.contains("//")) return std::nullopt;
    return path;
}

QByteArray StaticFiles::contentType(const QByteArray& path) {
    static const QHash<QByteArray, QByteArray> types{
        {"html", "text/html; charset=utf-8"},
        {"css", "text/css; charset=utf-8"},
        // Module scripts are run only when served with a JavaScript type.
        {"js", "text/javascript; charset=utf-8"},
        {"json", "application/json"},
        {"svg", "image/svg+xml"},
        {"png", "image/png"},
        {"ico", "image/x-icon"},
        {"wav", "audio/wav"},
        {"txt", "text/plain; charset=utf-8"},
        {"webmanifest", "application/manifest+json"},
    };
    const qsizetype dot = path.lastIndexOf('.');
    if (dot < 0 || dot < path.lastIndexOf('/')) return "application/octet-stream";
    return types.value(path.mid(dot + 1).toLower(), "application/octet-stream");
}

} // namespace arbiter::server
