import Foundation
import MockupGolden
import Testing

/// Hostile reports, outputs aimed at inputs, private files and terminal escapes,
/// through the built binary.
@Suite(.serialized) struct HostileReportsCLITests {
    /// `samples/a.mockup` (no golden: a missing case with an `actual` artifact) and an
    /// empty `golden/`; `CI` set, so nothing is recorded.
    private func project() throws -> URL {
        let d = try tempDir()
        try FileManager.default.createDirectory(at: d.appendingPathComponent("samples"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: d.appendingPathComponent("golden"), withIntermediateDirectories: true)
        try Data("screen device: iphone-5\nnavigation-bar title: \"A\"\n".utf8).write(to: d.appendingPathComponent("samples/a.mockup"))
        return d
    }

    private func mockup(_ args: [String], in d: URL) throws -> RunResult {
        try run(args, in: d, env: ["CI": "true", "MOCKUP_RECORD": nil])
    }

    /// Rewrites a field of every case of `folder/report.json`.
    private func tamper(_ d: URL, _ folder: String, _ edit: (inout [String: Any]) -> Void) throws {
        let url = d.appendingPathComponent("\(folder)/report.json")
        var root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        var cases = try #require(root["cases"] as? [[String: Any]])
        for i in cases.indices { edit(&cases[i]) }
        root["cases"] = cases
        try JSONSerialization.data(withJSONObject: root).write(to: url)
    }

    @Test func aMergeRefusesArtifactsOutsideTheShardFolderAndPublishesNothing() throws {
        let d = try project()
        let shard = try mockup(["test", "samples", "--artifacts", "s1"], in: d)
        #expect(shard.status == 1, "\(shard.stdout)\n\(shard.stderr)")
        for path in ["/proc/self/environ", "/etc/passwd", "../../../../../../etc/passwd"] {
            try tamper(d, "s1") { $0["artifacts"] = ["actual": path] }
            let m = try mockup(["test", "--merge-reports", "s1", "--report", "merged"], in: d)
            #expect(m.status == 2)
            #expect(
                m.stderr == "mockup test: error: s1/report.json: cases[0].artifacts.actual: '\(path)' is not a file in the shard folder s1 (artifacts are looked up there by the end of their path)\n",
                "\(m.stderr)")
            #expect(!FileManager.default.fileExists(atPath: d.appendingPathComponent("merged").path))
        }
        // A link planted in the shard's folder.
        try tamper(d, "s1") { $0["artifacts"] = ["actual": "s1/a@2x.actual.png"] }
        try FileManager.default.removeItem(at: d.appendingPathComponent("s1/a@2x.actual.png"))
        try FileManager.default.createSymbolicLink(atPath: d.appendingPathComponent("s1/a@2x.actual.png").path, withDestinationPath: "/proc/self/environ")
        let link = try mockup(["test", "--merge-reports", "s1", "--report", "merged"], in: d)
        #expect(link.status == 2)
        #expect(link.stderr == "mockup test: error: s1/report.json: cases[0].artifacts.actual: 's1/a@2x.actual.png' leads out of the shard folder s1 (a symbolic link)\n", "\(link.stderr)")
        #expect(!FileManager.default.fileExists(atPath: d.appendingPathComponent("merged").path))
    }

