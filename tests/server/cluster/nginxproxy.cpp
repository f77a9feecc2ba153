#include "nginxproxy.h"

#include <QDeadlineTimer>
#include <QFile>
#include <QFileInfo>
#include <QHostAddress>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>
#include <unistd.h>

namespace arbiter::test {

namespace {
int freePort() {
    QTcpServer server;
    if (!server.listen(QHostAddress::LocalHost, 0)) return 0;
    return server.serverPort();
}

QString findBinary(const QString& name) {
    const QString sbin = QStringLiteral("/usr/sbin/") + name;
    if (QFileInfo(sbin).isExecutable()) return sbin;
    return QStandardPaths::findExecutable(name);
}

// Replaces every `from` with `to`; false when `from` is not there (the deployment file changed
// and the test would no longer run it as documented).
bool replaceIn(QString& text, const QString& from, const QString& to, QString* error) {
    if (!text.contains(from)) {
        *error =
            QStringLiteral("deploy/nginx: '%1' is not in the configuration any more").arg(from);
        return false;
    }
    text.replace(from, to);
    return true;
}
} // namespace

NginxProxy::NginxProxy() = default;

NginxProxy::~NginxProxy() {
    stop();
}

QString NginxProxy::nginxBinary() {
    return findBinary(QStringLiteral("nginx"));
}

QString NginxProxy::opensslBinary() {
    return findBinary(QStringLiteral("openssl"));
}

QUrl NginxProxy::url(qint64 room) const {
    QUrl url(QStringLiteral("wss://127.0.0.1:%1/").arg(m_httpsPort));
    if (room > 0) url.setQuery(QStringLiteral("room=%1").arg(room));
    return url;
}

QString NginxProxy::errorLog() const {
    QFile log(m_dir.filePath(QStringLiteral("error.log")));
    return log.open(QIODevice::ReadOnly) ? QString::fromUtf8(log.readAll()) : QString();
}

bool NginxProxy::makeCertificate(QString* error) {
    QProcess openssl;
    openssl.setProcessChannelMode(QProcess::MergedChannels);
    openssl.start(opensslBinary(),
                  {"req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj",
                   "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1", "-keyout",
                   m_dir.filePath("privkey.pem"), "-out", m_dir.filePath("fullchain.pem")});
    if (!openssl.waitForFinished(60000) || openssl.exitCode() != 0) {
        *error = QStringLiteral("openssl req failed: ") + QString::fromUtf8(openssl.readAll());
        return false;
    }
    const auto certificates = QSslCertificate::fromPath(m_dir.filePath("fullchain.pem"));
    if (certificates.isEmpty()) {
        *error = QStringLiteral("openssl wrote no certificate");
        return false;
    }
    m_certificate = certificates.front();
    return true;
}

bool NginxProxy::writeConfiguration(int portA, int portB, QString* error) {
    QFile site(QStringLiteral(ARBITER_DEPLOY_DIR "/nginx/arbiter.conf"));
    if (!site.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot read ") + site.fileName();
        return false;
    }
    QString text = QString::fromUtf8(site.readAll());
    const QString dir = m_dir.path() + QLatin1Char('/');
    if (!replaceIn(text, "server 127.0.0.1:8081 ",
                   QStringLiteral("server 127.0.0.1:%1 ").arg(portA), error) ||
        !replaceIn(text, "server 127.0.0.1:8082 ",
                   QStringLiteral("server 127.0.0.1:%1 ").arg(portB), error) ||
        !replaceIn(text, "listen 443 ssl;",
                   QStringLiteral("listen 127.0.0.1:%1 ssl;").arg(m_httpsPort), error) ||
        !replaceIn(text, "listen 80;", QStringLiteral("listen 127.0.0.1:%1;").arg(m_httpPort),
                   error) ||
        !replaceIn(text, "/etc/letsencrypt/live/chess.example.org/", dir, error) ||
        !replaceIn(text, "include /etc/nginx/snippets/arbiter-proxy.conf;",
                   QStringLiteral("include " ARBITER_DEPLOY_DIR "/nginx/arbiter-proxy.conf;"),
                   error))
        return false;
    QFile siteOut(m_dir.filePath("arbiter.conf"));
    // The main file Debian's /etc/nginx/nginx.conf would be, cut to what the site needs, with
    // every file in the temporary folder.
    QString main = QStringLiteral("worker_processes 1;\n"
                                  "pid %1nginx.pid;\n"
                                  "events { worker_connections 256; }\n"
                                  "http {\n"
                                  "    access_log %1access.log;\n"
                                  "    client_body_temp_path %1body;\n"
                                  "    proxy_temp_path %1proxy;\n"
                                  "    fastcgi_temp_path %1fastcgi;\n"
                                  "    uwsgi_temp_path %1uwsgi;\n"
                                  "    scgi_temp_path %1scgi;\n"
                                  "    include %1arbiter.conf;\n"
                                  "}\n")
                       .arg(dir);
    // As root, nginx's workers would become `nobody`, who cannot write the temporary folder.
    if (::geteuid() == 0) main.prepend(QStringLiteral("user root;\n"));
    QFile mainOut(m_dir.filePath("nginx.conf"));
    if (!siteOut.open(QIODevice::WriteOnly) || siteOut.write(text.toUtf8()) < 0 ||
        !mainOut.open(QIODevice::WriteOnly) || mainOut.write(main.toUtf8()) < 0) {
        *error = QStringLiteral("cannot write the configuration in ") + dir;
        return false;
    }
    return true;
}

bool NginxProxy::start(int portA, int portB, QString* error) {
    if (!m_dir.isValid()) {
        *error = QStringLiteral("no temporary folder");
        return false;
    }
    m_httpsPort = freePort();
    m_httpPort = freePort();
    if (!makeCertificate(error) || !writeConfiguration(portA, portB, error)) return false;
    m_process = std::make_unique<QProcess>();
    m_process->setProcessChannelMode(QProcess::MergedChannels);
    m_process->start(nginxBinary(), {"-p", m_dir.path(), "-c", m_dir.filePath("nginx.conf"), "-e",
                                     m_dir.filePath("error.log"), "-g", "daemon off;"});
    if (!m_process->waitForStarted(10000)) {
        *error = QStringLiteral("nginx did not start: ") + m_process->errorString();
        return false;
    }
    // Listening once a connection to its port is accepted.
    QDeadlineTimer deadline(20000);
    while (!deadline.hasExpired()) {
        if (m_process->state() == QProcess::NotRunning) break;
        QTcpSocket probe;
        probe.connectToHost(QHostAddress::LocalHost, quint16(m_httpsPort));
        if (probe.waitForConnected(500)) return true;
        QThread::msleep(100);
    }
    *error = QStringLiteral("nginx did not listen: ") + QString::fromUtf8(m_process->readAll()) +
             errorLog();
    return false;
}

void NginxProxy::stop() {
    if (!m_process || m_process->state() == QProcess::NotRunning) return;
    // SIGTERM: nginx's fast shutdown, the workers with it.
    m_process->terminate();
    if (!m_process->waitForFinished(10000)) {
        m_process->kill();
        m_process->waitForFinished(5000);
    }
}

} // namespace arbiter::test
