import CPangoCairo
@testable import MockupCairo
import MockupDisplayList
import MockupGeometry
import MockupText
import Testing

/// A translucent group draws into a surface clipped to its ink (`InkBounds`,
/// `Painter.clipToInk`): the bounds must hold every pixel the items touch, and the clip
/// must change no pixel.
@Suite struct InkBoundsTests {
    /// Items that reach past their nominal boxes: marks above and below, emoji, Han,
    /// Arabic and Thai, a heavy weight; a stroke with sharp miter joins and round caps;
    /// curves; hairlines; a transformed group inside.
    static func items(measurer: PangoTextMeasurer) -> [[DisplayItem]] {
        func text(_ s: String, _ x: Double, _ y: Double, _ font: FontSpec) -> DisplayItem {
            .text(TextRun(text: s, font: font, color: .black, origin: Point(x: x, y: y), width: measurer.measure(s, font: font).width))
        }
        var zigzag = Path()
        zigzag.move(to: Point(x: 20, y: 60))
        for i in 1...8 { zigzag.line(to: Point(x: 20 + Double(i) * 3, y: i % 2 == 0 ? 60 : 20)) }
        var curve = Path()
        curve.move(to: Point(x: 30, y: 40))
        curve.curve(to: Point(x: 90, y: 40), control1: Point(x: 10, y: -10), control2: Point(x: 110, y: 90))
        curve.close()
        return [
            [text("ÅÉÎ ḮǗ g̈ỹ Q̣", 20, 60, FontSpec(size: 17))],
            [text("😀👍🏽🇯🇵", 20, 60, FontSpec(size: 20))],
            [text("設定 한국어 日本語", 20, 60, FontSpec(size: 17, weight: .bold))],
            [text("مرحبا بالعالم", 20, 60, FontSpec(size: 17))],
            [text("สวัสดีครับ ฎุ ญู ปั๊", 20, 60, FontSpec(size: 17))],
            // Marks stacked far above the line (a review's case), and a run whose width
            // says nothing of its text (the painter never reads it).
            [text("ب" + String(repeating: "\u{64B}", count: 40), 60, 100, FontSpec(size: 17))],
            [text("ป" + String(repeating: "ั้", count: 20), 60, 100, FontSpec(size: 17))],
            [.text(TextRun(text: "a run far wider than its width", font: FontSpec(size: 17), color: .black, origin: Point(x: 20, y: 60), width: 0))],
            [text("Emboldened", 20, 60, FontSpec(family: .neue, size: 17, weight: .semibold))],
            [.stroke(zigzag, .black, StrokeStyle(width: 4, cap: .square, join: .miter))],
            [.stroke(zigzag, .black, StrokeStyle(width: 3, cap: .round, join: .round))],
            [.fill(curve, .black)],
            [.hairline(Hairline(axis: .horizontal, position: 40.3, from: 10, to: 90, side: .after, color: .black))],
            [.hairline(Hairline(axis: .vertical, position: 40.3, from: 10, to: 70, side: .before, color: .black))],
            [.group(Group(opacity: 0.7, transform: Transform(a: 0.9, b: 0.3, c: -0.2, d: 0.8, tx: 10, ty: 5),
                          items: [text("Rotated row", 20, 50, FontSpec(size: 17)), .rect(Rect(x: 0, y: 0, width: 90, height: 10), .black)]))],
        ]
    }

    /// Items drawn through clips of their own, which the painter leaves unclipped.
    static func clipped() -> [[DisplayItem]] {
        let image = Bitmap(width: 3, height: 2, pixels: [0xFF00_00FF, 0xFF00_FF00, 0xFFFF_0000, 0x8000_0080, 0xFF00_0000, 0xFFFF_FFFF])
        return [
            [.image(ImageItem(name: "dots", pixels: ImagePixels(image), rect: Rect(x: 30.4, y: 30.6, width: 21.7, height: 13.3), cornerRadius: 3))],
            [.image(ImageItem(name: "dots", pixels: ImagePixels(image), rect: Rect(x: 30.4, y: 30.6, width: 21.7, height: 13.3)))],
            [.group(Group(clip: Rect(x: 25, y: 25, width: 60, height: 40), transform: Transform(a: 0.9, b: 0.3, c: -0.2, d: 0.8, tx: 10, ty: 5),
                          items: [.rect(Rect(x: 0, y: 0, width: 200, height: 10), .black)]))],
        ]
    }

    /// `InkBounds` with the painter's text ink, as `Painter.clipToInk` calls it.
    static func bounds(_ items: [DisplayItem], fonts: FontSet, hairlines: Bool = true) -> Rect? {
        let context = fonts.makeContext()
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        return InkBounds.of(items, text: { Painter.inkBounds(of: $0, fonts: fonts, context: context) }, hairlines: hairlines)
    }

