import Foundation
import MockupGolden
import Testing
import TestSupport

/// `mockup test --shard K/N` and `--merge-reports` through the built binary.

private let repo = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Runs `mockup` in `dir` with CI set (nothing recorded) and MOCKUP_RECORD unset.
private func mockup(_ args: [String], in dir: URL) throws -> RunResult {
    try run(args, in: dir, env: ["CI": "true", "MOCKUP_RECORD": nil])
}

/// Seven cases: inbox and the alert (with its `variant ios: 7 device: iphone-5`) pass,
/// settings fails (its tint changed), fresh has no golden, ios-settings and its
/// variant pass.
private func project() throws -> URL {
    let fm = FileManager.default
    let d = TemporaryFolder.path("mockup-shard")
    try fm.createDirectory(at: d.appendingPathComponent("samples"), withIntermediateDirectories: true)
    try fm.createDirectory(at: d.appendingPathComponent("golden"), withIntermediateDirectories: true)
    let files = ["inbox", "settings", "overlay-alert-delete", "ios-settings"]
    for f in files.map({ "\($0).mockup" }) + ["parts", "images"] {
        try fm.copyItem(at: repo.appendingPathComponent("samples/\(f)"), to: d.appendingPathComponent("samples/\(f)"))
    }
    for f in try fm.contentsOfDirectory(atPath: repo.appendingPathComponent("golden").path)
    where f.hasSuffix(".png") && files.contains(where: { f.hasPrefix($0 + "@") || f.hasPrefix($0 + ".") }) {
        try fm.copyItem(at: repo.appendingPathComponent("golden/\(f)"), to: d.appendingPathComponent("golden/\(f)"))
    }
    let settings = d.appendingPathComponent("samples/settings.mockup")
    let text = try String(contentsOf: settings, encoding: .utf8).replacingOccurrences(of: "tint: #007AFF", with: "tint: #0A84FF")
    try Data(text.utf8).write(to: settings)
    try Data("screen device: iphone-5\nnavigation-bar title: \"Fresh\"\n".utf8).write(to: d.appendingPathComponent("samples/fresh.mockup"))
    return d
}

private func json(_ path: URL) throws -> RunReport {
    try JSONDecoder().decode(RunReport.self, from: Data(contentsOf: path))
}

/// `tests="7" failures="2" errors="0"` of the JUnit root.
private func junitTotals(_ path: URL) throws -> String {
    let xml = try String(contentsOf: path, encoding: .utf8)
    let root = try #require(xml.split(separator: "\n").first { $0.hasPrefix("<testsuites") })
    return String(root.split(separator: " ").filter { $0.hasPrefix("tests=") || $0.hasPrefix("failures=") || $0.hasPrefix("errors=") }.joined(separator: " "))
}

