import MockupDisplayList
import MockupText
import Testing

@Suite struct TextTests {
    @Test func fontSetBuildsAndReportsSetupTime() throws {
        let fonts = try FontSet()
        print("FontSet() took \(fonts.setupMilliseconds) ms, fontconfig \(fonts.configMilliseconds) ms")
        #expect(fonts.setupMilliseconds < 2000)
    }

    @Test func latinResolvesToInterAtEveryWeight() throws {
        let fonts = try FontSet()
        for w in FontWeight.allCases {
            let text = fonts.resolvedFaces("Settings", font: .system(17, w))
            #expect(text.count == 1)
            #expect(text.first?.file == FontTable.expectedLatinFile(family: "Inter", weight: w).map(fonts.files.path))
            let display = fonts.resolvedFaces("Settings", font: .system(22, w))
            #expect(display.first?.file == FontTable.expectedLatinFile(family: "Inter Display", weight: w).map(fonts.files.path))
        }
    }

    @Test func chineseResolvesToNotoSansCJKSC() throws {
        let fonts = try FontSet()
        let faces = fonts.resolvedFaces("明天一起吃午饭？", font: .system(17))
        #expect(faces.count == 1)
        #expect(faces.first?.family == "Noto Sans CJK SC")
        #expect(faces.first?.file.hasSuffix("NotoSansCJK-Regular.ttc") == true)
        let mixed = fonts.resolvedFaces("Hi 明天", font: .system(17, .bold))
        #expect(mixed.map(\.family) == ["Inter", "Noto Sans CJK SC"])
        #expect(mixed.last?.file.hasSuffix("NotoSansCJK-Bold.ttc") == true)
    }

    @Test func measurerWidthIsPlausibleAndStable() throws {
        let fonts = try FontSet()
        let m = PangoTextMeasurer(fonts: fonts)
        let a = m.measure("Settings", font: .system(17, .semibold))
        print("Settings 17 semibold: \(a)")
        #expect(a.width > 60 && a.width < 75)
        #expect(a.height > 17 && a.height < 26)
        #expect(a.ascent > a.descent)
        #expect(m.measure("Settings", font: .system(17, .semibold)) == a)
        // A fresh measurer (no cache) agrees exactly.
        #expect(PangoTextMeasurer(fonts: fonts).measure("Settings", font: .system(17, .semibold)) == a)
        #expect(m.measure("", font: .system(17)).width == 0)
    }

    @Test func measurementsDoNotDependOnScale() throws {
        let fonts = try FontSet()
        let samples: [(String, FontSpec)] = [
            ("Settings", .system(17, .semibold)), ("General", .system(17)),
            ("Wi-Fi and Bluetooth", .system(13, .light)), ("Messages", .system(22, .bold)),
            ("明天一起吃午饭？", .system(17)),
        ]
        let base = PangoTextMeasurer(fonts: fonts, deviceScale: 1)
        for s in [2.0, 3.0, 2.61] {
            let scaled = PangoTextMeasurer(fonts: fonts, deviceScale: s)
            for (text, font) in samples {
                let a = scaled.measure(text, font: font)
                let b = base.measure(text, font: font)
                if s == s.rounded() {
                    #expect(a == b, "\(text) @\(s)")
                } else {
                    // Fractional scales round to 1/1024 device px inside Pango: ≤ 0.02 pt.
                    #expect(abs(a.width - b.width) < 0.02 && abs(a.ascent - b.ascent) < 0.02, "\(text) @\(s)")
                }
            }
        }
    }
}
