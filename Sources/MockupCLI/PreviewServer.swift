#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MockupSystem
import Synchronization

import MockupPlatform

/// Why the preview server could not start.
struct ServerError: Error, CustomStringConvertible {
    var description: String
}

/// A small HTTP/1.1 server on a loopback address: POSIX sockets, one accept thread,
/// one short-lived thread per connection (at most `maxConnections` at once), one
/// request per connection, heads bounded by `HTTPRequest.maxHeadBytes`, reads and
/// writes bounded in time (a long poll is held at most `PreviewRoutes.longPollSeconds`). Answers only `PreviewRoutes`.
final class PreviewServer: @unchecked Sendable {
    static let maxConnections = 32
    private let listener: Int32
    /// The port bound (the one the OS chose for port 0).
    let port: UInt16
    let host: String
    private let state: WatchState
    /// Connections being answered, and whether `stop()` was called.
    private let load = Mutex((open: 0, stopped: false))

    /// Binds and listens on `host:port` (`host` a dotted IPv4 address).
    init(host: String, port: UInt16, state: WatchState) throws {
        self.host = host
        self.state = state
        let fd = socket(AF_INET, streamSocket, 0)
        guard fd >= 0 else { throw ServerError(description: "cannot open a socket: \(String(cString: strerror(errno)))") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        #if canImport(Darwin)
        address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else {
            close(fd)
            throw ServerError(description: "'\(host)' is not an IPv4 address")
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 64) == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw ServerError(description: "cannot listen on \(host):\(port): \(reason)")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        listener = fd
        self.port = UInt16(bigEndian: address.sin_port)
    }

    var url: String { "http://\(host):\(port)/" }

    /// Accepts connections on a background thread until `stop()`.
    func start() {
        DetachedThread.start { [self] in acceptLoop() }
    }

    /// Closes the listening socket; connections being answered finish on their own.
    func stop() {
        load.withLock { $0.stopped = true }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
        state.stop()
    }

    private func acceptLoop() {
        while true {
            let connection = accept(listener, nil, nil)
            if connection < 0 {
                if errno == EINTR || errno == ECONNABORTED { continue }
                if load.withLock({ $0.stopped }) { return }
                // Out of descriptors or the like: wait a little instead of spinning.
                usleep(50_000)
                continue
            }
            let admitted = load.withLock { load in
                let admitted = load.open < Self.maxConnections && !load.stopped
                if admitted { load.open += 1 }
                return admitted
            }
            guard admitted else {
                send(connection, HTTPResponse.text(503, "busy").serialized())
                close(connection)
                continue
            }
            DetachedThread.start { [self] in
                serve(connection)
                close(connection)
                load.withLock { $0.open -= 1 }
            }
        }
    }

    /// Reads one request head (bounded in size, and in time by one deadline for the
    /// whole head, so a client sending a byte now and then cannot hold a connection)
    /// and answers it (the answer bounded by a deadline of its own).
    private func serve(_ connection: Int32) {
        let headDeadline = ContinuousClock.now + .seconds(HTTPRequest.headSeconds)
        #if canImport(Darwin)
        // Darwin has no MSG_NOSIGNAL: the socket itself is told not to raise SIGPIPE.
        var yes: Int32 = 1
        setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
        var head: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 2048)
        while HTTPRequest.headEnd(head) == nil {
            if head.count > HTTPRequest.maxHeadBytes {
                send(connection, HTTPResponse.text(400, "bad request: head too large").serialized())
                return
            }
            let late = HTTPResponse.text(408, "request timeout: the head must arrive within \(HTTPRequest.headSeconds) seconds")
            guard Self.setTimeout(connection, SO_RCVTIMEO, until: headDeadline) else {
                send(connection, late.serialized())
                return
            }
            let n = chunk.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            if n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                // The receive timeout is the time left: the deadline has passed.
                send(connection, late.serialized())
                return
            }
            if n <= 0 {
                // Closed or timed out: answer what was sent, if anything.
                if !head.isEmpty { send(connection, HTTPResponse.text(400, "bad request").serialized()) }
                return
            }
            head += chunk[0..<n]
        }
        let end = HTTPRequest.headEnd(head) ?? head.count
        let request = HTTPRequest.parse(Array(head[..<end]))
        let response = PreviewRoutes.respond(to: request, state: state)
        send(connection, response.serialized(head: request?.method == "HEAD"))
    }

    /// Sets the socket's receive or send timeout to the time left until `deadline`;
    /// false when none is left.
    private static func setTimeout(_ connection: Int32, _ option: Int32, until deadline: ContinuousClock.Instant) -> Bool {
        let left = deadline - ContinuousClock.now
        guard left > .zero else { return false }
        let (seconds, attoseconds) = left.components
        // At least a millisecond: a zero timeval would mean no timeout at all.
        let micros = max(1000, seconds * 1_000_000 + attoseconds / 1_000_000_000_000)
        var timeout = timeval(tv_sec: .init(micros / 1_000_000), tv_usec: .init(micros % 1_000_000))
        return setsockopt(connection, SOL_SOCKET, option, &timeout, socklen_t(MemoryLayout<timeval>.size)) == 0
    }

    /// Writes all of `bytes` before one deadline, giving up on an error (the peer
    /// left) or when the deadline passes (a client that reads a byte now and then).
    private func send(_ connection: Int32, _ bytes: [UInt8]) {
        let deadline = ContinuousClock.now + .seconds(HTTPRequest.sendSeconds)
        var sent = 0
        while sent < bytes.count {
            guard Self.setTimeout(connection, SO_SNDTIMEO, until: deadline) else { return }
            let n = bytes[sent...].withUnsafeBytes { sendBytes(connection, $0.baseAddress, $0.count) }
            if n <= 0 { return }
            sent += n
        }
    }
}

/// `SOCK_STREAM` as `socket` takes it (an enum case on Glibc, a number elsewhere).
#if canImport(Glibc)
private let streamSocket = Int32(SOCK_STREAM.rawValue)
#else
private let streamSocket = SOCK_STREAM
#endif

/// `send(2)` without SIGPIPE (`MSG_NOSIGNAL`; Darwin sets `SO_NOSIGPIPE` on the socket
/// instead), under a name `PreviewServer.send` does not hide.
private func sendBytes(_ connection: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Darwin)
    send(connection, bytes, count, 0)
    #else
    send(connection, bytes, count, Int32(MSG_NOSIGNAL))
    #endif
}
