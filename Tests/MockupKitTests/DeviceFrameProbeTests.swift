import MockupDisplayList
import MockupGeometry
import MockupKit
import MockupLayout
import MockupScene
import Testing

/// A frame drawn alone (no screen on top) at `scale`.
private func renderFrame(_ id: String, _ o: Orientation, _ style: FrameStyle, scale: Double) throws
    -> (DeviceFrameDrawing, Bitmap)
{
    let device = try #require(DeviceCatalog.device(named: id))
    let d = DeviceFrameLayout.drawing(device: device, orientation: o, style: style)
    return (d, try render(DisplayList(size: d.size, scale: scale, items: d.items), scale: scale))
}

/// Band, front glass, Touch ID ring and home button disc of each finish.
private let finishColors: [(FrameFinish, band: UInt32, front: UInt32, ring: UInt32, disc: UInt32)] = [
    (.silver, 0xD4D5D8, 0xFAFAFA, 0xBFC1C4, 0xF2F2F3),
    (.spaceGray, 0x6C6E72, 0x161618, 0x7D7F84, 0x1C1C1E),
    (.gold, 0xE5D2BA, 0xFAFAF8, 0xD3BC9D, 0xF3F2F0),
]

@Suite struct DeviceFrameProbeTests {
    /// iPhone 6 (326 ppi: 6.42 pt a mm): the band's middle tone 1.5–3.6 pt inside the
    /// outline, the glass beside the screen, the home button (10.8 mm) with its 0.45 mm ring.
    @Test(arguments: [2.0, 3.0], Orientation.allCases)
    func eachFinishPaintsBandGlassAndHomeButton(_ s: Double, _ o: Orientation) throws {
        for (finish, band, front, ring, disc) in finishColors {
            let (d, b) = try renderFrame("iphone-6", o, FrameStyle(finish: finish), scale: s)
            let portrait = o == .portrait
            let bandPoint = portrait ? (d.body.minX + 2.5, d.body.midY) : (d.body.midX, d.body.maxY - 2.5)
            let glassPoint = portrait ? (d.screen.minX - 12, d.screen.midY) : (d.screen.midX, d.screen.maxY + 12)
            let home = portrait
                ? (d.body.midX, (d.screen.maxY + d.body.maxY) / 2) : ((d.screen.maxX + d.body.maxX) / 2, d.body.midY)
            let ringOffset = 10.8 * 163 / 25.4 / 2 - 0.45 * 163 / 25.4 / 2
            let ringPoint = portrait ? (home.0 + ringOffset, home.1) : (home.0, home.1 + ringOffset)
            #expect(b.color(atPoint: bandPoint.0, bandPoint.1, scale: s) == Color(rgb: band), "\(finish) band")
            #expect(b.color(atPoint: glassPoint.0, glassPoint.1, scale: s) == Color(rgb: front), "\(finish) glass")
            #expect(b.color(atPoint: ringPoint.0, ringPoint.1, scale: s) == Color(rgb: ring), "\(finish) ring")
            #expect(b.color(atPoint: home.0, home.1, scale: s) == Color(rgb: disc), "\(finish) home button")
        }
    }

    /// The 4s: a flat steel band, and the home button's rounded square (a 1 pt line,
    /// 0.36 of the 10.5 mm button wide).
    @Test(arguments: [2.0, 3.0])
    func theFourSHasAFlatBandAndASquareOnItsHomeButton(_ s: Double) throws {
        let (d, b) = try renderFrame("iphone-4s", .portrait, FrameStyle(finish: .spaceGray), scale: s)
        #expect(b.color(atPoint: d.body.minX + 3, d.body.midY, scale: s) == Color(rgb: 0x6C6E72))
        let home = (d.body.midX, (d.screen.maxY + d.body.maxY) / 2)
        let half = 10.5 * 163 / 25.4 * 0.36 / 2
        #expect(b.color(atPoint: home.0 + half, home.1, scale: s) == Color(rgb: 0x5A5C60))
        #expect(b.color(atPoint: home.0, home.1, scale: s) == Color(rgb: 0x1C1C1E))
    }

    /// The 5s: a bright chamfer between the band and the glass.
    @Test(arguments: [2.0, 3.0])
    func theFiveHasAChamferBesideTheGlass(_ s: Double) throws {
        let (d, b) = try renderFrame("iphone-5", .portrait, FrameStyle(finish: .gold), scale: s)
        #expect(b.color(atPoint: d.body.minX + 1.5, d.body.midY, scale: s) == Color(rgb: 0xE5D2BA))
        #expect(b.color(atPoint: d.body.minX + 4, d.body.midY, scale: s) == Color(rgb: 0xF5EBDD))
    }

    /// Nothing of the frame, shadow included, lands inside the screen rectangle.
    @Test(arguments: [2.0, 3.0], [false, true])
    func theScreenIsLeftTransparent(_ s: Double, _ shadow: Bool) throws {
        for id in ["iphone-6", "ipad-retina"] {
            for o in Orientation.allCases {
                let (d, b) = try renderFrame(id, o, FrameStyle(finish: .spaceGray, shadow: shadow), scale: s)
                let x0 = Int(d.screen.minX * s), y0 = Int(d.screen.minY * s)
                let x1 = Int(d.screen.maxX * s), y1 = Int(d.screen.maxY * s)
                var touched = 0
                for y in y0..<y1 { for x in x0..<x1 where b[x, y] != 0 { touched += 1 } }
                #expect(touched == 0, "\(id) \(o): \(touched) pixels drawn in the screen")
                // The row and column just outside the screen are the display's black mask.
                #expect(b.color(x: x0 - 1, y: y0 + 10).alpha == 255)
                #expect(b.color(x: x0 + 10, y: y1).alpha == 255)
            }
        }
    }

    /// The shadow darkens the margin below the body (the right side in landscape);
    /// without it the margin stays transparent.
    @Test(arguments: [2.0, 3.0], Orientation.allCases)
    func aShadowShowsOutsideTheBodyOnlyWhenAsked(_ s: Double, _ o: Orientation) throws {
        for shadow in [false, true] {
            let (d, b) = try renderFrame("iphone-6", o, FrameStyle(finish: .silver, shadow: shadow), scale: s)
            let p = o == .portrait ? (d.body.midX, d.body.maxY + 1.5) : (d.body.maxX + 1.5, d.body.midY)
            let c = b.color(atPoint: p.0, p.1, scale: s)
            if shadow {
                #expect(c.alpha > 40 && c.red == 0, "\(c.hex)")
                // Far out in the margin it has faded away.
                #expect(b.color(x: 0, y: 0).alpha == 0)
            } else {
                #expect(c.alpha == 0, "\(c.hex)")
            }
        }
    }
}
