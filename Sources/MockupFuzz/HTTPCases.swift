import Foundation

import MockupPlatform

/// Requests to a running `mockup watch`: well-formed ones of every route, mutated by
/// byte flips, truncation, inserted bytes, long heads and odd methods, hosts and paths.
/// Each is sent whole and the writing side closed, so that the server answers at once.
enum HTTPMaker {
    static let requests = [
        "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", "GET /state.json HTTP/1.1\r\nHost: localhost\r\n\r\n",
        "GET /version.json?after=0 HTTP/1.1\r\nHost: 127.0.0.1:1\r\n\r\n", "GET /image/0.png HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
        "HEAD / HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n", "POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5\r\n\r\nhello",
        "GET /image/99999999999999999999.png HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", "GET /../../etc/passwd HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
        "GET /state.json HTTP/1.1\r\nHost: evil.example\r\n\r\n", "GET /%00 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
        "GET /version.json?after=-1 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", "\r\n\r\n", "GET\r\n\r\n",
    ]
    static let inserts = ["\r\n", "\n", "\u{0}", " ", ":", "%", "?", "\u{FF}", "Host: 127.0.0.1\r\n", "X: " + String(repeating: "a", count: 9_000) + "\r\n"]

    static func make(_ r: inout SeededRandom) -> (bytes: [UInt8], how: String) {
        mutate(Array(r.pick(requests).utf8), &r)
    }

    /// `bytes` changed 0–3 times: a byte flipped, cut short, an insert, or a long tail.
    static func mutate(_ start: [UInt8], _ r: inout SeededRandom) -> (bytes: [UInt8], how: String) {
        var bytes = start
        var how: [String] = []
        for _ in 0..<r.below(4) {
            switch r.below(5) {
            case 0 where !bytes.isEmpty:
                bytes[r.below(bytes.count)] = UInt8(truncatingIfNeeded: r.next())
                how.append("flip")
            case 1:
                bytes = Array(bytes.prefix(r.below(bytes.count + 1)))
                how.append("truncate")
            case 2:
                bytes.insert(contentsOf: Array(r.pick(inserts).utf8), at: r.below(bytes.count + 1))
                how.append("insert")
            case 3:
                bytes += Array(repeating: UInt8(ascii: "a"), count: r.below(20_000))
                how.append("long")
            default:
                how.append("as is")
            }
        }
        return (bytes, how.isEmpty ? "as is" : how.joined(separator: ","))
    }
}

/// Requests to a running `mockup serve` (Kroki's API, untrusted network input): the
/// three request forms with a sample's text, the service routes, then mutated like
/// `HTTPMaker`'s. The body's length is declared as sent before the mutations.
enum ServeMaker {
    /// A small screen, zlib-deflated and base64url-encoded (Kroki's GET form).
    static let encoded = "eNorTi5KTc1TSEkty0xOtVLILMjIz0vVNePKSyzLTE8syczP001KLFIoySzJAUoreeYl5VcoceUkJqXmKCh5pObk5CtxAQBHMRc5"

    static func make(_ r: inout SeededRandom, texts: [[UInt8]]) -> (bytes: [UInt8], how: String) {
        let text = texts.isEmpty ? Array("label \"x\"\n".utf8) : Array(r.pick(texts).prefix(8_000))
        let format = r.pick(["png", "svg", "pdf"])
        func post(_ path: String, _ type: String, _ body: [UInt8]) -> [UInt8] {
            Array("POST \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: \(type)\r\nContent-Length: \(body.count)\r\n\r\n".utf8) + body
        }
        let json = "{\"diagram_source\": \"label \\\"Hi\\\"\", \"diagram_type\": \"mockup\", \"output_format\": \"\(format)\", "
            + "\"diagram_options\": {\"device\": \"ipad\", \"scale\": \"2\", \"orientation\": \"landscape\", \"ios\": \"7\"}}"
        let start: [UInt8]
        switch r.below(6) {
        case 0, 1: start = post("/mockup/\(format)", "text/plain", text)
        case 2: start = post("/", "application/json", Array(json.utf8))
        case 3: start = Array("GET /mockup/\(format)/\(encoded) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
        case 4: start = Array("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
        default: start = Array("GET /metrics HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
        }
        return HTTPMaker.mutate(start, &r)
    }
}

/// One `mockup` server process for the HTTP cases (`watch` serving a sample, or
/// `serve`); restarted when it dies (a crash, recorded by the caller).
final class ServerProcess: @unchecked Sendable {
    private var process: Process?
    private(set) var port: UInt16 = 0
    let binary: String
    let folder: String
    let arguments: [String]

    /// `arguments` must make the server listen on 127.0.0.1 at a port it chooses and
    /// print `serving http://127.0.0.1:PORT/`.
    init(binary: String, folder: String, sample: String, arguments: [String] = ["watch", "main.mockup", "--port", "0"]) {
        self.binary = binary
        self.folder = folder
        self.arguments = arguments
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        write(Data(sample.utf8), to: folder + "/main.mockup")
    }

    var isRunning: Bool { process?.isRunning ?? false }

    /// Starts the server (port 0) and reads its port from `serving http://…` on its
    /// standard output.
    func start() -> Bool {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: binary)
        p.arguments = arguments
        p.currentDirectoryURL = URL(fileURLWithPath: folder)
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        guard (try? p.run()) != nil else { return false }
        process = p
        var text = ""
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
            if let range = text.range(of: "serving http://127.0.0.1:"),
                let end = text[range.upperBound...].firstIndex(of: "/"), let n = UInt16(text[range.upperBound..<end])
            {
                port = n
                // Keep draining its messages so that the server never blocks on them.
                let handle = out.fileHandleForReading
                Thread.detachNewThread { while !handle.availableData.isEmpty {} }
                return true
            }
        }
        return false
    }

    func stop() {
        process?.terminate()
        process?.waitUntilExit()
    }

    /// Sends `bytes`, closes the writing side and reads the answer (nil: none in `timeout` s).
    func exchange(_ bytes: [UInt8], timeout: Double) -> [UInt8]? {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var t = timeval(tv_sec: Int(timeout), tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &t, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { return nil }
        _ = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        shutdown(fd, Int32(SHUT_WR))
        var reply: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n < 0 { return reply.isEmpty ? nil : reply }
            if n == 0 { return reply }
            reply += chunk[0..<n]
        }
    }
}
