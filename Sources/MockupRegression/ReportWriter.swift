#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MockupSystem
import MockupGolden
import MockupKit
import MockupSyntax

/// Writes `index.html` and `report.json` into the report folder and the JUnit file.
public enum ReportWriter {
    static func write(_ report: RunReport, options: RegressionOptions) throws {
        try write(report, folder: options.report, junit: options.junit, summary: options.summary)
    }

    /// Writes the reports; `image` gives the PNG bytes of a case's artifact to inline in
    /// the HTML (by default the file the run wrote; a merge passes what it read from the
    /// shards' folders).
    public static func write(
        _ report: RunReport, folder: String?, junit: String?, summary: String? = nil,
        image: (CaseOutcome, GoldenLayout.Artifact) -> [UInt8]? = ownArtifact
    ) throws {
        let fm = FileManager.default
        do {
            if let dir = folder {
                try fm.createDirectory(atPath: dir, withIntermediateDirectories: true)
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
                try AtomicFile.write(Array(try encoder.encode(report)) + [0x0A], to: GoldenLayout.join(dir, "report.json"))
                let html = HTMLReport.html(report, image: image)
                try AtomicFile.write(Array(html.utf8), to: GoldenLayout.join(dir, "index.html"))
            }
            if let junit {
                let dir = PathText.deletingLastComponent(junit)
                if !dir.isEmpty { try fm.createDirectory(atPath: dir, withIntermediateDirectories: true) }
                try AtomicFile.write(Array(JUnitReport.xml(report).utf8), to: junit)
            }
            if let summary {
                let dir = PathText.deletingLastComponent(summary)
                if !dir.isEmpty { try fm.createDirectory(atPath: dir, withIntermediateDirectories: true) }
                try AtomicFile.write(Array(MarkdownSummary.markdown(report, path: summary, reportFolder: folder).utf8), to: summary)
            }
        } catch {
            throw RegressionError("cannot write the report: \(error)")
        }
    }

    /// Refuses report outputs (`--report` folder's files, `--junit`, `--summary`) that would replace
    /// one of `inputs`, a file inside one of `folders` (the goldens, the shard folders a
    /// merge reads), one of `artifacts` written by the run, or each other.
    public static func checkOutputs(
        folder: String?, junit: String?, summary: String? = nil, inputs: [String], folders: [(path: String, what: String)],
        artifacts: [String] = []
    ) throws(RegressionError) {
        var guardrail = OutputGuard(inputs: inputs, folders: folders)
        for a in artifacts { _ = guardrail.refusal(a, for: "an artifact") }
        var outputs: [(path: String, option: String)] = []
        if let folder { outputs += ["report.json", "index.html"].map { (GoldenLayout.join(folder, $0), "--report") } }
        if let junit { outputs.append((junit, "--junit")) }
        if let summary { outputs.append((summary, "--summary")) }
        for (path, option) in outputs {
            if let refusal = guardrail.refusal(path, for: option, option: option) { throw RegressionError(refusal) }
        }
    }

    /// An artifact this run wrote, within the size limit of report images; nil when it
    /// cannot be read.
    public static func ownArtifact(_ c: CaseOutcome, _ kind: GoldenLayout.Artifact) -> [UInt8]? {
        c.artifacts[kind.rawValue].flatMap { try? BoundedFileReader.read($0, kind: ShardFiles.artifact) }
    }
}
