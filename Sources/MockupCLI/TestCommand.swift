#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MockupGolden
import MockupKit
import MockupRegression

/// `mockup test [DIR...] [--golden golden/] [--record MODE] [--filter P] ...`
enum TestCommand {
    static let usage = """
        usage: mockup test [DIR|FILE...] [--golden DIR] [--record never|missing|failed|all]
                           [--filter PATTERN] [--artifacts DIR] [--report DIR] [--junit FILE]
                           [--jobs N] [--progress] [--profile strict|perceptual] [--threshold T]
                           [--max-diff-pixels N] [--max-diff-ratio R] [--ignore x,y,w,h ...] [--no-lint]
                           [--shard K/N] [--review]
               mockup test --merge-reports DIR... [--report DIR] [--junit FILE]
          Renders every .mockup under the folders (default: .) in each variant it declares
          and compares the pixels with its golden: DIR/a/b.mockup ↔ GOLDEN/a/b@2x.png,
          variants GOLDEN/a/b.iphone-5-landscape@2x.png. Files included by others are parts,
          not cases. Exit code 0 all passed, 1 any failed, missing or recorded, 2 errors.
          --golden DIR          golden folder (default golden); must exist unless recording
          --record MODE         never: write nothing; missing: record new cases (default;
                                never when CI is set; MOCKUP_RECORD=MODE overrides); failed:
                                also re-record failing cases; all: re-record every case
                                whose pixels changed. Recording fails the run: re-run.
          --filter PATTERN      only cases whose name matches (glob, or text in the name)
          --artifacts DIR       actual, expected, diff and expected|diff|actual panels of
                                each case that did not pass (default artifacts)
          --report DIR          index.html and report.json (default: the artifacts folder)
          --junit FILE          JUnit XML for CI
          --no-lint             do not print the files' lint warnings (they never fail)
          --shard K/N           run only shard K of N (1 ≤ K ≤ N ≤ 1000): the cases whose
                                name hashes to K; every case is in exactly one shard
          --merge-reports DIR...  merge the shards' report folders (each with report.json)
                                into one HTML/JSON/JUnit report, exit code as one run's
        """ + "\n" + ReviewSession.help + "\n" + BatchFlags.help + "\n" + ComparisonFlags.help

    static func run(_ words: [String]) throws -> Int32 {
        let args = try Arguments(
            words, valued: ["--golden", "--record", "--filter", "--artifacts", "--report", "--junit", "--shard"]
                + ComparisonFlags.valued + BatchFlags.valued,
            repeated: ComparisonFlags.repeated, switches: ["--no-lint", "--merge-reports", "--review"] + BatchFlags.switches)
        if args.flags.contains("--merge-reports") { return try merge(args) }
        let comparison = try ComparisonFlags.parse(args)
        let record: (mode: RecordMode, source: String)
        do {
            record = try RecordMode.resolve(flag: args["--record"], environment: ProcessInfo.processInfo.environment)
        } catch {
            throw UsageError("\(error)")
        }
        let jobs = try BatchFlags.jobs(args)
        let threads = try BatchFlags.encoderThreads(args)
        var shard: Shard?
        if let text = args["--shard"] {
            guard let v = Shard(parsing: text) else {
                throw UsageError("--shard takes K/N, whole numbers with 1 ≤ K ≤ N ≤ \(Shard.maxCount) (e.g. 2/4), not '\(text)'")
            }
            shard = v
        }
        let artifacts = args["--artifacts"] ?? "artifacts"
        var options = RegressionOptions(
            inputs: args.positional.isEmpty ? ["."] : args.positional, golden: args["--golden"] ?? "golden",
            record: record.mode, recordSource: record.source, filter: args["--filter"], artifacts: artifacts,
            report: args["--report"] ?? artifacts, junit: args["--junit"], jobs: jobs, comparison: comparison,
            tool: toolVersion, command: (["mockup", "test"] + words).joined(separator: " "))
        options.lint = !args.flags.contains("--no-lint")
        options.shard = shard
        let report: RunReport
        do {
            // Files come back in input order: diagnostics print as with --jobs 1.
            var progress = Progress(total: 0, forced: args.flags.contains("--progress"))
            report = try RegressionRun(options: options, makeEngine: { try MockupEngine(encoderThreads: threads) }).run(
                onDiagnostics: { progress.message($0) },
                onProgress: { done, total in
                    progress.total = total
                    progress.update(done)
                    if done == total { progress.clear() }
                })
        } catch let e as RegressionError {
            Console.err("mockup test: error: \(e.description)")
            return 2
        }
        if let shard, report.cases.isEmpty { Console.out("shard \(shard) has no case") }
        let code = print(report, reportFolder: options.report)
        return args.flags.contains("--review") ? ReviewSession.run(report, exitCode: code) : code
    }

