import MockupGeometry
import MockupScene
import MockupSyntax
import Testing

private func resolve(_ body: String) -> SceneResult {
    let parsed = MockupParser.parse(text: "screen\n" + body, path: "t.mockup")
    #expect(!parsed.hasErrors, "parse errors: \(parsed.diagnostics)")
    return SceneResolver.resolve(parsed.document)
}

/// The one diagnostic of `body`, which must be at `line`:`column` (the screen line is 1).
private func only(_ body: String, line: Int, column: Int) throws -> Diagnostic {
    let d = resolve(body).diagnostics
    #expect(d.count == 1, "\(d.map(\.message))")
    let first = try #require(d.first)
    #expect(first.range.start.line == line && first.range.start.column == column, "at \(first.range.start)")
    return first
}

@Suite struct FreeLayoutResolverTests {
    @Test func stacksNestViewsWithTheirAttributes() throws {
        let r = resolve("""
            stack horizontal spacing: 8 padding: 4 padding-left: 10 align: center distribution: equal tint: red
              label "A"
              stack
                spacer
                spacer 12
            """)
        #expect(r.diagnostics.isEmpty, "\(r.diagnostics.map(\.message))")
        let node = try #require(r.screen?.content.first)
        let s = try #require(node.view as? Stack)
        #expect(s.axis == .horizontal && s.spacing == 8 && s.alignment == .center && s.distribution == .equal)
        #expect(s.padding == Insets(top: 4, left: 10, bottom: 4, right: 4))
        #expect(s.tint == Palette.red)
        #expect(s.subviews.map(\.family.name) == ["label", "stack"])
        let inner = try #require(s.subviews[1].view as? Stack)
        #expect(inner.subviews.compactMap { ($0.view as? Spacer)?.length } == [12])
        #expect(inner.subviews.count == 2)
    }

    @Test func placementIsReadForEveryView() throws {
        let r = resolve("label \"A\" x: 10 y: -4 width: 50 height: 20 relative-to: screen background: #FF0000")
        let p = try #require(r.screen?.content.first?.placement)
        #expect(p == Placement(x: 10, y: -4, width: 50, height: 20, origin: .screen, background: Color(rgb: 0xFF0000)))
        #expect(p.isFixed)
    }

    @Test func negativeSizesAreErrorsAtTheValue() throws {
        let d = try only("label \"A\" width: -5", line: 2, column: 18)
        #expect(d.message == "'width' must be between 0 and 10000")
    }

    @Test func unknownAlignmentSuggestsTheClosest() throws {
        let d = try only("stack align: centre", line: 2, column: 14)
        #expect(d.notes.first == "did you mean 'center'?")
    }

    @Test func unknownAttributeListsTheFamilysOwnAndCommonOnes() throws {
        let d = try only("stack spacng: 4", line: 2, column: 7)
        #expect(d.notes.first == "did you mean 'spacing'?")
        #expect(d.notes.last?.contains("relative-to") == true)
    }

    @Test func spacerTakesOneLengthOnly() throws {
        #expect(try only("spacer -3", line: 2, column: 8).message == "a spacer's length must be between 0 and 10000")
        #expect(try only("spacer \"wide\"", line: 2, column: 8).message == "unexpected \"wide\" for 'spacer'")
        #expect(try only("spacer 4 5", line: 2, column: 10).message == "unexpected 5 for 'spacer'")
    }

    @Test func leavesHaveNoChildren() throws {
        let d = try only("label \"A\"\n  label \"B\"", line: 3, column: 3)
        #expect(d.message == "'label' has no nested elements")
    }

    @Test func labelNeedsItsText() throws {
        let d = try only("label headline", line: 2, column: 1)
        #expect(d.severity == .error && d.message == "a label needs its text")
    }

    @Test func labelLinesMustBeWhole() throws {
        let d = try only("label \"A\" lines: 1.5", line: 2, column: 18)
        #expect(d.severity == .error && d.notes.contains("found 1.5"), "\(d.message) \(d.notes)")
    }

    @Test func unknownViewInsideAStackIsReportedThere() throws {
        let d = try only("stack\n  slidr", line: 3, column: 3)
        #expect(d.message == "unknown element 'slidr'")
    }

    @Test func horizontalStackHasNoRefreshControl() throws {
        #expect(try only("stack horizontal refresh: on", line: 2, column: 27).message == "a horizontal stack has no refresh control")
    }

    @Test func aSecondTableIsAnError() throws {
        let d = try only("table\ntable", line: 3, column: 1)
        #expect(d.severity == .error && d.message == "a screen has at most one 'table'")
    }

    @Test func groupRowsAndHeaders() throws {
        let r = resolve("group header: \"Account\" footer: \"Shared with nobody.\" row-height: 50\n  label \"Name\"")
        let g = try #require(r.screen?.content.first?.view as? FormGroup)
        #expect(g.header == "Account" && g.footer == "Shared with nobody." && g.rowHeight == 50 && g.subviews.count == 1)
        #expect(ElementCatalog.family(named: "form-section")?.name == "group")
    }

    @Test func spacerInAGroupIsAnEmptyRowWarning() throws {
        let d = try only("group\n  label \"A\"\n  spacer", line: 4, column: 3)
        #expect(d.severity == .warning)
    }

    @Test func aSecondStyleWordIsAWarningAndTheLastWins() throws {
        let d = try only("label headline footnote \"A\"", line: 2, column: 16)
        #expect(d.severity == .warning)
        #expect(d.message == "'footnote' replaces 'headline': a label has one text style")
        let label = try #require(resolve("label headline footnote \"A\"").screen?.content.first?.view as? Label)
        #expect(label.style == .footnote)
    }

    @Test func screenAndVariantsChooseTheIOSRelease() throws {
        let parsed = MockupParser.parse(text: "screen device: iphone-5 ios: 7\nvariant ios: 8\n", path: "t.mockup")
        let r = SceneResolver.resolve(parsed.document)
        #expect(r.diagnostics.isEmpty)
        #expect(r.screen?.ios == .ios7)
        #expect(r.variants.first?.ios == .ios8 && r.variants.first?.name == "ios8")
        #expect(SceneResolver.resolve(MockupParser.parse(text: "screen\n", path: "t").document).screen?.ios == .ios9)
        let over = SceneResolver.resolve(parsed.document, options: SceneOptions(ios: .ios9))
        #expect(over.screen?.ios == .ios9)
    }

    @Test func unknownIOSReleaseIsAnErrorAtTheValue() throws {
        let parsed = MockupParser.parse(text: "screen ios: 10\n", path: "t.mockup")
        let d = SceneResolver.resolve(parsed.document).diagnostics
        #expect(d.count == 1 && d.first?.message == "'ios' expects 7, 8 or 9" && d.first?.range.start.column == 13)
    }

    @Test func aReleaseOlderThanTheDeviceIsAWarning() throws {
        let parsed = MockupParser.parse(text: "screen device: iphone-6 ios: 7\nvariant ios: 7 device: iphone-5\nvariant ios: 8 device: ipad-pro\n", path: "t.mockup")
        let d = SceneResolver.resolve(parsed.document).diagnostics
        #expect(d.map(\.severity) == [.warning, .warning])
        #expect(d.first?.message == "iOS 7 never ran on the iPhone 6/6s, which came with iOS 8")
        #expect(d.map { $0.range.start.line } == [1, 3])
    }
}
