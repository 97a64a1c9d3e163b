#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MockupSystem
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
    /// Most block quotes and list items open around one line (`docs/LIMITS.md`): each
    /// line is matched against every open container, so deeper nesting would cost
    /// the square of the depth on every line.
    static let maxContainers = 64

    private enum Container { case quote, item(Int) }
    private enum Leaf {
        case none, paragraph
        case fence(Fence)
        /// An HTML block and what ends it; `ours` collects a replaced block's lines.
        case html(end: HTMLBlockEnd, ours: Replaced?)
    }
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
    }

    private(set) var blocks: [MockupBlock] = []
    private(set) var problems: [ScanProblem] = []
    private var stack: [Container] = []
    private var leaf = Leaf.none
    /// The block that ended on the previous line (or before one blank line, as
    /// Markdown formatters such as Prettier put between blocks), whose link may follow.
    private var justClosed: (block: Int, blankSeen: Bool)?
    /// The lines of the open mockup fence, and of the open replaced block's comment:
    /// kept here, outside `leaf`, so that they grow in place (kept in the enum's
    /// payload, each line copied every line before it).
    private var fenceText: [String] = []
    private var fencePositions: [EmbeddedLine] = []
    private var commentLines: [(index: Int, cursor: LineCursor)] = []

    /// Set when containers nest too deeply: the rest of the document is not scanned.
    private var stopped = false

    /// Scans `doc`.
    init(_ doc: MarkdownText) {
        for (index, line) in doc.lines.enumerated() {
            scan(line, index)
            if stopped { break }
        }
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
        if allMatched, let b = closedBefore {
            if c.isBlank && !b.blankSeen {
                justClosed = (b.block, true)
            } else if c.indent < 4, let path = Self.linkPath(String(c.rest.unicodeScalars.drop(while: { $0 == " " }))) {
                blocks[b.block].link = (index, path)
            }
        }
        switch leaf {
        case .fence(let f) where allMatched:
            if c.indent < 4, c.closesFence(of: f.char, count: f.count) {
                if var block = f.block {
                    block.last = index
                    block.text = fenceText
                    block.positions = fencePositions
                    fenceText = []
                    fencePositions = []
                    blocks.append(block)
                    justClosed = (blocks.count - 1, false)
                }
                leaf = .none
                return
            }
            if f.block != nil {
                c.advance(columns: min(c.indent, f.indent))
                fenceText.append(c.rest)
                fencePositions.append(EmbeddedLine(line: index + 1, start: c.i, virtual: c.virtual))
            }
            return
        case .html(let end, let ours) where allMatched:
            if ours != nil { commentLines.append((index, c)) }
            if c.endsHTMLBlock(end) {
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
            if case .paragraph = leaf, !c.isBlank, !c.startsBlock {
                return  // a lazy continuation line of the paragraph
            }
            close()
            stack.removeLast(stack.count - matched)
        }
        // New containers.
        while c.indent < 4 {
            if stack.count >= Self.maxContainers, c.next == ">" || c.listMarker(interrupting: isParagraph) != nil {
                close()
                problems.append(
                    ScanProblem(
                        line: index + 1, column: c.firstNonBlank + 1,
                        message: "block quotes and list items are nested too deeply",
                        notes: ["at most \(Self.maxContainers) levels; the rest of the document is not read"]))
                stopped = true
                return
            }
            if c.next == ">" {
                c.skipIndent()
                c.take()
                if c.i < c.s.count, c.s[c.i] == " " || c.s[c.i] == "\t" { c.advance(columns: 1) }
                close()
                stack.append(.quote)
                continue
            }
            if let width = c.listMarker(interrupting: isParagraph) {
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
        if let opening = c.openingFence {
            close()
            let f = prefixes(line, upTo: opening.start)
            var fence = Fence(char: opening.char, count: opening.count, indent: c.indent, block: nil)
            fenceText = []
            fencePositions = []
            if opening.language == "mockup" {
                fence.block = MockupBlock(
                    first: index, fence: index, last: index, options: opening.options, optionsStart: opening.optionsStart,
                    text: [], positions: [], prefix: f.prefix, firstPrefix: f.first, fenceStart: opening.start,
                    replaced: false)
            }
            leaf = .fence(fence)
            return
        }
        if let end = c.htmlStart {
            close()
            var ours: Replaced?
            if trimmedRight(c.rest.unicodeScalars.drop(while: { $0 == " " })) == Self.sourceMarker {
                let p = prefixes(line, upTo: c.firstNonBlank)
                ours = Replaced(start: index, firstPrefix: p.first, prefix: p.prefix)
                commentLines = [(index, c)]
            }
            if c.endsHTMLBlock(end) {
                leaf = .none
                if let ours { finishReplaced(ours) }
            } else {
                leaf = .html(end: end, ours: ours)
            }
            return
        }
        if c.isHeadingOrBreak {
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
        let lines = commentLines
        commentLines = []
        // The start line, the fence, its lines, the closing fence, '-->'.
        guard lines.count >= 4 else { return problems.append(malformed) }
        let inner = lines[1..<(lines.count - 1)]
        let endLine = lines[lines.count - 1]
        guard trimmedRight(endLine.cursor.rest.unicodeScalars.drop(while: { $0 == " " })) == "-->",
            let open = inner.first, open.cursor.indent < 4,
            let opening = open.cursor.openingFence, opening.language == "mockup",
            let closing = inner.last, closing.index != open.index, closing.cursor.indent < 4,
            closing.cursor.closesFence(of: opening.char, count: opening.count)
        else { return problems.append(malformed) }
        let indent = open.cursor.indent
        var block = MockupBlock(
            first: r.start, fence: open.index, last: endLine.index, options: opening.options,
            optionsStart: opening.optionsStart, text: [], positions: [], prefix: r.prefix, firstPrefix: r.firstPrefix,
            fenceStart: opening.start, replaced: true)
        for var line in inner.dropFirst().dropLast() {
            // A fence inside ends early; the tool never wrote one, so the comment was edited.
            if line.cursor.indent < 4, line.cursor.closesFence(of: opening.char, count: opening.count) {
                return problems.append(malformed)
            }
            line.cursor.advance(columns: min(line.cursor.indent, indent))
            block.text.append(line.cursor.rest)
            block.positions.append(EmbeddedLine(line: line.index + 1, start: line.cursor.i, virtual: line.cursor.virtual))
        }
        blocks.append(block)
        justClosed = (blocks.count - 1, false)
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
        guard let open = body.lastRange(of: "](") else { return nil }
        let path = String(body[open.upperBound...])
        guard !path.isEmpty, !path.contains(" ") else { return nil }
        return path
    }
}
