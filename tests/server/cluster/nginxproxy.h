// Debian's nginx in front of a test's arbiter-server processes, configured with the deployment's
// own files (deploy/nginx/arbiter.conf and arbiter-proxy.conf, docs/online.md "Running it for a
// club"): only the upstream's ports, the listening ports, the certificate paths (a certificate
// for 127.0.0.1 made with openssl) and the include path are replaced, each replacement checked,
// so that the documented configuration is the tested one. nginx runs as a child of the test
// (-p TMPDIR -c conf -e error.log, daemon off, its pid and temporary files in TMPDIR) on
// 127.0.0.1 at free ports. Every wait is bounded.
#pragma once

#include <QProcess>
#include <QSslCertificate>
#include <QString>
#include <QTemporaryDir>
#include <QUrl>
#include <memory>

namespace arbiter::test {

class NginxProxy {
public:
    NginxProxy();
    ~NginxProxy(); // stop()

    // Debian's nginx and openssl binaries; empty when not installed.
    static QString nginxBinary();
    static QString opensslBinary();

    // Starts nginx before the two processes at 127.0.0.1:portA and :portB. False with *error.
    bool start(int portA, int portB, QString* error);
    void stop();

    // wss://127.0.0.1:PORT/ with ?room=N when room > 0.
    QUrl url(qint64 room = 0) const;
    // The certificate nginx presents, for the clients to trust.
    const QSslCertificate& certificate() const { return m_certificate; }
    // nginx's error log (for failure messages).
    QString errorLog() const;

private:
    bool makeCertificate(QString* error);
    bool writeConfiguration(int portA, int portB, QString* error);

    QTemporaryDir m_dir;
    std::unique_ptr<QProcess> m_process;
    QSslCertificate m_certificate;
    int m_httpsPort = 0;
    int m_httpPort = 0;
};

} // namespace arbiter::test
