import MockupGeometry
import MockupKit
import MockupScene
import Testing

/// Pixel probes of the tab bar and search bar samples, at @2x and @3x.
@Suite struct TabSearchBarProbeTests {
    static let scales: [Double] = [2, 3]

    /// The translucent bar over a white screen.
    static let barOnWhite = composite(Palette.barBackground, on: .white)

    /// Device pixels of `b` within item column `x0..<x1` (points) and rows `y0..<y1`
    /// (points) whose colour satisfies `match`, as a bounding box in points.
    static func inkBounds(
        _ b: Bitmap, scale s: Double, x0: Double, x1: Double, y0: Double, y1: Double,
        match: (Color) -> Bool
    ) -> (count: Int, box: Rect?) {
        var n = 0
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for y in Int((y0 * s).rounded())..<Int((y1 * s).rounded()) {
            for x in Int((x0 * s).rounded())..<Int((x1 * s).rounded()) where match(b.color(x: x, y: y)) {
                n += 1
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard n > 0 else { return (0, nil) }
        return (n, Rect(x: Double(minX) / s, y: Double(minY) / s, width: Double(maxX - minX + 1) / s, height: Double(maxY - minY + 1) / s))
    }

    /// Whether a colour stands out from the bar background (icon or text ink).
    static func ink(_ c: Color) -> Bool {
        abs(Int(c.red) - Int(barOnWhite.red)) + abs(Int(c.green) - Int(barOnWhite.green))
            + abs(Int(c.blue) - Int(barOnWhite.blue)) > 60
    }

    @Test(arguments: scales)
    func tabBarIs49HighAtTheBottomInPortrait(_ s: Double) throws {
        let b = try render(try compileSample("tab-bar-badges"), scale: s)
        let top = Int((667 - 49) * s)
        let x = Int(150 * s)  // between the second and third items
        #expect(close(b.color(x: x, y: top), Self.barOnWhite), "bar starts at 618 pt @\(s)x")
        #expect(close(b.color(x: x, y: b.height - 1), Self.barOnWhite))
        #expect(close(b.color(x: x, y: top - 1), composite(Palette.barHairline, on: .white)), "hairline just above")
        #expect(b.color(x: x, y: top - 2) == .white)
    }

    @Test(arguments: scales)
    func tabBarKeeps49InLandscape(_ s: Double) throws {
        let list = try compileSample("tab-bar-landscape")
        #expect(list.size == Size(width: 667, height: 375))
        let b = try render(list, scale: s)
        let top = Int((375 - 49) * s)
        let x = Int(667 / 4 * s)  // between the first and second items
        #expect(close(b.color(x: x, y: top), Self.barOnWhite), "bar starts at 326 pt @\(s)x")
        #expect(close(b.color(x: x, y: top - 1), composite(Palette.barHairline, on: .white)))
        #expect(b.color(x: x, y: top - 2) == .white)
        #expect(close(b.color(x: x, y: b.height - 1), Self.barOnWhite))
    }

    @Test(arguments: scales)
    func badgesAreRedAndWideNumbersWidenThem(_ s: Double) throws {
        let b = try render(try compileSample("tab-bar-badges"), scale: s)
        // "3" on the second item: oval from 75 + 37.5 + 5 = 117.5, 620 … 638.
        #expect(b.color(atPoint: 119.5, 629, scale: s) == Palette.badge)
        #expect(b.color(atPoint: 117.5 + 9, 621, scale: s) == Palette.badge, "top of the circle")
        // The extent of the red along the badges' middle row: "3" is an 18 pt circle,
        // "128" a longer oval.
        func badgeWidth(item: Int) -> Double {
            let left = 75 * Double(item) + 37.5 + 5
            let red = Self.inkBounds(b, scale: s, x0: left - 2, x1: left + 45, y0: 629, y1: 629 + 1 / s) {
                $0 == Palette.badge
            }
            return red.box?.width ?? 0
        }
        let single = badgeWidth(item: 1)
        let wide = badgeWidth(item: 2)
        #expect(abs(single - 18) <= 1, "one digit: \(single) pt @\(s)x")
        #expect(wide > 28 && wide < 40, "three digits: \(wide) pt @\(s)x")
    }

    @Test(arguments: scales)
    func tintOnlyInTheSelectedItem(_ s: Double) throws {
        let b = try render(try compileSample("tab-bar-badges"), scale: s)
        func tint(_ i: Int) -> Int {
            Self.inkBounds(b, scale: s, x0: Double(i) * 75, x1: Double(i + 1) * 75, y0: 618, y1: 667) { $0 == Palette.blue }.count
        }
        #expect(tint(1) > Int(60 * s * s), "the selected Mail item")
        #expect([0, 2, 3, 4].map(tint) == [0, 0, 0, 0])
    }

    @Test(arguments: scales)
    func sevenTabsShowMoreSelectedForTheSixth(_ s: Double) throws {
        let b = try render(try compileSample("tab-bar-more"), scale: s)
        func tint(_ i: Int) -> Int {
            Self.inkBounds(b, scale: s, x0: Double(i) * 75, x1: Double(i + 1) * 75, y0: 618, y1: 667) { $0 == Palette.blue }.count
        }
        #expect((0..<4).map(tint) == [0, 0, 0, 0])
        // More: three filled dots (each ≈ 6.7 pt across) and its label, in the tint.
        let more = Self.inkBounds(b, scale: s, x0: 300, x1: 375, y0: 618, y1: 618 + 33) { $0 == Palette.blue }
        #expect(more.count > Int(60 * s * s))
        let box = try #require(more.box)
        #expect(abs(box.midX - 337.5) < 1 && abs(box.midY - (618 + 18)) < 1, "\(box)")
        #expect(box.width > 22 && box.width < 27 && box.height > 5.5 && box.height < 8, "\(box)")
    }

    @Test(arguments: scales)
    func systemIconsFillTheirThirtyPointBoxes(_ s: Double) throws {
        for sample in ["tab-bar-system-items-1", "tab-bar-system-items-2", "tab-bar-system-items-3"] {
            let b = try render(try compileSample(sample), scale: s)
            for i in 0..<5 {
                let mid = 37.5 + 75 * Double(i)
                // Icon rows only (labels start lower). A badge (left edge 5 pt right of
                // the centre, 620 … 638 pt) covers part of the icon: scan left of it.
                let badged = b.color(atPoint: mid + 6, 629, scale: s) == Palette.badge
                let ink = Self.inkBounds(b, scale: s, x0: mid - 20, x1: badged ? mid + 4 : mid + 20, y0: 618, y1: 618 + 34) {
                    Self.ink($0)
                }
                let box = try #require(ink.box, "\(sample) item \(i) has no icon @\(s)x")
                let slot = Rect(x: mid - 15, y: 618 + 3, width: 30, height: 30)
                #expect(
                    box.minX >= slot.minX - 0.5 && box.maxX <= slot.maxX + 0.5 && box.minY >= slot.minY - 0.5
                        && box.maxY <= slot.maxY + 0.5, "\(sample) item \(i): \(box) leaves \(slot) @\(s)x")
                #expect(max(box.width, box.height) >= 22, "\(sample) item \(i) is small: \(box)")
            }
        }
    }

    @Test(arguments: scales)
    func prominentSearchBarIs44WithA28PointWhiteField(_ s: Double) throws {
        let b = try render(try compileSample("search-bar-prominent"), scale: s)
        let grey = Palette.searchBarBackground
        // Bar: 64 … 108 pt, its last device row the border.
        // The navigation bar's hairline lies over the bar's first device row, opaque
        // #B2B2B2 rather than 30 % black over the grey (#8C8C90), as captures show.
        #expect(b.color(x: Int(4 * s), y: Int(64 * s)) == Color(rgb: 0xB2B2B2))
        #expect(b.color(x: Int(4 * s), y: Int(64 * s) - 1) != Color(rgb: 0xB2B2B2))
        #expect(b.color(x: Int(4 * s), y: Int(64 * s) + 1) == grey)
        #expect(b.color(x: Int(4 * s), y: Int(108 * s) - 2) == grey)
        #expect(b.color(x: Int(4 * s), y: Int(108 * s) - 1) == Palette.searchBarBorder)
        #expect(b.color(x: Int(4 * s), y: Int(108 * s)) != grey)
        // Field: 8 pt in from both sides, 72 … 100 pt.
        let x = Int(60 * s)
        #expect(b.color(x: x, y: Int(72 * s) - 1) == grey)
        #expect(b.color(x: x, y: Int(72 * s)) == .white)
        #expect(b.color(x: x, y: Int(100 * s) - 1) == .white)
        #expect(b.color(x: x, y: Int(100 * s)) == grey)
        #expect(b.color(x: Int(8 * s) - 1, y: Int(86 * s)) == grey)
        #expect(b.color(x: Int(8 * s), y: Int(86 * s)) == .white)
        #expect(b.color(x: Int(367 * s) - 1, y: Int(86 * s)) == .white)
        #expect(b.color(x: Int(367 * s), y: Int(86 * s)) == grey)
        // Inactive and empty: the magnifier and placeholder are centred in the field.
        let ink = Self.inkBounds(b, scale: s, x0: 9, x1: 366, y0: 74, y1: 98) { $0.red < 200 }
        let box = try #require(ink.box)
        #expect(abs(box.midX - 187.5) < 2, "placeholder group centred: \(box)")
    }

    @Test(arguments: scales)
    func activeSearchBarBacksTheStatusBarAndShowsCancelAndScopes(_ s: Double) throws {
        let b = try render(try compileSample("search-bar-active"), scale: s)
        let grey = Palette.searchBarBackground
        // Grey from the top of the screen to 20 + 44 + 44 = 108 pt.
        #expect(b.color(x: Int(200 * s), y: 1) == grey)
        #expect(b.color(x: Int(4 * s), y: Int(108 * s) - 2) == grey)
        #expect(b.color(x: Int(4 * s), y: Int(108 * s) - 1) == Palette.searchBarBorder)
        // Field 28 high from 28 pt; Cancel in the tint at the right.
        #expect(b.color(x: Int(100 * s), y: Int(28 * s) - 1) == grey)
        #expect(b.color(x: Int(100 * s), y: Int(28 * s)) == .white)
        #expect(b.color(x: Int(100 * s), y: Int(56 * s) - 1) == .white)
        #expect(b.color(x: Int(100 * s), y: Int(56 * s)) == grey)
        let cancel = Self.inkBounds(b, scale: s, x0: 300, x1: 375, y0: 28, y1: 56) { $0 == Palette.blue }
        #expect(cancel.count > 0 && (cancel.box?.maxX ?? 0) <= 367.5)
        // Scope bar: the selected segment in the tint, centred in the lower 44 pt.
        #expect(b.color(atPoint: 20, 86, scale: s) == Palette.blue)
        #expect(b.color(atPoint: 20, 70, scale: s) == grey)
        #expect(b.color(atPoint: 20, 102, scale: s) == grey)
        #expect(b.color(atPoint: 200, 86, scale: s) == grey, "unselected segments show the bar")
    }
}
