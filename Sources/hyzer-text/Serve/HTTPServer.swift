#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import HyzerFormat

/// The write end of the pipe that wakes the server loop: a signal handler writes the signal's number,
/// the watcher thread a 0 (the pages changed). Global because a C signal handler captures nothing.
nonisolated(unsafe) private var serverWakeWriteEnd: Int32 = -1

/// A read-only HTTP/1.1 server for the pages of a ``PageCache`` and their live-update stream, on POSIX
/// sockets with one `poll` loop on one thread: every answer comes from memory, so no request waits
/// for another.
///
/// It answers GET and HEAD (anything else: 405 with `Allow`), only for the site's paths
/// (``ServeRoute``), and bounds what a client can hold: the request head (``Limits/headerBytes``,
/// 431), the connections (``Limits/connections``, 503 beyond), the time a connection may sit idle or
/// take to send its request (``Limits/idleSeconds``). A client that leaves mid-answer costs a failed
/// `send` (SIGPIPE is ignored, and `MSG_NOSIGNAL` asked for), nothing more. SIGINT and SIGTERM end
/// ``run()``, which closes every socket and returns the signal's number.
final class HTTPServer {
    /// What one client may hold.
    struct Limits {
        /// Open connections that are not live streams; more are answered 503 and closed.
        var connections = 256
        /// Open live streams, a pool of their own so that open pages never lock out a new visitor;
        /// more are answered 503.
        var streams = 1024
        /// Open connections from one address (streams apart): one client cannot take the pool.
        var connectionsPerClient = 128
        /// Bytes of a request's head (request line and headers); more is answered 431.
        var headerBytes = 8192
        /// Bytes of a request's body (a scoring form); more is answered 413.
        var bodyBytes = 16384
        /// Seconds a connection may be idle, and the whole time a request may take to arrive (its head
        /// and body, however slowly it trickles in), before it is closed.
        var idleSeconds = 10.0
        /// Seconds between the comments that keep a live stream open.
        var heartbeatSeconds = 15.0
        /// Writes (POSTs) one address may make: a burst of `postBurst`, then `postsPerSecond`; more
        /// are answered 429.
        var postBurst = 30.0
        var postsPerSecond = 10.0
    }

    /// Answers a request that is not for a page (the scoring pages of `serve --scoring`): the whole
    /// response, or nil for a request it does not take (then the pages answer it, or 405 for a
    /// write). Given the request, its body and the client's address.
    typealias Handler = (_ request: HTTPRequest, _ body: [UInt8], _ client: String) -> [UInt8]?

    /// The answerer of requests beyond the pages, nil for a read-only server.
    var handler: Handler?
    /// What each client address may still write now (``Limits/postBurst``), and when it was filled.
    private var postAllowance: [String: (tokens: Double, at: Double)] = [:]

    /// The address it listens on, with the port the system chose when 0 was asked for.
    let address: ListenAddress
    let limits: Limits
    private let listener: Int32
    private let wakeReadEnd: Int32
    private var connections: [Int32: Connection] = [:]
    /// How many of the connections are live streams.
    private var streamCount = 0
    private var streamVersion: Int

    /// Binds and listens on `address`. Throws when the address is in use or cannot be bound.
    init(address: ListenAddress, limits: Limits = Limits(), version: Int) throws(HyzerError) {
        self.limits = limits
        streamVersion = version
        #if canImport(Glibc)
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let listener = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard listener >= 0 else { throw HyzerError(.ioFailure, "cannot open a socket: \(Self.lastError())") }
        var on: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
        var socketAddress = sockaddr_in()
        socketAddress.sin_family = sa_family_t(AF_INET)
        socketAddress.sin_port = address.port.bigEndian
        _ = inet_pton(AF_INET, address.host, &socketAddress.sin_addr)
        let bound = withUnsafePointer(to: &socketAddress) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(listener, 128) == 0 else {
            let code = errno
            close(listener)
            if code == EADDRINUSE {
                throw HyzerError(.ioFailure, "\(address.host):\(address.port) is already in use by another program",
                                 hint: "stop that program, or choose another port: --listen \(address.host):\(address.port == 8080 ? 8081 : 8080) (or :0 for any free port)")
            }
            throw HyzerError(.ioFailure, "cannot listen on \(address.host):\(address.port): \(String(cString: strerror(code)))",
                             hint: code == EACCES ? "ports below 1024 need privileges; use --listen \(address.host):8080"
                                 : "use an address of this machine, e.g. --listen 0.0.0.0:8080 for every network")
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        self.address = ListenAddress(host: address.host, port: UInt16(bigEndian: actual.sin_port))
        Self.makeNonBlocking(listener)
        self.listener = listener
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw HyzerError(.ioFailure, "cannot create a pipe: \(Self.lastError())") }
        Self.makeNonBlocking(ends[0])
        Self.makeNonBlocking(ends[1])
        wakeReadEnd = ends[0]
        serverWakeWriteEnd = ends[1]
    }

