import MockupDisplayList
import MockupGeometry
import MockupScene

/// The table's busy states: the refresh control pulled down above the first row, and
/// the loading state (a spinner and a label where the rows would be).
struct TableStatusLayout {
    let ctx: LayoutContext

    /// How far the refresh control pushes the content down.
    static func refreshHeight(_ r: RefreshControl) -> Double {
        r.title == nil ? Metrics.refreshHeight : Metrics.refreshHeightWithTitle
    }

    /// The spinning refresh control (and its title) in the band starting at `top`.
    func refresh(_ r: RefreshControl, top: Double) -> [DisplayItem] {
        let cx = ctx.size.width / 2
        let cy = top + (r.title == nil ? Metrics.refreshSpinnerCenter : Metrics.refreshSpinnerCenterWithTitle)
        var out = Glyphs.upright(spinner: Glyphs.spinner(
            center: Point(x: cx, y: cy), radius: Metrics.activityIndicatorSize / 2, color: Palette.activityIndicator),
            center: Point(x: cx, y: cy), radius: Metrics.activityIndicatorSize / 2, ctx: ctx)
        if let title = r.title {
            let font = FontSpec.system(Metrics.refreshTitleFontSize)
            let span = ctx.size.width - 2 * Metrics.cellSideMargin
            let m = ctx.measurer.measure(title, font: font)
            let w = min(m.width, span)
            out.append(.text(ctx.run(
                title, metrics: m, font: font, color: Palette.refreshTitle, x: cx - w / 2,
                baseline: cy + Metrics.refreshTitleBaselineBelowSpinner, maxWidth: span)))
        }
        return out
    }

    /// A spinner followed by `label`, the pair centred in `rect`.
    func loading(_ label: String, in rect: Rect) -> [DisplayItem] {
        let font = FontSpec.system(Metrics.loadingFontSize)
        let d = Metrics.activityIndicatorSize
        let span = max(0, rect.width - 2 * Metrics.cellSideMargin - d - Metrics.loadingGap)
        let w = min(ctx.width(label, font), span)
        let left = rect.midX - (d + Metrics.loadingGap + w) / 2
        let centre = Point(x: left + d / 2, y: rect.midY)
        var out = Glyphs.upright(
            spinner: Glyphs.spinner(center: centre, radius: d / 2, color: Palette.activityIndicator),
            center: centre, radius: d / 2, ctx: ctx)
        out.append(.text(ctx.text(
            label, font: font, color: Palette.loadingText, x: left + d + Metrics.loadingGap, midY: rect.midY,
            maxWidth: span)))
        return out
    }
}
