import MockupDisplayList
import MockupGeometry
import MockupScene

/// Image files in a layout box: PNGs become image items, SVGs (icon subset) become
/// vector shapes in one colour, like UIKit template images. Both keep their aspect
/// ratio, centred in the box, when it is known.
enum ImageLayout {
    /// On a mirrored screen an SVG moves but is not reflected (a PNG only moves anyway).
    static func items(_ source: ImageSource, fittedIn box: Rect, color: Color, ctx: LayoutContext) -> [DisplayItem] {
        switch source {
        case .bitmap(let name, let pixels, _):
            // No pixels only when the scene was resolved without a decoder (scene tests).
            guard let pixels else { return [] }
            return [.image(ImageItem(name: name, pixels: pixels, rect: fit(source, in: box), cornerRadius: 0))]
        case .vector(_, let icon):
            return IconDrawing.items(icon, in: box, color: color, ctx: ctx)
        }
    }

    /// The largest rectangle of the image's aspect ratio centred in `box` (the box
    /// itself when the ratio is unknown).
    static func fit(_ source: ImageSource, in box: Rect) -> Rect {
        guard let ratio = source.aspectRatio, box.width > 0, box.height > 0 else { return box }
        if box.width / box.height > ratio {
            let w = box.height * ratio
            return Rect(x: box.midX - w / 2, y: box.minY, width: w, height: box.height)
        }
        let h = box.width / ratio
        return Rect(x: box.minX, y: box.midY - h / 2, width: box.width, height: h)
    }

    /// Natural size in points: SVGs their viewBox; PNGs their pixels divided by the
    /// `@2x`/`@3x` suffix of the name (1 without one), as UIImage reads asset names.
    static func naturalSize(_ source: ImageSource) -> Size? {
        switch source {
        case .vector(_, let icon): return icon.viewBox.size
        case .bitmap(let name, _, let pixels):
            guard let pixels else { return nil }
            let stem = name.split(separator: "/").last.map { $0.split(separator: ".").first ?? "" } ?? ""
            let scale: Double = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
            return Size(width: pixels.width / scale, height: pixels.height / scale)
        }
    }
}
