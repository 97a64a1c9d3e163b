import MockupDisplayList
import MockupGeometry
import MockupKit
import Testing

/// Pixel probes of alerts, action sheets and share sheets on real renders at
/// @2x and @3x, over a white screen so the dimming and the panels read plainly.
@Suite struct AlertSheetProbeTests {
    static let scales: [Double] = [2, 3]
    static func px(_ v: Double, _ s: Double) -> Int { Int((v * s).rounded(.down)) }
    static let dimmedWhite = Color(rgb: 0x999999)  // white under black 40 %

    /// The light panel's extent along one pixel row.
    static func span(_ b: Bitmap, row: Int, _ s: Double, width: Double) -> (minX: Int, maxX: Int)? {
        TableProbeTests.box(b, rows: row..<(row + 1), columns: 0..<px(width, s)) { $0.red > 0xE8 }.map { ($0.minX, $0.maxX) }
    }

    static func alert(ios: Int, buttons: [String]) -> String {
        """
        screen device: \(ios == 7 ? "iphone-5" : "iphone-6") ios: \(ios) background: white
        status-bar
        alert "Keep Changes?"
        \(buttons.map { "  button \($0)" }.joined(separator: "\n"))
        """
    }

    @Test(arguments: scales)
    func alertIs270WideCentredOverTheScreenDimmed40Percent(_ s: Double) throws {
        let b = try render(try compileText(Self.alert(ios: 9, buttons: ["\"OK\" cancel"])), scale: s)
        let row = Self.px(333.5, s)
        let span = try #require(Self.span(b, row: row, s, width: 375))
        #expect(abs(Double(span.maxX + 1 - span.minX) / s - 270) <= 1 / s + 0.01, "@\(s)x \(span)")
        #expect(abs(Double(span.minX) / s - 52.5) <= 1, "@\(s)x \(span)")
        let dim = b.color(x: Self.px(20, s), y: Self.px(600, s))
        #expect(dim == Self.dimmedWhite, "@\(s)x \(dim)")
        // The status bar is dimmed too.
        #expect(b.color(x: Self.px(150, s), y: Self.px(2, s)) == Self.dimmedWhite)
    }

    /// The rows under the panel's left edge whose pixel is a hairline.
    static func hairlineRows(_ b: Bitmap, x: Int, from y0: Int, to y1: Int) -> [Int] {
        (y0..<y1).filter { y in
            let c = b.color(x: x, y: y)
            return c.red < 0xE0 && c.red > 0xA8
        }
    }

    @Test(arguments: scales)
    func threeButtonsStackIn44PointRowsUnderOneDevicePixelHairlines(_ s: Double) throws {
        let b = try render(try compileText(Self.alert(ios: 9, buttons: ["\"Save\"", "\"Discard\" destructive", "\"Cancel\" cancel"])), scale: s)
        let x = Self.px(333.5 / 2 + 80, s)  // inside the panel, away from the centred titles
        let column = TableProbeTests.box(b, rows: 0..<Self.px(667, s), columns: x..<(x + 1)) { $0.red > 0xE8 }
        let panel = try #require(column)
        let lines = Self.hairlineRows(b, x: Self.px(80, s), from: panel.minY + Self.px(20, s), to: panel.maxY)
        #expect(lines.count == 3, "@\(s)x hairline rows \(lines) panel \(panel) \(lines.map { b.color(x: Self.px(80, s), y: $0) })")
        guard lines.count == 3 else { return }
        #expect(lines[1] - lines[0] == Self.px(44, s) || abs(Double(lines[1] - lines[0]) - 44 * s) <= 1, "@\(s)x \(lines)")
        #expect(abs(Double(lines[2] - lines[1]) - 44 * s) <= 1, "@\(s)x \(lines)")
        #expect(abs(Double(panel.maxY + 1 - lines[2]) - 44 * s) <= 1, "@\(s)x last row \(lines[2])…\(panel.maxY)")
    }

