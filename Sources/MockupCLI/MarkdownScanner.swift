import Foundation
import MockupKit

/// A ```` ```mockup ```` block of a Markdown document, live or already replaced by its
/// image (its fence kept in a `<!-- mockup:source … -->` comment).
struct MockupBlock {
    /// Index (0-based) of the block's first line: the opening fence, or the comment's.
    var first: Int
    /// Index of the opening fence line.
    var fence: Int
    /// Index of the block's last line: the closing fence, or the comment's `-->`.
    var last: Int
    /// The fence's info string after the word `mockup` (the options).
    var options: String
    /// Scalar index in the fence line where `options` begins.
    var optionsStart: Int
    /// The block's text, line by line, with where each line sits in the document.
    var text: [String]
    var positions: [EmbeddedLine]
    /// What goes before a line the tool inserts so that it stays in the block's
    /// container (list item indentation, `>` of quotes).
    var prefix: String
    /// The first line's container markers (a list item's marker stays on the first line).
    var firstPrefix: String
    /// Scalar index in the fence line where the fence begins.
    var fenceStart: Int
    var replaced: Bool
    /// The tool's own image link right after the block: its line and the path it names.
    var link: (index: Int, path: String)?

    /// The text compiled: its lines, each ending with a newline.
    var source: String { text.map { $0 + "\n" }.joined() }
}

/// A problem with the document's structure at a line and column.
struct ScanProblem {
    var line: Int
    var column: Int
    var message: String
    var notes: [String] = []
}

/// Finds the mockup blocks of a Markdown document by CommonMark's block rules, as far
/// as they decide what is a fenced block: block quotes and list items (and their lazy
/// paragraph lines), fences of ``` or ~~~ (3 or more; closed by a fence of the same
/// character at least as long), indented code (never a fence), and HTML blocks (a
/// fence inside `<!-- … -->`, `<pre>…</pre>` or a `<div>` block is not one).
struct MarkdownScanner {
    /// What the tool writes after each block: `![alt](path)<!-- mockup -->`.
    static let linkMarker = "<!-- mockup -->"
    /// The first line of a replaced block's comment.
    static let sourceMarker = "<!-- mockup:source"

    private enum Container { case quote, item(Int) }
    private enum Leaf {
        case none, paragraph
        case fence(Fence)
        /// An HTML block and what ends it; `ours` collects a replaced block's lines.
        case html(end: HTMLEnd, ours: Replaced?)
    }
    private enum HTMLEnd { case comment, tag(String), blank }
    private struct Fence {
        var char: Unicode.Scalar
        var count: Int
        var indent: Int
        /// Nil for a fence of another language: its lines are skipped.
        var block: MockupBlock?
    }
    private struct Replaced {
        var start: Int
        var firstPrefix: String
        var prefix: String
        var lines: [(index: Int, cursor: LineCursor)] = []
    }

    private(set) var blocks: [MockupBlock] = []
    private(set) var problems: [ScanProblem] = []
    private var stack: [Container] = []
    private var leaf = Leaf.none
    /// The block that ended on the previous line, whose link may follow.
    private var justClosed: Int?

    /// Scans `doc`.
    init(_ doc: MarkdownText) {
        for (index, line) in doc.lines.enumerated() { scan(line, index) }
        // The end of the document closes what is open.
        close()
    }

