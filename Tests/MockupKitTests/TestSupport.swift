import Foundation
import MockupDisplayList
import MockupGeometry
import MockupGolden
import MockupKit

/// The package folder, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

func repoPath(_ relative: String) -> String { packageRoot.appendingPathComponent(relative).path }

/// One engine for the whole test process: building the font set is the costly part.
let sharedEngine: MockupEngine? = try? MockupEngine()

enum TestFailure: Error, CustomStringConvertible {
    case compile(String)
    var description: String {
        switch self { case .compile(let s): s }
    }
}

/// Compiles a sample file; throws with the formatted diagnostics on errors.
func compileSample(_ name: String, options: CompileOptions = CompileOptions()) throws -> DisplayList {
    guard let engine = sharedEngine else { throw TestFailure.compile("font set unavailable") }
    let r = engine.compile(file: repoPath("samples/\(name).mockup"), options: options)
    guard let list = r.displayList, !r.hasErrors else { throw TestFailure.compile(r.formattedDiagnostics) }
    return list
}

/// Compiles mockup text given inline.
func compileText(_ text: String, options: CompileOptions = CompileOptions()) throws -> DisplayList {
    guard let engine = sharedEngine else { throw TestFailure.compile("font set unavailable") }
    let r = engine.compile(text: text, path: "test.mockup", options: options)
    guard let list = r.displayList, !r.hasErrors else { throw TestFailure.compile(r.formattedDiagnostics) }
    return list
}

func render(_ list: DisplayList, scale: Double) throws -> Bitmap {
    guard let engine = sharedEngine else { throw TestFailure.compile("font set unavailable") }
    return try engine.renderBitmap(list, scale: scale)
}

/// Every sample's name (file name without `.mockup`), sorted.
func sampleNames() -> [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: repoPath("samples"))) ?? []
    return files.filter { $0.hasSuffix(".mockup") }.map { String($0.dropLast(".mockup".count)) }.sorted()
}

/// Whether goldens are being re-recorded (`MOCKUP_RECORD=1`).
var recording: Bool { ProcessInfo.processInfo.environment["MOCKUP_RECORD"] == "1" }

extension Bitmap {
    /// Colour at a point given in points, for a bitmap rendered at `scale`.
    func color(atPoint x: Double, _ y: Double, scale: Double) -> Color {
        color(x: Int((x * scale).rounded(.down)), y: Int((y * scale).rounded(.down)))
    }
}

/// Whether two colours differ by at most `tolerance` in every channel.
func close(_ a: Color, _ b: Color, _ tolerance: Int = 1) -> Bool {
    abs(Int(a.red) - Int(b.red)) <= tolerance && abs(Int(a.green) - Int(b.green)) <= tolerance
        && abs(Int(a.blue) - Int(b.blue)) <= tolerance && abs(Int(a.alpha) - Int(b.alpha)) <= tolerance
}

/// `over` composited onto opaque `under` (straight alpha).
func composite(_ over: Color, on under: Color) -> Color {
    let a = Double(over.alpha) / 255
    func mix(_ o: UInt8, _ u: UInt8) -> UInt8 { UInt8((Double(o) * a + Double(u) * (1 - a)).rounded()) }
    return Color(red: mix(over.red, under.red), green: mix(over.green, under.green), blue: mix(over.blue, under.blue))
}
