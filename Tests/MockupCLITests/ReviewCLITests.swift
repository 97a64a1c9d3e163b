import Foundation
import MockupGolden
import Testing

import MockupPlatform
import TestSupport

/// `mockup test --review` against a running server: approve and reject over HTTP, the
/// refusals, the summary when it stops, and the page driven in headless Chromium.

/// A project with four cases: inbox passes; settings and ios-settings (whose name
/// contains settings') fail with the tint #007AFF → #0A84FF; fresh has no golden.
private func reviewProject() throws -> URL {
    let fm = FileManager.default
    let d = TemporaryFolder.path("mockup-review")
    try fm.createDirectory(at: d.appendingPathComponent("samples"), withIntermediateDirectories: true)
    try fm.createDirectory(at: d.appendingPathComponent("golden"), withIntermediateDirectories: true)
    for f in ["inbox.mockup", "parts"] {
        try fm.copyItem(at: packageRoot.appendingPathComponent("samples/\(f)"), to: d.appendingPathComponent("samples/\(f)"))
    }
    let settings = try String(contentsOf: packageRoot.appendingPathComponent("samples/settings.mockup"), encoding: .utf8)
        .replacingOccurrences(of: "tint: #007AFF", with: "tint: #0A84FF")
    for name in ["settings", "ios-settings"] {
        try Data(settings.utf8).write(to: d.appendingPathComponent("samples/\(name).mockup"))
        try fm.copyItem(
            at: packageRoot.appendingPathComponent("golden/settings@2x.png"), to: d.appendingPathComponent("golden/\(name)@2x.png"))
    }
    try fm.copyItem(at: packageRoot.appendingPathComponent("golden/inbox@2x.png"), to: d.appendingPathComponent("golden/inbox@2x.png"))
    try Data("screen device: iphone-5\nnavigation-bar title: \"Fresh\"\n".utf8)
        .write(to: d.appendingPathComponent("samples/fresh.mockup"))
    return d
}

/// Name → bytes of every file in `dir` and below.
private func files(_ dir: URL) -> [String: Data] {
    var s: [String: Data] = [:]
    guard let walker = FileManager.default.enumerator(atPath: dir.path) else { return s }
    for case let f as String in walker {
        if let data = FileManager.default.contents(atPath: dir.appendingPathComponent(f).path) { s[f] = data }
    }
    return s
}

/// A running `mockup test … --review`: its URL read from stdout; stopped by `POST /done`
/// or a signal, or killed by a watchdog so that a failing test cannot hang.
final class ReviewProcess {
    let process = Process()
    let port: UInt16
    let url: String
    /// stdout up to and including the URL line.
    let opening: String
    private let out = Pipe()
    private let errors = Pipe()
    private var token = ""

