import MockupGeometry
import MockupKit
import MockupScene
import Testing

/// Pixel probes of the collection view's figures on real renders of its samples, at @2x
/// and @3x: item pitch, section inset and justified gaps, header position, check badge.
@Suite struct CollectionViewProbeTests {
    static let scales: [Double] = [2, 3]

    static func px(_ v: Double, _ s: Double) -> Int { Int((v * s).rounded(.down)) }

    static func isBackground(_ c: Color) -> Bool { c == .white }

    // iPad grid: columns: 7 spacing: 2 → (768 − 12) / 7 = 108 pt squares, a pitch of 110,
    // rows from the navigation bar's bottom at 64.

    @Test(arguments: scales)
    func iPadPhotoGridHasAPitchOf110Points(_ s: Double) throws {
        let b = try render(try compileSample("content-collection-photos-ipad"), scale: s)
        let midRow = 64 + 110 * 2 + 54.0
        for column in 1...6 {
            let gap = 110 * Double(column) - 2  // the 2 pt gap starts after 108
            #expect(Self.isBackground(b.color(x: Self.px(gap, s), y: Self.px(midRow, s))), "gap \(column) @\(s)x")
            #expect(Self.isBackground(b.color(x: Self.px(gap + 2, s) - 1, y: Self.px(midRow, s))))
            #expect(!Self.isBackground(b.color(x: Self.px(gap, s) - 1, y: Self.px(midRow, s))), "item ends at \(gap)")
            #expect(!Self.isBackground(b.color(x: Self.px(gap + 2, s), y: Self.px(midRow, s))), "next item at \(gap + 2)")
        }
        let x = Self.px(54, s)
        for row in 1...6 {
            let gap = 64 + 110 * Double(row) - 2
            #expect(Self.isBackground(b.color(x: x, y: Self.px(gap, s))), "row gap \(row) @\(s)x")
            #expect(!Self.isBackground(b.color(x: x, y: Self.px(gap, s) - 1)))
            #expect(!Self.isBackground(b.color(x: x, y: Self.px(gap + 2, s))))
        }
    }

    // iPhone grid: columns: 4 spacing: 1 → 93 pt squares, 94 apart, scrolled by 180.

    @Test(arguments: scales)
    func iPhonePhotoGridHasFour93PointSquaresARow(_ s: Double) throws {
        let b = try render(try compileSample("content-collection-photos"), scale: s)
        // Row 3 spans 64 − 180 + 188 = 72 … 165.
        let y = Self.px(120, s)
        for column in 1...3 {
            let gap = 94 * Double(column) - 1
            #expect(Self.isBackground(b.color(x: Self.px(gap, s), y: y)), "gap at \(gap) @\(s)x")
            #expect(!Self.isBackground(b.color(x: Self.px(gap, s) - 1, y: y)))
            #expect(!Self.isBackground(b.color(x: Self.px(gap + 1, s), y: y)))
        }
        #expect(!Self.isBackground(b.color(x: b.width - 1, y: y)), "the fourth square reaches the right edge")
        #expect(Self.isBackground(b.color(x: Self.px(40, s), y: Self.px(165, s))), "line gap at 165")
        #expect(!Self.isBackground(b.color(x: Self.px(40, s), y: Self.px(165, s) - 1)))
    }

    // App Store page: inset-left 15, 75 pt wide items 15 apart fill the 345 between the
    // insets; the first header 64…104, its icons from 104.

    @Test(arguments: scales)
    func storeItemsStartAtTheSectionInsetAndFillTheRow(_ s: Double) throws {
        let b = try render(try compileSample("content-collection-store"), scale: s)
        let y = Self.px(142, s)  // the middle of the first row of icons
        let orange = Palette.orange
        #expect(b.color(x: Self.px(15, s), y: y) == orange, "first icon at the 15 pt inset @\(s)x")
        #expect(Self.isBackground(b.color(x: Self.px(15, s) - 1, y: y)))
        #expect(b.color(x: Self.px(90, s) - 1, y: y) == orange && Self.isBackground(b.color(x: Self.px(90, s), y: y)))
        // The fourth icon (blue) ends at 375 − 15.
        #expect(b.color(x: Self.px(360, s) - 1, y: y) == Palette.blue)
        #expect(Self.isBackground(b.color(x: Self.px(360, s), y: y)))
        // The second starts at 15 + 75 + 15.
        let second = 105.0
        #expect(Self.isBackground(b.color(x: Self.px(second, s) - 1, y: y)))
        #expect(b.color(x: Self.px(second, s) + 1, y: y) == Palette.teal)
        // Icon tops at 104, under the 40 pt header (the corner is rounded: probe the middle).
        #expect(b.color(x: Self.px(53, s), y: Self.px(104, s)) == orange)
        #expect(Self.isBackground(b.color(x: Self.px(53, s), y: Self.px(104, s) - 1)))
    }

