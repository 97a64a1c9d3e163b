import MockupDisplayList
import MockupGeometry
import MockupScene

/// A popover's panel drawn for overlays other than `popover` (action and share sheets on
/// iPad): `Popover`'s dimming, placement, shadow, frosted panel and arrow around content
/// of their own.
enum PopoverChrome {
    /// The panel of `size` beside the anchor `name` (or centred without an arrow when the
    /// anchor is missing), its shadow, material and arrow, and the panel's rect.
    static func frame(_ size: Size, anchor name: String?, bounds: Rect, ctx: LayoutContext) -> (panel: Rect, items: [DisplayItem]) {
        let F = Popover.Figures.self
        var out: [DisplayItem] = []
        var under = ctx.underlay
        if let dim = F.dim(ctx.ios) {
            out.append(OverlayMaterial.dim(bounds, dim))
            under.append(OverlayMaterial.dim(bounds, dim))
        }
        let panel: Rect
        var arrowPath: Path?
        if let name, let a = ctx.anchors[name] {
            let p = Popover.place(size, anchor: a, bounds: bounds, arrow: .any, barItem: ctx.barItemAnchors.contains(name), ctx: ctx)
            panel = p.panel
            arrowPath = Popover.arrowPath(p, ios: ctx.ios)
        } else {
            panel = Rect(
                x: (bounds.midX - size.width / 2).rounded(), y: (bounds.midY - size.height / 2).rounded(),
                width: size.width, height: size.height)
        }
        let blur = F.shadowBlur
        var shadow: [DisplayItem] = [.roundedRect(panel, radius: F.radius(ctx.ios), F.shadow)]
        if let arrowPath { shadow.append(.fill(arrowPath, F.shadow)) }
        if F.hasShadow(ctx.ios) {
            out.append(.group(Group(
                clip: Rect(x: panel.minX - 3 * blur, y: panel.minY - 3 * blur, width: panel.width + 6 * blur, height: panel.height + 6 * blur),
                blur: blur, items: shadow)))
        }
        out += OverlayMaterial.panel(panel, radius: F.radius(ctx.ios), fill: F.fill, under: under)
        if let arrowPath { out.append(.fill(arrowPath, .white)) }
        return (panel, out)
    }
}
