#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MockupGolden

/// `mockup test --merge-reports DIR...`: the shard reports of a CI fleet made into the
/// report one unsharded run would have written: the same cases in the same order, the
/// same totals and exit code, artifact paths as the shards recorded them.
public enum ReportMerge {
    /// A merged report and the artifacts its HTML shows.
    public struct Merged: Sendable {
        /// The report one unsharded run would have written.
        public var report: RunReport
        /// Each case's artifacts by kind, read from its shard's folder.
        public var images: [String: [GoldenLayout.Artifact: [UInt8]]]

        /// The PNG bytes of `kind` of case `c`, for `ReportWriter`.
        public func image(_ c: CaseOutcome, _ kind: GoldenLayout.Artifact) -> [UInt8]? { images[c.name]?[kind] }
    }

    /// Reads `DIR/report.json` of every folder, merges them, and reads every artifact
    /// they name (`ShardFiles`: PNG files inside the naming report's folder).
    ///
    /// - Throws: `RegressionError` for a folder without a report, a report that is too
    ///   large, does not decode or gives figures no run produces, two reports with the same case, shards of different
    ///   fleets or settings, a missing shard, no case at all, or an artifact that is not
    ///   a PNG file in its shard folder, too large, or over the budget of all artifacts.
    public static func merge(folders: [String]) throws -> Merged {
        guard !folders.isEmpty else { throw RegressionError("--merge-reports needs the shards' report folders") }
        var reports: [(folder: String, report: RunReport)] = []
        let fm = FileManager.default
        for folder in folders {
            var isDir = false
            guard fm.fileExists(atPath: folder, isDirectory: &isDir), isDir else {
                throw RegressionError("\(folder): no such report folder")
            }
            let path = GoldenLayout.join(folder, "report.json")
            let data = try ShardFiles.readReport(in: folder)
            let report: RunReport
            do {
                report = try JSONDecoder().decode(RunReport.self, from: Data(data))
            } catch {
                throw RegressionError("\(path): not a mockup test report (\(error))")
            }
            try checkFigures(report, path: path)
            reports.append((folder, report))
        }
        try checkFleet(reports)
        // Shard order, whatever the order of the folders: the command and settings shown
        // are shard 1's.
        reports.sort { ($0.report.shard.flatMap { Shard(parsing: $0)?.index } ?? 0) < ($1.report.shard.flatMap { Shard(parsing: $0)?.index } ?? 0) }
        var owner: [String: String] = [:]
        var cases: [CaseOutcome] = []
        var images: [String: [GoldenLayout.Artifact: [UInt8]]] = [:]
        var total = 0
        for (folder, r) in reports {
            let path = GoldenLayout.join(folder, "report.json")
            for (i, c) in r.cases.enumerated() {
                if let other = owner[c.name] {
                    throw RegressionError(
                        "case \(c.name) is in two reports: \(GoldenLayout.join(other, "report.json")) and \(path)")
                }
                owner[c.name] = folder
                cases.append(c)
                for (key, recorded) in c.artifacts.sorted(by: { $0.key < $1.key }) {
                    let field = "cases[\(i)].artifacts.\(key)"
                    guard let kind = GoldenLayout.Artifact(rawValue: key) else {
                        throw RegressionError("\(path): \(field): not an artifact kind (\(GoldenLayout.Artifact.allCases.map(\.rawValue).joined(separator: ", ")))")
                    }
                    let bytes = try ShardFiles.readArtifact(recorded, field: field, report: path, folder: folder)
                    total += bytes.count
                    guard total <= ShardFiles.artifactBudget else {
                        throw RegressionError(
                            "\(path): \(field): the artifacts of the merged report come to more than \(ShardFiles.artifactBudget >> 20) MiB, the limit for one report")
                    }
                    images[c.name, default: [:]][kind] = bytes
                }
            }
        }
        guard !cases.isEmpty else { throw RegressionError("no case in any of the reports (check --filter)") }
        let first = reports[0].report
        var warnings: [String] = []
        for (_, r) in reports { for w in r.environmentWarnings where !warnings.contains(w) { warnings.append(w) } }
        if reports.contains(where: { $0.report.environment != first.environment }) {
            warnings.append("the shards ran in different environments: " + reports.map(\.folder).joined(separator: ", "))
        }
        // The fleet's wall time: the slowest shard.
        let report = RunReport(
            tool: first.tool, profile: first.profile, record: first.record, recordSource: first.recordSource,
            golden: first.golden, command: unsharded(first.command), environmentWarnings: warnings,
            environment: first.environment, cases: cases, milliseconds: reports.map(\.report.milliseconds).max() ?? 0)
        return Merged(report: report, images: images)
    }