    @Test func theBoundsHoldEveryInkedPixel() throws {
        let fonts = try makeFonts()
        let measurer = PangoTextMeasurer(fonts: fonts)
        // Unclipped groups: the clip under test must not hide what escapes it.
        var renderer = Renderer(fonts: fonts)
        renderer.groupsClipToInk = false
        for (n, items) in Self.items(measurer: measurer).enumerated() {
            let bounds = try #require(Self.bounds(items, fonts: fonts), "item set \(n) has bounds")
            for scale in [1.0, 2.0, 3.0, 2.61] {
                // Drawn alone on a transparent canvas of 200 × 120 points.
                let bitmap = try renderer.renderBitmap(DisplayList(size: Size(width: 200, height: 120), scale: scale, items: items), scale: scale)
                var outside = 0
                var inked = 0
                for y in 0..<bitmap.height {
                    for x in 0..<bitmap.width where bitmap[x, y] >> 24 != 0 {
                        inked += 1
                        // Inside the clip `Painter.clipToInk` makes of the bounds: whole
                        // device pixels, two more on every side (antialiasing reaches
                        // a pixel past an outline; the baseline snaps by under one).
                        let left = (bounds.minX * scale - 2).rounded(.down), right = (bounds.maxX * scale + 2).rounded(.up)
                        let top = (bounds.minY * scale - 2).rounded(.down), bottom = (bounds.maxY * scale + 2).rounded(.up)
                        let px = Double(x), py = Double(y)
                        if px < left || px + 1 > right || py < top || py + 1 > bottom {
                            outside += 1
                        }
                    }
                }
                #expect(inked > 0, "item set \(n) at @\(scale) draws something")
                #expect(outside == 0, "item set \(n) at @\(scale): \(outside) inked pixels outside \(bounds)")
            }
        }
    }

    @Test func anythingUnboundedGivesNil() throws {
        let fonts = try makeFonts()
        let square = DisplayItem.rect(Rect(x: 0, y: 0, width: 5, height: 5), .black)
        let hairline = DisplayItem.hairline(Hairline(axis: .horizontal, position: 4, from: 0, to: 9, side: .after, color: .black))
        #expect(Self.bounds([], fonts: fonts) == nil)
        #expect(Self.bounds([.group(Group(blur: 4, items: [square]))], fonts: fonts) == nil)
        #expect(Self.bounds([.rect(Rect(x: 0, y: 0, width: .infinity, height: 5), .black)], fonts: fonts) == nil)
        #expect(Self.bounds([.fill(Path(), .black)], fonts: fonts) == nil)
        #expect(Self.bounds([square, .fill(Path(), .black)], fonts: fonts) == nil, "one unbounded item unbounds all")
        for items in Self.clipped() { #expect(Self.bounds(items, fonts: fonts) == nil) }
        // A hairline is one device pixel wide only through a plain scale.
        #expect(Self.bounds([hairline], fonts: fonts) != nil)
        #expect(Self.bounds([hairline], fonts: fonts, hairlines: false) == nil)
        #expect(Self.bounds([.group(Group(transform: Transform(a: 1, b: 0.001, c: 0, d: 0.01, tx: 0, ty: 0), items: [hairline]))], fonts: fonts) == nil)
    }

    /// Translucent groups (nested, transformed, over a background, at odd scales) give
    /// the same bytes with the clip to their ink as without it; with images or clips of
    /// their own inside they are left unclipped (a clip there moved pixels).
    @Test func clippingTranslucentGroupsToTheirInkChangesNoPixel() throws {
        let fonts = try makeFonts()
        let measurer = PangoTextMeasurer(fonts: fonts)
        var list = DisplayList(size: Size(width: 320, height: 240), scale: 2, items: [.rect(Rect(x: 0, y: 0, width: 320, height: 240), Color(rgb: 0xEFEFF4))])
        for (n, items) in (Self.items(measurer: measurer) + Self.clipped()).enumerated() {
            let t = Transform(a: 1, b: 0, c: 0, d: 0.83, tx: Double(n % 3) * 100 + 0.37, ty: Double(n / 3) * 55 + 0.61)
            list.items.append(.group(Group(opacity: 0.3 + 0.05 * Double(n), transform: t, items: items)))
        }
        list.items.append(.group(Group(clip: Rect(x: 10, y: 10, width: 300, height: 200), opacity: 0.5, items: [.group(Group(opacity: 0.6, items: [.rect(Rect(x: 50.3, y: 60.7, width: 80.2, height: 30.1), .black)]))])))
        var plain = Renderer(fonts: fonts)
        plain.groupsClipToInk = false
        let tight = Renderer(fonts: fonts)
        for scale in [1.0, 2.0, 3.0, 2.61] {
            let a = try tight.renderBitmap(list, scale: scale)
            let b = try plain.renderBitmap(list, scale: scale)
            let differing = a.pixels.indices.filter { a.pixels[$0] != b.pixels[$0] }
            let first = differing.first.map { "(\($0 % a.width), \($0 / a.width))" } ?? "-"
            #expect(differing.isEmpty, "@\(scale): \(differing.count) pixels differ, the first at \(first)")
            #expect(try tight.renderPNG(list, scale: scale) == (try plain.renderPNG(list, scale: scale)), "@\(scale): PNG bytes")
        }
    }
}
