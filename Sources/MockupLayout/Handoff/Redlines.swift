import MockupDisplayList
import MockupGeometry

/// The hand-off overlay drawn over a mockup (`--redlines`): each selected element's frame
/// as a magenta hairline, its size in points and pixels on a magenta pill (points alone
/// where a label with both would hide text), and the
/// distances to its neighbours (or to the edge of what contains it, or of the screen) as
/// orange dimension lines with end ticks and a pill. Labels are placed greedily: each
/// tries a list of spots and takes the first that stays on the screen, overlaps no label
/// placed before it and, when it can, hides no text of the element it measures.
public struct Redlines {
    /// Colours, sizes and spacing of the overlay (a hand-off sheet's conventions, not iOS figures).
    enum Figures {
        /// Frames and size labels: magenta, dark enough for white text on it.
        static let frameColor = Color(rgb: 0xE0_00_8A)
        /// Dimension lines and their labels: orange.
        static let distanceColor = Color(rgb: 0xE8_59_0C)
        /// Label text: 9 pt semibold, white; 18 px at @2x.
        static let labelFont = FontSpec.system(9, .semibold)
        static let labelHeight = 12.0
        static let labelPadding = 4.0
        /// Half the length of a dimension line's end ticks.
        static let tick = 3.0
        /// How far a label inside a frame keeps from its edges, when there is room.
        static let insideInset = 2.0
        /// The gap kept between a label and what it must not touch.
        static let labelGap = 1.0
        /// Where a vertical dimension line crosses its element, as a fraction of its width
        /// (off the middle, where size labels sit).
        static let verticalLineAt = 0.7
        /// Distances below this are not drawn (rows touching rows, a bar on the screen edge).
        static let smallestDistance = 0.5
    }

    let measurer: any TextMeasuring
    let elements: [LaidOutElement]
    let selection: RedlineSelection
    let screen: Rect
    let scale: Double

    /// The overlay for `elements` (as recorded by `LayoutEngine.layoutRecording`) on a
    /// screen of `size` points rendered at `scale`.
    public init(
        measurer: any TextMeasuring, elements: [LaidOutElement], selection: RedlineSelection, size: Size, scale: Double
    ) {
        self.measurer = measurer
        self.elements = elements
        self.selection = selection
        self.screen = Rect(origin: .zero, size: size)
        self.scale = scale
    }

    /// A dimension line: from `from` to `to` along `axis`, at `position` across it.
    struct Dimension: Hashable {
        var axis: Hairline.Axis
        var from: Double
        var to: Double
        var position: Double
        var length: Double { to - from }
    }

    /// The overlay's items, drawn after the mockup: frames, then lines, then labels.
    public func items() -> [DisplayItem] {
        // Top to bottom, left to right, inner before outer where they start together: a
        // row takes its own top corner before the section around it looks for a spot.
        let chosen = elements.enumerated().filter { selection.selects($0.element) && visible($0.element.frame) }
            .sorted { a, b in
                let fa = a.element.frame, fb = b.element.frame
                if fa.minY != fb.minY { return fa.minY < fb.minY }
                if fa.minX != fb.minX { return fa.minX < fb.minX }
                if fa.width * fa.height != fb.width * fb.height { return fa.width * fa.height < fb.width * fb.height }
                return a.offset < b.offset
            }
        var frames: [DisplayItem] = []
        var lines: [DisplayItem] = []
        var labels: [DisplayItem] = []
        var placed: [Rect] = []
        // Everything's text, so labels avoid hiding it when they can.
        let inks = elements.flatMap { $0.texts.map(Self.bounds) + $0.marks }

        for (_, e) in chosen { frames += outline(e.frame) }
        // Sizes first: they matter most and get the best spots. Elements with the same
        // frame (a section of one row) share one label.
        // What holds nothing else first, then the containers around it (a tab bar after
        // its items), so the small frames get the spots next to them.
        func isContainer(_ e: LaidOutElement) -> Bool {
            chosen.contains { $0.element.frame != e.frame && Self.contains(e.frame, $0.element.frame) }
        }
        let byLabelOrder = chosen.filter { !isContainer($0.element) } + chosen.filter { isContainer($0.element) }
        var labelled: [Rect] = []
        for (_, e) in byLabelOrder where !labelled.contains(e.frame) {
            labelled.append(e.frame)
            let points = "\(Self.number(e.frame.width)) × \(Self.number(e.frame.height))"
            let full = "\(points) pt · \(Self.number(e.frame.width * scale)) × \(Self.number(e.frame.height * scale)) px"
            let own = e.texts.map(Self.bounds) + e.marks
            let container = isContainer(e)
            // Points and pixels where that fits clear of text; else the points alone (a
            // small view's label then fits inside it); else points and pixels anyway.
            // A leaf tries inside first with either text, a container outside first.
            // An element narrower than the full label (a bar button, a tab) says points
            // first: labels as narrow as their elements sit side by side.
            let order = container ? [false, true] : [true, false]
            let fullWidth = measurer.measure(full, font: Figures.labelFont).width + 2 * Figures.labelPadding
            let texts = fullWidth <= e.frame.width ? [full, points] : [points, full]
            let choices = order.flatMap { inside in texts.map { ($0, Optional(inside), true) } } + [(texts[0], nil, false)]
            for (text, inside, mustClear) in choices {
                let w = measurer.measure(text, font: Figures.labelFont).width + 2 * Figures.labelPadding
                let spots = sizeSpots(e.frame, w, container: container, only: inside)
                if let spot = place(w, candidates: spots, own: own, inks: inks, placed: placed, mustClear: mustClear) {
                    placed.append(spot)
                    labels += pill(text, in: spot, color: Figures.frameColor)
                    break
                }
            }
        }
        var drawn: Set<[Double]> = []
        for (index, e) in chosen {
            for d in distances(of: e, index: index) {
                let key = [d.axis == .horizontal ? 0 : 1, d.from, d.to]
                if drawn.contains(key) { continue }
                let text = Self.number(d.length)
                let w = measurer.measure(text, font: Figures.labelFont).width + 2 * Figures.labelPadding
                // A distance whose label would hide text is left out.
                guard let spot = place(w, candidates: distanceSpots(d, w), own: [], inks: inks, placed: placed, mustClear: true)
                else { continue }
                drawn.insert(key)
                placed.append(spot)
                lines += dimension(d)
                labels += pill(text, in: spot, color: Figures.distanceColor)
            }
        }
        return frames + lines + labels
    }

