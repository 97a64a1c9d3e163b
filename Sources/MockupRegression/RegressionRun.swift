#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MockupSystem
import MockupGolden
import MockupKit

/// One `mockup test` run: finds the cases, renders and compares them on `jobs`
/// workers (one engine each), then, only if nothing errored, writes the goldens the
/// record mode asked for and the manifest, and finally the reports.
///
/// Nothing in the golden folder is modified when any case errors (a render failure, a
/// corrupt or unreadable golden): goldens to record are held in a spool file until the end.
public struct RegressionRun: Sendable {
    public let options: RegressionOptions
    /// Makes an engine for a worker (the default builds a new one).
    let makeEngine: @Sendable () throws -> MockupEngine

    /// Creates a run; `makeEngine` lets callers share an engine they already have.
    public init(options: RegressionOptions, makeEngine: @escaping @Sendable () throws -> MockupEngine = { try MockupEngine() }) {
        self.options = options
        self.makeEngine = makeEngine
    }

    /// Runs every case; `onDiagnostics` gets compile errors to print.
    ///
    /// - Throws: `RegressionError` when the run cannot start (no inputs, no golden
    ///   folder, a filter that selects nothing, no font set).
    public func run(
        onDiagnostics: (String) -> Void = { _ in },
        onProgress: (_ done: Int, _ total: Int) -> Void = { _, _ in }
    ) throws -> RunReport {
        let start = Date()
        let fm = FileManager.default
        var isDir = false
        let goldenExists = fm.fileExists(atPath: options.golden, isDirectory: &isDir)
        if goldenExists && !isDir {
            throw RegressionError("golden folder '\(options.golden)' is a file")
        }
        if !goldenExists && !options.recordingRequested {
            throw RegressionError(
                "golden folder '\(options.golden)' does not exist; check --golden, or create it by recording: --record missing")
        }
        let (files, _, sources) = try CaseDiscovery.files(options.inputs)
        let goldenFolder = [(path: options.golden, what: "the golden folder \(options.golden)")]
        try ReportWriter.checkOutputs(
            folder: options.report, junit: options.junit, summary: options.summary, inputs: sources, folders: goldenFolder)

        // Results come back in input order, so diagnostics print as `--jobs 1` prints them.
        var done: [FileResult] = []
        done.reserveCapacity(files.count)
        var spool: SpoolFile?
        var spooled: [(path: String, bytes: Range<Int>)] = []
        var spoolError: Error?
        let options = options
        do {
            try OrderedWork.run(
                count: files.count, workers: options.jobs,
                makeWorker: { [makeEngine] in
                    do { return CaseRunner(engine: try makeEngine(), options: options) } catch {
                        throw RegressionError("cannot build the font set: \(error)")
                    }
                },
                work: { runner, i in runner.run(files[i]) },
                deliver: { _, r in
                    if !r.diagnostics.isEmpty { onDiagnostics(r.diagnostics) }
                    onProgress(done.count + 1, files.count)
                    // Goldens to record wait in the spool, so memory stays flat however
                    // many there are; the rest of a file's work is done with.
                    var r = r
                    for w in r.writes {
                        do {
                            let s = try spool ?? SpoolFile()
                            spool = s
                            spooled.append((w.path, try s.append(w.bytes)))
                        } catch {
                            if spoolError == nil { spoolError = error }
                        }
                    }
                    r.writes = []
                    done.append(r)
                })
        }
        if let spoolError { throw RegressionError("cannot hold the goldens to record: \(spoolError)") }
        var outcomes = done.flatMap(\.outcomes)
        // A shard may be empty (more shards than cases); `--merge-reports` then checks
        // that the fleet as a whole ran something.
        if outcomes.isEmpty && options.shard == nil {
            if let cases = options.cases {
                throw RegressionError(
                    "no case named \(cases.sorted().map { "'\($0)'" }.joined(separator: ", ")) (a case is named as the run prints it: NAME@2x, NAME.VARIANT@2x)"
                        + (options.filter.map { " matches --filter '\($0)'" } ?? ""))
            }
            throw RegressionError("no case matches --filter '\(options.filter ?? "")'")
        }
        let writes = spooled
        let current = GoldenManifest(tool: options.tool, environment: RenderEnvironment.current())
        let recorded = GoldenManifest.read(folder: options.golden)
        var warnings = recorded.map { $0.differences(from: current) } ?? []

        if outcomes.contains(where: { $0.status == .error }) {
            // Keep the golden folder untouched: report what would have been recorded.
            for i in outcomes.indices where outcomes[i].status == .recorded {
                let wasMissing = !fm.fileExists(atPath: outcomes[i].golden)
                outcomes[i].status = wasMissing ? .missing : .failed
                outcomes[i].detail =
                    (wasMissing ? "no golden at \(outcomes[i].golden)" : "differs from \(outcomes[i].golden)")
                    + " — not recorded: the run had errors"
            }
        } else if !writes.isEmpty || (recorded == nil && options.record != .never && goldenExists
            && outcomes.allSatisfy { $0.status == .passed } && options.filter == nil
            && options.shard == nil)
        {
            // Also when goldens predate the manifest: a full passing run shows they
            // match this environment.
            do {
                for w in writes {
                    try fm.createDirectory(
                        atPath: PathText.deletingLastComponent(w.path), withIntermediateDirectories: true)
                    guard let spool else { break }
                    try AtomicFile.write(try spool.read(w.bytes), to: w.path)
                }
                if recorded != current {
                    try AtomicFile.write(try current.encoded(), to: GoldenLayout.join(options.golden, GoldenLayout.manifestName))
                }
                warnings = []
            } catch {
                throw RegressionError("cannot write goldens: \(error)")
            }
        }
        var report = RunReport(
            tool: options.tool, profile: options.comparison, record: options.record, recordSource: options.recordSource,
            golden: options.golden, command: options.command, environmentWarnings: warnings,
            environment: current.environment, cases: outcomes, milliseconds: Date().timeIntervalSince(start) * 1000)
        report.shard = options.shard?.description
        // Now the image and icon files the compiles named are known too.
        try ReportWriter.checkOutputs(
            folder: options.report, junit: options.junit, summary: options.summary, inputs: sources + done.flatMap(\.files),
            folders: goldenFolder,
            artifacts: outcomes.flatMap(\.artifacts.values))
        try ReportWriter.write(report, options: options)
        return report
    }
}
