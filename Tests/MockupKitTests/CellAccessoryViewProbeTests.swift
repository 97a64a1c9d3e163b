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

/// Several views under a cell, and views before a chevron: left to right in the order
/// written, `accessoryViewSpacing` apart, the value ending the general gap before them.
@Suite struct CellAccessoryViewsProbeTests {
    static let scales: [Double] = [2, 3]
    static let pixel = CellAccessoryViewProbeTests.pixel

    /// iOS 9 on the iPhone 6: rows at 55 and 99 (grouped), the 16 pt margin; the
    /// chevron's 8 pt end at it (351…359).
    static let text = """
        screen device: iphone-6
        table grouped
          section
            cell "Maps" value: "While Using" accessory: disclosure
              activity-indicator
            cell "Copies" value: "3"
              stepper value: 3
              stepper value: 3
        """

    @Test(arguments: scales)
    func aSpinnerSitsBeforeTheChevronAndTheValueBeforeIt(_ s: Double) throws {
        let b = try render(try compileText(Self.text, options: CompileOptions(scale: s)), scale: s)
        let rows = Self.pixel(58, s)..<Self.pixel(96, s)
        // The 20 pt spinner's box ends 8 pt before the chevron (351): 323…343, its spokes
        // reaching 1.2 pt inside it.
        let spinner = try #require(TableProbeTests.box(b, rows: rows, columns: Self.pixel(316, s)..<Self.pixel(350, s)) {
            $0.red < 0xF0 && $0.red == $0.blue && $0.red == $0.green
        })
        #expect(spinner.maxX + 1 <= Self.pixel(343, s) && spinner.maxX + 1 >= Self.pixel(341.5, s), "@\(s)x \(spinner)")
        #expect(spinner.minX >= Self.pixel(323, s) - 1 && spinner.minX <= Self.pixel(324.5, s), "@\(s)x \(spinner)")
        // The grey value ends the 12 pt gap before the spinner (311), less a bearing.
        let value = try #require(TableProbeTests.box(b, rows: rows, columns: Self.pixel(150, s)..<Self.pixel(323, s)) { $0 != .white })
        #expect(Double(value.maxX + 1) <= 311 * s + 1 && Double(value.maxX + 1) >= 309.5 * s, "@\(s)x \(value)")
    }

    @Test(arguments: scales)
    func twoSteppersStandSideBySideFromTheMargin(_ s: Double) throws {
        let b = try render(try compileText(Self.text, options: CompileOptions(scale: s)), scale: s)
        let rows = Self.pixel(99, s)..<Self.pixel(143, s)
        // The second 94 pt stepper ends at 359, the first 8 pt before it: 163…257 and 265…359.
        let right = try #require(TableProbeTests.box(b, rows: rows, columns: Self.pixel(258, s)..<Self.pixel(375, s)) { $0 == Palette.blue })
        let left = try #require(TableProbeTests.box(b, rows: rows, columns: Self.pixel(100, s)..<Self.pixel(258, s)) { $0 == Palette.blue })
        #expect(right.maxX + 1 == Self.pixel(359, s) && right.minX == Self.pixel(265, s), "@\(s)x \(right)")
        #expect(left.maxX + 1 == Self.pixel(257, s) && left.minX == Self.pixel(163, s), "@\(s)x \(left)")
    }

    @Test func viewsThatCutTheTitleAreAWarningAtTheFirstOfThem() throws {
        let engine = try MockupEngine()
        let text = """
            screen device: iphone-5
            table grouped
              section
                cell "Automatic Downloads"
                  segmented "Off" "Wi-Fi" "Always" selected: 2
                  stepper
                cell "Copies"
                  stepper
            """
        let r = engine.compile(text: text, path: "t.mockup")
        let shown = r.diagnostics.map { "\($0.line):\($0.column): \($0.severity): \($0.message)" }
        // 320 − 15 − 15 = 290 pt of row: the stepper's 94, 8, the segmented control, 12.
        #expect(shown.count == 1, "\(shown)")
        let first = try #require(shown.first)
        #expect(first.hasPrefix("5:7: warning: the views of this row leave its title "), "\(first)")
        #expect(first.hasSuffix(" it needs"), "\(first)")
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