    // MARK: measuring

    private func visible(_ r: Rect) -> Bool { r.width > 0 && r.height > 0 && r.intersects(screen) }

    private static func contains(_ a: Rect, _ b: Rect) -> Bool {
        a.minX <= b.minX + 0.01 && a.minY <= b.minY + 0.01 && a.maxX >= b.maxX - 0.01 && a.maxY >= b.maxY - 0.01
    }

    /// The distances from `e` to the nearest thing on each side: a neighbour beside it
    /// (overlapping it across), the inner edge of a view containing it, or the screen's
    /// edge, whichever is nearest; none where it touches.
    func distances(of e: LaidOutElement, index: Int) -> [Dimension] {
        let f = e.frame
        var nearest: [Double] = [f.minY - screen.minY, screen.maxY - f.maxY, f.minX - screen.minX, screen.maxX - f.maxX]
        for (i, other) in elements.enumerated() where i != index && visible(other.frame) {
            let o = other.frame
            if o == f { continue }
            if Self.contains(o, f) {
                nearest[0] = min(nearest[0], f.minY - o.minY)
                nearest[1] = min(nearest[1], o.maxY - f.maxY)
                nearest[2] = min(nearest[2], f.minX - o.minX)
                nearest[3] = min(nearest[3], o.maxX - f.maxX)
                continue
            }
            if Self.contains(f, o) { continue }
            let acrossX = min(f.maxX, o.maxX) - max(f.minX, o.minX) > 0
            let acrossY = min(f.maxY, o.maxY) - max(f.minY, o.minY) > 0
            if acrossX && o.maxY <= f.minY + 0.01 { nearest[0] = min(nearest[0], f.minY - o.maxY) }
            if acrossX && o.minY >= f.maxY - 0.01 { nearest[1] = min(nearest[1], o.minY - f.maxY) }
            if acrossY && o.maxX <= f.minX + 0.01 { nearest[2] = min(nearest[2], f.minX - o.maxX) }
            if acrossY && o.minX >= f.maxX - 0.01 { nearest[3] = min(nearest[3], o.minX - f.maxX) }
        }
        let clippedX = max(f.minX, screen.minX)...min(f.maxX, screen.maxX)
        let clippedY = max(f.minY, screen.minY)...min(f.maxY, screen.maxY)
        let midX = clippedX.lowerBound + (clippedX.upperBound - clippedX.lowerBound) * Figures.verticalLineAt
        let midY = (clippedY.lowerBound + clippedY.upperBound) / 2
        var out: [Dimension] = []
        if nearest[0] >= Figures.smallestDistance {
            out.append(Dimension(axis: .vertical, from: f.minY - nearest[0], to: f.minY, position: midX))
        }
        if nearest[1] >= Figures.smallestDistance {
            out.append(Dimension(axis: .vertical, from: f.maxY, to: f.maxY + nearest[1], position: midX))
        }
        if nearest[2] >= Figures.smallestDistance {
            out.append(Dimension(axis: .horizontal, from: f.minX - nearest[2], to: f.minX, position: midY))
        }
        if nearest[3] >= Figures.smallestDistance {
            out.append(Dimension(axis: .horizontal, from: f.maxX, to: f.maxX + nearest[3], position: midY))
        }
        return out
    }

