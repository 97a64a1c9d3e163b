import MockupSyntax
import Testing

/// One malformed project: `main.mockup` (and maybe other files) in `/p`, and the
/// single diagnostic it must produce.
struct MalformedCase: Sendable, CustomTestStringConvertible {
    var name: String
    var files: [String: [UInt8]]
    var symlinks: [String: String] = [:]
    var expected: String
    var note: String?

    init(_ name: String, _ main: String, _ expected: String, note: String? = nil) {
        self.name = name
        self.files = ["main.mockup": utf8(main)]
        self.expected = expected
        self.note = note
    }

    init(_ name: String, files: [String: [UInt8]], symlinks: [String: String] = [:], _ expected: String, note: String? = nil) {
        self.name = name
        self.files = files
        self.symlinks = symlinks
        self.expected = expected
        self.note = note
    }

    var testDescription: String { name }
}

/// main.mockup includes i1.mockup, which includes i2.mockup, … up to i`count`.
private func includeChain(_ count: Int) -> [String: [UInt8]] {
    var files: [String: [UInt8]] = ["main.mockup": utf8("screen\n  include \"i1.mockup\"")]
    for i in 1...count {
        files["i\(i).mockup"] = utf8(i == count ? "label" : "include \"i\(i + 1).mockup\"")
    }
    return files
}

