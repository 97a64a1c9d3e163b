import MockupSyntax
import Testing

@Suite struct ParserTests {
    @Test func nestingArgumentsAndAttributes() throws {
        let text = """
            # Mail inbox on an iPhone 6
            screen device: iphone-6 appearance: light tint: #007AFF

            status-bar time: "9:41 AM" carrier: "Carrier" battery: 80% network-activity: on

            navigation-bar title: "Inbox"
              back "Mailboxes"
              button edit

            table plain
              section header: "Today"
                cell subtitle "李雷" detail: "明天一起吃午饭？" accessory: disclosure
            """
        let result = parse(text)
        #expect(result.diagnostics.isEmpty)
        let nodes = result.document.nodes
        #expect(nodes.map(\.name) == ["screen", "status-bar", "navigation-bar", "table"])
        let screen = nodes[0]
        #expect(screen.attributes.map(\.name) == ["device", "appearance", "tint"])
        #expect(screen.attribute("device")?.value.kind == .identifier("iphone-6"))
        #expect(screen.attribute("tint")?.value.kind == .color(red: 0, green: 0x7A, blue: 0xFF, alpha: 255))
        #expect(screen.nameRange == SourceRange(start: SourceLocation(file: "t.mockup", line: 2, column: 1), length: 6))
        let status = nodes[1]
        #expect(status.attribute("time")?.value.kind == .string("9:41 AM"))
        #expect(status.attribute("battery")?.value.kind == .number(80, unit: "%"))
        #expect(status.attribute("network-activity")?.value.kind == .identifier("on"))
        let nav = nodes[2]
        #expect(nav.children.map(\.name) == ["back", "button"])
        #expect(nav.children[0].arguments.map(\.kind) == [.string("Mailboxes")])
        #expect(nav.children[1].arguments.map(\.kind) == [.identifier("edit")])
        let cell = try #require(nodes[3].children.first?.children.first)
        #expect(cell.name == "cell")
        #expect(cell.arguments.map(\.kind) == [.identifier("subtitle"), .string("李雷")])
        #expect(cell.attribute("detail")?.value.kind == .string("明天一起吃午饭？"))
        // Columns count Unicode scalars: "李雷" (with quotes) covers 4 columns.
        #expect(cell.attribute("detail")?.nameRange.start == SourceLocation(file: "t.mockup", line: 12, column: 24))
        #expect(cell.attribute("detail")?.nameRange.length == 6)
        #expect(cell.attribute("accessory")?.value.kind == .identifier("disclosure"))
    }

    @Test func valueKinds() {
        let result = parse(##"v #F80 #FF880080 #abc 80% -3.5pt 15pt 2x 1.5dp 0 -7 system.blue value-1 _x "\u{4E2D}\"\\\n\t" "#""##)
        #expect(result.diagnostics.isEmpty)
        let expected: [ValueKind] = [
                .color(red: 0xFF, green: 0x88, blue: 0x00, alpha: 0xFF),
                .color(red: 0xFF, green: 0x88, blue: 0x00, alpha: 0x80),
                .color(red: 0xAA, green: 0xBB, blue: 0xCC, alpha: 0xFF),
                .number(80, unit: "%"), .number(-3.5, unit: "pt"), .number(15, unit: "pt"),
                .number(2, unit: "x"), .number(1.5, unit: "dp"), .number(0, unit: nil), .number(-7, unit: nil),
                .identifier("system.blue"), .identifier("value-1"), .identifier("_x"),
                .string("中\"\\\n\t"), .string("#"),
            ]
        #expect(result.document.nodes.first?.arguments.map(\.kind) == expected)
    }

    @Test func valueRanges() throws {
        let node = try #require(parse(#"label "héllo" size: 15pt"#).document.nodes.first)
        #expect(node.arguments[0].range == SourceRange(start: SourceLocation(file: "t.mockup", line: 1, column: 7), length: 7))
        let size = try #require(node.attribute("size"))
        #expect(size.nameRange.start.column == 15)
        #expect(size.nameRange.length == 4)
        #expect(size.value.range.start.column == 21)
        #expect(size.value.range.length == 4)
    }

    @Test func attributeSpacing() {
        let node = parse("b a:1 c:   x d:\"s\"").document.nodes.first
        #expect(node?.attributes.map(\.name) == ["a", "c", "d"])
        #expect(node?.attributes.map(\.value.kind) == [.number(1, unit: nil), .identifier("x"), .string("s")])
    }

    @Test func commentsVersusColours() {
        let text = """
            # a comment line
                #indented comment, even without a space
            label "a # not a comment" # trailing comment "unterminated
            label tint: #fff #\tcomment after tab
            label #
            """
        let result = parse(text)
        #expect(result.diagnostics.isEmpty)
        #expect(result.document.nodes.count == 3)
        #expect(result.document.nodes[0].arguments.map(\.kind) == [.string("a # not a comment")])
        #expect(result.document.nodes[1].attribute("tint")?.value.kind == .color(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(result.document.nodes[1].arguments.isEmpty)
        #expect(result.document.nodes[2].arguments.isEmpty)
    }

    @Test func crlfAndBOM() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + utf8("screen\r\n  label \"a\"\r\n\r\nbutton x\r\n")
        let result = MockupParser.parse(bytes: bytes, path: "t.mockup")
        #expect(result.diagnostics.isEmpty)
        #expect(result.document.nodes.map(\.name) == ["screen", "button"])
        #expect(result.document.nodes[0].children.first?.arguments.map(\.kind) == [.string("a")])
        // The BOM does not shift columns.
        #expect(result.document.nodes[0].nameRange.start.column == 1)
        #expect(result.document.nodes[1].arguments.first?.kind == .identifier("x"))
        #expect(result.sources["t.mockup"]?.hasPrefix("screen") == true)
    }

    @Test func indentationLevels() {
        let text = """
            a
                b
                    c
                d
            f
            """
        let result = parse(text)
        #expect(result.diagnostics.isEmpty)
        let nodes = result.document.nodes
        #expect(nodes.map(\.name) == ["a", "f"])
        #expect(nodes[0].children.map(\.name) == ["b", "d"])
        #expect(nodes[0].children[0].children.map(\.name) == ["c"])
    }

    @Test func blankLinesWithTabsAreIgnored() {
        let result = parse("a\n\t\n  \t# comment\n  b")
        #expect(result.diagnostics.isEmpty)
        #expect(result.document.nodes.first?.children.map(\.name) == ["b"])
    }

    @Test func nodeKeptAfterErrorOnItsLine() {
        let result = parse("a\n  b x: 9:41\n    c")
        #expect(result.diagnostics.map(header) == ["t.mockup:2:9: error: unexpected ':'; text containing ':' must be quoted"])
        let b = result.document.nodes.first?.children.first
        #expect(b?.name == "b")
        #expect(b?.attribute("x")?.value.kind == .number(9, unit: nil))
        #expect(b?.children.map(\.name) == ["c"])
    }
}
