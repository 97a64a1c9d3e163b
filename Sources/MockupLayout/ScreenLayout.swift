import MockupDisplayList
import MockupGeometry
import MockupScene
import MockupSyntax

/// Turns a resolved screen into a display list.
///
/// Bars are stacked by kind, not by file order, as UIKit does: the status bar on top,
/// the navigation bar under it, the tab bar at the bottom; the table fills the rest
/// and its background runs under the translucent bars.
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
        let report = LayoutReport()
        let face = SystemFont.family(for: screen.ios)
        let measuring = face == .system ? measurer : ReleaseFontMeasurer(base: measurer, family: face)
        var ctx = LayoutContext(screen: screen, measurer: measuring)
        let content = screen.content
        ctx.report = report
        let size = ctx.size
        var statusBar: StatusBar?
        var navBar: NavigationBar?
        var searchBar: SearchBar?
        var toolbar: Toolbar?
        var tabBar: TabBar?
        for e in screen.elements {
            switch e {
            case .statusBar(let s): statusBar = s
            case .navigationBar(let n): navBar = n.hidden ? nil : n
            case .searchBar(let s): searchBar = s
            case .content: break
            case .toolbar(let t): toolbar = t
            case .tabBar(let t): tabBar = t
            }
        }
        // The status bar is present unless hidden; iOS 8+ hides it in iPhone landscape.
        let bar = statusBar ?? StatusBar()
        let statusVisible = !(bar.hidden ?? (screen.orientation == .landscape && ctx.isPhone))
        let statusHeight = statusVisible ? Metrics.statusBarHeight : 0

        // Top stack: status bar, navigation bar, a top toolbar (iPad), the search bar.
        var top = statusHeight
        let navTop = top
        if let navBar { top += NavigationBarLayout.height(navBar, ctx: ctx) }
        let topToolbar = toolbar?.position == .top ? toolbar : nil
        let toolbarTop = top
        if topToolbar != nil { top += ctx.barHeight }
        let searchTop = top
        if let searchBar { top += SearchBarLayout.height(searchBar, ctx: ctx) }

        // Bottom stack: the tab bar at the very bottom, a toolbar above it.
        var bottom = size.height
        let tabTop = tabBar == nil ? bottom : bottom - ctx.tabBarHeight
        bottom = tabTop
        let bottomToolbar = toolbar?.position == .bottom ? toolbar : nil
        if bottomToolbar != nil { bottom -= ctx.barHeight }

        var items: [DisplayItem] = []
        let background =
            screen.background ?? (ContentLayout.wantsGroupedBackground(content) ? Palette.groupedBackground : .white)
        items.append(.rect(Rect(origin: .zero, size: size), background))
        if !content.isEmpty {
            let area = Rect(x: 0, y: top, width: size.width, height: max(0, bottom - top))
            items += ContentLayout(ctx: ctx, views: content, area: area).items()
            // What scrolls under a translucent bar shows through it, blurred.
            var under: [Rect] = []
            if let navBar, navBar.translucent {
                under.append(Rect(x: 0, y: 0, width: size.width, height: navTop + NavigationBarLayout.height(navBar, ctx: ctx)))
            }
            if let topToolbar, topToolbar.translucent {
                under.append(Rect(x: 0, y: toolbarTop, width: size.width, height: ctx.barHeight))
            }
            if let bottomToolbar, bottomToolbar.translucent {
                under.append(Rect(x: 0, y: bottom, width: size.width, height: ctx.barHeight))
            }
            if let tabBar, tabBar.translucent {
                under.append(Rect(x: 0, y: tabTop, width: size.width, height: ctx.tabBarHeight))
            }
            for rect in under {
                var seen = ctx
                seen.visible = rect
                seen.report = nil
                items += Backdrop.items(
                    ContentLayout(ctx: seen, views: content, area: area).items(), under: rect, background: background)
            }
        }
        if let searchBar {
            // Right under the status bar, the bar's background backs the status bar too.
            let attached = navBar == nil && topToolbar == nil
            items += SearchBarLayout(ctx: ctx, bar: searchBar, top: searchTop, backgroundTop: attached ? 0 : nil).items()
        }
        if let topToolbar {
            items += ToolbarLayout(ctx: ctx, bar: topToolbar, top: toolbarTop).items()
        }
        if let navBar {
            let onSearchBar = topToolbar == nil && searchBar?.style == .prominent
            items += NavigationBarLayout(ctx: ctx, bar: navBar, top: navTop, onSearchBar: onSearchBar).items()
        }
        if let bottomToolbar {
            items += ToolbarLayout(ctx: ctx, bar: bottomToolbar, top: bottom).items()
        }
        if let tabBar {
            items += TabBarLayout(ctx: ctx, bar: tabBar, top: tabTop).items()
        }
        if statusVisible {
            // What shows behind the status bar decides its automatic content style.
            let backdrop =
                navBar.map { NavigationBarLayout(ctx: ctx, bar: $0, top: navTop).background } ?? background
            items += StatusBarLayout(ctx: ctx, bar: bar, backdrop: backdrop).items()
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
        if face != .system { items = items.map { $0.mappingSystemFont(to: face) } }
        return (DisplayList(size: size, scale: screen.scale, items: items), diagnostics)
    }
}