    private mutating func scan(_ line: String, _ index: Int) {
        var c = LineCursor(line)
        let closedBefore = justClosed
        justClosed = nil
        var matched = 0
        for container in stack {
            guard matches(container, &c) else { break }
            matched += 1
        }
        let allMatched = matched == stack.count
        if allMatched, let b = closedBefore, c.indent < 4, let path = Self.linkPath(String(c.rest.unicodeScalars.drop(while: { $0 == " " }))) {
            blocks[b].link = (index, path)
        }
        switch leaf {
        case .fence(var f) where allMatched:
            if c.indent < 4, isClosing(c, f) {
                if var block = f.block {
                    block.last = index
                    blocks.append(block)
                    justClosed = blocks.count - 1
                }
                leaf = .none
                return
            }
            if f.block != nil {
                c.advance(columns: min(c.indent, f.indent))
                f.block?.text.append(c.rest)
                f.block?.positions.append(EmbeddedLine(line: index + 1, start: c.i, virtual: c.virtual))
            }
            leaf = .fence(f)
            return
        case .html(let end, var ours) where allMatched:
            ours?.lines.append((index, c))
            if htmlEnds(end, c) {
                leaf = .none
                if let ours { finishReplaced(ours) }
            } else {
                leaf = .html(end: end, ours: ours)
            }
            return
        default:
            break
        }
        if !allMatched {
            if case .paragraph = leaf, !c.isBlank, !startsBlock(c) {
                return  // a lazy continuation line of the paragraph
            }
            close()
            stack.removeLast(stack.count - matched)
        }
        // New containers.
        while c.indent < 4 {
            if c.next == ">" {
                c.skipIndent()
                c.take()
                if c.i < c.s.count, c.s[c.i] == " " || c.s[c.i] == "\t" { c.advance(columns: 1) }
                close()
                stack.append(.quote)
                continue
            }
            if let width = listMarker(c, interrupting: isParagraph) {
                // Widths are counted from where this container's content begins.
                let base = c.column
                c.skipIndent()
                let markerColumn = c.column
                for _ in 0..<width { c.take() }
                let spaces = c.indent
                if c.isBlank || spaces > 4 {
                    c.advance(columns: 1)
                    stack.append(.item(markerColumn + width + 1 - base))
                } else {
                    c.advance(columns: spaces)
                    stack.append(.item(markerColumn + width + spaces - base))
                }
                close()
                continue
            }
            break
        }
        if c.isBlank {
            close()
            return
        }
        if c.indent >= 4 {
            if !isParagraph { close() }  // indented code; inside a paragraph, more of it
            return
        }
        if let opening = openingFence(c) {
            close()
            let f = prefixes(line, upTo: opening.start)
            var fence = Fence(char: opening.char, count: opening.count, indent: c.indent, block: nil)
            if opening.language == "mockup" {
                fence.block = MockupBlock(
                    first: index, fence: index, last: index, options: opening.options, optionsStart: opening.optionsStart,
                    text: [], positions: [], prefix: f.prefix, firstPrefix: f.first, fenceStart: opening.start,
                    replaced: false)
            }
            leaf = .fence(fence)
            return
        }
        if let end = htmlStart(c) {
            close()
            var ours: Replaced?
            if trimmedRight(c.rest.unicodeScalars.drop(while: { $0 == " " })) == Self.sourceMarker {
                let p = prefixes(line, upTo: c.firstNonBlank)
                ours = Replaced(start: index, firstPrefix: p.first, prefix: p.prefix, lines: [(index, c)])
            }
            if htmlEnds(end, c) {
                leaf = .none
                if let ours { finishReplaced(ours) }
            } else {
                leaf = .html(end: end, ours: ours)
            }
            return
        }
        if isHeadingOrBreak(c) {
            close()
            return
        }
        leaf = .paragraph
    }

    private var isParagraph: Bool {
        if case .paragraph = leaf { true } else { false }
    }

    /// Ends the open leaf block; an open mockup fence or replaced comment is reported.
    private mutating func close() {
        switch leaf {
        case .fence(let f):
            if let b = f.block {
                problems.append(
                    ScanProblem(
                        line: b.fence + 1, column: b.fenceStart + 1, message: "this mockup block is never closed",
                        notes: ["end it with a line of \(String(repeating: String(f.char), count: f.count)) at its indentation"]))
            }
        case .html(_, let ours?):
            problems.append(
                ScanProblem(
                    line: ours.start + 1, column: ours.prefix.unicodeScalars.count + 1,
                    message: "this replaced mockup block's comment is never closed",
                    notes: ["end it with a line '-->' after the block's closing fence"]))
        default:
            break
        }
        leaf = .none
    }

