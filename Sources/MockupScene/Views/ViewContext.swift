import MockupGeometry
import MockupSyntax

/// What a family's resolver gets: the shared diagnostics and options, and a way to
/// resolve its children through the catalogue.
struct ViewContext {
    let element: ElementContext
    var sink: DiagnosticSink { element.sink }

    /// Resolves `node`'s children as content views (for families whose children are views).
    func subviews(of node: Node) -> [ViewNode] {
        node.children.compactMap { ViewResolver.resolve($0, self) }
    }

    /// An attribute reader checking `node` against `family`'s declared attributes.
    func attributes(_ node: Node, _ family: ElementFamily) -> FamilyAttributes {
        FamilyAttributes(reader: AttributeReader(node, allowed: family.allAttributes.map(\.name), sink: sink), family: family)
    }

    /// Positional values checked against `family`'s flags and text count.
    func positionals(_ node: Node, _ family: ElementFamily) -> Positionals {
        Positionals(node, flags: family.flags, maxTexts: family.texts, sink: sink)
    }

    /// The one word of `words` written on `node`'s line (the last one wins; a second,
    /// different one is a warning at its place: "'bar' replaces 'plain': a button has
    /// one style"). `what` names the choice ("style", "axis"…).
    func oneOf(_ words: [String], in node: Node, what: String) -> String? {
        var chosen: String?
        for v in node.arguments {
            guard case .identifier(let w) = v.kind else { continue }
            let word = w.lowercased()
            guard words.contains(word) else { continue }
            if let first = chosen, first != word {
                sink.warning(
                    "'\(word)' replaces '\(first)': a \(node.name) has one \(what)", at: v.range,
                    notes: ["remove one of the two words"])
            }
            chosen = word
        }
        return chosen
    }

    /// Reports children of a leaf.
    func noChildren(_ node: Node) { _ = element.children(of: node, allowed: []) }
}

/// Typed attribute reads whose ranges come from the family's declaration.
struct FamilyAttributes {
    let reader: AttributeReader
    let family: ElementFamily

    private func spec(_ key: String) -> AttributeSpec? { family.allAttributes.first { $0.name == key } }

    /// A number in the declared range and units.
    func number(_ key: String) -> Double? {
        guard case .number(let range, let units)? = spec(key)?.kind else {
            preconditionFailure("'\(key)' is not a number attribute of '\(family.name)'")
        }
        return reader.number(key, in: range, units: units)
    }

    func string(_ key: String) -> String? { reader.string(key) }
    func text(_ key: String) -> String? { reader.text(key) }
    func bool(_ key: String) -> Bool? { reader.bool(key) }
    func color(_ key: String) -> Color? { reader.color(key) }
    func choice<E: RawRepresentable & CaseIterable>(_ key: String, _ type: E.Type) -> E? where E.RawValue == String {
        reader.choice(key, type)
    }
    /// The attribute's value as written, for families that read it their own way.
    func value(_ key: String) -> Value? { reader.node.attribute(key)?.value }
    var sink: DiagnosticSink { reader.sink }

    /// The placement attributes (`x`, `y`, `width`, `height`, `relative-to`).
    func placement() -> Placement {
        Placement(
            x: number("x"), y: number("y"), width: number("width"), height: number("height"),
            origin: choice("relative-to", Placement.Origin.self) ?? .container, background: color("background"),
            anchor: AnchorNames.read(reader), language: LanguageReader.read(reader.node.attribute("lang")?.value, sink: reader.sink),
            layoutDirection: choice("layout-direction", LayoutDirection.self))
    }
}

/// Resolves one content element through the catalogue.
enum ViewResolver {
    /// The node as a view, or nil after reporting why not.
    static func resolve(_ node: Node, _ ctx: ViewContext) -> ViewNode? {
        guard let family = ElementCatalog.family(named: node.name) else {
            ctx.sink.unknown(
                "element", node.name, at: node.nameRange, candidates: ElementCatalog.viewNames)
            return nil
        }
        return resolve(node, ctx, family: family)
    }

    /// The node as a view of `family` (a content view or an overlay).
    static func resolve(_ node: Node, _ ctx: ViewContext, family: ElementFamily) -> ViewNode? {
        // The placement attributes are read here once; the family's own reader checks
        // every name (placement ones included) and reports unknown ones.
        let placement = FamilyAttributes(
            reader: AttributeReader(node, allowed: node.attributes.map(\.name), sink: ctx.sink), family: family
        ).placement()
        let id = ctx.sink.nextViewID()
        ctx.sink.record(node, as: family.kind)
        guard let view = family.resolver(node, ctx) else { return nil }
        return ViewNode(family: family.kind, view: view, placement: placement, range: node.nameRange, id: id)
    }
}

