import MockupDisplayList
import MockupGeometry
import MockupScene

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
    public func layout(_ screen: Screen) -> DisplayList {
        let ctx = LayoutContext(screen: screen, measurer: measurer)
        let size = ctx.size
        var statusBar: StatusBar?
        var navBar: NavigationBar?
        var table: Table?
        var tabBar: TabBar?
        for e in screen.elements {
            switch e {
            case .statusBar(let s): statusBar = s
            case .navigationBar(let n): navBar = n
            case .table(let t): table = t
            case .tabBar(let t): tabBar = t
            }
        }
        // The status bar is present unless hidden; iOS 8+ hides it in iPhone landscape.
        let bar = statusBar ?? StatusBar()
        let statusVisible = !(bar.hidden ?? (screen.orientation == .landscape && ctx.isPhone))
        let statusHeight = statusVisible ? Metrics.statusBarHeight : 0
        let navBottom = navBar == nil ? statusHeight : statusHeight + ctx.barHeight
        let tabTop = tabBar == nil ? size.height : size.height - ctx.tabBarHeight

        var items: [DisplayItem] = []
        let background =
            screen.background ?? (table?.style == .grouped ? Palette.groupedBackground : .white)
        items.append(.rect(Rect(origin: .zero, size: size), background))
        if let table {
            let area = Rect(x: 0, y: navBottom, width: size.width, height: max(0, tabTop - navBottom))
            items += TableLayout(ctx: ctx, table: table, area: area).items()
        }
        if let navBar {
            items += NavigationBarLayout(ctx: ctx, bar: navBar, top: statusHeight).items()
        }
        if let tabBar {
            items += TabBarLayout(ctx: ctx, bar: tabBar, top: tabTop).items()
        }
        if statusVisible {
            items += StatusBarLayout(ctx: ctx, bar: bar).items()
        }
        return DisplayList(size: size, scale: screen.scale, items: items)
    }
}
