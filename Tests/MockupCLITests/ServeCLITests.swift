import Foundation
import MockupGolden
import Testing

import MockupPlatform

/// A running `mockup serve` on a free loopback port, stopped by `stop` (or a watchdog).
final class ServeProcess: @unchecked Sendable {
    let process = Process()
    let port: UInt16
    private let errors = Pipe()

    init(_ args: [String] = []) throws {
        process.executableURL = binary
        process.arguments = ["serve", "--listen", "127.0.0.1:0"] + args
        let out = Pipe()
        process.standardOutput = out
        process.standardError = errors
        try process.run()
        let p = process
        DispatchQueue.global().asyncAfter(deadline: .now() + 300) { if p.isRunning { p.terminate() } }
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line += chunk
        }
        let text = String(decoding: line, as: UTF8.self)
        let prefix = "serving http://127.0.0.1:"
        guard text.hasPrefix(prefix), let slash = text.dropFirst(prefix.count).firstIndex(of: "/"),
            let port = UInt16(text.dropFirst(prefix.count)[..<slash])
        else {
            if process.isRunning { process.terminate() }
            throw ChromiumError(text: "serve printed '\(text)'")
        }
        self.port = port
    }

    func stop(_ signal: Int32 = SIGTERM) -> (status: Int32, stderr: String) {
        kill(process.processIdentifier, signal)
        let e = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: e, as: UTF8.self))
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
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    p.arguments = ["-c", "import sys,zlib,base64;sys.stdout.write(base64.urlsafe_b64encode(zlib.compress(sys.stdin.buffer.read(),9)).decode())"]
    let input = Pipe(), output = Pipe()
    p.standardInput = input
    p.standardOutput = output
    try p.run()
    input.fileHandleForWriting.write(Data(text.utf8))
    try input.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
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
        let results = Results503()
        DispatchQueue.concurrentPerform(iterations: 12) { _ in
            if let r = try? serve.request("POST", "/mockup/png", body: text) { results.add(r) }
        }
        let all = results.all
        #expect(all.count == 12)
        let refused = all.filter { $0.status == 503 }
        #expect(!refused.isEmpty, "\(all.map(\.status))")
        #expect(refused.allSatisfy { $0.head.lowercased().contains("retry-after: 1") })
        #expect(all.contains { $0.status == 200 })
        _ = serve.stop()
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