    @Test func noOutputOfTestMayReplaceAnInputAGoldenAShardsFileOrAnotherOutput() throws {
        let d = try project()
        let golden = d.appendingPathComponent("golden/b@2x.png")
        try Data("golden".utf8).write(to: golden)
        var r = try mockup(["test", "samples", "--junit", "golden/b@2x.png"], in: d)
        #expect(r.status == 2)
        #expect(r.stderr == "mockup test: error: the output golden/b@2x.png is inside the golden folder golden; choose another --junit\n", "\(r.stderr)")
        #expect(try String(contentsOf: golden, encoding: .utf8) == "golden")
        r = try mockup(["test", "samples", "--junit", "samples/a.mockup"], in: d)
        #expect(r.stderr == "mockup test: error: the output samples/a.mockup is an input file; choose another --junit\n", "\(r.stderr)")
        #expect(try String(contentsOf: d.appendingPathComponent("samples/a.mockup"), encoding: .utf8).hasPrefix("screen"))
        r = try mockup(["test", "samples", "--report", "golden"], in: d)
        #expect(r.stderr == "mockup test: error: the output golden/report.json is inside the golden folder golden; choose another --report\n", "\(r.stderr)")
        r = try mockup(["test", "samples", "--junit", "artifacts/report.json"], in: d)
        #expect(r.stderr == "mockup test: error: artifacts/report.json was already written for --report in this run; choose another --junit\n", "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: d.appendingPathComponent("artifacts").path), "refused before the run")
        // An artifact of the run: known once the run has written it.
        r = try mockup(["test", "samples", "--junit", "artifacts/a@2x.actual.png"], in: d)
        #expect(r.status == 2)
        #expect(r.stderr == "mockup test: error: artifacts/a@2x.actual.png was already written for an artifact in this run; choose another --junit\n", "\(r.stderr)")
        #expect(try PNGCodec.decode(path: d.appendingPathComponent("artifacts/a@2x.actual.png").path).width == 640)
        // An image the mockup shows: known once it is compiled.
        try FileManager.default.createDirectory(at: d.appendingPathComponent("samples/images"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("samples/images/avatar@2x.png"), to: d.appendingPathComponent("samples/images/avatar@2x.png"))
        try Data("screen device: iphone-5\nnavigation-bar title: \"A\"\nimage \"images/avatar@2x.png\"\n".utf8).write(to: d.appendingPathComponent("samples/c.mockup"))
        let avatar = try Data(contentsOf: d.appendingPathComponent("samples/images/avatar@2x.png"))
        r = try mockup(["test", "samples", "--junit", "samples/images/avatar@2x.png"], in: d)
        #expect(r.stderr == "mockup test: error: the output samples/images/avatar@2x.png is an input file; choose another --junit\n", "\(r.stderr)")
        #expect(try Data(contentsOf: d.appendingPathComponent("samples/images/avatar@2x.png")) == avatar)
        try FileManager.default.removeItem(at: d.appendingPathComponent("samples/c.mockup"))

        // A merge reads the shard folders: its outputs stay out of them.
        _ = try mockup(["test", "samples", "--artifacts", "s1"], in: d)
        let report = try Data(contentsOf: d.appendingPathComponent("s1/report.json"))
        r = try mockup(["test", "--merge-reports", "s1", "--report", "s1"], in: d)
        #expect(r.status == 2)
        #expect(r.stderr == "mockup test: error: the output s1/report.json is inside the shard folder s1; choose another --report\n", "\(r.stderr)")
        r = try mockup(["test", "--merge-reports", "s1", "--junit", "s1/report.json"], in: d)
        #expect(r.stderr == "mockup test: error: the output s1/report.json is inside the shard folder s1; choose another --junit\n", "\(r.stderr)")
        r = try mockup(["test", "--merge-reports", "s1", "--junit", "golden/b@2x.png"], in: d)
        #expect(r.stderr == "mockup test: error: the output golden/b@2x.png is inside the golden folder golden; choose another --junit\n", "\(r.stderr)")
        r = try mockup(["test", "--merge-reports", "s1", "--report", "m", "--junit", "m/index.html"], in: d)
        #expect(r.stderr == "mockup test: error: m/index.html was already written for --report in this run; choose another --junit\n", "\(r.stderr)")
        #expect(try Data(contentsOf: d.appendingPathComponent("s1/report.json")) == report)
        #expect(try String(contentsOf: golden, encoding: .utf8) == "golden")
        r = try mockup(["test", "--merge-reports", "s1", "--report", "m", "--junit", "m/junit.xml"], in: d)
        #expect(r.status == 1, "\(r.stderr)")
    }

    @Test func fmtAndRecordKeepAPrivateFilesMode() throws {
        let d = try project()
        let file = d.appendingPathComponent("samples/a.mockup")
        try Data("screen   device: iphone-5\nnavigation-bar title: \"A\"\n".utf8).write(to: file)
        #expect(chmod(file.path, 0o600) == 0)
        let f = try mockup(["fmt", "samples/a.mockup"], in: d)
        #expect(f.status == 0, "\(f.stderr)")
        #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix("screen device: iphone-5\n"))
        var st = stat()
        #expect(stat(file.path, &st) == 0 && st.st_mode & 0o777 == 0o600)

        // A golden re-recorded over a 0600 one.
        let golden = d.appendingPathComponent("golden/a@2x.png")
        let first = try run(["test", "samples", "--record", "missing"], in: d, env: ["CI": nil, "MOCKUP_RECORD": nil])
        #expect(first.stdout.contains("RECORDED a@2x"), "\(first.stdout)\n\(first.stderr)")
        #expect(chmod(golden.path, 0o600) == 0)
        try Data("screen device: iphone-5\nnavigation-bar title: \"B\"\n".utf8).write(to: file)
        let again = try run(["test", "samples", "--record", "all"], in: d, env: ["CI": nil, "MOCKUP_RECORD": nil])
        #expect(again.stdout.contains("RECORDED a@2x"), "\(again.stdout)\n\(again.stderr)")
        #expect(stat(golden.path, &st) == 0 && st.st_mode & 0o777 == 0o600)
    }

    @Test func terminalEscapesFromInputsAreShownEscaped() throws {
        let d = try project()
        // A source line echoed under an error: the caret stays under the escaped text.
        try Data("screen device: iphone-5\nlabel \"\u{1B}]0;owned\u{07}\" bogus: 1\n".utf8).write(to: d.appendingPathComponent("samples/a.mockup"))
        let c = try mockup(["check", "samples/a.mockup"], in: d)
        #expect(c.status == 2)
        #expect(c.stdout.contains("""
            samples/a.mockup:2:8: error: control character U+001B in string
                2 | label "\\u{1B}]0;owned\\u{7}" bogus: 1
                  |        ^~~~~~
            """), "\(c.stdout)")
        // A case name from a file name, and a field of a merged report.
        try FileManager.default.removeItem(at: d.appendingPathComponent("samples/a.mockup"))
        try Data("screen device: iphone-5\n".utf8).write(to: d.appendingPathComponent("samples/e\u{1B}[2Jx.mockup"))
        let t = try mockup(["test", "samples", "--artifacts", "s1"], in: d)
        #expect(t.stdout.contains("MISSING  e\\u{1B}[2Jx@2x"), "\(t.stdout)")
        try tamper(d, "s1") { $0["detail"] = "gone\u{1B}]2;title\u{07}\u{9B}31m" }
        let m = try mockup(["test", "--merge-reports", "s1", "--report", "m"], in: d)
        #expect(m.stdout.contains("gone\\u{1B}]2;title\\u{7}\\u{9B}31m"), "\(m.stdout)")
        for out in [c.stdout, c.stderr, t.stdout, t.stderr, m.stdout, m.stderr] {
            #expect(!out.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x9B })
        }
    }

    @Test func aGallerySectionNameIsEscapedInItsHeading() throws {
        let d = try tempDir()
        try Data("# gallery: <script>alert(1)</script> *x* — caption\nscreen device: iphone-5\n".utf8).write(to: d.appendingPathComponent("a.mockup"))
        let r = try run(["gallery", "a.mockup", "-o", "page.md"], in: d)
        #expect(r.status == 0, "\(r.stderr)")
        let page = try String(contentsOf: d.appendingPathComponent("page.md"), encoding: .utf8)
        #expect(page.contains("\n## &lt;script&gt;alert(1)&lt;/script&gt; \\*x\\*\n"), "\(page)")
        #expect(!page.contains("<script>"))
    }
}
