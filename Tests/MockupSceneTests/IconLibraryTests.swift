import Foundation
import MockupGeometry
import MockupScene
import Testing

/// Assets/icons in the source tree, found relative to this file.
private let assetsDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Assets/icons")

/// name (path under Assets/icons without ".svg") → file text.
private func assetFiles() throws -> [String: String] {
    var out: [String: String] = [:]
    let walker = try #require(FileManager.default.enumerator(atPath: assetsDirectory.path))
    for case let relative as String in walker where relative.hasSuffix(".svg") {
        out[String(relative.dropLast(4))] = try String(
            contentsOf: assetsDirectory.appendingPathComponent(relative), encoding: .utf8)
    }
    return out
}

@Suite struct IconLibraryTests {
    @Test func everyAssetIsEmbeddedVerbatim() throws {
        let files = try assetFiles()
        #expect(files.count >= 70)
        // A mismatch means scripts/embed-icons.swift was not re-run after editing Assets/icons.
        #expect(IconLibrary.names == files.keys.sorted())
        for (name, text) in files {
            #expect(IconLibrary.source(named: name) == text, "re-run swift scripts/embed-icons.swift (\(name))")
        }
    }

    @Test func everyIconParses() throws {
        for (name, text) in try assetFiles() {
            do {
                _ = try Icon.parse(text, file: name)
            } catch {
                Issue.record("\(error)")
            }
            #expect(IconLibrary.icon(named: name) != nil, "\(name)")
        }
        #expect(IconLibrary.icon(named: "tile/nope") == nil)
    }

    @Test func namesAreSortedAndGrouped() {
        let names = IconLibrary.names
        #expect(names == names.sorted())
        #expect(names.allSatisfy { name in ["tile/", "tab/", "search/", "bar/", "status/"].contains { name.hasPrefix($0) } })
    }

