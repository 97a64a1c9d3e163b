import MockupDisplayList
import MockupGeometry

/// A run of text in one font and colour (a link is one span, underlined or not).
struct RichSpan {
    var text: String
    var font: FontSpec
    var color: Color
    var underline = false
}

/// One laid-out line: its runs (x from the line's left end), the characters it holds
/// (offsets into the spans' text joined; `end` excludes a line break) and its box.
struct RichLine {
    struct Run {
        var text: String
        var x: Double
        var width: Double
        /// Index of the span the run belongs to.
        var span: Int
        /// Offset of the run's first character.
        var start: Int
    }

    var runs: [Run]
    var start: Int
    var end: Int
    /// Width of the ink, trailing spaces excluded (what alignment uses).
    var width: Double
    var ascent: Double
    var descent: Double
    /// Whether the line ends its paragraph (at a line break or the end of the text).
    var endsParagraph: Bool
    var height: Double { ascent + descent }
}

/// Greedy line breaking of styled text with character offsets kept, for text and web
/// views (caret, selection and links need to know where each character went). Breaks
/// after spaces and between CJK characters (never before closing punctuation, as
/// `TextWrap`); a word longer than the line is broken between characters, as
/// NSLineBreakByWordWrapping does. Line breaks (`\n`) end paragraphs.
struct RichText {
    let spans: [RichSpan]
    let measurer: any TextMeasuring
    /// Every character with the span it belongs to.
    private let chars: [(ch: Character, span: Int)]

    init(_ spans: [RichSpan], measurer: any TextMeasuring) {
        self.spans = spans
        self.measurer = measurer
        chars = spans.enumerated().flatMap { i, s in s.text.map { ($0, i) } }
    }

    /// Number of characters.
    var count: Int { chars.count }

    /// Advance width of characters `r` (measured span piece by span piece).
    func width(_ r: Range<Int>) -> Double {
        pieces(r).reduce(0) { $0 + measurer.measure($1.text, font: spans[$1.span].font).width }
    }

    /// `r` split where the span changes.
    private func pieces(_ r: Range<Int>) -> [(text: String, span: Int, start: Int)] {
        var out: [(text: String, span: Int, start: Int)] = []
        var i = r.lowerBound
        while i < r.upperBound {
            let span = chars[i].span
            var j = i
            var s = ""
            while j < r.upperBound, chars[j].span == span {
                s.append(chars[j].ch)
                j += 1
            }
            out.append((s, span, i))
            i = j
        }
        return out
    }

    /// The lines within `width`; with `until`, paragraphs stop being laid out once the
    /// lines reach that height (what a scrolled view cannot show is not needed).
    func lines(width: Double, until: Double = .infinity) -> [RichLine] {
        var out: [RichLine] = []
        var ps = 0
        var height = 0.0
        while ps <= chars.count && height < until {
            var pe = ps
            while pe < chars.count, chars[pe].ch != "\n" { pe += 1 }
            let lines = paragraph(ps..<pe, width: width)
            height += lines.reduce(0) { $0 + $1.height }
            out += lines
            ps = pe + 1
        }
        return out
    }

    private func paragraph(_ p: Range<Int>, width limit: Double) -> [RichLine] {
        if p.isEmpty { return [line(p, endsParagraph: true)] }
        // Units between break opportunities, each with its trailing spaces.
        var units: [Range<Int>] = []
        var us = p.lowerBound
        for i in (p.lowerBound + 1)..<max(p.lowerBound + 1, p.upperBound) where breaks(before: i) {
            units.append(us..<i)
            us = i
        }
        units.append(us..<p.upperBound)
        var ranges: [Range<Int>] = []
        var ls = p.lowerBound
        var le = p.lowerBound
        var used = 0.0  // width of ls..<le, spaces included
        for u in units {
            let ink = width(trimmed(u))
            if le > ls && used + ink <= limit {
                le = u.upperBound
                used += width(u)
                continue
            }
            if le > ls { ranges.append(ls..<le) }
            ls = u.lowerBound
            le = u.upperBound
            if ink > limit {
                // A word wider than the line: broken between characters.
                var cs = u.lowerBound
                for end in (u.lowerBound + 1)...u.upperBound where end > cs + 1 && width(cs..<end) > limit {
                    ranges.append(cs..<(end - 1))
                    cs = end - 1
                }
                ls = cs
            }
            used = width(ls..<le)
        }
        ranges.append(ls..<le)
        return ranges.enumerated().map { i, r in line(r, endsParagraph: i == ranges.count - 1) }
    }

    private func breaks(before i: Int) -> Bool {
        let a = chars[i - 1].ch, b = chars[i].ch
        if b.isLineStartForbidden { return false }
        return (a == " " && b != " ") || b.isCJK || (a.isCJK && b != " ")
    }

    private func trimmed(_ r: Range<Int>) -> Range<Int> {
        var e = r.upperBound
        while e > r.lowerBound, chars[e - 1].ch == " " { e -= 1 }
        return r.lowerBound..<e
    }

    private func line(_ r: Range<Int>, endsParagraph: Bool) -> RichLine {
        var x = 0.0
        var runs: [RichLine.Run] = []
        var ascent = 0.0, descent = 0.0
        for piece in pieces(r) {
            let m = measurer.measure(piece.text, font: spans[piece.span].font)
            runs.append(RichLine.Run(text: piece.text, x: x, width: m.width, span: piece.span, start: piece.start))
            x += m.width
            ascent = max(ascent, m.ascent)
            descent = max(descent, m.descent)
        }
        if runs.isEmpty {
            // An empty line is as tall as the font of the span it is in.
            let span = r.lowerBound < chars.count ? chars[r.lowerBound].span : (r.lowerBound > 0 ? chars[r.lowerBound - 1].span : 0)
            if spans.indices.contains(span) {
                let m = measurer.measure(" ", font: spans[span].font)
                ascent = m.ascent
                descent = m.descent
            }
        }
        return RichLine(
            runs: runs, start: r.lowerBound, end: r.upperBound, width: width(trimmed(r)), ascent: ascent,
            descent: descent, endsParagraph: endsParagraph)
    }

    /// The x of the boundary before character `offset` on `line` (from its left end).
    func x(of offset: Int, on line: RichLine) -> Double {
        for run in line.runs where offset >= run.start && offset < run.start + run.text.count {
            let prefix = String(run.text.prefix(offset - run.start))
            return run.x + (prefix.isEmpty ? 0 : measurer.measure(prefix, font: spans[run.span].font).width)
        }
        return line.runs.last.map { $0.x + $0.width } ?? 0
    }

    /// The index of the line showing the boundary before `offset`: the line holding that
    /// character, or the line a paragraph ends with for an offset at its end.
    static func line(of offset: Int, in lines: [RichLine]) -> Int? {
        lines.firstIndex { offset >= $0.start && (offset < $0.end || (offset == $0.end && $0.endsParagraph)) }
    }
}
