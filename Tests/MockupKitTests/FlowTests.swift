import Foundation
import MockupGeometry
import MockupKit
import MockupLayout
import MockupScene
import Testing

/// Flow documents: screens byte-identical to their renders alone, arrows from their
/// element's frame to the target's edge around the screens they do not connect, and the
/// errors of a flow's lines.
@Suite struct FlowTests {
    static let scales: [Double] = [2, 3]

    /// Two sample files included as screens and one written inline, with arrows both ways.
    static let text = """
        flow layout: row
        screen id: inbox caption: "Inbox"
          include "inbox.mockup"
        screen id: settings caption: "Settings"
          include "settings.mockup"
        screen id: compose caption: "New Message"
          navigation-bar title: "New Message"
            button "Send" side: right id: send
        arrow from: compose.send to: inbox label: "tap"
        arrow from: inbox to: settings label: "swipe left"
        """

    /// The inline screen as a file of its own.
    static let composeAlone = """
        screen
        navigation-bar title: "New Message"
          button "Send" side: right id: send
        """

    static func compileFlow(_ text: String, scale: Double? = nil) throws -> CompileResult {
        let engine = try #require(sharedEngine)
        return engine.compile(text: text, asFileAt: repoPath("samples/flow-under-test.mockup"), options: CompileOptions(scale: scale))
    }

    /// Pixels of `b` inside `rect` (points at `s`), row by row.
    static func crop(_ b: Bitmap, _ rect: Rect, scale s: Double) -> Bitmap {
        let x0 = Int(rect.minX * s), y0 = Int(rect.minY * s), w = Int(rect.width * s), h = Int(rect.height * s)
        var pixels: [UInt32] = []
        pixels.reserveCapacity(w * h)
        for y in y0..<(y0 + h) { pixels += b.pixels[(y * b.width + x0)..<(y * b.width + x0 + w)] }
        return Bitmap(width: w, height: h, pixels: pixels)
    }

    @Test(arguments: scales)
    func includedScreensAreByteIdenticalToTheirFilesAlone(_ s: Double) throws {
        let r = try Self.compileFlow(Self.text, scale: s)
        #expect(!r.hasErrors, "\(r.formattedDiagnostics)")
        let sheet = try #require(r.sheet)
        let list = try #require(r.displayList)
        let b = try render(list, scale: s)
        for (i, name) in ["inbox", "settings"].enumerated() {
            let alone = try render(try compileSample(name, options: CompileOptions(scale: s)), scale: s)
            let inSheet = Self.crop(b, sheet.screens[i], scale: s)
            #expect(inSheet.width == alone.width && inSheet.height == alone.height, "\(name) @\(s)x size")
            #expect(inSheet.pixels == alone.pixels, "\(name) @\(s)x: pixels differ from the file rendered alone")
        }
    }

