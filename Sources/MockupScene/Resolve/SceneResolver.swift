import MockupGeometry
import MockupSyntax

/// Overrides and context for resolving a document into a screen.
public struct SceneOptions: Sendable {
    /// Device name overriding the file's `device:`.
    public var device: String?
    public var orientation: Orientation?
    public var scale: Double?
    /// Directory that relative image paths are resolved against.
    public var baseDirectory: String
    /// Tells whether a file exists (injected so tests need no disk).
    public var fileExists: @Sendable (String) -> Bool
    /// Reads the files a scene refers to (users' icon files); nil when the text has no
    /// folder, which makes such references errors.
    public var fileSystem: (any SourceFileSystem)?
    /// Folder that referenced files must stay inside (default: `baseDirectory`).
    public var root: String?
    /// iOS release overriding the file's `ios:`.
    public var ios: IOSVersion?
    /// Decodes a PNG's bytes into premultiplied pixels, throwing an error whose
    /// description says why not. Injected (like `fileSystem`) because the decoder is
    /// libpng, which this layer does not link; nil: images are checked but not decoded.
    public var decodePNG: (@Sendable ([UInt8]) throws -> Bitmap)?
    /// Whether some pinned font draws a character (injected from the font set); nil:
    /// text is not checked.
    public var canDraw: (@Sendable (Unicode.Scalar) -> Bool)?

    /// Creates options.
    public init(
        device: String? = nil, orientation: Orientation? = nil, scale: Double? = nil,
        baseDirectory: String = ".", fileExists: @escaping @Sendable (String) -> Bool = { _ in true },
        fileSystem: (any SourceFileSystem)? = nil, root: String? = nil, ios: IOSVersion? = nil,
        decodePNG: (@Sendable ([UInt8]) throws -> Bitmap)? = nil
    ) {
        self.ios = ios
        self.decodePNG = decodePNG
        self.device = device
        self.orientation = orientation
        self.scale = scale
        self.baseDirectory = baseDirectory
        self.fileExists = fileExists
        self.fileSystem = fileSystem
        self.root = root
    }
}

/// The outcome of resolving: a screen unless an error prevented it, and diagnostics.
public struct SceneResult: Sendable {
    public var screen: Screen?
    public var diagnostics: [Diagnostic]
    /// The `variant` lines of the file: other devices, orientations or scales that
    /// `mockup test` renders this screen in (`render` ignores them).
    public var variants: [Variant] = []
    /// Texts of the other files read while resolving (icon files), by displayed path,
    /// so that diagnostics inside them can echo their lines.
    public var sources: [String: String] = [:]
    /// The image and icon files the screen names, resolved (read or not): inputs that
    /// no output of the run may replace.
    public var files: [String] = []
    /// What the resolver read each element as (lint matches on these kinds).
    public var kinds = SourceKinds()
    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Turns a parsed document into a typed `Screen`: names checked, defaults and units
/// applied, every problem reported with its place in the file.
public enum SceneResolver {
    /// The bars: placed by kind, at most one of each (the keyboard takes the bottom like one).
    static var bars: [String] { BarCatalog.names }
    /// Element names allowed at the top level of a screen: bars, `variant` and every
    /// content family of the catalogue.
    static var screenChildren: [String] {
        bars + ["variant", "split-view"] + ElementCatalog.viewNames + OverlayCatalog.names
    }
    /// Element names allowed in a pane (a split view's column, a container's child).
    static var paneChildren: [String] { BarCatalog.families.filter(\.inPane).map(\.name) + ElementCatalog.viewNames }

    /// Resolves `document`; the screen is `nil` only when the device could not be found.
    public static func resolve(_ document: Document, options: SceneOptions = SceneOptions())
        -> SceneResult
    {
        let sink = DiagnosticSink()
        var screenNode: Node?
        var elementNodes: [Node] = []
        for node in document.nodes {
            if node.name == "screen" {
                sink.record(node, as: .screen)
                if screenNode != nil {
                    sink.error(
                        "a file describes one screen", at: node.nameRange,
                        notes: ["remove this second 'screen' line or move it to its own file"])
                } else if !elementNodes.isEmpty {
                    sink.error(
                        "'screen' must come before the elements", at: node.nameRange,
                        notes: ["move this line to the top of the file"])
                    screenNode = node
                } else {
                    screenNode = node
                }
                elementNodes += node.children
            } else {
                elementNodes.append(node)
            }
        }
        var screen = ScreenResolver.resolve(screenNode, options: options, sink: sink)
        let ctx = ElementContext(sink: sink, options: options, idiom: screen?.device.idiom, screen: screen)
        var variants: [Variant] = []
        for node in elementNodes {
            if node.name == "variant" {
                if let v = VariantResolver.resolve(node, ctx) {
                    variants.append(v)
                    let device = v.device.flatMap(DeviceCatalog.device(named:)) ?? screen?.device
                    if let device, let ios = v.ios, let value = node.attribute("ios")?.value {
                        IOSVersionReader.checkRan(ios, on: device, at: value.range, sink: sink)
                    }
                }
            } else if let e = resolveElement(node, ctx: ctx) {
                screen?.elements.append(e)
            }
        }
        if screen != nil {
            checkOrder(nodes: elementNodes, sink: sink, container: "screen")
            checkSplitView(elementNodes, sink: sink)
        }
        if let s = screen {
            checkOverlays(s, sink: sink)
            checkKeyboards(elementNodes, screen: s, sink: sink)
        }
        if let canDraw = options.canDraw { UndrawableText.check(document.nodes, canDraw: canDraw, sink: sink) }
        // In file order, like the parser's, whatever order the checks ran in.
        let sorted = sink.diagnostics.inFileOrder { $0.range.start }
        var result = SceneResult(screen: screen, diagnostics: sorted, variants: variants, sources: sink.sources, kinds: sink.kinds)
        result.files = sink.filesNamed
        return result
    }

