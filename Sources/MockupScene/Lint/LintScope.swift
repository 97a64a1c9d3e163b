import MockupSyntax

/// What a rule looks at: the resolved screen (device, orientation) and every source
/// node with the nodes above it, so that each finding has its file:line:col.
public struct LintScope: Sendable {
    /// A source node and the nodes it is written under (outermost first).
    struct Entry: Sendable {
        let node: Node
        let ancestors: [Node]
        var parent: Node? { ancestors.last }
        /// Whether the node is written inside an element called `name`.
        func isInside(_ name: String) -> Bool { ancestors.contains { $0.name == name } }
    }

    public let screen: Screen
    let entries: [Entry]

    /// Builds the scope of a resolved screen and the document it came from.
    public init(screen: Screen, document: Document) {
        self.screen = screen
        var out: [Entry] = []
        func walk(_ nodes: [Node], _ above: [Node]) {
            for n in nodes {
                out.append(Entry(node: n, ancestors: above))
                walk(n.children, above + [n])
            }
        }
        walk(document.nodes, [])
        entries = out
    }

    /// The first lines of the elements whose block (their line and the lines indented
    /// under them) holds `loc`, outermost first.
    func blockLines(_ loc: SourceLocation) -> [Int] {
        func last(_ n: Node) -> Int { n.children.map(last).max() ?? n.nameRange.start.line }
        return entries.compactMap { e in
            let start = e.node.nameRange.start
            return start.file == loc.file && start.line < loc.line && loc.line <= last(e.node) ? start.line : nil
        }
    }

    var isPhone: Bool { screen.device.idiom == .phone }
    var isLandscape: Bool { screen.orientation == .landscape }

    /// Every node called one of `names`, in file order.
    func all(_ names: String...) -> [Entry] { entries.filter { names.contains($0.node.name) } }
}

extension Node {
    /// The quoted positional values.
    var texts: [Value] { arguments.filter { if case .string = $0.kind { true } else { false } } }
    /// The bare words.
    var words: [String] { arguments.compactMap { if case .identifier(let s) = $0.kind { s.lowercased() } else { nil } } }
    func has(_ word: String) -> Bool { words.contains(word) }
    /// The value of a bare word, for its range.
    func word(_ w: String) -> Value? {
        arguments.first { if case .identifier(let s) = $0.kind { s.lowercased() == w } else { false } }
    }
    func number(_ key: String) -> Double? {
        if case .number(let n, _)? = attribute(key)?.value.kind { return n }
        return nil
    }
    func text(_ key: String) -> String? {
        switch attribute(key)?.value.kind {
        case .string(let s)?, .identifier(let s)?: return s
        default: return nil
        }
    }
    /// `on`/`off`, `yes`/`no`, `true`/`false`.
    func bool(_ key: String) -> Bool? {
        guard case .identifier(let s)? = attribute(key)?.value.kind else { return nil }
        switch s.lowercased() {
        case "on", "yes", "true": return true
        case "off", "no", "false": return false
        default: return nil
        }
    }
}

extension Value {
    var string: String? { if case .string(let s) = kind { s } else { nil } }
}

/// A bar button as written (`button done`, `button "Edit" left`, `button icon: trash`).
struct WrittenBarButton {
    let node: Node
    let system: BarButton.SystemItem?
    /// The quoted title, if written.
    let title: Value?

    init(_ node: Node) {
        self.node = node
        system = node.words.lazy.compactMap { BarButton.SystemItem(rawValue: $0) ?? ($0 == "share" ? .action : nil) }.first
        title = node.texts.first
    }

    /// Drawn as an icon (a system icon item, or `icon:`).
    var isIcon: Bool { node.attribute("icon") != nil || system?.iconName != nil }
    var isText: Bool { !isIcon }
    /// The words shown (a text item's title).
    var shownTitle: String? { title?.string ?? (isIcon ? nil : system?.title) }
    var isLeft: Bool { node.has("left") || node.text("side")?.lowercased() == "left" }
    var isCancel: Bool {
        system == .cancel || title?.string?.lowercased() == "cancel"
    }
}
