import Foundation
import MockupSyntax
import Testing

/// `SyntaxReader` (what `mockup fmt` reads) against `MockupParser` (what everything
/// else reads): the same tree and the same errors, plus the comments and blank lines.
@Suite struct SyntaxReaderTests {
    /// Nodes nested by the lines' depths, as the parser nests them.
    private func tree(_ lines: [SyntaxLine]) -> [Node] {
        var stack: [Node] = []
        var roots: [Node] = []
        func close(to depth: Int) {
            while stack.count > depth {
                let node = stack.removeLast()
                if stack.isEmpty { roots.append(node) } else { stack[stack.count - 1].children.append(node) }
            }
        }
        for line in lines {
            guard case .element(let node, _) = line.kind else { continue }
            close(to: line.depth)
            stack.append(node)
        }
        close(to: 0)
        return roots
    }

    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func samples() -> [String] {
        let walker = FileManager.default.enumerator(atPath: root.appendingPathComponent("samples").path)
        var out: [String] = []
        while let p = walker?.nextObject() as? String {
            if p.hasSuffix(".mockup") { out.append("samples/" + p) }
        }
        return out.sorted()
    }

    @Test(arguments: samples())
    func everySampleReadsAsTheParserReadsIt(_ path: String) throws {
        let bytes = try Array(Data(contentsOf: Self.root.appendingPathComponent(path)))
        let file = SyntaxReader.read(bytes: bytes, path: path)
        #expect(file.diagnostics.isEmpty)
        let parsed = MockupParser.parse(bytes: bytes, path: path)
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(file.lines.count == lines.count)
        // Includes are expanded by the parser only; compare files without them.
        if !file.lines.contains(where: { if case .element(let n, _) = $0.kind { n.name == "include" } else { false } }) {
            #expect(tree(file.lines) == parsed.document.nodes)
        }
    }

    @Test(arguments: malformedCases.filter { $0.files.count == 1 && $0.files["main.mockup"] != nil })
    func errorsAreTheParsersErrors(_ c: MalformedCase) throws {
        let bytes = try #require(c.files["main.mockup"])
        guard !String(decoding: bytes, as: UTF8.self).contains("include") else { return }
        let mine = SyntaxReader.read(bytes: bytes, path: "main.mockup").diagnostics
        let theirs = MockupParser.parse(bytes: bytes, path: "main.mockup").diagnostics
        #expect(mine.map(header) == theirs.map(header))
        #expect(mine.map(\.notes) == theirs.map(\.notes))
        #expect(!mine.isEmpty)
    }

    @Test func commentsBlankLinesAndDepthsAreKept() {
        let text = "# top\nscreen  # the screen\n\n  stack\n      # inside the stack\n    label \"a # b\" # after\n  # back\n"
        let file = SyntaxReader.read(bytes: utf8(text), path: "t.mockup")
        #expect(file.diagnostics.isEmpty)
        let kinds = file.lines.map { line -> String in
            switch line.kind {
            case .blank: return "blank"
            case .comment(let t): return "\(line.depth) \(t)"
            case .element(let n, let c): return "\(line.depth) \(n.name) \(c ?? "-")"
            }
        }
        #expect(kinds == ["0 # top", "0 screen # the screen", "blank", "1 stack -", "2 # inside the stack", "2 label # after", "1 # back", "blank"])
    }

    @Test func limitsAreReportedAsTheParserReportsThem() {
        let small = Limits(
            maxFileBytes: 1 << 20, maxLineLength: 40, maxNestingDepth: 2, maxNodes: 3, maxStringLength: 10,
            maxIncludeDepth: 16, maxNumberMagnitude: 1e9)
        for text in [
            "screen\n  stack\n    stack\n", "a\nb\nc\nd\ne\n", "label \"" + String(repeating: "x", count: 12) + "\"\n",
            "label " + String(repeating: "y", count: 50) + "\n",
        ] {
            let mine = SyntaxReader.read(bytes: utf8(text), path: "t.mockup", limits: small).diagnostics
            let theirs = MockupParser.parse(text: text, path: "t.mockup", limits: small).diagnostics
            #expect(mine.map(header) == theirs.map(header), "\(text)")
            #expect(!mine.isEmpty)
        }
    }
}