    // MARK: placing labels

    /// Where a size label may go, best first. A leaf's label goes inside its frame, at a
    /// corner or an edge's middle (the top right first: rows keep their texts left and in
    /// the middle), so it plainly belongs to it; a container's inside belongs to the
    /// labels of what it holds, so its own goes outside first (a grouped section's in the
    /// gap above or below it).
    private func sizeSpots(_ f: Rect, _ w: Double, container: Bool, only inside: Bool? = nil) -> [Rect] {
        let h = Figures.labelHeight, g = Figures.labelGap
        let cx = f.midX - w / 2
        // Clear of the edges when there is room, so the label is plainly on this side.
        let i = f.height >= h + 2 * Figures.insideInset && f.width >= w + 2 * Figures.insideInset ? Figures.insideInset : 0
        let fits = f.height >= h && f.width >= w
        let insideSpots =
            fits
            ? [
                Rect(x: f.maxX - w - i, y: f.minY + i, width: w, height: h),
                Rect(x: f.maxX - w - i, y: f.maxY - h - i, width: w, height: h),
                Rect(x: cx, y: f.minY + i, width: w, height: h),
                Rect(x: cx, y: f.maxY - h - i, width: w, height: h),
                Rect(x: f.minX + i, y: f.minY + i, width: w, height: h),
                Rect(x: f.minX + i, y: f.maxY - h - i, width: w, height: h),
                Rect(x: cx, y: f.midY - h / 2, width: w, height: h),
            ] : []
        let outside = [
            Rect(x: cx, y: f.maxY + g, width: w, height: h),
            Rect(x: cx, y: f.minY - g - h, width: w, height: h),
            Rect(x: f.maxX - w, y: f.maxY + g, width: w, height: h),
            Rect(x: f.maxX - w, y: f.minY - g - h, width: w, height: h),
            Rect(x: f.maxX + g, y: f.midY - h / 2, width: w, height: h),
            Rect(x: f.minX - g - w, y: f.midY - h / 2, width: w, height: h),
            Rect(x: f.minX, y: f.maxY + g, width: w, height: h),
            Rect(x: f.minX, y: f.minY - g - h, width: w, height: h),
            // A second row under it, when the first is taken (bar buttons under a bar's label),
            Rect(x: f.maxX - w, y: f.maxY + 2 * g + h, width: w, height: h),
            Rect(x: f.minX, y: f.maxY + 2 * g + h, width: w, height: h),
            Rect(x: cx, y: f.maxY + 2 * g + h, width: w, height: h),
            // And over it (a tab bar's label over its items' labels).
            Rect(x: f.maxX - w, y: f.minY - 2 * (g + h), width: w, height: h),
            Rect(x: cx, y: f.minY - 2 * (g + h), width: w, height: h),
            Rect(x: f.minX, y: f.minY - 2 * (g + h), width: w, height: h),
        ]
        switch (inside, container) {
        case (true?, _): return insideSpots.map(keptOnScreen)
        case (false?, _): return outside.map(keptOnScreen)
        case (nil, true): return (outside + insideSpots).map(keptOnScreen)
        case (nil, false): return (insideSpots + outside).map(keptOnScreen)
        }
    }

    /// Where a distance label may go: on the line's middle, then beside it.
    private func distanceSpots(_ d: Dimension, _ w: Double) -> [Rect] {
        let h = Figures.labelHeight, g = Figures.labelGap + Figures.tick
        let mid = (d.from + d.to) / 2
        switch d.axis {
        case .vertical:
            let quarter = (d.to - d.from) / 4
            return [mid, mid - quarter, mid + quarter].flatMap { y in
                [
                    Rect(x: d.position - w / 2, y: y - h / 2, width: w, height: h),
                    Rect(x: d.position + g, y: y - h / 2, width: w, height: h),
                    Rect(x: d.position - g - w, y: y - h / 2, width: w, height: h),
                ]
            }.map(keptOnScreen)
        case .horizontal:
            let quarter = (d.to - d.from) / 4
            return [mid, mid - quarter, mid + quarter].flatMap { x in
                [
                    Rect(x: x - w / 2, y: d.position - h / 2, width: w, height: h),
                    Rect(x: x - w / 2, y: d.position + g, width: w, height: h),
                    Rect(x: x - w / 2, y: d.position - g - h, width: w, height: h),
                ]
            }.map(keptOnScreen)
        }
    }

