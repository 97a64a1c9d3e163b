import MockupSyntax

/// One bar of the language: placed by its kind at an edge of the screen or of a pane,
/// at most one of each there. Declared beside its resolver, listed in `BarCatalog`.
public struct BarFamily: Sendable {
    /// The name written in the language (`navigation-bar`).
    public let name: String
    /// Its attribute names, in the order `mockup fmt` writes them.
    public let attributes: [String]
    /// Whether a pane (a split view's column, a modal, a container's child) may hold it:
    /// the status bar belongs to the whole screen.
    public let inPane: Bool
    let resolver: @Sendable (Node, ElementContext) -> Element?

    /// What the bar is, for lint and layout.
    public var kind: ElementKind { ElementKind(name) }

    init(name: String, attributes: [String], inPane: Bool = true, resolve: @escaping @Sendable (Node, ElementContext) -> Element?) {
        self.name = name
        self.attributes = attributes
        self.inPane = inPane
        self.resolver = resolve
    }

    /// `bar` with the place its node was written.
    static func marked<Bar: SourceMarked>(_ bar: Bar, _ node: Node) -> Bar {
        var b = bar
        b.source = SourceMark(node.nameRange)
        return b
    }
}

/// Every bar family, one line each (the keyboard takes the bottom like a bar).
public enum BarCatalog {
    /// The bars, in the order the docs list them.
    public static let families: [BarFamily] = [
        StatusBar.family,
        NavigationBar.family,
        SearchBar.family,
        Toolbar.family,
        TabBar.family,
        Keyboard.family,
    ]

    private static let byName = Dictionary(uniqueKeysWithValues: families.map { ($0.name, $0) })

    /// The bar family called `name`.
    public static func family(named name: String) -> BarFamily? { byName[name] }

    /// The bars' names, in catalogue order.
    public static var names: [String] { families.map(\.name) }
}