    /// The console lines, warnings and summary of a report; returns its exit code.
    static func print(_ report: RunReport, reportFolder: String?) -> Int32 {
        let width = report.cases.map(\.name.count).max() ?? 0
        for c in report.cases {
            let pad = String(repeating: " ", count: max(0, width - c.name.count))
            var line = "\(c.status.label) \(c.name)\(pad)  \(c.detail)"
            if let a = c.artifacts["panels"] ?? c.artifacts["actual"] { line += "  → \(a)" }
            Console.out(line)
            if let cmd = c.acceptCommand { Console.out("         accept: \(cmd)") }
        }
        if !report.environmentWarnings.isEmpty {
            Console.err(
                "warning: the goldens were recorded in another environment (\(report.golden)/\(GoldenLayout.manifestName)): "
                    + report.environmentWarnings.joined(separator: ", "))
        }
        var summary = "\(report.totalsLine) — profile \(report.profile.label), record \(report.record.rawValue) (\(report.recordSource))"
        if report.cases.contains(where: { $0.status == .recorded }) { summary += "; goldens recorded: re-run to check" }
        Console.out(summary)
        if let dir = reportFolder { Console.out("report: \(GoldenLayout.join(dir, "index.html"))") }
        return report.exitCode
    }

    /// `--merge-reports DIR...`: only `--report` and `--junit` go with it.
    static func merge(_ args: Arguments) throws -> Int32 {
        let runFlags = ["--golden", "--record", "--filter", "--artifacts", "--jobs", "--shard"] + ComparisonFlags.valued + ComparisonFlags.repeated
        if let f = runFlags.first(where: { args[$0] != nil }) {
            throw UsageError("--merge-reports reads finished reports; \(f) belongs to the shards' runs")
        }
        if args.flags.contains("--no-lint") { throw UsageError("--merge-reports reads finished reports; --no-lint belongs to the shards' runs") }
        if args.flags.contains("--review") { throw UsageError("--review serves a run's report; run the cases with --review instead of merging") }
        guard !args.positional.isEmpty else { throw UsageError("--merge-reports needs the shards' report folders") }
        let folder = args["--report"] ?? "artifacts"
        let report: RunReport
        do {
            // The shard folders are only read: no output may land in one of them.
            let shards = args.positional.map { (path: $0, what: "the shard folder \($0)") }
            try ReportWriter.checkOutputs(folder: folder, junit: args["--junit"], inputs: [], folders: shards)
            let merged = try ReportMerge.merge(folders: args.positional)
            report = merged.report
            try ReportWriter.checkOutputs(
                folder: folder, junit: args["--junit"], inputs: [],
                folders: shards + [(report.golden, "the golden folder \(report.golden)")])
            try ReportWriter.write(report, folder: folder, junit: args["--junit"], image: merged.image)
        } catch let e as RegressionError {
            Console.err("mockup test: error: \(e.description)")
            return 2
        }
        return print(report, reportFolder: folder)
    }
}
