import Foundation
import Testing

/// `--jobs N` end to end: `render`, `test` and `gallery` write the same bytes and print
/// the same messages, in the same order, with the same exit code as `--jobs 1`.

/// Runs `mockup` in `dir` with CI unset (or set, through `env`).
private func mockup(_ args: [String], in dir: URL, env: [String: String?] = [:]) throws -> RunResult {
    try run(args, in: dir, env: ["CI": nil, "MOCKUP_RECORD": nil].merging(env) { $1 })
}

/// Ten samples, one file with a guideline warning (six tabs) and one with an error,
/// named so that they sit among the others in input order.
private let good = [
    "account", "bar-icons", "cell-states", "contacts", "content-collection-photos", "content-collection-select",
    "content-collection-shelves", "content-container", "content-image", "content-map",
]

private func project(withError: Bool = true) throws -> URL {
    let fm = FileManager.default
    let d = try tempDir()
    let s = d.appendingPathComponent("samples")
    try fm.createDirectory(at: s, withIntermediateDirectories: true)
    for folder in ["images", "icons"] {
        try fm.copyItem(at: packageRoot.appendingPathComponent("samples/\(folder)"), to: s.appendingPathComponent(folder))
    }
    for name in good {
        try fm.copyItem(at: packageRoot.appendingPathComponent("samples/\(name).mockup"), to: s.appendingPathComponent("\(name).mockup"))
    }
    let tabs = ["Home", "Mail", "Photos", "Music", "Maps", "Notes"].map { "  item \"\($0)\"" }.joined(separator: "\n")
    try Data("# gallery: Tests — six tabs\nscreen device: iphone-6\ntab-bar\n\(tabs)\n".utf8)
        .write(to: s.appendingPathComponent("b-tabs.mockup"))
    if withError {
        try Data("# gallery: Tests — broken\nscreen device: iphone-6\nnavigation-bar title: \"Broken\" colour: 12\n".utf8)
            .write(to: s.appendingPathComponent("c-broken.mockup"))
    }
    return d
}

/// The `.mockup` files of the project, in the order a shell's glob gives them.
private func inputs(_ d: URL) -> [String] {
    files(in: d.appendingPathComponent("samples")).filter { $0.hasSuffix(".mockup") }.map { "samples/" + $0 }
}

/// Path → bytes of every file under `dir`.
private func snapshot(_ dir: URL) -> [String: Data] {
    var s: [String: Data] = [:]
    guard let walker = FileManager.default.enumerator(atPath: dir.path) else { return s }
    for case let f as String in walker {
        if let data = FileManager.default.contents(atPath: dir.appendingPathComponent(f).path) { s[f] = data }
    }
    return s
}

@Suite(.serialized) struct ParallelBatchCLITests {
    @Test func renderWithFourJobsWritesTheSameBytesAndMessagesInTheSameOrderAsOne() throws {
        let d = try project()
        let one = try mockup(["render"] + inputs(d) + ["-o", "out1", "--jobs", "1"], in: d)
        let four = try mockup(["render"] + inputs(d) + ["-o", "out4", "--jobs", "4"], in: d)
        #expect(one.status == 2)
        #expect(four.status == one.status)
        #expect(four.stdout.replacingOccurrences(of: "out4/", with: "out1/") == one.stdout)
        #expect(four.stderr == one.stderr)
        // The warning comes before the error, as the files are given.
        let warning = try #require(one.stderr.range(of: "b-tabs.mockup:"))
        let error = try #require(one.stderr.range(of: "c-broken.mockup:3:"))
        #expect(warning.lowerBound < error.lowerBound, "\(one.stderr)")
        #expect(one.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("wrote ") }.count == good.count + 1)
        let a = snapshot(d.appendingPathComponent("out1")), b = snapshot(d.appendingPathComponent("out4"))
        #expect(a.count == good.count + 1)
        #expect(a == b)
    }

