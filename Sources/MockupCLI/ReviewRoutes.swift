#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MockupSystem

/// A request to the review server (`ReviewServer.request` reads it from libmicrohttpd):
/// method, path as sent, query and Host, plus the headers that decide whether a POST
/// comes from the review page itself.
struct ReviewRequest {
    var http: HTTPRequest
    var origin: String?
    var token: String?
    var fetchSite: String?

    /// The header that carries the page's token.
    static let tokenHeader = "x-mockup-review-token"
}

/// The review server's routes. `GET /` is the report with the review controls;
/// `POST /approve/NAME`, `POST /reject/NAME` and `POST /done` change things, and only
/// for the page itself: a loopback Host, no foreign Origin, and the page's token.
/// A NAME must be exactly a failing case of the run; nothing in a URL is used as a path.
struct ReviewRoutes: Sendable {
    let state: ReviewState
    let page: [UInt8]
    let token: String
    /// Called once `POST /done` has been answered.
    let onDone: @Sendable () -> Void

    func respond(to request: ReviewRequest?) -> HTTPResponse {
        guard let request else { return .text(400, "bad request") }
        let http = request.http
        // A page elsewhere that resolves its own name to 127.0.0.1 (DNS rebinding)
        // sends that name as Host.
        guard let host = http.host, PreviewRoutes.isLoopback(host) else {
            return .text(400, "bad request: Host must be a loopback address")
        }
        switch http.method {
        case "GET", "HEAD":
            if http.path == "/" || http.path == "/index.html" {
                return HTTPResponse(status: 200, contentType: "text/html; charset=utf-8", body: page)
            }
            if http.path == "/done" || http.path.hasPrefix("/approve/") || http.path.hasPrefix("/reject/") {
                return Self.notAllowed("approve, reject and done are POST requests", allow: "POST")
            }
            return .text(404, "not found")
        case "POST":
            return post(request, host: host)
        default:
            return Self.notAllowed("only GET, HEAD and POST", allow: "GET, HEAD, POST")
        }
    }

    private func post(_ request: ReviewRequest, host: String) -> HTTPResponse {
        // A form or script on another site may POST here; browsers name its origin.
        if let origin = request.origin, origin != "http://" + host {
            return .text(403, "cross-origin request refused: Origin \(origin) is not http://\(host)")
        }
        if let site = request.fetchSite, site != "same-origin", site != "none" {
            return .text(403, "cross-origin request refused: Sec-Fetch-Site \(site)")
        }
        guard request.token == token else {
            return .text(403, "missing or wrong review token: POST from the review page")
        }
        let path = request.http.path
        if path == "/done" {
            onDone()
            return .text(200, "stopping")
        }
        let approving = path.hasPrefix("/approve/")
        guard approving || path.hasPrefix("/reject/") else { return .text(404, "not found") }
        let name: String
        switch Self.caseName(path.dropFirst(approving ? 9 : 8)) {
        case .success(let n): name = n
        case .failure(let r): return .text(r.status, r.message)
        }
        do {
            let e = approving ? try state.approve(name) : try state.reject(name)
            return PreviewRoutes.json(Decided(name: e.name, decision: e.decision, golden: e.golden, written: e.written))
        } catch {
            return .text(error.status, error.message)
        }
    }

    /// What an approve or reject answers.
    struct Decided: Encodable {
        var name: String
        var decision: ReviewState.Decision
        var golden: String
        /// Whether the golden now differs from before the review.
        var written: Bool
    }

    /// The case name in a URL path: its components, each percent-decoded on its own. An
    /// empty path, an absolute path (`//etc`), `.` or `..` components, and encoded
    /// slashes or backslashes are refused before any lookup.
    static func caseName(_ raw: Substring) -> Result<String, ReviewState.Refusal> {
        func refuse(_ m: String) -> Result<String, ReviewState.Refusal> { .failure(.init(status: 400, message: m)) }
        if raw.isEmpty { return refuse("no case named: POST /approve/NAME") }
        if raw.hasPrefix("/") { return refuse("'\(raw)' is an absolute path, not a case name") }
        var parts: [String] = []
        for segment in raw.split(separator: "/", omittingEmptySubsequences: false) {
            guard let decoded = percentDecoded(segment) else {
                return refuse("'\(raw)' is not a case name: malformed percent-encoding")
            }
            if decoded.contains("/") || decoded.contains("\\") {
                return refuse("'\(raw)' is not a case name: an encoded slash")
            }
            if decoded.isEmpty || decoded == "." || decoded == ".." {
                return refuse("'\(raw)' is not a case name: empty, '.' and '..' components are refused")
            }
            if decoded.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
                return refuse("'\(raw)' is not a case name: a control character")
            }
            parts.append(decoded)
        }
        return .success(parts.joined(separator: "/"))
    }

    /// `%XX` sequences decoded, the result valid UTF-8; nil otherwise.
    static func percentDecoded(_ s: Substring) -> String? {
        var bytes: [UInt8] = []
        var i = s.utf8.startIndex
        let u = s.utf8
        while i < u.endIndex {
            let b = u[i]
            if b == UInt8(ascii: "%") {
                let h = u.index(after: i)
                guard h < u.endIndex, u.index(after: h) < u.endIndex,
                    let hi = hexValue(u[h]), let lo = hexValue(u[u.index(after: h)])
                else { return nil }
                bytes.append(hi << 4 | lo)
                i = u.index(h, offsetBy: 2)
            } else {
                bytes.append(b)
                i = u.index(after: i)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ b: UInt8) -> UInt8? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): b - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): b - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): b - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private static func notAllowed(_ message: String, allow: String) -> HTTPResponse {
        var r = HTTPResponse.text(405, message)
        r.headers = [("Allow", allow)]
        return r
    }

    /// A fresh random token (128 bits, hexadecimal) for one session's page.
    static func newToken() -> String {
        var g = SystemRandomNumberGenerator()
        return (0..<2).map { _ in
            let hex = String(g.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }
}
