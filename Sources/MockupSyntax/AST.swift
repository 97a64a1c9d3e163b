/// A value written in a mockup file.
public enum ValueKind: Sendable, Hashable {
    /// A quoted string, escapes already decoded.
    case string(String)
    /// A number with an optional unit such as `pt`, `%` or `dp`.
    case number(Double, unit: String?)
    /// A hex colour `#RGB`, `#RRGGBB` or `#RRGGBBAA`, decoded to 8-bit channels.
    case color(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)
    /// A bare word: a name, an enum case, `on`/`off`, a system colour name.
    case identifier(String)
}

/// A value with where it was written.
public struct Value: Sendable, Hashable {
    public var kind: ValueKind
    public var range: SourceRange

    /// Creates a value.
    public init(_ kind: ValueKind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

/// A `key: value` pair on an element line.
public struct Attribute: Sendable, Hashable {
    public var name: String
    public var nameRange: SourceRange
    public var value: Value

    /// Creates an attribute.
    public init(name: String, nameRange: SourceRange, value: Value) {
        self.name = name
        self.nameRange = nameRange
        self.value = value
    }
}

/// One element line with the lines indented under it.
///
/// `cell subtitle "Apple" detail: "Receipt" accessory: disclosure` has name `cell`,
/// arguments `[subtitle, "Apple"]` and two attributes.
public struct Node: Sendable, Hashable {
    public var name: String
    public var nameRange: SourceRange
    /// Positional values in order.
    public var arguments: [Value]
    public var attributes: [Attribute]
    public var children: [Node]

    /// Creates a node.
    public init(
        name: String, nameRange: SourceRange, arguments: [Value] = [],
        attributes: [Attribute] = [], children: [Node] = []
    ) {
        self.name = name
        self.nameRange = nameRange
        self.arguments = arguments
        self.attributes = attributes
        self.children = children
    }

    /// The first attribute called `name`.
    public func attribute(_ name: String) -> Attribute? {
        attributes.first { $0.name == name }
    }
}

/// A parsed file with its includes expanded in place.
public struct Document: Sendable, Hashable {
    /// Top-level nodes (usually one `screen` and its siblings).
    public var nodes: [Node]

    /// Creates a document.
    public init(nodes: [Node]) {
        self.nodes = nodes
    }
}
