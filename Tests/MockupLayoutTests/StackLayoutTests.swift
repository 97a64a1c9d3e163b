import MockupDisplayList
import MockupGeometry
import MockupLayout
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
        #expect(try text(list, "Row 1").origin.y == 20 - 100 + 13.6)
        let clipped = list.items.contains { item in
            if case .group(let g) = item { return g.clip == Rect(x: 0, y: 20, width: 375, height: 647) }
            return false
        }
        #expect(clipped)
    }

    @Test func overfullRowIsReportedToo() throws {
        let (_, warnings) = try run("""
            stack horizontal
              label "\(String(repeating: "W", count: 30))"
              label "\(String(repeating: "W", count: 30))"
            """)
        #expect(warnings.first?.message.contains("too wide") == true)
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
        #expect(inset?.from == Metrics.separatorInset)
        #expect(try text(list, "ACCOUNT").origin.y == top - Metrics.groupedHeaderBaselineAboveGroup)
        #expect(try text(list, "Name").origin == Point(x: 15, y: top + 22 - 8.5 + 13.6))
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
        // The separator between A and B runs from the 15 pt inset to the table's own edge.
        let separator = try #require(hairlines(group.items).first { $0.position == 20 + 44 })
        #expect(separator.from == 15 && separator.to == 375 - 120)
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
}
