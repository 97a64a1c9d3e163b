import Foundation
import MockupDisplayList
import MockupGeometry
import MockupKit
import MockupScene
import Testing
import TestSupport

/// Pixel probes of the table figures measured against iOS 7–9 captures, on
/// real renders at @2x and @3x.
@Suite struct TableFidelityProbeTests {
    static let scales: [Double] = [2, 3]

    static func px(_ v: Double, _ s: Double) -> Int { Int((v * s).rounded(.down)) }

    /// Ink bounding box (device pixels) of pixels passing `test` in a rect given in points.
    static func ink(_ b: Bitmap, x: ClosedRange<Double>, y: ClosedRange<Double>, s: Double, _ test: (Color) -> Bool)
        -> (minX: Int, maxX: Int, minY: Int, maxY: Int)?
    {
        TableProbeTests.box(b, rows: px(y.lowerBound, s)..<px(y.upperBound, s), columns: px(x.lowerBound, s)..<px(x.upperBound, s), test)
    }

    // MARK: 2. plain section headers

    @Test(arguments: scales)
    func plainHeaderTextIs232323(_ s: Double) throws {
        let b = try render(try compileSample("inbox"), scale: s)
        // "Today" band 64…86: its darkest ink is #232323, not black.
        var darkest = Color.white
        for y in Self.px(66, s)..<Self.px(84, s) {
            for x in Self.px(16, s)..<Self.px(80, s) where b.color(x: x, y: y).red < darkest.red { darkest = b.color(x: x, y: y) }
        }
        #expect(darkest == Color(rgb: 0x232323), "@\(s)x: \(darkest)")
    }

    // MARK: 3. grouped footers and headers

    @Test(arguments: scales)
    func groupToGroupPastAOneLineFooterIsAbout75Point7(_ s: Double) throws {
        let list = try compileText("""
            status-bar
            navigation-bar title: "T"
            table grouped
              section footer: "One line of footer."
                cell "A"
              section header: "Next"
                cell "B"
            """)
        let b = try render(list, scale: s)
        // Hairline rows down a column free of text.
        let x = Self.px(300, s)
        let lines = (0..<b.height).filter { b.color(x: x, y: $0) == Palette.separator }
        let bottom = Self.px(64 + 35 + 44, s) - 1
        #expect(lines.contains(bottom), "first group's bottom hairline @\(s)x")
        let next = try #require(lines.first { $0 > bottom + 1 })
        // ≈ 75.7 pt from the group's bottom to the next group's top, as measured on captures.
        #expect(abs(Double(next + 1 - (bottom + 1)) / s - 75.7) <= 1.0, "gap \(Double(next - bottom) / s) pt @\(s)x")
        // The next header's capitals sit on a baseline 10 pt above the group: no ink
        // below it, ink just above it.
        let baseline = Double(next) / s - Metrics.groupedHeaderBaselineAboveGroup
        #expect(Metrics.groupedHeaderBaselineAboveGroup == 10)
        let above = Self.ink(b, x: 16...200, y: (baseline - 3)...baseline, s: s) { $0.red < 160 }
        let below = Self.ink(b, x: 16...200, y: (baseline + 1)...(Double(next) / s - 1), s: s) { $0.red < 160 }
        #expect(above != nil && below == nil, "header baseline @\(s)x")
    }

    // MARK: 4. row images at their own size

    /// A project folder with a 24 × 24 pt solid square icon and a mockup using it.
    static func iconProject(_ body: String) throws -> URL {
        let dir = TemporaryFolder.path("mockup-icon")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M0 0H24V24H0Z"/></svg>"#
            .write(to: dir.appendingPathComponent("square.svg"), atomically: true, encoding: .utf8)
        try body.write(to: dir.appendingPathComponent("icon.mockup"), atomically: true, encoding: .utf8)
        return dir
    }

    static func compileProject(_ dir: URL, options: CompileOptions = CompileOptions()) throws -> DisplayList {
        let engine = try #require(sharedEngine)
        let r = engine.compile(file: dir.appendingPathComponent("icon.mockup").path, options: options)
        guard let list = r.displayList, !r.hasErrors else { throw TestFailure.compile(r.formattedDiagnostics) }
        return list
    }

