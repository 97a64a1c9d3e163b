import MockupPlatform
import MockupCairo
import MockupDisplayList
import MockupGeometry
import MockupText
import Testing

/// Renders a showcase of every item kind to mockup-showcase in `TMPDIR` for eyeballing.
@Suite struct ShowcaseTests {
    static func showcase(_ m: PangoTextMeasurer) -> DisplayList {
        var b = ListBuilder(375, 667, background: Color(rgb: 0xEFEFF4))
        b.rect(0, 0, 375, 64, Color(rgb: 0xF7F7F7))
        b.hairline(.horizontal, at: 64, 0, 375, .after, Color(rgb: 0xB2B2B2))
        b.text("Settings", 187.5 - m.measure("Settings", font: .system(17, .semibold)).width / 2, 42, .system(17, .semibold), measurer: m)
        var y = 100.0
        for size in [13.0, 17, 22] {
            var x = 16.0
            for w in FontWeight.allCases {
                let f = FontSpec.system(size, w)
                b.text(w.rawValue, x, y, f, measurer: m)
                x += m.measure(w.rawValue, font: f).width + 8
            }
            y += size + 14
        }
        b.rect(0, y, 375, 44, .white)
        b.hairline(.horizontal, at: y, 0, 375, .after, Color(rgb: 0xC8C7CC))
        b.text("明天一起吃午饭？ Lunch tomorrow?", 16, y + 27, .system(17), measurer: m)
        b.hairline(.horizontal, at: y + 44, 16, 375, .before, Color(rgb: 0xC8C7CC))
        b.rect(0, y + 44, 375, 44, .white)
        b.text("A very long message preview that must be truncated at the end", 16, y + 71, .system(17), measurer: m, maxWidth: 250)
        b.hairline(.horizontal, at: y + 88, 0, 375, .before, Color(rgb: 0xC8C7CC))
        y += 110
        b.add(.roundedRect(Rect(x: 16, y: y, width: 51, height: 31), radius: 15.5, Color(rgb: 0x4CD964)))
        b.add(.fill(Path.ellipse(in: Rect(x: 37, y: y + 2, width: 27, height: 27)), .white))
        var p = Path()
        p.move(to: Point(x: 100, y: y + 25))
        p.line(to: Point(x: 110, y: y + 5))
        p.curve(to: Point(x: 160, y: y + 25), control1: Point(x: 125, y: y - 10), control2: Point(x: 140, y: y + 40))
        b.add(.stroke(p, Color(rgb: 0x007AFF), StrokeStyle(width: 2)))
        b.add(.group(Group(clip: Rect(x: 200, y: y, width: 120, height: 40), clipRadius: 8, opacity: 0.6,
            items: [.rect(Rect(x: 180, y: y - 10, width: 200, height: 60), Color(rgb: 0xFF3B30))])))
        b.text("Group", 240, y + 26, .system(17, .bold), measurer: m, color: .white)
        return b.list
    }

    /// Every weight and size of the showcase renders at every scale (the canvas is the
    /// list's size times the scale, rounded) and to a PDF; the files are left in
    /// mockup-showcase in `TMPDIR` (else /tmp) for a look, replaced by each run. Timings are
    /// not measured here (scripts/bench.sh).
    @Test func renderShowcase() throws {
        let fonts = try makeFonts()
        let r = Renderer(fonts: fonts)
        let list = Self.showcase(PangoTextMeasurer(fonts: fonts))
        let folder = (getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp") + "/mockup-showcase"
        mkdir(folder, 0o755)
        for s in [1.0, 2.0, 3.0, 2.61] {
            let bmp = try r.renderBitmap(list, scale: s)
            #expect(bmp.width == Int((list.size.width * s).rounded()) && bmp.height == Int((list.size.height * s).rounded()))
            // Text was drawn: some pixel is darker than the white background.
            let inked = (0..<bmp.height).contains { y in (0..<bmp.width).contains { x in bmp.color(x: x, y: y).red < 128 } }
            #expect(inked, "nothing drawn @\(s)x")
            let png = try r.encodePNG(bmp)
            #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            write(png, folder + "/showcase@\(s)x.png")
        }
        let pdf = try r.renderPDF(list, hairlineScale: 2)
        #expect(Array(pdf.prefix(5)) == Array("%PDF-".utf8))
        write(pdf, folder + "/showcase.pdf")
    }

    func write(_ bytes: [UInt8], _ path: String) {
        guard let f = fopen(path, "wb") else { return }
        _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, bytes.count, f) }
        fclose(f)
    }
}

enum FontSetClock {
    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
