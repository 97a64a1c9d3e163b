import MockupGeometry
import MockupKit
import MockupScene
import Testing

/// A `cell` in a `group` is a table row: drawn as a grouped table draws it, pixel for
/// pixel, beside the group's other rows.
@Suite struct FormCellProbeTests {
    static let rows = """
          cell "Printer" value: "Office" accessory: disclosure
          cell "Copies" value: "2"
            stepper value: 2 min: 1
          cell "Wi-Fi" icon: wifi icon-color: #007AFF value: "Home"
        """

    /// The same three rows as a group and as a grouped table's section, under a
    /// navigation bar: the 35 pt gap, then 3 × 44 rows from 99 to 231.
    static func screens(_ device: String) -> (group: String, table: String) {
        let head = "screen device: \(device)\nnavigation-bar \"Print\"\n"
        return (head + "group\n" + rows, head + "table grouped\n  section\n" + rows.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n") + "\n")
    }

    @Test(arguments: [("iphone-6", 2.0), ("iphone-6-plus", 3.0), ("iphone-5", 2.0)])
    func groupRowsAreTheTablesRowsPixelForPixel(_ device: String, _ s: Double) throws {
        let (group, table) = Self.screens(device)
        let a = try render(try compileText(group, options: CompileOptions(scale: s)), scale: s)
        let b = try render(try compileText(table, options: CompileOptions(scale: s)), scale: s)
        #expect(a.width == b.width && a.height == b.height)
        // From the group's top hairline to past its bottom one.
        let top = Int(98 * s), bottom = Int(233 * s)
        var differing = 0
        for y in top..<bottom {
            for x in 0..<a.width where a.pixels[y * a.width + x] != b.pixels[y * b.width + x] { differing += 1 }
        }
        #expect(differing == 0, "\(device) @\(s)x: \(differing) pixels differ")
        // And the rows are there: the value "Office" is grey ink before the chevron.
        let grey = TableProbeTests.box(a, rows: Int(105 * s)..<Int(137 * s), columns: Int(200 * s)..<Int(340 * s)) {
            $0.red < 0xC0 && $0.red > 0x70
        }
        #expect(grey != nil, "\(device) @\(s)x")
    }

    @Test func aCellOutsideAGroupOrTableIsStillUnknown() throws {
        let engine = try MockupEngine()
        let r = engine.compile(text: "screen device: iphone-6\nstack\n  cell \"A\"\n", path: "t.mockup")
        let errors = r.diagnostics.filter { $0.severity == .error }.map { "\($0.line):\($0.column): \($0.message)" }
        #expect(errors == ["3:3: unknown element 'cell'"])
    }

    @Test func lintSeesARowsStepperInAGroup() throws {
        let engine = try MockupEngine()
        let r = engine.compile(text: "screen device: iphone-6\nnavigation-bar \"A\"\ngroup\n  cell \"Copies\"\n    stepper\n", path: "t.mockup")
        #expect(r.diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(r.lint().map { "\($0.range.start.line):\($0.range.start.column) \($0.ruleID)" } == ["5:5 L-stepper-no-value"])
    }
}
