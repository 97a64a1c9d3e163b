#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MockupSystem
import MockupGolden
import MockupKit

/// Writes `index.html` and `report.json` into the report folder and the JUnit file.
public enum ReportWriter {
    static func write(_ report: RunReport, options: RegressionOptions) throws {
        try write(report, folder: options.report, junit: options.junit)
    }

    /// Writes the reports; `locate` maps an artifact path recorded in a case to the file
    /// to inline in the HTML (a merge finds shards' artifacts where they were copied).
    public static func write(
        _ report: RunReport, folder: String?, junit: String?, locate: (String) -> String? = { $0 }
    ) throws {
        let fm = FileManager.default
        do {
            if let dir = folder {
                try fm.createDirectory(atPath: dir, withIntermediateDirectories: true)
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
                try AtomicFile.write(Array(try encoder.encode(report)) + [0x0A], to: GoldenLayout.join(dir, "report.json"))
                let html = HTMLReport.html(report) { c, kind in
                    c.artifacts[kind.rawValue].flatMap(locate).flatMap { fm.contents(atPath: $0) }.map { [UInt8]($0) }
                }
                try AtomicFile.write(Array(html.utf8), to: GoldenLayout.join(dir, "index.html"))
            }
            if let junit {
                let dir = PathText.deletingLastComponent(junit)
                if !dir.isEmpty { try fm.createDirectory(atPath: dir, withIntermediateDirectories: true) }
                try AtomicFile.write(Array(JUnitReport.xml(report).utf8), to: junit)
            }
        } catch {
            throw RegressionError("cannot write the report: \(error)")
        }
    }
}