    /// Reads the fenced block kept in a `<!-- mockup:source … -->` comment.
    private mutating func finishReplaced(_ r: Replaced) {
        let malformed = ScanProblem(
            line: r.start + 1, column: r.prefix.unicodeScalars.count + 1,
            message: "this replaced mockup block's comment does not hold one mockup block",
            notes: ["between '\(Self.sourceMarker)' and '-->' (each on its own line) the tool keeps the ```mockup block it replaced"])
        // The start line, the fence, its lines, the closing fence, '-->'.
        guard r.lines.count >= 4 else { return problems.append(malformed) }
        let inner = r.lines[1..<(r.lines.count - 1)]
        let endLine = r.lines[r.lines.count - 1]
        guard trimmedRight(endLine.cursor.rest.unicodeScalars.drop(while: { $0 == " " })) == "-->",
            let open = inner.first, var oc = Optional(open.cursor), oc.indent < 4,
            let opening = openingFence(oc), opening.language == "mockup",
            let closing = inner.last, closing.index != open.index, closing.cursor.indent < 4,
            isClosing(closing.cursor, Fence(char: opening.char, count: opening.count, indent: 0, block: nil))
        else { return problems.append(malformed) }
        let indent = oc.indent
        oc.skipIndent()
        var block = MockupBlock(
            first: r.start, fence: open.index, last: endLine.index, options: opening.options,
            optionsStart: opening.optionsStart, text: [], positions: [], prefix: r.prefix, firstPrefix: r.firstPrefix,
            fenceStart: opening.start, replaced: true)
        for var line in inner.dropFirst().dropLast() {
            // A fence inside ends early; the tool never wrote one, so the comment was edited.
            if line.cursor.indent < 4, isClosing(line.cursor, Fence(char: opening.char, count: opening.count, indent: 0, block: nil)) {
                return problems.append(malformed)
            }
            line.cursor.advance(columns: min(line.cursor.indent, indent))
            block.text.append(line.cursor.rest)
            block.positions.append(EmbeddedLine(line: line.index + 1, start: line.cursor.i, virtual: line.cursor.virtual))
        }
        blocks.append(block)
        justClosed = blocks.count - 1
    }

    /// The prefix a new line needs to stay in the containers of `line` before scalar
    /// `upTo`: quote markers and whitespace kept, list markers blanked; and the first
    /// line's own prefix (the markers as written).
    private func prefixes(_ line: String, upTo: Int) -> (prefix: String, first: String) {
        let head = Array(line.unicodeScalars.prefix(upTo))
        var prefix = ""
        prefix.unicodeScalars.append(contentsOf: head.map { $0 == ">" || $0 == " " || $0 == "\t" ? $0 : " " })
        var first = ""
        first.unicodeScalars.append(contentsOf: head)
        return (prefix, first)
    }

    private func matches(_ container: Container, _ c: inout LineCursor) -> Bool {
        switch container {
        case .quote:
            guard c.indent < 4, c.next == ">" else { return false }
            c.skipIndent()
            c.take()
            if c.i < c.s.count, c.s[c.i] == " " || c.s[c.i] == "\t" { c.advance(columns: 1) }
            return true
        case .item(let width):
            if c.isBlank { return true }
            guard c.indent >= width else { return false }
            c.advance(columns: width)
            return true
        }
    }

    /// Whether the line (after the containers it matched) starts a block of its own,
    /// so that it cannot be a lazy paragraph line.
    private func startsBlock(_ c: LineCursor) -> Bool {
        guard c.indent < 4 else { return false }
        return c.next == ">" || listMarker(c, interrupting: true) != nil || openingFence(c) != nil
            || htmlStart(c) != nil || isHeadingOrBreak(c)
    }

    /// The width of a list marker after the indentation (`-`, `+`, `*`, `1.`, `1)`), when
    /// the line starts a list item; an item that interrupts a paragraph must have text,
    /// and an ordered one must start at 1.
    private func listMarker(_ c: LineCursor, interrupting: Bool) -> Int? {
        let j = c.firstNonBlank
        guard j < c.s.count, !isThematicBreak(c) else { return nil }
        var width = 0
        var ordinal = ""
        if ["-", "+", "*"].contains(c.s[j]) {
            width = 1
        } else {
            var k = j
            while k < c.s.count, k - j < 9, ("0"..."9").contains(c.s[k]) {
                ordinal.unicodeScalars.append(c.s[k])
                k += 1
            }
            guard !ordinal.isEmpty, k < c.s.count, c.s[k] == "." || c.s[k] == ")" else { return nil }
            width = k - j + 1
        }
        let after = j + width
        let empty = after >= c.s.count || c.s[after...].allSatisfy { $0 == " " || $0 == "\t" }
        guard after >= c.s.count || c.s[after] == " " || c.s[after] == "\t" else { return nil }
        if interrupting && (empty || (!ordinal.isEmpty && Int(ordinal) != 1)) { return nil }
        return width
    }

    private func isThematicBreak(_ c: LineCursor) -> Bool {
        let rest = c.s[c.firstNonBlank...].filter { $0 != " " && $0 != "\t" }
        guard rest.count >= 3, let first = rest.first, ["-", "*", "_"].contains(first) else { return false }
        return rest.allSatisfy { $0 == first }
    }

    private func isHeadingOrBreak(_ c: LineCursor) -> Bool {
        if isThematicBreak(c) { return true }
        let rest = c.s[c.firstNonBlank...]
        let hashes = rest.prefix { $0 == "#" }.count
        return (1...6).contains(hashes) && (rest.count == hashes || [" ", "\t"].contains(rest[rest.startIndex + hashes]))
    }

