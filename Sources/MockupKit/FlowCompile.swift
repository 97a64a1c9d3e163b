import MockupDisplayList
import MockupGeometry
import MockupLayout
import MockupScene
import MockupSyntax

/// One screen of a compiled flow: what lint reads it from.
package struct FlowPart: Sendable {
    /// The screen's one-screen document (its `screen` line and elements).
    package var document: Document
    package var screen: Screen
    package var kinds: SourceKinds
}

extension MockupEngine {
    /// Compiles a flow document: each screen resolved and laid out as a file of its own
    /// would be (at the sheet's scale), the arrows' elements found on their screens, and
    /// the sheet laid out around them. Called with the engine's lock held.
    func layOutFlow(_ document: Document, into result: inout CompileResult, sceneOptions: SceneOptions, options: CompileOptions) {
        let (flow, flowDiagnostics, flowKinds) = FlowResolver.resolve(document)
        result.diagnostics += flowDiagnostics
        result.kinds = flowKinds
        var resolved: [(FlowScreen, SceneResult)] = []
        for s in flow?.screens ?? [] {
            let scene = SceneResolver.resolve(s.document, options: sceneOptions)
            result.sources.merge(scene.sources) { old, _ in old }
            result.diagnostics += scene.diagnostics
            result.files += scene.files
            resolved.append((s, scene))
        }
        result.files = Array(Set(result.files)).sorted()
        result.diagnostics = Self.inSourceOrder(result.diagnostics)
        guard let flow, !result.hasErrors else { return }
        let screens = resolved.compactMap { $0.1.screen }
        guard screens.count == resolved.count else { return }
        let scale = options.scale ?? flow.scale ?? screens.map(\.scale).max() ?? 2
        measurer.startScreen()
        let layout = LayoutEngine(measurer: measurer)
        var tiles: [SheetTile] = []
        var warnings: [Diagnostic] = []
        var items = 0
        for ((s, scene), var screen) in zip(resolved, screens) {
            screen.scale = scale
            let laid = layout.layoutAnchored(screen)
            warnings += laid.warnings
            items += laid.list.items.deepCount
            if items > SheetLayout.itemBudget {
                result.diagnostics.append(.error(
                    "the flow's screens draw more than \(SheetLayout.itemBudget) items together", at: s.range,
                    notes: ["the screens up to this one went past the limit; split the flow into several files (docs/LANGUAGE.md, Limits)"]))
                result.diagnostics = Self.inSourceOrder(result.diagnostics + warnings)
                return
            }
            let style = options.frame ?? (s.frameWritten ? s.frame : screen.frame ?? s.frame)
            let frame = (screen.canvas != nil ? nil : style).map {
                DeviceFrameLayout.drawing(device: screen.device, orientation: screen.orientation, style: $0)
            }
            tiles.append(SheetTile(list: laid.list, anchors: laid.anchors, frame: frame, caption: s.caption, position: s.position))
            result.flowParts.append(FlowPart(document: s.document, screen: screen, kinds: scene.kinds))
            result.kinds = result.kinds.merging(scene.kinds)
        }
        let index = Dictionary(flow.screens.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
        var arrows: [SheetArrow] = []
        for a in flow.arrows {
            guard let from = index[a.fromScreen], let to = index[a.toScreen] else { continue }
            var element: Rect?
            if let name = a.fromElement {
                guard let frame = tiles[from].anchors[name] else {
                    result.diagnostics.append(FlowResolver.unknownElement(a, ids: Array(tiles[from].anchors.keys)))
                    continue
                }
                // What of it shows: an element scrolled away or pushed off has no place to start from.
                let size = tiles[from].list.size
                guard let shown = frame.intersection(Rect(origin: .zero, size: size)) else {
                    result.diagnostics.append(.error(
                        "'\(name)' is not on screen '\(a.fromScreen)'", at: a.fromRange,
                        notes: [
                            "it is laid out at \(Self.points(frame.minX)), \(Self.points(frame.minY)) (\(Self.points(frame.width)) × \(Self.points(frame.height)) pt), outside the \(Self.points(size.width)) × \(Self.points(size.height)) pt screen: scrolled away or pushed off",
                            "start the arrow at something the screen shows",
                        ]))
                    continue
                }
                element = shown
            }
            arrows.append(SheetArrow(from: from, element: element, to: to, label: a.label))
        }
        result.diagnostics = Self.inSourceOrder(result.diagnostics + warnings)
        result.flow = flow
        // What commands that ask for "the screen" (labels, the device matrix) see.
        result.screen = result.flowParts.first?.screen
        guard !result.hasErrors else { return }
        let sheet = SheetLayout(measurer: measurer).layout(tiles, arrows: arrows, flow: flow, scale: scale, background: flow.background)
        result.sheet = sheet
        result.displayList = sheet.list
    }

    /// A figure in points as messages write it (`12`, `12.5`).
    static func points(_ v: Double) -> String {
        v == v.rounded() ? String(Int(v)) : String((v * 10).rounded() / 10)
    }

    /// `diagnostics` sorted by place, keeping the order of those at one place, each once:
    /// a bad default on the `flow` line is read by every screen that takes it.
    static func inSourceOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return diagnostics.inFileOrder { $0.range.start }.filter { seen.insert($0).inserted }
    }
}