    deinit {
        for fd in connections.keys { close(fd) }
        close(listener)
        close(wakeReadEnd)
    }

    /// Wakes the loop to push the pages' new version to the live streams (from any thread).
    static func pagesChanged() {
        var byte: UInt8 = 0
        _ = systemWrite(serverWakeWriteEnd, &byte, 1)
    }

    // MARK: - The loop

    /// Serves `pages` until SIGINT or SIGTERM; closes every socket and returns the signal's number.
    func run(_ pages: PageCache) -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        var handled = sigset_t()
        sigemptyset(&handled)
        for signalNumber in [SIGINT, SIGTERM] {
            sigaddset(&handled, signalNumber)
            signal(signalNumber) { number in
                var byte = UInt8(truncatingIfNeeded: number)
                _ = systemWrite(serverWakeWriteEnd, &byte, 1)
            }
        }
        // A parent may have blocked them (test runners and some launchers do); they must arrive.
        pthread_sigmask(SIG_UNBLOCK, &handled, nil)
        while true {
            var entries = [pollfd(fd: wakeReadEnd, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: listener, events: Int16(POLLIN), revents: 0)]
            for (fd, connection) in connections {
                entries.append(pollfd(fd: fd, events: connection.events, revents: 0))
            }
            _ = poll(&entries, nfds_t(entries.count), 500)
            if entries[0].revents != 0, let stop = drainWake() {
                stopAll()
                return stop
            }
            if entries[1].revents != 0 { acceptAll(pages) }
            for entry in entries.dropFirst(2) where entry.revents != 0 {
                guard let connection = connections[entry.fd] else { continue }
                if entry.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 { readFrom(connection, pages) }
                if connections[entry.fd] != nil, connection.pending > 0 { flush(connection) }
            }
            pushVersion(pages.version)
            expire(now: Self.now())
        }
    }

    /// Reads the wake pipe; the number of a signal that arrived, else nil.
    private func drainWake() -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 64)
        var stop: Int32?
        while true {
            let count = buffer.withUnsafeMutableBytes { read(wakeReadEnd, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            if let signal = buffer.prefix(count).first(where: { $0 != 0 }) { stop = Int32(signal) }
        }
        return stop
    }

    private func stopAll() {
        for fd in connections.keys { close(fd) }
        connections = [:]
        streamCount = 0
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
    }

    private func acceptAll(_ pages: PageCache) {
        while true {
            var peer = sockaddr_in()
            var peerLength = socklen_t(MemoryLayout<sockaddr_in>.size)
            let fd = withUnsafeMutablePointer(to: &peer) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { accept(listener, $0, &peerLength) }
            }
            guard fd >= 0 else { return }
            Self.makeNonBlocking(fd)
            #if canImport(Darwin)
            var on: Int32 = 1
            setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
            #endif
            let connection = Connection(fd: fd, now: Self.now(), client: Self.text(of: peer.sin_addr))
            let open = connections.count - streamCount
            if open >= limits.connections * 2 {
                close(fd)  // far beyond the limit: not even an answer
                continue
            }
            connections[fd] = connection
            let fromClient = connections.values.count { $0.client == connection.client && !$0.isEventStream }
            if open + 1 > limits.connections || fromClient > limits.connectionsPerClient {
                connection.queue(HTTPResponse.error(503, "Service Unavailable", keepAlive: false, extra: ["Retry-After: 5"]))
                connection.closeWhenFlushed = true
                flush(connection)
            }
        }
    }

    // MARK: - Requests

    private func readFrom(_ connection: Connection, _ pages: PageCache) {
        var buffer = [UInt8](repeating: 0, count: 16384)
        let count = buffer.withUnsafeMutableBytes { recv(connection.fd, $0.baseAddress, $0.count, 0) }
        if count == 0 || (count < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) {
            drop(connection)
            return
        }
        guard count > 0 else { return }
        let now = Self.now()
        connection.lastActive = now
        // A closing connection's (or a stream's) further bytes are read only to find the end.
        guard !connection.closeWhenFlushed, !connection.isEventStream else { return }
        if connection.input.isEmpty && connection.waiting == nil { connection.requestStarted = now }
        connection.input += buffer.prefix(count)
        answerRequests(connection, pages)
        if connection.input.isEmpty && connection.waiting == nil { connection.requestStarted = nil }
    }

    /// Answers every complete request in the connection's input.
    private func answerRequests(_ connection: Connection, _ pages: PageCache) {
        while !connection.closeWhenFlushed && !connection.isEventStream {
            // A request waiting for its body: answered once the body is in.
            if let waiting = connection.waiting {
                guard connection.input.count >= waiting.contentLength ?? 0 else { return }
                let body = Array(connection.input.prefix(waiting.contentLength ?? 0))
                connection.input.removeFirst(body.count)
                connection.waiting = nil
                answer(waiting, body: body, on: connection, pages)
                if !waiting.keepAlive { connection.closeWhenFlushed = true }
                continue
            }
            while connection.input.starts(with: [13, 10]) { connection.input.removeFirst(2) }
            guard let end = Self.headEnd(connection.input) else {
                if connection.input.count > limits.headerBytes {
                    finish(connection, HTTPResponse.error(431, "Request Header Fields Too Large", keepAlive: false))
                }
                return
            }
            guard end <= limits.headerBytes else {
                finish(connection, HTTPResponse.error(431, "Request Header Fields Too Large", keepAlive: false))
                return
            }
            let head = connection.input[..<end]
            connection.input.removeFirst(end + 4)
            guard let request = HTTPRequest.parse(head) else {
                finish(connection, HTTPResponse.error(400, "Bad Request", keepAlive: false))
                return
            }
            // A write's body is read (bounded, by its length) when someone answers writes.
            if request.method == "POST", handler != nil {
                if request.isChunked || request.contentLength == nil {
                    finish(connection, HTTPResponse.error(411, "Length Required", keepAlive: false))
                    return
                }
                if request.contentLength! > limits.bodyBytes {
                    finish(connection, HTTPResponse.error(413, "Content Too Large", keepAlive: false))
                    return
                }
                connection.waiting = request
                continue
            }
            answer(request, body: [], on: connection, pages)
            if request.hasBody || !request.keepAlive { connection.closeWhenFlushed = true }
        }
    }

    /// Whether `client` may write now, taking one write from its allowance (``Limits/postBurst``).
    private func mayWrite(_ client: String) -> Bool {
        let now = Self.now()
        var allowance = postAllowance[client] ?? (limits.postBurst, now)
        allowance.tokens = min(limits.postBurst, allowance.tokens + (now - allowance.at) * limits.postsPerSecond)
        allowance.at = now
        guard allowance.tokens >= 1 else {
            postAllowance[client] = allowance
            return false
        }
        allowance.tokens -= 1
        postAllowance[client] = allowance
        if postAllowance.count > 4096 { postAllowance = postAllowance.filter { now - $0.value.at < 60 } }
        return true
    }

    private func answer(_ request: HTTPRequest, body: [UInt8], on connection: Connection, _ pages: PageCache) {
        let keepAlive = request.keepAlive && (request.method == "POST" || !request.hasBody)
        let head = request.method == "HEAD"
        if let handler {
            if request.method == "POST", !mayWrite(connection.client) {
                connection.queue(HTTPResponse.error(429, "Too Many Requests", keepAlive: keepAlive, extra: ["Retry-After: 1"]))
                return
            }
            if let response = handler(request, body, connection.client) {
                connection.queue(head ? Self.headOnly(response) : response)
                return
            }
        }
        guard request.method == "GET" || head else {
            connection.queue(HTTPResponse.error(405, "Method Not Allowed", keepAlive: keepAlive, extra: ["Allow: GET, HEAD"]))
            return
        }
        switch ServeRoute.resolve(request.target, isPage: pages.contains) {
        case .page(let path):
            if let page = pages.page(path) {
                connection.queue(HTTPResponse.make(200, "OK", type: page.mediaType, body: page.bytes, head: head, keepAlive: keepAlive))
            } else {
                connection.queue(HTTPResponse.error(404, "Not Found", head: head, keepAlive: keepAlive))
            }
        case .notFound:
            connection.queue(HTTPResponse.error(404, "Not Found", head: head, keepAlive: keepAlive))
        case .live(let since):
            guard !head else {
                connection.queue(HTTPResponse.make(200, "OK", type: "text/event-stream", body: [], head: true, keepAlive: keepAlive))
                return
            }
            guard streamCount < limits.streams else {
                connection.queue(HTTPResponse.error(503, "Service Unavailable", keepAlive: false, extra: ["Retry-After: 5"]))
                connection.closeWhenFlushed = true
                return
            }
            connection.isEventStream = true
            streamCount += 1
            connection.input = []
            connection.queue(HTTPResponse.eventStreamHead)
            // A page opened before the last change reloads at once.
            if let since, since != streamVersion { connection.queue(HTTPResponse.event(version: streamVersion)) }
        }
    }

    /// Queues a last answer and closes the connection after it.
    private func finish(_ connection: Connection, _ bytes: [UInt8]) {
        connection.queue(bytes)
        connection.closeWhenFlushed = true
    }

    /// Where the blank line ending a request head starts, if it has arrived.
    private static func headEnd(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 0...(bytes.count - 4) where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
            return index
        }
        return nil
    }

    // MARK: - Writing and closing

    private func flush(_ connection: Connection) {
        while connection.pending > 0 {
            let sent = connection.output.withUnsafeBytes { bytes in
                #if canImport(Glibc)
                send(connection.fd, bytes.baseAddress! + connection.sent, connection.pending, Int32(MSG_NOSIGNAL))
                #else
                send(connection.fd, bytes.baseAddress! + connection.sent, connection.pending, 0)
                #endif
            }
            if sent < 0 {
                if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return }
                drop(connection)  // the client left: EPIPE, ECONNRESET
                return
            }
            connection.sent += sent
            connection.lastActive = Self.now()
        }
        connection.output = []
        connection.sent = 0
        if connection.closeWhenFlushed && !connection.halfClosed {
            // Close gently: stop sending, then read until the client closes (or the linger time), so
            // that unread request bytes do not turn the answer into a reset.
            shutdown(connection.fd, Int32(SHUT_WR))
            connection.halfClosed = true
            connection.closingSince = Self.now()
        }
    }

    private func drop(_ connection: Connection) {
        close(connection.fd)
        if connections.removeValue(forKey: connection.fd) != nil, connection.isEventStream { streamCount -= 1 }
    }

    /// A response's head alone (for HEAD): the bytes up to the blank line.
    private static func headOnly(_ response: [UInt8]) -> [UInt8] {
        guard let end = headEnd(response) else { return response }
        return Array(response[..<(end + 4)])
    }

    /// The dotted text of an IPv4 address.
    private static func text(of address: in_addr) -> String {
        let value = UInt32(bigEndian: address.s_addr)
        return [24, 16, 8, 0].map { String((value >> UInt32($0)) & 0xff) }.joined(separator: ".")
    }

    /// Sends the pages' new version to every live stream when it changed.
    private func pushVersion(_ version: Int) {
        guard version != streamVersion else { return }
        streamVersion = version
        for connection in connections.values where connection.isEventStream {
            connection.queue(HTTPResponse.event(version: version))
            flush(connection)
        }
    }

    /// Closes idle connections and half-closed ones that linger; keeps live streams alive.
    private func expire(now: Double) {
        for connection in Array(connections.values) {
            if connection.isEventStream {
                if now - connection.lastActive >= limits.heartbeatSeconds {
                    connection.queue(HTTPResponse.heartbeat)
                    connection.lastActive = now
                    flush(connection)
                }
            } else if let started = connection.requestStarted, !connection.halfClosed, !connection.closeWhenFlushed,
                      now - started >= limits.idleSeconds {
                // A request that takes too long to arrive, however steadily it trickles: 408, closed.
                connection.input = []
                connection.waiting = nil
                connection.requestStarted = nil
                finish(connection, HTTPResponse.error(408, "Request Timeout", keepAlive: false))
                flush(connection)
            } else if let closing = connection.closingSince {
                // A closing connection lingers 2 s at most, however much its client still sends.
                if now - closing >= 2 { drop(connection) }
            } else if now - connection.lastActive >= limits.idleSeconds {
                drop(connection)
            }
        }
    }

    // MARK: - Helpers

    /// Seconds on a monotonic clock.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    private static func makeNonBlocking(_ fd: Int32) {
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }
}

