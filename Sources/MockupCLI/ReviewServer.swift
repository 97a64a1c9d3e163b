#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MockupSystem
import Synchronization

import MockupPlatform

/// The review page's HTTP/1.1 server on 127.0.0.1: the same shape as `PreviewServer`
/// (POSIX sockets, one accept thread, one short-lived thread per connection, at most
/// `maxConnections` at once, one request per connection, heads bounded by
/// `HTTPRequest.maxHeadBytes`, the whole head and the whole response each bounded in
/// time) answering
/// `ReviewRoutes`. Request bodies are never read: every route takes its case from the path.
final class ReviewServer: @unchecked Sendable {
    static let maxConnections = 16
    private let listener: Int32
    /// The port the system chose.
    let port: UInt16
    private let routes: ReviewRoutes
    private let load = Mutex((open: 0, stopped: false))

    /// Binds and listens on 127.0.0.1 at a port the system chooses.
    init(routes: ReviewRoutes) throws {
        self.routes = routes
        let fd = socket(AF_INET, reviewStreamSocket, 0)
        guard fd >= 0 else { throw ServerError(description: "cannot open a socket: \(String(cString: strerror(errno)))") }
        var address = sockaddr_in()
        #if canImport(Darwin)
        address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 64) == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw ServerError(description: "cannot listen on 127.0.0.1: \(reason)")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        listener = fd
        port = UInt16(bigEndian: address.sin_port)
    }

    var url: String { "http://127.0.0.1:\(port)/" }

    /// Accepts connections on a background thread until `stop()`.
    func start() {
        DetachedThread.start { [self] in acceptLoop() }
    }

    /// Closes the listening socket; connections being answered finish on their own.
    func stop() {
        load.withLock { $0.stopped = true }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    /// Waits (at most `seconds`) for the connections being answered to finish, so that
    /// the answer to Done reaches the page before the process exits.
    func drain(seconds: Double) {
        let end = Self.now() + seconds
        while load.withLock({ $0.open }) > 0 && Self.now() < end { usleep(10_000) }
    }

    private func acceptLoop() {
        while true {
            let connection = accept(listener, nil, nil)
            if connection < 0 {
                if errno == EINTR || errno == ECONNABORTED { continue }
                if load.withLock({ $0.stopped }) { return }
                usleep(50_000)
                continue
            }
            let admitted = load.withLock { load in
                let admitted = load.open < Self.maxConnections && !load.stopped
                if admitted { load.open += 1 }
                return admitted
            }
            guard admitted else {
                write(connection, Self.bytes(.text(503, "busy")))
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

    /// The whole head must arrive within this many seconds (not each piece of it: a
    /// client sending a byte at a time cannot hold a connection longer).
    static let headSeconds = 5.0
    /// The whole response (the page may be megabytes) must be taken within this.
    static let responseSeconds = 30.0

    private func serve(_ connection: Int32) {
        #if canImport(Darwin)
        var yes: Int32 = 1
        setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
        let headDeadline = Self.now() + Self.headSeconds
        var head: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 2048)
        while HTTPRequest.headEnd(head) == nil {
            if head.count > HTTPRequest.maxHeadBytes {
                write(connection, Self.bytes(.text(400, "bad request: head too large")))
                return
            }
            guard Self.limit(connection, SO_RCVTIMEO, until: headDeadline) else { return }
            let n = chunk.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            if n <= 0 {
                if !head.isEmpty { write(connection, Self.bytes(.text(400, "bad request"))) }
                return
            }
            head += chunk[0..<n]
        }
        let end = HTTPRequest.headEnd(head) ?? head.count
        let request = ReviewRequest.parse(Array(head[..<end]))
        let response = routes.respond(to: request)
        write(connection, Self.bytes(response, head: request?.http.method == "HEAD"))
    }

    /// Reason phrases `HTTPResponse` does not know.
    static let reasons = [403: "Forbidden", 409: "Conflict", 500: "Internal Server Error"]

    /// `HTTPResponse.serialized` with the review's reason phrases in the status line.
    static func bytes(_ response: HTTPResponse, head: Bool = false) -> [UInt8] {
        let wire = response.serialized(head: head)
        guard let reason = reasons[response.status], let lineEnd = wire.firstIndex(of: 13) else { return wire }
        return Array("HTTP/1.1 \(response.status) \(reason)".utf8) + wire[lineEnd...]
    }

    /// Writes all of `bytes` within `responseSeconds`, giving up on an error (the peer left).
    private func write(_ connection: Int32, _ bytes: [UInt8]) {
        let deadline = Self.now() + Self.responseSeconds
        var sent = 0
        while sent < bytes.count {
            guard Self.limit(connection, SO_SNDTIMEO, until: deadline) else { return }
            let n = bytes[sent...].withUnsafeBytes { reviewSend(connection, $0.baseAddress, $0.count) }
            if n <= 0 { return }
            sent += n
        }
    }
}

extension ReviewServer {
    /// Seconds on the monotonic clock.
    static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    /// Sets the socket's `option` timeout to what is left until `deadline`; false when
    /// nothing is left.
    static func limit(_ connection: Int32, _ option: Int32, until deadline: Double) -> Bool {
        let left = deadline - now()
        guard left > 0.001 else { return false }
        var timeout = timeval(tv_sec: .init(left), tv_usec: .init((left - left.rounded(.down)) * 1e6))
        return setsockopt(connection, SOL_SOCKET, option, &timeout, socklen_t(MemoryLayout<timeval>.size)) == 0
    }
}

/// `SOCK_STREAM` as `socket` takes it (an enum case on Glibc, a number elsewhere).
#if canImport(Glibc)
private let reviewStreamSocket = Int32(SOCK_STREAM.rawValue)
#else
private let reviewStreamSocket = SOCK_STREAM
#endif

/// `send(2)` without SIGPIPE.
private func reviewSend(_ connection: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Darwin)
    send(connection, bytes, count, 0)
    #else
    send(connection, bytes, count, Int32(MSG_NOSIGNAL))
    #endif
}
