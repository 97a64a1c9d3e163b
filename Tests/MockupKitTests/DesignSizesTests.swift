import Foundation
import MockupDisplayList
import MockupGeometry
import MockupKit
import MockupLayout
import MockupScene
import Testing

/// The design-size table (`mockup devices --format`, docs/DESIGN-SIZES.md) against the
/// sources' bar and keyboard heights (docs/METRICS.md), written out here independently.
@Suite struct DesignSizesTests {
    @Test func everyDeviceAndOrientationHasTheSheetsBarHeights() {
        let rows = DesignSizes.rows()
        #expect(rows.count == DeviceCatalog.all.count * 2)
        for r in rows {
            let phone = r.device.idiom == .phone
            let landscape = r.orientation == .landscape
            let compact = phone && landscape && !r.device.isPlus
            let what = "\(r.device.id) \(r.orientation)"
            #expect(r.bars.statusBar == 20, "\(what)")
            #expect(r.bars.statusBarShown == !(phone && landscape), "\(what)")
            #expect(r.bars.navigationBar == (compact ? 32 : 44), "\(what)")
            #expect(r.bars.navigationBarWithPrompt == (compact ? 62 : 74), "\(what)")
            #expect(r.bars.toolbar == (compact ? 32 : 44), "\(what)")
            #expect(r.bars.tabBar == (phone ? 49 : 56), "\(what)")
            #expect(r.bars.searchBar == 44, "\(what)")
            let keyboard: Double =
                phone ? (landscape ? 162 : (r.device.isPlus ? 226 : 216)) : (landscape ? 352 : 264)
            #expect(r.bars.keyboard == keyboard, "\(what)")
            // Sizes: landscape swaps, pixels are points × scale, the panel only on the 6 Plus.
            let p = r.device.portraitSize
            #expect(r.points == (landscape ? Size(width: p.height, height: p.width) : p), "\(what)")
            #expect(r.pixels == Size(width: r.points.width * r.device.scale, height: r.points.height * r.device.scale))
            #expect((r.panel != nil) == (r.device.id == "iphone-6-plus"), "\(what)")
        }
        let plus = rows.first { $0.device.id == "iphone-6-plus" && $0.orientation == .landscape }
        #expect(plus?.pixels == Size(width: 2208, height: 1242))
        #expect(plus?.panel == Size(width: 1920, height: 1080))
    }

    @Test func theMarkdownTableHasARowPerDeviceAndOrientationWithPixels() {
        let md = DesignSizes.markdown()
        #expect(md.contains("| `iphone-6` iPhone 6/6s | portrait | 375×667 | @2x | 750×1334 | same | 20 pt · 40 px | 44 pt · 88 px | 74 pt · 148 px | 44 pt · 88 px | 49 pt · 98 px | 44 pt · 88 px | 216 pt · 432 px |"))
        #expect(md.contains("| `iphone-5` iPhone 5/5s/5c/SE | landscape | 568×320 | @2x | 1136×640 | same | 20 pt · 40 px (hidden) | 32 pt · 64 px | 62 pt · 124 px | 32 pt · 64 px |"))
        #expect(md.contains("| 1242×2208 | 1080×1920 |"))
        #expect(md.contains("| `xxhdpi` | `drawable-xxhdpi/` | 480 | 3 | 144 px | 1125×2001 px |"))
        let lines = md.split(separator: "\n").filter { $0.hasPrefix("| `") && $0.contains("@") }
        #expect(lines.count == DeviceCatalog.all.count * 2)
    }

    @Test func csvAndJSONCarryTheSameRows() throws {
        let csv = DesignSizes.csv().split(separator: "\n")
        #expect(csv.count == DeviceCatalog.all.count * 2 + 1)
        #expect(csv.first?.hasPrefix("device,name,orientation,width_pt,height_pt,scale,width_px,height_px,panel_width_px") == true)
        #expect(csv.contains("iphone-6-plus,iPhone 6 Plus/6s Plus,portrait,414,736,3,1242,2208,1080,1920,true,20,60,44,132,74,222,44,132,49,147,44,132,226,678"))
        let data = Data(DesignSizes.json().utf8)
        let array = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(array.count == DeviceCatalog.all.count * 2)
        let ipad = try #require(array.first { $0["device"] as? String == "ipad" && $0["orientation"] as? String == "landscape" })
        #expect((ipad["tabBar"] as? [String: Any])?["points"] as? Int == 56)
        #expect((ipad["pixels"] as? [String: Any])?["width"] as? Int == 1024)
        #expect(ipad["panel"] is NSNull)
        #expect(ipad["lastIOS"] is NSNull && ipad["firstIOS"] as? Int == 7)
        let old = try #require(array.first { $0["device"] as? String == "iphone-3gs" })
        #expect(old["lastIOS"] as? Int == 6 && old["scale"] as? Int == 1)
    }