    @Test(arguments: scales)
    func anInlineScreenIsItsTextAloneUnderItsArrowsMarks(_ s: Double) throws {
        let r = try Self.compileFlow(Self.text, scale: s)
        let sheet = try #require(r.sheet)
        let b = try render(try #require(r.displayList), scale: s)
        let alone = try render(try compileText(Self.composeAlone, options: CompileOptions(scale: s)), scale: s)
        let screen = sheet.screens[2]
        let inSheet = Self.crop(b, screen, scale: s)
        // The arrow's marks: its route's segments and the outline round its element, 8 pt wide.
        let route = sheet.routes[0]
        let marks = zip(route, route.dropFirst()).map { a, c in
            Rect(x: min(a.x, c.x) - 8, y: min(a.y, c.y) - 8, width: abs(a.x - c.x) + 16, height: abs(a.y - c.y) + 16)
        }
        let send = try #require(r.sheet.map { _ in route[0] })
        let outline = Rect(x: screen.minX + 290, y: send.y - 30, width: 100, height: 60)
        var same = 0, differ = 0
        for y in 0..<alone.height {
            for x in 0..<alone.width {
                let p = Point(x: screen.minX + Double(x) / s, y: screen.minY + Double(y) / s)
                if (marks + [outline]).contains(where: { $0.minX <= p.x && p.x <= $0.maxX && $0.minY <= p.y && p.y <= $0.maxY }) { continue }
                if inSheet[x, y] == alone[x, y] { same += 1 } else { differ += 1 }
            }
        }
        #expect(differ == 0, "@\(s)x: \(differ) pixels differ, \(same) equal")
        #expect(same > alone.width * alone.height / 2)
    }

    /// A framed screen alone, and framed screens in a flow, keep the unframed screen's pixels.
    @Test(arguments: scales)
    func aScreenInAFrameIsTheScreenAlone(_ s: Double) throws {
        let engine = try #require(sharedEngine)
        let alone = try render(try compileSample("inbox", options: CompileOptions(scale: s)), scale: s)
        var options = CompileOptions(scale: s)
        options.frame = FrameStyle(finish: .gold, shadow: true)
        let framed = engine.compile(file: repoPath("samples/inbox.mockup"), options: options)
        let sheet = try #require(framed.sheet)
        let b = try render(try #require(framed.displayList), scale: s)
        #expect(b.width > alone.width && b.height > alone.height)
        #expect(Self.crop(b, sheet.screens[0], scale: s).pixels == alone.pixels, "@\(s)x")
        // The surround is transparent, the body opaque: its left band at mid-height.
        #expect(b[0, 0] >> 24 == 0)
        let band = Int((sheet.screens[0].minX - 8) * s), mid = Int(sheet.screens[0].midY * s)
        #expect(b[band, mid] >> 24 == 255, "body at \(band),\(mid)")
        let inFlow = try Self.compileFlow("""
            flow frame: space-gray shadow: on
            screen id: inbox
              include "inbox.mockup"
            screen id: settings frame: none
              include "settings.mockup"
            """, scale: s)
        let flowSheet = try #require(inFlow.sheet)
        let fb = try render(try #require(inFlow.displayList), scale: s)
        #expect(Self.crop(fb, flowSheet.screens[0], scale: s).pixels == alone.pixels, "in a flow @\(s)x")
        // `frame: none` leaves the second screen bare: its tile is the screen itself.
        #expect(flowSheet.tiles[1].minX == flowSheet.screens[1].minX && flowSheet.tiles[1].minY == flowSheet.screens[1].minY)
        #expect(flowSheet.tiles[0].minX < flowSheet.screens[0].minX)
    }

    @Test func arrowsStartOnTheirElementsFrameAndEndOnTheTargetsEdge() throws {
        let r = try Self.compileFlow(Self.text)
        let sheet = try #require(r.sheet)
        #expect(sheet.routes.count == 2)
        // compose.send: the right bar button of the third screen.
        let send = try #require(sheet.routes.first)
        let compose = sheet.screens[2], inbox = sheet.screens[0]
        let start = send[0], tip = send[send.count - 1]
        #expect(start.x > compose.midX && start.x < compose.maxX && start.y > compose.minY + 20 && start.y < compose.minY + 64, "\(start)")
        // Leaving a right bar button: out of its right edge, back to the inbox's right edge.
        #expect(send[1].y == start.y && send[1].x > start.x, "\(send)")
        #expect(tip.x == inbox.maxX && tip.y >= inbox.minY && tip.y <= inbox.maxY, "\(tip) vs \(inbox)")
        // inbox → settings: from the inbox's edge to the settings screen's left edge, straight.
        let swipe = sheet.routes[1]
        #expect(swipe.count == 2, "\(swipe)")
        #expect(swipe[0].x == inbox.maxX && swipe.last?.x == sheet.screens[1].minX, "\(swipe)")
        Self.expectClear(sheet, arrows: [(2, 0), (0, 1)])
    }

    /// A grid of six with arrows across it, back and forth, and to itself.
    @Test func routesInAGridCrossNoScreenTheyDoNotConnect() throws {
        var text = "flow layout: grid columns: 3 device: iphone-5\n"
        for i in 1...6 {
            text += "screen id: s\(i) caption: \"Screen \(i)\"\n  navigation-bar title: \"\(i)\"\n"
            text += "    button \"Next\" side: right id: next\n    button \"Back\" side: left id: back\n"
        }
        let pairs = [(1, 6), (6, 1), (3, 4), (4, 3), (2, 5), (5, 2), (1, 3), (3, 1), (2, 2)]
        for (a, b) in pairs { text += "arrow from: s\(a).next to: s\(b)\narrow from: s\(a).back to: s\(b)\n" }
        let r = try Self.compileFlow(text)
        #expect(!r.hasErrors, "\(r.formattedDiagnostics)")
        let sheet = try #require(r.sheet)
        #expect(sheet.routes.count == pairs.count * 2)
        // Three columns, two rows: the second row starts below the first's captions.
        #expect(sheet.screens[1].minY == sheet.screens[0].minY && sheet.screens[3].minX == sheet.screens[0].minX)
        #expect(sheet.screens[3].minY > sheet.tiles[0].maxY)
        Self.expectClear(sheet, arrows: pairs.flatMap { [($0.0 - 1, $0.1 - 1), ($0.0 - 1, $0.1 - 1)] })
    }

    /// No segment of an arrow passes through a tile other than its source's and target's.
    static func expectClear(_ sheet: Sheet, arrows: [(Int, Int)]) {
        for (route, (from, to)) in zip(sheet.routes, arrows) {
            for (a, b) in zip(route, route.dropFirst()) {
                #expect(a.x == b.x || a.y == b.y, "diagonal segment \(a)–\(b)")
                for (i, tile) in sheet.tiles.enumerated() where i != from && i != to {
                    let lo = Point(x: min(a.x, b.x), y: min(a.y, b.y)), hi = Point(x: max(a.x, b.x), y: max(a.y, b.y))
                    let crosses = hi.x > tile.minX && lo.x < tile.maxX && hi.y > tile.minY && lo.y < tile.maxY
                    #expect(!crosses, "arrow \(from)→\(to) segment \(a)–\(b) crosses tile \(i) \(tile)")
                }
            }
            // The tip is on the target's body, never inside it.
            if let tip = route.last {
                let t = sheet.screens[to]
                let onEdge = ((tip.x == t.minX || tip.x == t.maxX) && tip.y >= t.minY && tip.y <= t.maxY)
                    || ((tip.y == t.minY) && tip.x >= t.minX && tip.x <= t.maxX)
                #expect(onEdge, "arrow \(from)→\(to) ends at \(tip), not on \(t)")
            }
        }
    }

    /// Sixty-four screens 24 pt apart (the least gap arrows take) and 256 arrows between
    /// them, scattered: still no arrow through a screen it does not connect.
    @Test func aCrowdedGridWithNarrowGapsStillRoutesAroundTheScreens() throws {
        var text = "flow layout: grid columns: 8 gap: 24 scale: 1\n"
        for i in 0..<64 { text += "screen id: s\(i) width: 100 height: 150\n  button \"B\" id: b\n" }
        // 256 pairs scattered over the grid by two strides, forward and back.
        var pairs: [(Int, Int)] = []
        for k in 0..<256 {
            let pair = ((k * 37 + 11) % 64, (k * 53 + 29) % 64)
            pairs.append(pair)
            text += "arrow from: s\(pair.0).b to: s\(pair.1)\n"
        }
        let r = try Self.compileFlow(text)
        #expect(!r.hasErrors, "\(r.formattedDiagnostics)")
        let sheet = try #require(r.sheet)
        #expect(sheet.routes.count == 256)
        Self.expectClear(sheet, arrows: pairs)
    }

    /// 64 iPad Pro screens of three 10,000-item collections each: the work stops at the
    /// screen that takes the flow past its item budget (each screen draws about 31,000).
    @Test func aFlowOverItsItemBudgetStopsAtTheScreenThatPassesIt() throws {
        var text = "flow layout: grid columns: 10 scale: 1 gap: 8\n"
        for i in 0..<64 {
            text += "screen id: s\(i) device: ipad-pro\n"
            for k in 0..<3 {
                text += "  collection columns: 100 spacing: 0 line-spacing: 0 y: \(20 + k * 440) height: 420 item-height: 4\n"
                text += "    items 10000 seed: \(i)\n"
            }
        }
        let r = try Self.compileFlow(text)
        let shown = r.diagnostics.map { "\($0.line):\($0.column): \($0.severity): \($0.message)" + $0.notes.map { " | " + $0 }.joined() }
        #expect(shown == [
            "184:1: error: the flow's screens draw more than 800000 items together | the screens up to this one went past the limit; split the flow into several files (docs/LANGUAGE.md, Limits)"
        ], "\(shown)")
        #expect(r.displayList == nil)
    }

    /// Screens a free layout sets 10 pt apart: the ports come in to half that, and no
    /// arrow crosses the screen between the two it connects.
    @Test func aFreeLayoutsCloseScreensKeepTheirArrowsOut() throws {
        let text = """
            flow layout: free
            screen id: a device: iphone-4s x: 0 y: 0
              navigation-bar title: "A"
                button "Go" side: right id: go
            screen id: b device: iphone-4s x: 330 y: 0
            screen id: c device: iphone-4s x: 660 y: 0
            arrow from: a.go to: c
            arrow from: c to: a label: "back"
            """
        let r = try Self.compileFlow(text)
        #expect(!r.hasErrors, "\(r.formattedDiagnostics)")
        let sheet = try #require(r.sheet)
        #expect(sheet.screens[1].minX - sheet.screens[0].maxX == 10)
        Self.expectClear(sheet, arrows: [(0, 2), (2, 0)])
    }

    /// An arrow and the one back between the same two screens run on rows of their own,
    /// and their labels do not cover each other.
    @Test func anArrowAndItsWayBackAreTwoLines() throws {
        let r = try Self.compileFlow("""
            flow
            screen id: a
            screen id: b
            arrow from: a to: b label: "next"
            arrow from: b to: a label: "back"
            """)
        let sheet = try #require(r.sheet)
        let there = sheet.routes[0], back = sheet.routes[1]
        #expect(there.count == 2 && back.count == 2, "\(there) \(back)")
        #expect(there[0].y != back[0].y, "\(there) \(back)")
        let dump = try #require(r.displayList).dump()
        let pills = dump.split(separator: "\n").filter { $0.hasPrefix("rounded-rect ") && $0.hasSuffix("#007AFF") }
        #expect(pills.count == 2 && pills[0] != pills[1], "\(pills)")
        #expect(Self.disjoint(pills.map(String.init)), "\(pills)")
    }

    /// Pills' rectangles from dump lines (`rounded-rect X Y W H r=R #COLOUR`) that do not overlap.
    static func disjoint(_ lines: [String]) -> Bool {
        let rects = lines.compactMap { line -> Rect? in
            let f = line.split(separator: " ").dropFirst().prefix(4).compactMap { Double($0) }
            return f.count == 4 ? Rect(x: f[0], y: f[1], width: f[2], height: f[3]) : nil
        }
        for i in rects.indices { for j in rects.indices where j > i && rects[i].intersects(rects[j]) { return false } }
        return rects.count == lines.count
    }

    @Test func aLongTitleWidensTheSheet() throws {
        let r = try Self.compileFlow("""
            flow "Checkout flow for the small widget, from cart to receipt"
            screen id: a width: 120 height: 200
            """)
        let list = try #require(r.displayList)
        let dump = list.dump()
        let title = try #require(dump.split(separator: "\n").first { $0.hasPrefix("text \"Checkout") })
        // text "…" at X,Y w=W …: the run ends inside the sheet.
        let parts = title.split(separator: " ")
        let at = try #require(parts.firstIndex(of: "at"))
        let x = try #require(Double(parts[at + 1].split(separator: ",")[0]))
        let w = try #require(Double(parts[at + 2].dropFirst(2)))
        #expect(x + w <= list.size.width, "\(title) on a \(list.size.width) pt sheet")
    }

    @Test func anElementOffItsScreenAndOddIdsAreErrors() throws {
        let shown = try Self.messages("""
            flow
            screen id: a device: iphone-5
              stack scroll: 300
                button "Top" id: top
                spacer height: 2000
            screen id: b
            arrow from: a.top to: b
            """)
        #expect(shown == [
            "7:13: error: 'top' is not on screen 'a' | it is laid out at 0, -280 (320 × 44 pt), outside the 320 × 568 pt screen: scrolled away or pushed off | start the arrow at something the screen shows"
        ], "\(shown)")
        let dots = try Self.messages("""
            flow
            screen id: a
            screen id: b
            arrow from: a to: "."
            arrow from: a. to: b
            """)
        #expect(dots == [
            "4:19: error: an arrow points to a screen | write the screen's id: to: ID",
            "5:13: error: no element id after the dot | write from: a.ID for the element with id: ID, or from: a for the screen",
        ], "\(dots)")
    }

    @Test func aRowWithArrowsNeedsAGapForThem() throws {
        let shown = try Self.messages("""
            flow gap: 10
            screen id: a
            screen id: b
            arrow from: a to: b
            """)
        #expect(shown == [
            "1:11: error: a gap of 10 pt leaves no room for arrows | arrows run between the screens: give gap: 24 or more, or leave it out (96)"
        ], "\(shown)")
        // Without arrows, screens may touch.
        #expect(try Self.messages("flow gap: 0\nscreen id: a\nscreen id: b\n") == [])
    }

    /// `frame: none` on a flow's screen line wins over the included file's own `frame:`,
    /// which wins over the flow's.
    @Test func aFramesPrecedenceIsTheScreenLineTheFileThenTheFlow() throws {
        let engine = try #require(sharedEngine)
        let d = FileManager.default.temporaryDirectory.appendingPathComponent("flow-frames-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: d, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: d) }
        try Data("screen device: iphone-5 frame: gold\nnavigation-bar title: \"Gold\"\n".utf8).write(to: d.appendingPathComponent("gold.mockup"))
        let flow = """
            flow frame: silver
            screen id: one
              include "gold.mockup"
            screen id: two frame: none
              include "gold.mockup"
            screen id: three
            """
        let r = engine.compile(text: flow, asFileAt: d.appendingPathComponent("flow.mockup").path)
        #expect(!r.hasErrors, "\(r.formattedDiagnostics)")
        let sheet = try #require(r.sheet)
        // Framed tiles are wider than their screens; the bare one is its screen.
        #expect(sheet.tiles[0].width > sheet.screens[0].width)
        #expect(sheet.tiles[1].width == sheet.screens[1].width)
        #expect(sheet.tiles[2].width > sheet.screens[2].width)
        let dump = try #require(r.displayList).dump()
        // The file's gold band (#E5D2BA) and the flow's silver one (#D4D5D8) both drawn.
        #expect(dump.contains("#E5D2BA") && dump.contains("#D4D5D8"))
    }

    @Test func screensGoWhereAFreeLayoutSays() throws {
        let text = """
            flow layout: free gap: 40
            screen id: a x: 0 y: 0
              navigation-bar title: "A"
            screen id: b x: 500 y: 200
              navigation-bar title: "B"
            """
        let sheet = try #require(try Self.compileFlow(text).sheet)
        #expect(sheet.screens[1].minX - sheet.screens[0].minX == 500)
        #expect(sheet.screens[1].minY - sheet.screens[0].minY == 200)
    }

    static func messages(_ text: String) throws -> [String] {
        try compileFlow(text).diagnostics.map { "\($0.line):\($0.column): \($0.severity): \($0.message)" + $0.notes.map { " | " + $0 }.joined() }
    }

    @Test func unknownScreensAndElementsSayWhereAndSuggest() throws {
        let screens = """
            flow
            screen id: home
              navigation-bar title: "Home"
                button "Compose" side: right id: compose
            screen id: editor

            """
        #expect(try Self.messages(screens + "arrow from: home.compse to: editor") == [
            "6:13: error: no element 'compse' on screen 'home' | did you mean 'home.compose'? | ids on screen 'home': compose"
        ])
        let shown = try Self.messages(screens + """
            arrow from: hom.compose to: editor
            arrow from: home to: edtor
            arrow from: home to: editor.title
            """)
        #expect(shown == [
            "6:13: error: unknown screen 'hom' | did you mean 'home'? | expected one of: home, editor | 'from:' is a screen id, or screen.element for an element's id: on it",
            "7:22: error: unknown screen 'edtor' | did you mean 'editor'? | expected one of: home, editor",
            "8:22: error: an arrow points to a screen | write the screen's id: to: editor",
        ], "\(shown)")
    }

    @Test func aFlowsOwnLinesAreChecked() throws {
        let shown = try Self.messages("""
            flow layout: free
            screen caption: "No id"
            screen id: a x: 10
            screen id: a x: 0 y: 0
            label "Hi"
            arrow to: a
            """)
        #expect(shown == [
            "2:1: error: a screen of a flow needs an 'id' | arrows name screens by it, for example: screen id: inbox",
            "3:1: error: screen 'a' needs x: and y: in a free layout | 'layout: free' places each screen where its x: and y: say (points on the sheet)",
            "3:17: error: write both x: and y:",
            "4:12: error: screen id 'a' is already used | the first is at line 3; each screen of a flow has its own id",
            "5:1: error: unknown element 'label' | expected one of: screen, arrow | a flow holds screens and arrows; write a screen's elements indented under its 'screen' line",
            "6:1: error: 'arrow' needs 'from:' | for example: arrow from: home.compose to: editor label: \"tap\"",
        ], "\(shown)")
    }

    @Test func aBadDefaultOnTheFlowLineIsReportedOnce() throws {
        let shown = try Self.messages("""
            flow device: iphone-66
            screen id: a
            screen id: b
            """)
        #expect(shown.count == 1, "\(shown)")
        #expect(shown.first?.hasPrefix("1:14: error: unknown device 'iphone-66'") == true, "\(shown)")
    }

    @Test func anArrowFromWhatCannotBeTappedBreaksALintRule() throws {
        let r = try Self.compileFlow("""
            flow
            screen id: a
              label "Hello" id: hello
              button "Go" id: go disabled
              button "Fine" id: fine
              progress-view value: 0.5 id: bar
            screen id: b
              navigation-bar title: "B"
                button "Done" side: right id: back enabled: off
            arrow from: a.hello to: b
            arrow from: a.go to: b
            arrow from: a.fine to: b
            arrow from: b.back to: a
            arrow from: a.bar to: b # lint: disable L-flow-arrow-static
            """)
        #expect(!r.hasErrors && r.diagnostics.isEmpty, "\(r.formattedDiagnostics)")
        let shown = r.lint().map { "\($0.range.start.line):\($0.range.start.column): \($0.ruleID): \($0.message)" }
        #expect(shown == [
            "10:13: L-flow-arrow-static: the arrow starts at 'hello', which cannot be tapped: a label takes no touches",
            "11:13: L-flow-arrow-static: the arrow starts at 'go', which cannot be tapped: it is disabled",
            "13:13: L-flow-arrow-static: the arrow starts at 'back', which cannot be tapped: it is disabled",
        ], "\(shown)")
        #expect(r.displayList != nil)
    }

    @Test func cellsAndTabItemsTakeIDsArrowsStartAt() throws {
        let r = try Self.compileFlow("""
            flow device: iphone-6
            screen id: list
              table plain
                section
                  cell "First" id: first accessory: disclosure
              tab-bar
                item favorites id: favs selected
                item recents
            screen id: detail
            arrow from: list.first to: detail
            arrow from: list.favs to: detail
            """)
        #expect(!r.hasErrors, "\(r.formattedDiagnostics)")
        let sheet = try #require(r.sheet)
        let list = sheet.screens[0]
        // The first row is 20…64, under the status bar; the tab bar 618…667: the two arrows
        // leave far apart, each from its element's middle.
        let row = sheet.routes[0][0], tab = sheet.routes[1][0]
        #expect(row.y - list.minY == 42 && row.x == list.maxX, "\(row) in \(list)")
        #expect(tab.y - list.minY == 643 && tab.x == list.minX, "\(tab) in \(list)")
    }
}

