import MockupDisplayList
import MockupGeometry
import MockupScene

/// A presented view: on iPhone (and `full-screen`) a pane over the whole screen with the
/// status bar drawn again on top of it; on iPad a form sheet centred with the screen
/// dimmed around it, or a page sheet 768 pt wide and full height.
extension Modal: ViewLayout {
    enum Figures {
        /// Form sheet (LK, MIT Mobile, BitWink; F7's 630 differs; docs/METRICS.md,
        /// Temporary views).
        static let formSheet = Size(width: 540, height: 620)
        /// Page sheet width: the screen's portrait width (Microsoft's UIKit docs).
        static let pageSheetWidth = 768.0
        /// Dimming around a sheet: black 40 %, the alerts' (SDC7, F7; unconfirmed for sheets).
        static let dim = Color(red: 0, green: 0, blue: 0, alpha: 102)
        /// Form sheet corners: slightly rounded in iOS 7–9 (developers asked how to square
        /// them); the radius is by eye (unconfirmed).
        static let formSheetRadius = 6.0
    }

    func size(in available: Size, ctx: LayoutContext) -> Size { available }

    func items(in frame: Rect, ctx: LayoutContext) -> [DisplayItem] {
        let statusBar = ctx.screen.statusBar ?? StatusBar()
        let statusVisible = LayoutEngine.showsStatusBar(statusBar, ctx: ctx)
        let statusHeight = statusVisible ? Metrics.statusBarHeight : 0
        var style = style
        if ctx.isPhone || style == .automatic { style = ctx.isPhone ? .fullScreen : .formSheet }
        if style == .pageSheet && frame.width <= Figures.pageSheetWidth { style = .fullScreen }
        switch style {
        case .fullScreen, .automatic:
            let laid = PaneLayout(ctx: ctx.pane(frame), elements: pane.elements, topInset: statusHeight, background: pane.background)
                .layout()
            var out = Self.placed(laid.items, in: frame, radius: 0)
            if statusVisible {
                out += StatusBarLayout(ctx: ctx, bar: statusBar, backdrop: laid.topBackdrop).items()
            }
            return out
        case .formSheet:
            let size = Size(width: min(Figures.formSheet.width, frame.width), height: min(Figures.formSheet.height, frame.height))
            let rect = Rect(
                x: (frame.minX + (frame.width - size.width) / 2).rounded(),
                y: (frame.minY + (frame.height - size.height) / 2).rounded(), width: size.width, height: size.height)
            let laid = PaneLayout(ctx: ctx.pane(rect), elements: pane.elements, topInset: 0, background: pane.background).layout()
            return [OverlayMaterial.dim(frame, Figures.dim)] + Self.placed(laid.items, in: rect, radius: Figures.formSheetRadius)
        case .pageSheet:
            let rect = Rect(
                x: (frame.minX + (frame.width - Figures.pageSheetWidth) / 2).rounded(), y: frame.minY,
                width: Figures.pageSheetWidth, height: frame.height)
            let laid = PaneLayout(ctx: ctx.pane(rect), elements: pane.elements, topInset: statusHeight, background: pane.background)
                .layout()
            return [OverlayMaterial.dim(frame, Figures.dim)] + Self.placed(laid.items, in: rect, radius: 0)
        }
    }

    /// A pane's items moved to `rect` and clipped to it.
    static func placed(_ items: [DisplayItem], in rect: Rect, radius: Double) -> [DisplayItem] {
        [.group(Group(clip: rect, clipRadius: radius, transform: .translation(rect.minX, rect.minY), items: items))]
    }
}
