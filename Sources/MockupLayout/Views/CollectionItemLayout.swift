import MockupDisplayList
import MockupGeometry
import MockupScene

/// One collection item in its frame: a coloured tile, an image filling the item (aspect
/// fill, clipped), a built-in glyph on a tile; a captioned item puts that image in a
/// rounded square at the top and its caption and subtitle under it. Selected items get
/// a white veil and the check badge at the image's bottom-right corner; in selection
/// mode unselected ones get an empty circle there.
struct CollectionItemLayout {
    let item: CollectionItem
    /// The section's radius, when written.
    let radius: Double?
    let editing: Bool
    let ctx: LayoutContext

    private typealias F = CollectionView.Figures

    func items(in frame: Rect) -> [DisplayItem] {
        guard item.isCaptioned else {
            let r = item.radius ?? radius ?? 0
            return picture(in: frame, radius: r) + badge(on: frame, radius: r)
        }
        // The image: a square as wide as the item, smaller when the item is too short
        // for it and one caption line; centred across the item.
        let block = Self.textBlock(item, lines: 1, ctx: ctx)
        let side = max(0, min(frame.width, frame.height - block))
        let image = Rect(x: frame.midX - side / 2, y: frame.minY, width: side, height: side)
        let r = item.radius ?? radius ?? side * F.iconRadiusRatio
        return picture(in: image, radius: r) + badge(on: image, radius: r) + captions(below: image, in: frame)
    }

    /// Height of the text under a captioned item's image: the gap, `lines` caption
    /// lines and the subtitle line.
    static func textBlock(_ item: CollectionItem, lines: Int, ctx: LayoutContext) -> Double {
        let line = ctx.measurer.measure("Ag", font: .system(F.captionFontSize)).height
        return F.captionGap + (item.caption == nil ? 0 : Double(lines) * line) + (item.subtitle == nil ? 0 : line)
    }

    // MARK: the picture

    private func picture(in r: Rect, radius: Double) -> [DisplayItem] {
        let shape: DisplayItem = .roundedRect(r, radius: radius, item.color ?? F.placeholder)
        if let icon = item.icon {
            return [.roundedRect(r, radius: radius, item.color ?? Palette.gray)]
                + IconDrawing.items(named: "tile/" + icon, in: r, color: .white, ctx: ctx)
        }
        guard let image = item.image else { return [shape] }
        switch image {
        case .bitmap(let name, let pixels, _):
            guard let pixels else { return [shape] }
            let fill = Self.aspectFill(image, in: r)
            return [
                // Behind transparent pixels: the item's colour (or the placeholder).
                shape,
                .group(Group(clip: r, clipRadius: radius, items: [.image(ImageItem(name: name, pixels: pixels, rect: fill))])),
            ]
        case .vector(_, let icon):
            if let color = item.color {
                // A glyph on a coloured tile, like a Settings icon.
                let g = F.glyphFraction
                let box = Rect(x: r.minX + r.width * (1 - g) / 2, y: r.minY + r.height * (1 - g) / 2, width: r.width * g, height: r.height * g)
                return [.roundedRect(r, radius: radius, color)] + IconDrawing.items(icon, in: box, color: .white, ctx: ctx)
            }
            // A template image filling the item in the tint.
            let fill = Self.aspectFill(image, in: r)
            return [.group(Group(clip: r, clipRadius: radius, items: IconDrawing.items(icon, in: fill, color: ctx.tint, ctx: ctx)))]
        }
    }

    /// The smallest rect of the image's aspect ratio covering `box`, centred on it.
    static func aspectFill(_ source: ImageSource, in box: Rect) -> Rect {
        guard let ratio = source.aspectRatio, box.width > 0, box.height > 0 else { return box }
        if box.width / box.height > ratio {
            let h = box.width / ratio
            return Rect(x: box.minX, y: box.midY - h / 2, width: box.width, height: h)
        }
        let w = box.height * ratio
        return Rect(x: box.midX - w / 2, y: box.minY, width: w, height: box.height)
    }

    // MARK: selection

    private func badge(on r: Rect, radius: Double) -> [DisplayItem] {
        guard item.selected || editing else { return [] }
        let d = F.badgeSize
        let box = Rect(x: r.maxX - F.badgeInset - d, y: r.maxY - F.badgeInset - d, width: d, height: d)
        let b = F.badgeBorder
        let inner = Rect(x: box.minX + b, y: box.minY + b, width: d - 2 * b, height: d - 2 * b)
        guard item.selected else {
            return [
                .fill(.ellipse(in: inner), F.emptyBadgeFill),
                .fill(Glyphs.ring(center: Point(x: box.midX, y: box.midY), diameter: d, width: b), .white),
            ]
        }
        var check = Path()
        for (i, p) in F.badgeCheck.enumerated() {
            let q = Point(x: box.minX + p.0 * d / 24, y: box.minY + p.1 * d / 24)
            if i == 0 { check.move(to: q) } else { check.line(to: q) }
        }
        return [
            .roundedRect(r, radius: radius, F.selectedVeil),
            .fill(.ellipse(in: box), .white),
            .fill(.ellipse(in: inner), ctx.tint),
            .stroke(check, .white, StrokeStyle(width: F.badgeCheckWidth)),
        ]
    }

    // MARK: captions

    private func captions(below image: Rect, in frame: Rect) -> [DisplayItem] {
        var out: [DisplayItem] = []
        let font = FontSpec.system(F.captionFontSize)
        let line = ctx.measurer.measure("Ag", font: font).height
        let x = image.minX
        let width = max(0, frame.maxX - x)
        var top = image.maxY + F.captionGap
        if let caption = item.caption {
            // Two lines when the item has room for them (and the subtitle).
            let room = frame.maxY - top - (item.subtitle == nil ? 0 : line)
            let lines = max(1, min(F.captionLines, Int((room + 0.01) / line)))
            for text in TextWrap.lines(caption, font: font, width: width, measurer: ctx.measurer, maxLines: lines) {
                out.append(.text(ctx.text(text, font: font, color: .black, x: x, midY: top + line / 2, maxWidth: width)))
                top += line
            }
        }
        if let subtitle = item.subtitle {
            out.append(.text(ctx.text(subtitle, font: font, color: Palette.secondaryText, x: x, midY: top + line / 2, maxWidth: width)))
        }
        return out
    }
}
