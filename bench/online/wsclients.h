// Many WebSocket client connections on one thread: the load generator of bench/server-load.sh.
// Plain non-blocking sockets on one epoll instance, with the RFC 6455 handshake and framing
// written out here (client frames masked, server frames read whole, fragmented messages joined,
// pings answered with pongs, as arbiter-server's pings need).
//
// Why not QWebSocket: it is a QObject with a QTcpSocket, two buffers and a few signal
// deliveries per frame on Qt's event loop; 3,000 of them would cost the load generator about
// what the server under test costs, on the same two cores. Here a frame costs one read() or
// write() and a few hundred bytes of copying.
//
// Simplifications a benchmark can afford: 127.0.0.1 only, a fixed Sec-WebSocket-Key (the
// server's answer is still checked against it), no extensions, no TLS.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <sys/epoll.h>
#include <vector>

namespace arbiter::bench {

// CLOCK_MONOTONIC in nanoseconds.
std::int64_t monotonicNs();

// Raises this process's soft limit of open descriptors to its hard limit (3,000 connections
// do not fit under the usual soft limit of 1,024). Returns the limit now in force.
long raiseDescriptorLimit();

class WsClients {
public:
    // What the owner hears about its connections (by the number open() returned).
    class Handler {
    public:
        virtual ~Handler() = default;
        virtual void opened(int connection) = 0;
        // A whole text message, with the time its last bytes were read.
        virtual void text(int connection, std::string_view message, std::int64_t readNs) = 0;
        virtual void closed(int connection, const std::string& why) = 0;
    };

    explicit WsClients(Handler& handler);
    ~WsClients();
    WsClients(const WsClients&) = delete;
    WsClients& operator=(const WsClients&) = delete;

    // Starts connecting to 127.0.0.1:port; the connections are numbered 0, 1, 2... in the order
    // they were opened. -1 when no socket could be made.
    int open(std::uint16_t port);
    // Sends one text message (a masked frame); false when the connection is not open.
    bool sendText(int connection, std::string_view message);
    // Waits up to timeoutMs (0: not at all) and handles what is ready.
    void poll(int timeoutMs);

    int opening() const { return m_opening; } // connecting or in the handshake
    int openCount() const { return m_open; }

    // Frames this side sent and received (text and control), for the per-frame figures.
    std::uint64_t framesSent() const { return m_framesSent; }
    std::uint64_t framesReceived() const { return m_framesReceived; }
    std::uint64_t controlFrames() const { return m_controlFrames; } // pings and pongs
    std::uint64_t bytesReceived() const { return m_bytesReceived; }

private:
    enum class State { Connecting, Handshake, Open, Closed };
    struct Connection {
        int fd = -1;
        State state = State::Connecting;
        std::string in;      // bytes read and not yet parsed
        std::string message; // a fragmented message being joined
        std::string out;     // bytes the kernel did not take yet
        bool wantWrite = false;
    };

    void onReady(int connection, std::uint32_t events);
    void onConnected(int connection);
    void readFrom(int connection);
    // Parses whole frames from c.in; false when the connection was closed meanwhile.
    bool parseFrames(int connection, std::int64_t readNs);
    bool sendFrame(int connection, std::uint8_t opcode, std::string_view payload);
    void writeOut(int connection, const char* data, size_t size);
    void setWantWrite(int connection, bool want);
    void fail(int connection, const std::string& why);

    Handler& m_handler;
    int m_epoll = -1;
    std::vector<Connection> m_connections;
    std::vector<epoll_event> m_events;
    std::string m_frame; // the frame being written, reused
    std::uint64_t m_mask = 0x9E3779B97F4A7C15ull;
    int m_opening = 0;
    int m_open = 0;
    std::uint64_t m_framesSent = 0, m_framesReceived = 0, m_controlFrames = 0;
    std::uint64_t m_bytesReceived = 0;
};

} // namespace arbiter::bench
