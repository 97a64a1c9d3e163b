import MockupGeometry
import MockupScene
import MockupSyntax
import Testing

/// Options whose "disk" holds a PNG header, an SVG and a file that is not a PNG.
private let pngHeader: [UInt8] =
    [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 0, 3, 0, 0, 0, 2, 8, 6, 0, 0, 0]
    + [0, 0, 0, 0] + [0, 0, 0, 0] + Array("IDAT".utf8) + [0, 0, 0, 0] + [0, 0, 0, 0] + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82]

private let disk = SceneOptions(
    baseDirectory: "/p",
    fileExists: { ["/p/a.png", "/p/f.svg", "/p/fake.png"].contains($0) },
    fileSystem: InMemoryFileSystem(
        bytes: [
            "/p/a.png": pngHeader,
            "/p/f.svg": Array("<svg viewBox=\"0 0 28 22\"><path d=\"M2 2 H26 V20 H2 Z\"/></svg>".utf8),
            "/p/fake.png": Array("GIF89a, not a PNG at all, really".utf8),
        ], currentDirectory: "/p"))

private func resolve(_ text: String) -> SceneResult {
    let parsed = MockupParser.parse(text: text, path: "t.mockup")
    #expect(!parsed.hasErrors, "parse errors: \(parsed.diagnostics)")
    return SceneResolver.resolve(parsed.document, options: disk)
}

private func collection(_ text: String) throws -> CollectionView {
    let r = resolve(text)
    #expect(r.diagnostics.isEmpty, "\(diagnosticLines(r))")
    return try #require(r.screen?.content.first?.view as? CollectionView)
}

@Suite struct CollectionViewResolverTests {
    @Test func flowFiguresAreReadOnTheCollectionAndItsSections() throws {
        let c = try collection("""
            collection item-size: "100x150" spacing: 4 line-spacing: 6 inset: 8 inset-left: 15 scroll: 30 editing: on header-height: 30 radius: 3
              section header: "Featured" header-action: "See All" footer: "End" columns: 3 footer-height: 20
                item "Keynote" subtitle: "Productivity" icon: book color: orange selected
                item color: red width: 60
              item image: "a.png"
            """)
        #expect(c.flow.itemWidth == 100 && c.flow.itemHeight == 150 && c.flow.spacing == 4 && c.flow.lineSpacing == 6)
        #expect(c.flow.insetTop == 8 && c.flow.insetLeft == 15 && c.flow.insetRight == 8 && c.flow.radius == 3)
        #expect(c.scroll == 30 && c.editing && c.flow.headerHeight == 30)
        #expect(c.sections.count == 2)
        let s = c.sections[0]
        #expect(s.header == "Featured" && s.headerAction == "See All" && s.footer == "End")
        #expect(s.flow.columns == 3 && s.flow.footerHeight == 20)
        // A section's columns replace the collection's width; the height stays.
        let merged = s.flow.over(c.flow)
        #expect(merged.columns == 3 && merged.itemWidth == nil && merged.itemHeight == 150 && merged.spacing == 4)
        let keynote = s.items[0]
        #expect(keynote.caption == "Keynote" && keynote.subtitle == "Productivity" && keynote.icon == "book")
        #expect(keynote.selected && keynote.isCaptioned)
        #expect(s.items[1].width == 60 && !s.items[1].selected)
        // Items after the sections form a section of their own.
        #expect(c.sections[1].items.count == 1 && c.sections[1].items[0].image?.name == "a.png")
    }

    @Test func repeatedItemsGetVariedDeterministicColoursAndSelections() throws {
        let c = try collection("collection\n  items 12 selected: \"2, 5\"\n  items 3 color: red\n")
        let items = c.sections[0].items
        #expect(items.count == 15)
        let colours = Set(items.prefix(12).compactMap(\.color))
        #expect(colours.count >= 10, "varied: \(colours.count) distinct")
        #expect(items.enumerated().filter(\.element.selected).map(\.offset) == [1, 4])
        #expect(items.suffix(3).allSatisfy { $0.color == Palette.red })
        let again = try collection("collection\n  items 12\n")
        #expect(again.sections[0].items.map(\.color) == items.prefix(12).map(\.color))
        let other = try collection("collection\n  items 12 seed: 5\n")
        #expect(other.sections[0].items.map(\.color) != again.sections[0].items.map(\.color))
    }

    @Test func badValuesAreReportedAtTheirLineAndColumn() {
        let r = resolve("""
            collection item-size: "wide" columns: 2.5
              items 0
              items 3 selected: "4"
              item icon: star image: "a.png"
              item image: "missing.png"
              item image: "fake.png"
              item icon: nosuch
              section header-action: "See All"
              items
            """)
        let lines = diagnosticLines(r)
        #expect(lines.contains { $0.hasPrefix("1:23: 'item-size' expects a side or \"width×height\"") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("1:39: 'columns' expects a whole number") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("2:9: 'items' repeats a whole number of items") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("3:21: 'selected' names item '4'") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("4:26: an item has either 'icon' or 'image'") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("5:15:") && $0.contains("missing.png") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("6:15: fake.png is not a PNG file") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("7:14: unknown icon 'nosuch'") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("8:26: 'header-action' without 'header'") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("9:3: 'items' needs a count") }, "\(lines)")
    }

    @Test func columnsWinOverAWidthWrittenBesideThem() {
        let r = resolve("collection item-width: 80 columns: 3\n  item\n")
        #expect(diagnosticLines(r) == ["1:24: 'columns' sets the item width: this width is not used [write either columns: or the width; item-height: still sets the height]"])
        let c = r.screen?.content.first?.view as? CollectionView
        #expect(c?.flow.columns == 3 && c?.flow.itemWidth == nil)
    }

    @Test func aCollectionHoldsAtMostTenThousandItems() {
        let r = resolve("collection\n  items 6000\n  items 6000\n")
        #expect(diagnosticLines(r).first?.hasPrefix("3:3: a collection holds at most 10000 items") == true, "\(diagnosticLines(r))")
    }

    @Test func unknownChildrenAndAttributesAreReported() {
        let r = resolve("collection spacng: 3\n  cell \"A\"\n")
        let lines = diagnosticLines(r)
        #expect(lines.count == 2, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("1:12:") && $0.contains("spacng") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("2:3:") && $0.contains("cell") }, "\(lines)")
    }
}
