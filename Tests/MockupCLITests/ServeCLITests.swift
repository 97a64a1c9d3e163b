import Foundation
import MockupGolden
import Testing

import MockupPlatform

/// A running `mockup serve` on a free loopback port, stopped by `stop` (or a watchdog).
final class ServeProcess: ServerChild, @unchecked Sendable {
    let process = Process()
    let port: UInt16
    let errors = Pipe()

    init(_ args: [String] = []) throws {
        process.executableURL = binary
        process.arguments = ["serve", "--listen", "127.0.0.1:0"] + args
        let out = Pipe()
        process.standardOutput = out
        process.standardError = errors
        port = try ServerLaunch.start(process, output: out, what: "serve").port
    }

    deinit { if process.isRunning { process.terminate() } }

    /// One request on its own connection.
    func request(_ method: String, _ path: String, body: [UInt8] = [], type: String? = nil) throws -> HTTP.Response {
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        if let type { head += "Content-Type: \(type)\r\n" }
        if method == "POST" { head += "Content-Length: \(body.count)\r\n" }
        return try HTTP.send(port, Array((head + "\r\n").utf8) + body)
    }
}

/// Kroki's encoding of a diagram for its GET form: zlib deflate, then base64url.
func krokiEncoded(_ text: String) throws -> String {
    try filtered(text, through: "/usr/bin/python3", [
        "-c", "import sys,zlib,base64;sys.stdout.write(base64.urlsafe_b64encode(zlib.compress(sys.stdin.buffer.read(),9)).decode())",
    ])
}

@Suite(.serialized) struct ServeCLITests {
    static let screen = "screen device: iphone-5\nnavigation-bar title: \"Kroki\"\n"

    @Test func theThreeRequestFormsRenderEachFormat() throws {
        let serve = try ServeProcess(["--workers", "2"])
        // POST /mockup/png with the text as the body.
        let png = try serve.request("POST", "/mockup/png", body: Array(Self.screen.utf8), type: "text/plain")
        #expect(png.status == 200)
        #expect(png.head.lowercased().contains("content-type: image/png"))
        let bitmap = try PNGCodec.decode(png.body)
        #expect(bitmap.width == 640 && bitmap.height == 1136)
        // The same image as the command line renders (the same engine, the same bytes).
        let d = try tempDir()
        try Data(Self.screen.utf8).write(to: d.appendingPathComponent("k.mockup"))
        #expect(try run(["render", "k.mockup", "-o", "k.png", "--no-lint"], in: d).status == 0)
        #expect(try Data(contentsOf: d.appendingPathComponent("k.png")) == Data(png.body))
        // GET with Kroki's encoding, options in the query.
        let encoded = try krokiEncoded(Self.screen)
        let svg = try serve.request("GET", "/mockup/svg/\(encoded)")
        #expect(svg.status == 200 && svg.head.lowercased().contains("content-type: image/svg+xml"))
        #expect(String(decoding: svg.body, as: UTF8.self).contains("<svg"))
        let ipad = try serve.request("GET", "/mockup/png/\(encoded)?device=ipad&orientation=landscape")
        let landscape = try PNGCodec.decode(ipad.body)
        #expect(landscape.width == 1024 && landscape.height == 768)
        // POST / with Kroki's JSON.
        let json = #"{"diagram_source":"label \"a\"","diagram_type":"mockup","output_format":"pdf","diagram_options":{"device":"iphone-6","scale":"3"}}"#
        let pdf = try serve.request("POST", "/", body: Array(json.utf8), type: "application/json")
        #expect(pdf.status == 200 && pdf.head.lowercased().contains("content-type: application/pdf"))
        #expect(pdf.body.starts(with: Array("%PDF-".utf8)))
        #expect(try serve.request("GET", "/health").body == Array("ok\n".utf8))
        let metrics = String(decoding: try serve.request("GET", "/metrics").body, as: UTF8.self)
        #expect(metrics.contains("mockup_requests_total{code=\"200\"} 5"), "\(metrics)")
        #expect(metrics.contains("# TYPE mockup_request_duration_seconds histogram"))
        #expect(metrics.contains("mockup_workers 2\n"))
        let stopped = serve.stop()
        #expect(stopped.status == 0 && stopped.stderr.contains("mockup serve: stopped"))
    }