@Suite(.serialized) struct ShardCLITests {
    @Test func shardsAreDisjointCoverEveryCaseAndMergeIntoTheUnshardedReport() throws {
        let d = try project()
        let whole = try mockup(["test", "samples", "--jobs", "1", "--artifacts", "whole", "--junit", "whole/junit.xml"], in: d)
        #expect(whole.status == 1, "\(whole.stdout)\n\(whole.stderr)")
        let unsharded = try json(d.appendingPathComponent("whole/report.json"))
        #expect(unsharded.cases.count == 7, "\(unsharded.cases.map(\.name))")
        #expect(Set(unsharded.cases.map(\.status)) == [.passed, .failed, .missing])
        for n in 1...5 {
            var names: [String] = []
            var folders: [String] = []
            for k in 1...n {
                let folder = "n\(n)/shard-\(k)"
                let r = try mockup(["test", "samples", "--jobs", "1", "--shard", "\(k)/\(n)", "--artifacts", folder, "--junit", "\(folder)/junit.xml"], in: d)
                let part = try json(d.appendingPathComponent("\(folder)/report.json"))
                #expect(part.shard == "\(k)/\(n)")
                // Each shard's exit code is its own cases' verdict.
                #expect(r.status == part.exitCode, "\(r.stdout)\n\(r.stderr)")
                names += part.cases.map(\.name)
                folders.append(folder)
            }
            #expect(names.sorted() == unsharded.cases.map(\.name).sorted(), "N = \(n): every case in exactly one shard")
            let m = try mockup(["test", "--merge-reports"] + folders.reversed() + ["--report", "n\(n)/merged", "--junit", "n\(n)/merged/junit.xml"], in: d)
            #expect(m.status == 1, "\(m.stdout)\n\(m.stderr)")
            let merged = try json(d.appendingPathComponent("n\(n)/merged/report.json"))
            #expect(merged.cases.map(\.name) == unsharded.cases.map(\.name), "N = \(n): same cases in the same order")
            #expect(merged.totals == unsharded.totals)
            #expect(merged.shard == nil)
            // Shard 1's command without its `--shard`, whatever the folders' order.
            #expect(merged.command == "mockup test samples --jobs 1 --artifacts n\(n)/shard-1 --junit n\(n)/shard-1/junit.xml")
            for (a, b) in zip(merged.cases, unsharded.cases) {
                #expect(a.source == b.source && a.variant == b.variant && a.golden == b.golden && a.status == b.status)
                #expect(a.detail == b.detail && a.verdict == b.verdict && a.changedPixels == b.changedPixels)
                #expect(a.changedRatio == b.changedRatio && a.antialiasedPixels == b.antialiasedPixels)
                #expect(a.maxChannelDelta == b.maxChannelDelta && a.changedBounds == b.changedBounds)
                #expect(a.expectedSize == b.expectedSize && a.actualSize == b.actualSize && a.acceptCommand == b.acceptCommand)
                // Artifacts stay where the shard wrote them.
                #expect(a.artifacts.keys.sorted() == b.artifacts.keys.sorted())
                for (_, path) in a.artifacts { #expect(FileManager.default.fileExists(atPath: d.appendingPathComponent(path).path), "\(path)") }
            }
            #expect(try junitTotals(d.appendingPathComponent("n\(n)/merged/junit.xml")) == junitTotals(d.appendingPathComponent("whole/junit.xml")))
            // The console lines are the unsharded run's but for the artifact paths.
            func lines(_ s: String) -> [String] { s.split(separator: "\n").map { String($0.split(separator: "→")[0]) }.filter { !$0.hasPrefix("report:") } }
            #expect(lines(m.stdout) == lines(whole.stdout))
            // The HTML inlines the failing case's images from the shard's folder.
            let html = try String(contentsOf: d.appendingPathComponent("n\(n)/merged/index.html"), encoding: .utf8)
            #expect(html.contains("data:image/png;base64,"))
        }
    }

    @Test func aMergeFindsArtifactsInShardFoldersDownloadedElsewhere() throws {
        let d = try project()
        let fm = FileManager.default
        try fm.createDirectory(at: d.appendingPathComponent("reports"), withIntermediateDirectories: true)
        for k in 1...2 {
            // As GitHub's upload/download-artifact does: artifacts/ arrives as reports/report-K/.
            _ = try mockup(["test", "samples", "--shard", "\(k)/2"], in: d)
            try fm.moveItem(at: d.appendingPathComponent("artifacts"), to: d.appendingPathComponent("reports/report-\(k)"))
        }
        let m = try mockup(["test", "--merge-reports", "reports/report-1", "reports/report-2", "--report", "merged"], in: d)
        #expect(m.status == 1, "\(m.stdout)\n\(m.stderr)")
        let merged = try json(d.appendingPathComponent("merged/report.json"))
        let failed = try #require(merged.cases.first { $0.status == .failed })
        #expect(failed.artifacts["panels"] == "artifacts/\(failed.name).panels.png")
        let html = try String(contentsOf: d.appendingPathComponent("merged/index.html"), encoding: .utf8)
        // expected, diff and actual of the failing case, the actual of the missing one.
        #expect(html.components(separatedBy: "data:image/png;base64,").count - 1 >= 4)
    }

    @Test func badShardsAreUsageErrors() throws {
        let d = try project()
        for bad in ["3/2", "0/2", "x", "1/0", "2"] {
            let r = try mockup(["test", "samples", "--shard", bad], in: d)
            #expect(r.status == 2)
            #expect(r.stderr.contains("mockup test: --shard takes K/N, whole numbers with 1 ≤ K ≤ N ≤ 1000 (e.g. 2/4), not '\(bad)'"), "\(r.stderr)")
            #expect(r.stderr.hasSuffix("see 'mockup test --help'\n"))
        }
    }

    @Test func badMergesAreErrorsWithExit2() throws {
        let d = try project()
        try FileManager.default.createDirectory(at: d.appendingPathComponent("empty"), withIntermediateDirectories: true)
        var r = try mockup(["test", "--merge-reports", "empty"], in: d)
        #expect(r.status == 2)
        #expect(r.stderr.contains("mockup test: error: empty: no report.json here"), "\(r.stderr)")
        r = try mockup(["test", "--merge-reports", "nowhere"], in: d)
        #expect(r.status == 2)
        #expect(r.stderr.contains("nowhere: no such report folder"), "\(r.stderr)")
        r = try mockup(["test", "--merge-reports"], in: d)
        #expect(r.status == 2)
        #expect(r.stderr.contains("needs the shards' report folders"), "\(r.stderr)")
        r = try mockup(["test", "--merge-reports", "a", "--shard", "1/2"], in: d)
        #expect(r.status == 2)
        #expect(r.stderr.contains("--shard belongs to the shards' runs"), "\(r.stderr)")

        // Two unsharded runs claim the same cases.
        _ = try mockup(["test", "samples/inbox.mockup", "--artifacts", "one"], in: d)
        _ = try mockup(["test", "samples/inbox.mockup", "--artifacts", "two"], in: d)
        r = try mockup(["test", "--merge-reports", "one", "two"], in: d)
        #expect(r.status == 2)
        #expect(r.stderr.contains("mockup test: error: case inbox@2x is in two reports: one/report.json and two/report.json"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: d.appendingPathComponent("artifacts/report.json").path))

        // A report that is not one.
        try Data("{}".utf8).write(to: d.appendingPathComponent("empty/report.json"))
        r = try mockup(["test", "--merge-reports", "empty"], in: d)
        #expect(r.status == 2)
        #expect(r.stderr.contains("empty/report.json: not a mockup test report"), "\(r.stderr)")

        // One shard of two is missing.
        _ = try mockup(["test", "samples", "--shard", "1/2", "--artifacts", "s1"], in: d)
        r = try mockup(["test", "--merge-reports", "s1"], in: d)
        #expect(r.status == 2)
        #expect(r.stderr.contains("shard 2/2 missing"), "\(r.stderr)")
    }

    @Test func mergedErrorsExitWith2AsTheUnshardedRunWould() throws {
        let d = try project()
        try Data("screen device: iphone-5\nnavigation-bar title: \"Broken\" nonsense: 1\n".utf8).write(to: d.appendingPathComponent("samples/broken.mockup"))
        let whole = try mockup(["test", "samples", "--artifacts", "whole"], in: d)
        #expect(whole.status == 2, "\(whole.stdout)\n\(whole.stderr)")
        var folders: [String] = []
        for k in 1...2 {
            _ = try mockup(["test", "samples", "--shard", "\(k)/2", "--artifacts", "s\(k)"], in: d)
            folders.append("s\(k)")
        }
        let m = try mockup(["test", "--merge-reports"] + folders, in: d)
        #expect(m.status == 2, "\(m.stdout)\n\(m.stderr)")
        let merged = try json(d.appendingPathComponent("artifacts/report.json"))
        #expect(merged.totals == (try json(d.appendingPathComponent("whole/report.json"))).totals)
    }
}
