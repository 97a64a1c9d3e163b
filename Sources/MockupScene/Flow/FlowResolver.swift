import MockupGeometry
import MockupSyntax

/// Reads a flow document: the `flow` line, its `screen`s and `arrow`s. The screens are
/// not resolved here: each becomes a one-screen document that the engine compiles as
/// it would compile a file.
public enum FlowResolver {
    /// Whether `document` is a flow (its first element is a `flow` line).
    public static func isFlow(_ document: Document) -> Bool { document.nodes.first?.name == "flow" }

    /// Attributes of the `flow` line itself.
    static let flowAttributes = ["layout", "columns", "gap", "background", "scale", "frame", "shadow"]
    /// Attributes of the `flow` line that every inline screen takes unless it writes its own.
    static let inherited = ["device", "orientation", "ios", "appearance", "tint", "lang", "direction"]
    /// Attributes a screen of a flow has beside those of a `screen` line.
    static let screenAttributes = ["id", "caption", "x", "y", "frame", "shadow"]
    /// The least `gap:` a row, column or grid with arrows takes: a port and a head each side.
    public static let minimumArrowGap = 24.0
    /// Attributes of an `arrow` line.
    static let arrowAttributes = ["from", "to", "label"]
    /// The order `mockup fmt` writes a `screen` line's attributes in, in a flow or not.
    static var screenOrder: [String] { ["id", "caption", "x", "y"] + ScreenResolver.attributes }
    /// Most screens one flow holds: each is a whole render.
    public static let maxScreens = 64
    /// Most arrows one flow holds.
    public static let maxArrows = 256

    /// The flow of `document`, the problems found reading it, and the kinds of its own
    /// lines (`flow`, `screen`, `arrow`; the screens' elements get theirs when resolved).
    public static func resolve(_ document: Document) -> (flow: Flow?, diagnostics: [Diagnostic], kinds: SourceKinds) {
        let sink = DiagnosticSink()
        guard let head = document.nodes.first, head.name == "flow" else { return (nil, [], SourceKinds()) }
        sink.record(head, as: .flow)
        let r = AttributeReader(head, allowed: flowAttributes + inherited, sink: sink)
        let p = Positionals(head, flags: [], maxTexts: 1, sink: sink)
        var flow = Flow(
            title: p.texts.first, arrangement: r.choice("layout", Flow.Arrangement.self) ?? .row,
            columns: r.number("columns", in: 1...64).map { Int($0.rounded()) },
            gap: r.number("gap", in: 0...2000) ?? Flow.defaultGap,
            background: r.color("background") ?? Flow.defaultBackground,
            scale: r.number("scale", in: 0.25...4, units: ["x"]), frame: FrameReader.read(r, sink: sink),
            screens: [], arrows: [], range: head.nameRange)
        if flow.columns != nil, flow.arrangement != .grid, let v = head.attribute("columns")?.value {
            sink.warning("'columns' applies to 'layout: grid'", at: v.range, notes: ["this flow is laid out as a \(flow.arrangement.rawValue)"])
        }
        var arrowNodes: [Node] = []
        for node in head.children + document.nodes.dropFirst() {
            switch node.name {
            case "screen":
                sink.record(node, as: .flowScreen)
                guard flow.screens.count < maxScreens else {
                    sink.error("a flow holds at most \(maxScreens) screens", at: node.nameRange, notes: ["split the flow into several files"])
                    continue
                }
                if let s = screen(node, flow: head, frame: flow.frame, sink: sink) {
                    if let first = flow.screens.first(where: { $0.id == s.id }) {
                        sink.error(
                            "screen id '\(s.id)' is already used", at: s.idRange,
                            notes: ["the first is at line \(first.idRange.start.line); each screen of a flow has its own id"])
                    } else {
                        flow.screens.append(s)
                    }
                }
            case "arrow":
                sink.record(node, as: .flowArrow)
                arrowNodes.append(node)
            case "flow":
                sink.error("a file holds one flow", at: node.nameRange, notes: ["remove this second 'flow' line or move it to its own file"])
            default:
                sink.unknown("element", node.name, at: node.nameRange, candidates: ["screen", "arrow"],
                    extra: ["a flow holds screens and arrows; write a screen's elements indented under its 'screen' line"])
            }
        }
        if flow.screens.isEmpty {
            sink.error("a flow needs at least one screen", at: head.nameRange, notes: ["for example: screen id: home"])
        }
        let ids = flow.screens.map(\.id)
        for node in arrowNodes.prefix(maxArrows) {
            if let a = arrow(node, screens: ids, sink: sink) { flow.arrows.append(a) }
        }
        if arrowNodes.count > maxArrows {
            sink.error("a flow holds at most \(maxArrows) arrows", at: arrowNodes[maxArrows].nameRange)
        }
        // Arrows run between the screens: a row, column or grid needs room for them.
        if !flow.arrows.isEmpty, flow.arrangement != .free, flow.gap < minimumArrowGap, let v = head.attribute("gap")?.value {
            sink.error(
                "a gap of \(formatNumber(flow.gap)) pt leaves no room for arrows", at: v.range,
                notes: ["arrows run between the screens: give gap: \(formatNumber(minimumArrowGap)) or more, or leave it out (\(formatNumber(Flow.defaultGap)))"])
        }
        if flow.arrangement == .free {
            for s in flow.screens where s.position == nil {
                sink.error(
                    "screen '\(s.id)' needs x: and y: in a free layout", at: s.range,
                    notes: ["'layout: free' places each screen where its x: and y: say (points on the sheet)"])
            }
        }
        let sorted = sink.diagnostics.inFileOrder { $0.range.start }
        return (sink.diagnostics.contains { $0.severity == .error } ? nil : flow, sorted, sink.kinds)
    }

