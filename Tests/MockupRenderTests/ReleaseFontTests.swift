import MockupCairo
import MockupDisplayList
import MockupGeometry
import MockupText
import Testing

/// The iOS 7–8 system font (Helvetica Neue → Nimbus Sans) and the web serif (Times →
/// Nimbus Roman): the faces they resolve to (Helvetica Neue's light weights to Inter's,
/// Nimbus Sans having none), their line boxes, and the medium weight drawn from the
/// Regular outlines.
@Suite struct ReleaseFontTests {
    @Test func neueAndSerifResolveToTheURWFacesAndFallBackToNotoForHan() throws {
        let fonts = try FontSet()
        for (family, file) in [(FontFamily.neue, "NimbusSans"), (.serif, "NimbusRoman")] {
            for w in FontWeight.allCases {
                let faces = fonts.resolvedFaces("Settings", font: FontSpec(family: family, size: 17, weight: w))
                if family == .neue, w.isLight {
                    let inter = ["ultra-light": "Thin", "thin": "ExtraLight", "light": "Light"][w.rawValue] ?? ""
                    #expect(faces.map(\.file) == [fonts.files.path("Inter-\(inter).otf")], "\(family) \(w)")
                    continue
                }
                let style = w == .bold || w == .heavy ? "Bold" : "Regular"
                #expect(faces.map(\.file) == [fonts.files.path("\(file)-\(style).otf")], "\(family) \(w)")
            }
            let mixed = fonts.resolvedFaces("Hi 明天", font: FontSpec(family: family, size: 17))
            #expect(mixed.map(\.family).last == "Noto Sans CJK SC")
        }
    }

    @Test func neueLineBoxIsHelveticaNeuesAndMediumIsWiderByItsSpacing() throws {
        let m = PangoTextMeasurer(fonts: try FontSet())
        let regular = m.measure("Settings", font: FontSpec(family: .neue, size: 17))
        let medium = m.measure("Settings", font: FontSpec(family: .neue, size: 17, weight: .medium))
        #expect(abs(regular.ascent - 0.952 * 17) < 1e-9 && abs(regular.descent - 0.213 * 17) < 1e-9)
        // Seven gaps between eight letters, each widened by 0.02 em (Pango adds none at the ends).
        #expect(abs(medium.width - regular.width - 7 * 0.02 * 17) < 0.01, "\(medium.width) vs \(regular.width)")
        // A different face from Inter: the widths differ.
        #expect(abs(m.measure("Settings", font: .system(17)).width - regular.width) > 1)
    }

    /// Dark pixels of one line of text drawn at `scale`.
    static func ink(_ font: FontSpec, scale: Double) throws -> Int {
        let fonts = try FontSet()
        let m = PangoTextMeasurer(fonts: fonts)
        var b = ListBuilder(200, 40)
        b.text("Settings", 10, 28, font, measurer: m)
        let bmp = try Renderer(fonts: fonts).renderBitmap(b.list, scale: scale)
        var n = 0
        for y in 0..<bmp.height {
            for x in 0..<bmp.width where bmp.isInked(x, y) { n += 1 }
        }
        return n
    }

    @Test(arguments: [2.0, 3.0])
    func mediumIsDrawnBetweenRegularAndBold(_ s: Double) throws {
        let regular = try Self.ink(FontSpec(family: .neue, size: 17), scale: s)
        let medium = try Self.ink(FontSpec(family: .neue, size: 17, weight: .medium), scale: s)
        let semibold = try Self.ink(FontSpec(family: .neue, size: 17, weight: .semibold), scale: s)
        let bold = try Self.ink(FontSpec(family: .neue, size: 17, weight: .bold), scale: s)
        #expect(medium == semibold)
        // Stems of 84/1000 em grown by 20: about a fifth more ink, well short of Bold's.
        #expect(Double(medium) > Double(regular) * 1.1, "@\(s)x regular \(regular) medium \(medium)")
        #expect(Double(medium) < Double(bold) * 0.95, "@\(s)x medium \(medium) bold \(bold)")
    }
}