    init(_ args: [String], in dir: URL) throws {
        process.executableURL = binary
        process.arguments = ["test"] + args + ["--review"]
        process.currentDirectoryURL = dir
        var env = ProcessInfo.processInfo.environment
        env["CI"] = nil
        env["MOCKUP_RECORD"] = nil
        process.environment = env
        process.standardOutput = out
        process.standardError = errors
        try process.run()
        let p = process
        DispatchQueue.global().asyncAfter(deadline: .now() + 120) { if p.isRunning { p.terminate() } }
        var text = ""
        while !text.contains("review: http://") || !text.hasSuffix("\n") {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        opening = text
        let prefix = "review: http://127.0.0.1:"
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix(prefix) }),
            let port = UInt16(line.dropFirst(prefix.count).prefix { $0.isNumber })
        else {
            if process.isRunning { process.terminate() }
            throw ChromiumError(text: "mockup test --review printed '\(text)'")
        }
        self.port = port
        url = "http://127.0.0.1:\(port)/"
    }

    deinit { if process.isRunning { process.terminate() } }

    /// The token embedded in the page.
    func pageToken() throws -> String {
        if !token.isEmpty { return token }
        let page = String(decoding: try HTTP.get(port, "/").body, as: UTF8.self)
        let marker = "\"token\":\""
        let start = try #require(page.range(of: marker)).upperBound
        token = String(page[start...].prefix(32))
        return token
    }

    /// `POST path` with the page's headers, `extra` headers added or replacing them.
    func post(_ path: String, headers: [String: String?] = [:]) throws -> HTTP.Response {
        var h: [String: String?] = [
            "Host": "127.0.0.1:\(port)", "Origin": "http://127.0.0.1:\(port)", "X-Mockup-Review-Token": try pageToken(),
        ]
        for (k, v) in headers { h[k] = v }
        let lines = h.keys.sorted().compactMap { k in h[k]!.map { "\(k): \($0)\r\n" } }.joined()
        return try HTTP.send(port, Array("POST \(path) HTTP/1.1\r\n\(lines)Content-Length: 0\r\n\r\n".utf8))
    }

    /// Waits for the exit after Done or a signal: status and the rest of stdout.
    func finish() -> (status: Int32, stdout: String, stderr: String) {
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: o, as: UTF8.self), String(decoding: e, as: UTF8.self))
    }
}

/// The Python that runs scripts/review-browser.py (the standard library only).
private let python3: URL? = ["/usr/bin/python3", "/usr/local/bin/python3"].first {
    FileManager.default.isExecutableFile(atPath: $0)
}.map { URL(fileURLWithPath: $0) }

private func text(_ r: HTTP.Response) -> String { String(decoding: r.body, as: UTF8.self) }

@Suite(.serialized) struct ReviewCLITests {
    /// `review` ends with status 1 having written one golden, `name`'s, from its actual
    /// render, and nothing else in `d/golden` (as it was: `goldenBefore`).
    static func expectOnlyApproved(_ name: String, by review: ReviewProcess, in d: URL, goldenBefore before: [String: Data]) throws {
        let end = review.finish()
        #expect(end.status == 1)
        #expect(end.stdout == "review: wrote golden/\(name).png (\(name) approved)\nreview: stopped; 1 golden written\n")
        var after = files(d.appendingPathComponent("golden"))
        #expect(after["\(name).png"] == (try Data(contentsOf: d.appendingPathComponent("artifacts/\(name).actual.png"))))
        after["\(name).png"] = before["\(name).png"]
        #expect(after == before)
    }