    /// One element of a screen or pane, through the catalogues: a split view, a bar, a
    /// temporary view or a content view (`allowed`: the names that may stand there).
    static func resolveElement(_ node: Node, ctx: ElementContext, allowed: [String] = screenChildren) -> Element? {
        if node.name == SplitView.kind.name && allowed.contains(node.name) {
            ctx.sink.record(node, as: SplitView.kind)
            return SplitViewResolver.resolve(node, ctx).map(Element.splitView)
        }
        if let bar = BarCatalog.family(named: node.name) {
            ctx.sink.record(node, as: bar.kind)
            return bar.resolver(node, ctx)
        }
        if let family = OverlayCatalog.family(named: node.name), allowed.contains(family.name) {
            return ViewResolver.resolve(node, ViewContext(element: ctx), family: family).map(Element.overlay)
        }
        if ElementCatalog.family(named: node.name) == nil {
            ctx.sink.unknown("element", node.name, at: node.nameRange, candidates: allowed)
            return nil
        }
        return ViewResolver.resolve(node, ViewContext(element: ctx)).map(Element.content)
    }

    /// One bar of each kind (a second one would be drawn over the first), and one
    /// top-level table (it fills the content area), in a screen or a pane; content
    /// written after a table that fills the area is pushed below it, which is said.
    static func checkOrder(nodes: [Node], sink: DiagnosticSink, container: String) {
        checkAfterTable(nodes, sink: sink)
        var seen: [String: Node] = [:]
        for node in nodes where bars.contains(node.name) || node.name == "table" || node.name == "split-view" {
            if let first = seen[node.name] {
                sink.error(
                    "a \(container) has at most one '\(node.name)'", at: node.nameRange,
                    notes: ["the first is at line \(first.nameRange.start.line)"])
            } else {
                seen[node.name] = node
            }
        }
    }
}

extension SceneResolver {
    /// A table without `height:` fills what the bars leave, as UITableView does: a view
    /// written after it lands below the table's whole area, at the bottom of the screen
    /// or off it, however few rows the table has. Warned at the first such view.
    static func checkAfterTable(_ nodes: [Node], sink: DiagnosticSink) {
        guard let table = nodes.first(where: { ElementCatalog.family(named: $0.name)?.kind == Table.family.kind }),
            table.attribute("height") == nil, table.attribute("y") == nil
        else { return }
        let after = nodes.drop { $0.nameRange.start != table.nameRange.start }.dropFirst()
        guard let view = after.first(where: { node in
            guard let family = ElementCatalog.family(named: node.name) else { return false }
            return family.kind != Table.family.kind && node.attribute("y") == nil
        }) else { return }
        sink.warning(
            "'\(view.name)' after a table is drawn below the table's whole area", at: view.nameRange,
            notes: [
                "the table (line \(table.nameRange.start.line)) fills the screen under the bars, whatever its rows",
                "write these rows as a section of the table (a cell can hold a control), give the table a height:, or place this view with y:",
            ])
    }
}

extension SceneResolver {
    /// With a split view, the screen holds bars that span both columns (a tab bar
    /// controller or navigation controller around the split view: Podcasts' tab bar on
    /// iPad) and overlays; content belongs to its columns.
    static func checkSplitView(_ nodes: [Node], sink: DiagnosticSink) {
        guard let split = nodes.first(where: { $0.name == "split-view" }) else { return }
        for node in nodes
        where !["variant", "split-view"].contains(node.name) && BarCatalog.family(named: node.name) == nil
            && OverlayCatalog.family(named: node.name) == nil
        {
            sink.error(
                "'\(node.name)' beside a split view", at: node.nameRange,
                notes: [
                    "the split view (line \(split.nameRange.start.line)) fills the screen between its bars: move this line into its 'master' or 'detail'"
                ])
        }
    }
}

extension SceneResolver {
    /// Popovers point at ids that exist; one popover at a time (the guidelines: never
    /// two popovers, nor a popover over a modal's popover).
    static func checkOverlays(_ screen: Screen, sink: DiagnosticSink) {
        var firstPopover: ViewNode?
        for case .overlay(let node) in screen.elements {
            if let anchored = node.view as? any AnchoredOverlay, let name = anchored.anchorName,
                let range = anchored.anchorNameRange
            {
                _ = AnchorNames.known(name, at: range, by: node.family.name, sink: sink)
            }
            // On an iPad, action and share sheets are popovers too.
            let sheetPopover =
                screen.device.idiom == .pad
                && ((node.view as? ActionSheet)?.anchor != nil || (node.view as? ShareSheet)?.anchor != nil)
            guard node.view is Popover || sheetPopover else { continue }
            if let first = firstPopover {
                sink.error(
                    "a second popover", at: node.range,
                    notes: ["iOS shows one popover at a time (the first is at line \(first.range.start.line)); remove one"])
            } else {
                firstPopover = node
            }
        }
    }
}

extension SceneResolver {
    /// A keyboard spans the screen: it belongs to the screen's top level or to a modal
    /// that covers the whole screen (every modal on iPhone, a full-screen one on iPad).
    /// Panes narrower than the screen (split-view columns, popovers, containers' children,
    /// iPad form and page sheets, which iOS moves up above a screen-wide keyboard) cannot
    /// hold one.
    static func checkKeyboards(_ nodes: [Node], screen: Screen, sink: DiagnosticSink) {
        let note = "write 'keyboard' at the top level of the screen (or in a modal that covers it); it spans the screen's width"
        if let split = nodes.first(where: { $0.name == "split-view" }) {
            for node in nodes where node.name == "keyboard" {
                sink.error(
                    "a keyboard over a split view is not drawn", at: node.nameRange,
                    notes: ["the split view (line \(split.nameRange.start.line)) lays out its columns alone; give the keyboard a screen without one"])
            }
        }
        // Other parents (a stack…) already report 'keyboard' as an unknown child.
        let panes = ["master", "detail", "child"]
        func walk(_ node: Node, inModal: Bool) {
            let isPane = panes.contains(node.name) || OverlayCatalog.family(named: node.name) != nil
            for child in node.children {
                if child.name == "keyboard" && isPane {
                    if !inModal {
                        sink.error("a keyboard inside '\(node.name)'", at: child.nameRange, notes: [note])
                    } else if screen.device.idiom == .pad, let style = modalStyle(node), style != .fullScreen {
                        sink.error(
                            "a keyboard inside an iPad \(style == .pageSheet ? "page" : "form") sheet is not drawn",
                            at: child.nameRange,
                            notes: ["iOS moves the sheet up above a keyboard as wide as the screen; draw it with 'modal full-screen', or the keyboard on the screen without the sheet"])
                    }
                }
                walk(child, inModal: false)
            }
        }
        for node in nodes where node.name != "keyboard" {
            walk(node, inModal: OverlayCatalog.family(named: node.name)?.name == Modal.family.name)
        }
        // A screen's keyboard under a modal: hidden by a full-screen one, dimmed under an
        // iPad sheet (where iOS would show the sheet's keyboard over everything).
        guard let keyboard = nodes.first(where: { $0.name == "keyboard" }),
            let modal = nodes.first(where: { OverlayCatalog.family(named: $0.name)?.name == Modal.family.name })
        else { return }
        let style = modalStyle(modal) ?? .automatic
        if screen.device.idiom == .phone || style == .fullScreen {
            sink.warning(
                "the modal (line \(modal.nameRange.start.line)) covers this keyboard", at: keyboard.nameRange,
                notes: ["write 'keyboard' inside the modal to show it at the modal's bottom"])
        } else {
            sink.warning(
                "this keyboard is drawn under the sheet (line \(modal.nameRange.start.line)), dimmed", at: keyboard.nameRange,
                notes: ["iOS shows a sheet's keyboard over everything and moves the sheet up; that is not drawn yet"])
        }
    }

    /// The presentation a `modal` line asks for (its bare word), automatic by default.
    private static func modalStyle(_ node: Node) -> Modal.Style? {
        for v in node.arguments {
            if case .identifier(let s) = v.kind, let style = Modal.Style(rawValue: s.lowercased()) { return style }
        }
        return .automatic
    }
}

/// What element resolvers share.
struct ElementContext {
    let sink: DiagnosticSink
    let options: SceneOptions
    /// The screen's device idiom, for checks that depend on it (nil: unknown device).
    var idiom: DeviceIdiom? = nil
    /// The screen being resolved (device, orientation, release), before its elements.
    var screen: Screen? = nil

    /// Reports children that are not in `allowed` and returns the rest.
    func children(of node: Node, allowed: [String]) -> [Node] {
        node.children.filter { child in
            if allowed.contains(child.name) { return true }
            if allowed.isEmpty {
                sink.error(
                    "'\(node.name)' has no nested elements", at: child.nameRange,
                    notes: ["un-indent this line"])
            } else {
                sink.unknown(
                    "element inside '\(node.name)':", child.name, at: child.nameRange,
                    candidates: allowed)
            }
            return false
        }
    }
}