    /// One `screen` of the flow. Its elements are indented under it; an included file's
    /// own `screen` line, first among them, is the screen's line (the file then renders
    /// here as it renders alone), else this line with the flow's defaults is.
    static func screen(_ node: Node, flow head: Node, frame: FrameStyle?, sink: DiagnosticSink) -> FlowScreen? {
        guard let idValue = node.attribute("id")?.value else {
            sink.error("a screen of a flow needs an 'id'", at: node.nameRange, notes: ["arrows name screens by it, for example: screen id: inbox"])
            return nil
        }
        guard case .identifier(let id) = idValue.kind, !id.contains(".") else {
            sink.error("'id' expects a name without dots", at: idValue.range, notes: ["for example id: inbox; arrows write screen.element"])
            return nil
        }
        let own = Node(
            name: node.name, nameRange: node.nameRange, arguments: node.arguments,
            attributes: node.attributes.filter { !screenAttributes.contains($0.name) })
        let r = AttributeReader(node, allowed: screenOrder, sink: sink)
        let caption = r.text("caption")
        var position: Point?
        let x = r.number("x", in: -100_000...100_000), y = r.number("y", in: -100_000...100_000)
        if let x, let y { position = Point(x: x, y: y) } else if x != nil || y != nil {
            sink.error("write both x: and y:", at: (node.attribute("x") ?? node.attribute("y"))?.value.range ?? node.nameRange)
        }
        let frameWritten = node.attribute("frame") != nil || node.attribute("shadow") != nil
        let style = frameWritten ? FrameReader.read(r, sink: sink, base: frame) : frame
        var children = node.children
        let screenLine: Node
        if let inner = children.firstIndex(where: { $0.name == "screen" }) {
            // An included file: its screen line decides, as when it is rendered alone.
            if inner != 0 {
                sink.error("'screen' must come before the elements", at: children[inner].nameRange,
                    notes: ["an included screen file goes first under the flow's 'screen' line"])
            }
            if !own.attributes.isEmpty || !own.arguments.isEmpty {
                sink.error(
                    "this screen's file sets its own device and look", at: (own.attributes.first?.nameRange ?? own.arguments[0].range),
                    notes: ["write them on the included file's 'screen' line"])
            }
            screenLine = children.remove(at: inner)
            if children.contains(where: { $0.name == "screen" }) {
                sink.error("a flow's screen includes one screen file", at: node.nameRange)
            }
        } else {
            var line = own
            for name in inherited where line.attribute(name) == nil {
                if let a = head.attribute(name) { line.attributes.append(a) }
            }
            screenLine = line
        }
        return FlowScreen(
            id: id, idRange: idValue.range, caption: caption, position: position, frame: style, frameWritten: frameWritten,
            document: Document(nodes: [screenLine] + children), range: node.nameRange)
    }