    /// The shards must come from one fleet (one N, each K once, none missing) and agree
    /// on what they judged by: a merge of unlike runs would be a report of no run.
    /// The longest duration a report may give, in milliseconds (about 115 days).
    static let maxMilliseconds = 1e10

    /// The widest or tallest image a report may describe (libpng's default limit).
    static let maxSide = 1_000_000

    /// Refuses figures no run produces (a duration that is negative or of centuries, a
    /// ratio or perceptual distance outside 0…1, an image size or changed area no image
    /// has): the merged report prints and draws them, and a report is data from another
    /// machine.
    static func checkFigures(_ r: RunReport, path: String) throws {
        func check(_ v: Double, _ field: String, _ range: ClosedRange<Double>, _ what: String) throws {
            guard range.contains(v) else {
                throw RegressionError("\(path): \(field): \(v) is not \(what) (\(range.lowerBound) to \(range.upperBound))")
            }
        }
        let duration = 0...maxMilliseconds, side = 1...maxSide
        try check(r.milliseconds, "milliseconds", duration, "a duration in milliseconds")
        for (i, c) in r.cases.enumerated() {
            try check(c.milliseconds, "cases[\(i)].milliseconds", duration, "a duration in milliseconds")
            if let v = c.changedRatio { try check(v, "cases[\(i)].changedRatio", 0...1, "a ratio") }
            if let v = c.maxPerceptualDelta { try check(v, "cases[\(i)].maxPerceptualDelta", 0...1, "a perceptual distance") }
            for (name, size) in [("expectedSize", c.expectedSize), ("actualSize", c.actualSize)] {
                guard let size else { continue }
                guard size.count == 2, side.contains(size[0]), side.contains(size[1]) else {
                    throw RegressionError(
                        "\(path): cases[\(i)].\(name): \(size) is not an image size ([width, height], each 1 to \(maxSide))")
                }
            }
            if let b = c.changedBounds,
                !((0...maxSide).contains(b.x) && (0...maxSide).contains(b.y) && side.contains(b.width) && side.contains(b.height))
            {
                throw RegressionError(
                    "\(path): cases[\(i)].changedBounds: \(b.width)x\(b.height) at \(b.x),\(b.y) is not an area of an image (x and y 0 to \(maxSide), width and height 1 to \(maxSide))")
            }
        }
    }

    static func checkFleet(_ reports: [(folder: String, report: RunReport)]) throws {
        let first = reports[0]
        for (folder, r) in reports.dropFirst() {
            func differ(_ what: String) -> RegressionError {
                RegressionError("\(folder) and \(first.folder) come from different runs: their \(what) differ")
            }
            if r.tool != first.report.tool { throw differ("tool versions") }
            if r.golden != first.report.golden { throw differ("golden folders") }
            if r.profile != first.report.profile { throw differ("comparison settings") }
            if r.record != first.report.record { throw differ("record modes") }
        }
        let shards = reports.map { (folder: $0.folder, shard: $0.report.shard.flatMap { Shard(parsing: $0) }) }
        guard shards.contains(where: { $0.shard != nil }) else { return }
        if let plain = shards.first(where: { $0.shard == nil }) {
            throw RegressionError("\(plain.folder) holds an unsharded report; merge only the reports of one --shard K/N fleet")
        }
        let n = shards[0].shard?.count ?? 1
        var seen: [Int: String] = [:]
        for s in shards {
            guard let shard = s.shard else { continue }
            if shard.count != n {
                throw RegressionError("\(s.folder) is shard \(shard) but \(shards[0].folder) is of \(n) shards")
            }
            if let other = seen[shard.index] {
                throw RegressionError("\(other) and \(s.folder) are both shard \(shard)")
            }
            seen[shard.index] = s.folder
        }
        let missing = (1...n).filter { seen[$0] == nil }
        if !missing.isEmpty {
            throw RegressionError(
                "shard\(missing.count == 1 ? "" : "s") " + missing.map { "\($0)/\(n)" }.joined(separator: ", ")
                    + " missing: the merged report would leave cases out")
        }
    }

    /// The command without its `--shard K/N`: the command an unsharded run would show.
    public static func unsharded(_ command: String) -> String {
        var words: [Substring] = []
        var skip = false
        for w in command.split(separator: " ", omittingEmptySubsequences: false) {
            if skip { skip = false; continue }
            if w == "--shard" { skip = true; continue }
            if w.hasPrefix("--shard=") { continue }
            words.append(w)
        }
        return words.joined(separator: " ")
    }
}
