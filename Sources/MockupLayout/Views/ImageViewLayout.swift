import MockupDisplayList
import MockupGeometry
import MockupScene

/// UIImageView: the image at its own size (its size in points, a PNG's `@2x`/`@3x`
/// counted as a table's images count it), or drawn in the frame it is given by its
/// content mode; the placeholder fills what it is offered.
extension ImageView: ViewLayout {
    /// The image view's figures. UIKit draws no placeholder: these are by eye, chosen to
    /// read as "a picture goes here" in a wireframe (unconfirmed).
    enum Figures {
        /// Placeholder fill: a light grey between the grouped background (#EFEFF4) and
        /// the separator (#C8C7CC), so it shows on white and on grouped grey (unconfirmed).
        static let placeholderFill = Color(rgb: 0xDCDCE1)
        /// Glyph colour: the chevron/placeholder grey family, darker (unconfirmed).
        static let glyph = Color(rgb: 0xA4A4AA)
        /// The glyph's side as a fraction of the frame's shorter side, and its limits.
        static let glyphFraction = 0.4
        static let glyphMin = 12.0
        static let glyphMax = 64.0
        /// Most pixels recoloured for a template PNG (a 29 pt icon at @3x is 7,569): a
        /// bigger file is drawn untinted rather than costing seconds per layout pass.
        static let maxTemplatePixels = 4_000_000
    }

    func size(in available: Size, ctx: LayoutContext) -> Size {
        guard let source, let natural = ImageLayout.naturalSize(source) else { return available }
        return natural
    }

    /// A placeholder fills the room it is given; an image keeps its own size unless a
    /// `width:`/`height:` is written (as UIImageView's intrinsic content size).
    func flexes(along axis: Stack.Axis) -> Bool { source == nil }

    func items(in frame: Rect, ctx: LayoutContext) -> [DisplayItem] {
        guard frame.width > 0, frame.height > 0 else { return [] }
        // Pictures move on a mirrored screen but are not reflected.
        guard let source else { return IconDrawing.upright(Self.placeholder(in: frame, radius: radius), frame: frame, ctx: ctx) }
        let natural = ImageLayout.naturalSize(source) ?? frame.size
        let drawn = Self.rect(for: mode, natural: natural, in: frame)
        let color = ctx.tint(tint)
        var out: [DisplayItem]
        switch source {
        case .bitmap(let name, let pixels, _):
            guard let pixels else { return [] }
            let shown = template ? Self.templated(pixels, color) : pixels
            out = [.image(ImageItem(name: template ? name + " (template)" : name, pixels: shown, rect: drawn))]
        case .vector(_, let icon):
            out = IconDrawing.upright(Self.vector(icon, in: drawn, color: color), frame: drawn, ctx: ctx)
        }
        // The view clips to its bounds (rounded when it has a radius): what a fill or a
        // centred image leaves outside is cut there.
        let overflows = drawn.minX < frame.minX - 0.001 || drawn.minY < frame.minY - 0.001
            || drawn.maxX > frame.maxX + 0.001 || drawn.maxY > frame.maxY + 0.001
        if overflows || radius > 0 {
            out = [.group(Group(clip: frame, clipRadius: min(radius, frame.width / 2, frame.height / 2), items: out))]
        }
        return out
    }

    /// Where an image of `natural` size is drawn in `frame` for `mode`.
    static func rect(for mode: ContentMode, natural: Size, in frame: Rect) -> Rect {
        guard natural.width > 0, natural.height > 0 else { return frame }
        switch mode {
        case .scaleToFill:
            return frame
        case .fit, .fill:
            let sx = frame.width / natural.width, sy = frame.height / natural.height
            let s = mode == .fit ? min(sx, sy) : max(sx, sy)
            let w = natural.width * s, h = natural.height * s
            return Rect(x: frame.midX - w / 2, y: frame.midY - h / 2, width: w, height: h)
        case .center:
            return Rect(
                x: frame.midX - natural.width / 2, y: frame.midY - natural.height / 2,
                width: natural.width, height: natural.height)
        }
    }