    @Test(arguments: scales, [IOSVersion.ios7, .ios9])
    func a24PointIconStays24(_ s: Double, _ ios: IOSVersion) throws {
        let dir = try Self.iconProject("""
            status-bar
            navigation-bar title: "T"
            table plain
              cell "Steps" image: "square.svg" image-color: #FF0000
              cell "Sleep" image: "square.svg" image-color: #FF0000
            """)
        defer { try? FileManager.default.removeItem(at: dir) }
        let b = try render(try Self.compileProject(dir, options: CompileOptions(ios: ios)), scale: s)
        let margin = ios == .ios7 ? 15.0 : 16
        let red = try #require(Self.ink(b, x: 0...100, y: 64...108, s: s) { $0 == Color(rgb: 0xFF0000) })
        // 24 × 24 pt at the margin, centred in the 44 pt row (UIKit does not scale it to 29).
        #expect(abs(Double(red.maxX - red.minX + 1) - 24 * s) <= 1 && abs(Double(red.maxY - red.minY + 1) - 24 * s) <= 1)
        #expect(abs(Double(red.minX) - margin * s) <= 1 && abs(Double(red.minY) - 74 * s) <= 1)
        // The title starts 15 pt after the image on every release; so does the separator.
        let title = try #require(Self.ink(b, x: 30...200, y: 70...102, s: s) { $0.red < 120 })
        #expect(abs(Double(title.minX) - (margin + 24 + 15) * s) <= 1.5 * s, "title @\(s)x iOS \(ios.name)")
        let y = Self.px(108, s) - 1
        #expect(b.color(x: Self.px(margin + 24 + 15, s), y: y) == Palette.separator)
        #expect(b.color(x: Self.px(margin + 24 + 15, s) - 1, y: y) == .white)
    }

    @Test(arguments: scales)
    func separatorInsetAppliesToRowsWithAnImage(_ s: Double) throws {
        let dir = try Self.iconProject("""
            status-bar
            navigation-bar title: "T"
            table plain separator-inset: 16
              cell "Steps" image: "square.svg"
              cell "Sleep" image: "square.svg"
            """)
        defer { try? FileManager.default.removeItem(at: dir) }
        let b = try render(try Self.compileProject(dir), scale: s)
        // Health: separators from 16 pt, under the image.
        let y = Self.px(108, s) - 1
        #expect(b.color(x: Self.px(16, s), y: y) == Palette.separator)
        #expect(b.color(x: Self.px(16, s) - 1, y: y) == .white)
    }

    // MARK: 5. disabled rows

    @Test(arguments: scales)
    func disabledRowTextIs8F8F8FAndTheChevronKeepsItsGrey(_ s: Double) throws {
        let list = try compileText("""
            status-bar
            navigation-bar title: "T"
            table plain
              cell "Reminders" disabled value: "Off" accessory: disclosure
            """)
        let b = try render(list, scale: s)
        func darkest(_ x: ClosedRange<Double>) -> Color {
            var d = Color.white
            for y in Self.px(70, s)..<Self.px(102, s) {
                for xx in Self.px(x.lowerBound, s)..<Self.px(x.upperBound, s) where b.color(x: xx, y: y).red < d.red { d = b.color(x: xx, y: y) }
            }
            return d
        }
        #expect(darkest(16...150) == Palette.disabledCellText, "title @\(s)x")
        #expect(darkest(300...345) == Palette.disabledCellText, "value @\(s)x")
        var chevron = 0
        for y in Self.px(76, s)..<Self.px(96, s) {
            for x in Self.px(345, s)..<Self.px(362, s) where b.color(x: x, y: y) == Palette.chevron { chevron += 1 }
        }
        #expect(chevron >= Int(6 * s * s), "solid #C7C7CC chevron pixels @\(s)x")
    }

    // MARK: 6. value text before an accessory

    @Test(arguments: scales)
    func valueEndsTenPointsBeforeAChevronOrAnInfoButton(_ s: Double) throws {
        let list = try compileText("""
            status-bar
            navigation-bar title: "T"
            table plain
              cell "A" value: "Home"
              cell "B" value: "Home" accessory: disclosure
              cell "C" value: "Home" accessory: detail-button
            """)
        let b = try render(list, scale: s)
        func valueRight(_ row: Int) throws -> Int {
            let top = 64 + 44 * Double(row)
            let grey = { (c: Color) in c.red < 180 && abs(Int(c.red) - Int(c.blue)) < 12 }
            return try #require(Self.ink(b, x: 200...372, y: (top + 8)...(top + 36), s: s, grey)).maxX
        }
        let free = try valueRight(0)
        // Without an accessory the value ends at the margin; with a chevron 8 + 10 pt
        // earlier, with an info button 22 + 10 (2 pt closer than the general accessory gap).
        #expect(abs(Double(free - (try valueRight(1))) - (8 + 10) * s) <= 1, "chevron @\(s)x")
        #expect(abs(Double(free - (try valueRight(2))) - (22 + 10) * s) <= 1, "info button @\(s)x")
    }
}