/// One client connection of ``HTTPServer``: what it sent that is not answered yet, what is still to
/// be sent to it, and what it has become (a live stream, closing).
private final class Connection {
    let fd: Int32
    /// The client's address (IPv4, dotted).
    let client: String
    /// When the first byte of the request now arriving came (its head, then its body), nil between
    /// requests: the whole request must arrive within ``HTTPServer/Limits/idleSeconds``.
    var requestStarted: Double?
    /// A request whose head is read, waiting for its body.
    var waiting: HTTPRequest?
    var input: [UInt8] = []
    var output: [UInt8] = []
    /// Bytes of `output` already sent.
    var sent = 0
    var lastActive: Double
    /// An open Server-Sent Events stream: it gets events, and its input is ignored.
    var isEventStream = false
    /// Closed once the output is sent.
    var closeWhenFlushed = false
    /// Sending is shut down; reading on until the client closes.
    var halfClosed = false
    /// When sending was shut down: the connection is closed 2 s later at the latest.
    var closingSince: Double?

    init(fd: Int32, now: Double, client: String) {
        self.fd = fd
        self.client = client
        lastActive = now
    }

    var pending: Int { output.count - sent }

    func queue(_ bytes: [UInt8]) { output += bytes }

    /// What `poll` should wait for: input (also to see the client leave) unless answers are queued.
    var events: Int16 {
        var events: Int16 = 0
        if pending == 0 || isEventStream || halfClosed { events |= Int16(POLLIN) }
        if pending > 0 { events |= Int16(POLLOUT) }
        return events
    }
}