    @Test func approveWritesOnlyThatGoldenRejectUndoesAndRefusalsChangeNothing() throws {
        let d = try reviewProject()
        let golden = d.appendingPathComponent("golden")
        let before = files(golden)
        let review = try ReviewProcess(["samples", "--golden", "golden", "--record", "never"], in: d)
        #expect(review.opening.contains("FAIL     settings@2x"))
        #expect(review.opening.contains("(3 cases to approve or reject; Done in the page or Ctrl-C stops)"))

        // Refusals, each with its exact status and message; none changes a file.
        let p = review.port
        let refusals: [(String, [String: String?], Int, String)] = [
            ("/approve/nope@2x", [:], 404, "'nope@2x' is not a case of this run"),
            ("/approve/settings", [:], 404, "'settings' is not a case of this run"),
            ("/approve/../golden/inbox@2x", [:], 400, "'../golden/inbox@2x' is not a case name: empty, '.' and '..' components are refused"),
            ("/approve//etc/passwd", [:], 400, "'/etc/passwd' is an absolute path, not a case name"),
            ("/approve/..%2Fsettings@2x", [:], 400, "'..%2Fsettings@2x' is not a case name: an encoded slash"),
            ("/approve/%2Fetc%2Fpasswd", [:], 400, "'%2Fetc%2Fpasswd' is not a case name: an encoded slash"),
            ("/approve/settings%40%zz", [:], 400, "'settings%40%zz' is not a case name: malformed percent-encoding"),
            ("/approve/inbox@2x", [:], 409, "inbox@2x passed: there is nothing to approve or reject"),
            ("/approve/settings@2x", ["X-Mockup-Review-Token": nil], 403, "missing or wrong review token: POST from the review page"),
            ("/approve/settings@2x", ["X-Mockup-Review-Token": "0123"], 403, "missing or wrong review token: POST from the review page"),
            ("/approve/settings@2x", ["Origin": "http://evil.example"], 403,
                "cross-origin request refused: Origin http://evil.example is not http://127.0.0.1:\(p)"),
            ("/approve/settings@2x", ["Origin": "null"], 403, "cross-origin request refused: Origin null is not http://127.0.0.1:\(p)"),
            ("/approve/settings@2x", ["Sec-Fetch-Site": "cross-site"], 403, "cross-origin request refused: Sec-Fetch-Site cross-site"),
            ("/approve/settings@2x", ["Host": "evil.example", "Origin": "http://evil.example"], 400,
                "bad request: Host must be a loopback address"),
            ("/golden/settings@2x.png", [:], 404, "not found"),
        ]
        for (path, headers, status, message) in refusals {
            let r = try review.post(path, headers: headers)
            #expect(r.status == status, "\(path) \(headers)")
            #expect(text(r) == message + "\n", "\(path) \(headers)")
        }
        let get = try HTTP.get(p, "/approve/settings@2x")
        #expect(get.status == 405)
        #expect(text(get) == "approve, reject and done are POST requests\n")
        #expect(try HTTP.get(p, "/", method: "DELETE").status == 405)
        #expect(try HTTP.get(p, "/../golden/inbox@2x.png").status == 404)
        #expect(files(golden) == before)

        // Approve one case: only its golden changes, to the render the report shows.
        let approved = try review.post("/approve/settings@2x")
        #expect(approved.status == 200)
        #expect(text(approved) == #"{"decision":"approved","golden":"golden/settings@2x.png","name":"settings@2x","written":true}"#)
        let actual = try Data(contentsOf: d.appendingPathComponent("artifacts/settings@2x.actual.png"))
        var after = files(golden)
        #expect(after["settings@2x.png"] == actual)
        #expect(after["settings@2x.png"] != before["settings@2x.png"])
        after["settings@2x.png"] = before["settings@2x.png"]
        #expect(after == before)

        // A missing case approved then rejected: its new golden goes away again.
        #expect(try review.post("/approve/fresh@2x").status == 200)
        #expect(FileManager.default.fileExists(atPath: golden.appendingPathComponent("fresh@2x.png").path))
        let rejected = try review.post("/reject/fresh@2x")
        #expect(text(rejected) == #"{"decision":"rejected","golden":"golden/fresh@2x.png","name":"fresh@2x","written":false}"#)
        #expect(!FileManager.default.fileExists(atPath: golden.appendingPathComponent("fresh@2x.png").path))

        let done = try review.post("/done")
        #expect(done.status == 200)
        let end = review.finish()
        #expect(end.status == 1)
        #expect(end.stdout == "review: wrote golden/settings@2x.png (settings@2x approved)\nreview: stopped; 1 golden written\n")
        after = files(golden)
        #expect(after["settings@2x.png"] == actual)
        after["settings@2x.png"] = before["settings@2x.png"]
        #expect(after == before)
    }

    @Test func sigtermStopsAndListsWhatChanged() throws {
        let d = try reviewProject()
        let golden = d.appendingPathComponent("golden")
        let before = files(golden)
        let review = try ReviewProcess(["samples", "--golden", "golden", "--record", "never", "--filter", "ios-*"], in: d)
        #expect(try review.post("/approve/ios-settings@2x").status == 200)
        #expect(try review.post("/approve/settings@2x").status == 404)
        kill(review.process.processIdentifier, SIGTERM)
        try Self.expectOnlyApproved("ios-settings@2x", by: review, in: d, goldenBefore: before)
    }

