import MockupGeometry
import MockupSyntax

/// `text-view "…" "…"`: a UITextView (iOS 7–9): multi-line text in a text style (or a
/// size and weight), colour and alignment, inset 8 top and bottom and 5 at each side;
/// scrolled by `scroll:`, with a caret (`caret:` or `editing`), a selection with its grab
/// handles, and data detectors (`detect:`) drawing links in the tint.
///
/// Several texts on the line are paragraphs (joined by a line break, which counts as one
/// character for `caret:` and `selection:`). A text view is a scroll view: it fills the
/// room it is given, like a table; `scrolling: off` makes it as tall as its text.
public struct TextView: ContentView {
    public var text: String
    public var style: Label.TextStyle = .body
    /// Overrides of the style's size and weight.
    public var size: Double?
    public var weight: TextWeight?
    public var color: Color = .black
    public var alignment: Label.Alignment = .left
    /// Content offset: how far the text has scrolled up.
    public var scroll: Double = 0
    /// Whether the view scrolls (UITextView `scrollEnabled`); when off it sizes to its text.
    public var scrolls = true
    /// Whether the text is being edited (the caret shows; at the end unless `caret`).
    public var editing = false
    /// The caret's character index (0: before the first character).
    public var caret: Int?
    /// The selected characters (start..<end), drawn with grab handles.
    public var selection: Range<Int>?
    /// The data detector types asked for.
    public var detectors: Set<DataDetector.Kind> = []
    /// What they found, as character ranges, in order.
    public var links: [Range<Int>] = []
    /// The view's own tint (caret, selection, links), over the inherited one.
    public var tint: Color?

    /// Creates a text view.
    public init(_ text: String) { self.text = text }

    /// The size and weight the text is set in.
    public var font: (size: Double, weight: TextWeight) {
        (size ?? style.font.size, weight ?? style.font.weight)
    }

    /// Where the caret is drawn: its index, or the end of the text while editing without
    /// one; none while a selection is shown (UIKit hides the caret then).
    public var caretIndex: Int? {
        guard selection == nil else { return nil }
        if let caret { return caret }
        return editing ? text.count : nil
    }

    /// The family in the catalogue: its name, aliases, attributes and resolver.
    public static let family: ElementFamily = ElementFamily(
        name: "text-view", summary: "a UITextView: paragraphs of text, scrolled, with a caret, a selection and detected links",
        flags: Label.TextStyle.allCases.map(\.rawValue) + Label.Alignment.allCases.map(\.rawValue) + ["editing"],
        texts: 100, textsDoc: "the text: each quoted text is a paragraph (`\\n` breaks a line inside one); `p \"…\"` lines under it add more",
        attributes: [
            AttributeSpec("style", .choice(Label.TextStyle.allCases.map(\.rawValue)), default: "body", "system text style (or write it as a word)"),
            AttributeSpec("size", .number(1...200), default: "the style's", "font size in points"),
            AttributeSpec("weight", .choice(TextWeight.allCases.map(\.rawValue)), default: "the style's", "font weight"),
            AttributeSpec("color", .color, default: "black", "text colour"),
            AttributeSpec("align", .choice(Label.Alignment.allCases.map(\.rawValue)), default: "left", "alignment of every line"),
            AttributeSpec("scroll", .number(0...1_000_000), default: "0", "content offset: how far the text has scrolled up"),
            AttributeSpec("scrolling", .bool, default: "on", "`off`: not a scroll view; as tall as its text"),
            AttributeSpec("caret", .other("character index \\| end"), default: "none (`end` when `editing`)", "the insertion point, counted in characters from 0; implies `editing`"),
            AttributeSpec("selection", .other("\"text\" \\| start index"), default: "none", "the selected text (its first occurrence) or the first selected character's index"),
            AttributeSpec("selection-end", .number(0...1_000_000), default: "—", "index after the last selected character, with a numeric `selection:`"),
            AttributeSpec("detect", .other("all \\| links phone-numbers addresses dates (quoted when several)"), default: "none", "data detectors: what they find is drawn as links"),
            AttributeSpec("tint", .color, default: "inherited", "caret, selection and link colour"),
        ],
        children: .own(["p"]),
        example: "text-view \"Call me at 555-0134 tomorrow.\" detect: all",
        resolve: { node, ctx in resolve(node, ctx) })

