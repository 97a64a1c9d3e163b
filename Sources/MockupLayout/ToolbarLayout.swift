import MockupDisplayList
import MockupGeometry
import MockupScene

/// The toolbar: bar material, a hairline on the side facing the content, items (text or
/// glyph buttons, a small label, a segmented control) spread by flexible and fixed
/// spaces, and an optional bar-style progress strip along the content side.
struct ToolbarLayout {
    let ctx: LayoutContext
    let bar: Toolbar
    /// y of the bar's top edge.
    let top: Double

    /// One item with its width in the row.
    private struct Slot {
        var item: ToolbarItem
        var width: Double
        /// Content (not a space), and whether it is a glyph button.
        var isContent: Bool
        var kind: BarItems.Kind
    }

    private var labelFont: FontSpec { .system(Metrics.toolbarLabelFontSize) }
    private var segmentHeight: Double {
        ctx.barHeight < Metrics.barHeight ? Metrics.segmentHeightCompact : Metrics.segmentHeight
    }

    func items() -> [DisplayItem] {
        let width = ctx.size.width
        let height = ctx.barHeight
        let midY = top + height / 2
        let tint = ctx.tint(bar.tint)
        let background = BarMaterial.background(barTint: bar.barTint, translucent: bar.translucent)
        var out: [DisplayItem] = [.rect(Rect(x: 0, y: top, width: width, height: height), background)]
        out.append(
            .hairline(
                bar.position == .bottom
                    ? Hairline(axis: .horizontal, position: top, from: 0, to: width, side: .before, color: Palette.barHairline)
                    : Hairline(axis: .horizontal, position: top + height, from: 0, to: width, side: .after, color: Palette.barHairline)))

        var slots = bar.items.map(slot)
        // Fixed content first; what is left is shared among the flexible spaces.
        let content = slots.filter(\.isContent)
        var used = slots.reduce(0) { $0 + $1.width }
        used += BarItems.edgeInset(content.first?.kind ?? .text, ctx)
        used += BarItems.edgeInset(content.last?.kind ?? .text, ctx)
        // Neighbouring content keeps the standard gap even with spaces between: a
        // flexible space never lets two items touch, a fixed one adds to the gap.
        for (a, b) in zip(content, content.dropFirst()) {
            used += BarItems.gap(a.kind, b.kind)
        }
        // Too much for the bar: segmented controls give up width first (their titles
        // truncate), down to their minimum segment width.
        if used > width {
            used -= shrinkSegmentedControls(&slots, by: used - width)
        }
        let flexibleCount = bar.items.filter { $0 == .flexibleSpace }.count
        let flexible = flexibleCount > 0 ? max(0, width - used) / Double(flexibleCount) : 0

        let labelColor: Color = BarMaterial.isDark(background) ? .white : .black
        var x = BarItems.edgeInset(content.first?.kind ?? .text, ctx)
        var previous: Slot?  // the last content item placed
        for s in slots {
            if let p = previous, s.isContent { x += BarItems.gap(p.kind, s.kind) }
            switch s.item {
            case .flexibleSpace: x += flexible
            case .fixedSpace(let w): x += w
            case .button(let b):
                out += BarItems.draw(b, x: x, width: s.width, midY: midY, tint: tint, ctx)
                x += s.width
            case .label(let text):
                out.append(.text(ctx.text(text, font: labelFont, color: labelColor, x: x, midY: midY, maxWidth: s.width)))
                x += s.width
            case .segmented(let seg):
                let frame = Rect(
                    x: x.rounded(), y: (midY - segmentHeight / 2).rounded(), width: s.width.rounded(),
                    height: segmentHeight)
                out += SegmentedControlLayout.items(seg.titles, selected: seg.selected, frame: frame, tint: tint, ctx: ctx)
                x += s.width
            }
            if s.isContent { previous = s }
        }

        if let p = bar.progress {
            let y = bar.position == .bottom ? top : top + height - Metrics.barProgressHeight
            out += BarProgressLayout.items(progress: p, y: y, width: width, tint: tint)
        }
        return out
    }

    /// Narrows segmented controls by up to `excess` in total, each in proportion to
    /// what it can give; returns how much was taken.
    private func shrinkSegmentedControls(_ slots: inout [Slot], by excess: Double) -> Double {
        func spare(_ s: Slot) -> Double {
            guard case .segmented(let seg) = s.item else { return 0 }
            return max(0, s.width - Double(seg.titles.count) * Metrics.segmentMinWidth)
        }
        let total = slots.reduce(0) { $0 + spare($1) }
        guard total > 0 else { return 0 }
        let take = min(excess, total)
        for i in slots.indices { slots[i].width -= spare(slots[i]) / total * take }
        return take
    }

    private func slot(_ item: ToolbarItem) -> Slot {
        switch item {
        case .flexibleSpace: return Slot(item: item, width: 0, isContent: false, kind: .text)
        case .fixedSpace(let w): return Slot(item: item, width: w, isContent: false, kind: .text)
        case .button(let b):
            return Slot(item: item, width: BarItems.width(b, ctx), isContent: true, kind: BarItems.kind(b))
        case .label(let text):
            return Slot(item: item, width: ctx.width(text, labelFont), isContent: true, kind: .text)
        case .segmented(let seg):
            let w = seg.width ?? SegmentedControlLayout.naturalWidth(seg.titles, ctx: ctx)
            return Slot(item: item, width: w, isContent: true, kind: .text)
        }
    }
}
