@testable import MockupCairo
import MockupDisplayList
import MockupGeometry
import Testing

/// `renderPNG` clears its canvas only when the first item does not paint all of it
/// (a batch's reused buffer holds the last file's pixels): the screen's opaque
/// background rectangle on whole pixels overwrites everything.
@Suite struct CanvasClearTests {
    static let size = Size(width: 375, height: 667)

    func list(_ first: DisplayItem?) -> DisplayList {
        var l = DisplayList(size: Self.size, scale: 2)
        if let first { l.items.append(first) }
        l.items.append(.rect(Rect(x: 20, y: 40, width: 100, height: 30), Color(red: 0, green: 122, blue: 255)))
        return l
    }

    @Test func onlyAnOpaqueBackgroundOnWholePixelsSkipsTheClear() {
        let full = Rect(x: 0, y: 0, width: 375, height: 667)
        let paints = { (item: DisplayItem?, scale: Double) -> Bool in
            let (w, h) = (Int((375 * scale).rounded()), Int((667 * scale).rounded()))
            return Renderer.firstItemPaintsCanvas(list(item), scale: scale, width: w, height: h)
        }
        #expect(paints(.rect(full, .white), 2))
        #expect(paints(.rect(full, Color(red: 0xEF, green: 0xEF, blue: 0xF4)), 3))
        #expect(!paints(.rect(full, Color(red: 255, green: 255, blue: 255, alpha: 254)), 2), "translucent")
        #expect(!paints(.rect(Rect(x: 0, y: 0, width: 375, height: 666), .white), 2), "short of the bottom")
        #expect(!paints(.rect(Rect(x: 0.5, y: 0, width: 375, height: 667), .white), 2), "off the left edge")
        #expect(!paints(.rect(full, .white), 2.61), "edges between pixels")
        #expect(!paints(.roundedRect(full, radius: 4, .white), 2), "not a rectangle")
        #expect(!paints(nil, 2), "no background")
    }

    /// The same pixels whether or not the clear was skipped: renderPNG (which may skip
    /// it) against renderBitmap (which always clears) encoded, after a render that left
    /// other pixels in memory, at every kind of scale and first item.
    @Test func skippingTheClearChangesNoPixel() throws {
        let renderer = Renderer(fonts: try makeFonts())
        let full = Rect(x: 0, y: 0, width: 375, height: 667)
        let firsts: [DisplayItem?] = [
            .rect(full, .white), .rect(full, Color(red: 255, green: 0, blue: 0, alpha: 128)), nil,
        ]
        for scale in [2.0, 3.0, 2.61] {
            for first in firsts {
                var noisy = list(.rect(full, Color(red: 200, green: 30, blue: 90)))
                noisy.items.append(.rect(Rect(x: 0, y: 300, width: 375, height: 200), Color(red: 10, green: 250, blue: 9, alpha: 77)))
                _ = try renderer.renderPNG(noisy, scale: scale)
                let png = try renderer.renderPNG(list(first), scale: scale)
                let expected = try renderer.encodePNG(try renderer.renderBitmap(list(first), scale: scale))
                let same = png == expected  // not the arrays themselves: a failure would print them
                #expect(same, "scale \(scale), first \(String(describing: first))")
            }
        }
    }
}
