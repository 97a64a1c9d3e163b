import CCairo
import MockupGeometry
@testable import MockupGolden
import Testing

private let strict = ComparisonOptions(profile: .strict)
private let perceptual = ComparisonOptions(profile: .perceptual)

@Suite struct ComparisonTests {
    @Test(arguments: ComparisonProfile.allCases)
    func identicalImagesTakeTheFastPath(_ profile: ComparisonProfile) {
        var a = filled(30, 20)
        a.fill(3, 3, 5, 5, rgb(0x007AFF))
        let r = ImageComparison.compare(a, a, options: ComparisonOptions(profile: profile))
        #expect(r.verdict == .identical)
        #expect(r.passed)
        #expect(r.classes == nil)
        #expect(r.changedPixels == 0 && r.comparedPixels == 600)
        #expect(r.summary == "identical")
    }

    @Test func oneChannelOffByOnePassesStrictByTwoFails() {
        let a = filled(10, 10, rgb(0x808080))
        var b1 = a, b2 = a
        b1.set(4, 6, rgb(0x808180))
        b2.set(4, 6, rgb(0x808280))
        let r1 = ImageComparison.compare(a, b1, options: strict)
        #expect(r1.verdict == .withinLimits)
        #expect(r1.changedPixels == 0 && r1.maxChannelDelta == 1)
        let r2 = ImageComparison.compare(a, b2, options: strict)
        #expect(r2.verdict == .different)
        #expect(r2.changedPixels == 1 && r2.maxChannelDelta == 2)
        #expect(r2.changedBounds == PixelRect(x: 4, y: 6, width: 1, height: 1))
        #expect(r2.summary == "1 px (1.00%) changed, max channel Δ 2, in 1x1 at 4,6")
        // Threshold 0 makes the one-step change count.
        #expect(ImageComparison.compare(a, b1, options: ComparisonOptions(threshold: 0)).changedPixels == 1)
    }

    @Test(arguments: ComparisonProfile.allCases)
    func aMovedRectangleChangesBothPlaces(_ profile: ComparisonProfile) {
        var a = filled(40, 30), b = filled(40, 30)
        a.fill(5, 5, 10, 10, grey(40))
        b.fill(8, 5, 10, 10, grey(40))
        let r = ImageComparison.compare(a, b, options: ComparisonOptions(profile: profile))
        #expect(r.verdict == .different)
        // Columns 5–7 lost the square, 15–17 gained it: 2 × 3 × 10 pixels, hard edges.
        #expect(r.changedPixels == 60)
        #expect(r.antialiasedPixels == 0)
        #expect(r.changedBounds == PixelRect(x: 5, y: 5, width: 13, height: 10))
    }

    @Test func antialiasedEdgeShiftIsAntialiasingUnderPerceptualOnly() {
        // A dark area, one anti-aliased column, white: the edge moves by 0.4 px.
        func edge(_ coverage: Double) -> Bitmap {
            var b = filled(40, 20)
            b.fill(0, 0, 10, 20, grey(30))
            b.fill(10, 0, 1, 20, grey(UInt32((255 - (255 - 30) * coverage).rounded())))
            return b
        }
        let a = edge(0.3), b = edge(0.7)
        let s = ImageComparison.compare(a, b, options: strict)
        #expect(s.changedPixels == 20)
        let p = ImageComparison.compare(a, b, options: perceptual)
        #expect(p.changedPixels == 0)
        #expect(p.antialiasedPixels == 20)
        #expect(p.verdict == .withinLimits)
        #expect(p.summary.contains("20 px anti-aliasing"))
    }

    @Test func cairoCircleMovedBySubpixelIsMostlyAntialiasing() {
        func circle(_ cx: Double) -> Bitmap {
            drawn(80, 80) { cr in
                cairo_set_source_rgb(cr, 0, 0.478, 1)
                cairo_arc(cr, cx, 40, 25, 0, 2 * Double.pi)
                cairo_fill(cr)
            }
        }
        let a = circle(40), b = circle(40.25)
        let s = ImageComparison.compare(a, b, options: strict)
        let p = ImageComparison.compare(a, b, options: perceptual)
        #expect(s.changedPixels > 20)
        // Every strict change is an edge pixel; the perceptual profile explains most.
        #expect(p.changedPixels + p.antialiasedPixels <= s.changedPixels)
        #expect(Double(p.antialiasedPixels) >= 0.8 * Double(p.antialiasedPixels + p.changedPixels))
        #expect(p.changedPixels < s.changedPixels / 4)
    }

    @Test(arguments: ComparisonProfile.allCases)
    func systemBlueToDarkModeBlueIsDetected(_ profile: ComparisonProfile) {
        var a = filled(30, 30), b = filled(30, 30)
        a.fill(10, 10, 10, 10, rgb(0x007AFF))
        b.fill(10, 10, 10, 10, rgb(0x0A84FF))
        let r = ImageComparison.compare(a, b, options: ComparisonOptions(profile: profile))
        #expect(r.verdict == .different)
        #expect(r.changedPixels == 100)
        #expect(r.maxChannelDelta == 10)
        if profile == .perceptual {
            // 0.036 on the 0…1 scale: above 0.02, below pixelmatch's default 0.1.
            #expect(r.maxPerceptualDelta > 0.03 && r.maxPerceptualDelta < 0.04)
            let loose = ImageComparison.compare(a, b, options: ComparisonOptions(profile: .perceptual, threshold: 0.1))
            #expect(loose.changedPixels == 0)
        }
    }

