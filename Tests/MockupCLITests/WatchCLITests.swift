import Foundation
import MockupGolden
import Testing

import MockupPlatform

@Suite(.serialized) struct WatchCLITests {
    static let orange = "screen device: iphone-5 background: #FF9500\nnavigation-bar title: \"Watch\"\n"
    static let blue = "screen device: iphone-5 background: #34AADC\nnavigation-bar title: \"Watch\"\n"
    static let broken = "screen device: iphone-5 background: #34AADC\nnavigation-bar title: \"Watch\" colour: red\n"

    func project(_ text: String) throws -> (dir: URL, file: URL) {
        let d = try tempDir()
        let f = d.appendingPathComponent("screen.mockup")
        try Data(text.utf8).write(to: f)
        return (d, f)
    }

    @Test func thePageInHeadlessChromiumShowsTheImageThenTheEditThenTheErrorOverTheLastGoodImage() throws {
        let (d, f) = try project(Self.orange)
        let watch = try WatchProcess(["screen.mockup"], in: d)
        func shot() throws -> URL {
            // A fresh page that draws the state once ("?once": no long poll to wait out);
            // virtual time lets its script fetch the state and the image.
            try Chromium.screenshot(watch.url + "?once", width: 800, height: 900, scale: 1, virtualTime: 5000)
        }
        let first = try shot()
        #expect(try pixelCount(first, red: 255, green: 149, blue: 0) > 100_000)
        #expect(try pixelCount(first, red: 215, green: 0, blue: 21) == 0)

        // An editor's atomic save: a new file renamed over the old one.
        var version = try watch.version()
        try saveAtomically(Self.blue, to: f)
        version = try watch.waitForVersion(after: version)
        let second = try shot()
        #expect(try pixelCount(second, red: 0x34, green: 0xAA, blue: 0xDC) > 100_000)
        #expect(try pixelCount(second, red: 255, green: 149, blue: 0) == 0)

        // An error, written in place: the page shows it in red, the blue image stays.
        try Data(Self.broken.utf8).write(to: f)
        _ = try watch.waitForVersion(after: version)
        let entry = try watch.waitForError()
        let error = try #require(entry["error"] as? String)
        #expect(error.contains("screen.mockup:2:31: error: unknown attribute 'colour'"))
        #expect(error.contains("navigation-bar title: \"Watch\" colour: red"))
        #expect(error.contains("^~~~~~"))
        #expect(entry["imageVersion"] as? Int == 2)
        let third = try shot()
        #expect(try pixelCount(third, red: 215, green: 0, blue: 21) > 500)
        #expect(try pixelCount(third, red: 0x34, green: 0xAA, blue: 0xDC) > 100_000)

        let stopped = watch.stop(SIGINT)
        #expect(stopped.status == 0)
        #expect(stopped.stderr.contains("mockup watch: stopped"))
    }

    @Test func anOpenPageRedrawsItselfOnEverySaveAndKeepsTheLastGoodImageUnderAnError() throws {
        let (d, f) = try project(Self.orange)
        let watch = try WatchProcess(["screen.mockup"], in: d)
        // One page, open across the edits: Chromium's virtual time stands still while a
        // fetch is pending, and the page's long poll of /version.json is one.
        let browser = try Chromium.launch(watch.url, width: 800, height: 900, scale: 1, virtualTime: 5000)
        let first = try watch.version()
        try watch.waitForWatchingPage()
        try saveAtomically(Self.blue, to: f)
        let second = try watch.waitForVersion(after: first)
        try watch.waitForWatchingPage()
        try Data(Self.broken.utf8).write(to: f)
        _ = try watch.waitForVersion(after: second)
        _ = try watch.waitForError()
        try watch.waitForWatchingPage()
        // Stopping the server ends the long poll; the page keeps what it shows and its
        // virtual time runs out: the screenshot is what the open page drew by itself.
        #expect(watch.stop().status == 0)
        let shot = try browser.finish()
        #expect(try pixelCount(shot, red: 0x34, green: 0xAA, blue: 0xDC) > 100_000)
        #expect(try pixelCount(shot, red: 255, green: 149, blue: 0) == 0)
        #expect(try pixelCount(shot, red: 215, green: 0, blue: 21) > 500)
    }

