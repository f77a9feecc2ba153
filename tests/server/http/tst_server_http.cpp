// arbiter-server's HTTP side (docs/online.md, "The browser page"): the page's files compiled into
// the server, with their Content-Type and ETag, 304 on a matching If-None-Match, HEAD without a
// body, 404 for unknown paths and for every way of climbing out of the page's folder, 405 for
// other methods, kept-alive and pipelined requests, and the WebSocket protocol on the same port.
#include "serverprocess.h"
#include "wsclient.h"

#include <QDeadlineTimer>
#include <QTcpSocket>
#include <QtTest>

using namespace arbiter::test;

namespace {

struct Response {
    int status = 0;
    QHash<QByteArray, QByteArray> headers; // names in lower case
    QByteArray body;
};

// Reads one response (head, then Content-Length bytes unless `head`) from the socket.
bool readResponse(QTcpSocket& socket, QByteArray& buffer, Response& r, bool head = false) {
    QDeadlineTimer deadline(10000);
    qsizetype end;
    while ((end = buffer.indexOf("\r\n\r\n")) < 0) {
        if (deadline.hasExpired() || !socket.waitForReadyRead(int(deadline.remainingTime())))
            return false;
        buffer += socket.readAll();
    }
    const QList<QByteArray> lines = buffer.left(end).split('\n');
    r.status = lines.value(0).split(' ').value(1).toInt();
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const qsizetype colon = lines[i].indexOf(':');
        if (colon > 0)
            r.headers.insert(lines[i].left(colon).trimmed().toLower(),
                             lines[i].mid(colon + 1).trimmed());
    }
    buffer.remove(0, end + 4);
    const qsizetype length =
        (head || r.status == 304) ? 0 : r.headers.value("content-length", "0").toLongLong();
    while (buffer.size() < length) {
        if (deadline.hasExpired() || !socket.waitForReadyRead(int(deadline.remainingTime())))
            return false;
        buffer += socket.readAll();
    }
    r.body = buffer.left(length);
    buffer.remove(0, length);
    return true;
}

} // namespace

class TestServerHttp : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void filesWithTheirTypes_data();
    void filesWithTheirTypes();
    void etagAndHead();
    void unknownAndEscapingPaths_data();
    void unknownAndEscapingPaths();
    void otherMethods();
    void keepAliveAndPipelining();
    void connectionClose();
    void webSocketOnTheSamePort();

private:
    Response get(const QByteArray& request, bool head = false);
    ServerProcess m_server;
};

void TestServerHttp::initTestCase() {
    QString error;
    QVERIFY2(m_server.start(&error), qPrintable(error));
}

Response TestServerHttp::get(const QByteArray& request, bool head) {
    QTcpSocket socket;
    socket.connectToHost(QHostAddress::LocalHost, quint16(m_server.port()));
    Response r;
    if (!socket.waitForConnected(5000)) return r;
    socket.write(request);
    QByteArray buffer;
    readResponse(socket, buffer, r, head);
    return r;
}

void TestServerHttp::filesWithTheirTypes_data() {
    QTest::addColumn<QByteArray>("path");
    QTest::addColumn<QByteArray>("type");
    QTest::addColumn<QByteArray>("contains");
    QTest::newRow("/") << QByteArray("/") << QByteArray("text/html; charset=utf-8")
                       << QByteArray("js/app.js");
    QTest::newRow("index with a query")
        << QByteArray("/index.html?x=1#y") << QByteArray("text/html; charset=utf-8")
        << QByteArray("<main>");
    QTest::newRow("css") << QByteArray("/style.css") << QByteArray("text/css; charset=utf-8")
                         << QByteArray(".board");
    QTest::newRow("module") << QByteArray("/js/protocol.js")
                            << QByteArray("text/javascript; charset=utf-8")
                            << QByteArray("export class Connection");
    QTest::newRow("GUI piece") << QByteArray("/pieces/letters/wR.svg")
                               << QByteArray("image/svg+xml") << QByteArray("<svg");
    QTest::newRow("escaped name") << QByteArray("/pieces/classic/w%4B.svg")
                                  << QByteArray("image/svg+xml") << QByteArray("<svg");
    QTest::newRow("GUI sound") << QByteArray("/sounds/move.wav") << QByteArray("audio/wav")
                               << QByteArray("RIFF");
    QTest::newRow("status") << QByteArray("/status") << QByteArray("application/json")
                            << QByteArray("\"rooms\"");
}

