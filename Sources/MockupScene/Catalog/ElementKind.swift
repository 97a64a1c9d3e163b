import MockupSyntax

/// What an element is, whatever name it was written with: its family's canonical name
/// (`alert` for `alert-view` too), or, for an element that exists only under a family
/// (a table's cells, a tab bar's items), that family's kind and its own name. The
/// resolver records the kind of every element it reads (`SourceKinds`); lint and layout
/// compare kinds, never the spelling in the source.
public struct ElementKind: Hashable, Sendable, CustomStringConvertible {
    /// The family's canonical name (`alert`), or `family/element` for a sub-element.
    public let name: String

    init(_ name: String) { self.name = name }

    /// The kind of the element written `name` under this family (`Table.kind.child("cell")`).
    public func child(_ name: String) -> ElementKind { ElementKind(self.name + "/" + name) }

    public var description: String { name }

    /// The `screen` line.
    public static let screen = ElementKind("screen")
    /// A split view's `master` and `detail` columns.
    public static let master = SplitView.kind.child("master")
    public static let detail = SplitView.kind.child("detail")
    /// A flow document's `flow` line, and the `screen` and `arrow` lines in it.
    public static let flow = ElementKind("flow")
    public static let flowScreen = ElementKind.flow.child("screen")
    public static let flowArrow = ElementKind.flow.child("arrow")
}

/// The kind of every element of a resolved file, by the place its name is written: what
/// the resolver dispatched each line to. Sub-elements (a table's `cell`) are the kind of
/// the family they are written under, with their own name (`ElementKind.child`).
public struct SourceKinds: Sendable, Hashable {
    private var byPlace: [SourceLocation: ElementKind] = [:]

    /// No kinds (a screen built in code).
    public init() {}

    mutating func record(_ kind: ElementKind, at place: SourceLocation) { byPlace[place] = kind }

    /// These kinds and `other`'s (a flow's lines and its screens' elements).
    public func merging(_ other: SourceKinds) -> SourceKinds {
        var merged = self
        merged.byPlace.merge(other.byPlace) { mine, _ in mine }
        return merged
    }

    /// The kind the resolver gave the element whose name starts at `place`, if any.
    public func kind(at place: SourceLocation) -> ElementKind? { byPlace[place] }

    /// How many elements have a kind.
    public var count: Int { byPlace.count }
}
