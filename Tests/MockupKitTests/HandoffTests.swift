import Foundation
import MockupDisplayList
import MockupGeometry
import MockupGolden
import MockupKit
import Testing

/// Compiles a sample recording its elements.
private func recorded(_ name: String, scale: Double? = nil) throws -> CompileResult {
    guard let engine = sharedEngine else { throw TestFailure.compile("font set unavailable") }
    var options = CompileOptions(scale: scale)
    options.recordsElements = true
    let r = engine.compile(file: repoPath("samples/\(name).mockup"), options: options)
    guard r.displayList != nil, !r.hasErrors else { throw TestFailure.compile(r.formattedDiagnostics) }
    return r
}

/// Every text run in `items`, groups included.
private func runs(_ items: [DisplayItem]) -> [TextRun] {
    items.flatMap { item -> [TextRun] in
        switch item {
        case .text(let t): return [t]
        case .group(let g): return runs(g.items)
        default: return []
        }
    }
}

@Suite struct HandoffRecordingTests {
    @Test func recordingElementsLeavesTheDisplayListUnchanged() throws {
        for name in ["settings", "inbox", "overlay-popover", "layout-stacks"] {
            let plain = try compileSample(name)
            let r = try recorded(name)
            #expect(r.displayList?.dump() == plain.dump(), "\(name)")
            #expect(!r.elements.isEmpty)
        }
        // Without asking, nothing is recorded.
        let engine = try #require(sharedEngine)
        #expect(engine.compile(file: repoPath("samples/settings.mockup")).elements.isEmpty)
    }

    @Test func settingsElementsHaveTheFramesTheProbesMeasure() throws {
        let r = try recorded("settings")
        let es = r.elements
        let status = try #require(es.first { $0.kind == "status-bar" })
        #expect(status.frame == Rect(x: 0, y: 0, width: 375, height: 20))
        let nav = try #require(es.first { $0.kind == "navigation-bar" })
        #expect(nav.frame == Rect(x: 0, y: 20, width: 375, height: 44))
        #expect(nav.range?.start.line == 6 && nav.range?.start.column == 1)
        let rows = es.filter { $0.kind == "table-row" }
        #expect(rows.count == 8)
        #expect(rows.allSatisfy { $0.frame.height == 44 && $0.frame.width == 375 && $0.frame.minX == 0 })
        // The first grouped row starts 35 pt under the navigation bar (TableProbeTests).
        #expect(rows.first?.frame.minY == 99)
        #expect(rows.first?.range?.start.line == 10 && rows.first?.range?.start.column == 5)
        #expect(rows.first?.texts.map(\.text).contains("Jane Appleseed") == true)
        let sections = es.filter { $0.kind == "table-section" }
        #expect(sections.map { ($0.frame.height * 1000).rounded() / 1000 } == [44, 132, 88, 88])
        let tab = try #require(es.first { $0.kind == "tab-bar" })
        #expect(tab.frame == Rect(x: 0, y: 618, width: 375, height: 49))
    }

    @Test func everyTextDrawnOnSettingsBelongsToARecordedElement() throws {
        let r = try recorded("settings")
        let list = try #require(r.displayList)
        let recordedRuns = r.elements.flatMap(\.texts)
        let drawn = runs(list.items)
        #expect(drawn.count > 20)
        for t in drawn {
            #expect(recordedRuns.contains(t), "'\(t.text)' is drawn but in no element")
        }
    }

    @Test func specJSONHoldsEveryElementWithPointAndPixelFrames() throws {
        let r = try recorded("settings", scale: 3)
        let text = HandoffSpec.json(r, file: "samples/settings.mockup", scale: 3)
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(doc["schema"] as? String == "mockup-spec/1")
        #expect(doc["scale"] as? Double == 3)
        let elements = try #require(doc["elements"] as? [[String: Any]])
        #expect(elements.count == r.elements.count)
        let rows = elements.filter { $0["kind"] as? String == "table-row" }
        #expect(rows.count == 8)
        let first = try #require(rows.first)
        let frame = try #require(first["frame"] as? [String: [String: Double]])
        #expect(frame["points"]?["y"] == 99 && frame["points"]?["height"] == 44)
        #expect(frame["pixels"]?["y"] == 297 && frame["pixels"]?["height"] == 132)
        let source = try #require(first["source"] as? [String: Any])
        #expect(source["line"] as? Int == 10)
        let texts = try #require(first["texts"] as? [[String: Any]])
        let title = try #require(texts.first { $0["text"] as? String == "Jane Appleseed" })
        let font = try #require(title["font"] as? [String: Any])
        #expect(font["family"] as? String == "San Francisco" && font["size"] as? Double == 17)
        #expect(title["color"] as? String == "#000000")
        // Top to bottom.
        let tops = elements.compactMap { (($0["frame"] as? [String: [String: Double]])?["points"]?["y"]) }
        #expect(tops == tops.sorted())
        // The same input gives the same text.
        #expect(HandoffSpec.json(try recorded("settings", scale: 3), file: "samples/settings.mockup", scale: 3) == text)
    }

    @Test func alertsAndPopoversAreRecordedAtTheirPanelsNotTheWholeScreen() throws {
        let alert = try #require(try recorded("overlay-alert-delete").elements.first { $0.kind == "alert" })
        #expect(alert.frame.width == 270 && alert.frame.minX == 52.5)  // centred; snapped when drawn
        #expect(alert.texts.map(\.text).contains("Delete Photo?"))
        // Its own texts only, not the screen blurred under it.
        #expect(!alert.texts.map(\.text).contains("9:41 AM"))
        let pop = try recorded("overlay-popover").elements
        let panel = try #require(pop.first { $0.kind == "popover" })
        #expect(panel.frame.width == 320 && panel.frame.height < 768)
        // What it holds is recorded inside it.
        let rows = pop.filter { $0.kind == "table-row" }
        #expect(!rows.isEmpty && rows.allSatisfy { panel.frame.minX <= $0.frame.minX && $0.frame.maxX <= panel.frame.maxX })
    }

