import MockupGolden

/// Everything a `mockup test` run needs to know.
public struct RegressionOptions: Sendable {
    /// Folders (searched recursively) or `.mockup` files.
    public var inputs: [String]
    /// The golden folder; its tree mirrors each input folder's.
    public var golden: String
    public var record: RecordMode
    /// Where the mode came from (`--record`, `MOCKUP_RECORD`, `CI`, `default`). A golden
    /// folder that does not exist is created only when recording was asked for.
    public var recordSource: String
    /// Selects cases: a glob (`*`, `?`, `[…]`) matched against the whole case name, or
    /// plain text found anywhere in it.
    public var filter: String?
    /// Exact case names (`--case`): only these run; nil runs every case the filter
    /// selects. What accept commands name, so that `settings@2x` never touches
    /// `ios-settings@2x`.
    public var cases: Set<String>?
    /// Artifacts folder (mirrors the golden tree).
    public var artifacts: String
    /// Folder for `index.html` and `report.json`; `nil` writes no report.
    public var report: String?
    /// JUnit XML file; `nil` writes none.
    public var junit: String?
    /// Markdown summary file (`--summary`); `nil` writes none.
    public var summary: String?
    /// Worker threads, each with its own engine.
    public var jobs: Int
    public var comparison: ComparisonOptions
    /// `mockup 0.1.0`, for the manifest and reports.
    public var tool: String
    /// The command as typed, for the report's header.
    public var command: String
    /// Whether each file's lint warnings are printed with its diagnostics (never failing).
    public var lint = true
    /// Runs only this shard's cases (`--shard K/N`); nil runs them all.
    public var shard: Shard?

    /// Creates options with the CLI's defaults.
    public init(
        inputs: [String], golden: String = "golden", record: RecordMode = .missing, recordSource: String = "default",
        filter: String? = nil, artifacts: String = "artifacts", report: String? = nil, junit: String? = nil,
        jobs: Int = 1, comparison: ComparisonOptions = ComparisonOptions(), tool: String = "mockup", command: String = "mockup test"
    ) {
        self.inputs = inputs
        self.golden = golden
        self.record = record
        self.recordSource = recordSource
        self.filter = filter
        self.artifacts = artifacts
        self.report = report
        self.junit = junit
        self.jobs = max(1, jobs)
        self.comparison = comparison
        self.tool = tool
        self.command = command
    }

    /// Whether a case runs: it matches the filter and belongs to the shard.
    func selects(_ name: String) -> Bool {
        (cases?.contains(name) ?? true) && CaseDiscovery.matches(name, filter) && (shard?.contains(name) ?? true)
    }

    /// Whether recording was asked for (so a missing golden folder may be created).
    var recordingRequested: Bool { record != .never && (recordSource == "--record" || recordSource == "MOCKUP_RECORD") }

    /// The command that accepts one case: same inputs, goldens and profile, the case's
    /// exact name (`--case`, never a filter that other names contain), and the record
    /// mode that writes it.
    func acceptCommand(name: String, record: RecordMode) -> String {
        var words = ["mockup", "test"] + inputs.map(Shell.quote) + ["--golden", Shell.quote(golden)]
        let c = comparison
        if c.profile != .strict { words += ["--profile", c.profile.rawValue] }
        if c.threshold != c.profile.defaultThreshold { words += ["--threshold", GoldenLayout.scaleText(c.threshold)] }
        if let n = c.maxDiffPixels { words += ["--max-diff-pixels", String(n)] }
        if let r = c.maxDiffRatio { words += ["--max-diff-ratio", "\(r)"] }
        for r in c.ignore { words += ["--ignore", "\(r.x),\(r.y),\(r.width),\(r.height)"] }
        words += ["--case", Shell.quote(name), "--record", record.rawValue]
        return words.joined(separator: " ")
    }
}

/// POSIX shell quoting for printed commands.
enum Shell {
    static func quote(_ s: String) -> String {
        let safe = s.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "@%+=:,./_-".unicodeScalars.contains($0)
        }
        return safe && !s.isEmpty ? s : "'" + s.replacing("'", with: "'\\''") + "'"
    }
}

/// Why a run could not start or finish: printed, exit code 2.
public struct RegressionError: Error, CustomStringConvertible {
    public var description: String
    public init(_ d: String) { description = d }
}
