import MockupScene
import MockupSyntax

/// What a rule looks at: the resolved screen (device, orientation) and every source
/// node with the nodes above it and the kind the resolver read it as, so that each
/// finding has its file:line:col and rules match elements by kind, whatever alias was
/// written.
public struct LintScope: Sendable {
    /// A source node, its kind and the entries it is written under (outermost first).
    struct Entry: Sendable {
        let node: Node
        /// The resolver's kind, or for a sub-element the kind of the family it is
        /// written under with its own name; nil outside any family (an unknown element).
        let kind: ElementKind?
        let ancestors: [Node]
        let ancestorKinds: [ElementKind?]
        var parent: Node? { ancestors.last }
        var parentKind: ElementKind? { ancestorKinds.last ?? nil }
        /// Whether the node is written inside an element of `kind`.
        func isInside(_ kind: ElementKind) -> Bool { ancestorKinds.contains(kind) }
    }

    public let screen: Screen
    let entries: [Entry]
    private let kindsByPlace: [SourceLocation: ElementKind]
    /// Each element's block: its file, its first line and the last line written under
    /// it, in the order of `entries`.
    let blocks: [(file: String, first: Int, last: Int)]

    /// Builds the scope of a resolved screen, the document it came from and the kinds
    /// the resolver gave its elements.
    public init(screen: Screen, document: Document, kinds: SourceKinds) {
        self.screen = screen
        var out: [Entry] = []
        var spans: [(file: String, first: Int, last: Int)] = []
        // Returns the last line of the nodes' blocks, computed once for each node.
        func walk(_ nodes: [Node], _ above: [Node], _ aboveKinds: [ElementKind?], family: ElementKind?) -> Int {
            var lastLine = 0
            for n in nodes {
                let kind = kinds.kind(at: n.nameRange.start) ?? family?.child(n.name)
                out.append(Entry(node: n, kind: kind, ancestors: above, ancestorKinds: aboveKinds))
                let slot = spans.count
                let start = n.nameRange.start
                spans.append((start.file, start.line, start.line))
                // Sub-elements are named after the family they are written under.
                let recorded = kinds.kind(at: n.nameRange.start)
                let below = walk(n.children, above + [n], aboveKinds + [kind], family: recorded ?? family)
                spans[slot].last = max(start.line, below)
                lastLine = max(lastLine, spans[slot].last)
            }
            return lastLine
        }
        _ = walk(document.nodes, [], [], family: nil)
        entries = out
        blocks = spans
        var byPlace: [SourceLocation: ElementKind] = [:]
        for e in out { if let k = e.kind { byPlace[e.node.nameRange.start] = k } }
        kindsByPlace = byPlace
    }

    var isPhone: Bool { screen.device.idiom == .phone }
    var isLandscape: Bool { screen.orientation == .landscape }

    /// Every element of one of `kinds`, in file order.
    func all(_ kinds: ElementKind...) -> [Entry] { all(kinds) }
    func all(_ kinds: [ElementKind]) -> [Entry] { entries.filter { $0.kind.map(kinds.contains) ?? false } }

    /// The kind of `node` (a rule walking a node's children finds their kinds here).
    func kind(of node: Node) -> ElementKind? { kindsByPlace[node.nameRange.start] }
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
