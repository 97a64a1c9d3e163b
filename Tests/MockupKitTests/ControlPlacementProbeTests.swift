import MockupGeometry
import MockupKit
import MockupScene
import Testing

/// A control centred in a taller frame sits on the device pixel grid of the scale it is
/// drawn at, so its 1 pt outline is one point of solid pixels (three at @3x), not a blur
/// over four rows: a 29 pt control in a 44 pt group row starts 7.5 pt down, 22.5 pixels
/// at @3x, drawn from pixel 23.
@Suite struct ControlPlacementProbeTests {
    static func screen(_ control: String) -> String {
        """
        screen device: iphone-6
        stack
          group
            stack horizontal spacing: 8 align: center
              label "Copies"
              spacer
              \(control)
        """
    }

    /// The pixel rows of the outline's top edge in one column `inset` points inside the
    /// control's left end: each row's colour, from just above the edge to inside it.
    static func topEdge(_ control: String, inset: Double, scale s: Double) throws -> (rows: [Color], solid: Int) {
        let b = try render(try compileText(screen(control), options: CompileOptions(scale: s)), scale: s)
        // The control's extent: its pixels in the full tint.
        let box = try #require(TableProbeTests.box(b, rows: 0..<b.height, columns: 0..<b.width) { $0 == Palette.blue })
        let x = box.minX + Int(inset * s)
        let rows = ((box.minY - 3)...(box.minY + Int(s) + 2)).map { b.color(x: x, y: $0) }
        return (rows, rows.filter { $0 == Palette.blue }.count)
    }

    @Test(arguments: [2.0, 3.0])
    func aSteppersOutlineInAGroupRowIsOnePointOfSolidPixels(_ s: Double) throws {
        let (rows, solid) = try Self.topEdge("stepper value: 3", inset: 8, scale: s)
        #expect(solid == Int(s), "@\(s)x: \(rows)")
        // Everything else in the column is the white row: nothing half-tinted.
        #expect(rows.allSatisfy { $0 == Palette.blue || $0 == .white }, "@\(s)x: \(rows)")
    }

    @Test(arguments: [2.0, 3.0])
    func aSegmentedOutlineInAGroupRowIsOnePointOfSolidPixels(_ s: Double) throws {
        let (rows, solid) = try Self.topEdge("segmented \"One\" \"Two\" momentary", inset: 8, scale: s)
        #expect(solid == Int(s), "@\(s)x: \(rows)")
        #expect(rows.allSatisfy { $0 == Palette.blue || $0 == .white }, "@\(s)x: \(rows)")
    }
}