let malformedCases: [MalformedCase] = [
    MalformedCase(
        "unterminated string", "status-bar time: \"9:41",
        "main.mockup:1:18: error: unterminated string", note: "strings end on the same line"),
    MalformedCase(
        "unknown escape", #"label "a\qb""#, #"main.mockup:1:9: error: unknown escape '\q' in string"#,
        note: #"valid escapes are \", \\, \n, \t and \u{…}"#),
    MalformedCase(
        "surrogate escape", #"label "\u{D800}""#, #"main.mockup:1:8: error: invalid Unicode escape '\u{D800}'"#),
    MalformedCase(
        "escape without braces", #"label "\u41""#, #"main.mockup:1:8: error: invalid Unicode escape '\u'"#),
    MalformedCase(
        "control character in string", "label \"a\u{7}\"", "main.mockup:1:9: error: control character U+0007 in string"),
    MalformedCase(
        "colour with 5 digits", "screen tint: #12345",
        "main.mockup:1:14: error: invalid colour '#12345'; expected #RGB, #RRGGBB or #RRGGBBAA"),
    MalformedCase(
        "colour with non-hex digits", "screen tint: #GGG",
        "main.mockup:1:14: error: invalid colour '#GGG'; expected #RGB, #RRGGBB or #RRGGBBAA"),
    MalformedCase(
        "tab indent", "screen\n\tbutton", "main.mockup:2:1: error: tab in indentation", note: "use spaces to indent"),
    MalformedCase(
        "inconsistent dedent", "a\n    b\n  c", "main.mockup:3:3: error: inconsistent indentation",
        note: "expected 0 or 4 spaces"),
    MalformedCase(
        "dedent between nested levels", "a\n  b\n      c\n    d", "main.mockup:4:5: error: inconsistent indentation",
        note: "expected 2 or 6 spaces"),
    MalformedCase(
        "indented first line", "  screen", "main.mockup:1:3: error: unexpected indentation"),
    MalformedCase(
        "key without value", "button title:", "main.mockup:1:8: error: expected a value after 'title:'",
        note: "a value is a name, a \"string\", a number or a #colour"),
    MalformedCase(
        "key followed by key", "button title: size: 3", "main.mockup:1:8: error: expected a value after 'title:'"),
    MalformedCase(
        "duplicate attribute", "button title: \"a\" title: \"b\"", "main.mockup:1:19: error: duplicate attribute 'title'",
        note: "'title' was first given at column 8"),
    MalformedCase(
        "stray colon", "status-bar time: 9:41",
        "main.mockup:1:19: error: unexpected ':'; text containing ':' must be quoted"),
    MalformedCase(
        "stray at sign", "button @home", "main.mockup:1:8: error: unexpected '@'",
        note: "expected a name, a \"string\", a number, a #colour or 'key: value'"),
    MalformedCase(
        "values not separated", "button \"a\"\"b\"", "main.mockup:1:11: error: unexpected '\"'",
        note: "separate values with spaces"),
    MalformedCase(
        "line starts with attribute", "title: \"x\"", "main.mockup:1:1: error: expected an element name, found 'title:'"),
    MalformedCase(
        "non-ASCII identifier", "cell 李雷", "main.mockup:1:6: error: non-ASCII letter '李' in identifier '李雷'",
        note: "identifiers use ASCII letters, digits, '_', '.' and '-'; put text in quotes: \"李雷\""),
    MalformedCase(
        "non-ASCII letter inside identifier", "button café", "main.mockup:1:8: error: non-ASCII letter 'é' in identifier 'café'"),
    MalformedCase(
        "number overflow", "spacer height: 10000000001",
        "main.mockup:1:16: error: number '10000000001' is too large",
        note: "numbers must lie between -1000000000 and 1000000000"),
    MalformedCase(
        "malformed number", "spacer 1.2.3", "main.mockup:1:8: error: malformed number '1.2.3'",
        note: "numbers look like 12, -3.5, 80% or 15pt"),
    MalformedCase(
        "too deep nesting",
        (0...64).map { String(repeating: " ", count: $0) + "v" }.joined(separator: "\n"),
        "main.mockup:65:65: error: elements are nested too deeply",
        note: "at most 64 levels of nesting, counting included files"),
    MalformedCase(
        "over-long line", "label \"" + String(repeating: "x", count: 10_000) + "\"",
        "main.mockup:1:10001: error: line is too long (10008 characters)",
        note: "lines hold at most 10000 characters"),
    MalformedCase(
        "include missing", "include \"nope.mockup\"", "main.mockup:1:9: error: cannot find included file 'nope.mockup'",
        note: "looked for 'nope.mockup'"),
    MalformedCase(
        "include escaping root",
        files: ["main.mockup": utf8("include \"../x.mockup\""), "/x.mockup": utf8("label")],
        "main.mockup:1:9: error: include escapes the project folder"),
    MalformedCase(
        "include escaping root to a missing file", files: ["main.mockup": utf8("include \"../nope.mockup\"")],
        "main.mockup:1:9: error: include escapes the project folder"),
    MalformedCase(
        "include escaping root through a symlink",
        files: ["main.mockup": utf8("include \"link.mockup\""), "/x.mockup": utf8("label")],
        symlinks: ["/p/link.mockup": "../x.mockup"],
        "main.mockup:1:9: error: include escapes the project folder"),
    MalformedCase(
        "include through a symlink out to a missing file: the same answer",
        files: ["main.mockup": utf8("include \"link.mockup\"")],
        symlinks: ["/p/link.mockup": "../nope.mockup"],
        "main.mockup:1:9: error: include escapes the project folder"),
    MalformedCase(
        "include through a symlinked folder out to a missing file",
        files: ["main.mockup": utf8("include \"out/nope.mockup\""), "/elsewhere/x.mockup": utf8("label")],
        symlinks: ["/p/out": "/elsewhere"],
        "main.mockup:1:9: error: include escapes the project folder"),
    MalformedCase(
        "absolute include", "include \"/p/a.mockup\"", "main.mockup:1:9: error: include paths must be relative"),
    MalformedCase(
        "include without path", "include parts", "main.mockup:1:1: error: expected one file path in quotes after 'include'"),
    MalformedCase(
        "include with children",
        files: ["main.mockup": utf8("include \"a.mockup\"\n  label"), "a.mockup": utf8("label")],
        "main.mockup:2:3: error: unexpected indentation under 'include'"),
    MalformedCase(
        "include cycle",
        files: ["main.mockup": utf8("screen\n  include \"a.mockup\""), "a.mockup": utf8("include \"main.mockup\"")],
        "a.mockup:1:9: error: include cycle: main.mockup → a.mockup → main.mockup"),
    MalformedCase(
        "include depth", files: includeChain(17), "i16.mockup:1:9: error: includes are nested too deeply",
        note: "at most 16 levels of include below the main file"),
    MalformedCase(
        "invalid UTF-8", files: ["main.mockup": utf8("screen\nlabel \"a") + [0xFF] + utf8("\"")],
        "main.mockup:2:9: error: file is not valid UTF-8",
        note: "the first invalid byte is at offset 15; save the file as UTF-8"),
    MalformedCase(
        "file too large", files: ["main.mockup": [UInt8](repeating: 0x23, count: (1 << 20) + 1)],
        "main.mockup:1:1: error: file is too large (more than 1048576 bytes)"),
    MalformedCase(
        "main file missing", files: ["other.mockup": utf8("label")], "main.mockup:1:1: error: cannot find file 'main.mockup'"),
]

@Suite struct MalformedInputTests {
    @Test(arguments: malformedCases)
    func reportsExactlyOneError(_ c: MalformedCase) {
        let result = parseProject(c.files, symlinks: c.symlinks)
        #expect(result.diagnostics.map(header) == [c.expected])
        if let note = c.note {
            #expect(result.diagnostics.first?.notes.contains(note) == true, "notes: \(result.diagnostics.first?.notes ?? [])")
        }
        #expect(result.hasErrors)
    }

    @Test func includeChainOfSixteenIsAllowed() {
        let result = parseProject(includeChain(16))
        #expect(result.diagnostics.isEmpty)
        #expect(result.document.nodes.first?.children.map(\.name) == ["label"])
    }

    @Test func nestingOfSixtyFourIsAllowed() {
        let text = (0..<64).map { String(repeating: " ", count: $0) + "v" }.joined(separator: "\n")
        #expect(parse(text).diagnostics.isEmpty)
    }

    @Test func nestingDepthCountsAcrossIncludes() {
        let outer = (0..<63).map { String(repeating: " ", count: $0) + "v" }.joined(separator: "\n")
            + "\n" + String(repeating: " ", count: 63) + "include \"deep.mockup\""
        let result = parseProject(["main.mockup": utf8(outer), "deep.mockup": utf8("ok\nv\n  too-deep")])
        #expect(result.diagnostics.map(header) == ["deep.mockup:3:3: error: elements are nested too deeply"])
    }

    @Test func tooManyNodes() {
        let text = String(repeating: "a\n", count: 100_001)
        let result = parse(text)
        #expect(result.diagnostics.map(header) == ["t.mockup:100001:1: error: too many elements"])
        #expect(result.document.nodes.count == 100_000)
    }

    @Test func tooManyNodesAcrossIncludes() {
        let limits = Limits(
            maxFileBytes: 1 << 20, maxLineLength: 10_000, maxNestingDepth: 64, maxNodes: 5,
            maxStringLength: 10_000, maxIncludeDepth: 16, maxNumberMagnitude: 1e9)
        let result = parseProject(
            ["main.mockup": utf8("a\ninclude \"b.mockup\"\ninclude \"b.mockup\""), "b.mockup": utf8("b\nb\nb")],
            limits: limits)
        #expect(result.diagnostics.map(header) == ["b.mockup:2:1: error: too many elements"])
    }

    /// With the default limits no string can pass 10,000 characters (the line limit
    /// is hit first), so the string limit is tested with a longer line limit.
    @Test func stringTooLong() {
        var limits = Limits.default
        limits.maxLineLength = 20_000
        let long = "label \"" + String(repeating: "é", count: 10_001) + "\""
        let result = MockupParser.parse(text: long, path: "t.mockup", limits: limits)
        #expect(result.diagnostics.map(header) == ["t.mockup:1:7: error: string is too long (10001 characters)"])
        let ok = "label \"" + String(repeating: "é", count: 10_000) + "\""
        #expect(MockupParser.parse(text: ok, path: "t.mockup", limits: limits).diagnostics.isEmpty)
    }

    @Test func fileAtSizeLimitIsAccepted() {
        let bytes = [UInt8](repeating: 0x0A, count: 1 << 20)
        #expect(parseProject(["main.mockup": bytes]).diagnostics.isEmpty)
    }

    @Test func lineAtLengthLimitIsAccepted() {
        let text = "label \"" + String(repeating: "x", count: 9_992) + "\""
        #expect(text.unicodeScalars.count == 10_000)
        #expect(parse(text).diagnostics.isEmpty)
    }

    @Test func numberAtLimitIsAccepted() {
        #expect(parse("a 1000000000 -1000000000").diagnostics.isEmpty)
    }

    @Test func includeInTextWithoutFileSystem() {
        let result = parse("include \"a.mockup\"")
        #expect(result.diagnostics.map(header) == ["t.mockup:1:9: error: cannot include 'a.mockup': this text has no folder"])
    }

    @Test func multipleErrorsAreAllReportedInOrder() {
        let text = """
            screen tint: #12345
              label "ok" size:
              label "李雷" x: 9:41
            \tbutton
              cell 李雷 @
                 sub "a\\q"
              button title: "a" title: "b"
            """
        let result = parse(text)
        #expect(
            result.diagnostics.map(header) == [
                "t.mockup:1:14: error: invalid colour '#12345'; expected #RGB, #RRGGBB or #RRGGBBAA",
                "t.mockup:2:14: error: expected a value after 'size:'",
                "t.mockup:3:18: error: unexpected ':'; text containing ':' must be quoted",
                "t.mockup:4:1: error: tab in indentation",
                "t.mockup:5:8: error: non-ASCII letter '李' in identifier '李雷'",
                "t.mockup:6:12: error: unknown escape '\\q' in string",
                "t.mockup:7:21: error: duplicate attribute 'title'",
            ])
        // Nodes with valid names are kept despite errors on their lines.
        #expect(result.document.nodes.first?.children.map(\.name) == ["label", "label", "cell", "button"])
        #expect(result.document.nodes.first?.children[2].children.map(\.name) == ["sub"])
    }

    @Test func diagnosticsSortedByFile() {
        let result = parseProject([
            "main.mockup": utf8("include \"z.mockup\"\ninclude \"a.mockup\"\nx @"),
            "z.mockup": utf8("z @"), "a.mockup": utf8("a @"),
        ])
        #expect(result.diagnostics.map(\.range.start.file) == ["a.mockup", "main.mockup", "z.mockup"])
    }
}
