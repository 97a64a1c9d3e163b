import CHTTPServer
import MockupPlatform
import Synchronization

/// The review page's server on 127.0.0.1, on libmicrohttpd (`CHTTPServer`, as
/// `mockup serve`): MHD reads each request and writes each answer on its poll thread,
/// closes a connection idle for `idleSeconds`, and holds at most `maxConnections`;
/// `ReviewRoutes` answers. Request bodies are never used: every route takes its case
/// from the path, which arrives as sent (escapes included).
final class ReviewServer: @unchecked Sendable {
    static let maxConnections: UInt32 = 16
    static let idleSeconds: UInt32 = 5
    private let server: OpaquePointer
    private let context: Unmanaged<Routes>
    /// The port the system chose.
    let port: UInt16

    /// The routes, handed to C as the server's context.
    final class Routes: @unchecked Sendable {
        let routes: ReviewRoutes
        init(_ routes: ReviewRoutes) { self.routes = routes }
    }

    /// Listens on 127.0.0.1 at a port the system chooses, and serves at once.
    init(routes: ReviewRoutes) throws {
        context = Unmanaged.passRetained(Routes(routes))
        var error = [CChar](repeating: 0, count: 512)
        let handler: mockup_http_handler = { context, request, info in
            guard let context, let request, let info else { return }
            let routes = Unmanaged<Routes>.fromOpaque(context).takeUnretainedValue().routes
            let response = routes.respond(to: ReviewServer.request(request, info.pointee))
            ReviewServer.answer(request, response)
        }
        guard let server = mockup_http_start(
            "127.0.0.1", 0, Self.maxConnections, Self.idleSeconds, 0, handler, context.toOpaque(), &error, error.count)
        else {
            context.release()
            throw ServerError(description: String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        self.server = server
        port = mockup_http_port(server)
    }

    var url: String { "http://127.0.0.1:\(port)/" }

    /// Serving started with the server; kept for the session's order of calls.
    func start() {}

    /// Takes no new connections; answers under way finish.
    func stop() { mockup_http_quiesce(server) }

    /// Waits (at most `seconds`) for open connections to close, so that the answer to
    /// Done reaches the page, then shuts the server down.
    func drain(seconds: Double) {
        let end = HTTPAnswer.now() + seconds
        while mockup_http_connections(server) > 0 && HTTPAnswer.now() < end { usleep(10_000) }
        mockup_http_stop(server)
        context.release()
    }

    /// The request as `ReviewRoutes` reads it; nil when a deciding header is sent twice.
    static func request(_ r: OpaquePointer, _ info: mockup_http_request_info) -> ReviewRequest? {
        func header(_ name: String) -> (value: String?, repeated: Bool) {
            var count: UInt32 = 0
            let value = String(cString: mockup_http_header(r, name, &count))
            return (count == 0 ? nil : value, count > 1)
        }
        let query = String(cString: info.query)
        let host = header("Host"), origin = header("Origin"), token = header(ReviewRequest.tokenHeader)
        guard !host.repeated, !origin.repeated, !token.repeated else { return nil }
        let http = HTTPRequest(
            method: String(cString: info.method), path: String(cString: info.url), query: query.isEmpty ? nil : query,
            host: host.value)
        return ReviewRequest(http: http, origin: origin.value, token: token.value, fetchSite: header("Sec-Fetch-Site").value)
    }

    /// Sends `response` with the headers every answer of the page carries; one request
    /// per connection, so a page left open holds no connection between clicks.
    static func answer(_ r: OpaquePointer, _ response: HTTPResponse) {
        let headers = [("Cache-Control", "no-store"), ("X-Content-Type-Options", "nosniff"), ("Connection", "close")] + response.headers
        HTTPAnswer.send(r, response.status, response.contentType, response.body, headers: headers)
    }
}
