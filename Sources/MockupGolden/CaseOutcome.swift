/// The status of one case of `mockup test`.
public enum CaseStatus: String, Sendable, Codable, CaseIterable {
    /// Could not be rendered or its golden could not be read: exit code 2.
    case error
    /// Differs from its golden beyond the limits (or in size).
    case failed
    /// Has no golden, and the record mode did not allow writing one.
    case missing
    /// A golden was written: the run fails so that someone re-runs and looks.
    case recorded
    /// Matches its golden.
    case passed

    /// Order in reports: what needs a person first.
    public var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    /// The word the console prints, padded to one width.
    public var label: String {
        switch self {
        case .error: "ERROR   "
        case .failed: "FAIL    "
        case .missing: "MISSING "
        case .recorded: "RECORDED"
        case .passed: "ok      "
        }
    }
}

/// One case's result, as `report.json` stores it and the HTML and JUnit reports show it.
public struct CaseOutcome: Sendable, Codable {
    /// `settings@2x`, `sub/settings.iphone-5-landscape@2x`: the golden path without `.png`.
    public var name: String
    /// The `.mockup` file.
    public var source: String
    /// `iphone-5-landscape@2x`, or `nil` for the file's own device and scale.
    public var variant: String?
    /// The golden PNG's path.
    public var golden: String
    public var status: CaseStatus
    /// A sentence: the comparison summary, what was recorded, or the error.
    public var detail: String
    /// How the images compared; `nil` when there was nothing to compare.
    public var verdict: PixelComparison.Verdict?
    public var changedPixels: Int?
    public var changedRatio: Double?
    public var antialiasedPixels: Int?
    public var maxChannelDelta: Int?
    public var maxPerceptualDelta: Double?
    public var changedBounds: PixelRect?
    /// `[width, height]`.
    public var expectedSize: [Int]?
    public var actualSize: [Int]?
    /// Artifact kind → path, for the kinds written.
    public var artifacts: [String: String]
    /// The one command that accepts this case's render as its golden.
    public var acceptCommand: String?
    /// Milliseconds for render, encode and compare.
    public var milliseconds: Double

    /// Creates an outcome with nothing compared yet.
    public init(name: String, source: String, variant: String?, golden: String, status: CaseStatus, detail: String) {
        self.name = name
        self.source = source
        self.variant = variant
        self.golden = golden
        self.status = status
        self.detail = detail
        self.artifacts = [:]
        self.milliseconds = 0
    }

    /// Copies the comparison's figures.
    public mutating func record(_ r: PixelComparison) {
        verdict = r.verdict
        expectedSize = [r.expectedSize.width, r.expectedSize.height]
        actualSize = [r.actualSize.width, r.actualSize.height]
        guard r.verdict != .sizeMismatch else { return }
        changedPixels = r.changedPixels
        changedRatio = r.changedRatio
        antialiasedPixels = r.antialiasedPixels
        maxChannelDelta = r.maxChannelDelta
        if r.options.profile == .perceptual { maxPerceptualDelta = r.maxPerceptualDelta }
        changedBounds = r.changedBounds
    }

    /// The console line: status, name, figures, artifact.
    public var consoleLine: String {
        var s = "\(status.label) \(name)  \(detail)"
        if let a = artifacts[GoldenLayout.Artifact.panels.rawValue] ?? artifacts[GoldenLayout.Artifact.actual.rawValue] {
            s += "  → \(a)"
        }
        return s
    }
}

/// What `report.json` holds: the run's settings, environment and every case.
public struct RunReport: Sendable, Codable {
    public var tool: String
    public var profile: ComparisonOptions
    public var record: RecordMode
    /// Where the record mode came from: `--record`, `MOCKUP_RECORD`, `CI` or `default`.
    public var recordSource: String
    public var golden: String
    /// The command that ran, for the accept commands and the report's header.
    public var command: String
    /// Current environment differences from the golden manifest (empty when equal or
    /// when no manifest exists).
    public var environmentWarnings: [String]
    public var environment: [String: String]
    /// Status → count.
    public var totals: [String: Int]
    /// Failures first, then by name.
    public var cases: [CaseOutcome]
    public var milliseconds: Double
    /// `K/N` when the run was one shard of a fleet (`--shard`); absent otherwise, and in
    /// a merged report.
    public var shard: String?

    /// Creates a report; cases are sorted failures first and totals counted.
    public init(
        tool: String, profile: ComparisonOptions, record: RecordMode, recordSource: String, golden: String,
        command: String, environmentWarnings: [String], environment: [String: String], cases: [CaseOutcome],
        milliseconds: Double
    ) {
        self.tool = tool
        self.profile = profile
        self.record = record
        self.recordSource = recordSource
        self.golden = golden
        self.command = command
        self.environmentWarnings = environmentWarnings
        self.environment = environment
        self.cases = cases.sorted { ($0.status.rank, $0.name) < ($1.status.rank, $1.name) }
        var t: [String: Int] = [:]
        for s in CaseStatus.allCases { t[s.rawValue] = cases.filter { $0.status == s }.count }
        self.totals = t
        self.milliseconds = milliseconds
    }

    /// `3 cases: 1 passed, 1 failed, 1 missing`.
    public var totalsLine: String {
        let parts = CaseStatus.allCases.reversed().compactMap { s -> String? in
            let n = totals[s.rawValue] ?? 0
            return n > 0 ? "\(n) \(s.rawValue)" : nil
        }
        return "\(cases.count) case\(cases.count == 1 ? "" : "s"): " + (parts.isEmpty ? "none" : parts.joined(separator: ", "))
    }

    /// 0 when every case passed, 2 when any errored, else 1.
    public var exitCode: Int32 {
        if cases.contains(where: { $0.status == .error }) { return 2 }
        return cases.allSatisfy { $0.status == .passed } ? 0 : 1
    }
}