    /// An opening code fence after the indentation: its character, length, language
    /// (the info string's first word) and the rest of the info string.
    private func openingFence(_ c: LineCursor) -> (char: Unicode.Scalar, count: Int, language: String, options: String, optionsStart: Int, start: Int)? {
        let j = c.firstNonBlank
        guard j < c.s.count, c.s[j] == "`" || c.s[j] == "~" else { return nil }
        let char = c.s[j]
        var k = j
        while k < c.s.count, c.s[k] == char { k += 1 }
        let count = k - j
        guard count >= 3 else { return nil }
        let info = c.s[k...]
        if char == "`" && info.contains("`") { return nil }
        var l = k
        while l < c.s.count, c.s[l] == " " || c.s[l] == "\t" { l += 1 }
        var m = l
        while m < c.s.count, c.s[m] != " " && c.s[m] != "\t" { m += 1 }
        var language = ""
        language.unicodeScalars.append(contentsOf: c.s[l..<m])
        var options = ""
        options.unicodeScalars.append(contentsOf: c.s[m...])
        return (char, count, language, options, m, j)
    }

    private func isClosing(_ c: LineCursor, _ f: Fence) -> Bool {
        let j = c.firstNonBlank
        var k = j
        while k < c.s.count, c.s[k] == f.char { k += 1 }
        return k - j >= f.count && c.s[k...].allSatisfy { $0 == " " || $0 == "\t" }
    }

    private static let blockTags: Set<String> = [
        "address", "article", "aside", "base", "basefont", "blockquote", "body", "caption", "center", "col", "colgroup",
        "dd", "details", "dialog", "dir", "div", "dl", "dt", "fieldset", "figcaption", "figure", "footer", "form",
        "frame", "frameset", "h1", "h2", "h3", "h4", "h5", "h6", "head", "header", "hr", "html", "iframe", "legend",
        "li", "link", "main", "menu", "menuitem", "nav", "noframes", "ol", "optgroup", "option", "p", "param",
        "search", "section", "summary", "table", "tbody", "td", "tfoot", "th", "thead", "title", "tr", "track", "ul",
    ]

    /// The HTML block starting after the indentation (CommonMark's kinds 1, 2 and 6),
    /// by what ends it.
    private func htmlStart(_ c: LineCursor) -> HTMLEnd? {
        var rest = ""
        rest.unicodeScalars.append(contentsOf: c.s[c.firstNonBlank...])
        let lower = rest.lowercased()
        if lower.hasPrefix("<!--") { return .comment }
        for tag in ["pre", "script", "style", "textarea"] where lower.hasPrefix("<" + tag) {
            let after = lower.dropFirst(tag.count + 1).first
            if after == nil || after == " " || after == "\t" || after == ">" { return .tag("</" + tag + ">") }
        }
        guard lower.hasPrefix("<") else { return nil }
        let name = lower.dropFirst(lower.hasPrefix("</") ? 2 : 1).prefix { $0.isLetter || $0.isNumber }
        guard Self.blockTags.contains(String(name)) else { return nil }
        let after = lower.dropFirst(lower.hasPrefix("</") ? 2 : 1).dropFirst(name.count)
        if after.isEmpty || after.hasPrefix(" ") || after.hasPrefix("\t") || after.hasPrefix(">") || after.hasPrefix("/>") {
            return .blank
        }
        return nil
    }

    private func htmlEnds(_ end: HTMLEnd, _ c: LineCursor) -> Bool {
        let rest = c.rest
        switch end {
        case .comment: return rest.contains("-->")
        case .tag(let closing): return rest.lowercased().contains(closing)
        case .blank: return c.isBlank
        }
    }

    private func trimmedRight(_ s: some Sequence<Unicode.Scalar>) -> String {
        var out = ""
        out.unicodeScalars.append(contentsOf: s)
        while let last = out.unicodeScalars.last, last == " " || last == "\t" { out.unicodeScalars.removeLast() }
        return out
    }

    /// The path of a line the tool wrote, `![alt](path)<!-- mockup -->`, or nil.
    static func linkPath(_ line: String) -> String? {
        var text = line
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        guard text.hasPrefix("!["), text.hasSuffix(")" + linkMarker) else { return nil }
        let body = text.dropLast(linkMarker.count + 1)
        guard let open = body.range(of: "](", options: .backwards) else { return nil }
        let path = String(body[open.upperBound...])
        guard !path.isEmpty, !path.contains(" ") else { return nil }
        return path
    }
}
