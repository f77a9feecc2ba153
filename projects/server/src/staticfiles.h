// The browser page's files (docs/online.md, "The browser page"): HTML, CSS, JavaScript, the
// GUI's piece images and sounds, compiled into arbiter-server as the Qt resources of
// projects/server/web/web.qrc (under ":/web") so that the binary is self-contained. They are
// read once at start into a table by URL path: a request names an entry of that table or gets
// a 404, so no path a client sends can reach anything else (no directory traversal).
#pragma once

#include <QByteArray>
#include <QHash>
#include <optional>

namespace arbiter::server {

class StaticFiles {
public:
    struct File {
        QByteArray body;
        QByteArray contentType; // with the charset for text
        QByteArray etag;        // a strong validator: "<hash of the body>"
    };

    // Every file under `root` (a resource folder by default), by its path below it ("/js/x.js").
    explicit StaticFiles(const QString& root = QStringLiteral(":/web"));

    // The file a request target names ("/" is "/index.html"), or null. The target's query and
    // fragment are ignored and its %-escapes decoded.
    const File* find(const QByteArray& target) const;
    int size() const { return int(m_files.size()); }

    // The request target as a path of the table: decoded, starting with '/', without query;
    // nullopt for anything that is not a plain path (a "." or ".." segment, a backslash, a NUL,
    // a bad %-escape, no leading '/').
    static std::optional<QByteArray> normalizePath(const QByteArray& target);
    // The Content-Type of a file name by its extension.
    static QByteArray contentType(const QByteArray& path);

private:
    QHash<QByteArray, File> m_files;
};

} // namespace arbiter::server
