import MockupCairo
import MockupDisplayList
import MockupGeometry
import MockupText
import Testing

@Suite struct RasterTests {
    @Test(arguments: [1.0, 2.0, 3.0, 2.61])
    func rectEdgesSnapToDevicePixels(scale s: Double) throws {
        let r = Renderer(fonts: try makeFonts())
        var b = ListBuilder()
        // Odd fractional edges so snapping matters at every scale.
        let rect = Rect(x: 10.3, y: 20.7, width: 100.45, height: 44)
        b.add(.rect(rect, red))
        // An adjacent rect sharing the bottom edge: no seam, no overlap.
        b.add(.rect(Rect(x: 10.3, y: rect.maxY, width: 100.45, height: 44), blue))
        let bmp = try r.renderBitmap(b.list, scale: s)
        #expect(bmp.width == Int((375 * s).rounded()) && bmp.height == Int((667 * s).rounded()))
        let x0 = Int((rect.minX * s).rounded()), x1 = Int((rect.maxX * s).rounded())
        let y0 = Int((rect.minY * s).rounded()), y1 = Int((rect.maxY * s).rounded())
        let y2 = Int(((rect.maxY + 44) * s).rounded())
        let midY = (y0 + y1) / 2, midX = (x0 + x1) / 2
        #expect(bmp[x0, midY] == 0xFFFF_0000)
        #expect(bmp[x1 - 1, midY] == 0xFFFF_0000)
        #expect(bmp[x0 - 1, midY] == 0xFFFF_FFFF)
        #expect(bmp[x1, midY] == 0xFFFF_FFFF)
        #expect(bmp[midX, y0] == 0xFFFF_0000)
        #expect(bmp[midX, y0 - 1] == 0xFFFF_FFFF)
        #expect(bmp[midX, y1 - 1] == 0xFFFF_0000)
        #expect(bmp[midX, y1] == 0xFF00_00FF)
        #expect(bmp[midX, y2 - 1] == 0xFF00_00FF)
        #expect(bmp[midX, y2] == 0xFFFF_FFFF)
        if s == 3 { #expect(y1 - y0 == 132) }
    }

    @Test func horizontalHairlinesAreOneDevicePixel() throws {
        let r = Renderer(fonts: try makeFonts())
        var b = ListBuilder()
        b.hairline(.horizontal, at: 64, 0, 375, .after)
        b.hairline(.horizontal, at: 300, 15, 375, .before, red)
        let at2 = try r.renderBitmap(b.list, scale: 2)
        #expect(at2[100, 128] == 0xFF00_0000)
        #expect(at2[100, 127] == 0xFFFF_FFFF)
        #expect(at2[100, 129] == 0xFFFF_FFFF)
        #expect(at2[100, 599] == 0xFFFF_0000)
        #expect(at2[100, 600] == 0xFFFF_FFFF && at2[100, 598] == 0xFFFF_FFFF)
        #expect(at2[29, 599] == 0xFFFF_FFFF && at2[30, 599] == 0xFFFF_0000)
        let at3 = try r.renderBitmap(b.list, scale: 3)
        #expect(at3[100, 192] == 0xFF00_0000)
        #expect(at3[100, 191] == 0xFFFF_FFFF && at3[100, 193] == 0xFFFF_FFFF)
        let at1 = try r.renderBitmap(b.list, scale: 1)
        #expect(at1[100, 64] == 0xFF00_0000 && at1[100, 63] == 0xFFFF_FFFF)
        // Fractional scale: still exactly one fully covered row.
        let frac = try r.renderBitmap(b.list, scale: 2.61)
        let row = Int((64 * 2.61).rounded())
        #expect(frac[100, row] == 0xFF00_0000)
        #expect(frac[100, row - 1] == 0xFFFF_FFFF && frac[100, row + 1] == 0xFFFF_FFFF)
    }

    @Test func beforeHairlineSitsAboveThePosition() throws {
        let r = Renderer(fonts: try makeFonts())
        var b = ListBuilder()
        b.hairline(.horizontal, at: 64, 0, 375, .before)
        let bmp = try r.renderBitmap(b.list, scale: 2)
        #expect(bmp[100, 127] == 0xFF00_0000)
        #expect(bmp[100, 126] == 0xFFFF_FFFF && bmp[100, 128] == 0xFFFF_FFFF)
    }

    @Test func verticalHairlines() throws {
        let r = Renderer(fonts: try makeFonts())
        var b = ListBuilder()
        b.hairline(.vertical, at: 100, 10, 200, .after)
        b.hairline(.vertical, at: 200, 10, 200, .before)
        let bmp = try r.renderBitmap(b.list, scale: 3)
        #expect(bmp[300, 100] == 0xFF00_0000)
        #expect(bmp[299, 100] == 0xFFFF_FFFF && bmp[301, 100] == 0xFFFF_FFFF)
        #expect(bmp[599, 100] == 0xFF00_0000)
        #expect(bmp[598, 100] == 0xFFFF_FFFF && bmp[600, 100] == 0xFFFF_FFFF)
        #expect(bmp[300, 29] == 0xFFFF_FFFF && bmp[300, 30] == 0xFF00_0000)
        #expect(bmp[300, 599] == 0xFF00_0000 && bmp[300, 600] == 0xFFFF_FFFF)
    }

    @Test func hairlineInsideTranslatedGroupStaysCrisp() throws {
        let r = Renderer(fonts: try makeFonts())
        var b = ListBuilder()
        let line = DisplayItem.hairline(
            Hairline(axis: .horizontal, position: 10, from: 0, to: 100, side: .after, color: .black))
        b.add(.group(Group(transform: .translation(0, 54.2), items: [line])))
        let bmp = try r.renderBitmap(b.list, scale: 2)
        let row = Int((64.2 * 2).rounded())
        #expect(bmp[50, row] == 0xFF00_0000)
        #expect(bmp[50, row - 1] == 0xFFFF_FFFF && bmp[50, row + 1] == 0xFFFF_FFFF)
    }

    @Test func roundedRectCornerIsBackground() throws {
        let r = Renderer(fonts: try makeFonts())
        var b = ListBuilder()
        b.add(.roundedRect(Rect(x: 20, y: 20, width: 100, height: 60), radius: 12, red))
        let bmp = try r.renderBitmap(b.list, scale: 2)
        #expect(bmp[40, 40] == 0xFFFF_FFFF)  // top-left corner pixel
        #expect(bmp[239, 159] == 0xFFFF_FFFF)  // bottom-right corner pixel
        #expect(bmp[140, 40] == 0xFFFF_0000)  // top edge middle
        #expect(bmp[40, 100] == 0xFFFF_0000)  // left edge middle
        #expect(bmp[140, 39] == 0xFFFF_FFFF)
    }

    @Test func groupClipAndOpacity() throws {
        let r = Renderer(fonts: try makeFonts())
        var b = ListBuilder()
        let inner = DisplayItem.rect(Rect(x: 0, y: 0, width: 375, height: 667), .black)
        b.add(.group(Group(clip: Rect(x: 10, y: 10, width: 50, height: 50), opacity: 0.5, items: [inner])))
        let bmp = try r.renderBitmap(b.list, scale: 2)
        #expect(bmp[19, 30] == 0xFFFF_FFFF && bmp[120, 30] == 0xFFFF_FFFF)
        let c = bmp.color(x: 20, y: 30)
        #expect(c.alpha == 255 && (126...129).contains(Int(c.red)))
    }

    @Test func pathsAreFilledAndStroked() throws {
        let r = Renderer(fonts: try makeFonts())
        var b = ListBuilder()
        b.add(.fill(Path.ellipse(in: Rect(x: 100, y: 100, width: 40, height: 40)), blue))
        b.add(.stroke(Path([.move(Point(x: 10, y: 300)), .line(Point(x: 200, y: 300))]), red, StrokeStyle(width: 2)))
        let bmp = try r.renderBitmap(b.list, scale: 2)
        #expect(bmp[240, 240] == 0xFF00_00FF)
        #expect(bmp[201, 201] == 0xFFFF_FFFF)
        #expect(bmp[100, 599] == 0xFFFF_0000 && bmp[100, 600] == 0xFFFF_0000)
        #expect(bmp[100, 597] == 0xFFFF_FFFF)
    }

    @Test func canvasTooLargeThrowsBeforeAllocating() throws {
        let r = Renderer(fonts: try makeFonts())
        let huge = DisplayList(size: Size(width: 1e6, height: 1e6), scale: 3)
        #expect(throws: RenderError.self) { try r.renderBitmap(huge, scale: 3) }
        do {
            _ = try r.renderBitmap(DisplayList(size: Size(width: 6000, height: 6000), scale: 3), scale: 3)
            Issue.record("expected a throw")
        } catch let e as RenderError {
            #expect(e.description.contains("18000x18000 px"))
        }
        // 10000 × 10001 px: each side fine, over 100 megapixels.
        #expect(throws: RenderError.self) {
            try r.renderBitmap(DisplayList(size: Size(width: 10000, height: 10001), scale: 1), scale: 1)
        }
        #expect(throws: RenderError.self) {
            try r.renderBitmap(DisplayList(size: Size(width: 1e308 * 10, height: 10), scale: 1), scale: 1)
        }
        #expect(throws: RenderError.self) {
            try r.renderBitmap(DisplayList(size: Size(width: 10, height: 10), scale: 1), scale: 0)
        }
        #expect(throws: RenderError.self) {
            try r.renderBitmap(DisplayList(size: Size(width: 10, height: 10), scale: 1), scale: .nan)
        }
        #expect(throws: RenderError.self) {
            try r.renderPDF(DisplayList(size: Size(width: -5, height: 10), scale: 1), hairlineScale: 2)
        }
    }
}

@Suite struct RobustnessTests {
    @Test func nonFiniteGeometryIsSkippedNotFatal() throws {
        let r = Renderer(fonts: try makeFonts())
        var b = ListBuilder(100, 100)
        b.rect(.nan, 0, 10, 10, red)
        b.add(.roundedRect(Rect(x: 0, y: .infinity, width: 10, height: 10), radius: .nan, red))
        b.add(.fill(Path([.move(Point(x: .nan, y: 0)), .line(Point(x: 10, y: 10))]), red))
        b.hairline(.horizontal, at: .nan, 0, 10, .after)
        b.add(.text(TextRun(text: "x", font: .system(.nan), color: .black, origin: Point(x: 1, y: 1), width: 1)))
        b.add(.group(Group(transform: .scale(0, 0), items: [.rect(Rect(x: 0, y: 0, width: 10, height: 10), red)])))
        let bmp = try r.renderBitmap(b.list, scale: 2)
        #expect(bmp.pixels.allSatisfy { $0 == 0xFFFF_FFFF || $0 & 0xFF == $0 >> 8 & 0xFF })
        #expect(bmp[10, 10] == 0xFFFF_FFFF)
    }
}