    @Test func errorsAre400WithLineAndColumnAndRefusalsSayWhy() throws {
        let serve = try ServeProcess()
        let bad = try serve.request("POST", "/mockup/png", body: Array("screen\nlabl \"x\"\n".utf8))
        #expect(bad.status == 400)
        #expect(String(decoding: bad.body, as: UTF8.self).hasPrefix("diagram.mockup:2:1: error: unknown element 'labl'"))
        let cases: [(String, String, [UInt8], Int, String)] = [
            ("GET", "/mockup/gif/eJzLAQAAbgBu", [], 400, "unknown output format 'gif': png, svg or pdf"),
            ("GET", "/mockup/png/!!!", [], 400, "the source is not base64url"),
            ("GET", "/mockup/png/aGVsbG8", [], 400, "the source is not zlib-deflated data"),
            ("GET", "/elsewhere", [], 404, "unknown path /elsewhere"),
            ("POST", "/", Array("{\"diagram_source\":\"label\",\"diagram_type\":\"plantuml\"}".utf8), 400, "diagram_type 'plantuml' is not served here"),
            ("POST", "/", Array("not json".utf8), 400, "the body is not Kroki's JSON"),
            ("POST", "/mockup/png?colour=red", Array("label \"a\"".utf8), 400, "unknown diagram option 'colour'"),
            ("POST", "/mockup/png?device=iphone-7", Array("label \"a\"".utf8), 400, "unknown device 'iphone-7' (did you mean 'iphone-6'?)"),
            // Files are not read without --assets.
            ("POST", "/mockup/png", Array("include \"/etc/passwd\"\n".utf8), 400, "diagram.mockup:1:"),
        ]
        for (method, path, body, status, message) in cases {
            let r = try serve.request(method, path, body: body)
            let text = String(decoding: r.body, as: UTF8.self)
            #expect(r.status == status, "\(path): \(r.status) \(text)")
            #expect(text.contains(message), "\(path): \(text)")
            #expect(!text.contains("root:"), "\(path)")
        }
        _ = serve.stop()
    }

    @Test func boundsHoldForBombsAndLargeBodies() throws {
        let serve = try ServeProcess(["--max-source", "4096"])
        // 1 MB of zeros deflates to ~1 KB: inflation stops at the limit.
        let bomb = try krokiEncoded(String(repeating: " ", count: 1_000_000))
        let r = try serve.request("GET", "/mockup/png/\(bomb)")
        #expect(r.status == 413, "\(r.status)")
        #expect(String(decoding: r.body, as: UTF8.self).contains("inflates to more than 4096 bytes"))
        let big = try serve.request("POST", "/mockup/png", body: Array(repeating: UInt8(ascii: "a"), count: 20_000))
        #expect(big.status == 413)
        #expect(try serve.request("GET", "/health").status == 200)
        _ = serve.stop()
    }

