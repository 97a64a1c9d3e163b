import Foundation
import MockupGolden
import MockupKit
import Testing
import TestSupport

/// End-to-end tests of `mockup test` and `mockup diff` on real renders (the binary is
/// found by `CLITests.swift`).

private let repo = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

private struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs `mockup` in `dir` without CI / MOCKUP_RECORD from the outside, plus `env`.
private func mockup(_ args: [String], in dir: URL, env: [String: String] = [:]) throws -> Run {
    let r = try run(args, in: dir, env: ["CI": nil, "MOCKUP_RECORD": nil].merging(env.mapValues { Optional($0) }) { $1 })
    return Run(status: r.status, stdout: r.stdout, stderr: r.stderr)
}

/// A project with three cases: inbox passes, settings fails (tint #007AFF → #0A84FF,
/// the light/dark system blue), fresh has no golden.
private func project() throws -> URL {
    let fm = FileManager.default
    let d = TemporaryFolder.path("mockup-test")
    try fm.createDirectory(at: d.appendingPathComponent("samples"), withIntermediateDirectories: true)
    try fm.createDirectory(at: d.appendingPathComponent("golden"), withIntermediateDirectories: true)
    for f in ["inbox.mockup", "settings.mockup", "parts"] {
        try fm.copyItem(at: repo.appendingPathComponent("samples/\(f)"), to: d.appendingPathComponent("samples/\(f)"))
    }
    for f in ["inbox@2x.png", "settings@2x.png"] {
        try fm.copyItem(at: repo.appendingPathComponent("golden/\(f)"), to: d.appendingPathComponent("golden/\(f)"))
    }
    let settings = d.appendingPathComponent("samples/settings.mockup")
    let text = try String(contentsOf: settings, encoding: .utf8).replacingOccurrences(of: "tint: #007AFF", with: "tint: #0A84FF")
    try Data(text.utf8).write(to: settings)
    try Data("screen device: iphone-5\nnavigation-bar title: \"Fresh\"\n".utf8)
        .write(to: d.appendingPathComponent("samples/fresh.mockup"))
    return d
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

private func exists(_ d: URL, _ path: String) -> Bool { FileManager.default.fileExists(atPath: d.appendingPathComponent(path).path) }

@Suite(.serialized) struct RegressionCLITests {
    @Test func passFailMissingGiveExit1LinesArtifactsAndReports() throws {
        let d = try project()
        let before = snapshot(d.appendingPathComponent("golden"))
        let r = try mockup(["test", "samples", "--golden", "golden", "--record", "never", "--junit", "out/junit.xml", "--jobs", "2"], in: d)
        #expect(r.status == 1, "\(r.stdout)\n\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        // Failures first; the part samples/parts/app-tab-bar.mockup is not a case.
        #expect(lines.count == 7, "\(r.stdout)")
        let fail = try #require(lines.first { $0.hasPrefix("FAIL     settings@2x") })
        #expect(fail.contains(" px (0."))
        #expect(fail.contains("%) changed, max channel Δ 10, in "))
        #expect(fail.contains("→ artifacts/settings@2x.panels.png"))
        #expect(lines.contains("         accept: mockup test samples --golden golden --case settings@2x --record failed"))
        #expect(lines.contains { $0.hasPrefix("MISSING  fresh@2x") && $0.hasSuffix("→ artifacts/fresh@2x.actual.png") })
        #expect(lines.contains { $0.hasPrefix("ok       inbox@2x") && $0.contains("identical") })
        #expect(r.stdout.contains("3 cases: 1 passed, 1 missing, 1 failed — profile strict"))
        #expect(r.stdout.contains("report: artifacts/index.html"))
        for f in ["settings@2x.actual.png", "settings@2x.expected.png", "settings@2x.diff.png", "settings@2x.panels.png", "fresh@2x.actual.png", "index.html", "report.json"] {
            #expect(exists(d, "artifacts/\(f)"), "\(f)")
        }
        #expect(!exists(d, "artifacts/inbox@2x.actual.png"))
        // The diff is red where the tab bar's selected item changed colour.
        let diff = try PNGCodec.decode(path: d.appendingPathComponent("artifacts/settings@2x.diff.png").path)
        #expect(diff.pixels.contains(DiffImage.changed))
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: d.appendingPathComponent("artifacts/report.json"))) as? [String: Any]
        #expect((json?["totals"] as? [String: Int])?["failed"] == 1)
        let junit = try String(contentsOf: d.appendingPathComponent("out/junit.xml"), encoding: .utf8)
        #expect(junit.contains("tests=\"3\" failures=\"2\" errors=\"0\""))
        let html = try String(contentsOf: d.appendingPathComponent("artifacts/index.html"), encoding: .utf8)
        #expect(html.contains("data:image/png;base64,") && !html.contains("https://"))
        #expect(snapshot(d.appendingPathComponent("golden")) == before, "--record never wrote to golden/")
    }

    @Test func recordModesWriteOnlyWhatTheyShould() throws {
        let d = try project()
        let golden = d.appendingPathComponent("golden")
        // CI: `never`, nothing written.
        let ci = try mockup(["test", "samples"], in: d, env: ["CI": "true"])
        #expect(ci.status == 1)
        #expect(ci.stdout.contains("record never (CI)"))
        #expect(!exists(d, "golden/fresh@2x.png"))
        // Locally: `missing` records the new case only, and the run fails.
        let local = try mockup(["test", "samples"], in: d)
        #expect(local.status == 1)
        #expect(local.stdout.contains("RECORDED fresh@2x"), "\(local.stdout)")
        #expect(local.stdout.contains("re-run to check"))
        let fresh = try PNGCodec.decode(path: golden.appendingPathComponent("fresh@2x.png").path)
        #expect(fresh.width == 640 && fresh.height == 1136)
        #expect(exists(d, "golden/manifest.json"))
        let afterMissing = snapshot(golden)
        // `failed` rewrites the failing golden only.
        let failed = try mockup(["test", "samples", "--record", "failed"], in: d)
        #expect(failed.status == 1)
        #expect(failed.stdout.contains("RECORDED settings@2x"), "\(failed.stdout)")
        let afterFailed = snapshot(golden)
        #expect(afterFailed["settings@2x.png"] != afterMissing["settings@2x.png"])
        for f in ["inbox@2x.png", "fresh@2x.png", "manifest.json"] { #expect(afterFailed[f] == afterMissing[f], "\(f)") }
        // Now everything passes, and `all` rewrites nothing whose pixels are unchanged.
        let all = try mockup(["test", "samples", "--record", "all"], in: d)
        #expect(all.status == 0, "\(all.stdout)")
        #expect(snapshot(golden) == afterFailed)
        // Goldens from another environment: a warning on the console and in the report.
        let manifest = golden.appendingPathComponent("manifest.json")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        #expect(text.contains("\"cairo\"") && text.contains("\"pango\"") && text.contains("\"freetype\"")
            && text.contains("\"fontconfig\"") && text.contains("\"tool\" : \"mockup "))
        let json = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        var env = json?["environment"] as? [String: String] ?? [:]
        let pango = env["pango"] ?? ""
        env["pango"] = "0.9.9"
        try JSONSerialization.data(withJSONObject: ["tool": "mockup 0.1.0", "environment": env]).write(to: manifest)
        let warned = try mockup(["test", "samples", "--record", "never", "--profile", "perceptual"], in: d)
        #expect(warned.status == 0)
        #expect(warned.stderr.contains("warning: the goldens were recorded in another environment (golden/manifest.json): pango 0.9.9 → \(pango)"), "\(warned.stderr)")
        #expect(warned.stdout.contains("profile perceptual (YIQ distance > 0.02, anti-aliasing ignored)"))
        let report = try String(contentsOf: d.appendingPathComponent("artifacts/index.html"), encoding: .utf8)
        #expect(report.contains("The environment differs from the one that recorded the goldens"))
    }

    @Test func acceptCommandsNameExactlyOneCaseAndNeverOneWhoseNameContainsIt() throws {
        let d = try project()
        let fm = FileManager.default
        // ios-settings fails like settings, and its name contains "settings@2x".
        try fm.copyItem(at: d.appendingPathComponent("samples/settings.mockup"), to: d.appendingPathComponent("samples/ios-settings.mockup"))
        try fm.copyItem(at: d.appendingPathComponent("golden/settings@2x.png"), to: d.appendingPathComponent("golden/ios-settings@2x.png"))
        try Data("screen device: iphone-5\nlabl \"x\"\n".utf8).write(to: d.appendingPathComponent("samples/broken.mockup"))
        let r = try mockup(["test", "samples", "--record", "never"], in: d)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        // Every failing state says how to accept it, with the golden's real name.
        for (state, name, mode) in [("FAIL", "settings@2x", "failed"), ("FAIL", "ios-settings@2x", "failed"),
                                    ("MISSING", "fresh@2x", "missing"), ("ERROR", "broken@2x", "missing")] {
            let i = try #require(lines.firstIndex { $0.hasPrefix(state) && $0.contains(" \(name) ") }, "\(name): \(r.stdout)")
            #expect(lines[i + 1] == "         accept: mockup test samples --golden golden --case \(name) --record \(mode)", "\(lines[i + 1])")
        }
        try fm.removeItem(at: d.appendingPathComponent("samples/broken.mockup"))
        let before = snapshot(d.appendingPathComponent("golden"))
        let accept = try #require(lines.first { $0.hasSuffix("--case settings@2x --record failed") })
        let words = accept.split(separator: " ").map(String.init).drop { $0 != "test" }
        let accepted = try mockup(Array(words), in: d)
        #expect(accepted.stdout.contains("1 case: 1 recorded"), "\(accepted.stdout)")
        let after = snapshot(d.appendingPathComponent("golden"))
        #expect(after["settings@2x.png"] != before["settings@2x.png"])
        for f in ["ios-settings@2x.png", "inbox@2x.png"] { #expect(after[f] == before[f], "\(f) was touched") }
        #expect(after["fresh@2x.png"] == nil)
        // A name that is no case is an error, not an empty success.
        let typo = try mockup(["test", "samples", "--case", "setings@2x"], in: d)
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("mockup test: error: no case named 'setings@2x'"), "\(typo.stderr)")
    }

    @Test func recordAllLeavesAGoldenWithinTheProfileByteForByte() throws {
        let d = try project()
        let inbox = d.appendingPathComponent("golden/inbox@2x.png")
        // One channel of one pixel one level off: within the strict profile's threshold.
        var bitmap = try PNGCodec.decode(path: inbox.path)
        bitmap.pixels[1000] ^= 1
        try Data(try MockupEngine.pngBytes(bitmap)).write(to: inbox)
        let bytes = try Data(contentsOf: inbox)
        let r = try mockup(["test", "samples", "--filter", "inbox", "--record", "all"], in: d)
        #expect(r.status == 0, "\(r.stdout)")
        #expect(r.stdout.contains("(within the profile: the golden is kept as it is)"), "\(r.stdout)")
        #expect(try Data(contentsOf: inbox) == bytes)
    }

    @Test func pruneListsThenRemovesOnlyGoldensNoCaseProduced() throws {
        let d = try project()
        let fm = FileManager.default
        let golden = d.appendingPathComponent("golden")
        try fm.copyItem(at: golden.appendingPathComponent("inbox@2x.png"), to: golden.appendingPathComponent("gone@2x.png"))
        try fm.copyItem(at: golden.appendingPathComponent("inbox@2x.png"), to: golden.appendingPathComponent("inbox.iphone-5-landscape@2x.png"))
        try Data("x".utf8).write(to: golden.appendingPathComponent("gone.dump.txt"))
        try Data("x".utf8).write(to: golden.appendingPathComponent("inbox.dump.txt"))
        try Data("x".utf8).write(to: golden.appendingPathComponent("notes.txt"))
        // A folder no input has is another tool's (the project's own handoff/ and design/).
        try fm.createDirectory(at: golden.appendingPathComponent("handoff"), withIntermediateDirectories: true)
        try fm.copyItem(at: golden.appendingPathComponent("inbox@2x.png"), to: golden.appendingPathComponent("handoff/x@2x.png"))
        let listed = try mockup(["test", "samples", "--record", "missing", "--prune"], in: d)
        #expect(listed.status == 1)
        #expect(listed.stdout.contains("""
            prune: 3 files in golden no case produced:
              golden/gone.dump.txt
              golden/gone@2x.png
              golden/inbox.iphone-5-landscape@2x.png
            prune: remove them with --prune --yes
            """), "\(listed.stdout)")
        #expect(exists(d, "golden/gone@2x.png"))
        let removed = try mockup(["test", "samples", "--prune", "--yes"], in: d)
        #expect(removed.stdout.contains("removed golden/gone@2x.png\n"), "\(removed.stdout)")
        for f in ["gone@2x.png", "gone.dump.txt", "inbox.iphone-5-landscape@2x.png"] { #expect(!exists(d, "golden/\(f)"), "\(f)") }
        for f in ["inbox@2x.png", "inbox.dump.txt", "notes.txt", "manifest.json", "handoff/x@2x.png", "fresh@2x.png"] {
            #expect(exists(d, "golden/\(f)"), "\(f)")
        }
        // Only a full run knows which goldens are used.
        for partial in [["--filter", "inbox"], ["--case", "inbox@2x"], ["--shard", "1/2"]] {
            let r = try mockup(["test", "samples", "--prune"] + partial, in: d)
            #expect(r.status == 2)
            #expect(r.stderr.hasPrefix("mockup test: --prune needs a full run: \(partial[0]) leaves cases out"), "\(r.stderr)")
        }
        let yes = try mockup(["test", "samples", "--yes"], in: d)
        #expect(yes.status == 2 && yes.stderr.hasPrefix("mockup test: --yes goes with --prune"))
    }

    @Test func summaryIsMarkdownForAJobSummaryOrAReview() throws {
        let d = try project()
        let r = try mockup(["test", "samples", "--record", "never", "--summary", "ci/summary.md"], in: d)
        #expect(r.status == 1)
        let md = try String(contentsOf: d.appendingPathComponent("ci/summary.md"), encoding: .utf8)
        let lines = md.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "## mockup test: 3 cases: 1 passed, 1 missing, 1 failed", "\(md)")
        #expect(lines[2] == "profile strict (channel difference &gt; 1) · record never (--record) · [report](../artifacts/index.html)")
        #expect(lines.contains("| status | case | difference | images |"))
        // One row per case that did not pass, failures first, with links from ci/ to the images.
        let rows = lines.filter { $0.hasPrefix("| failed") || $0.hasPrefix("| missing") || $0.hasPrefix("| passed") }
        #expect(rows.count == 2, "\(md)")
        #expect(rows[0].hasPrefix("| failed | `settings@2x` | "), "\(rows[0])")
        #expect(rows[0].hasSuffix("| [panels](../artifacts/settings@2x.panels.png) · [diff](../artifacts/settings@2x.diff.png) · [actual](../artifacts/settings@2x.actual.png) · [expected](../artifacts/settings@2x.expected.png) |"), "\(rows[0])")
        #expect(rows[1] == "| missing | `fresh@2x` | no golden at golden/fresh@2x.png | [actual](../artifacts/fresh@2x.actual.png) |", "\(rows[1])")
        #expect(md.contains("```sh\nmockup test samples --golden golden --case settings@2x --record failed\nmockup test samples --golden golden --case fresh@2x --record missing\n```"), "\(md)")
        // Every link points at a file that exists.
        for row in rows {
            for part in row.components(separatedBy: "](").dropFirst() {
                let target = String(part.prefix { $0 != ")" })
                #expect(FileManager.default.fileExists(atPath: d.appendingPathComponent("ci").appendingPathComponent(target).standardized.path), "\(target)")
            }
        }
        // All passing: one line, no table. And the summary may not replace an input.
        let ok = try mockup(["test", "samples", "--filter", "inbox", "--summary", "s.md"], in: d)
        #expect(ok.status == 0)
        #expect(try String(contentsOf: d.appendingPathComponent("s.md"), encoding: .utf8).hasPrefix("## mockup test: all 1 case passed\n"))
        let over = try mockup(["test", "samples", "--filter", "inbox", "--summary", "samples/inbox.mockup"], in: d)
        #expect(over.status == 2, "\(over.stderr)")
    }

    @Test func corruptGoldenExits2AndTouchesNothing() throws {
        let d = try project()
        let golden = d.appendingPathComponent("golden")
        let inbox = golden.appendingPathComponent("inbox@2x.png")
        let bytes = try Data(contentsOf: inbox)
        try bytes.prefix(bytes.count / 3).write(to: inbox)
        let before = snapshot(golden)
        let r = try mockup(["test", "samples", "--record", "all"], in: d)
        #expect(r.status == 2, "\(r.stdout)")
        #expect(r.stdout.contains("ERROR    inbox@2x"))
        #expect(r.stdout.contains("golden/inbox@2x.png: corrupt or truncated PNG"))
        #expect(r.stdout.contains("accept: rm golden/inbox@2x.png && mockup test samples --golden golden --case inbox@2x --record missing"), "\(r.stdout)")
        #expect(r.stdout.contains("not recorded: the run had errors"))
        #expect(snapshot(golden) == before)
        // A golden folder that does not exist is an error unless recording was asked for.
        let none = try mockup(["test", "samples", "--golden", "nowhere"], in: d)
        #expect(none.status == 2)
        #expect(none.stderr.contains("golden folder 'nowhere' does not exist"))
        #expect(!exists(d, "nowhere"))
        let bad = try mockup(["test", "samples", "--record", "sometimes"], in: d)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--record is never, missing, failed or all"))
    }

    @Test func variantsAndFiltersAndCompileErrors() throws {
        let d = try project()
        try Data("screen device: iphone-6\nnavigation-bar title: \"V\"\nvariant device: iphone-5 orientation: landscape\nvariant scale: 3\n".utf8)
            .write(to: d.appendingPathComponent("samples/v.mockup"))
        let r = try mockup(["test", "samples", "--filter", "v*", "--record", "missing"], in: d)
        #expect(r.status == 1)
        for name in ["v@2x", "v.iphone-5-landscape@2x", "v@3x"] {
            #expect(r.stdout.contains("RECORDED \(name) "), "\(name): \(r.stdout)")
        }
        let landscape = try PNGCodec.decode(path: d.appendingPathComponent("golden/v.iphone-5-landscape@2x.png").path)
        #expect(landscape.width == 1136 && landscape.height == 640)
        #expect(!r.stdout.contains("settings"))
        let none = try mockup(["test", "samples", "--filter", "nothing-like-this"], in: d)
        #expect(none.status == 2)
        #expect(none.stderr.contains("no case matches"))
        try Data("navigation-bar titel: \"X\"\n".utf8).write(to: d.appendingPathComponent("samples/bad.mockup"))
        let bad = try mockup(["test", "samples", "--filter", "bad"], in: d)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("bad.mockup:1:16: error: unknown attribute 'titel'"), "\(bad.stderr)")
    }

    @Test func diffComparesTwoFiles() throws {
        let d = try project()
        let a = repo.appendingPathComponent("golden/settings@2x.png").path
        _ = try mockup(["render", "samples/settings.mockup", "-o", "blue.png"], in: d)
        let same = try mockup(["diff", a, a], in: d)
        #expect(same.status == 0)
        #expect(same.stdout == "match: identical [strict (channel difference > 1)]\n")
        for profile in ["strict", "perceptual"] {
            let r = try mockup(["diff", a, "blue.png", "--profile", profile, "-o", "d.png", "--panels", "p.png"], in: d)
            #expect(r.status == 1, "\(r.stdout)\(r.stderr)")
            #expect(r.stdout.hasPrefix("differ: "))
            #expect(r.stdout.contains("max channel Δ 10"))
            #expect(exists(d, "d.png") && exists(d, "p.png"))
        }
        // The change sits in the tab bar: ignoring it, or allowing its pixels, passes.
        let ignored = try mockup(["diff", a, "blue.png", "--ignore", "0,1230,750,104"], in: d)
        #expect(ignored.status == 0, "\(ignored.stdout)")
        let allowed = try mockup(["diff", a, "blue.png", "--max-diff-ratio", "0.01"], in: d)
        #expect(allowed.status == 0)
        #expect(allowed.stdout.hasPrefix("match: "))
        let small = repo.appendingPathComponent("golden/inbox@2x.png").path
        _ = try mockup(["render", "samples/inbox.mockup", "--scale", "1", "-o", "small.png"], in: d)
        let size = try mockup(["diff", small, "small.png"], in: d)
        #expect(size.status == 1)
        #expect(size.stdout.contains("size differs: expected 750x1334, actual 375x667"))
        try Data("not a png".utf8).write(to: d.appendingPathComponent("bad.png"))
        let corrupt = try mockup(["diff", a, "bad.png"], in: d)
        #expect(corrupt.status == 2)
        #expect(corrupt.stderr.contains("bad.png: not a PNG file"))
        let usage = try mockup(["diff", a, a, "--ignore", "1,2,3"], in: d)
        #expect(usage.status == 2)
        #expect(usage.stderr.contains("--ignore takes x,y,width,height"))
    }
}
