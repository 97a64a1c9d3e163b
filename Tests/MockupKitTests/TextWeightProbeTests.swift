import MockupGeometry
import MockupKit
import MockupScene
import Testing

/// Every weight draws a stem of its own thickness, on iOS 7–8 as on iOS 9: ultra-light
/// thinnest, heavy thickest (docs/METRICS.md, Weights); at @2x and @3x.
@Suite struct TextWeightProbeTests {
    static let weights = ["ultra-light", "thin", "light", "regular", "bold", "heavy"]

    /// Dark pixels across the stem of an "l" drawn at 60 pt with `weight`.
    static func stem(_ weight: String, ios: Int, scale s: Double) throws -> Int {
        let text = "screen device: iphone-6 ios: \(ios)\nlabel \"l\" size: 60 weight: \(weight) x: 100 y: 100 width: 60 height: 80 relative-to: screen\n"
        let b = try render(try compileText(text, options: CompileOptions(scale: s)), scale: s)
        let row = Int(140 * s)
        return (Int(100 * s)..<Int(160 * s)).filter { b.color(x: $0, y: row).red < 128 }.count
    }

    @Test(arguments: [(7, 2.0), (8, 3.0), (9, 2.0), (9, 3.0)])
    func stemsGrowWithTheWeight(_ ios: Int, _ s: Double) throws {
        let stems = try Self.weights.map { try Self.stem($0, ios: ios, scale: s) }
        #expect(zip(stems, stems.dropFirst()).allSatisfy { $0 < $1 }, "iOS \(ios) @\(s)x: \(zip(Self.weights, stems).map { "\($0) \($1)" })")
    }

    @Test func theDumpNamesTheWeight() throws {
        let list = try compileText("screen device: iphone-6\nlabel \"21°\" size: 60 weight: ultra-light\n")
        #expect(list.dump().contains("system 60 ultra-light"), "\(list.dump())")
    }
}
