import MockupDisplayList
import MockupGeometry
import MockupScene

/// The heights of the standard bars on one device and orientation, as the bar layouts
/// compute them (`NavigationBarLayout.height`, `SearchBarLayout.height`, the context's
/// bar and tab bar heights, `KeyboardLayout.keysHeight`, the screen's status bar rule):
/// what `mockup devices --format` prints, so the design-size table cannot drift from
/// the renderer.
public struct BarHeights: Sendable, Hashable {
    /// The status bar's height, and whether a screen shows it unless told otherwise
    /// (iOS 8+ hides it in iPhone landscape).
    public var statusBar: Double
    public var statusBarShown: Bool
    /// The navigation bar below the status bar, without and with a prompt.
    public var navigationBar: Double
    public var navigationBarWithPrompt: Double
    public var toolbar: Double
    public var tabBar: Double
    /// A search bar without prompt or scope bar.
    public var searchBar: Double
    /// The letters keyboard without the QuickType bar.
    public var keyboard: Double

    /// The heights for `device` in `orientation`, drawn as `ios`.
    public init(device: Device, orientation: Orientation, ios: IOSVersion = .default) {
        let screen = Screen(device: device, orientation: orientation, ios: ios)
        let ctx = LayoutContext(screen: screen, measurer: NoTextMeasurer())
        statusBar = Metrics.statusBarHeight
        statusBarShown = LayoutEngine.showsStatusBar(StatusBar(), ctx: ctx)
        navigationBar = NavigationBarLayout.height(NavigationBar(), ctx: ctx)
        var prompted = NavigationBar()
        prompted.prompt = "Prompt"
        navigationBarWithPrompt = NavigationBarLayout.height(prompted, ctx: ctx)
        toolbar = ctx.barHeight
        tabBar = ctx.tabBarHeight
        searchBar = SearchBarLayout.height(SearchBar(), ctx: ctx)
        keyboard = KeyboardLayout.keysHeight(ctx)
    }
}

/// Bar heights do not depend on text: a measurer that is never asked.
private struct NoTextMeasurer: TextMeasuring {
    func measure(_ text: String, font: FontSpec) -> TextMetrics { TextMetrics(width: 0, ascent: 0, descent: 0) }
}
