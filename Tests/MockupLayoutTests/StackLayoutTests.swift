import MockupDisplayList
import MockupGeometry
@testable import MockupLayout
import MockupScene
import MockupSyntax
import Testing

/// Free layout with the fake measurer (every character half an em wide, ascent 0.8 em,
/// line 1 em): a 17 pt label "AB" is 17 × 17 and its baseline 13.6 below its top. The
/// content area of a portrait iPhone 6 with only the (default) status bar starts at 20.
private func run(_ body: String) throws -> (list: DisplayList, warnings: [Diagnostic]) {
    let parsed = MockupParser.parse(text: "screen device: iphone-6\n" + body, path: "t.mockup")
    let scene = SceneResolver.resolve(parsed.document)
    let errors = (parsed.diagnostics + scene.diagnostics).filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(errors.map(\.message))")
    let screen = try #require(scene.screen)
    return LayoutEngine(measurer: FakeMeasurer()).layoutReporting(screen)
}

private func text(_ list: DisplayList, _ s: String) throws -> TextRun {
    try #require(texts(list.items).first { $0.text == s }, "no text \(s)")
}

@Suite struct StackLayoutTests {
    @Test func spacingAndPaddingPlaceChildrenInAColumn() throws {
        let (list, warnings) = try run("""
            stack padding: 10 spacing: 5
              label "AA"
              label "BBBB"
            """)
        #expect(warnings.isEmpty)
        let a = try text(list, "AA")
        let b = try text(list, "BBBB")
        #expect(a.origin == Point(x: 10, y: 30 + 13.6))
        #expect(b.origin == Point(x: 10, y: 30 + 17 + 5 + 13.6))
    }

    @Test func paddingSidesAreSetOneByOne() throws {
        let (list, _) = try run("""
            stack padding: 10 padding-left: 40 padding-top: 0
              label "AA"
            """)
        #expect(try text(list, "AA").origin == Point(x: 40, y: 20 + 13.6))
    }

    @Test(arguments: [("leading", 0.0), ("center", 170.5), ("trailing", 341.0), ("fill", 0.0)] as [(String, Double)])
    func alignmentPlacesChildrenAcrossTheColumn(_ align: String, _ x: Double) throws {
        let (list, _) = try run("""
            stack align: \(align)
              label "AAAA"
            """)
        #expect(try text(list, "AAAA").origin.x == x)
    }

    @Test func equalDistributionGivesEveryChildTheSameWidth() throws {
        // A keypad row: three centred digits in thirds of 375.
        let (list, _) = try run("""
            stack horizontal distribution: equal
              label center "1"
              label center "2"
              label center "3"
            """)
        for (i, d) in ["1", "2", "3"].enumerated() {
            #expect(try text(list, d).origin.x == 125 * Double(i) + 62.5 - 4.25)
        }
    }

    @Test func spacerPushesWhatFollowsToTheEnd() throws {
        let (list, _) = try run("""
            stack horizontal padding: 15
              label "Left"
              spacer
              label "Right"
            """)
        #expect(try text(list, "Left").origin.x == 15)
        #expect(try text(list, "Right").origin.x == 375 - 15 - 5 * 8.5)
    }

    @Test func fixedSpacerIsAGapAlongTheAxis() throws {
        let (list, _) = try run("""
            stack
              label "A"
              spacer 20
              label "B"
            """)
        #expect(abs(try text(list, "B").origin.y - text(list, "A").origin.y - (17 + 20)) < 1e-9)
    }

    @Test func stacksNest() throws {
        // A row of two columns; the second column starts after the first's widest label
        // and the 10 pt spacing.
        let (list, _) = try run("""
            stack horizontal spacing: 10 align: leading
              stack
                label "AAAA"
                label "B"
              stack
                label "CC"
            """)
        #expect(try text(list, "AAAA").origin == Point(x: 0, y: 20 + 13.6))
        #expect(try text(list, "B").origin == Point(x: 0, y: 20 + 17 + 13.6))
        #expect(try text(list, "CC").origin == Point(x: 34 + 10, y: 20 + 13.6))
    }

