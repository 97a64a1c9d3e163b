#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The preview server's routes: the page, the version the page polls, the state, and
/// each file's last good image. Only these names are answered; nothing in a URL is
/// ever used as a file path.
enum PreviewRoutes {
    static func respond(to request: HTTPRequest?, state: WatchState) -> HTTPResponse {
        guard let request else { return .text(400, "bad request") }
        // A page elsewhere that resolves its own name to 127.0.0.1 (DNS rebinding)
        // sends its own name as Host: answer only requests made to a loopback name.
        guard let host = request.host, isLoopback(host) else {
            return .text(400, "bad request: Host must be a loopback address")
        }
        guard request.method == "GET" || request.method == "HEAD" else {
            var r = HTTPResponse.text(405, "only GET and HEAD")
            r.headers = [("Allow", "GET, HEAD")]
            return r
        }
        switch request.path {
        case "/", "/index.html":
            return HTTPResponse(status: 200, contentType: "text/html; charset=utf-8", body: Array(PreviewPage.html.utf8))
        case "/version.json":
            // `?after=N`: held until the version passes N (long polling), at most
            // `longPollSeconds`, so an open page hears of a save at once.
            if let after = after(request.query) {
                return json(["version": state.waitForVersion(after: after, timeout: longPollSeconds)])
            }
            return json(["version": state.currentVersion])
        case "/state.json":
            let (version, files) = state.snapshot()
            return json(StateBody(version: version, watching: state.upToDateWaiters, files: files))
        default:
            if let i = imageIndex(request.path) {
                let files = state.snapshot().files
                guard i < files.count, let png = files[i].png else { return .text(404, "no image yet") }
                return HTTPResponse(status: 200, contentType: "image/png", body: png)
            }
            return .text(404, "not found")
        }
    }

    /// How long `/version.json?after=N` is held at most.
    static let longPollSeconds = 20.0

    struct StateBody: Encodable {
        var version: Int
        /// Open pages waiting for the next version (they have drawn this one).
        var watching: Int
        var files: [PreviewFile]
    }

    /// N of a query `after=N` (1 to 9 ASCII digits), else nil.
    static func after(_ query: String?) -> Int? {
        guard let query, query.hasPrefix("after=") else { return nil }
        let digits = query.dropFirst(6)
        guard (1...9).contains(digits.count), digits.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
        return Int(digits)
    }

    static func json<T: Encodable>(_ value: T) -> HTTPResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let body = (try? encoder.encode(value)).map { Array($0) } ?? Array("{}".utf8)
        return HTTPResponse(status: 200, contentType: "application/json", body: body)
    }

    /// `N` of `/image/N.png`: ASCII digits only, at most 4 of them.
    static func imageIndex(_ path: String) -> Int? {
        guard path.hasPrefix("/image/"), path.hasSuffix(".png") else { return nil }
        let digits = path.dropFirst(7).dropLast(4)
        guard (1...4).contains(digits.count), digits.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
        return Int(digits)
    }

    /// Whether a Host header names 127.0.0.0/8 or localhost (with or without a port).
    static func isLoopback(_ host: String) -> Bool {
        var name = Substring(host.lowercased())
        if let colon = name.lastIndex(of: ":"), name[name.index(after: colon)...].allSatisfy({ $0.isNumber }) {
            name = name[..<colon]
        }
        if name == "localhost" { return true }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127"
            && parts.allSatisfy { p in (1...3).contains(p.count) && p.allSatisfy({ ("0"..."9").contains($0) }) && Int(p).map { $0 < 256 } == true }
    }
}
