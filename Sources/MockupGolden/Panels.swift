import CCairo
import MockupGeometry
import MockupText

/// The three-panel artifact: expected | diff | actual side by side on a neutral
/// background with a caption above each, so one image tells the story in a review
/// tool or an issue. When the sizes differ: expected | actual.
public enum Panels {
    /// Space between and around panels, and the caption strip's height (pixels).
    static let gutter = 24
    static let caption = 44
    static let background: UInt32 = 0xFFE5_E5EA
    static let frame: UInt32 = 0xFFB0_B0B8

    /// Lays the panels out left to right; `diff` `nil` leaves it out.
    public static func make(expected: Bitmap, diff: Bitmap?, actual: Bitmap) -> Bitmap {
        let parts: [(String, Bitmap)] = [("expected", expected)] + (diff.map { [("diff", $0)] } ?? []) + [("actual", actual)]
        let width = gutter + parts.reduce(0) { $0 + $1.1.width + gutter }
        let height = caption + gutter + (parts.map(\.1.height).max() ?? 0)
        var pixels = [UInt32](repeating: background, count: width * height)
        var x = gutter
        var labels: [(String, Int)] = []
        for (label, image) in parts {
            blit(image, into: &pixels, width: width, x: x, y: caption)
            outline(&pixels, width: width, x: x - 1, y: caption - 1, w: image.width + 2, h: image.height + 2)
            labels.append((label, x))
            x += image.width + gutter
        }
        drawCaptions(labels, into: &pixels, width: width, height: height)
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    /// Copies `image` composited over white (transparent areas read as white).
    static func blit(_ image: Bitmap, into pixels: inout [UInt32], width: Int, x: Int, y: Int) {
        for row in 0..<image.height {
            let dst = (y + row) * width + x
            let src = row * image.width
            for col in 0..<image.width {
                let p = image.pixels[src + col]
                let a = p >> 24
                if a == 255 {
                    pixels[dst + col] = p
                } else {
                    let inv = 255 - a
                    let r = ((p >> 16) & 0xFF) + inv, g = ((p >> 8) & 0xFF) + inv, b = (p & 0xFF) + inv
                    pixels[dst + col] = 0xFF00_0000 | min(r, 255) << 16 | min(g, 255) << 8 | min(b, 255)
                }
            }
        }
    }

    static func outline(_ pixels: inout [UInt32], width: Int, x: Int, y: Int, w: Int, h: Int) {
        let height = pixels.count / width
        for i in 0..<w where x + i >= 0 && x + i < width {
            if y >= 0 { pixels[y * width + x + i] = frame }
            if y + h - 1 < height { pixels[(y + h - 1) * width + x + i] = frame }
        }
        for j in 0..<h where y + j >= 0 && y + j < height {
            if x >= 0 { pixels[(y + j) * width + x] = frame }
            if x + w - 1 < width { pixels[(y + j) * width + x + w - 1] = frame }
        }
    }

    /// Captions with cairo's toy text API (any sans face: an artifact, not a golden).
    static func drawCaptions(_ labels: [(String, Int)], into pixels: inout [UInt32], width: Int, height: Int) {
        pixels.withUnsafeMutableBytes { raw in
            guard let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
            let surface: OpaquePointer = cairo_image_surface_create_for_data(
                base, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(width * 4))
            defer { cairo_surface_destroy(surface) }
            let cr: OpaquePointer = cairo_create(surface)
            defer { cairo_destroy(cr) }
            cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD)
            cairo_set_font_size(cr, 26)
            cairo_set_source_rgb(cr, 0.2, 0.2, 0.24)
            // Toy text still goes through cairo's shared FreeType faces.
            FontLock.held {
                for (label, x) in labels {
                    cairo_move_to(cr, Double(x), Double(caption - 12))
                    cairo_show_text(cr, label)
                }
            }
            cairo_surface_flush(surface)
        }
    }
}
