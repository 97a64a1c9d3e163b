import MockupDisplayList
import MockupGeometry
import MockupScene

/// The edit menu: a dark rounded bar of commands with an arrow at its target (a text
/// view's selection or caret, or an element's frame), above it unless there is no room.
extension EditMenu: ViewLayout {
    enum Figures {
        /// Body height and corner radius (QBPM and TGM agree; docs/METRICS.md, Temporary views).
        static let height = 36.0
        static let radius = 8.0
        /// Black 90 % on iOS 7, 80 % from iOS 8 (TGM per release; QBPM 80 %).
        static func background(_ ios: IOSVersion) -> Color {
            Color(red: 0, green: 0, blue: 0, alpha: ios == .ios7 ? 230 : 204)
        }
        /// Commands: white 14 pt, 10 pt each side (QBPM; TGM's 17 disagrees).
        static let fontSize = 14.0
        static let padding = 10.0
        /// Between commands: a 1 pt line of white 25 % (TGM; QBPM leaves a clear gap).
        static let separatorWidth = 1.0
        static let separator = Color(red: 255, green: 255, blue: 255, alpha: 64)
        /// The arrow: 18 wide, 10 deep, kept 10 pt from the bar's ends (TGM; QBPM 17 × 9).
        static let arrowWidth = 18.0
        static let arrowDepth = 10.0
        static let arrowEndClearance = 10.0
        /// Between the arrow's tip and the target; the bar stays 10 pt inside the screen
        /// (QBPM).
        static let targetGap = 2.0
        /// Above a selection the gap also clears the start handle's knob (8 pt, drawn
        /// above the first line by the text view).
        static let selectionGap = 10.0
        static let screenMargin = 10.0
        /// The "more" arrow's command width (TGM's pager is 32 wide).
        static let moreWidth = 32.0
    }

    func size(in available: Size, ctx: LayoutContext) -> Size { available }

    func items(in frame: Rect, ctx: LayoutContext) -> [DisplayItem] {
        let selection = ctx.textTargets[anchor]
        guard let target = selection ?? ctx.anchors[anchor] else { return [] }
        let gapAbove = selection != nil && selection?.width ?? 0 > 4 ? Figures.selectionGap : Figures.targetGap
        let font = FontSpec.system(Figures.fontSize)
        var widths = items.map { ctx.width($0, font) + 2 * Figures.padding }
        if more { widths.append(Figures.moreWidth) }
        var width = widths.reduce(0, +) + Figures.separatorWidth * Double(max(0, widths.count - 1))
        width = min(width, frame.width - 2 * Figures.screenMargin)
        let x = min(max(target.midX - width / 2, frame.minX + Figures.screenMargin), frame.maxX - Figures.screenMargin - width)
        // Above the target while the bar clears the status bar; else below it.
        let aboveTop = target.minY - gapAbove - Figures.arrowDepth - Figures.height
        let above: Bool
        switch side {
        case .above: above = true
        case .below: above = false
        case .automatic: above = aboveTop >= frame.minY + Metrics.statusBarHeight + Figures.screenMargin
        }
        let y = above ? aboveTop : target.maxY + Figures.targetGap + Figures.arrowDepth
        let bar = Rect(x: x.rounded(), y: y.rounded(), width: width.rounded(), height: Figures.height)
        let fill = Figures.background(ctx.screen.ios)
        // The arrow, its tip over the target's middle, its base clear of the bar's ends.
        let half = Figures.arrowWidth / 2
        let ax = min(max(target.midX, bar.minX + Figures.arrowEndClearance + half), bar.maxX - Figures.arrowEndClearance - half)
        var arrow = Path()
        let baseY = above ? bar.maxY : bar.minY
        let tipY = above ? baseY + Figures.arrowDepth : baseY - Figures.arrowDepth
        arrow.move(to: Point(x: ax - half, y: baseY))
        arrow.line(to: Point(x: ax, y: tipY))
        arrow.line(to: Point(x: ax + half, y: baseY))
        arrow.close()
        // One shape, so the arrow and bar overlap without a darker seam.
        var shape = Path.roundedRect(bar, radius: Figures.radius)
        shape.append(arrow)
        var out: [DisplayItem] = [.fill(shape, fill)]
        var cx = bar.minX
        for (i, w) in widths.enumerated() {
            if i > 0 {
                out.append(.rect(Rect(x: cx, y: bar.minY, width: Figures.separatorWidth, height: bar.height), Figures.separator))
                cx += Figures.separatorWidth
            }
            let room = min(w, bar.maxX - cx)
            guard room > 0 else { break }
            if i < items.count {
                let tw = ctx.width(items[i], font)
                out.append(.text(ctx.text(items[i], font: font, color: .white, x: cx + max(0, (room - tw) / 2), midY: bar.midY, maxWidth: room)))
            } else {
                // "More": a small white triangle pointing right (drawn: no pinned font has ▸).
                var more = Path()
                let mx = cx + room / 2, my = bar.midY
                more.move(to: Point(x: mx - 3, y: my - 5))
                more.line(to: Point(x: mx + 4, y: my))
                more.line(to: Point(x: mx - 3, y: my + 5))
                more.close()
                out.append(.fill(more, .white))
            }
            cx += w
        }
        return [.group(Group(clip: frame, items: out))]
    }
}
