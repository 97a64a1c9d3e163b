import MockupDisplayList
import MockupGeometry
import MockupSyntax

/// One element as it was laid out, for hand-off output (redlines, `mockup spec`): what
/// it is, where it was written, its frame on the screen and what it shows. Recorded only
/// when asked (`LayoutEngine.layoutRecording`), so ordinary renders do no extra work.
public struct LaidOutElement: Sendable, Hashable {
    /// Which `--redlines` group an element belongs to.
    public enum Group: String, Sendable, Hashable, CaseIterable {
        /// Status, navigation, search, tool and tab bars, the keyboard, bar buttons.
        case bars
        /// Table sections and rows (the table view itself is a view).
        case table
        /// The views of the content tree and the temporary views over it.
        case views
    }

    /// The element's kind: a bar (`navigation-bar`), `bar-button`, `table-section`,
    /// `table-row`, or the family name of a view (`label`, `stack`, `table`…).
    public var kind: String
    public var group: Group
    /// The element's `id:`, when it has one.
    public var id: String?
    /// The frame on the screen, in points.
    public var frame: Rect
    /// Where the element is written (its name); nil for elements made by hand.
    public var range: SourceRange?
    /// The texts the element draws itself (not those of the views inside it), fonts as
    /// the screen's release resolves them.
    public var texts: [TextRun]
    /// The colours of its own fills and strokes (text colours are with the texts), in
    /// drawing order, each once.
    public var colors: [Color]

    /// Where the element draws glyphs, icons, images and other marks smaller than itself
    /// (not its background): what redline labels avoid covering, with its texts. Not
    /// part of the spec.
    public var marks: [Rect] = []

    /// Creates a record.
    public init(
        kind: String, group: Group, id: String? = nil, frame: Rect, range: SourceRange? = nil,
        texts: [TextRun] = [], colors: [Color] = []
    ) {
        self.kind = kind
        self.group = group
        self.id = id
        self.frame = frame
        self.range = range
        self.texts = texts
        self.colors = colors
    }

    /// The bounds of the marks in `items` (groups without a transform included) that
    /// cover less than half of `frame`: glyphs, icons, images, small shapes.
    static func marks(of items: [DisplayItem], in frame: Rect) -> [Rect] {
        let half = frame.width * frame.height / 2
        var out: [Rect] = []
        func walk(_ items: [DisplayItem]) {
            for item in items {
                let bounds: Rect?
                switch item {
                case .rect(let r, _), .roundedRect(let r, _, _): bounds = r
                case .fill(let p, _), .stroke(let p, _, _): bounds = p.controlBounds
                case .image(let i): bounds = i.rect
                case .group(let g):
                    if g.transform == .identity { walk(g.items) }
                    bounds = nil
                case .hairline, .text: bounds = nil
                }
                if let b = bounds, b.width * b.height < half, b.width > 0, b.height > 0 { out.append(b) }
            }
        }
        walk(items)
        return out
    }

    /// The texts and colours found in `items` (groups included).
    static func content(of items: [DisplayItem]) -> (texts: [TextRun], colors: [Color]) {
        var texts: [TextRun] = []
        var colors: [Color] = []
        func note(_ c: Color) { if !colors.contains(c) { colors.append(c) } }
        func walk(_ items: [DisplayItem]) {
            for item in items {
                switch item {
                case .rect(_, let c), .roundedRect(_, _, let c), .fill(_, let c), .stroke(_, let c, _): note(c)
                case .hairline(let h): note(h.color)
                case .text(let t): texts.append(t)
                case .image: break
                case .group(let g): walk(g.items)
                }
            }
        }
        walk(items)
        return (texts, colors)
    }
}
