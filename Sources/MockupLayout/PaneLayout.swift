import MockupDisplayList
import MockupGeometry
import MockupScene

/// Bars placed by kind and the content between them, in a pane: the whole screen, a
/// split view's column, a container's child.
///
/// Bars are stacked by kind, not by file order, as UIKit does: the navigation bar at
/// the top (under the status bar, whose height `topInset` gives, its background running
/// up behind it), the tab bar at the bottom; the content fills the rest and runs under
/// the translucent bars. Items are in the pane's own coordinates (its top-left at 0, 0;
/// `ctx.size` is the pane's size).
struct PaneLayout {
    let ctx: LayoutContext
    /// The pane's bars and content (no status bar).
    let elements: [Element]
    /// The part of the pane's top the status bar covers.
    let topInset: Double
    /// The background the file asks for; nil: white, or the grouped grey under grouped content.
    let background: Color?
    /// A split view between the pane's bars (a tab bar or navigation controller around
    /// it): its columns take the place of the content, and the bars span both.
    var split: SplitView? = nil

    /// The pane's items, and the colour behind its top edge (which decides the status
    /// bar's automatic style).
    func layout() -> (items: [DisplayItem], topBackdrop: Color) {
        let size = ctx.size
        let content = elements.compactMap { e -> ViewNode? in if case .content(let v) = e { return v } else { return nil } }
        var navBar: NavigationBar?
        var searchBar: SearchBar?
        var toolbar: Toolbar?
        var tabBar: TabBar?
        var keyboard: Keyboard?
        for e in elements {
            switch e {
            case .navigationBar(let n): navBar = n.hidden ? nil : n
            case .searchBar(let s): searchBar = s
            case .toolbar(let t): toolbar = t
            case .tabBar(let t): tabBar = t
            case .keyboard(let k): keyboard = k
            case .statusBar, .content, .splitView, .overlay: break
            }
        }

        // Top stack: status bar, navigation bar, a top toolbar (iPad), the search bar.
        var top = topInset
        let navTop = top
        if let navBar { top += NavigationBarLayout.height(navBar, ctx: ctx) }
        let topToolbar = toolbar?.position == .top ? toolbar : nil
        let toolbarTop = top
        if topToolbar != nil { top += ctx.barHeight }
        let searchTop = top
        if let searchBar { top += SearchBarLayout.height(searchBar, ctx: ctx) }

        // Bottom stack: the tab bar at the very bottom, a toolbar above it; or the
        // keyboard at the very bottom, hiding the tab bar, and a toolbar above it.
        var bottom = size.height
        let keyboardTop = keyboard.map { bottom - KeyboardLayout.height($0, ctx: ctx) }
        if let keyboardTop {
            bottom = keyboardTop
            tabBar = nil
        }
        let tabTop = tabBar == nil ? bottom : bottom - ctx.tabBarHeight
        bottom = tabTop
        let bottomToolbar = toolbar?.position == .bottom ? toolbar : nil
        if bottomToolbar != nil { bottom -= ctx.barHeight }

        var items: [DisplayItem] = []
        let background =
            self.background ?? (ContentLayout.wantsGroupedBackground(content) ? Palette.groupedBackground : .white)
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
        var splitBackdrop: Color?
        if let split {
            // Under the status bar when no bar of the pane is above it: the columns'
            // own bars then run up behind the status bar, as without outer bars.
            let underStatus = navBar == nil && topToolbar == nil && searchBar == nil
            let frame = Rect(x: 0, y: underStatus ? 0 : top, width: size.width, height: max(0, bottom - (underStatus ? 0 : top)))
            let columns = SplitViewLayout(ctx: ctx.pane(frame), split: split, topInset: underStatus ? topInset : 0).layout()
            items.append(.group(Group(clip: frame, transform: .translation(frame.minX, frame.minY), items: columns.items)))
            if underStatus { splitBackdrop = columns.topBackdrop }
        }
        if let searchBar {
            // Right under the status bar, the bar's background backs the status bar too.
            let attached = navBar == nil && topToolbar == nil
            let drawn = SearchBarLayout(ctx: ctx, bar: searchBar, top: searchTop, backgroundTop: attached ? 0 : nil).items()
            record(SearchBar.kind.name, top: searchTop, height: SearchBarLayout.height(searchBar, ctx: ctx), searchBar.source, drawn)
            items += drawn
        }
        if let topToolbar {
            let drawn = ToolbarLayout(ctx: ctx, bar: topToolbar, top: toolbarTop).items()
            record(Toolbar.kind.name, top: toolbarTop, height: ctx.barHeight, topToolbar.source, drawn)
            items += drawn
        }
        if let navBar {
            let onSearchBar = topToolbar == nil && searchBar?.style == .prominent
            let drawn = NavigationBarLayout(ctx: ctx, bar: navBar, top: navTop, onSearchBar: onSearchBar).items()
            record(NavigationBar.kind.name, top: navTop, height: NavigationBarLayout.height(navBar, ctx: ctx), navBar.source, drawn)
            items += drawn
        }
        if let bottomToolbar {
            let drawn = ToolbarLayout(ctx: ctx, bar: bottomToolbar, top: bottom).items()
            record(Toolbar.kind.name, top: bottom, height: ctx.barHeight, bottomToolbar.source, drawn)
            items += drawn
        }
        if let tabBar {
            let drawn = TabBarLayout(ctx: ctx, bar: tabBar, top: tabTop).items()
            record(TabBar.kind.name, top: tabTop, height: ctx.tabBarHeight, tabBar.source, drawn)
            items += drawn
        }
        if let keyboard, let keyboardTop {
            // A keyboard's keys are in its own language's order (QWERTY stays QWERTY in
            // an Arabic app): a mirrored screen leaves it as it is.
            let keys = Rect(x: 0, y: keyboardTop, width: ctx.size.width, height: KeyboardLayout.height(keyboard, ctx: ctx))
            let drawn = KeyboardLayout(ctx: ctx, keyboard: keyboard, top: keyboardTop, behind: background).items()
            record(Keyboard.kind.name, top: keyboardTop, height: size.height - keyboardTop, SourceMark(keyboard.range), drawn)
            items += IconDrawing.upright(drawn, frame: keys, ctx: ctx)
        }
        let backdrop = navBar.map { NavigationBarLayout(ctx: ctx, bar: $0, top: navTop).background } ?? splitBackdrop ?? background
        return (items, backdrop)
    }

    /// Records a bar across the pane from `top`, `height` high, for hand-off output.
    private func record(_ kind: String, top: Double, height: Double, _ source: SourceMark, _ drawn: [DisplayItem]) {
        ctx.report?.record(
            kind, .bars, frame: Rect(x: 0, y: top, width: ctx.size.width, height: height), origin: ctx.origin,
            range: source.range, content: drawn)
    }
}
