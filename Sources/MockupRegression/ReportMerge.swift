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
    /// Reads `DIR/report.json` of every folder and merges them.
    ///
    /// - Throws: `RegressionError` for a folder without a report, a report that does not
    ///   decode, two reports with the same case, shards of different fleets or settings,
    ///   a missing shard, or no case at all.
    public static func merge(folders: [String]) throws -> RunReport {
        guard !folders.isEmpty else { throw RegressionError("--merge-reports needs the shards' report folders") }
        var reports: [(folder: String, report: RunReport)] = []
        let fm = FileManager.default
        for folder in folders {
            var isDir = false
            guard fm.fileExists(atPath: folder, isDirectory: &isDir), isDir else {
                throw RegressionError("\(folder): no such report folder")
            }
            let path = GoldenLayout.join(folder, "report.json")
            guard let data = fm.contents(atPath: path) else {
                throw RegressionError("\(folder): no report.json here (each shard writes one into its --report folder, default artifacts)")
            }
            do {
                reports.append((folder, try JSONDecoder().decode(RunReport.self, from: data)))
            } catch {
                throw RegressionError("\(path): not a mockup test report (\(error))")
            }
        }
        try checkFleet(reports)
        // Shard order, whatever the order of the folders: the command and settings shown
        // are shard 1's.
        reports.sort { ($0.report.shard.flatMap { Shard(parsing: $0)?.index } ?? 0) < ($1.report.shard.flatMap { Shard(parsing: $0)?.index } ?? 0) }
        var owner: [String: String] = [:]
        var cases: [CaseOutcome] = []
        for (folder, r) in reports {
            for c in r.cases {
                if let other = owner[c.name] {
                    throw RegressionError(
                        "case \(c.name) is in two reports: \(GoldenLayout.join(other, "report.json")) and \(GoldenLayout.join(folder, "report.json"))")
                }
                owner[c.name] = folder
                cases.append(c)
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
        return RunReport(
            tool: first.tool, profile: first.profile, record: first.record, recordSource: first.recordSource,
            golden: first.golden, command: unsharded(first.command), environmentWarnings: warnings,
            environment: first.environment, cases: cases, milliseconds: reports.map(\.report.milliseconds).max() ?? 0)
    }

    /// The shards must come from one fleet (one N, each K once, none missing) and agree
    /// on what they judged by: a merge of unlike runs would be a report of no run.
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

    /// An artifact's file: at the path the shard recorded, else, when the shard's
    /// folder was copied elsewhere (CI artifacts downloaded into one folder each),
    /// under one of `folders` by the path's trailing components.
    public static func locate(_ path: String, in folders: [String]) -> String? {
        let fm = FileManager.default
        if fm.fileExists(atPath: path) { return path }
        let parts = path.split(separator: "/").map(String.init)
        for drop in 1..<max(1, parts.count) {
            let tail = parts.dropFirst(drop).joined(separator: "/")
            for f in folders {
                let p = GoldenLayout.join(f, tail)
                if fm.fileExists(atPath: p) { return p }
            }
        }
        return nil
    }
}
