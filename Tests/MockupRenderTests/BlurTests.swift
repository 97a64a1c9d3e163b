import MockupCairo
import MockupDisplayList
import MockupGeometry
import MockupText
import Testing

/// Blurred groups: an edge becomes a smooth, symmetric ramp about σ wide, only inside
/// the clip, at any scale.
@Suite struct BlurTests {
    /// Black left half, white right half (x = 100 pt), blurred σ = 8 pt inside a band.
    private func edge(scale s: Double, pdf: Bool = false) throws -> Bitmap {
        let fonts = try makeFonts()
        var b = ListBuilder(200, 60)
        let content: [DisplayItem] = [
            .rect(Rect(x: -50, y: -50, width: 150, height: 160), .black),
            .rect(Rect(x: 100, y: -50, width: 150, height: 160), .white),
        ]
        b.add(.group(Group(clip: Rect(x: 0, y: 20, width: 200, height: 20), blur: 8, items: content)))
        return try Renderer(fonts: fonts).renderBitmap(b.list, scale: s)
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func anEdgeBecomesARamp(scale s: Double) throws {
        let bmp = try edge(scale: s)
        let y = Int(30 * s)
        func level(_ xPt: Double) -> Int { Int(bmp.color(x: Int(xPt * s), y: y).red) }
        // Far from the edge: untouched; at the edge: about half; symmetric around it.
        #expect(level(40) == 0 && level(160) == 255)
        #expect(abs(level(100) - 128) <= 20)
        #expect(abs(level(92) + level(108) - 255) <= 12)
        // σ = 8: one σ from the edge is about 16 % / 84 %.
        #expect((20...60).contains(level(92)), "\(level(92))")
        // Monotonic ramp.
        var last = -1
        for x in stride(from: 80.0, through: 120, by: 1) {
            let v = level(x)
            #expect(v >= last)
            last = v
        }
        // Outside the clip nothing was drawn: the white canvas.
        #expect(bmp.color(x: Int(40 * s), y: Int(10 * s)) == .white)
        #expect(bmp.color(x: Int(40 * s), y: Int(50 * s)) == .white)
    }

    @Test func dumpShowsTheBlur() {
        let list = DisplayList(size: Size(width: 10, height: 10), scale: 2, items: [
            .group(Group(clip: Rect(x: 0, y: 0, width: 10, height: 4), blur: 8, items: [])),
        ])
        #expect(list.dump().contains("group clip 0 0 10 4 blur 8"))
    }

    @Test func pdfEmbedsTheBlurredBackdrop() throws {
        let fonts = try makeFonts()
        var b = ListBuilder(200, 60)
        b.add(.group(Group(clip: Rect(x: 0, y: 20, width: 200, height: 20), blur: 8, items: [.rect(Rect(x: 0, y: 0, width: 100, height: 60), .black)])))
        let pdf = try Renderer(fonts: fonts).renderPDF(b.list, hairlineScale: 2)
        #expect(String(decoding: pdf.prefix(5), as: UTF8.self) == "%PDF-")
        #expect(String(decoding: pdf, as: UTF8.self).contains("/Subtype /Image"))
    }
}

@Suite struct BlurRobustnessTests {
    @Test func hostileBlurGroupsDoNotTrap() throws {
        let r = Renderer(fonts: try makeFonts())
        var b = ListBuilder(100, 100)
        let black = DisplayItem.rect(Rect(x: 0, y: 0, width: 100, height: 100), .black)
        for (clip, blur) in [
            (Rect(x: 0, y: 0, width: 1e300, height: 1e300), 8.0),
            (Rect(x: .nan, y: 0, width: 10, height: 10), 8),
            (Rect(x: 0, y: 0, width: 10, height: 10), 1e12),
            (Rect(x: 0, y: 0, width: 10, height: 10), .infinity),
            (Rect(x: 0, y: 0, width: 0, height: 0), 8),
        ] {
            b.add(.group(Group(clip: clip, blur: blur, items: [black])))
        }
        let bmp = try r.renderBitmap(b.list, scale: 2)
        #expect(bmp.width == 200)
    }
}
