import Foundation
import Testing

/// `mockup check` end to end: every diagnostic as text or as `mockup-diagnostics/1`.
@Suite struct CheckCLITests {
    private func file(_ text: String, _ name: String = "c.mockup") throws -> String {
        let path = try tempDir().appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    private func object(_ s: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(s.utf8)) as? [String: Any])
    }

    private let sixTabs = """
        screen device: iphone-6
        tab-bar
          item "Home"
          item "Mail"
          item "Photos"
          item "Music"
          item "Maps"
          item "Notes"

        """

    @Test func textListingsStopAfterFiftyDiagnosticsAndCountTheRestWhileJSONKeepsThemAll() throws {
        // 2,001 unknown elements: render and check print 50 and one count line.
        let body = (1...2_001).map { "bogus\($0)" }.joined(separator: "\n")
        let path = try file("screen device: iphone-6\n" + body + "\n")
        for args in [["render", path, "-o", path + ".png"], ["check", path]] {
            let r = try run(args)
            #expect(r.status == 2, "\(args[0])")
            let text = r.stdout + r.stderr
            let headers = text.split(separator: "\n").filter { $0.contains(": error: ") }
            #expect(headers.count == 50, "\(args[0])")
            #expect(headers.first == "\(path):2:1: error: unknown element 'bogus1'")
            #expect(headers.last == "\(path):51:1: error: unknown element 'bogus50'")
            #expect(text.contains(
                "\(path): note: 1,951 more errors not shown (50 shown; `mockup check` and `mockup lint` list every one with `--format json`)"))
        }
        #expect(!FileManager.default.fileExists(atPath: path + ".png"))
        let json = try run(["check", path, "--format", "json"])
        #expect(json.status == 2)
        #expect((try object(json.stdout)["diagnostics"] as? [[String: Any]])?.count == 2_001)
    }

    @Test func errorsComeWithTheirRangeSeverityAndNotesAndExitTwo() throws {
        let path = try file("screen device: iphone-6\nlabel \"x\" colr: red\nlabel \"unterminated\n")
        let r = try run(["check", path, "--format", "json"])
        #expect(r.status == 2)
        let o = try object(r.stdout)
        #expect(o["schema"] as? String == "mockup-diagnostics/1")
        let ds = try #require(o["diagnostics"] as? [[String: Any]])
        // Sorted by place; the scene is still resolved from what could be read.
        let lines = ds.compactMap { $0["line"] as? Int }
        #expect(lines == lines.sorted() && lines == [2, 3, 3])
        let first = try #require(ds.first { $0["message"] as? String == "unterminated string" })
        #expect(first["file"] as? String == path)
        #expect(first["line"] as? Int == 3 && first["column"] as? Int == 7)
        #expect(first["endLine"] as? Int == 3 && first["endColumn"] as? Int == 20)
        #expect(first["severity"] as? String == "error")
        #expect(first["notes"] as? [String] == ["strings end on the same line"])
        #expect(first["code"] is NSNull && first["source"] as? String == "mockup")
        let summary = try #require(o["summary"] as? [String: Any])
        #expect(summary["errors"] as? Int == ds.count && summary["warnings"] as? Int == 0)
    }

    @Test func sceneErrorsPointAtTheWordWithASuggestion() throws {
        let path = try file("screen device: iphone-6\nlabel \"x\" colr: red\n")
        let r = try run(["check", path, "-f", "json"])
        #expect(r.status == 2)
        let ds = try #require(try object(r.stdout)["diagnostics"] as? [[String: Any]])
        #expect(ds.count == 1)
        #expect(ds[0]["line"] as? Int == 2 && ds[0]["column"] as? Int == 11 && ds[0]["endColumn"] as? Int == 15)
        #expect(ds[0]["message"] as? String == "unknown attribute 'colr'")
        #expect((ds[0]["notes"] as? [String])?.first == "did you mean 'color'?")
    }

    @Test func guidelineRulesAreWarningsWithTheirCodeAndExitOne() throws {
        let path = try file(sixTabs)
        let r = try run(["check", path, "--format", "json"])
        #expect(r.status == 1, "\(r.stderr)")
        let o = try object(r.stdout)
        let ds = try #require(o["diagnostics"] as? [[String: Any]])
        #expect(ds.count == 1)
        #expect(ds[0]["code"] as? String == "L-tab-count" && ds[0]["source"] as? String == "lint")
        #expect(ds[0]["severity"] as? String == "warning")
        #expect(ds[0]["message"] as? String == "6 tabs; an iPhone tab bar holds at most 5")
        #expect(ds[0]["line"] as? Int == 8 && ds[0]["column"] as? Int == 3)
        let files = try #require(o["files"] as? [[String: Any]])
        #expect(files.first?["status"] as? String == "warning" && files.first?["warnings"] as? Int == 1)
        // Without the rules the file is clean.
        let quiet = try run(["check", path, "--no-lint", "--format", "json"])
        #expect(quiet.status == 0)
        #expect((try object(quiet.stdout)["diagnostics"] as? [Any])?.isEmpty == true)
        // As text: the compiler's form, with the rule id, and a count on stderr.
        let text = try run(["check", path])
        #expect(text.status == 1)
        #expect(text.stdout.hasPrefix("\(path):8:3: warning: 6 tabs; an iPhone tab bar holds at most 5 [L-tab-count]\n"), "\(text.stdout)")
        #expect(text.stderr.contains("0 errors and 1 warning in 1 file"))
    }

    @Test func aVariantsOwnProblemsAreReportedWithTheVariantNamed() throws {
        // 500 pt fit the iPhone 6 between the bars, not the iPhone 5 of the variant.
        let path = try file("screen device: iphone-6\nvariant device: iphone-5\nnavigation-bar \"T\"\nlabel \"x\" height: 500\ntoolbar\n")
        let r = try run(["check", path, "--format", "json", "--no-lint"])
        #expect(r.status == 1, "\(r.stdout)")
        let ds = try #require(try object(r.stdout)["diagnostics"] as? [[String: Any]])
        #expect(ds.count == 1)
        #expect(ds.first?["severity"] as? String == "warning" && ds.first?["line"] as? Int == 4)
        #expect((ds.first?["notes"] as? [String])?.last == "in the variant device: iphone-5")
        // Asked for one device, the variants are not checked.
        let one = try run(["check", path, "--device", "iphone-6", "--no-lint"])
        #expect(one.status == 0, "\(one.stdout)")
    }

    @Test func aCleanSampleExitsZeroAndSeveralFilesAreOneDocument() throws {
        let clean = packageRoot.appendingPathComponent("samples/settings.mockup").path
        let bad = try file("screen device: nokia\n")
        let r = try run(["check", clean, bad, "--format", "json"])
        #expect(r.status == 2)
        let o = try object(r.stdout)
        let files = try #require(o["files"] as? [[String: Any]])
        #expect(files.map { $0["file"] as? String } == [clean, bad])
        #expect(files.map { $0["status"] as? String } == ["clean", "error"])
        let alone = try run(["check", clean])
        #expect(alone.status == 0 && alone.stdout.isEmpty)
    }

    @Test func missingFilesAreDiagnosticsAndBadOptionsAreUsageErrors() throws {
        let missing = try tempDir().appendingPathComponent("nope.mockup").path
        let r = try run(["check", missing, "--format", "json"])
        #expect(r.status == 2)
        let ds = try #require(try object(r.stdout)["diagnostics"] as? [[String: Any]])
        #expect(ds.first?["message"] as? String == "cannot find file '\(missing)'")
        #expect(ds.first?["line"] as? Int == 1)
        let u = try run(["check", missing, "--format", "sarif"])
        #expect(u.status == 2 && u.stderr.contains("--format is text or json"))
        #expect(try run(["check"]).status == 2)
    }
}
