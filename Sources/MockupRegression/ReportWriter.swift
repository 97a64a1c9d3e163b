import Foundation
import MockupGolden
import MockupKit

/// Writes `index.html` and `report.json` into the report folder and the JUnit file.
enum ReportWriter {
    static func write(_ report: RunReport, options: RegressionOptions) throws {
        let fm = FileManager.default
        do {
            if let dir = options.report {
                try fm.createDirectory(atPath: dir, withIntermediateDirectories: true)
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
                try AtomicFile.write(Array(try encoder.encode(report)) + [0x0A], to: GoldenLayout.join(dir, "report.json"))
                let html = HTMLReport.html(report) { c, kind in
                    c.artifacts[kind.rawValue].flatMap { fm.contents(atPath: $0) }.map { [UInt8]($0) }
                }
                try AtomicFile.write(Array(html.utf8), to: GoldenLayout.join(dir, "index.html"))
            }
            if let junit = options.junit {
                let dir = (junit as NSString).deletingLastPathComponent
                if !dir.isEmpty { try fm.createDirectory(atPath: dir, withIntermediateDirectories: true) }
                try AtomicFile.write(Array(JUnitReport.xml(report).utf8), to: junit)
            }
        } catch {
            throw RegressionError("cannot write the report: \(error)")
        }
    }
}
