import MockupCairo
import MockupDisplayList
import MockupGeometry
import MockupText

/// Builds display lists tersely; the canvas starts with a white background rect.
struct ListBuilder {
    var list: DisplayList

    init(_ w: Double = 375, _ h: Double = 667, background: Color? = .white) {
        list = DisplayList(size: Size(width: w, height: h), scale: 2)
        if let background { list.items.append(.rect(Rect(x: 0, y: 0, width: w, height: h), background)) }
    }

    mutating func add(_ item: DisplayItem) { list.items.append(item) }

    mutating func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ c: Color) {
        add(.rect(Rect(x: x, y: y, width: w, height: h), c))
    }

    mutating func hairline(
        _ axis: Hairline.Axis, at p: Double, _ from: Double, _ to: Double, _ side: Hairline.Side,
        _ c: Color = .black
    ) {
        add(.hairline(Hairline(axis: axis, position: p, from: from, to: to, side: side, color: c)))
    }

    mutating func text(
        _ s: String, _ x: Double, _ y: Double, _ font: FontSpec, measurer: PangoTextMeasurer,
        maxWidth: Double? = nil, color: Color = .black
    ) {
        let w = measurer.measure(s, font: font).width
        add(
            .text(
                TextRun(
                    text: s, font: font, color: color, origin: Point(x: x, y: y),
                    width: min(w, maxWidth ?? w), maxWidth: maxWidth)))
    }
}

let red = Color(rgb: 0xFF0000)
let blue = Color(rgb: 0x0000FF)

extension Bitmap {
    /// Whether the pixel is (nearly) white.
    func isWhite(_ x: Int, _ y: Int) -> Bool { self[x, y] == 0xFFFF_FFFF }
    /// Whether the pixel is noticeably darker than white.
    func isInked(_ x: Int, _ y: Int) -> Bool {
        let p = self[x, y]
        return (p & 0xFF) < 0xC0 || ((p >> 8) & 0xFF) < 0xC0 || ((p >> 16) & 0xFF) < 0xC0
    }
    /// The bounding box of inked pixels, or nil.
    func inkBounds() -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var b: (Int, Int, Int, Int)? = nil
        for y in 0..<height {
            for x in 0..<width where isInked(x, y) {
                if let c = b { b = (min(c.0, x), min(c.1, y), max(c.2, x), max(c.3, y)) } else { b = (x, y, x, y) }
            }
        }
        return b.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3) }
    }
}

/// One FontSet for the whole test process (building it costs ~10 ms).
func makeFonts() throws -> FontSet { try FontSet() }