    @Test func theServerAnswersItsOwnRoutesAndRefusesEverythingElse() throws {
        let (d, _) = try project(Self.orange)
        try Data("secret".utf8).write(to: d.appendingPathComponent("secret.txt"))
        let watch = try WatchProcess(["screen.mockup"], in: d)
        let port = watch.port

        let page = try HTTP.get(port, "/")
        #expect(page.status == 200)
        #expect(page.head.contains("Content-Type: text/html"))
        let html = String(decoding: page.body, as: UTF8.self)
        #expect(html.contains("/version.json") && html.contains("<script>"))
        #expect(!html.contains("src=\"http") && !html.contains("<script src"))
        #expect(try HTTP.get(port, "/", method: "HEAD").body.isEmpty)

        #expect(try watch.version() >= 1)
        // A long poll for a version already passed is answered at once.
        let passed = try HTTP.get(port, "/version.json?after=0")
        #expect(String(decoding: passed.body, as: UTF8.self) == "{\"version\":\(try watch.version())}")
        let entry = try watch.firstFile()
        #expect(entry["path"] as? String == "screen.mockup")
        #expect(entry["image"] as? String == "/image/0.png?v=1")
        #expect(entry["width"] as? Double == 320)
        let image = try HTTP.get(port, "/image/0.png?v=1")
        #expect(image.status == 200)
        #expect(image.head.contains("Content-Type: image/png"))
        let bitmap = try PNGCodec.decode(image.body)
        #expect(bitmap.width == 640 && bitmap.height == 1136)

        for path in ["/image/1.png", "/image/00000.png", "/secret.txt", "/../secret.txt", "/%2e%2e/secret.txt", "/image/../secret.txt", "/screen.mockup"] {
            let r = try HTTP.get(port, path)
            #expect(r.status == 404, "\(path)")
            #expect(!String(decoding: r.body, as: UTF8.self).contains("secret"), "\(path)")
        }
        #expect(try HTTP.get(port, "/", method: "POST").status == 405)
        let bad: [String] = [
            "garbage\r\n\r\n",
            "GET / HTTP/1.1\r\n\r\n",  // no Host
            "GET / HTTP/1.1\r\nHost: attacker.example\r\n\r\n",  // DNS rebinding
            "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: 127.0.0.1\r\n\r\n",
            "GET secret.txt HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
            "GET / HTTP/2.0\r\nHost: 127.0.0.1\r\n\r\n",
            "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: " + String(repeating: "a", count: 20_000) + "\r\n\r\n",
        ]
        for request in bad {
            #expect(try HTTP.send(port, Array(request.utf8)).status == 400, "\(request.prefix(60))")
        }
        // Still serving after all that.
        #expect(try HTTP.get(port, "/version.json").status == 200)
        let stopped = watch.stop(SIGTERM)
        #expect(stopped.status == 0)
    }

    @Test func savingAnIncludedFileRendersTheScreenAgain() throws {
        let d = try tempDir()
        try Data("navigation-bar title: \"One\"\n".utf8).write(to: d.appendingPathComponent("bar.mockup"))
        try Data("screen device: iphone-5\ninclude \"bar.mockup\"\n".utf8).write(to: d.appendingPathComponent("main.mockup"))
        let watch = try WatchProcess(["main.mockup"], in: d)
        let version = try watch.version()
        #expect(try watch.firstFile()["imageVersion"] as? Int == 1)
        try saveAtomically("navigation-bar title: \"Two\"\n", to: d.appendingPathComponent("bar.mockup"))
        _ = try watch.waitForVersion(after: version)
        #expect(try watch.firstFile()["imageVersion"] as? Int == 2)
        #expect(watch.stop().status == 0)
    }

