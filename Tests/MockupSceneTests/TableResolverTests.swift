import MockupGeometry
import MockupScene
import MockupSyntax
import Testing

/// A 3 × 2 PNG's chunk structure (signature, IHDR, an empty IDAT, IEND): all the
/// resolver reads; CRCs are not checked there.
private let pngHeader: [UInt8] =
    [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 0, 3, 0, 0, 0, 2, 8, 6, 0, 0, 0]
    + [0, 0, 0, 0] + [0, 0, 0, 0] + Array("IDAT".utf8) + [0, 0, 0, 0] + [0, 0, 0, 0] + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82]

private let folderSVG = """
    <svg viewBox="0 0 28 22"><path d="M2 2 H26 V20 H2 Z"/></svg>
    """

/// Options whose "disk" holds a PNG, an SVG, a bad SVG and a file that is not a PNG.
private let disk = SceneOptions(
    baseDirectory: "/p",
    fileExists: { ["/p/a.png", "/p/f.svg", "/p/bad.svg", "/p/fake.png"].contains($0) },
    fileSystem: InMemoryFileSystem(
        bytes: [
            "/p/a.png": pngHeader,
            "/p/f.svg": Array(folderSVG.utf8),
            "/p/bad.svg": Array("<svg viewBox=\"0 0 1 1\"><g/></svg>".utf8),
            "/p/fake.png": Array("GIF89a, not a PNG at all, really".utf8),
        ], currentDirectory: "/p"))

private func resolve(_ text: String, options: SceneOptions = disk) -> SceneResult {
    let parsed = MockupParser.parse(text: text, path: "t.mockup")
    #expect(!parsed.hasErrors, "parse errors: \(parsed.diagnostics)")
    return SceneResolver.resolve(parsed.document, options: options)
}

private func table(_ text: String) throws -> Table {
    let r = resolve(text)
    #expect(r.diagnostics.isEmpty, "\(r.diagnostics.map(\.message))")
    guard let t = r.screen?.table else { throw TableTestError.noTable }
    return t
}

private enum TableTestError: Error { case noTable }

/// "line:column: message [first note]" for each diagnostic.
private func messages(_ r: SceneResult) -> [String] {
    r.diagnostics.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" + ($0.notes.first.map { " [\($0)]" } ?? "") }
}

@Suite struct TableResolverTests {
    @Test func tableAttributes() throws {
        let t = try table("""
            table plain scroll: 120 index: alphabet editing: on reorder: on refresh: "Updating…" row-height: 60
              cell "A"
            """)
        #expect(t.scroll == 120 && t.rowHeight == 60)
        #expect(t.index.count == 27 && t.index.first == "A" && t.index.last == "#")
        #expect(t.editing == .delete && t.reorder)
        #expect(t.refresh == RefreshControl(title: "Updating…"))
        #expect(t.loading == nil)

        let s = try table("table editing: select refresh: on loading: on index: \"ABC\"\n")
        #expect(s.editing == .select && s.refresh == RefreshControl(title: nil))
        #expect(s.loading == "Loading…" && s.index == ["A", "B", "C"])

        let u = try table("table loading: \"Fetching\" refresh: off editing: off index: \"Ab Cd #\"\n")
        #expect(u.loading == "Fetching" && u.refresh == nil && u.editing == .off && u.index == ["Ab", "Cd", "#"])
    }

    @Test func indexFromSectionHeaders() throws {
        let t = try table("""
            table plain index: sections
              section header: "A"
                cell "Anna"
              section
                cell "no header"
              section header: "B"
                cell "Ben"
            """)
        #expect(t.index == ["A", "B"])
    }

    @Test func headerAndFooterViews() throws {
        let t = try table("""
            table grouped
              table-header "Hello" image: "a.png" height: 120 align: left color: red size: 15
              table-footer "12 Contacts"
              cell "A"
            """)
        let h = try #require(t.headerView)
        #expect(h.text == "Hello" && h.height == 120 && h.alignment == .left && h.color == Palette.red && h.fontSize == 15)
        #expect(h.image == .bitmap(name: "a.png", pixels: nil, pixelSize: Size(width: 3, height: 2)))
        #expect(t.footerView?.text == "12 Contacts" && t.footerView?.alignment == .center)
        #expect(t.footerView?.fontSize == Metrics.tableViewTextFontSize)
    }

    @Test func accessoriesByWordAttributeAndText() throws {
        let t = try table("""
            table
              cell "a" detail-disclosure
              cell "b" accessory: detail-button
              cell "c" switch: on
              cell "d" switch
              cell "e" accessory: "Edit"
              cell "f" accessory: checkmark badge: 3
            """)
        let a = t.sections[0].cells.map(\.accessory)
        #expect(a == [.detailDisclosure, .detailButton, .switch(isOn: true), .switch(isOn: false), .text("Edit"), .checkmark])
        #expect(t.sections[0].cells[5].badge == "3")
    }

    @Test func statesAndActionRows() throws {
        let t = try table("""
            table
              cell "a" selected
              cell "b" highlighted: on
              cell "c" disabled
              cell "d" enabled: off selected: no
              cell action "Sign Out" destructive
              cell action "Add" color: green
            """)
        let c = t.sections[0].cells
        #expect(c.map(\.selected) == [true, true, false, false, false, false])
        #expect(c.map(\.enabled) == [true, true, false, false, true, true])
        #expect(c[4].style == .action && c[4].titleColor == Palette.red)
        #expect(c[5].titleColor == Palette.green)
    }

