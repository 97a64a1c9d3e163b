import MockupGeometry
import MockupSyntax

/// `text-field`: UITextField (iOS 7–9) in one of its border styles, showing a
/// placeholder or typed text (dots when `secure`), an optional clear button, left image
/// and right button, a caret when `focused`, dimmed when `disabled`. It stretches across
/// its stack.
public struct TextField: ContentView {
    /// UITextBorderStyle, as the language spells it.
    public enum Style: String, Sendable, Hashable, CaseIterable {
        /// UITextBorderStyleRoundedRect: white, light grey 1 px border, rounded corners.
        case rounded
        /// UITextBorderStyleLine: a 1 px rectangle.
        case line
        /// UITextBorderStyleNone: no border (forms in grouped groups).
        case none
    }

    /// UITextFieldViewMode for the clear button.
    public enum ClearMode: String, Sendable, Hashable, CaseIterable {
        case always, never
        case whileEditing = "while-editing"
    }

    /// The right view: the search bar's bookmark glyph or UIButtonTypeContactAdd.
    public enum RightButton: String, Sendable, Hashable, CaseIterable {
        case bookmark
        case contactAdd = "contact-add"
    }

    public var style: Style = .rounded
    public var text: String = ""
    public var placeholder: String = ""
    /// Font size of the text and placeholder.
    public var size: Double = 17
    public var secure = false
    public var clearButton: ClearMode = .never
    public var leftImage: BarIcon?
    public var rightButton: RightButton?
    public var focused = false
    public var state: ControlState = .normal
    /// The field's own tint (caret, contact-add), over the inherited one.
    public var tint: Color?

    /// Creates a field.
    public init(style: Style = .rounded, text: String = "", placeholder: String = "") {
        self.style = style
        self.text = text
        self.placeholder = placeholder
    }

    /// What the field shows as its text: one bullet per character when secure.
    public var displayedText: String {
        secure ? String(repeating: "\u{2022}", count: text.count) : text
    }

    /// Whether the clear button is drawn: only over text, and for `while-editing` only
    /// in a focused field (UIKit hides it on an empty field in every mode).
    public var showsClearButton: Bool {
        guard !text.isEmpty, state != .disabled else { return false }
        switch clearButton {
        case .always: return true
        case .whileEditing: return focused
        case .never: return false
        }
    }

    static let styleWords = Style.allCases.map(\.rawValue) + ["borderless"]

    /// The family in the catalogue: its name, aliases, attributes and resolver.
    public static let family: ElementFamily = ElementFamily(
        name: "text-field", summary: "a UITextField: rounded, line or borderless, with placeholder, text, clear button",
        flags: styleWords + ["secure", "focused"] + ControlState.words(.disabled),
        attributes: [
            AttributeSpec("style", .choice(styleWords), default: "rounded", "border style (or write it as a word)"),
            AttributeSpec("placeholder", .text, default: "none", "grey text shown while the field is empty"),
            AttributeSpec("text", .text, default: "none", "the typed text"),
            AttributeSpec("size", .number(1...200), default: "17", "font size in points"),
            AttributeSpec("clear-button", .choice(ClearMode.allCases.map(\.rawValue)), default: "never", "when the clear button shows (only over text)"),
            AttributeSpec("left-image", .other("icon name \\| \"file.svg\""), default: "none", "a bar icon or an icon file at the left"),
            AttributeSpec("right-button", .choice(RightButton.allCases.map(\.rawValue)), default: "none", "a button at the right end"),
            AttributeSpec("tint", .color, default: "inherited", "caret and contact-add colour"),
        ],
        example: "text-field placeholder: \"Email\"",
        resolve: { node, ctx in
            let r = ctx.attributes(node, family)
            let p = ctx.positionals(node, family)
            ctx.noChildren(node)
            var f = TextField()
            if let w = ctx.oneOf(styleWords, in: node, what: "style") { f.style = style(w) }
            if let v = r.value("style") {
                if let w = word(v), styleWords.contains(w.lowercased()) {
                    f.style = style(w.lowercased())
                } else {
                    ctx.sink.unknown("style", word(v) ?? describe(v), at: v.range, candidates: styleWords)
                }
            }
            f.placeholder = r.text("placeholder") ?? ""
            f.text = r.text("text") ?? ""
            if let s = r.number("size") { f.size = s }
            f.secure = p.has("secure")
            f.focused = p.has("focused")
            f.state = ControlState.read(p)
            if let m = r.choice("clear-button", ClearMode.self) { f.clearButton = m }
            f.rightButton = r.choice("right-button", RightButton.self)
            if let v = r.value("left-image") { f.leftImage = BarButtonResolver.resolveIcon(v, ctx.element) }
            f.tint = r.color("tint")
            return f
        })

    private static func style(_ word: String) -> Style {
        word == "borderless" ? .none : Style(rawValue: word) ?? .rounded
    }

    /// A word or quoted text as written.
    private static func word(_ v: Value) -> String? {
        switch v.kind {
        case .identifier(let s), .string(let s): return s
        default: return nil
        }
    }
}