    @Test func specNamesHelveticaNeueOnIOS8() throws {
        guard let engine = sharedEngine else { return }
        var options = CompileOptions(ios: .ios8)
        options.recordsElements = true
        let r = engine.compile(file: repoPath("samples/settings.mockup"), options: options)
        let fonts = Set(r.elements.flatMap(\.texts).map(\.font.family))
        #expect(fonts == [.neue])
    }
}

@Suite struct RedlineTests {
    static let magenta = Color(rgb: 0xE0_00_8A)

    private func redlined(_ name: String, _ selection: String, scale: Double) throws -> DisplayList {
        let engine = try #require(sharedEngine)
        let r = try recorded(name, scale: scale)
        return try engine.redlined(
            try #require(r.displayList), elements: r.elements, selection: RedlineSelection.parse(selection), scale: scale)
    }

    @Test(arguments: [2.0, 3.0])
    func framesAreOneDevicePixelMagentaOutlines(scale: Double) throws {
        let list = try redlined("settings", "table", scale: scale)
        let bitmap = try render(list, scale: scale)
        // The first row's top edge (y = 99) on its left part, clear of labels.
        #expect(bitmap.color(atPoint: 30, 99, scale: scale) == Self.magenta)
        // One device pixel: the row below is the row's white again.
        #expect(bitmap.color(x: Int(30 * scale), y: Int(99 * scale) + 1) == .white)
        // Without redlines the same pixel is the group's separator grey.
        let plain = try render(try compileSample("settings", options: CompileOptions(scale: scale)), scale: scale)
        #expect(plain.color(atPoint: 30, 99, scale: scale) != Self.magenta)
    }

    @Test func labelsNeverOverlapOneAnother() throws {
        for (name, selection) in [("settings", "all"), ("inbox", "all"), ("overlay-popover", "all"), ("layout-stacks", "all")] {
            let plain = try compileSample(name)
            let list = try redlined(name, selection, scale: 2)
            let overlay = Array(list.items.dropFirst(plain.items.count))
            let pills = overlay.compactMap { item -> Rect? in
                if case .roundedRect(let r, _, _) = item { return r } else { return nil }
            }
            #expect(pills.count > 5, "\(name)")
            for (i, a) in pills.enumerated() {
                #expect(a.minX >= 0 && a.minY >= 0 && a.maxX <= list.size.width + 0.01 && a.maxY <= list.size.height + 0.01)
                for b in pills[(i + 1)...] {
                    let w = min(a.maxX, b.maxX) - max(a.minX, b.minX), h = min(a.maxY, b.maxY) - max(a.minY, b.minY)
                    #expect(!(w > 0.01 && h > 0.01), "\(name): labels at \(a) and \(b) overlap")
                }
            }
        }
    }

    @Test func labelsGiveSizesInPointsAndPixelsAndTheGapsBetweenSections() throws {
        let plain = try compileSample("settings")
        let list = try redlined("settings", "table", scale: 3)
        let texts = runs(Array(list.items.dropFirst(plain.items.count))).map(\.text)
        #expect(texts.contains("375 × 44 pt · 1125 × 132 px"))
        // 35 pt from the navigation bar to the first group and between groups.
        #expect(texts.contains("35"))
    }

    @Test func selectionByIDMeasuresOnlyThatElement() throws {
        let plain = try compileSample("overlay-popover")
        let list = try redlined("overlay-popover", "id:share", scale: 2)
        let overlay = Array(list.items.dropFirst(plain.items.count))
        let outlines = overlay.filter { if case .hairline(let h) = $0 { return h.color == Self.magenta } else { return false } }
        #expect(outlines.count == 4)
    }

    @Test func unknownSelectorsAndIDsAreErrorsWithSuggestions() throws {
        #expect(throws: RedlineError.unknownSelector("tabel", suggestion: "table")) { try RedlineSelection.parse("bars,tabel") }
        #expect(throws: RedlineError.emptyID) { try RedlineSelection.parse("id:") }
        let engine = try #require(sharedEngine)
        let r = try recorded("overlay-popover")
        let list = try #require(r.displayList)
        #expect(throws: RedlineError.unknownID("shrae", suggestion: "share", known: ["share"])) {
            try engine.redlined(list, elements: r.elements, selection: RedlineSelection.parse("id:shrae"))
        }
        let description = RedlineError.unknownID("shrae", suggestion: "share", known: ["share"]).description
        #expect(description.contains("did you mean 'id:share'"))
    }

    /// Redlined settings and inbox screens against PNGs committed under `golden/handoff/`
    /// (recorded when missing or with MOCKUP_RECORD=1; look at them before committing).
    @Test(arguments: [("settings", 2.0), ("settings", 3.0), ("inbox", 2.0), ("inbox", 3.0)])
    func redlinedScreensMatchTheirGoldens(name: String, scale: Double) throws {
        let engine = try #require(sharedEngine)
        let bitmap = try render(try redlined(name, "all", scale: scale), scale: scale)
        let path = repoPath("golden/handoff/\(name)-redlines@\(Int(scale))x.png")
        let bytes = try engine.encodePNG(bitmap)
        if recording || !FileManager.default.fileExists(atPath: path) {
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            Issue.record("recorded \(path); look at it and re-run")
            return
        }
        let golden = try PNGCodec.decode(path: path)
        let result = ImageComparison.compare(golden, try PNGCodec.decode(bytes))
        #expect(result.verdict == .identical, "\(path): \(result.changedPixels) pixels differ")
    }
}
