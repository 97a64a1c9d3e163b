import MockupDisplayList
import MockupGeometry

/// Deterministic stand-in for Pango: every character is half an em wide.
struct FakeMeasurer: TextMeasuring {
    func measure(_ text: String, font: FontSpec) -> TextMetrics {
        TextMetrics(width: Double(text.count) * font.size / 2, ascent: font.size * 0.8, descent: font.size * 0.2)
    }
}

/// All items, groups flattened, in painting order.
func flatten(_ items: [DisplayItem]) -> [DisplayItem] {
    items.flatMap { item -> [DisplayItem] in
        if case .group(let g) = item { return flatten(g.items) }
        return [item]
    }
}

/// The hairlines of rows, bars and views: those inside the 20 pt status bar strip (the
/// battery's outline) are left out; `statusBarHairlines` has them.
func hairlines(_ items: [DisplayItem]) -> [Hairline] {
    allHairlines(items).filter { !inStatusBarStrip($0) }
}

/// The hairlines drawn inside the status bar strip (the battery body's outline).
func statusBarHairlines(_ items: [DisplayItem]) -> [Hairline] {
    allHairlines(items).filter(inStatusBarStrip)
}

private func allHairlines(_ items: [DisplayItem]) -> [Hairline] {
    flatten(items).compactMap { if case .hairline(let h) = $0 { return h } else { return nil } }
}

private func inStatusBarStrip(_ h: Hairline) -> Bool {
    let strip = 0.0...20.0
    switch h.axis {
    case .horizontal: return h.position > 0 && h.position < 20
    case .vertical: return strip.contains(h.from) && strip.contains(h.to)
    }
}

func texts(_ items: [DisplayItem]) -> [TextRun] {
    flatten(items).compactMap { if case .text(let t) = $0 { return t } else { return nil } }
}

/// Whether `r` lies within `box` (to rounding).
func inside(_ r: Rect, _ box: Rect) -> Bool {
    let e = 1e-9
    return r.minX >= box.minX - e && r.minY >= box.minY - e && r.maxX <= box.maxX + e && r.maxY <= box.maxY + e
}

/// Whether `items` holds `item` (a Bool, so a failure does not print the whole list).
func has(_ items: [DisplayItem], _ item: DisplayItem) -> Bool { items.contains(item) }

/// Whether two rects are equal to rounding.
func same(_ a: Rect, _ b: Rect) -> Bool { inside(a, b) && inside(b, a) }

