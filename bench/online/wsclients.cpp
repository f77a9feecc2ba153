#include "online/wsclients.h"

#include <arpa/inet.h>
#include <cctype>
#include <cerrno>
#include <cstring>
#include <ctime>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <unistd.h>

namespace arbiter::bench {

namespace {
// RFC 6455's own example key and the answer a conforming server gives to it.
constexpr std::string_view kKey = "dGhlIHNhbXBsZSBub25jZQ==";
constexpr std::string_view kAccept = "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=";
constexpr size_t kMaxMessage = 4 << 20; // more than arbiter-server ever sends

enum Opcode : std::uint8_t {
    Continuation = 0x0,
    Text = 0x1,
    Binary = 0x2,
    Close = 0x8,
    Ping = 0x9,
    Pong = 0xA
};

bool containsNoCase(std::string_view haystack, std::string_view needle) {
    if (needle.size() > haystack.size()) return false;
    for (size_t i = 0; i + needle.size() <= haystack.size(); ++i) {
        size_t j = 0;
        while (j < needle.size() && std::tolower(static_cast<unsigned char>(haystack[i + j])) ==
                                        std::tolower(static_cast<unsigned char>(needle[j])))
            ++j;
        if (j == needle.size()) return true;
    }
    return false;
}
} // namespace

std::int64_t monotonicNs() {
    timespec now{};
    ::clock_gettime(CLOCK_MONOTONIC, &now);
    return std::int64_t(now.tv_sec) * 1000000000 + now.tv_nsec;
}

long raiseDescriptorLimit() {
    rlimit limit{};
    if (::getrlimit(RLIMIT_NOFILE, &limit) != 0) return -1;
    if (limit.rlim_cur < limit.rlim_max) {
        limit.rlim_cur = limit.rlim_max;
        ::setrlimit(RLIMIT_NOFILE, &limit);
        ::getrlimit(RLIMIT_NOFILE, &limit);
    }
    return long(limit.rlim_cur);
}

WsClients::WsClients(Handler& handler) : m_handler(handler) {
    m_epoll = ::epoll_create1(EPOLL_CLOEXEC);
    m_events.resize(256);
}

WsClients::~WsClients() {
    for (Connection& c : m_connections)
        if (c.fd >= 0) ::close(c.fd);
    if (m_epoll >= 0) ::close(m_epoll);
}

int WsClients::open(std::uint16_t port) {
    const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    if (fd < 0) return -1;
    // Each message leaves at once: Nagle's wait would be the load generator's latency.
    const int one = 1;
    ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(port);
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    const int id = int(m_connections.size());
    m_connections.emplace_back();
    m_connections.back().fd = fd;
    ++m_opening;
    epoll_event event{};
    event.events = EPOLLOUT; // connected (or refused)
    event.data.u32 = std::uint32_t(id);
    ::epoll_ctl(m_epoll, EPOLL_CTL_ADD, fd, &event);
    m_connections.back().wantWrite = true;
    if (::connect(fd, reinterpret_cast<const sockaddr*>(&address), sizeof address) != 0 &&
        errno != EINPROGRESS)
        fail(id, std::string("connect: ") + std::strerror(errno));
    return id;
}

void WsClients::poll(int timeoutMs) {
    const int n = ::epoll_wait(m_epoll, m_events.data(), int(m_events.size()), timeoutMs);
    for (int i = 0; i < n; ++i)
        onReady(int(m_events[size_t(i)].data.u32), m_events[size_t(i)].events);
    if (n == int(m_events.size())) m_events.resize(m_events.size() * 2);
}

void WsClients::onReady(int id, std::uint32_t events) {
    Connection& c = m_connections[size_t(id)];
    if (c.state == State::Closed) return;
    if (c.state == State::Connecting) {
        onConnected(id);
        return;
    }
    if (events & (EPOLLIN | EPOLLHUP | EPOLLERR)) readFrom(id);
    if (c.state != State::Closed && (events & EPOLLOUT) && !c.out.empty()) {
        const ssize_t n = ::write(c.fd, c.out.data(), c.out.size());
        if (n > 0) c.out.erase(0, size_t(n));
        if (n < 0 && errno != EAGAIN)
            fail(id, std::string("write: ") + std::strerror(errno));
        else if (c.out.empty())
            setWantWrite(id, false);
    }
}

void WsClients::onConnected(int id) {
    Connection& c = m_connections[size_t(id)];
    int error = 0;
    socklen_t size = sizeof error;
    ::getsockopt(c.fd, SOL_SOCKET, SO_ERROR, &error, &size);
    if (error != 0) {
        fail(id, std::string("connect: ") + std::strerror(error));
        return;
    }
    c.state = State::Handshake;
    setWantWrite(id, false);
    const std::string request = "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n"
                                "Connection: Upgrade\r\nSec-WebSocket-Key: " +
                                std::string(kKey) + "\r\nSec-WebSocket-Version: 13\r\n\r\n";
    writeOut(id, request.data(), request.size());
}

void WsClients::readFrom(int id) {
    Connection& c = m_connections[size_t(id)];
    char buffer[65536];
    const ssize_t n = ::read(c.fd, buffer, sizeof buffer);
    const std::int64_t now = monotonicNs();
    if (n == 0) {
        fail(id, "the server closed the connection");
        return;
    }
    if (n < 0) {
        if (errno != EAGAIN && errno != EINTR)
            fail(id, std::string("read: ") + std::strerror(errno));
        return;
    }
    m_bytesReceived += std::uint64_t(n);
    c.in.append(buffer, size_t(n));
    if (c.state == State::Handshake) {
        const size_t end = c.in.find("\r\n\r\n");
        if (end == std::string::npos) {
            if (c.in.size() > 16384) fail(id, "no end to the handshake answer");
            return;
        }
        const std::string_view head(c.in.data(), end);
        if (head.substr(0, 12) != "HTTP/1.1 101" || !containsNoCase(head, kAccept)) {
            fail(id, "handshake refused: " + std::string(head.substr(0, head.find('\r'))));
            return;
        }
        c.in.erase(0, end + 4);
        c.state = State::Open;
        --m_opening;
        ++m_open;
        m_handler.opened(id);
        if (m_connections[size_t(id)].state != State::Open) return;
    }
    parseFrames(id, now);
}

bool WsClients::parseFrames(int id, std::int64_t readNs) {
    size_t at = 0;
    for (;;) {
        Connection& c = m_connections[size_t(id)]; // handlers may open connections
        if (c.state != State::Open) return false;
        const size_t available = c.in.size() - at;
        if (available < 2) break;
        const auto* p = reinterpret_cast<const std::uint8_t*>(c.in.data() + at);
        const bool fin = p[0] & 0x80;
        const std::uint8_t opcode = p[0] & 0x0F;
        const bool masked = p[1] & 0x80;
        std::uint64_t length = p[1] & 0x7F;
        size_t header = 2;
        if (length == 126) {
            if (available < 4) break;
            length = (std::uint64_t(p[2]) << 8) | p[3];
            header = 4;
        } else if (length == 127) {
            if (available < 10) break;
            length = 0;
            for (int i = 0; i < 8; ++i) length = (length << 8) | p[2 + i];
            header = 10;
        }
        if (length > kMaxMessage) {
            fail(id, "a frame of " + std::to_string(length) + " bytes");
            return false;
        }
        const size_t maskAt = header;
        if (masked) header += 4;
        if (available < header + length) break;
        std::string payload(c.in.data() + at + header, size_t(length));
        if (masked) // servers must not mask, but a frame that is masked can still be read
            for (size_t i = 0; i < payload.size(); ++i) payload[i] ^= char(p[maskAt + (i & 3)]);
        at += header + size_t(length);
        ++m_framesReceived;
        switch (opcode) {
        case Ping:
            ++m_controlFrames;
            sendFrame(id, Pong, payload);
            break;
        case Pong: ++m_controlFrames; break;
        case Close: fail(id, "the server sent a close frame"); return false;
        case Text:
        case Binary:
        case Continuation:
            if (opcode != Continuation) c.message.clear();
            if (c.message.size() + payload.size() > kMaxMessage) {
                fail(id, "a message over the size limit");
                return false;
            }
            if (fin && c.message.empty()) {
                m_handler.text(id, payload, readNs);
            } else {
                c.message += payload;
                if (fin) {
                    const std::string whole = std::move(c.message);
                    c.message.clear();
                    m_handler.text(id, whole, readNs);
                }
            }
            break;
        default: fail(id, "an unknown opcode"); return false;
        }
    }
    Connection& c = m_connections[size_t(id)];
    if (c.state == State::Open) c.in.erase(0, at);
    return c.state == State::Open;
}

bool WsClients::sendText(int id, std::string_view message) {
    if (id < 0 || size_t(id) >= m_connections.size() ||
        m_connections[size_t(id)].state != State::Open)
        return false;
    return sendFrame(id, Text, message);
}

bool WsClients::sendFrame(int id, std::uint8_t opcode, std::string_view payload) {
    std::string& f = m_frame;
    f.clear();
    f.push_back(char(0x80 | opcode));
    const size_t n = payload.size();
    if (n < 126) {
        f.push_back(char(0x80 | n));
    } else if (n < 65536) {
        f.push_back(char(0x80 | 126));
        f.push_back(char(n >> 8));
        f.push_back(char(n & 0xFF));
    } else {
        f.push_back(char(0x80 | 127));
        for (int i = 7; i >= 0; --i) f.push_back(char((std::uint64_t(n) >> (8 * i)) & 0xFF));
    }
    // A client masks every frame (RFC 6455, 5.3); xorshift is random enough for a benchmark.
    m_mask ^= m_mask << 13;
    m_mask ^= m_mask >> 7;
    m_mask ^= m_mask << 17;
    char key[4];
    std::memcpy(key, &m_mask, 4);
    f.append(key, 4);
    const size_t start = f.size();
    f.append(payload.data(), n);
    for (size_t i = 0; i < n; ++i) f[start + i] ^= key[i & 3];
    ++m_framesSent;
    if (opcode == Pong || opcode == Ping) ++m_controlFrames;
    writeOut(id, f.data(), f.size());
    return m_connections[size_t(id)].state != State::Closed;
}

void WsClients::writeOut(int id, const char* data, size_t size) {
    Connection& c = m_connections[size_t(id)];
    if (!c.out.empty()) { // keep the order behind what waits already
        c.out.append(data, size);
        return;
    }
    const ssize_t n = ::write(c.fd, data, size);
    if (n < 0 && errno != EAGAIN && errno != EINTR) {
        fail(id, std::string("write: ") + std::strerror(errno));
        return;
    }
    const size_t written = n > 0 ? size_t(n) : 0;
    if (written < size) {
        c.out.append(data + written, size - written);
        setWantWrite(id, true);
    }
}

void WsClients::setWantWrite(int id, bool want) {
    Connection& c = m_connections[size_t(id)];
    if (c.wantWrite == want) return;
    c.wantWrite = want;
    epoll_event event{};
    event.events = EPOLLIN | (want ? EPOLLOUT : 0u);
    event.data.u32 = std::uint32_t(id);
    ::epoll_ctl(m_epoll, EPOLL_CTL_MOD, c.fd, &event);
}

void WsClients::fail(int id, const std::string& why) {
    Connection& c = m_connections[size_t(id)];
    if (c.state == State::Closed) return;
    if (c.state == State::Open)
        --m_open;
    else
        --m_opening;
    c.state = State::Closed;
    ::close(c.fd);
    c.fd = -1;
    c.in.clear();
    c.out.clear();
    m_handler.closed(id, why);
}

} // namespace arbiter::bench