    @Test func fixedPlacementIsRelativeToTheContainerOrTheScreen() throws {
        let (list, _) = try run("""
            navigation-bar title: "T"
            stack
              label "In flow"
              label "Here" x: 100 y: 50
              label "There" x: 7 y: 9 relative-to: screen
            """)
        // The navigation bar ends at 64: the stack (the container) starts there.
        #expect(try text(list, "In flow").origin == Point(x: 0, y: 64 + 13.6))
        #expect(try text(list, "Here").origin == Point(x: 100, y: 64 + 50 + 13.6))
        #expect(try text(list, "There").origin == Point(x: 7, y: 9 + 13.6))
    }

    @Test func writtenSizeWinsOverTheOwnSize() throws {
        // A 100 × 40 label: its text centred vertically in the 40 pt.
        let (list, _) = try run("""
            stack align: leading
              label "AB" width: 100 height: 40 align: right
              label "C"
            """)
        #expect(try text(list, "AB").origin == Point(x: 100 - 17, y: 20 + 20 - 8.5 + 13.6))
        #expect(try text(list, "C").origin.y == 20 + 40 + 13.6)
    }

    @Test func overfullStackIsReportedAtItsLine() throws {
        let rows = (1...40).map { "  label \"Row \($0)\"" }.joined(separator: "\n")
        let (_, warnings) = try run("stack\n" + rows)
        let w = try #require(warnings.first)
        #expect(warnings.count == 1)
        #expect(w.severity == .warning)
        #expect(w.range.start.line == 2 && w.range.start.column == 1)
        // 40 rows of 17 = 680 in the 647 under the status bar.
        #expect(w.message.contains("33 pt too tall"), "\(w.message)")
    }

    @Test func scrolledStackClipsAndMayOverflow() throws {
        let rows = (1...40).map { "  label \"Row \($0)\"" }.joined(separator: "\n")
        let (list, warnings) = try run("stack scroll: 100\n" + rows)
        #expect(warnings.isEmpty)
        // Rows scrolled above the screen are not emitted at all; row 7 is the first shown.
        #expect(texts(list.items).first { $0.text == "Row 1" } == nil)
        #expect(abs(try text(list, "Row 7").origin.y - (20 - 100 + 6 * 17 + 13.6)) < 1e-9)
        let clipped = list.items.contains { item in
            if case .group(let g) = item { return g.clip == Rect(x: 0, y: 20, width: 375, height: 647) }
            return false
        }
        #expect(clipped)
    }

    @Test func overfullRowIsReportedToo() throws {
        // Ten 51 pt switches need 510 of the 375.
        let rows = String(repeating: "  switch on\n", count: 10)
        let (_, warnings) = try run("stack horizontal\n" + rows)
        #expect(warnings.first?.message.contains("135 pt too wide") == true, "\(warnings.map(\.message))")
    }

    @Test func crowdedRowOffersItsLabelWhatIsLeft() throws {
        // A Settings row: 60 characters of 17 pt text (510 pt) and a switch. The label is
        // offered 375 - 10 - 51 = 314 and cut there; the switch stays on screen.
        let title = String(repeating: "W", count: 60)
        let (list, warnings) = try run("""
            stack horizontal spacing: 10
              label "\(title)"
              switch on
            """)
        #expect(warnings.isEmpty, "\(warnings.map(\.message))")
        let run = try text(list, title)
        #expect(run.maxWidth == 314)
        let rightmost = flatten(list.items).compactMap { item -> Double? in
            guard case .fill(let p, let c) = item, c == Palette.switchOn else { return nil }
            return p.elements.compactMap { e -> Double? in
                switch e {
                case .move(let q), .line(let q), .cubic(_, _, let q): return q.x
                case .close: return nil
                }
            }.max()
        }.max()
        #expect(rightmost == 375)
    }

