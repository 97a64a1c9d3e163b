import MockupSyntax

/// One element family of the language, declared in one place: its name, what it takes,
/// its documentation and how a node becomes its model. `ElementCatalog` lists them;
/// "did you mean" notes, the attribute tables of docs/LANGUAGE.md and the resolver all
/// read these declarations, so nothing is listed twice by hand.
public struct ElementFamily: Sendable {
    /// What a family's children may be.
    public enum Children: Sendable, Equatable {
        /// A leaf.
        case none
        /// Any content views (stacks, controls…).
        case views
        /// Elements of its own, listed for the docs (a table's sections and cells).
        case own([String])
    }

    public var name: String
    /// Other names accepted for the same element (`rounded-rect-button`).
    public var aliases: [String]
    /// One line for the docs.
    public var summary: String
    /// Bare words the element takes (`disabled`, `horizontal`…).
    public var flags: [String]
    /// How many quoted texts it takes, and what they are (docs).
    public var texts: Int
    public var textsDoc: String
    public var attributes: [AttributeSpec]
    public var children: Children
    /// A line that resolves and renders, for the docs and the catalogue test.
    public var example: String
    let resolver: @Sendable (Node, ViewContext) -> (any ContentView)?

    /// Declares a family; `resolve` turns one node into its model (nil after an error).
    init(
        name: String, aliases: [String] = [], summary: String, flags: [String] = [], texts: Int = 0,
        textsDoc: String = "", attributes: [AttributeSpec], children: Children = .none, example: String,
        resolve: @escaping @Sendable (Node, ViewContext) -> (any ContentView)?
    ) {
        self.name = name
        self.aliases = aliases
        self.summary = summary
        self.flags = flags
        self.texts = texts
        self.textsDoc = textsDoc
        self.attributes = attributes
        self.children = children
        self.example = example
        self.resolver = resolve
    }

    /// `families` by name and by alias (a catalogue's lookup table).
    static func index(_ families: [ElementFamily]) -> [String: ElementFamily] {
        var map: [String: ElementFamily] = [:]
        for f in families {
            for name in [f.name] + f.aliases { map[name] = f }
        }
        return map
    }

    /// What the element is, whatever alias was written (lint and layout compare kinds).
    public var kind: ElementKind { ElementKind(name) }

    /// Every attribute name the element accepts: its own and the placement ones.
    public var allAttributes: [AttributeSpec] { attributes + AttributeSpec.placement }
}

/// One attribute: name, value type (with its range), default and a line of docs.
public struct AttributeSpec: Sendable, Equatable {
    /// The value types attributes take.
    public enum Kind: Sendable, Equatable {
        /// A number in a range, with the units accepted besides `pt`.
        case number(ClosedRange<Double>, units: [String] = [])
        /// Quoted text (or a bare word or number).
        case text
        case bool
        case color
        /// One of these words.
        case choice([String])
        /// Anything else, described in words for the docs.
        case other(String)

        /// How the type reads in the docs.
        public var description: String {
            switch self {
            case .number(let r, let units):
                let u = units.isEmpty ? "" : " (" + units.joined(separator: ", ") + ")"
                return "number \(formatNumber(r.lowerBound))…\(formatNumber(r.upperBound))" + u
            case .text: return "text"
            case .bool: return "on/off"
            case .color: return "colour"
            case .choice(let words): return words.joined(separator: " \\| ")
            case .other(let s): return s
            }
        }
    }

    public var name: String
    public var kind: Kind
    /// The default as the docs show it ("—": none).
    public var defaultValue: String
    public var doc: String

    /// Declares an attribute.
    public init(_ name: String, _ kind: Kind, default defaultValue: String = "—", _ doc: String) {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
        self.doc = doc
    }

    /// The attributes every content view takes: placement and background.
    public static let placement: [AttributeSpec] = [
        AttributeSpec("x", .number(-10_000...10_000), "left edge: takes the view out of its stack's flow"),
        AttributeSpec("y", .number(-10_000...10_000), "top edge: takes the view out of its stack's flow"),
        AttributeSpec("width", .number(0...10_000), default: "its own", "width in points"),
        AttributeSpec("height", .number(0...10_000), default: "its own", "height in points"),
        AttributeSpec(
            "relative-to", .choice(Placement.Origin.allCases.map(\.rawValue)), default: "container",
            "what `x` and `y` are measured from"),
        AttributeSpec("background", .color, default: "none", "fill behind the view, in its frame"),
        AttributeSpec("lang", .other("tag"), default: "the screen's", "the language of the view's text: `ja`, `ko`, `zh-Hant`… pick the Han forms"),
        AttributeSpec(
            "layout-direction", .choice(LayoutDirection.allCases.map(\.rawValue)), default: "the screen's",
            "`ltr` keeps the view unmirrored on a right-to-left screen (a phone keypad, media controls); `rtl` mirrors it on a left-to-right one (iOS 9)"),
        AttributeSpec("id", .other("name"), default: "none", "a name for popovers and edit menus to point at (`anchor:`), unique in the screen"),
    ]
}