    /// An SVG's shapes mapped onto `rect` (stretched when the rect's ratio is not the
    /// viewBox's, as a stretched template image is).
    static func vector(_ icon: Icon, in rect: Rect, color: Color) -> [DisplayItem] {
        let box = icon.viewBox
        guard box.width > 0, box.height > 0 else { return [] }
        let sx = rect.width / box.width, sy = rect.height / box.height
        let t = Transform(a: sx, b: 0, c: 0, d: sy, tx: rect.minX - sx * box.minX, ty: rect.minY - sy * box.minY)
        let strokeScale = (sx * sy).squareRoot()
        return icon.shapes.map { shape in
            let path = shape.path.applying(t)
            switch shape.style {
            case .fill: return .fill(path, color)
            case .stroke(let width, let cap, let join):
                return .stroke(path, color, StrokeStyle(width: width * strokeScale, cap: cap, join: join))
            }
        }
    }

    /// The PNG's alpha as a mask in `color` (UIImageRenderingModeAlwaysTemplate).
    static func templated(_ pixels: ImagePixels, _ color: Color) -> ImagePixels {
        let b = pixels.bitmap
        guard b.pixels.count <= Figures.maxTemplatePixels else { return pixels }
        let (r, g, bl, a) = (UInt32(color.red), UInt32(color.green), UInt32(color.blue), UInt32(color.alpha))
        let out = b.pixels.map { word -> UInt32 in
            let alpha = (word >> 24) * a / 255
            // Premultiplied: each channel scaled by the pixel's alpha.
            return alpha << 24 | (r * alpha / 255) << 16 | (g * alpha / 255) << 8 | (bl * alpha / 255)
        }
        return ImagePixels(Bitmap(width: b.width, height: b.height, pixels: out))
    }

    /// A grey box with a picture glyph (a framed landscape: two peaks and a sun) centred.
    static func placeholder(in frame: Rect, radius: Double) -> [DisplayItem] {
        let r = min(radius, frame.width / 2, frame.height / 2)
        var out: [DisplayItem] = [r > 0 ? .roundedRect(frame, radius: r, Figures.placeholderFill) : .rect(frame, Figures.placeholderFill)]
        let side = min(Figures.glyphMax, max(Figures.glyphMin, min(frame.width, frame.height) * Figures.glyphFraction))
        guard side <= min(frame.width, frame.height) else { return out }
        out += glyph(in: Rect(x: frame.midX - side / 2, y: frame.midY - side * 0.4, width: side, height: side * 0.8))
        return out
    }

    /// The picture glyph in `box` (5:4): a rounded frame, a sun at the upper left, a
    /// large peak and a smaller one on its right standing on the frame's bottom.
    static func glyph(in box: Rect) -> [DisplayItem] {
        let u = box.width / 20
        let line = max(1, 1.5 * u)
        let inner = box.inset(by: Insets(top: line / 2, left: line / 2, bottom: line / 2, right: line / 2))
        var out: [DisplayItem] = [
            .stroke(.roundedRect(inner, radius: 2 * u), Figures.glyph, StrokeStyle(width: line, cap: .round, join: .round))
        ]
        let sun = Rect(x: box.minX + 4 * u, y: box.minY + 3.5 * u, width: 3.5 * u, height: 3.5 * u)
        out.append(.fill(.ellipse(in: sun), Figures.glyph))
        let floor = box.maxY - line
        var peaks = Path()
        peaks.move(to: Point(x: box.minX + line, y: floor))
        peaks.line(to: Point(x: box.minX + 8 * u, y: box.minY + 7.5 * u))
        peaks.line(to: Point(x: box.minX + 12.5 * u, y: box.minY + 12 * u))
        peaks.line(to: Point(x: box.minX + 14.5 * u, y: box.minY + 10 * u))
        peaks.line(to: Point(x: box.maxX - line, y: floor))
        peaks.close()
        out.append(.fill(peaks, Figures.glyph))
        return out
    }
}