    @Test(arguments: scales)
    func headerTitleIsCentredInItsBandAtTheLayoutMargin(_ s: Double) throws {
        let b = try render(try compileSample("content-collection-store"), scale: s)
        let box = try #require(
            TableProbeTests.box(b, rows: Self.px(64, s)..<Self.px(104, s), columns: 0..<Self.px(250, s)) { $0.red < 128 && $0.blue < 128 })
        // iOS 9 layout margin on an iPhone 6: 16; capitals and descenders centred round 84.
        #expect(abs(Double(box.minX) - 16 * s) <= 1.5 * s, "title starts at 16 pt @\(s)x: \(box.minX)")
        let mid = Double(box.minY + box.maxY + 1) / 2 / s
        #expect(abs(mid - 84) <= 3, "title ink centred at \(mid)")
        // "See All >" in the tint ends at 375 − 16.
        let action = try #require(
            TableProbeTests.box(b, rows: Self.px(64, s)..<Self.px(104, s), columns: Self.px(250, s)..<b.width) { $0.blue > 200 && $0.red < 100 })
        // (The ">" ends a little before its advance.)
        #expect(Double(action.maxX + 1) <= 359 * s && Double(action.maxX + 1) >= 357 * s, "action ends at 359 pt: \(action.maxX)")
    }

    // Selection: the first section (header 64…108) has 93 pt squares from 108; the second
    // item (94…187) is selected: its 24 pt badge spans 159…183 × 173…197.

    @Test(arguments: scales)
    func checkBadgeSitsFourPointsInFromTheBottomRightCorner(_ s: Double) throws {
        let b = try render(try compileSample("content-collection-select"), scale: s)
        let tint = Palette.blue
        let body = try #require(
            TableProbeTests.box(b, rows: Self.px(150, s)..<Self.px(201, s), columns: Self.px(140, s)..<Self.px(187, s)) { $0 == tint })
        #expect(abs(Double(body.minX) - 160 * s) <= 1, "body left at 160 pt @\(s)x: \(body.minX)")
        #expect(abs(Double(body.maxX + 1) - 182 * s) <= 1, "body right at 182 pt: \(body.maxX)")
        #expect(abs(Double(body.minY) - 174 * s) <= 1, "body top at 174 pt: \(body.minY)")
        #expect(abs(Double(body.maxY + 1) - 196 * s) <= 1, "body bottom at 196 pt: \(body.maxY)")
        // The white border ring outside the body, then the veiled photo.
        #expect(b.color(x: Self.px(159.5, s), y: Self.px(185, s)) == .white)
        #expect(b.color(x: Self.px(171, s), y: Self.px(198.5, s)) != .white)
        // The check: white pixels inside the body.
        let checkWhite = TableProbeTests.box(b, rows: Self.px(176, s)..<Self.px(194, s), columns: Self.px(162, s)..<Self.px(180, s)) { $0 == .white }
        #expect(checkWhite != nil)
        // An unselected item in selection mode: an empty circle, its ring white.
        #expect(b.color(x: Self.px(65.5, s), y: Self.px(185, s)) == .white)
        #expect(b.color(x: Self.px(77, s), y: Self.px(185, s)) != tint)
    }

    @Test(arguments: scales)
    func scrolledPhotosShowThroughTheTranslucentNavigationBar(_ s: Double) throws {
        let b = try render(try compileSample("content-collection-photos"), scale: s)
        // Row 2 (−22…71) runs under the bar (20…64): its colours tint the bar's material,
        // which over white alone would be one light grey everywhere.
        let plain = composite(Palette.barBackground, on: .white)
        let under = (0..<4).map { b.color(x: Self.px(47 + 94 * Double($0), s), y: Self.px(60, s)) }
        #expect(under.allSatisfy { !close($0, plain, 3) }, "\(under) vs \(plain)")
        #expect(Set(under.map(\.hex)).count >= 3, "the four photos differ under the bar")
    }
}