    @Test(arguments: ComparisonProfile.allCases)
    func alphaChangesCount(_ profile: ComparisonProfile) {
        let a = filled(8, 8, 0)  // transparent
        var b = a
        b.set(1, 1, 0xFFFF_FFFF)  // opaque white over transparency
        b.set(2, 2, 0x8080_0000)  // half-transparent red (premultiplied)
        let r = ImageComparison.compare(a, b, options: ComparisonOptions(profile: profile))
        #expect(r.changedPixels == 2)
        #expect(r.maxChannelDelta == 255)
        // Same colour, alpha differs by 2 of 255: over the threshold for strict only.
        let c = filled(4, 4, 0x8040_4040)
        let d = filled(4, 4, 0x8242_4242)
        #expect(ImageComparison.compare(c, d, options: strict).changedPixels == 16)
        #expect(ImageComparison.compare(c, d, options: perceptual).changedPixels == 0)
    }

    @Test func sizeMismatchReportsBothSizesAndComparesNothing() {
        let r = ImageComparison.compare(filled(750, 1334), filled(640, 1136))
        #expect(r.verdict == .sizeMismatch)
        #expect(!r.passed)
        #expect(r.summary == "size differs: expected 750x1334, actual 640x1136")
        #expect(DiffImage.make(expected: filled(750, 1334), result: r) == nil)
        let panels = Panels.make(expected: filled(20, 30), diff: nil, actual: filled(10, 10))
        #expect(panels.width == Panels.gutter * 3 + 30)
        #expect(panels.height == Panels.caption + Panels.gutter + 30)
    }

    @Test func ignoredRegionsAreNotCompared() {
        var a = filled(50, 40), b = filled(50, 40)
        b.fill(0, 0, 50, 5, rgb(0xFF0000))  // a status bar clock, say
        let ignoreTop = ComparisonOptions(ignore: [PixelRect(x: 0, y: 0, width: 50, height: 5)])
        let r = ImageComparison.compare(a, b, options: ignoreTop)
        #expect(r.verdict == .identical)
        #expect(r.ignoredPixels == 250 && r.comparedPixels == 1750)
        b.set(10, 20, rgb(0x000000))
        a.set(49, 39, a[49, 39])
        let r2 = ImageComparison.compare(a, b, options: ignoreTop)
        #expect(r2.changedPixels == 1)
        #expect(r2.changedBounds == PixelRect(x: 10, y: 20, width: 1, height: 1))
        // Regions outside the image are clipped, not an error.
        let far = ComparisonOptions(ignore: [PixelRect(x: 45, y: 35, width: 100, height: 100)])
        #expect(ImageComparison.compare(a, a, options: far).ignoredPixels == 25)
    }

    @Test func limitsOnChangedPixelsAndRatio() {
        let a = filled(10, 10)
        var b = a
        b.fill(0, 0, 4, 1, rgb(0x000000))  // 4 changed pixels of 100
        func verdict(_ o: ComparisonOptions) -> PixelComparison.Verdict { ImageComparison.compare(a, b, options: o).verdict }
        #expect(verdict(ComparisonOptions()) == .different)
        #expect(verdict(ComparisonOptions(maxDiffPixels: 4)) == .withinLimits)
        #expect(verdict(ComparisonOptions(maxDiffPixels: 3)) == .different)
        #expect(verdict(ComparisonOptions(maxDiffRatio: 0.04)) == .withinLimits)
        #expect(verdict(ComparisonOptions(maxDiffRatio: 0.03)) == .different)
        // Both given: the smaller limit applies.
        #expect(verdict(ComparisonOptions(maxDiffPixels: 10, maxDiffRatio: 0.03)) == .different)
        #expect(verdict(ComparisonOptions(maxDiffPixels: 3, maxDiffRatio: 0.5)) == .different)
        // A strict threshold of 255 accepts any change.
        #expect(verdict(ComparisonOptions(threshold: 255)) == .withinLimits)
    }

    @Test func diffImageUsesPixelmatchColours() {
        var a = filled(20, 10), b = filled(20, 10)
        a.fill(0, 0, 10, 10, grey(30))
        a.fill(10, 0, 1, 10, grey(100))
        b.fill(0, 0, 10, 10, grey(30))
        b.fill(10, 0, 1, 10, grey(180))
        b.set(18, 5, rgb(0xFF0000))
        let r = ImageComparison.compare(a, b, options: ComparisonOptions(profile: .perceptual, ignore: [PixelRect(x: 19, y: 0, width: 1, height: 10)]))
        let d = try! #require(DiffImage.make(expected: a, result: r))
        #expect(d[18, 5] == DiffImage.changed)
        #expect(d[10, 5] == DiffImage.antialiased)
        // Unchanged white stays white, dark grey fades to light grey.
        #expect(d[15, 5] == 0xFFFF_FFFF)
        #expect(d[2, 2] == grey(233))
        #expect(d[19, 2] != 0xFFFF_FFFF && d[19, 2] & 0xFF == 0xFF)  // tinted blue
    }
}

/// Figures printed with fixed decimals: exact in the range an `Int` holds, Swift's own
/// form beyond it (a hostile report's 1e308 ms once trapped converting to `Int`).
@Test func fixedDecimalsHoldEveryDouble() {
    #expect(PixelComparison.fixed(2.5, 0) == "3")
    #expect(PixelComparison.fixed(12.3456, 3) == "12.346")
    #expect(PixelComparison.fixed(-0.5, 2) == "-0.50")
    #expect(PixelComparison.fixed(1e308, 2) == "1e+308")
    #expect(PixelComparison.fixed(-.infinity, 3) == "-inf")
    #expect(PixelComparison.fixed(.nan, 2) == "nan")
    #expect(PixelComparison.percent(1e300) == "1e+302%")
}