    @Test(arguments: scales)
    func twoButtonsShareOneRowSplitByAVerticalHairline(_ s: Double) throws {
        let b = try render(try compileText(Self.alert(ios: 9, buttons: ["\"Cancel\" cancel", "\"Delete\" destructive"])), scale: s)
        let row = Self.px(333.5, s)
        let span = try #require(Self.span(b, row: row, s, width: 375))
        // The bottom row: 44 pt above the panel's bottom edge, the split at x = 187.5.
        let column = try #require(TableProbeTests.box(
            b, rows: 0..<Self.px(667, s), columns: (span.minX + Self.px(5, s))..<(span.minX + Self.px(5, s) + 1)) { $0.red > 0xE8 })
        let y = column.maxY - Self.px(40, s)
        let split = (span.minX..<span.maxX).filter { x in let c = b.color(x: x, y: y); return c.red < 0xE0 && c.red > 0xA8 }
        #expect(split.count == 1, "@\(s)x vertical hairline columns \(split)")
        if let x = split.first { #expect(abs(Double(x) / s - 187.5) <= 1, "@\(s)x split at \(Double(x) / s)") }
    }

    @Test(arguments: scales)
    func cornerRadiusIs7OnIOS7And8And13OnIOS9(_ s: Double) throws {
        for (ios, width) in [(7, 320.0), (8, 375.0), (9, 375.0)] {
            let b = try render(try compileText(Self.alert(ios: ios, buttons: ["\"OK\" cancel"])), scale: s)
            let height = ios == 7 ? 568.0 : 667
            let span = try #require(Self.span(b, row: Self.px(height / 2, s), s, width: width))
            let column = try #require(TableProbeTests.box(
                b, rows: 0..<Self.px(height, s), columns: (span.minX + Self.px(135, s))..<(span.minX + Self.px(135, s) + 1)) { $0.red > 0xE8 })
            let (x0, y0) = (span.minX, column.minY)
            func at(_ d: Double) -> Color { b.color(x: x0 + Self.px(d, s), y: y0 + Self.px(d, s)) }
            if ios < 9 {
                #expect(at(3).red > 0xE8, "@\(s)x iOS \(ios): inside a 7 pt corner at 3,3: \(at(3))")
                #expect(at(0.6) == Self.dimmedWhite, "@\(s)x iOS \(ios): outside at 0.6: \(at(0.6))")
            } else {
                #expect(at(3) == Self.dimmedWhite, "@\(s)x iOS 9: outside a 13 pt corner at 3,3: \(at(3))")
                #expect(at(5.5).red > 0xE8, "@\(s)x iOS 9: inside at 5.5: \(at(5.5))")
            }
        }
    }

    /// The first hairline under the panel's top, in points from it.
    static func firstHairline(_ text: String, _ s: Double, screen: (Double, Double)) throws -> Double? {
        let b = try render(try compileText(text), scale: s)
        let x = Self.px(screen.0 / 2 - 135 + 10, s)  // in the labels' side padding, past the corner
        let panel = try #require(TableProbeTests.box(b, rows: 0..<Self.px(screen.1, s), columns: x..<(x + 1)) { $0.red > 0xE8 })
        let lines = Self.hairlineRows(b, x: x, from: panel.minY + Self.px(20, s), to: panel.maxY)
        return lines.first.map { Double($0 - panel.minY) / s }
    }

    @Test(arguments: scales)
    func iOS8PutsTheMessage24PointsUnderTheTitleAndTheButtons24UnderIt(_ s: Double) throws {
        // Baselines 36 and 60, the hairline at 84 (e04: 107, 179 and 252 px @3x).
        let text = "screen device: iphone-6 ios: 8 background: white\nstatus-bar\nalert \"Default Style\" message: \"A standard alert.\"\n  button \"Cancel\" cancel\n  button \"OK\"\n"
        let y = try Self.firstHairline(text, s, screen: (375, 667))
        #expect(y.map { abs($0 - 84) <= 1 / s + 0.01 } == true, "@\(s)x hairline at \(String(describing: y))")
    }

    @Test(arguments: scales)
    func iOS7PutsTheButtonsHairline24PointsUnderTheLastTitleLine(_ s: Double) throws {
        // Two 17-pt bold lines: baselines 19 + ascent and 22 further, the hairline 24 under
        // the second (e01: 69, 113 and 161 px @2x from the panel's top).
        let text = "screen device: iphone-5 ios: 7 background: white\nstatus-bar\nalert \"“PrivacyPrompts” Would Like to Use Your Current Location\"\n  button \"Don’t Allow\" cancel\n  button \"OK\"\n"
        let runs = AlertOrderTests.runs(try compileText(text).items).filter { $0.font.size == 17 && $0.font.weight == .bold && $0.text != "OK" }
        let list = try compileText(text)
        let panelTop = try #require(Self.alertFrame(list)).minY
        let expected = try #require(runs.last).origin.y - panelTop + 24
        let y = try Self.firstHairline(text, s, screen: (320, 568))
        #expect(y.map { abs($0 - expected) <= 1 / s + 0.01 } == true, "@\(s)x hairline at \(String(describing: y)), expected \(expected), top \(panelTop)")
    }

    /// The alert panel's frame: the rounded rectangle 270 wide in the display list.
    static func alertFrame(_ list: DisplayList) -> Rect? {
        func find(_ items: [DisplayItem]) -> Rect? {
            for item in items {
                switch item {
                case .roundedRect(let r, _, _) where abs(r.width - 270) < 0.01: return r
                case .group(let g): if let r = find(g.items) { return r }
                default: continue
                }
            }
            return nil
        }
        return find(list.items)
    }

    static let sheet = """
        screen device: iphone-6 background: white
        status-bar
        action-sheet
          button "Take Photo"
          button "Choose Photo"
          button "Delete Photo" destructive
          button "Cancel" cancel
        """

    @Test(arguments: scales)
    func actionSheetRowsAre57With8PointMarginsAndCancelApart(_ s: Double) throws {
        let b = try render(try compileText(Self.sheet), scale: s)
        // Cancel: x 8…367, y 602…659; the group: y 423…594, hairlines at 480 and 537.
        let cancel = try #require(Self.span(b, row: Self.px(630, s), s, width: 375))
        #expect(abs(Double(cancel.minX) / s - 8) <= 1 / s + 0.01, "@\(s)x \(cancel)")
        #expect(abs(Double(cancel.maxX + 1) / s - 367) <= 1 / s + 0.01, "@\(s)x \(cancel)")
        #expect(b.color(x: Self.px(187, s), y: Self.px(663, s)) == Self.dimmedWhite)
        #expect(b.color(x: Self.px(20, s), y: Self.px(598, s)) == Self.dimmedWhite, "the gap before Cancel")
        let x = Self.px(20, s)
        let column = (Self.px(380, s)..<Self.px(600, s)).filter { b.color(x: x, y: $0).red > 0xE8 }
        let top = try #require(column.first), bottom = try #require(column.last)
        #expect(abs(Double(top) / s - 423) <= 1, "@\(s)x group top \(Double(top) / s)")
        #expect(abs(Double(bottom + 1) / s - 594) <= 1, "@\(s)x group bottom \(Double(bottom + 1) / s)")
        let lines = Self.hairlineRows(b, x: x, from: top + 2, to: bottom)
        #expect(lines.count == 2, "@\(s)x \(lines)")
        if lines.count == 2 {
            #expect(abs(Double(lines[0] - top) - 57 * s) <= 1, "@\(s)x first row \(lines[0] - top) px")
            #expect(abs(Double(lines[1] - lines[0]) - 57 * s) <= 1, "@\(s)x second row")
        }
    }

    static func share(device: String) -> String {
        """
        screen device: \(device) background: white
        status-bar
        navigation-bar "Page"
          button action id: share
        share-sheet anchor: share
          activity message
          activity mail
          activity copy
        """
    }

    @Test(arguments: scales)
    func shareSheetIconsAre60PointTilesOnIPhoneAnd76OnIPad(_ s: Double) throws {
        for (device, side, size) in [("iphone-6", 60.0, Size(width: 375, height: 667)), ("ipad", 76, Size(width: 768, height: 1024))] {
            let b = try render(try compileText(Self.share(device: device)), scale: s)
            let green = try #require(TableProbeTests.box(
                b, rows: 0..<Self.px(size.height, s), columns: 0..<Self.px(size.width, s)) { close($0, Color(rgb: 0x4CD964), 2) })
            #expect(abs(Double(green.maxX + 1 - green.minX) / s - side) <= 1 / s + 0.01, "@\(s)x \(device) \(green)")
            #expect(abs(Double(green.maxY + 1 - green.minY) / s - side) <= 1 / s + 0.01, "@\(s)x \(device) \(green)")
            let blue = try #require(TableProbeTests.box(
                b, rows: green.minY..<(green.maxY + 1), columns: (green.maxX + 1)..<Self.px(size.width, s)) { close($0, Color(rgb: 0x1A8CF8), 2) })
            // 72 apart on an iPhone (iOS 8–9, e30), 16 between the icons on an iPad.
            let pitch = device == "iphone-6" ? 72 : side + 16
            #expect(abs(Double(blue.minX - green.minX) / s - pitch) <= 1, "@\(s)x \(device) pitch")
            if device == "iphone-6" {
                // 8.5 pt into the group, itself 8 pt in from the screen's edge.
                #expect(abs(Double(green.minX) / s - 16.5) <= 1 / s + 0.01, "@\(s)x \(green)")
                // The action row's tile (outlined white) starts one row lower, and Cancel
                // sits 8 pt above the bottom.
                let cancel = try #require(Self.span(b, row: Self.px(630, s), s, width: 375))
                #expect(abs(Double(cancel.minX) / s - 8) <= 1 / s + 0.01)
            }
        }
    }

    @Test(arguments: scales)
    func iOS8ActionSheetRowsAre44WithFourPointCornersAndTheTitleBaseline26Down(_ s: Double) throws {
        // e05, e30: 667 high: Cancel 615…659; the group 431…607: a 44 pt header (the title's
        // baseline 26 down), then three rows of 44.
        let text = Self.sheet.replacingOccurrences(of: "device: iphone-6", with: "device: iphone-6 ios: 8")
            .replacingOccurrences(of: "action-sheet\n", with: "action-sheet \"Photo\"\n")
        let b = try render(try compileText(text), scale: s)
        let x = Self.px(20, s)
        let column = (Self.px(380, s)..<Self.px(667, s)).filter { b.color(x: x, y: $0).red > 0xE8 }
        let cancelRows = column.filter { $0 >= Self.px(611, s) }
        let groupRows = column.filter { $0 < Self.px(611, s) }
        let cTop = try #require(cancelRows.first), cBottom = try #require(cancelRows.last)
        let gTop = try #require(groupRows.first), gBottom = try #require(groupRows.last)
        #expect(abs(Double(cBottom + 1 - cTop) / s - 44) <= 1, "@\(s)x cancel \(cTop)…\(cBottom)")
        #expect(abs(Double(gBottom + 1 - gTop) / s - 176) <= 1, "@\(s)x group \(gTop)…\(gBottom)")
        let lines = Self.hairlineRows(b, x: x, from: gTop + 2, to: gBottom)
        #expect(lines.map { Int((Double($0 - gTop) / s).rounded()) } == [44, 88, 132], "@\(s)x \(lines)")
        // The title's ink ends on its baseline, 26 below the group's top.
        let ink = (gTop..<(gTop + Self.px(44, s))).filter { y in
            (Self.px(150, s)..<Self.px(225, s)).contains { b.color(x: $0, y: y).red < 0xB0 }
        }
        let base = try #require(ink.last)
        #expect(abs(Double(base + 1 - gTop) / s - 26) <= 1, "@\(s)x baseline \(Double(base + 1 - gTop) / s)")
        // 4 pt corners: 2 pt in along the diagonal is inside (a 13 pt corner leaves 3.8 out).
        #expect(b.color(x: Self.px(8 + 2, s), y: gTop + Self.px(2, s)).red > 0xE8)
        #expect(b.color(x: Self.px(8 + 2, s), y: cBottom - Self.px(2, s)).red > 0xE8)
    }

    @Test(arguments: scales)
    func iOS8ShareSheetTitlesAreBlackOverA44PointCancel(_ s: Double) throws {
        let text = Self.share(device: "iphone-6").replacingOccurrences(of: "device: iphone-6", with: "device: iphone-6 ios: 8")
        let b = try render(try compileText(text), scale: s)
        let green = try #require(TableProbeTests.box(
            b, rows: 0..<Self.px(667, s), columns: 0..<Self.px(375, s)) { close($0, Color(rgb: 0x4CD964), 2) })
        // The title under the first tile: its darkest pixel is black.
        var darkest = 255
        for y in (green.maxY + Self.px(4, s))..<(green.maxY + Self.px(20, s)) {
            for x in green.minX...green.maxX { darkest = min(darkest, Int(b.color(x: x, y: y).red)) }
        }
        #expect(darkest < 0x18, "@\(s)x darkest \(darkest)")
        let x = Self.px(20, s)
        let cancelRows = (Self.px(611, s)..<Self.px(667, s)).filter { b.color(x: x, y: $0).red > 0xE8 }
        let cTop = try #require(cancelRows.first), cBottom = try #require(cancelRows.last)
        #expect(abs(Double(cBottom + 1 - cTop) / s - 44) <= 1, "@\(s)x cancel \(cTop)…\(cBottom)")
    }

    @Test(arguments: scales)
    func iOS7ActionSheetRowsAre44WithEightBeforeCancelAndBelow(_ s: Double) throws {
        let text = Self.sheet.replacingOccurrences(of: "device: iphone-6", with: "device: iphone-5 ios: 7")
        let b = try render(try compileText(text), scale: s)
        // 568 high: Cancel 516…560, the group 376…508 (three rows of 44), 8 pt margins.
        let cancel = try #require(Self.span(b, row: Self.px(540, s), s, width: 320))
        #expect(abs(Double(cancel.minX) / s - 8) <= 1 / s + 0.01 && abs(Double(cancel.maxX + 1) / s - 312) <= 1 / s + 0.01, "@\(s)x \(cancel)")
        let x = Self.px(20, s)
        let column = (Self.px(300, s)..<Self.px(568, s)).filter { b.color(x: x, y: $0).red > 0xE8 }
        let cancelRows = column.filter { $0 >= Self.px(512, s) }
        let groupRows = column.filter { $0 < Self.px(511, s) }
        let cTop = try #require(cancelRows.first), cBottom = try #require(cancelRows.last)
        let gTop = try #require(groupRows.first), gBottom = try #require(groupRows.last)
        #expect(abs(Double(cBottom + 1 - cTop) / s - 44) <= 1, "@\(s)x cancel \(cTop)…\(cBottom)")
        #expect(abs(Double(568 * s - Double(cBottom + 1)) / s - 8) <= 1, "@\(s)x below Cancel")
        #expect(abs(Double(cTop - gBottom - 1) / s - 8) <= 1, "@\(s)x gap \(gBottom)…\(cTop)")
        #expect(abs(Double(gBottom + 1 - gTop) / s - 132) <= 1, "@\(s)x group \(gTop)…\(gBottom)")
    }

    @Test(arguments: scales)
    func iPhoneShareSheetRowsStartTwentyAboveTheirIconsAndAre128Apart(_ s: Double) throws {
        let b = try render(try compileText(Self.share(device: "iphone-6")), scale: s)
        let green = try #require(TableProbeTests.box(
            b, rows: 0..<Self.px(667, s), columns: 0..<Self.px(375, s)) { close($0, Color(rgb: 0x4CD964), 2) })
        // The group's top edge and the hairline between the rows, left of the tiles.
        let x = Self.px(13, s)
        // (Clear of the group's 13 pt corner: 22 pt in from its edge.)
        let light = (Self.px(100, s)..<green.maxY).filter { b.color(x: Self.px(30, s), y: $0).red > 0xE8 }
        let top = try #require(light.first)
        #expect(abs(Double(green.minY - top) / s - 20) <= 1, "@\(s)x icon top \(green.minY), group top \(top)")
        let line = try #require((green.maxY..<Self.px(600, s)).first { let c = b.color(x: x, y: $0); return c.red < 0xE0 && c.red > 0xA0 })
        // The Copy tile (white, without an outline on iOS 8–9, e30): 20 below the hairline,
        // in the first column, over the lighter group.
        let tileX = Self.px(46, s)
        let tile = try #require(((line + 2)..<Self.px(640, s)).first { b.color(x: tileX, y: $0).red > 0xFC })
        #expect(abs(Double(tile - line) / s - 20) <= 1, "@\(s)x tile \(tile), hairline \(line)")
        let edge = b.color(x: tileX, y: tile - 1)
        #expect(edge.red > 0xE0, "@\(s)x no outline: \(edge)")
        // The app row is 128 tall (e30): hairline − group top.
        let rowHeight = Double(line - top) / s
        #expect(abs(rowHeight - 128) <= 1, "@\(s)x row \(rowHeight)")
    }

    @Test(arguments: scales)
    func iOS9RowsEndWithALightMoreTile(_ s: Double) throws {
        let b = try render(try compileText(Self.share(device: "iphone-6")), scale: s)
        let green = try #require(TableProbeTests.box(
            b, rows: 0..<Self.px(667, s), columns: 0..<Self.px(375, s)) { close($0, Color(rgb: 0x4CD964), 2) })
        // Message, Mail, then More at 16.5 + 2 × 72 = 160.5: a white tile, grey dots at its middle.
        let inside = b.color(x: Self.px(160.5 + 8, s), y: green.minY + Self.px(8, s))
        #expect(inside.red > 0xF0 && inside.blue > 0xF0, "@\(s)x \(inside)")
        let dot = b.color(x: Self.px(160.5 + 30, s), y: green.minY + Self.px(30, s))
        #expect(dot.red < 0x80, "@\(s)x middle dot \(dot)")
    }

    @Test func tooManyAlertButtonsWarnAndStayOnScreen() throws {
        let engine = try #require(sharedEngine)
        let text = "screen device: iphone-5 orientation: landscape\nalert \"Pick\"\n"
            + (1...8).map { "  button \"Option \($0)\"" }.joined(separator: "\n") + "\n"
        let r = engine.compile(text: text, path: "t.mockup", options: CompileOptions())
        let w = r.diagnostics.first { $0.message.contains("more buttons than fit") }
        #expect(w?.range.start.line == 2 && w?.range.start.column == 1, "\(r.diagnostics.map(\.message))")
        let list = try #require(r.displayList)
        let b = try render(list, scale: 2)
        // 320 high: the panel keeps 10 pt above and below.
        let column = TableProbeTests.box(b, rows: 0..<640, columns: 400..<401) { $0.red > 0xE8 }
        #expect(column.map { abs(Double($0.minY) / 2 - 10) <= 1 && abs(Double($0.maxY + 1) / 2 - 310) <= 1 } == true, "\(String(describing: column))")
    }

    @Test func tooManyChoicesWarnAtTheSheetsLine() throws {
        let engine = try #require(sharedEngine)
        let text = "screen device: iphone-5 orientation: landscape\naction-sheet \"Move to\"\n"
            + (1...9).map { "  button \"Folder \($0)\"" }.joined(separator: "\n") + "\n  button \"Cancel\" cancel\n"
        let r = engine.compile(text: text, path: "t.mockup", options: CompileOptions())
        let w = r.diagnostics.first { $0.message.contains("more choices than fit") }
        #expect(w?.range.start.line == 2 && w?.range.start.column == 1, "\(r.diagnostics.map(\.message))")
        #expect(w?.notes.first?.contains("of 9 choices") == true, "\(w?.notes ?? [])")
        #expect(r.displayList != nil)
    }

    @Test(arguments: [(2.0, 105, 644), (3.0, 158, 967)])
    func aCentredAlertStartsOnThePixelUIKitRoundsTo(_ s: Double, _ first: Int, _ last: Int) throws {
        // A 270 pt alert on the 375 pt iPhone 6 starts at 52.5 pt: 105 px at @2x,
        // and 157.5 px rounded away from zero, 158, at @3x; it ends at 322.5 pt.
        let b = try render(try compileText("""
            screen device: iphone-6
            status-bar
            alert "Title" message: "Message"
              button "Cancel" cancel
              button "Delete" destructive
            """), scale: s)
        let y = b.height / 2
        let dim = b.color(x: 10, y: y)
        #expect(b.color(x: first - 1, y: y) == dim && b.color(x: first, y: y) != dim, "@\(s)x left")
        #expect(b.color(x: last, y: y) != dim && b.color(x: last + 1, y: y) == dim, "@\(s)x right")
    }
}
