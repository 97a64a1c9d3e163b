import MockupDisplayList
import MockupGeometry
@testable import MockupLayout
import MockupScene
import MockupSyntax
import Testing

/// The collection view's flow layout with the fake measurer, on a portrait iPhone 6 whose
/// content area starts under the status bar at 20.
private func run(_ body: String) throws -> (list: DisplayList, warnings: [Diagnostic]) {
    let parsed = MockupParser.parse(text: "screen device: iphone-6\n" + body, path: "t.mockup")
    let scene = SceneResolver.resolve(parsed.document)
    let errors = (parsed.diagnostics + scene.diagnostics).filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(errors.map(\.message))")
    let screen = try #require(scene.screen)
    return LayoutEngine(measurer: FakeMeasurer()).layoutReporting(screen)
}

private let red = Color(rgb: 0xFF0000)

/// The frames of the red tiles, in drawing order.
private func tiles(_ list: DisplayList) -> [Rect] {
    flatten(list.items).compactMap { if case .roundedRect(let r, _, let c) = $0, c == red { return r } else { return nil } }
}

private func at(_ r: Rect, _ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Bool {
    same(r, Rect(x: x, y: y, width: w, height: h))
}

@Suite struct CollectionViewLayoutTests {
    @Test func fullRowsAreJustifiedAndTheLastRowKeepsTheMinimumSpacing() throws {
        let (list, warnings) = try run("collection item-size: 100 spacing: 10\n  items 5 color: #FF0000\n")
        #expect(warnings.isEmpty)
        let t = tiles(list)
        #expect(t.count == 5)
        // Three fit (300 + 2 × 10 ≤ 375); the full row's two gaps share 75.
        #expect(at(t[0], 0, 20, 100, 100) && at(t[1], 137.5, 20, 100, 100) && at(t[2], 275, 20, 100, 100))
        // The last row: from the left inset, 10 apart, one line spacing lower.
        #expect(at(t[3], 0, 130, 100, 100) && at(t[4], 110, 130, 100, 100))
    }

    @Test func aFullLastRowIsJustifiedToo() throws {
        // Three fit and a fourth would not: the only row is full, not short.
        let (list, _) = try run("collection item-size: 100 spacing: 10\n  items 3 color: #FF0000\n")
        let t = tiles(list)
        #expect(at(t[0], 0, 20, 100, 100) && at(t[1], 137.5, 20, 100, 100) && at(t[2], 275, 20, 100, 100))
    }

    @Test func anItemAloneOnItsRowIsCentredButNotAtTheEndOfALongerSection() throws {
        let (one, _) = try run("collection item-size: 200\n  item color: #FF0000\n")
        #expect(at(try #require(tiles(one).first), 87.5, 20, 200, 200))
        let (three, _) = try run("collection item-size: 200\n  items 3 color: #FF0000\n")
        let t = tiles(three)
        #expect(at(t[0], 87.5, 20, 200, 200) && at(t[1], 87.5, 230, 200, 200) && at(t[2], 0, 440, 200, 200))
    }

    @Test func columnsShareTheRowLeftByInsetsAndSpacing() throws {
        let (list, _) = try run("collection columns: 4 spacing: 1 line-spacing: 1 inset: 10\n  items 5 color: #FF0000\n")
        let t = tiles(list)
        // (375 − 20 − 3) / 4 = 88.
        #expect(at(t[0], 10, 30, 88, 88) && at(t[1], 99, 30, 88, 88) && at(t[3], 277, 30, 88, 88))
        #expect(at(t[4], 10, 119, 88, 88))
    }

    @Test func defaultsAreFiftySquareTenApart() throws {
        let (list, _) = try run("collection\n  items 8 color: #FF0000\n")
        let t = tiles(list)
        // 6 fit (6 × 50 + 5 × 10 = 350); the full row is justified over 375.
        #expect(at(t[0], 0, 20, 50, 50) && at(t[1], 65, 20, 50, 50) && at(t[5], 325, 20, 50, 50))
        #expect(at(t[6], 0, 80, 50, 50) && at(t[7], 60, 80, 50, 50))
    }

    @Test func headersAndFootersTakeTheirHeightAroundTheInsetItems() throws {
        let (list, _) = try run("""
            collection item-size: 100 inset-top: 5 inset-bottom: 7 header-height: 30 footer-height: 20
              section header: "One" footer: "End"
                item color: #FF0000
              section header: "Two"
                item color: #FF0000
            """)
        let t = tiles(list)
        #expect(at(t[0], 137.5, 20 + 30 + 5, 100, 100))
        // Second header at 20 + 30 + 5 + 100 + 7 + 20 = 182; its item 30 + 5 lower.
        #expect(at(t[1], 137.5, 182 + 35, 100, 100))
        let one = try #require(texts(list.items).first { $0.text == "One" })
        let end = try #require(texts(list.items).first { $0.text == "End" })
        let two = try #require(texts(list.items).first { $0.text == "Two" })
        // 17 pt text centred in its band: baseline = mid − 8.5 + 13.6.
        #expect(abs(one.origin.y - (35 + 5.1)) < 0.001)
        #expect(abs(end.origin.y - (172 + 5.1)) < 0.001)
        #expect(abs(two.origin.y - (197 + 5.1)) < 0.001)
    }

    @Test func anItemWiderThanTheRowIsReportedAtItsSize() throws {
        let (list, warnings) = try run("collection item-size: 400 inset-left: 20\n  items 2 color: #FF0000\n")
        let w = try #require(warnings.first)
        #expect(warnings.count == 1 && w.severity == .warning)
        #expect(w.range.start.line == 2 && w.range.start.column == 23)
        #expect(w.message.contains("400 pt wide") && w.message.contains("355 pt"), "\(w.message)")
        // Drawn one a row at the left inset (cut by the collection's clip).
        let t = tiles(list)
        #expect(at(t[0], 20, 20, 400, 400) && at(t[1], 20, 430, 400, 400))
    }

    @Test func anItemOfItsOwnWidthIsReportedAtItsLine() throws {
        let (_, warnings) = try run("collection\n  item color: red\n  item color: red width: 500\n")
        let w = try #require(warnings.first)
        #expect(w.range.start.line == 4 && w.range.start.column == 3)
    }

    @Test func aScrollOffsetPastTheContentIsReportedAtItsValue() throws {
        let (_, warnings) = try run("collection scroll: 500 item-size: 100\n  items 8 color: red\n")
        let w = try #require(warnings.first)
        #expect(w.range.start.line == 2 && w.range.start.column == 20)
        // Two rows of 100 and a line spacing: 210 in the 647 below the status bar.
        #expect(w.message.contains("at most 0 pt"), "\(w.message)")
        let (_, fine) = try run("collection scroll: 100 item-size: 100\n  items 40 color: red\n")
        #expect(fine.isEmpty)
    }

    @Test func scrolledContentMovesUpAndOnlyVisibleItemsAreDrawn() throws {
        let (list, _) = try run("collection scroll: 1000 item-size: 100\n  items 9000 color: #FF0000\n")
        let t = tiles(list)
        // Rows 110 apart: the first drawn row reaches into the area (ends past 20 + 1000).
        #expect(t.count < 40)
        #expect(t.first.map { $0.minY < 20 && $0.maxY > 20 } == true)
        #expect(t.allSatisfy { $0.maxY > 20 && $0.minY < 667 })
    }

    @Test func aHorizontalCollectionFillsColumnsTopToBottomAndScrollsLeft() throws {
        let (list, warnings) = try run("""
            stack
              collection horizontal item-size: 100 height: 210 scroll: 50
                items 9 color: #FF0000
            """)
        #expect(warnings.isEmpty, "\(warnings.map(\.message))")
        let t = tiles(list)
        try #require(t.count >= 6)
        // Two fit a column (100 + 10 + 100); columns 110 apart, moved 50 left.
        #expect(at(t[0], -50, 20, 100, 100) && at(t[1], -50, 130, 100, 100))
        #expect(at(t[2], 60, 20, 100, 100) && at(t[3], 60, 130, 100, 100))
        #expect(at(t[4], 170, 20, 100, 100) && at(t[5], 170, 130, 100, 100))
        // The ninth, alone in the last column at 440 − 50, is past the right edge: not drawn.
        #expect(t.count == 8)
        let (_, past) = try run("collection direction: horizontal item-size: 100 scroll: 400\n  items 12\n")
        // Six a column: two columns, 210 wide in 375.
        #expect(past.first?.message.contains("at most 0 pt") == true, "\(past.map(\.message))")
        let (_, tall) = try run("collection horizontal item-size: 700\n  items 1\n")
        #expect(tall.first?.message.contains("700 pt tall") == true, "\(tall.map(\.message))")
    }

    @Test func selectedItemsGetTheBadgeAtTheirBottomRightCorner() throws {
        let (list, _) = try run("collection item-size: 100 tint: #00FF00\n  item color: red selected\n")
        let badge = flatten(list.items).compactMap { item -> Rect? in
            if case .fill(let p, let c) = item, c == Color(rgb: 0x00FF00) { return p.controlBounds }
            return nil
        }
        let inner = try #require(badge.first)
        // The 24 pt badge ends 4 in from the corner of the item at (137.5, 20); its body 1 pt inside.
        #expect(same(inner, Rect(x: 137.5 + 100 - 4 - 24 + 1, y: 20 + 100 - 4 - 24 + 1, width: 22, height: 22)))
    }
}

@Suite struct CollectionInStackTests {
    @Test func aCollectionInAStackTakesTheRoomLeftOrItsWrittenHeight() throws {
        let (flexible, w1) = try run("""
            stack spacing: 10
              label "AB"
              collection item-size: 40
                items 3 color: #FF0000
              label "CD"
            """)
        #expect(w1.isEmpty, "\(w1.map(\.message))")
        #expect(tiles(flexible).first?.minY == 47)
        // The collection takes all the room left: the last label sits at the bottom.
        #expect(texts(flexible.items).first { $0.text == "CD" }?.origin.y == 667 - 17 + 13.6)
        let (fixed, _) = try run("""
            stack spacing: 10
              label "AB"
              collection item-size: 40 height: 100
                items 3 color: #FF0000
              label "CD"
            """)
        #expect(texts(fixed.items).first { $0.text == "CD" }?.origin.y == 47 + 100 + 10 + 13.6)
    }

    @Test func aCollectionLeftWithoutHeightIsReportedAtItsLine() throws {
        let (_, warnings) = try run("""
            stack
              spacer 700
              collection
                items 3
            """)
        #expect(warnings.contains { $0.message.contains("no height left") && $0.range.start.line == 4 && $0.range.start.column == 3 },
            "\(warnings.map(\.message))")
    }

    @Test func itemsBelowAShortCollectionAreClippedToIt() throws {
        let (list, _) = try run("""
            stack
              collection item-size: 100 height: 50
                items 6 color: #FF0000
            """)
        let groups = list.items.compactMap { item -> Group? in
            if case .group(let g) = item { return g } else { return nil }
        }
        // One clip group of the collection's frame, holding only the first row.
        let clip = try #require(groups.first { $0.clip == Rect(x: 0, y: 20, width: 375, height: 50) })
        #expect(flatten(clip.items).count == 3)
    }
}