    /// `r` moved inside the screen where it sticks out (when it fits).
    private func keptOnScreen(_ r: Rect) -> Rect {
        var x = r.minX, y = r.minY
        if r.maxX > screen.maxX { x = screen.maxX - r.width }
        if x < screen.minX { x = screen.minX }
        if r.maxY > screen.maxY { y = screen.maxY - r.height }
        if y < screen.minY { y = screen.minY }
        return Rect(x: x, y: y, width: r.width, height: r.height)
    }

    /// The first spot that overlaps no placed label nor any text; else, unless `mustClear`,
    /// the first that overlaps no placed label and none of `own` (the measured element's
    /// texts: a label never hides what it measures when it can help it), else the first
    /// free one; nil when every spot collides with a label.
    private func place(
        _ w: Double, candidates: [Rect], own: [Rect], inks: [Rect], placed: [Rect], mustClear: Bool = false
    ) -> Rect? {
        let free = candidates.filter { c in !placed.contains { Self.overlaps($0, c) } }
        if let clear = free.first(where: { c in !inks.contains { Self.overlaps($0, c) } }) { return clear }
        if mustClear { return nil }
        return free.first { c in !own.contains { Self.overlaps($0, c) } } ?? free.first
    }

    private static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        min(a.maxX, b.maxX) - max(a.minX, b.minX) > 0.01 && min(a.maxY, b.maxY) - max(a.minY, b.minY) > 0.01
    }

    /// The box a run's glyphs mostly cover: cap height above the baseline, descenders below.
    static func bounds(_ t: TextRun) -> Rect {
        Rect(x: t.origin.x, y: t.origin.y - t.font.size * 0.75, width: t.width, height: t.font.size * 0.95)
    }

    // MARK: drawing

    /// A frame as four hairlines inside its edges: one device pixel at every scale.
    private func outline(_ f: Rect) -> [DisplayItem] {
        let c = Figures.frameColor
        return [
            .hairline(Hairline(axis: .horizontal, position: f.minY, from: f.minX, to: f.maxX, side: .after, color: c)),
            .hairline(Hairline(axis: .horizontal, position: f.maxY, from: f.minX, to: f.maxX, side: .before, color: c)),
            .hairline(Hairline(axis: .vertical, position: f.minX, from: f.minY, to: f.maxY, side: .after, color: c)),
            .hairline(Hairline(axis: .vertical, position: f.maxX, from: f.minY, to: f.maxY, side: .before, color: c)),
        ]
    }

    /// A dimension line with a tick across each end.
    private func dimension(_ d: Dimension) -> [DisplayItem] {
        let c = Figures.distanceColor, t = Figures.tick
        let across: Hairline.Axis = d.axis == .vertical ? .horizontal : .vertical
        return [
            .hairline(Hairline(axis: d.axis, position: d.position, from: d.from, to: d.to, side: .after, color: c)),
            .hairline(Hairline(axis: across, position: d.from, from: d.position - t, to: d.position + t, side: .after, color: c)),
            .hairline(Hairline(axis: across, position: d.to, from: d.position - t, to: d.position + t, side: .before, color: c)),
        ]
    }

    /// A filled pill with white text centred in it.
    private func pill(_ text: String, in r: Rect, color: Color) -> [DisplayItem] {
        let m = measurer.measure(text, font: Figures.labelFont)
        let baseline = r.midY - (m.ascent + m.descent) / 2 + m.ascent
        return [
            .roundedRect(r, radius: r.height / 2, color),
            .text(
                TextRun(
                    text: text, font: Figures.labelFont, color: .white,
                    origin: Point(x: r.midX - m.width / 2, y: baseline), width: m.width)),
        ]
    }

    /// "44", "0.5", "12.33": at most two decimals, no trailing zeros.
    static func number(_ v: Double) -> String {
        let r = (v * 100).rounded() / 100
        if r == r.rounded() { return String(Int(r)) }
        var s = String(Int((r * 100).rounded()))
        let negative = s.hasPrefix("-")
        if negative { s.removeFirst() }
        while s.count < 3 { s = "0" + s }
        var text = String(s.dropLast(2)) + "." + String(s.suffix(2))
        while text.hasSuffix("0") { text.removeLast() }
        return (negative ? "-" : "") + text
    }
}

extension LayoutEngine {
    /// The redline overlay for `elements` (see `Redlines`), measured with this engine's
    /// measurer; draw it after the mockup's items.
    public func redlines(
        _ elements: [LaidOutElement], selection: RedlineSelection, size: Size, scale: Double
    ) -> [DisplayItem] {
        Redlines(measurer: measurer, elements: elements, selection: selection, size: size, scale: scale).items()
    }
}
