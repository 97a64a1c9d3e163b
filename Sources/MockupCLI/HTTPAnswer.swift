import CHTTPServer
import MockupPlatform

/// What the libmicrohttpd-backed servers (`serve`, the review page) share: answering a
/// suspended request through `mockup_http_respond`, and the monotonic clock their
/// deadlines and latencies use.
enum HTTPAnswer {
    /// Answers `request` with `status`, `type`, `body` and extra `headers` (copied by C).
    static func send(_ request: OpaquePointer, _ status: Int, _ type: String, _ body: [UInt8], headers: [(String, String)] = []) {
        let names = headers.map { strdup($0.0) }, values = headers.map { strdup($0.1) }
        defer { (names + values).forEach { free($0) } }
        var n = names.map { UnsafePointer($0) }, v = values.map { UnsafePointer($0) }
        body.withUnsafeBufferPointer { b in
            mockup_http_respond(request, UInt32(status), type, b.baseAddress, b.count, &n, &v, headers.count)
        }
    }

    /// Seconds on the monotonic clock.
    static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
}