    @Test func crowdedRowWrapsALabelThatMayWrap() throws {
        // The same label with lines: 0 wraps in its 314 pt: 36 characters a line.
        let title = String(repeating: "W ", count: 30)
        let (list, _) = try run("""
            stack horizontal spacing: 10 align: center
              label "\(title)" lines: 0
              switch on
            """)
        let lines = texts(list.items).filter { $0.text.hasPrefix("W") }
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.width <= 314 })
    }

    @Test func equalSharesAreMeasuredAtTheirShare() throws {
        // Two wrapping labels in halves of 375 - 8: each wraps at 179.5, and the row is as
        // tall as the taller, so the next view starts below it (no overlap, no warning).
        let long = String(repeating: "word ", count: 20)
        let (list, warnings) = try run("""
            stack
              stack horizontal distribution: equal spacing: 8
                label "\(long)" lines: 0
                label "Short"
              label "Next"
            """)
        #expect(warnings.isEmpty)
        let wrapped = texts(list.items).filter { $0.text.hasPrefix("word") }
        #expect(wrapped.allSatisfy { $0.width <= 179.5 })
        let lastLine = try #require(wrapped.map(\.origin.y).max())
        #expect(try text(list, "Next").origin.y > lastLine)
    }

    @Test func equalColumnMakesEveryChildAsTallAsTheTallest() throws {
        let (list, _) = try run("""
            stack distribution: equal
              label "A" size: 34
              label "B"
            """)
        // Both rows 34 tall: B's 17 pt line centred in the second.
        #expect(try text(list, "B").origin.y == 20 + 34 + 17 - 8.5 + 13.6)
    }

    @Test func fixedChildrenOfAScrolledStackScrollWithIt() throws {
        let (list, _) = try run("""
            stack scroll: 30
              label "Pinned?" x: 10 y: 100
            """)
        #expect(try text(list, "Pinned?").origin.y == 20 + 100 - 30 + 13.6)
    }

    @Test func theDrawingBudgetStopsARunawayScreen() throws {
        // 30,000 switches in a scrolled column all at the top: each draws a dozen items
        // and a few dozen path segments, so the segment budget runs out first,
        // at the 400th switch or so, long before the item budget.
        let rows = String(repeating: "  switch on x: 0 y: 0\n", count: 30_000)
        let parsed = MockupParser.parse(text: "screen device: iphone-6\nstack scroll: 0\n" + rows, path: "t.mockup")
        let screen = try #require(SceneResolver.resolve(parsed.document).screen)
        let (_, diagnostics) = LayoutEngine(measurer: FakeMeasurer()).layoutReporting(screen)
        let error = try #require(diagnostics.first { $0.severity == .error })
        #expect(error.message == "the screen draws more than 16000 path segments")
        #expect(error.range.start.line > 3)
    }

    @Test func theItemBudgetCountsItemsWithoutPaths() throws {
        let parsed = MockupParser.parse(text: "label \"x\"\n", path: "t.mockup")
        let screen = try #require(SceneResolver.resolve(parsed.document).screen)
        guard case .content(let node) = try #require(screen.elements.first { if case .content = $0 { true } else { false } })
        else { return }
        let cache = LayoutCache()
        let screenRect = Rect(x: 0, y: 0, width: 375, height: 667)
        func spend(_ items: [DisplayItem]) -> Bool {
            cache.spend(items, at: node, children: LayoutCache.Tally(), screen: screenRect, scale: 2)
        }
        let rects = Array(repeating: DisplayItem.rect(Rect(x: 0, y: 0, width: 1, height: 1), .black), count: 100_000)
        #expect(spend(rects))
        #expect(spend(rects))
        #expect(!spend([rects[0]]))
        #expect(cache.exhaustedBudget == .items)
    }

    @Test func thePixelBudgetStopsViewsPiledOnEachOther() throws {
        // 6,000 translucent full-screen fills at @2x: 6,000 × 750 × 1334 ≈ 6 billion
        // device pixels (647 pt of each below the status bar), past the 4 billion budget
        // at about the 4,120th.
        let rows = String(repeating: "label \"x\" x: 0 y: 0 width: 375 height: 667 background: #FF000080\n", count: 6_000)
        let parsed = MockupParser.parse(text: "screen device: iphone-6\n" + rows, path: "t.mockup")
        let screen = try #require(SceneResolver.resolve(parsed.document).screen)
        let (_, diagnostics) = LayoutEngine(measurer: FakeMeasurer()).layoutReporting(screen)
        let error = try #require(diagnostics.first { $0.severity == .error })
        #expect(error.message == "the screen covers more than 4 billion device pixels")
        #expect(error.range.start.line > 4_000 && error.range.start.line < 4_200, "\(error.range.start.line)")
    }

    @Test func nestedViewsAreCountedOnce() throws {
        // 120,000 labels (two items each with their text) nested 8 deep stay under the
        // 200,000-item budget only if a stack does not count its children's items again.
        var text = "screen device: iphone-6\nstack scroll: 0\n"
        for depth in 1...8 { text += String(repeating: "  ", count: depth) + "stack\n" }
        text += String(repeating: String(repeating: "  ", count: 9) + "label \"x\" x: 0 y: 0\n", count: 90_000)
        let parsed = MockupParser.parse(text: text, path: "t.mockup")
        let screen = try #require(SceneResolver.resolve(parsed.document).screen)
        let (_, diagnostics) = LayoutEngine(measurer: FakeMeasurer()).layoutReporting(screen)
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics.map(\.message))")
    }

    @Test func contentTallerThanTheScreenIsReported() throws {
        let rows = (1...40).map { "label \"Row \($0)\"" }.joined(separator: "\n")
        let (_, warnings) = try run(rows)
        #expect(warnings.count == 1)
        #expect(warnings.first?.range.start.line == 41)
    }

    @Test func refreshControlPushesTheContentDown() throws {
        let (list, _) = try run("""
            stack refresh: on scroll: 0
              label "A"
            """)
        let a = try text(list, "A")
        #expect(a.origin.y == 20 + Metrics.refreshHeight + 13.6)
    }

    @Test func formGroupDrawsRowsLikeAGroupedSection() throws {
        let (list, _) = try run("""
            group header: "Account"
              label "Name"
              label "Mail"
            """)
        // 35 + 20 gap with a header, two 44 pt rows, hairlines at their edges.
        let top = 20 + Metrics.groupedSectionGapWithHeader
        let lines = hairlines(list.items).map(\.position)
        #expect(lines.contains(top) && lines.contains(top + 44) && lines.contains(top + 88))
        let inset = hairlines(list.items).first { $0.position == top + 44 }
        // The release's cell margin: 16 on an iPhone 6 from iOS 8 (measured on captures).
        let margin = VersionedMetrics.cellMargin(.ios9, device: DeviceCatalog.defaultDevice)
        #expect(margin == 16 && inset?.from == margin)
        #expect(try text(list, "ACCOUNT").origin.y == top - Metrics.groupedHeaderBaselineAboveGroup)
        #expect(try text(list, "ACCOUNT").origin.x == margin)
        #expect(try text(list, "Name").origin == Point(x: margin, y: top + 22 - 8.5 + 13.6))
    }

    @Test func tableInANarrowerFrameIsLaidOutAtItsWidthAndMoved() throws {
        let (list, _) = try run("""
            stack horizontal
              stack width: 120
                label "Side"
              table
                cell "A"
                cell "B"
            """)
        let moved = list.items.compactMap { item -> Group? in
            if case .group(let g) = item, g.transform == .translation(120, 0) { return g }
            return nil
        }
        let group = try #require(moved.first)
        // The separator between A and B runs from the 16 pt inset (iOS 9 margin) to the
        // table's own edge.
        let separator = try #require(hairlines(group.items).first { $0.position == 20 + 44 })
        #expect(separator.from == 16 && separator.to == 375 - 120)
    }

    @Test func contentScrolledUnderATranslucentBarShowsThroughBlurred() throws {
        let (list, _) = try run("""
            navigation-bar title: "T"
            stack scroll: 60
              label "Under the bar"
              label "Below"
            """)
        let blurred = list.items.compactMap { item -> Group? in
            if case .group(let g) = item, g.blur > 0 { return g }
            return nil
        }
        let g = try #require(blurred.first)
        #expect(g.clip == Rect(x: 0, y: 0, width: 375, height: 64))
        #expect(texts(g.items).map(\.text).contains("Under the bar"))
        // Nothing of the content is far enough up to show under the status bar alone.
        #expect(blurred.count == 1)
    }

    @Test func groupRowsFitTheirChildOrGrowWithRoom() throws {
        // A 44 pt button fits the 44 pt row; a 50 pt label gets 6 pt above and below.
        let (list, _) = try run("""
            group
              button "Sign Out"
              label "Tall" height: 50
            """)
        let top = 20 + Metrics.groupedSectionGap
        let lines = hairlines(list.items).map(\.position).sorted()
        #expect(lines == [top, top + 44, top + 44 + 62])
    }

    @Test func groupChildWithAPositionIsNotARow() throws {
        let (list, _) = try run("""
            group
              label "Row"
              label "Badge" x: 300 y: 40
            """)
        let top = 20 + Metrics.groupedSectionGap
        #expect(hairlines(list.items).map(\.position).sorted() == [top, top + 44])
        #expect(try text(list, "Badge").origin == Point(x: 300, y: 20 + 40 + 13.6))
    }
}