    @Test func newFoldersLinksOutOfTheGoldenFolderErrorsWithoutRenderAndIdleClients() throws {
        let d = try reviewProject()
        let fm = FileManager.default
        let golden = d.appendingPathComponent("golden")
        // settings' golden is a link to a file outside the golden folder.
        let outside = d.appendingPathComponent("outside.png")
        try fm.moveItem(at: golden.appendingPathComponent("settings@2x.png"), to: outside)
        try fm.createSymbolicLink(atPath: golden.appendingPathComponent("settings@2x.png").path, withDestinationPath: "../outside.png")
        let outsideBytes = try Data(contentsOf: outside)
        try fm.createDirectory(at: d.appendingPathComponent("samples/sub"), withIntermediateDirectories: true)
        try Data("screen device: iphone-5\nnavigation-bar title: \"Deep\"\n".utf8)
            .write(to: d.appendingPathComponent("samples/sub/deep.mockup"))
        try Data("screen device: iphone-5\nnavigation-bar title \"x\"\n".utf8).write(to: d.appendingPathComponent("samples/broken.mockup"))
        // inbox's golden is truncated: an error case that has a render.
        let inbox = golden.appendingPathComponent("inbox@2x.png")
        try Data(try Data(contentsOf: inbox).prefix(200)).write(to: inbox)
        let before = files(golden)
        let review = try ReviewProcess(["samples", "--golden", "golden", "--record", "never"], in: d)

        // A file that does not compile is an error case with no render to approve.
        let errorLine = try #require(review.opening.split(separator: "\n").first { $0.hasPrefix("ERROR ") })
        let broken = try #require(errorLine.split(separator: " ").dropFirst().first.map(String.init))
        let noRender = try review.post("/approve/\(broken)")
        #expect(noRender.status == 409)
        #expect(text(noRender) == "\(broken) is error with no render: there is nothing to approve or reject\n")

        // A client that connects and says nothing does not hold up the page.
        #if canImport(Glibc)
        let idle = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let idle = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = review.port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(idle, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        #expect(connected == 0)
        #expect(try HTTP.get(review.port, "/").status == 200)
        close(idle)

        let link = try review.post("/approve/settings@2x")
        #expect(link.status == 500)
        #expect(text(link).hasPrefix("cannot write golden/settings@2x.png: it is a symbolic link to a file outside its folder ("))
        #expect(try Data(contentsOf: outside) == outsideBytes)
        #expect(files(golden) == before)

        // The error with a render can be approved, and the rejection puts the old bytes back.
        let inboxActual = try Data(contentsOf: d.appendingPathComponent("artifacts/inbox@2x.actual.png"))
        #expect(try review.post("/approve/inbox@2x").status == 200)
        #expect(try Data(contentsOf: inbox) == inboxActual)
        #expect(try review.post("/reject/inbox@2x").status == 200)
        #expect(files(golden) == before)

        // A case in a folder, its `@` percent-encoded as a browser may: the folder is made.
        let deep = try review.post("/approve/sub/deep%402x")
        #expect(text(deep) == #"{"decision":"approved","golden":"golden/sub/deep@2x.png","name":"sub/deep@2x","written":true}"#)
        #expect(try review.post("/done").status == 200)
        let end = review.finish()
        #expect(end.status == 2)
        #expect(end.stdout == "review: wrote golden/sub/deep@2x.png (sub/deep@2x approved)\nreview: stopped; 1 golden written\n")
        var after = files(golden)
        #expect(after.removeValue(forKey: "sub/deep@2x.png") == (try Data(contentsOf: d.appendingPathComponent("artifacts/sub/deep@2x.actual.png"))))
        after["sub"] = nil
        #expect(after == before)
        #expect(try Data(contentsOf: outside) == outsideBytes)
    }

    @Test func nothingToDecideServesNothing() throws {
        let d = try reviewProject()
        let r = try run(["test", "samples", "--golden", "golden", "--filter", "inbox*", "--review"], in: d, env: ["CI": nil, "MOCKUP_RECORD": nil])
        #expect(r.status == 0)
        #expect(r.stdout.hasSuffix("review: nothing to approve or reject (no case that did not pass has a render)\n"))
    }

    @Test func reviewIsRefusedWithMergeReportsAndPrune() throws {
        let r = try run(["test", "--merge-reports", "x", "--review"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("--review serves a run's report; run the cases with --review instead of merging"))
        let p = try run(["test", "samples", "--prune", "--review"])
        #expect(p.status == 2)
        #expect(p.stderr.contains("--review and --prune are separate steps: review, then prune"))
    }

    /// The page in headless Chromium (scripts/review-browser.py, DevTools over a pipe):
    /// a screenshot, the view and navigation keys, and a mouse click on one case's
    /// Approve that writes that golden and no other.
    @Test(.enabled(if: Chromium.path != nil && python3 != nil, "needs chromium (Debian package) and python3"))
    func browserApprovesOneCaseAndLeavesTheOthers() throws {
        let d = try reviewProject()
        let golden = d.appendingPathComponent("golden")
        let before = files(golden)
        let review = try ReviewProcess(["samples", "--golden", "golden", "--record", "never"], in: d)
        let shot = d.appendingPathComponent("review.png")
        let p = Process()
        p.executableURL = python3  // never nil here: the test is enabled only with it
        p.arguments = [packageRoot.appendingPathComponent("scripts/review-browser.py").path, review.url, "ios-settings@2x", shot.path]
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        #expect(p.terminationStatus == 0)
        let seen = try #require(try JSONSerialization.jsonObject(with: o) as? [String: Any])
        #expect(seen["bar"] as? String == "3 to decide · 0 approved · 0 rejected")
        #expect(seen["sliderAfter2"] as? String == "slider")
        #expect(seen["modeAfter3"] as? String == "onion")
        #expect(seen["modeAfter1"] as? String == "side")
        #expect(seen["currentAfterJ"] as? String == "case-1")
        #expect(seen["currentAfterK"] as? String == "case-0")
        #expect(seen["approved"] as? String == "approved: wrote golden/ios-settings@2x.png")
        #expect(seen["barAfterApprove"] as? String == "2 to decide · 1 approved · 0 rejected")
        #expect(seen["currentAfterApprove"] as? String == "case-1")
        #expect(seen["afterR"] as? String == "rejected: golden/settings@2x.png left as it was")
        #expect(seen["currentAfterR"] as? String == "case-2")
        #expect(seen["afterA"] as? String == "approved: wrote golden/fresh@2x.png")
        #expect(seen["afterAR"] as? String == "rejected: golden/fresh@2x.png left as it was")
        #expect(seen["barAfterKeys"] as? String == "0 to decide · 1 approved · 2 rejected")
        #expect((seen["barAfterDone"] as? String)?.hasPrefix("stopped: 1 approved") == true)

        try Self.expectOnlyApproved("ios-settings@2x", by: review, in: d, goldenBefore: before)

        // The screenshot is the page: the review bar (#1c1c1e) across the top, the
        // first card's Approve and Reject buttons, the report's images.
        let bitmap = try PNGCodec.decode(path: shot.path)
        #expect(bitmap.width == 1400 && bitmap.height == 1000)
        let bar = bitmap.color(x: 600, y: 5)
        #expect(bar.red == 0x1C && bar.green == 0x1C && bar.blue == 0x1E)
        #expect(try pixelCount(shot, red: 0x1C, green: 0x1C, blue: 0x1E, tolerance: 2) > 1400 * 30)
        #expect(try pixelCount(shot, red: 0xFF, green: 0x3B, blue: 0x30, tolerance: 8) > 200)
        #expect(try pixelCount(shot, red: 0x34, green: 0xC7, blue: 0x59, tolerance: 8) > 200)
    }
}
