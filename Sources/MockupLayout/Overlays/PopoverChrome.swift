import MockupDisplayList
import MockupGeometry
import MockupScene

/// A popover's chrome: `Popover`'s dimming, placement, shadow, frosted panel and arrow,
/// placed for overlays with content of their own (action and share sheets on iPad) by
/// `frame`, and drawn for every popover, `popover` included, by `material`.
enum PopoverChrome {
    /// The panel of `size` beside the anchor `name` (or centred without an arrow when the
    /// anchor is missing), its shadow, material and arrow, and the panel's rect.
    static func frame(
        _ size: Size, anchor name: String?, arrow: Popover.Arrow = .any, bounds: Rect, ctx: LayoutContext
    ) -> (panel: Rect, items: [DisplayItem]) {
        let panel: Rect
        var arrowPath: Path?
        if let name, let a = ctx.anchors[name] {
            let p = Popover.place(size, anchor: a, bounds: bounds, arrow: arrow, barItem: ctx.barItemAnchors.contains(name), ctx: ctx)
            panel = p.panel
            arrowPath = Popover.arrowPath(p, ios: ctx.ios)
        } else {
            panel = ControlPlacement.centred(size, in: bounds, scale: ctx.screen.scale)
        }
        return (panel, material(panel: panel, arrow: arrowPath, bounds: bounds, ctx: ctx))
    }

    /// What every popover draws under its content, in order: the release's dimming of
    /// `bounds`, the shadow (iOS 7 and 9), the frosted panel over what lies under it
    /// (dimmed), and the arrow, opaque, so the shadow under it does not show through
    /// (the panel's 95 % white hides it the same way).
    static func material(panel: Rect, arrow: Path?, bounds: Rect, ctx: LayoutContext) -> [DisplayItem] {
        let F = Popover.Figures.self
        var out: [DisplayItem] = []
        var under = ctx.underlay
        if let dim = F.dim(ctx.ios) {
            out.append(OverlayMaterial.dim(bounds, dim))
            under.append(OverlayMaterial.dim(bounds, dim))
        }
        let radius = F.radius(ctx.ios)
        if F.hasShadow(ctx.ios) {
            let blur = F.shadowBlur
            var shadow: [DisplayItem] = [.roundedRect(panel, radius: radius, F.shadow)]
            if let arrow { shadow.append(.fill(arrow, F.shadow)) }
            out.append(.group(Group(
                clip: Rect(x: panel.minX - 3 * blur, y: panel.minY - 3 * blur, width: panel.width + 6 * blur, height: panel.height + 6 * blur),
                blur: blur, items: shadow)))
        }
        out += OverlayMaterial.panel(panel, radius: radius, fill: F.fill, under: under)
        if let arrow { out.append(.fill(arrow, .white)) }
        return out
    }
}