    /// One `arrow from: SCREEN[.ELEMENT] to: SCREEN label: "…"`. Element ids are checked
    /// once the screens are laid out (`FlowResolver.checkElement`).
    static func arrow(_ node: Node, screens: [String], sink: DiagnosticSink) -> FlowArrow? {
        let r = AttributeReader(node, allowed: arrowAttributes, sink: sink)
        _ = Positionals(node, flags: [], maxTexts: 0, sink: sink)
        let label = r.text("label")
        func name(_ key: String) -> (String, SourceRange)? {
            guard let v = node.attribute(key)?.value else {
                sink.error("'arrow' needs '\(key):'", at: node.nameRange, notes: ["for example: arrow from: home.compose to: editor label: \"tap\""])
                return nil
            }
            switch v.kind {
            case .identifier(let s), .string(let s): return (s, v.range)
            default:
                sink.error("'\(key)' expects a screen id", at: v.range, notes: ["found \(describe(v))"])
                return nil
            }
        }
        guard let from = name("from"), let to = name("to") else { return nil }
        let (fromScreen, fromElement) = reference(from.0)
        var ok = true
        if fromElement?.isEmpty == true {
            sink.error("no element id after the dot", at: from.1, notes: ["write from: \(fromScreen).ID for the element with id: ID, or from: \(fromScreen) for the screen"])
            ok = false
        } else if !screens.contains(fromScreen) {
            sink.unknown("screen", fromScreen, at: from.1, candidates: screens, extra: ["'from:' is a screen id, or screen.element for an element's id: on it"])
            ok = false
        }
        if let dot = to.0.firstIndex(of: ".") {
            let screen = String(to.0[..<dot])
            sink.error("an arrow points to a screen", at: to.1, notes: [screen.isEmpty ? "write the screen's id: to: ID" : "write the screen's id: to: \(screen)"])
            ok = false
        } else if !screens.contains(to.0) {
            sink.unknown("screen", to.0, at: to.1, candidates: screens)
            ok = false
        }
        guard ok else { return nil }
        return FlowArrow(
            fromScreen: fromScreen, fromElement: fromElement, fromRange: from.1, toScreen: to.0,
            toRange: to.1, label: label, range: node.nameRange)
    }

    /// `SCREEN` or `SCREEN.ELEMENT` as an arrow's `from:` writes it, split at the first
    /// dot by hand (`split` drops empty pieces, and "a." must not read as "a").
    public static func reference(_ written: String) -> (screen: String, element: String?) {
        guard let dot = written.firstIndex(of: ".") else { return (written, nil) }
        return (String(written[..<dot]), String(written[written.index(after: dot)...]))
    }

    /// The error for an arrow whose element is not on its screen (`ids`: the screen's
    /// element ids that were laid out), with "did you mean".
    public static func unknownElement(_ arrow: FlowArrow, ids: [String]) -> Diagnostic {
        let name = arrow.fromElement ?? ""
        var notes: [String] = []
        if let s = Suggestions.closest(to: name, among: ids) { notes.append("did you mean '\(arrow.fromScreen).\(s)'?") }
        notes.append(
            ids.isEmpty
                ? "screen '\(arrow.fromScreen)' has no element with an id:; give the element id: \(name)"
                : "ids on screen '\(arrow.fromScreen)': " + ids.sorted().joined(separator: ", "))
        return .error("no element '\(name)' on screen '\(arrow.fromScreen)'", at: arrow.fromRange, notes: notes)
    }
}
