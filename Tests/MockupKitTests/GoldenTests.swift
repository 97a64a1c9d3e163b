import Foundation
import MockupGeometry
import MockupGolden
import MockupKit
import MockupRegression
import Testing

/// Every sample's display list and pixels against `golden/`, the pixels through the
/// regression toolkit itself (`MockupRegression`, as `mockup test samples --golden
/// golden` runs it): the same comparison (strict), the same record modes (`missing`
/// locally, `never` under CI, `MOCKUP_RECORD=missing|failed|all|1` to override) and the
/// same artifacts, under `artifacts/golden-tests/`.
///
/// Re-record deliberately, after looking at the new image and the diff:
/// `MOCKUP_RECORD=failed swift test --filter GoldenTests`, then run again without it.
@Suite struct GoldenTests {
    static let record = (try? RecordMode.resolve(flag: nil, environment: ProcessInfo.processInfo.environment))
        ?? (mode: .never, source: "default")

    @Test(arguments: sampleNames())
    func displayListMatchesGolden(_ name: String) throws {
        let dump = try compileSample(name).dump()
        let path = repoPath("golden/\(name).dump.txt")
        let expected = try? String(contentsOfFile: path, encoding: .utf8)
        let mode = Self.record.mode
        if expected != dump && (mode == .all || mode == .failed || (mode == .missing && expected == nil)) {
            try AtomicFile.write(Array(dump.utf8), to: path)
            Issue.record("recorded \(path); re-run to check")
            return
        }
        let golden = try #require(expected, "missing golden \(path); record with MOCKUP_RECORD=missing")
        if golden != dump {
            let lines = zip(golden.split(separator: "\n"), dump.split(separator: "\n"))
            let first = lines.first { $0.0 != $0.1 }
            Issue.record("display list of \(name) differs from golden; first change:\n- \(first?.0 ?? "")\n+ \(first?.1 ?? "")")
        }
    }

    /// The sample's default render and each declared variant.
    @Test(arguments: sampleNames())
    func pixelsMatchGolden(_ name: String) throws {
        let options = RegressionOptions(
            inputs: [repoPath("samples/\(name).mockup")], golden: repoPath("golden"), record: Self.record.mode,
            recordSource: Self.record.source, artifacts: repoPath("artifacts/golden-tests"), tool: "mockup 0.1.0",
            command: "swift test --filter GoldenTests")
        let run = RegressionRun(options: options, makeEngine: { try sharedEngine ?? MockupEngine() })
        let report = try run.run()
        #expect(!report.cases.isEmpty)
        for c in report.cases where c.status != .passed {
            Issue.record("\(c.consoleLine)\(c.acceptCommand.map { "\naccept: \($0)" } ?? "")")
        }
    }
}