    @Test func linesEditingAndSwipe() throws {
        let t = try table("""
            table editing: on
              cell "a" lines: 2 detail-lines: 0
              cell "b" editing: insert reorder: off
              cell "c" editing: none reorder: on
              cell "d" swipe: on
              cell "e" swipe: "Archive"
                swipe-action "More" style: normal
                swipe-action "Flag" color: orange
            """)
        let c = t.sections[0].cells
        #expect(c[0].lines == 2 && c[0].detailLines == 0 && c[1].lines == 1)
        #expect(c[1].editingControl == .insert && c[1].reorder == false)
        #expect(c[2].editingControl == TableCell.EditingControl.none && c[2].reorder == true)
        #expect(c[0].editingControl == nil && c[0].reorder == nil)
        #expect(c[3].swipeActions == [TableCell.SwipeAction(title: "Delete", color: Palette.swipeDestructive)])
        #expect(c[4].swipeActions.map(\.title) == ["More", "Flag", "Archive"])
        #expect(c[4].swipeActions.map(\.color) == [Palette.swipeNormal, Palette.orange, Palette.swipeDestructive])
    }

    @Test func imagesReadAtResolveTime() throws {
        let t = try table("""
            table
              cell "png" image: "a.png"
              cell "svg" image: "f.svg" image-color: teal
              cell subtitle "tile" "d" icon: wifi icon-color: blue
            """)
        let c = t.sections[0].cells
        #expect(c[0].image == .file(.bitmap(name: "a.png", pixels: nil, pixelSize: Size(width: 3, height: 2)), color: nil))
        guard case .file(.vector(let name, let icon), let color)? = c[1].image else {
            Issue.record("svg image not parsed: \(String(describing: c[1].image))")
            return
        }
        #expect(name == "f.svg" && color == Palette.teal && icon.viewBox == Rect(x: 0, y: 0, width: 28, height: 22))
        #expect(c[2].image == .tile(icon: "wifi", color: Palette.blue))
    }

    @Test func unknownNamesSuggestTheClosest() {
        let r = resolve("""
            table editing: selct index: alphabeth
              cell "a" accessory: detail-disclosur badg: "x"
                swipe-actoin "More"
              cell "b" editing: insrt
              cell "c"
                swipe-action "Flag" style: destructiv
            """)
        #expect(messages(r) == [
            "1:16: unknown editing mode 'selct' [did you mean 'select'?]",
            "1:29: unknown index 'alphabeth' [did you mean 'alphabet'?]",
            "2:23: unknown accessory 'detail-disclosur' [did you mean 'detail-disclosure'?]",
            "2:40: unknown attribute 'badg' [did you mean 'badge'?]",
            "3:5: unknown element inside 'cell': 'swipe-actoin' [did you mean 'swipe-action'?]",
            "4:21: unknown editing 'insrt' [did you mean 'insert'?]",
            "6:32: unknown swipe style 'destructiv' [did you mean 'destructive'?]",
        ])
    }

    @Test func badValuesAreErrorsAtTheValue() {
        let r = resolve("""
            table scroll: -5 refresh: maybe loading: 3
              table-header
              cell "a" lines: 1.5 switch: on accessory: checkmark
              cell "b" lines: 200 image: "a.gif"
              cell "c" image: "fake.png"
              cell "d" image: "bad.svg"
                swipe-action style: normal
            """)
        #expect(messages(r) == [
            "1:15: 'scroll' must be between 0 and 1000000 [found -5]",
            "1:27: 'refresh' expects on, off or a quoted title [found 'maybe']",
            "1:42: 'loading' expects on, off or a quoted title [found 3]",
            "2:3: 'table-header' needs a text or an image [for example: table-header \"Choose a network…\" or table-header image: \"logo.png\"]",
            "3:19: 'lines' expects a whole number [0 means as many lines as needed]",
            "3:31: a cell has one accessory ['switch' is an accessory; remove 'accessory' or 'switch']",
            "4:19: 'lines' must be between 0 and 100 [found 200]",
            "4:30: unsupported image file 'a.gif' [images are PNG (.png) or SVG (.svg) files]",
            "5:19: fake.png is not a PNG file [the file does not start with a PNG signature and header]",
            "6:19: cannot use SVG image bad.svg [bad.svg:1:24: unsupported element <g>]",
            "7:5: a swipe action needs a title [for example: swipe-action \"More\" style: normal]",
        ])
    }

    @Test func oneHeaderViewPerTable() {
        let r = resolve("""
            table
              table-header "A"
              table-header "B"
            """)
        #expect(messages(r) == ["3:3: a table has at most one 'table-header' [the first is at line 2]"])
    }

    @Test func editingAttributesWarnWhenTheTableIsNotEditing() {
        let r = resolve("""
            table
              section
                cell "a" editing: insert reorder: on
            """)
        #expect(messages(r) == [
            "3:23: 'editing' has no effect while the table is not editing [add editing: on to the table]",
            "3:39: 'reorder' has no effect while the table is not editing [add editing: on to the table]",
        ])
        #expect(r.diagnostics.allSatisfy { $0.severity == .warning })
    }

    @Test func imageColourWarnings() {
        let r = resolve("""
            table
              cell "a" image: "a.png" image-color: red
              cell "b" image-color: red
            """)
        #expect(messages(r) == [
            "2:40: 'image-color' has no effect on a PNG image [SVG images are drawn in this colour]",
            "3:25: 'image-color' without 'image' has no effect",
        ])
        #expect(r.diagnostics.allSatisfy { $0.severity == .warning })
    }
}