void TestServerHttp::filesWithTheirTypes() {
    QFETCH(QByteArray, path);
    QFETCH(QByteArray, type);
    QFETCH(QByteArray, contains);
    const Response r = get("GET " + path + " HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    QCOMPARE(r.status, 200);
    QCOMPARE(r.headers.value("content-type"), type);
    QVERIFY2(r.body.contains(contains), r.body.left(200).constData());
    if (path != "/status") {
        QVERIFY(r.headers.value("etag").startsWith('"'));
        QCOMPARE(r.headers.value("cache-control"), QByteArray("no-cache"));
        QCOMPARE(r.headers.value("x-content-type-options"), QByteArray("nosniff"));
    }
}

void TestServerHttp::etagAndHead() {
    const Response page = get("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    const QByteArray etag = page.headers.value("etag");
    QVERIFY(!etag.isEmpty());
    QVERIFY(page.headers.value("content-security-policy").contains("default-src 'self'"));
    const Response again =
        get("GET / HTTP/1.1\r\nHost: x\r\nIf-None-Match: W/\"x\", " + etag + "\r\n\r\n");
    QCOMPARE(again.status, 304);
    QCOMPARE(again.headers.value("etag"), etag);
    QVERIFY(again.body.isEmpty());
    const Response other = get("GET / HTTP/1.1\r\nHost: x\r\nIf-None-Match: \"old\"\r\n\r\n");
    QCOMPARE(other.status, 200);
    // HEAD: the same head, the length of the body that GET sends, no body.
    QTcpSocket socket;
    socket.connectToHost(QHostAddress::LocalHost, quint16(m_server.port()));
    QVERIFY(socket.waitForConnected(5000));
    socket.write("HEAD /js/board.js HTTP/1.1\r\nHost: x\r\n\r\nGET /js/board.js HTTP/1.1\r\n"
                 "Host: x\r\n\r\n");
    QByteArray buffer;
    Response head, get;
    QVERIFY(readResponse(socket, buffer, head, true));
    QVERIFY(readResponse(socket, buffer, get));
    QCOMPARE(head.status, 200);
    QCOMPARE(head.headers.value("content-length").toLongLong(), get.body.size());
    QVERIFY(get.body.startsWith("// The board view"));
}

void TestServerHttp::unknownAndEscapingPaths_data() {
    QTest::addColumn<QByteArray>("path");
    for (const char* p :
         {"/nothing.html", "/js/", "/js", "/pieces/", "/../CMakeLists.txt", "/js/../index.html",
          "/%2e%2e/%2e%2e/etc/passwd", "/js/%2E%2E/index.html", "/..%2fsrc/main.cpp",
          "/js/..%5cindex.html", "/index.html%00.js", "//index.html", "/./index.html", "/%zz",
          "/%2", "index.html", "*", "/web/index.html", "/:/web/index.html"})
        QTest::newRow(p) << QByteArray(p);
}

void TestServerHttp::unknownAndEscapingPaths() {
    QFETCH(QByteArray, path);
    const Response r = get("GET " + path + " HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    QCOMPARE(r.status, 404);
    QCOMPARE(r.body, QByteArray("not found\n"));
}

void TestServerHttp::otherMethods() {
    for (const QByteArray method : {"POST", "PUT", "DELETE", "OPTIONS"}) {
        const Response r = get(method + " / HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n");
        QCOMPARE(r.status, 405);
        QCOMPARE(r.headers.value("allow"), QByteArray("GET, HEAD"));
        QCOMPARE(r.headers.value("connection"), QByteArray("close"));
    }
}

void TestServerHttp::keepAliveAndPipelining() {
    QTcpSocket socket;
    socket.connectToHost(QHostAddress::LocalHost, quint16(m_server.port()));
    QVERIFY(socket.waitForConnected(5000));
    QByteArray buffer;
    // One after the other on the same connection...
    for (const char* path : {"/", "/style.css", "/nothing"}) {
        socket.write(QByteArray("GET ") + path + " HTTP/1.1\r\nHost: x\r\n\r\n");
        Response r;
        QVERIFY2(readResponse(socket, buffer, r), path);
        QCOMPARE(r.status, QByteArray(path) == "/nothing" ? 404 : 200);
        QVERIFY(!r.headers.contains("connection"));
    }
    // ... and three at once.
    socket.write("GET /js/app.js HTTP/1.1\r\nHost: x\r\n\r\nGET /js/game.js HTTP/1.1\r\nHost: "
                 "x\r\n\r\nGET /js/room.js HTTP/1.1\r\nHost: x\r\n\r\n");
    for (const char* start : {"// The page's entry", "// The state of one room", "// The room"}) {
        Response r;
        QVERIFY(readResponse(socket, buffer, r));
        QCOMPARE(r.status, 200);
        QVERIFY2(r.body.startsWith(start), r.body.left(40).constData());
    }
    QCOMPARE(socket.state(), QAbstractSocket::ConnectedState);
}

void TestServerHttp::connectionClose() {
    QTcpSocket socket;
    socket.connectToHost(QHostAddress::LocalHost, quint16(m_server.port()));
    QVERIFY(socket.waitForConnected(5000));
    socket.write("GET / HTTP/1.0\r\n\r\n");
    QByteArray buffer;
    Response r;
    QVERIFY(readResponse(socket, buffer, r));
    QCOMPARE(r.headers.value("connection"), QByteArray("close"));
    QVERIFY(socket.state() == QAbstractSocket::UnconnectedState ||
            socket.waitForDisconnected(5000));
}

void TestServerHttp::webSocketOnTheSamePort() {
    WsClient client;
    QVERIFY(client.open(m_server.url()));
    QCOMPARE(client.waitForType(QStringLiteral("welcome")).value("protocol").toInt(), 1);
    QVERIFY(!client.guest(QStringLiteral("http")).isEmpty());
}

QTEST_GUILESS_MAIN(TestServerHttp)
#include "tst_server_http.moc"