    @Test func theDefaultUsesSeveralWorkersWithTheSameResult() throws {
        let d = try project(withError: false)
        let one = try mockup(["render"] + inputs(d) + ["-o", "out1", "--jobs", "1"], in: d)
        let all = try mockup(["render"] + inputs(d) + ["-o", "outN"], in: d)
        #expect(one.status == 0 && all.status == 0)
        #expect(all.stdout.replacingOccurrences(of: "outN/", with: "out1/") == one.stdout)
        #expect(all.stderr == one.stderr)
        #expect(snapshot(d.appendingPathComponent("out1")) == snapshot(d.appendingPathComponent("outN")))
    }

    /// Engines draw text side by side under `FontLock` only: PDFs (which subset fonts
    /// through cairo's shared FreeType faces) and PNGs of text-heavy screens in several
    /// scripts come out byte for byte as one worker writes them.
    @Test(arguments: ["png", "pdf"])
    func textInEveryScriptRendersTheSameOnFourWorkers(format: String) throws {
        let d = try project(withError: false)
        let fm = FileManager.default
        for name in ["text-inbox-ja", "text-inbox-ko", "text-chat-emoji", "text-rtl-settings", "text-rtl-mail", "settings", "inbox"] {
            let src = packageRoot.appendingPathComponent("samples/\(name).mockup")
            try fm.copyItem(at: src, to: d.appendingPathComponent("samples/\(name).mockup"))
        }
        try fm.copyItem(at: packageRoot.appendingPathComponent("samples/parts"), to: d.appendingPathComponent("samples/parts"))
        let one = try mockup(["render"] + inputs(d) + ["-o", "out1", "--format", format, "--jobs", "1"], in: d)
        let four = try mockup(["render"] + inputs(d) + ["-o", "out4", "--format", format, "--jobs", "4"], in: d)
        #expect(one.status == 0, "\(one.stderr)")
        #expect(four.status == 0, "\(four.stderr)")
        let a = snapshot(d.appendingPathComponent("out1")), b = snapshot(d.appendingPathComponent("out4"))
        #expect(a.count == good.count + 1 + 7)
        #expect(a == b)
    }

    /// `render` with several workers runs them as processes: they end when their parent
    /// ends, even killed outright, and none is left behind by a normal run.
    @Test func workerProcessesEndWithTheirParent() throws {
        let d = try project(withError: false)
        func workers() -> [String] {
            let pids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            return pids.filter { Int($0) != nil }.compactMap { pid in
                guard let raw = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return nil }
                let cmd = String(decoding: raw, as: UTF8.self)
                return cmd.contains("--worker-process") && cmd.contains(d.path) ? pid : nil
            }
        }
        let files = inputs(d).map { d.appendingPathComponent($0).path }
        let done = try run(["render"] + files + ["-o", d.appendingPathComponent("out").path, "--jobs", "2"])
        #expect(done.status == 0, "\(done.stderr)")
        #expect(workers().isEmpty)

