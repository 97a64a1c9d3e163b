import Foundation
import MockupGolden
import MockupRegression
import Testing
import TestSupport

/// `--shard K/N` and `--merge-reports`: the assignment of cases to shards and the merge
/// of shard reports (the CLI runs are in `MockupCLITests/ShardCLITests.swift`).
@Suite struct ShardTests {
    /// The samples' cases: one golden PNG each under `golden/` (its tree mirrors
    /// `samples/`, e.g. `bench/table-1000@2x`).
    static func sampleCases() throws -> [String] {
        let walker = try #require(FileManager.default.enumerator(atPath: repoPath("golden")))
        var names: [String] = []
        for case let f as String in walker where f.hasSuffix(".png") { names.append(String(f.dropLast(4))) }
        return names.sorted()
    }

    @Test func shardTextIsKSlashNWithOneAtMostKAtMostN() {
        #expect(Shard(parsing: "2/4") == Shard(index: 2, count: 4))
        #expect(Shard(parsing: "1/1")?.description == "1/1")
        #expect(Shard(parsing: "1000/1000") != nil)
        for bad in ["3/2", "0/2", "x", "", "1/", "/2", "1/0", "2", "1/2/3", "+1/2", "-1/2", "0x1/2", "1.0/2", " 1/2", "1/1001", "１/2"] {
            #expect(Shard(parsing: bad) == nil, "\(bad)")
        }
    }

    @Test func theHashIsFNV1a64OfTheUTF8NameTheSameOnEveryMachine() {
        // The published FNV-1a 64 test vectors: no per-process seed, no platform hash.
        #expect(Shard.fnv1a64("") == 0xcbf2_9ce4_8422_2325)
        #expect(Shard.fnv1a64("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(Shard.fnv1a64("foobar") == 0x8594_4171_f739_67e8)
    }

    @Test(arguments: 1...5)
    func shardsOfTheSamplesAreDisjointCoverEveryCaseAndAreBalanced(_ n: Int) throws {
        let cases = try Self.sampleCases()
        try #require(cases.count > 100)
        var seen: [String: Int] = [:]
        for k in 1...n {
            let shard = try #require(Shard(index: k, count: n))
            let mine = cases.filter(shard.contains)
            // Balanced: no shard below half or above one and a half of an even share.
            let even = Double(cases.count) / Double(n)
            #expect(Double(mine.count) >= even * 0.5 && Double(mine.count) <= even * 1.5, "shard \(k)/\(n): \(mine.count) of \(cases.count)")
            for c in mine { seen[c, default: 0] += 1 }
        }
        #expect(Set(seen.keys) == Set(cases))
        #expect(seen.values.allSatisfy { $0 == 1 })
    }

    @Test func aCaseKeepsItsShardWhenOtherCasesComeAndGo() throws {
        let cases = try Self.sampleCases()
        let before = cases.map { Shard.shard(of: $0, count: 4) }
        let after = (cases + ["new-screen@2x", "another.ios7@2x"]).prefix(cases.count).map { Shard.shard(of: $0, count: 4) }
        #expect(before == after)
    }

    // MARK: merging

    static func outcome(_ name: String, _ status: CaseStatus) -> CaseOutcome {
        var o = CaseOutcome(name: name, source: "samples/\(name).mockup", variant: nil, golden: "golden/\(name).png", status: status, detail: status.rawValue)
        if status != .passed { o.artifacts["actual"] = "artifacts/\(name).actual.png" }
        return o
    }

    static func report(_ cases: [CaseOutcome], shard: String?, profile: ComparisonOptions = ComparisonOptions()) -> RunReport {
        var r = RunReport(
            tool: "mockup 0.1.0", profile: profile, record: .never, recordSource: "CI", golden: "golden",
            command: "mockup test samples" + (shard.map { " --shard \($0)" } ?? "") + " --report r",
            environmentWarnings: [], environment: ["cairo": "1"], cases: cases, milliseconds: 10)
        r.shard = shard
        return r
    }

