import MockupSystem

/// An HTTP/1.x request as far as the preview server reads it: the request line and
/// the Host header. No body is read (every route is a GET).
struct HTTPRequest: Equatable {
    var method: String
    /// The path, without the query.
    var path: String
    var query: String?
    var host: String?

    /// The most a request's head (request line and headers) may take.
    static let maxHeadBytes = 8192
    /// The most time a request's head may take to arrive, from the connection's accept,
    /// however its bytes trickle in.
    static let headSeconds = 5
    /// The most time the answer may take to be taken by the client.
    static let sendSeconds = 10

    /// Parses the head (`bytes` up to and including the blank line), or nil when it is
    /// not a well-formed HTTP/1.x request.
    static func parse(_ bytes: [UInt8]) -> HTTPRequest? {
        guard bytes.count <= maxHeadBytes, bytes.allSatisfy({ $0 != 0 && $0 < 0x80 }) else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        var lines = text.components(separatedBy: "\r\n")
        guard lines.count >= 3, lines.suffix(2) == ["", ""] else { return nil }
        lines.removeLast(2)
        let parts = lines[0].split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy({ $0.isUppercase }),
            parts[1].hasPrefix("/"), parts[2] == "HTTP/1.1" || parts[2] == "HTTP/1.0"
        else { return nil }
        let target = parts[1]
        var request = HTTPRequest(method: String(parts[0]), path: String(target), query: nil, host: nil)
        if let q = target.firstIndex(of: "?") {
            request.path = String(target[..<q])
            request.query = String(target[target.index(after: q)...])
        }
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":"), colon != line.startIndex else { return nil }
            let name = line[..<colon].lowercased()
            guard !name.contains(" ") else { return nil }
            if name == "host" {
                // Two Host headers make a request ambiguous: refuse it.
                guard request.host == nil else { return nil }
                request.host = line[line.index(after: colon)...].trimmingSpaces()
            }
        }
        return request
    }

    /// The index of the byte after the head's blank line, once it has arrived.
    static func headEnd(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for i in 3..<bytes.count
        where bytes[i - 3] == 13 && bytes[i - 2] == 10 && bytes[i - 1] == 13 && bytes[i] == 10 {
            return i + 1
        }
        return nil
    }
}

/// A response: status, type and body; sent with `Connection: close`.
struct HTTPResponse {
    var status: Int
    var contentType: String
    var body: [UInt8]
    var headers: [(String, String)] = []

    static func text(_ status: Int, _ message: String) -> HTTPResponse {
        HTTPResponse(status: status, contentType: "text/plain; charset=utf-8", body: Array((message + "\n").utf8))
    }

    static let reasons = [
        200: "OK", 400: "Bad Request", 404: "Not Found", 405: "Method Not Allowed", 408: "Request Timeout", 503: "Service Unavailable",
    ]

    /// The bytes on the wire; without the body for HEAD.
    func serialized(head: Bool = false) -> [UInt8] {
        var text = "HTTP/1.1 \(status) \(Self.reasons[status] ?? "Error")\r\n"
        text += "Content-Type: \(contentType)\r\nContent-Length: \(body.count)\r\n"
        text += "Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n"
        for (k, v) in headers { text += "\(k): \(v)\r\n" }
        text += "\r\n"
        return Array(text.utf8) + (head ? [] : body)
    }
}