    /// An include that was missing, then unreadable, at a render is still watched: the
    /// screen renders once it is there and readable, without saving the main file.
    @Test func anIncludeMissingOrUnreadableAtARenderIsWatchedUntilItIsBack() throws {
        let d = try tempDir()
        let bar = d.appendingPathComponent("bar.mockup")
        try Data("screen device: iphone-5\ninclude \"bar.mockup\"\n".utf8).write(to: d.appendingPathComponent("main.mockup"))
        let watch = try WatchProcess(["main.mockup"], in: d)
        let version = try watch.version()
        let missing = try watch.firstFile()["error"] as? String ?? ""
        #expect(missing.contains("main.mockup:2:9: error: cannot find included file 'bar.mockup'"), "\(missing)")
        try saveAtomically("navigation-bar title: \"One\"\n", to: bar)
        try #require(chmod(bar.path, 0) == 0)
        let second = try watch.waitForVersion(after: version)
        let unreadable = try watch.firstFile()["error"] as? String ?? ""
        // Root reads any file: then the include renders at once.
        if getuid() != 0 {
            #expect(unreadable.contains("main.mockup:2:9: error: "), "\(unreadable)")
            try #require(chmod(bar.path, 0o644) == 0)
            _ = try watch.waitForVersion(after: second)
        }
        #expect(try watch.firstFile()["imageVersion"] as? Int == 1)
        #expect(try watch.firstFile()["error"] is NSNull)
        #expect(watch.stop().status == 0)
    }

    /// Clients that send their request a byte a second (each read well within any
    /// per-read timeout) are cut off at the head's deadline with 408, and the server
    /// answers others again: the deadline is for the whole head. (28 of the 32 slots:
    /// a connection just answered may still hold one while the machine is busy.)
    @Test func clientsTricklingTheirHeadsAreCutOffAtOneDeadline() throws {
        let (d, _) = try project(Self.orange)
        let watch = try WatchProcess(["screen.mockup"], in: d)
        _ = try watch.version()
        let slow = try (0..<28).map { _ in try HTTP.connection(watch.port) }
        defer { for fd in slow { close(fd) } }
        let request = Array("GET /state.json HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
        for i in 0..<7 {
            for fd in slow { _ = HTTP.trickle(fd, [request[i]]) }
            sleep(1)
        }
        let r = try HTTP.get(watch.port, "/state.json")
        #expect(r.status == 200, "\(r.head)")
        for fd in slow {
            let cut = try HTTP.receive(fd)
            #expect(cut.status == 408 && cut.head.hasPrefix("HTTP/1.1 408 Request Timeout\r\n"), "\(cut.head)")
            #expect(String(decoding: cut.body, as: UTF8.self) == "request timeout: the head must arrive within 5 seconds\n")
        }
        #expect(watch.stop().status == 0)
    }

    @Test func badArgumentsAndFilesAreRefusedBeforeServing() throws {
        let (d, _) = try project(Self.orange)
        try FileManager.default.createDirectory(at: d.appendingPathComponent("folder.mockup"), withIntermediateDirectories: true)
        #expect(mkfifo(d.appendingPathComponent("pipe.mockup").path, 0o600) == 0)
        let cases: [([String], String)] = [
            ([], "watch needs at least one .mockup file"),
            (["screen.mockup", "--port", "70000"], "--port is a number from 0 to 65535"),
            (["screen.mockup", "--port", "http"], "--port is a number from 0 to 65535"),
            (["screen.mockup", "--host", "0.0.0.0"], "--host must be a loopback address"),
            (["screen.mockup", "--host", "192.168.1.10"], "--host must be a loopback address"),
            (["screen.mockup", "--host", "127.0.0.0"], "--host must be a loopback address (127.0.0.1 to 127.255.255.254, or localhost), not '127.0.0.0'"),
            (["screen.mockup", "--host", "127.255.255.255"], "--host must be a loopback address (127.0.0.1 to 127.255.255.254, or localhost), not '127.255.255.255'"),
            (["screen.mockup", "--verbose"], "unknown option"),
            (["missing.mockup"], "missing.mockup: error: no such file"),
            (["folder.mockup"], "folder.mockup: error: a folder"),
            (["pipe.mockup"], "pipe.mockup: error: a FIFO"),
        ]
        for (args, message) in cases {
            let r = try run(["watch"] + args, in: d)
            #expect(r.status == 2, "\(args)")
            #expect(r.stderr.contains(message), "\(args): \(r.stderr)")
            #expect(r.stdout.isEmpty, "\(args)")
        }
        // A port in use is a failure to serve, not bad input.
        let watch = try WatchProcess(["screen.mockup"], in: d)
        let r = try run(["watch", "screen.mockup", "--port", "\(watch.port)"], in: d)
        #expect(r.status == 1)
        #expect(r.stderr.contains("cannot listen on 127.0.0.1:\(watch.port)"))
        #expect(watch.stop().status == 0)
    }
}
