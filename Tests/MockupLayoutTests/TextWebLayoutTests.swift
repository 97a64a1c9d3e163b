import MockupDisplayList
import MockupGeometry
@testable import MockupLayout
import MockupScene
import MockupSyntax
import Testing

/// Text and web views with the fake measurer (every character half an em wide, line
/// 1 em): a 17 pt body line is 17 high. The content area of a portrait iPhone 6 with
/// only the status bar runs from 20 to 667.
private func run(_ body: String) throws -> (list: DisplayList, warnings: [String]) {
    let parsed = MockupParser.parse(text: "screen device: iphone-6\n" + body, path: "t.mockup")
    let scene = SceneResolver.resolve(parsed.document)
    let errors = (parsed.diagnostics + scene.diagnostics).filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(errors.map(\.message))")
    let screen = try #require(scene.screen)
    let (list, warnings) = LayoutEngine(measurer: FakeMeasurer()).layoutReporting(screen)
    return (list, warnings.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" })
}

@Suite struct TextWebLayoutTests {
    @Test func aTopLevelTextViewFillsTheContentAreaAndInsetsItsText() throws {
        let (list, warnings) = try run("text-view \"Hi\"\n")
        #expect(warnings.isEmpty)
        let t = try #require(texts(list.items).first { $0.text == "Hi" })
        // 5 from the left, 8 below the content area's top, baseline 0.8 em further down.
        #expect(t.origin == Point(x: 5, y: 20 + 8 + 13.6))
        let clip = try #require(list.items.compactMap { item -> Rect? in
            if case .group(let g) = item, g.items.contains(where: { if case .text(let r) = $0 { return r.text == "Hi" } else { return false } }) { return g.clip }
            return nil
        }.first)
        #expect(clip == Rect(x: 0, y: 20, width: 375, height: 647))
    }

    @Test func withoutScrollingATextViewIsAsTallAsItsText() throws {
        let (list, _) = try run("""
            stack
              text-view "One" "Two" scrolling: off
              label "After"
            """)
        let after = try #require(texts(list.items).first { $0.text == "After" })
        // Two 17 pt lines and the 8 + 8 insets: the label starts at 20 + 50.
        #expect(after.origin.y == 20 + 50 + 13.6)
    }

    @Test func scrollingPastTheTextIsAWarningAtTheView() throws {
        let (_, warnings) = try run("""
            stack
              text-view "One" scroll: 10 height: 40
              text-view "One" "Two" "Three" scroll: 10 height: 40
              web-view scroll: 700
                p "Short"
            """)
        // Lines count from the screen line prepended. 1 line + 16 = 33 < 40 + 10; 3 lines + 16 = 67 ≥ 50.
        #expect(warnings.count == 2, "\(warnings)")
        #expect(warnings.first?.hasPrefix("3:3: this text view is scrolled 10 pt but its text leaves room for 0 pt") == true)
        #expect(warnings.last?.hasPrefix("5:3: this web view is scrolled 700 pt") == true)
    }

    @Test func plainWebPagesCollapseTheBodyMarginWithTheFirstHeading() throws {
        let (list, _) = try run("""
            web-view plain
              h1 "Title"
              p "Text"
            """)
        let h1 = try #require(texts(list.items).first { $0.text == "Title" })
        let p = try #require(texts(list.items).first { $0.text == "Text" })
        #expect(h1.origin.x == 8 && h1.font.family == .serif && h1.font.size == 32 && h1.font.weight == .bold)
        // Margin 21.44 (not 8 + 21.44), the 32 pt line, then max(21.44, 16) to the paragraph.
        #expect(abs(h1.origin.y - (20 + 21.44 + 25.6)) < 0.001)
        #expect(abs(p.origin.y - (20 + 21.44 + 32 + 21.44 + 12.8)) < 0.001)
    }

    @Test func listItemsFormOneListWithADiscEach() throws {
        let (list, _) = try run("""
            web-view plain
              li "A"
              li "B"
            """)
        let a = try #require(texts(list.items).first { $0.text == "A" })
        let b = try #require(texts(list.items).first { $0.text == "B" })
        #expect(a.origin.x == 8 + 40 && b.origin.y - a.origin.y == 16, "no margin between items")
        let discs = flatten(list.items).filter { item in
            guard case .fill(let path, _) = item, let r = path.controlBounds else { return false }
            return r.maxX < 48 && r.minY > 20
        }
        #expect(discs.count == 2)
    }
}