    private static func resolve(_ node: Node, _ ctx: ViewContext) -> TextView? {
        let r = ctx.attributes(node, family)
        let p = ctx.positionals(node, family)
        var paragraphs = p.texts
        for child in ctx.element.children(of: node, allowed: ["p"]) {
            _ = AttributeReader(child, allowed: [], sink: ctx.sink)
            _ = ctx.element.children(of: child, allowed: [])
            let texts = Positionals(child, flags: [], maxTexts: 1, sink: ctx.sink).texts
            paragraphs.append(texts.first ?? "")
        }
        var t = TextView(paragraphs.joined(separator: "\n"))
        if let s = ctx.oneOf(Label.TextStyle.allCases.map(\.rawValue), in: node, what: "text style").flatMap(Label.TextStyle.init) { t.style = s }
        if let a = ctx.oneOf(Label.Alignment.allCases.map(\.rawValue), in: node, what: "alignment").flatMap(Label.Alignment.init) { t.alignment = a }
        if let s = r.choice("style", Label.TextStyle.self) { t.style = s }
        t.size = r.number("size")
        t.weight = r.choice("weight", TextWeight.self)
        if let c = r.color("color") { t.color = c }
        if let a = r.choice("align", Label.Alignment.self) { t.alignment = a }
        t.scroll = r.number("scroll") ?? 0
        t.scrolls = r.bool("scrolling") ?? true
        t.tint = r.color("tint")
        t.editing = p.has("editing")
        let count = t.text.count
        if let v = r.value("caret"), let n = r.reader.numberOrWord("caret", in: 0...1_000_000, words: ["end"]) {
            switch n {
            case .word: t.caret = count
            case .number(let i):
                if let i = index(i, at: v, count: count, what: "caret", ctx) { t.caret = i }
            }
            t.editing = true
        }
        t.selection = selection(r, text: t.text, ctx)
        if t.selection != nil, let v = r.value("caret") {
            ctx.sink.warning(
                "a selection hides the caret", at: v.range,
                notes: ["UIKit draws either the caret or a selection: remove one"])
        }
        if let v = r.value("detect") {
            t.detectors = DataDetector.kinds(v, ctx.sink)
            if t.editing && !t.detectors.isEmpty {
                ctx.sink.warning(
                    "a text view detects data only when it is not editable", at: v.range,
                    notes: ["UITextView draws no detected links while editing: remove 'editing'/'caret:' or 'detect:'"])
            }
            t.links = DataDetector.find(t.detectors, in: t.text)
        }
        if t.scroll > 0 && !t.scrolls, let v = r.value("scroll") {
            ctx.sink.warning("'scroll:' has no effect with 'scrolling: off'", at: v.range, notes: ["the view is as tall as its text"])
        }
        return t
    }

    /// A whole character index within 0...count, or nil after an error at `v`.
    private static func index(_ n: Double, at v: Value, count: Int, what: String, _ ctx: ViewContext) -> Int? {
        guard n == n.rounded() else {
            ctx.sink.error("'\(what)' must be a whole number of characters", at: v.range, notes: ["found \(formatNumber(n))"])
            return nil
        }
        guard Int(n) <= count else {
            ctx.sink.error(
                "\(what) \(formatNumber(n)) is outside the text (\(count) characters)", at: v.range,
                notes: ["indices run from 0 (before the first character) to \(count) (after the last)"])
            return nil
        }
        return Int(n)
    }

    /// Where `needle` first occurs in `text` (Knuth–Morris–Pratt: linear whatever the
    /// input, so a long text and a long selection cannot make it slow).
    static func firstOccurrence(of needle: [Character], in text: [Character]) -> Int? {
        guard !needle.isEmpty, needle.count <= text.count else { return nil }
        var fail = [Int](repeating: 0, count: needle.count)
        var k = 0
        for i in 1..<max(1, needle.count) {
            while k > 0 && needle[i] != needle[k] { k = fail[k - 1] }
            if needle[i] == needle[k] { k += 1 }
            fail[i] = k
        }
        k = 0
        for (i, c) in text.enumerated() {
            while k > 0 && c != needle[k] { k = fail[k - 1] }
            if c == needle[k] { k += 1 }
            if k == needle.count { return i - k + 1 }
        }
        return nil
    }

    /// `selection: "words"` (their first occurrence) or `selection: 4 selection-end: 9`.
    private static func selection(_ r: FamilyAttributes, text: String, _ ctx: ViewContext) -> Range<Int>? {
        let endValue = r.value("selection-end")
        let end = r.number("selection-end")
        guard let v = r.value("selection") else {
            if let endValue {
                ctx.sink.error("'selection-end' needs a numeric 'selection:'", at: endValue.range, notes: ["for example: selection: 4 selection-end: 9"])
            }
            return nil
        }
        let chars = Array(text)
        switch v.kind {
        case .string(let s), .identifier(let s):
            if let endValue {
                ctx.sink.error("'selection-end' goes with a numeric 'selection:'", at: endValue.range, notes: ["a quoted selection selects that text"])
            }
            let needle = Array(s)
            guard let start = firstOccurrence(of: needle, in: chars) else {
                ctx.sink.error("the selection \"\(s)\" is not in the text", at: v.range, notes: ["select a part of the text, as written"])
                return nil
            }
            return start..<(start + needle.count)
        case .number(let n, _):
            guard let start = index(n, at: v, count: chars.count, what: "selection start", ctx) else { return nil }
            guard let endValue, let end else {
                if endValue == nil {
                    ctx.sink.error("a numeric 'selection:' needs 'selection-end:'", at: v.range, notes: ["for example: selection: \(start) selection-end: \(min(chars.count, start + 5))"])
                }
                return nil
            }
            guard let e = index(end, at: endValue, count: chars.count, what: "selection end", ctx) else { return nil }
            guard e > start else {
                ctx.sink.error("the selection ends before it starts", at: endValue.range, notes: ["'selection-end' must be greater than \(start)"])
                return nil
            }
            return start..<e
        default:
            ctx.sink.error("'selection' expects quoted text or a character index", at: v.range, notes: ["found \(describe(v))"])
            return nil
        }
    }
}
