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
                           [--filter PATTERN] [--case NAME] [--prune [--yes]] [--artifacts DIR] [--report DIR] [--junit FILE]
                   [--summary FILE]
                           [--jobs N] [--progress] [--profile strict|perceptual] [--threshold T]
                           [--max-diff-pixels N] [--max-diff-ratio R] [--ignore x,y,w,h ...] [--no-lint]
                           [--shard K/N] [--review]
               mockup test --merge-reports DIR... [--report DIR] [--junit FILE] [--summary FILE]
          Renders every .mockup under the folders (default: .) in each variant it declares
          and compares the pixels with its golden: DIR/a/b.mockup ↔ GOLDEN/a/b@2x.png,
          variants GOLDEN/a/b.iphone-5-landscape@2x.png. Files included by others are parts,
          not cases. Exit code 0 all passed, 1 any failed, missing or recorded, 2 errors.
          --golden DIR          golden folder (default golden); must exist unless recording
          --record MODE         never: write nothing; missing: record new cases (default;
                                never when CI is set; MOCKUP_RECORD=MODE overrides); failed:
                                also re-record failing cases; all: the same as failed (a
                                golden within the profile is never rewritten). Recording
                                fails the run: re-run.
          --filter PATTERN      only cases whose name matches (glob, or text in the name)
          --case NAME           only the case of exactly this name (repeat, or NAME,NAME):
                                what the accept commands name
          --prune               after a full run (no --filter, --case or --shard), list
                                the goldens (NAME@Sx.png) and dumps (NAME.dump.txt) that
                                no case produced; exit 1 if there are any
          --yes                 with --prune: remove them
          --artifacts DIR       actual, expected, diff and expected|diff|actual panels of
                                each case that did not pass (default artifacts)
          --report DIR          index.html and report.json (default: the artifacts folder)
          --junit FILE          JUnit XML for CI
          --summary FILE        a Markdown summary (totals, each failing case with its
                                difference and images, the accept commands) for a CI
                                job summary or a pull-request comment
          --no-lint             do not print the files' lint warnings (they never fail)
          --shard K/N           run only shard K of N (1 ≤ K ≤ N ≤ 1000): the cases whose
                                name hashes to K; every case is in exactly one shard
          --merge-reports DIR...  merge the shards' report folders (each with report.json)
                                into one HTML/JSON/JUnit report, exit code as one run's
        """ + "\n" + ReviewSession.help + "\n" + BatchFlags.help + "\n" + ComparisonFlags.help

    static func run(_ words: [String]) throws -> Int32 {
        let args = try Arguments(
            words, valued: ["--golden", "--record", "--filter", "--artifacts", "--report", "--junit", "--summary", "--shard"]
                + ComparisonFlags.valued + BatchFlags.valued,
            repeated: ComparisonFlags.repeated + ["--case"], switches: ["--no-lint", "--merge-reports", "--prune", "--yes", "--review"] + BatchFlags.switches)
        if args.flags.contains("--merge-reports") { return try merge(args) }
        let prune = args.flags.contains("--prune")
        if args.flags.contains("--yes") && !prune { throw UsageError("--yes goes with --prune") }
        if prune && args.flags.contains("--review") { throw UsageError("--review and --prune are separate steps: review, then prune") }
        if prune, let partial = ["--filter", "--case", "--shard"].first(where: { args[$0] != nil || args.lists[$0] != nil }) {
            throw UsageError("--prune needs a full run: \(partial) leaves cases out, whose goldens would look unused")
        }
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
        options.summary = args["--summary"]
        if let names = args.lists["--case"] {
            let cases = names.flatMap { $0.split(separator: ",").map(String.init) }.filter { !$0.isEmpty }
            guard !cases.isEmpty else { throw UsageError("--case needs a case name, e.g. --case settings@2x") }
            options.cases = Set(cases)
        }
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
        // An exact name that is no case of the run is a typo, not an empty success.
        if shard == nil, let asked = options.cases {
            let found = Set(report.cases.map(\.name))
            if let missing = asked.subtracting(found).sorted().first {
                Console.err(
                    "mockup test: error: no case named '\(missing)' (a case is named as the run prints it: NAME@2x, NAME.VARIANT@2x)")
                return 2
            }
        }
        let status = print(report, reportFolder: options.report)
        if args.flags.contains("--review") { return ReviewSession.run(report, exitCode: status) }
        guard prune else { return status }
        return max(status, Self.prune(report, golden: options.golden, inputs: options.inputs, remove: args.flags.contains("--yes")))
    }

    /// `--prune [--yes]`: lists (or removes) the goldens no case of the full run produced.
    static func prune(_ report: RunReport, golden: String, inputs: [String], remove: Bool) -> Int32 {
        let orphans = GoldenPrune.orphans(in: golden, cases: report.cases, inputs: inputs)
        guard !orphans.isEmpty else {
            Console.out("prune: every golden in \(golden) belongs to a case")
            return 0
        }
        guard remove else {
            Console.out("prune: \(orphans.count) file\(orphans.count == 1 ? "" : "s") in \(golden) no case produced:")
            for p in orphans { Console.out("  \(p)") }
            Console.out("prune: remove \(orphans.count == 1 ? "it" : "them") with --prune --yes")
            return 1
        }
        let failed = GoldenPrune.remove(orphans)
        for p in orphans where !failed.contains(where: { $0.path == p }) { Console.out("removed \(p)") }
        for f in failed { Console.err("mockup test: error: cannot remove \(f.path): \(f.reason)") }
        return failed.isEmpty ? 0 : 1
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
        let runFlags = ["--golden", "--record", "--filter", "--case", "--artifacts", "--jobs", "--shard"] + ComparisonFlags.valued + ComparisonFlags.repeated
        if let f = runFlags.first(where: { args[$0] != nil || args.lists[$0] != nil }) {
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
            try ReportWriter.checkOutputs(folder: folder, junit: args["--junit"], summary: args["--summary"], inputs: [], folders: shards)
            let merged = try ReportMerge.merge(folders: args.positional)
            report = merged.report
            try ReportWriter.checkOutputs(
                folder: folder, junit: args["--junit"], summary: args["--summary"], inputs: [],
                folders: shards + [(report.golden, "the golden folder \(report.golden)")])
            try ReportWriter.write(report, folder: folder, junit: args["--junit"], summary: args["--summary"], image: merged.image)
        } catch let e as RegressionError {
            Console.err("mockup test: error: \(e.description)")
            return 2
        }
        return print(report, reportFolder: folder)
    }
}
