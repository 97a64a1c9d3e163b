import MockupDisplayList
import MockupSystem
import MockupGeometry
import MockupLayout
import MockupScene

/// The redline types, for callers of the facade (the command line imports no layout).
package typealias RedlineSelection = MockupLayout.RedlineSelection
/// A redline selection naming an `id:` no element has.
package typealias RedlineError = MockupLayout.RedlineError
/// One element laid out, recorded by a compile with `recordsElements`.
package typealias LaidOutElement = MockupLayout.LaidOutElement

/// `mockup spec --format json`: every element laid out, with its kind, id, place in the
/// file, frame in points and pixels, colours, fonts and texts (docs/HANDOFF.md has the
/// schema). Elements are ordered top to bottom, then left to right, then outer before
/// inner, then as written, then in drawing order, so the same file always gives the
/// same text.
package enum HandoffSpec {
    /// The schema's name and version, written first in every document.
    public static let schema = "mockup-spec/1"

    /// The elements in the document's order.
    public static func ordered(_ elements: [LaidOutElement]) -> [LaidOutElement] {
        elements.enumerated().sorted { a, b in
            let fa = a.element.frame, fb = b.element.frame
            if fa.minY != fb.minY { return fa.minY < fb.minY }
            if fa.minX != fb.minX { return fa.minX < fb.minX }
            let areaA = fa.width * fa.height, areaB = fb.width * fb.height
            if areaA != areaB { return areaA > areaB }
            // The same frame: the element written first (a section before its one row).
            if let ra = a.element.range?.start, let rb = b.element.range?.start, ra != rb { return ra < rb }
            return a.offset < b.offset
        }.map(\.element)
    }

    /// The JSON document for a compiled screen (compiled with `recordsElements`) at `scale`.
    public static func json(_ result: CompileResult, file: String, scale: Double) -> String {
        guard let screen = result.screen else { return "{}\n" }
        var w = JSONWriter()
        w.open("{")
        w.field("schema", string: schema)
        w.field("file", string: file)
        w.field("device", string: screen.device.id)
        w.field("orientation", string: screen.orientation.rawValue)
        w.field("ios", number: Double(screen.ios.rawValue))
        w.field("scale", number: scale)
        w.key("screen")
        w.open("{")
        w.key("points")
        w.inline(size(screen.size, 1))
        w.key("pixels")
        w.inline(size(screen.size, scale))
        w.close("}")
        w.key("elements")
        w.open("[")
        for (i, e) in ordered(result.elements).enumerated() {
            w.item()
            w.open("{")
            w.field("index", number: Double(i))
            w.field("kind", string: e.kind)
            w.field("group", string: e.group.rawValue)
            if let id = e.id { w.field("id", string: id) } else { w.field("id", raw: "null") }
            if let r = e.range {
                w.key("source")
                w.inline(
                    "{\"file\": \(JSONWriter.quoted(r.start.file)), \"line\": \(r.start.line), \"column\": \(r.start.column)}")
            } else {
                w.field("source", raw: "null")
            }
            w.key("frame")
            w.open("{")
            w.key("points")
            w.inline(rect(e.frame, 1))
            w.key("pixels")
            w.inline(rect(e.frame, scale))
            w.close("}")
            w.key("colors")
            w.inline("[" + e.colors.map { JSONWriter.quoted($0.hex) }.joined(separator: ", ") + "]")
            w.key("texts")
            if e.texts.isEmpty {
                w.inline("[]")
            } else {
                w.open("[")
                for t in e.texts {
                    w.item()
                    w.inline(text(t))
                }
                w.close("]")
            }
            w.close("}")
        }
        w.close("]")
        w.close("}")
        return w.text + "\n"
    }

    private static func size(_ s: Size, _ scale: Double) -> String {
        "{\"width\": \(JSONWriter.number(s.width * scale)), \"height\": \(JSONWriter.number(s.height * scale))}"
    }

    private static func rect(_ r: Rect, _ scale: Double) -> String {
        "{\"x\": \(JSONWriter.number(r.minX * scale)), \"y\": \(JSONWriter.number(r.minY * scale)), "
            + "\"width\": \(JSONWriter.number(r.width * scale)), \"height\": \(JSONWriter.number(r.height * scale))}"
    }

    private static func text(_ t: TextRun) -> String {
        let font =
            "{\"family\": \(JSONWriter.quoted(familyName(t.font.family))), \"weight\": \(JSONWriter.quoted(t.font.weight.rawValue)), "
            + "\"size\": \(JSONWriter.number(t.font.size))}"
        var s = "{\"text\": \(JSONWriter.quoted(t.text)), \"font\": \(font), \"color\": \(JSONWriter.quoted(t.color.hex)), "
        s += "\"x\": \(JSONWriter.number(t.origin.x)), \"baseline\": \(JSONWriter.number(t.origin.y)), "
        s += "\"width\": \(JSONWriter.number(t.width)), \"truncated\": \(t.maxWidth != nil)}"
        return s
    }

    /// The family as iOS names it (the pinned stand-in faces are the renderer's business).
    static func familyName(_ f: FontFamily) -> String {
        switch f {
        case .system: "San Francisco"
        case .neue: "Helvetica Neue"
        case .serif: "Times"
        }
    }
}

/// A small JSON writer with a fixed layout: two-space indents, keys in the order written,
/// numbers with at most three decimals (no exponent, no "-0").
struct JSONWriter {
    private(set) var text = ""
    private var depth = 0
    /// Whether the current object or array has had a member yet.
    private var hasMember: [Bool] = []
    private var pendingKey = false

    mutating func open(_ bracket: String) {
        text += bracket
        depth += 1
        hasMember.append(false)
        pendingKey = false
    }

    mutating func close(_ bracket: String) {
        depth -= 1
        let had = hasMember.removeLast()
        if had { text += "\n" + String(repeating: "  ", count: depth) }
        text += bracket
    }

    /// Starts a member of the current container (a key follows in objects).
    private mutating func member() {
        if hasMember[hasMember.count - 1] { text += "," }
        hasMember[hasMember.count - 1] = true
        text += "\n" + String(repeating: "  ", count: depth)
    }

    mutating func key(_ k: String) {
        member()
        text += Self.quoted(k) + ": "
        pendingKey = true
    }

    /// Starts an array element.
    mutating func item() { member() }

    mutating func inline(_ raw: String) {
        text += raw
        pendingKey = false
    }

    mutating func field(_ k: String, string: String) {
        key(k)
        inline(Self.quoted(string))
    }

    mutating func field(_ k: String, number: Double) {
        key(k)
        inline(Self.number(number))
    }

    mutating func field(_ k: String, raw: String) {
        key(k)
        inline(raw)
    }

    static func quoted(_ s: String) -> String {
        JSONText.quoted(s, namedBackspaceAndFormFeed: false)
    }

    /// `99`, `0.5`, `14.333`: rounded to three decimals.
    static func number(_ v: Double) -> String {
        guard v.isFinite else { return "null" }
        let milli = (v * 1000).rounded()
        if milli == 0 { return "0" }
        let negative = milli < 0
        var digits = String(Int(abs(milli)))
        while digits.count < 4 { digits = "0" + digits }
        var s = String(digits.dropLast(3))
        var frac = String(digits.suffix(3))
        while frac.hasSuffix("0") { frac.removeLast() }
        if !frac.isEmpty { s += "." + frac }
        return (negative ? "-" : "") + s
    }
}
