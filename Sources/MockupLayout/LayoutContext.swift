import MockupDisplayList
import MockupGeometry
import MockupScene

/// What every element layout needs: the screen, its size, and a text measurer; inside
/// the content tree also the inherited tint, the part of the screen that is wanted and
/// where layout warnings go.
struct LayoutContext {
    let screen: Screen
    var measurer: any TextMeasuring
    /// A tint set by an enclosing view (UIKit's inherited `tintColor`).
    var tintOverride: Color? = nil
    /// When set, only items inside this rect are needed (content seen through a bar).
    var visible: Rect? = nil
    /// Collects warnings (over-full stacks…); nil for passes that repeat the main one.
    var report: LayoutReport? = nil
    /// The content view being laid out (for warnings at its place in the file).
    var currentNode: ViewNode? = nil
    /// Sizes measured so far and the item budget, shared by every pass over one screen.
    var cache = LayoutCache()
    /// The axis of the stack being filled (a spacer's length runs along it).
    var stackAxis: Stack.Axis = .vertical
    /// The width tables and other full-width parts lay themselves out in, when a view
    /// is narrower than the screen (a table in a padded stack); nil: the screen's.
    var widthOverride: Double? = nil
    /// The height of the pane being laid out (a split view's column, a container's
    /// child), when it is not the screen's.
    var heightOverride: Double? = nil
    var size: Size { Size(width: widthOverride ?? screen.size.width, height: heightOverride ?? screen.size.height) }

    /// For overlays: the screen frames of the elements with an `id:` (what popovers and
    /// edit menus point at), and everything drawn before the overlay (what its frosted
    /// material blurs).
    var anchors: [String: Rect] = [:]
    /// The anchors that are bar buttons.
    var barItemAnchors: Set<String> = []
    /// The selections and carets of text views with an `id:` (screen frames).
    var textTargets: [String: Rect] = [:]
    var underlay: [DisplayItem] = []
    /// Content in a popover: UIKit gives it the compact horizontal size class, so its
    /// layout margins are an iPhone's (`cellMargin`).
    var compactWidth = false

    /// Where the pane being laid out sits on the screen (its items are in its own
    /// coordinates; anchors are recorded in the screen's).
    var origin = Point(x: 0, y: 0)

    /// The context for a pane laid out in its own coordinates at `frame` (given in this
    /// context's coordinates).
    func pane(_ frame: Rect) -> LayoutContext {
        var c = self
        c.widthOverride = frame.width
        c.heightOverride = frame.height
        c.visible = nil
        c.origin = Point(x: origin.x + frame.minX, y: origin.y + frame.minY)
        return c
    }
    /// Set while laying out what lies behind a modal alert, action sheet or share sheet:
    /// UIKit sets `tintAdjustmentMode = .dimmed` there, and every tint (the inherited
    /// one and those set on bars and controls) reads as this grey (`TintDimming`).
    var dimmedTint: Color? = nil
    var tint: Color { dimmedTint ?? tintOverride ?? screen.tint }
    /// The tint of an element with its own `tint:` (`explicit`), else the inherited one;
    /// the dimmed grey behind a modal overlay either way.
    func tint(_ explicit: Color?) -> Color { dimmedTint ?? explicit ?? tint }
    var isPhone: Bool { screen.device.idiom == .phone }
    /// The iOS release the screen is drawn as (figures keyed by version read it).
    var ios: IOSVersion { screen.ios }
    /// A direction forced by an enclosing view (`layout-direction:`), else the screen's.
    var directionOverride: LayoutDirection? = nil
    /// The direction the content being laid out is drawn in: what decides whether its
    /// icons are marked to keep their orientation.
    var direction: LayoutDirection { directionOverride ?? screen.direction }

    /// Navigation bar and toolbar height: 32 in iPhone landscape except on the Plus.
    var barHeight: Double {
        if screen.orientation == .landscape && isPhone && !screen.device.isPlus {
            return Metrics.compactBarHeight
        }
        return Metrics.barHeight
    }

    var tabBarHeight: Double { isPhone ? Metrics.tabBarHeightPhone : Metrics.tabBarHeightPad }

    /// A text run whose line box is vertically centred on `midY`, starting at `x`.
    /// With `maxWidth`, longer text is truncated by the renderer.
    func text(
        _ s: String, font: FontSpec, color: Color, x: Double, midY: Double, maxWidth: Double? = nil
    ) -> TextRun {
        let m = measurer.measure(s, font: font)
        let baseline = midY - m.height / 2 + m.ascent
        return run(s, metrics: m, font: font, color: color, x: x, baseline: baseline, maxWidth: maxWidth)
    }

    /// A text run whose visible end sits at `right`, its line box centred on `midY`: when
    /// it is cut to `maxWidth`, the "…" ends at `right` rather than short of it (a cut
    /// falls between characters), and the run is only as wide as the cut line, so a
    /// mirrored screen puts its start at the mirrored edge.
    func trailingText(
        _ s: String, font: FontSpec, color: Color, right: Double, midY: Double, maxWidth: Double
    ) -> TextRun {
        let m = measurer.measure(s, font: font)
        let baseline = midY - m.height / 2 + m.ascent
        return trailing(s, metrics: m, font: font, color: color, right: right, baseline: baseline, maxWidth: maxWidth)
    }

    /// `trailingText` on a given baseline, for lines laid out by the caller.
    func trailing(
        _ s: String, metrics m: TextMetrics, font: FontSpec, color: Color, right: Double, baseline: Double,
        maxWidth: Double
    ) -> TextRun {
        let limit = max(0, maxWidth)
        let shown = m.width > limit ? measurer.truncatedWidth(s, font: font, maxWidth: limit) : m.width
        var r = run(s, metrics: m, font: font, color: color, x: right - shown, baseline: baseline, maxWidth: limit)
        r.width = shown
        return r
    }

    /// A text run on a given baseline.
    func run(
        _ s: String, metrics m: TextMetrics, font: FontSpec, color: Color, x: Double,
        baseline: Double, maxWidth: Double?
    ) -> TextRun {
        let limit = maxWidth.map { max(0, $0) }
        let truncated = limit.map { m.width > $0 } ?? false
        return TextRun(
            text: s, font: font, color: color, origin: Point(x: x, y: baseline),
            width: truncated ? (limit ?? m.width) : m.width, maxWidth: truncated ? limit : nil)
    }

    /// The context for laying out `node` inside the current view.
    func entering(_ node: ViewNode) -> LayoutContext {
        var c = self
        c.currentNode = node
        return c
    }

    /// Width of `s` in `font`.
    func width(_ s: String, _ font: FontSpec) -> Double { measurer.measure(s, font: font).width }
}