    @Test func expectedIconsExist() {
        let tiles = [
            "airplane", "wifi", "bluetooth", "cellular", "hotspot", "bell", "moon", "gear", "person", "lock",
            "hand", "globe", "speaker", "sun", "textformat", "photo", "envelope", "cloud", "star", "heart",
            "battery", "key", "location", "phone", "camera", "music", "book", "clock", "trash", "house",
        ]
        let tabs = [
            "more", "favorites", "featured", "top-rated", "recents", "contacts", "history", "bookmarks",
            "search", "downloads", "most-recent", "most-viewed", "gear", "house", "person", "bell",
            "envelope", "chat", "music", "photo", "heart", "calendar",
        ]
        // The system apps' tabs: Clock, Music, App Store, Photos, Videos.
        let appTabs = [
            "globe", "alarm", "stopwatch", "timer", "playlists", "artists", "songs", "albums", "radio", "genres",
            "top-charts", "explore", "updates", "shared", "movies", "tv",
        ]
        // Their buttons: the call screen, Maps, Camera.
        let bars = ["phone", "end-call", "mute", "speaker", "video", "keypad", "contacts", "location", "flash", "switch-camera"]
        for t in tiles { #expect(IconLibrary.icon(named: "tile/\(t)") != nil, "tile/\(t)") }
        for t in appTabs { #expect(IconLibrary.icon(named: "tab/\(t)") != nil && IconLibrary.icon(named: "tab/\(t).fill") != nil, "tab/\(t)") }
        for t in bars { #expect(IconLibrary.icon(named: "bar/\(t)") != nil, "bar/\(t)") }
        for t in tabs { #expect(IconLibrary.icon(named: "tab/\(t)") != nil, "tab/\(t)") }
        for s in ["magnifier", "bookmark", "results-list"] {
            #expect(IconLibrary.icon(named: "search/\(s)") != nil, "search/\(s)")
        }
    }

    @Test func everyTabIconHasAFillVariant() {
        let names = IconLibrary.names
        let tabs = names.filter { $0.hasPrefix("tab/") && !$0.hasSuffix(".fill") }
        #expect(!tabs.isEmpty)
        for t in tabs { #expect(names.contains(t + ".fill"), "\(t).fill") }
        for f in names where f.hasSuffix(".fill") {
            #expect(names.contains(String(f.dropLast(5))), "\(f) has no outline variant")
        }
    }

    @Test func glyphsLieInsideTheirViewBox() throws {
        for name in IconLibrary.names {
            let icon = try #require(IconLibrary.icon(named: name))
            // Tiles 29, tabs 30, bar glyphs 22; search field glyphs: the 13 pt magnifier, 16 pt buttons.
            // Status bar glyphs are drawn at their own size: their viewBox is that size.
            if !name.hasPrefix("status/") {
                let side =
                    name.hasPrefix("tile/") ? 29.0 : name.hasPrefix("tab/") ? 30.0 : name.hasPrefix("bar/") ? 22.0
                    : name == "search/magnifier" ? 13.0 : 16.0
                #expect(icon.viewBox == Rect(x: 0, y: 0, width: side, height: side), "\(name)")
            }
            #expect(!icon.shapes.isEmpty, "\(name)")
            for shape in icon.shapes {
                let b = try #require(shape.path.outlineBounds)
                // Strokes reach half their width beyond the path.
                var half = 0.0
                if case .stroke(let w, _, _) = shape.style { half = w / 2 }
                let vb = icon.viewBox
                // (A cubic arc strays from the true circle by a few ten-thousandths.)
                let e = 0.001
                #expect(
                    b.minX - half >= vb.minX - e && b.minY - half >= vb.minY - e && b.maxX + half <= vb.maxX + e
                        && b.maxY + half <= vb.maxY + e, "\(name) shape leaves the viewBox: \(b)")
            }
        }
    }

    @Test func tileGlyphsUseTheCentre() throws {
        // Tile glyphs sit in roughly the central 19×19 of the 29×29 square.
        for name in IconLibrary.names where name.hasPrefix("tile/") {
            let icon = try #require(IconLibrary.icon(named: name))
            var all = Path()
            for s in icon.shapes { all.append(s.path) }
            let b = try #require(all.controlBounds)
            #expect(b.minX >= 4 && b.minY >= 4 && b.maxX <= 25 && b.maxY <= 25, "\(name): \(b)")
            #expect(max(b.width, b.height) >= 14, "\(name) is too small: \(b)")
        }
    }

    @Test func everyGlyphSystemItemHasABarIcon() {
        let glyphItems = BarButton.SystemItem.allCases.compactMap(\.iconName)
        #expect(glyphItems.count == 19)  // 16 UIKit glyphs, info three ways
        for name in glyphItems { #expect(IconLibrary.icon(named: name) != nil, "\(name)") }
        let textItems = BarButton.SystemItem.allCases.filter { $0.iconName == nil }.map(\.rawValue)
        #expect(textItems == ["done", "cancel", "edit", "save", "undo", "redo"])
    }

    @Test func barGlyphsFillMostOfTheirBoxAndUseThinStrokes() throws {
        // 22 pt glyph box: a glyph spans at least 14 pt; line glyphs use 1.5 pt strokes
        // (the "+" measured on iOS 8 captures), bar the info ring.
        for name in IconLibrary.names where name.hasPrefix("bar/") {
            let icon = try #require(IconLibrary.icon(named: name))
            var all = Path()
            for s in icon.shapes {
                all.append(s.path)
                // The info glyph keeps its 1 pt ring: it is also the content info button,
                // drawn beside the contact-add button's 1 pt ring.
                if case .stroke(let w, _, _) = s.style { #expect(w == (name == "bar/info" ? 1 : 1.5), "\(name) stroke \(w)") }
            }
            let b = try #require(all.controlBounds)
            #expect(max(b.width, b.height) >= 14, "\(name) is too small: \(b)")
        }
    }

    @Test func addGlyphIs17Point5AcrossWith1Point5Strokes() throws {
        let icon = try #require(IconLibrary.icon(named: "bar/add"))
        let shape = try #require(icon.shapes.first)
        #expect(shape.style == .stroke(width: 1.5, cap: .butt, join: .miter))
        let b = try #require(shape.path.controlBounds)
        #expect(b == Rect(x: 2.5, y: 2.5, width: 17.5, height: 17.5))
    }

    @Test func statusGlyphsHaveTheirMeasuredSizes() throws {
        let wifi = try #require(IconLibrary.icon(named: "status/wifi"))
        #expect(wifi.viewBox.size == Size(width: 11.5, height: 9))
        #expect(wifi.shapes.count == 3, "one shape per band")
        let battery = try #require(IconLibrary.icon(named: "status/battery"))
        // The body's outer edge (its stroke's outside) is 22.5 × 9.5; the terminal follows
        // after a 0.5 pt gap and ends at 24.5.
        let body = try #require(battery.shapes.first)
        guard case .stroke(let w, _, _) = body.style else { Issue.record("body is not an outline"); return }
        let b = try #require(body.path.controlBounds)
        #expect(b.width + w == 22.5 && b.height + w == 9.5 && b.minX - w / 2 == 0 && b.minY - w / 2 == 0)
        #expect(battery.shapes.count == 2 && battery.viewBox.size == Size(width: 24.5, height: 9.5))
        for name in ["signal-dot", "signal-dot-empty"] {
            #expect(IconLibrary.icon(named: "status/" + name)?.viewBox.size == Size(width: 5.5, height: 5.5))
        }
        #expect(IconLibrary.icon(named: "status/bolt")?.viewBox.size == Size(width: 6, height: 11))
        // Do Not Disturb's moon and the rotation lock, drawn by this project.
        #expect(IconLibrary.icon(named: "status/moon")?.viewBox.size == Size(width: 9, height: 9))
        #expect(IconLibrary.icon(named: "status/rotation-lock")?.viewBox.size == Size(width: 10.5, height: 10.5))
    }
}