        let p = Process()
        p.executableURL = binary
        p.arguments = ["render"] + Array(repeating: files, count: 20).flatMap { $0 } + ["-o", d.appendingPathComponent("many").path, "--jobs", "2"]
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        let deadline = Date().addingTimeInterval(20)
        while workers().count < 2 && Date() < deadline { usleep(20_000) }
        #expect(workers().count == 2, "two worker processes while it runs")
        kill(p.processIdentifier, SIGKILL)
        p.waitUntilExit()
        let gone = Date().addingTimeInterval(20)
        while !workers().isEmpty && Date() < gone { usleep(50_000) }
        #expect(workers().isEmpty, "no worker outlives its parent")
    }

    /// A worker that dies while it waits for its next file: the write to its closed pipe
    /// must not end the parent by SIGPIPE (it did), and the file it never took goes to a
    /// fresh worker, so the run ends as if nothing happened. (The parent is stopped while
    /// both workers finish their file and wait, one is killed, and the parent is let go:
    /// its next write goes to the dead worker.)
    @Test func aWorkerKilledBetweenFilesIsReplacedAndTheRunCompletes() throws {
        let d = try tempDir()
        // Small frames (well under a pipe's 64 KiB), so a worker is never caught mid-write.
        let inputs = (0..<40).map { i -> String in
            let f = d.appendingPathComponent("s\(i).mockup")
            try? "screen device: iphone-6\nstatus-bar time: \"9:4\(i % 10) AM\"\n".write(to: f, atomically: true, encoding: .utf8)
            return f.path
        }
        func workers() -> [pid_t] {
            let pids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            return pids.compactMap { pid in
                guard Int32(pid) != nil, let raw = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return nil }
                let cmd = String(decoding: raw, as: UTF8.self)
                return cmd.contains("--worker-process") && cmd.contains(d.path) ? Int32(pid) : nil
            }
        }
        let p = Process()
        p.executableURL = binary
        p.arguments = ["render"] + inputs + ["--no-lint", "-o", d.appendingPathComponent("out").path + "/", "--jobs", "2"]
        let err = Pipe()
        p.standardOutput = FileHandle.nullDevice
        p.standardError = err
        try p.run()
        let deadline = Date().addingTimeInterval(20)
        while workers().count < 2 && Date() < deadline { usleep(2_000) }
        let both = workers()
        try #require(both.count == 2, "two worker processes")
        kill(p.processIdentifier, SIGSTOP)
        usleep(400_000)  // both workers answer their file and wait for the next index
        kill(both[0], SIGKILL)
        usleep(100_000)
        kill(p.processIdentifier, SIGCONT)
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationReason == .exit, "ended by signal \(p.terminationStatus)")
        #expect(p.terminationStatus == 0, "\(message)")
        #expect(!message.contains("ended unexpectedly"), "\(message)")
        #expect(files(in: d.appendingPathComponent("out")).count == 40)
        #expect(workers().isEmpty, "the replacement ended with the run")
    }

    @Test func testWithFourJobsPrintsTheSameLinesAndExitCodeAsOne() throws {
        let d = try project(withError: false)
        // Record the goldens, then add the broken file: the runs judge ten passing cases,
        // one missing golden and an error.
        let recorded = try mockup(["test", "samples", "--golden", "golden", "--record", "missing", "--jobs", "1"], in: d)
        #expect(recorded.status == 1, "\(recorded.stdout)\(recorded.stderr)")
        try Data("# gallery: Tests — broken\nscreen device: iphone-6\nnavigation-bar title: \"Broken\" colour: 12\n".utf8)
            .write(to: d.appendingPathComponent("samples/c-broken.mockup"))
        try FileManager.default.removeItem(at: d.appendingPathComponent("golden/content-map@2x.png"))
        let goldens = snapshot(d.appendingPathComponent("golden"))
        func judge(_ jobs: String) throws -> RunResult {
            var r = try mockup(["test", "samples", "--golden", "golden", "--record", "never", "--jobs", jobs], in: d)
            // The summary's duration is the one thing that may differ.
            r.stdout = r.stdout.replacingOccurrences(of: #"in [0-9.]+ m?s"#, with: "in …", options: .regularExpression)
            return r
        }
        let one = try judge("1")
        let four = try judge("4")
        #expect(one.status == 2)
        #expect(four.status == one.status)
        #expect(four.stdout == one.stdout)
        #expect(four.stderr == one.stderr)
        #expect(one.stdout.contains("content-map"), "\(one.stdout)")
        let warning = try #require(one.stderr.range(of: "b-tabs.mockup:"))
        let error = try #require(one.stderr.range(of: "c-broken.mockup:3:"))
        #expect(warning.lowerBound < error.lowerBound, "\(one.stderr)")
        #expect(snapshot(d.appendingPathComponent("golden")) == goldens)
    }

    @Test func galleryWithFourJobsWritesTheSamePageAndImagesAsOne() throws {
        let d = try project(withError: false)
        let one = try mockup(["gallery"] + inputs(d) + ["-o", "g1/page.md", "--jobs", "1"], in: d)
        let four = try mockup(["gallery"] + inputs(d) + ["-o", "g4/page.md", "--jobs", "4"], in: d)
        #expect(one.status == 0, "\(one.stderr)")
        #expect(four.status == 0)
        #expect(four.stdout.replacingOccurrences(of: "g4/", with: "g1/") == one.stdout)
        #expect(four.stderr == one.stderr)
        var a = snapshot(d.appendingPathComponent("g1")), b = snapshot(d.appendingPathComponent("g4"))
        #expect(a.count == good.count + 2)
        // The page names its own command (`-o g1/page.md`); the rest is the same.
        let page1 = String(decoding: a.removeValue(forKey: "page.md") ?? Data(), as: UTF8.self)
        let page4 = String(decoding: b.removeValue(forKey: "page.md") ?? Data(), as: UTF8.self)
        #expect(page4.replacingOccurrences(of: "g4/", with: "g1/") == page1)
        #expect(page1.contains("b-tabs@2x.png"))
        #expect(a == b)
    }

    @Test func galleryWithAnErrorWritesNothingAndPrintsTheSameWithFourJobs() throws {
        let d = try project()
        let one = try mockup(["gallery"] + inputs(d) + ["-o", "g1/page.md", "--jobs", "1"], in: d)
        let four = try mockup(["gallery"] + inputs(d) + ["-o", "g4/page.md", "--jobs", "4"], in: d)
        #expect(one.status == 2)
        #expect(four.status == 2)
        #expect(four.stderr == one.stderr)
        #expect(one.stderr.contains("c-broken.mockup:3:"), "\(one.stderr)")
        #expect(!FileManager.default.fileExists(atPath: d.appendingPathComponent("g4").path))
    }

    @Test(arguments: ["render", "test", "gallery"])
    func jobsMustBeAWholeNumberFromOne(_ command: String) throws {
        let d = try project(withError: false)
        for bad in ["0", "x", "-1", "65"] {
            var words = [command, "samples/account.mockup", "--jobs", bad]
            if command == "gallery" { words += ["-o", "g/page.md"] }
            let r = try mockup(words, in: d)
            #expect(r.status == 2, "\(command) --jobs \(bad)")
            #expect(r.stderr.contains("--jobs takes a number from 1 to 64, not '\(bad)'"), "\(r.stderr)")
            #expect(r.stderr.hasSuffix("see 'mockup \(command) --help'\n"), "\(r.stderr)")
        }
    }

    @Test func noProgressLineWhenStderrIsNotATerminalUnlessAskedFor() throws {
        let d = try project(withError: false)
        let quiet = try mockup(["render"] + inputs(d) + ["-o", "q", "--jobs", "2"], in: d)
        #expect(!quiet.stderr.contains("progress"), "\(quiet.stderr)")
        let asked = try mockup(["render"] + inputs(d) + ["-o", "p", "--jobs", "2", "--progress"], in: d, env: ["CI": "true"])
        #expect(asked.status == 0)
        #expect(asked.stderr.hasSuffix("progress: \(good.count + 1)/\(good.count + 1)\n"), "\(asked.stderr)")
    }

    @Test func testAndGalleryPrintProgressInALogOnlyWhenAskedFor() throws {
        let d = try project(withError: false)
        let n = good.count + 1
        let quiet = try mockup(["test", "samples", "--golden", "golden", "--record", "missing"], in: d)
        #expect(!quiet.stderr.contains("progress"), "\(quiet.stderr)")
        let tested = try mockup(["test", "samples", "--golden", "golden", "--record", "never", "--progress"], in: d, env: ["CI": "1"])
        #expect(tested.status == 0, "\(tested.stdout)")
        #expect(tested.stderr.hasSuffix("progress: \(n)/\(n)\n"), "\(tested.stderr)")
        let gallery = try mockup(["gallery"] + inputs(d) + ["-o", "g/page.md", "--progress"], in: d)
        #expect(gallery.status == 0)
        #expect(gallery.stderr.hasSuffix("progress: \(n)/\(n)\n"), "\(gallery.stderr)")
    }
}
