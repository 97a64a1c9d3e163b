import MockupGeometry
import MockupKit
import MockupScene
import Testing

/// Pixel probes of a control as a table row's accessory view, at @2x and @3x: it ends at
/// the row's right margin where a switch accessory ends, centred on the row on the
/// device pixel grid.
@Suite struct CellAccessoryViewProbeTests {
    static let scales: [Double] = [2, 3]
    static func pixel(_ points: Double, _ s: Double) -> Int { Int((points * s + 0.5).rounded(.down)) }

    /// Rows at 55 and 99 (grouped, under the status bar), 44 tall; iOS 9's 16 pt margin
    /// on the iPhone 6: both accessories end at 359.
    static let text = """
        screen device: iphone-6
        table grouped
          section
            cell "Copies" value: "3"
              stepper value: 3
            cell "On" switch: on
        """

    @Test(arguments: scales)
    func aRowsStepperEndsAtTheMarginCentredOnTheRow(_ s: Double) throws {
        let b = try render(try compileText(Self.text, options: CompileOptions(scale: s)), scale: s)
        let stepper = try #require(TableProbeTests.box(b, rows: Self.pixel(55, s)..<Self.pixel(99, s), columns: Self.pixel(200, s)..<Self.pixel(375, s)) { $0 == Palette.blue })
        // 94 × 29 from (265, 62.5): 7.5 pt below the row's top, a half pixel rounded up at @3x.
        #expect(stepper.minY == Self.pixel(62.5, s), "top @\(s)x: \(stepper)")
        #expect(stepper.maxY + 1 - stepper.minY == Int(29 * s), "height @\(s)x: \(stepper)")
        #expect(stepper.maxX + 1 == Self.pixel(359, s), "right @\(s)x: \(stepper)")
        let on = try #require(TableProbeTests.box(b, rows: Self.pixel(99, s)..<Self.pixel(143, s), columns: Self.pixel(200, s)..<Self.pixel(375, s)) { $0 == Palette.green })
        // The switch's green track starts its 51 pt before the same right end (its rounded
        // end's first column is anti-aliased).
        #expect(abs(on.minX - Self.pixel(359 - Metrics.switchWidth, s)) <= 1, "the switch ends where the stepper does @\(s)x: \(on) \(stepper)")
    }

    @Test(arguments: scales)
    func theValueTextEndsBeforeTheStepper(_ s: Double) throws {
        let b = try render(try compileText(Self.text, options: CompileOptions(scale: s)), scale: s)
        // The grey value "3" ends the general accessory gap before the stepper's 265.
        let value = try #require(TableProbeTests.box(b, rows: Self.pixel(60, s)..<Self.pixel(94, s), columns: Self.pixel(150, s)..<Self.pixel(264, s)) { $0 != .white })
        #expect(Double(value.maxX + 1) <= (265 - Metrics.accessoryGap) * s + 1, "@\(s)x: \(value)")
        // Less the digit's right side bearing.
        #expect(Double(value.maxX + 1) >= (265 - Metrics.accessoryGap - 1.5) * s, "@\(s)x: \(value)")
    }
}

/// `badge-color:` fills a row's badge (a stock's change) instead of red.
@Suite struct CellBadgeColorProbeTests {
    @Test(arguments: [2.0, 3.0])
    func aBadgeTakesItsColourAndKeepsWhiteText(_ s: Double) throws {
        let text = """
            screen device: iphone-6
            table plain
              cell "AAPL" badge: "+1.25%" badge-color: #4CD964
            """
        let b = try render(try compileText(text, options: CompileOptions(scale: s)), scale: s)
        let green = Color(rgb: 0x4CD964)
        let rows = Int(20 * s)..<Int(64 * s)
        let pill = try #require(TableProbeTests.box(b, rows: rows, columns: 0..<b.width) { $0 == green }, "no green badge @\(s)x")
        #expect(TableProbeTests.box(b, rows: rows, columns: 0..<b.width) { $0 == Palette.badge } == nil, "no red left @\(s)x")
        // White text inside the pill.
        let inside = TableProbeTests.box(b, rows: pill.minY..<(pill.maxY + 1), columns: pill.minX..<(pill.maxX + 1)) { $0 == .white }
        #expect(inside != nil, "@\(s)x: \(pill)")
    }

    @Test func aBadgeColourWithoutABadgeIsAWarningAtItsValue() throws {
        let engine = try MockupEngine()
        let r = engine.compile(text: "screen device: iphone-6\ntable plain\n  cell \"A\" badge-color: red\n", path: "t.mockup")
        #expect(r.diagnostics.map { "\($0.line):\($0.column): \($0.severity): \($0.message)" } == ["3:25: warning: 'badge-color' without 'badge' has no effect"])
    }
}

/// `weight:` sets a row title's weight, `detail-color:` / `value-color:` its detail's
/// colour (the display list says both).
@Suite struct CellTextStyleTests {
    @Test func aBoldTitleAndABlackValueAreInTheDisplayList() throws {
        let text = """
            screen device: iphone-6
            table plain
              cell subtitle "Anna Haro" weight: bold detail: "mobile" detail-color: #FF3B30
              cell "Temperature" value: "21°" value-color: black
            """
        let dump = try compileText(text).dump()
        let lines = dump.split(separator: "\n")
        #expect(lines.contains { $0.contains("text \"Anna Haro\"") && $0.contains("system 17 bold #000000") }, "\(dump)")
        #expect(lines.contains { $0.contains("text \"mobile\"") && $0.hasSuffix("#FF3B30") }, "\(dump)")
        #expect(lines.contains { $0.contains("text \"21°\"") && $0.contains("system 17 regular #000000") }, "\(dump)")
    }
}
