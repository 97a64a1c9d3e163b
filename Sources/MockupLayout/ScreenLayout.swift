import MockupDisplayList
import MockupGeometry
import MockupScene
import MockupSyntax

/// Turns a resolved screen into a display list.
///
/// The status bar on top across the screen; under it one pane (`PaneLayout`: bars by
/// kind, content between them) or a split view's columns.
public struct LayoutEngine {
    let measurer: any TextMeasuring

    /// Creates a layout engine measuring text with `measurer`.
    public init(measurer: any TextMeasuring) {
        self.measurer = measurer
    }

    /// Lays out `screen` at its size in points.
    public func layout(_ screen: Screen) -> DisplayList { layoutReporting(screen).list }

    /// Lays out `screen` and returns what was found on the way: warnings (an over-full
    /// stack) and the error of a screen that draws more than the item budget.
    public func layoutReporting(_ screen: Screen) -> (list: DisplayList, warnings: [Diagnostic]) {
        let (list, warnings, _, _) = layout(screen, recording: false)
        return (list, warnings)
    }

    /// Lays out `screen` as `layoutReporting` does, with the screen frames of the
    /// elements written with `id:` (where a flow's arrows start).
    public func layoutAnchored(_ screen: Screen) -> (list: DisplayList, warnings: [Diagnostic], anchors: [String: Rect]) {
        let (list, warnings, _, anchors) = layout(screen, recording: false)
        return (list, warnings, anchors)
    }

    /// Lays out `screen` as `layoutReporting` does, and records every element laid out
    /// (bars, bar buttons, table sections and rows, views) for hand-off output: the same
    /// display list, and the elements in drawing order.
    public func layoutRecording(_ screen: Screen) -> (list: DisplayList, warnings: [Diagnostic], elements: [LaidOutElement]) {
        let (list, warnings, elements, _) = layout(screen, recording: true)
        return (list, warnings, elements)
    }

    private func layout(_ screen: Screen, recording: Bool)
        -> (list: DisplayList, warnings: [Diagnostic], elements: [LaidOutElement], anchors: [String: Rect])
    {
        let report = LayoutReport()
        if recording { report.startRecording() }
        let fonts = FontEnvironment(screen: screen)
        let measuring = fonts.isIdentity ? measurer : FontEnvironmentMeasurer(base: measurer, environment: fonts)
        var ctx = LayoutContext(screen: screen, measurer: measuring)
        ctx.report = report
        // Behind a modal overlay every tint reads grey; the overlays keep theirs.
        ctx.dimmedTint = TintDimming.dimmedTint(screen, ctx: ctx)
        let size = ctx.size
        let statusBar = screen.statusBar
        // The status bar is present unless hidden; iOS 8+ hides it in iPhone landscape.
        let bar = statusBar ?? StatusBar()
        let statusVisible = Self.showsStatusBar(bar, ctx: ctx)
        let statusHeight = statusVisible ? Metrics.statusBarHeight : 0

        var items: [DisplayItem]
        let backdrop: Color
        if let split = screen.elements.lazy.compactMap({ e -> SplitView? in
            if case .splitView(let v) = e { return v } else { return nil }
        }).first {
            if screen.elements.contains(where: \.isPaneBar) {
                // Bars written beside the split view span both columns.
                var pane = PaneLayout(ctx: ctx, elements: screen.elements, topInset: statusHeight, background: screen.background)
                pane.split = split
                (items, backdrop) = pane.layout()
            } else {
                (items, backdrop) = SplitViewLayout(ctx: ctx, split: split, topInset: statusHeight).layout()
            }
        } else {
            (items, backdrop) = PaneLayout(
                ctx: ctx, elements: screen.elements, topInset: statusHeight, background: screen.background
            ).layout()
        }
        if statusVisible {
            // What shows behind the status bar decides its automatic content style.
            let drawn = StatusBarLayout(ctx: ctx, bar: bar, backdrop: backdrop).items()
            report.record(
                StatusBar.kind.name, .bars, frame: Rect(x: 0, y: 0, width: size.width, height: statusHeight), origin: .zero,
                range: bar.source.range, content: drawn)
            items += drawn
        }
        // Temporary views over everything, in file order, each seeing what is under it.
        var over = ctx
        over.dimmedTint = nil
        over.anchors = report.anchors
        over.barItemAnchors = report.barItemAnchors
        over.textTargets = report.textTargets
        for case .overlay(let node) in screen.elements {
            over.underlay = items
            items += node.items(in: Rect(origin: .zero, size: size), ctx: over.entering(node))
        }
        var diagnostics = report.diagnostics
        if let place = ctx.cache.exhaustedAt, let budget = ctx.cache.exhaustedBudget {
            switch budget {
            case .segments:
                diagnostics.append(.error(
                    "the screen draws more than \(LayoutCache.segmentBudget) path segments", at: place,
                    notes: [
                        "this view went past the drawing budget (icons and SVG images count once per use); "
                            + "use simpler or fewer icons (docs/LANGUAGE.md, Limits)"
                    ]))
            case .items:
                diagnostics.append(.error(
                    "the screen draws more than \(LayoutCache.itemBudget) items", at: place,
                    notes: ["this view went past the limit; draw fewer or smaller views (docs/LANGUAGE.md, Limits)"]))
            case .pixels:
                diagnostics.append(.error(
                    "the screen covers more than \(Int(LayoutCache.pixelBudget / 1_000_000_000)) billion device pixels",
                    at: place,
                    notes: [
                        "this view went past the drawing budget: views drawn over each other, each filling the screen; "
                            + "draw fewer overlapping views, or at a smaller scale (docs/LANGUAGE.md, Limits)"
                    ]))
            }
        }
        if !fonts.isIdentity { items = items.map { $0.mapping(fonts) } }
        // iOS 9 mirrors right-to-left screens whole; layouts are written left to right.
        if screen.direction == .rtl { items = Mirroring.mirrored(items, width: size.width) }
        var elements = report.elements ?? []
        if screen.direction == .rtl {
            // Recorded as laid out (left to right): the hand-off frames follow the mirror.
            for i in elements.indices {
                let f = elements[i].frame
                elements[i].frame = Rect(x: size.width - f.maxX, y: f.minY, width: f.width, height: f.height)
            }
        }
        if !fonts.isIdentity {
            for i in elements.indices { elements[i].texts = elements[i].texts.map { var r = $0; r.font = fonts.apply(r.font); return r } }
        }
        var anchors = report.anchors
        if screen.direction == .rtl {
            for (name, f) in anchors { anchors[name] = Rect(x: size.width - f.maxX, y: f.minY, width: f.width, height: f.height) }
        }
        return (DisplayList(size: size, scale: screen.scale, items: items), diagnostics, elements, anchors)
    }

    /// Whether the status bar is drawn: unless hidden, and iOS 8+ hides it in iPhone landscape.
    static func showsStatusBar(_ bar: StatusBar, ctx: LayoutContext) -> Bool {
        ctx.screen.shows(bar)
    }
}

extension Element {
    /// A bar a pane stacks by kind (the status bar and keyboard are placed apart).
    fileprivate var isPaneBar: Bool {
        switch self {
        case .navigationBar, .tabBar, .toolbar, .searchBar: true
        case .statusBar, .content, .splitView, .overlay, .keyboard: false
        }
    }
}