    @Test func designSizesDocIsGeneratedFromTheCatalogue() throws {
        let path = packageRoot.appendingPathComponent("docs/DESIGN-SIZES.md").path
        let doc = try String(contentsOfFile: path, encoding: .utf8)
        let generated = DesignSizes.markdown().trimmingCharacters(in: .whitespacesAndNewlines)
        let start = try #require(doc.range(of: DesignSizes.startMarker), "no start marker in DESIGN-SIZES.md")
        let end = try #require(doc.range(of: DesignSizes.endMarker), "no end marker in DESIGN-SIZES.md")
        let current = String(doc[start.upperBound..<end.lowerBound]).trimmingCharacters(in: .whitespacesAndNewlines)
        if ProcessInfo.processInfo.environment["MOCKUP_UPDATE_DOCS"] == "1", current != generated {
            let updated = String(doc[..<start.upperBound]) + "\n\n" + generated + "\n\n" + String(doc[end.lowerBound...])
            try updated.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        #expect(current == generated, "docs/DESIGN-SIZES.md is stale: run MOCKUP_UPDATE_DOCS=1 swift test --filter DesignSizesTests")
    }
}

@Suite struct UnitConversionTests {
    @Test func dpToPixelsAtEveryDensity() throws {
        let expected: [String: Double] = [
            "ldpi": 36, "mdpi": 48, "tvdpi": 63.9, "hdpi": 72, "xhdpi": 96, "xxhdpi": 144, "xxxhdpi": 192,
        ]
        for d in AndroidDensity.all {
            let px = try UnitConverter(density: d).convert(48, from: .dp, to: .px)
            #expect(abs(px - (expected[d.name] ?? -1)) < 1e-9, "\(d.name)")
        }
    }

    @Test func roundTripsReturnTheValue() throws {
        let c = UnitConverter(scale: 3, density: AndroidDensity.named("tvdpi"), fontScale: 1.3)
        for v in [0.5, 1, 17, 44, 48, 123.25] {
            for a in UnitConverter.Unit.allCases {
                for b in UnitConverter.Unit.allCases {
                    let back = try c.convert(try c.convert(v, from: a, to: b), from: b, to: a)
                    #expect(abs(back - v) < 1e-9, "\(v) \(a) → \(b) → \(a)")
                }
            }
        }
    }

    @Test func spFollowsTheFontScaleAndPointsTheIOSScale() throws {
        let c = UnitConverter(scale: 2, density: AndroidDensity.named("xxhdpi"), fontScale: 1.3)
        #expect(abs(try c.convert(14, from: .sp, to: .px) - 54.6) < 1e-9)
        #expect(abs(try c.convert(14, from: .sp, to: .dp) - 14 * 1.3) < 1e-9)
        #expect(try c.convert(44, from: .pt, to: .px) == 88)
        #expect(abs(try c.convert(44, from: .pt, to: .dp) - 88.0 / 3) < 1e-9)
    }

    @Test func aMissingFactorIsAnErrorNotAGuess() {
        #expect(throws: UnitConverter.Failure.self) { try UnitConverter().convert(12, from: .sp, to: .pt) }
        #expect(throws: UnitConverter.Failure.self) { try UnitConverter(density: AndroidDensity.named("hdpi")).convert(12, from: .sp, to: .pt) }
        #expect(throws: UnitConverter.Failure.self) { try UnitConverter(scale: 2).convert(12, from: .pt, to: .dp) }
        #expect(UnitConverter.parse("48dp")?.value == 48 && UnitConverter.parse("48 dp")?.unit == .dp)
        #expect(UnitConverter.parse("1.5PT")?.unit == .pt)
        #expect(UnitConverter.parse("dp") == nil && UnitConverter.parse("48in") == nil && UnitConverter.parse("4e2px") == nil)
    }
}

@Suite struct PanelTests {
    /// The 6 Plus panel: 1080×1920 from the 1242×2208 render, the bar's hairline still there.
    @Test func thePlusPanelIsDownsampledAndKeepsItsHairlines() throws {
        let engine = try #require(sharedEngine)
        let list = try compileText("""
            screen device: iphone-6-plus
            navigation-bar title: "Panel"
            """)
        let full = try engine.renderBitmap(list)
        #expect(full.width == 1242 && full.height == 2208)
        let panel = try engine.renderPanelBitmap(list, panel: Size(width: 1080, height: 1920))
        #expect(panel.width == 1080 && panel.height == 1920)
        // The hairline under the 64 pt bar: row 192 at @3x, ≈ 167 on the panel.
        func luminance(_ c: Color) -> Int { Int(c.red) + Int(c.green) + Int(c.blue) }
        let barRow = luminance(panel.color(x: 540, y: 150))
        let contentRow = luminance(panel.color(x: 540, y: 185))
        let darkest = (160...175).map { luminance(panel.color(x: 540, y: $0)) }.min() ?? 765
        let fullLine = luminance(full.color(x: 621, y: 192))
        #expect(darkest < barRow - 60 && darkest < contentRow - 60, "hairline \(darkest), bar \(barRow), content \(contentRow)")
        // Spread over at most two rows and at least half as dark as the drawn one.
        #expect(765 - darkest >= (765 - fullLine) / 2, "panel \(darkest) vs render \(fullLine)")
        let dark = (160...175).filter { luminance(panel.color(x: 540, y: $0)) < barRow - 20 }
        #expect(dark.count <= 2, "\(dark)")
    }
}