    /// A PNG signature: all a merge checks of an artifact's bytes.
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func folders(_ reports: [RunReport]) throws -> [String] {
        let root = TemporaryFolder.path("mockup-shard")
        var out: [String] = []
        for (i, r) in reports.enumerated() {
            let dir = root.appendingPathComponent("shard-\(i + 1)")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            try JSONEncoder().encode(r).write(to: dir.appendingPathComponent("report.json"))
            // The artifacts the report names, in its folder (a merge reads each one).
            for c in r.cases {
                for (_, path) in c.artifacts {
                    let file = dir.appendingPathComponent(path)
                    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try Data(Self.png + Array(c.name.utf8)).write(to: file)
                }
            }
            out.append(dir.path)
        }
        return out
    }

    @Test func mergedReportHasEveryCaseInTheUnshardedOrderWithItsTotalsAndExitCode() throws {
        let all = [Self.outcome("a@2x", .passed), Self.outcome("b@2x", .failed), Self.outcome("c@2x", .missing), Self.outcome("d@3x", .passed)]
        let whole = Self.report(all, shard: nil)
        let parts = (1...3).map { k in Self.report(all.filter { Shard(index: k, count: 3)?.contains($0.name) ?? false }, shard: "\(k)/3") }
        let both = try ReportMerge.merge(folders: try Self.folders(parts.reversed()))
        let merged = both.report
        #expect(merged.cases.map(\.name) == whole.cases.map(\.name))
        // Each failing case's artifact, read from its shard's folder.
        for c in merged.cases where c.status != .passed {
            #expect(both.image(c, .actual) == Self.png + Array(c.name.utf8))
        }
        #expect(merged.cases.map(\.status) == whole.cases.map(\.status))
        #expect(merged.cases.map(\.artifacts) == whole.cases.map(\.artifacts))
        #expect(merged.totals == whole.totals)
        #expect(merged.exitCode == 1)
        #expect(merged.shard == nil)
        #expect(merged.command == whole.command)
    }

    @Test func twoReportsWithTheSameCaseAreRefused() throws {
        let dirs = try Self.folders([Self.report([Self.outcome("a@2x", .passed)], shard: "1/2"), Self.report([Self.outcome("a@2x", .passed)], shard: "2/2")])
        #expect { try ReportMerge.merge(folders: dirs) } throws: { "\($0)".contains("case a@2x is in two reports") }
    }

    @Test func aMissingShardAShardGivenTwiceAndShardsOfOtherFleetsAreRefused() throws {
        let one = Self.report([Self.outcome("a@2x", .passed)], shard: "1/3")
        let two = Self.report([Self.outcome("b@2x", .passed)], shard: "2/3")
        let twoAgain = Self.report([Self.outcome("c@2x", .passed)], shard: "2/3")
        let other = Self.report([Self.outcome("c@2x", .passed)], shard: "3/4")
        #expect { try ReportMerge.merge(folders: try Self.folders([one, two])) } throws: { "\($0)".contains("shard 3/3 missing") }
        #expect { try ReportMerge.merge(folders: try Self.folders([one, two, twoAgain])) } throws: { "\($0)".contains("are both shard 2/3") }
        #expect { try ReportMerge.merge(folders: try Self.folders([one, two, other])) } throws: { "\($0)".contains("is shard 3/4") }
        let perceptual = Self.report([Self.outcome("c@2x", .passed)], shard: "3/3", profile: ComparisonOptions(profile: .perceptual))
        #expect { try ReportMerge.merge(folders: try Self.folders([one, two, perceptual])) } throws: { "\($0)".contains("comparison settings differ") }
    }

    @Test func theCommandLosesOnlyItsShard() {
        #expect(ReportMerge.unsharded("mockup test samples --shard 2/4 --junit j.xml") == "mockup test samples --junit j.xml")
        #expect(ReportMerge.unsharded("mockup test --shard=1/2 samples") == "mockup test samples")
    }
}