    @Test func aFullQueueAnswers503WithRetryAfter() throws {
        let serve = try ServeProcess(["--workers", "1", "--queue", "1", "--cache-mb", "0"])
        // Many renders at once on one worker and a queue of one: some are refused.
        let text = Array(("screen device: ipad-pro\n" + String(repeating: "label \"x\"\n", count: 300)).utf8)
        // Twelve requests sent on twelve connections before any answer is read.
        let head = "POST /mockup/png HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: \(text.count)\r\n\r\n"
        var fds: [Int32] = []
        for _ in 0..<12 {
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var timeout = timeval(tv_sec: 30, tv_usec: 0)
            setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = serve.port.bigEndian
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            _ = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            let request = Array(head.utf8) + text
            _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
            fds.append(fd)
        }
        var all: [HTTP.Response] = []
        for fd in fds {
            var reply: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 65536)
            while true {
                let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
                if n <= 0 { break }
                reply += chunk[0..<n]
            }
            close(fd)
            if let end = HTTPHead.end(reply) {
                let head = String(decoding: reply[..<end], as: UTF8.self)
                all.append(HTTP.Response(status: Int(head.split(separator: " ").dropFirst().first ?? "") ?? 0, head: head, body: Array(reply[end...])))
            }
        }
        #expect(all.count == 12)
        let refused = all.filter { $0.status == 503 }
        #expect(!refused.isEmpty, "\(all.map(\.status))")
        #expect(refused.allSatisfy { $0.head.lowercased().contains("retry-after: 1") })
        #expect(all.contains { $0.status == 200 })
        _ = serve.stop()
    }

    @Test func aKrokiClientsGetFormGivesRendersBytes() throws {
        let serve = try ServeProcess()
        let text = "screen device: iphone-6\nnavigation-bar title: \"设置\"\ntable grouped\n  section\n    cell \"Wi-Fi\" value: \"Home\" accessory: disclosure\n"
        let r = try serve.request("GET", "/mockup/png/\(try krokiEncoded(text))")
        #expect(r.status == 200)
        let d = try tempDir()
        try Data(text.utf8).write(to: d.appendingPathComponent("s.mockup"))
        #expect(try run(["render", "s.mockup", "-o", "s.png", "--no-lint"], in: d).status == 0)
        #expect(try Data(contentsOf: d.appendingPathComponent("s.png")) == Data(r.body))
        _ = serve.stop()
    }

    @Test func aShortLoadIsAnsweredWholeAndCounted() throws {
        let serve = try ServeProcess(["--workers", "2", "--queue", "200"])
        let forms = [
            ("POST", "/mockup/png", Array(Self.screen.utf8)),
            ("GET", "/mockup/svg/\(try krokiEncoded(Self.screen))", []),
            ("POST", "/", Array(#"{"diagram_source":"label \"a\"","output_format":"png"}"#.utf8)),
        ]
        let results = Results503()
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for i in 0..<15 {
                let (method, path, body) = forms[(worker + i) % forms.count]
                if let r = try? serve.request(method, path, body: body) { results.add(r) }
            }
        }
        #expect(results.all.count == 120)
        #expect(results.all.allSatisfy { $0.status == 200 }, "\(results.all.map(\.status))")
        let metrics = String(decoding: try serve.request("GET", "/metrics").body, as: UTF8.self)
        #expect(metrics.contains("mockup_requests_total{code=\"200\"} 120\n"), "\(metrics)")
        #expect(metrics.contains("mockup_cache_hits_total "))
        _ = serve.stop()
    }

    @Test func hostileConnectionsNeitherCrashNorHangIt() throws {
        let serve = try ServeProcess(["--timeout", "1", "--max-source", "65536"])
        // A 100 MB body: read and dropped, answered 413.
        var head = "POST /mockup/png HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: 100000000\r\n\r\n"
        let big = try HTTP.send(serve.port, Array(head.utf8) + [UInt8](repeating: 0x61, count: 100_000_000))
        #expect(big.status == 413)
        // Slowloris and many connections: 300 sockets with half a request line each.
        var fds: [Int32] = []
        for _ in 0..<300 {
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = serve.port.bigEndian
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let ok = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            if ok == 0 { _ = send(fd, "GET /hea", 8, 0) }
            fds.append(fd)
        }
        // The idle timeout (1 s) closes them; the server answers again.
        sleep(3)
        head = "GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
        #expect(try HTTP.send(serve.port, Array(head.utf8)).status == 200)
        for fd in fds { close(fd) }
        // Garbage and a request without a path are refused, not fatal.
        for junk in ["garbage\r\n\r\n", "GET\r\n\r\n", "\u{1}\u{2}\u{3}\r\n\r\n"] {
            _ = try? HTTP.send(serve.port, Array(junk.utf8))
        }
        #expect(try HTTP.send(serve.port, Array(head.utf8)).status == 200)
        let stopped = serve.stop()
        #expect(stopped.status == 0)
    }

    @Test func badArgumentsAreRefusedBeforeServing() throws {
        let r = try run(["serve", "--listen", "127.0.0.1:99999"])
        #expect(r.status == 2 && r.stderr.hasPrefix("mockup serve: --listen takes HOST:PORT with a port from 0 to 65535"))
        let a = try run(["serve", "--assets", "/nonexistent-folder"])
        #expect(a.status == 2 && a.stderr.hasPrefix("mockup serve: --assets must name a folder"))
        let h = try run(["serve", "--listen", "example.com:8000"])
        #expect(h.status == 1 && h.stderr.contains("'example.com' is not an IPv4 or IPv6 address"), "\(h.stderr)")
    }
}

/// Responses gathered from several threads.
final class Results503: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [HTTP.Response] = []
    func add(_ r: HTTP.Response) { lock.lock(); items.append(r); lock.unlock() }
    var all: [HTTP.Response] { lock.lock(); defer { lock.unlock() }; return items }
}
