import MockupDisplayList
@testable import MockupKit
@testable import MockupText
import Testing

/// The painter draws text from the layouts the measurer shaped for the screen
/// (`ShapedLayouts`): the same bytes as layouts of its own, held for one screen only.
@Suite struct ShapedLayoutsTests {
    /// Text of every kind a layout carries attributes for: emboldened weights, Han
    /// forms, emoji, right-to-left, and a title long enough to be cut short.
    static let samples = ["settings", "text-inbox-ja", "text-chat-emoji", "text-rtl-mail", "nav-bar-back-long", "controls-date-picker-locales"]

    @Test(arguments: samples)
    func drawingTheMeasurersLayoutsGivesTheSameBytes(sample: String) throws {
        let engine = try MockupEngine()
        let result = engine.compile(file: repoPath("samples/\(sample).mockup"))
        let list = try #require(result.displayList, "\(result.formattedDiagnostics)")
        #expect(engine.fonts.shaped.count > 0, "the layout measured text")
        let borrowed = try engine.renderPNG(list)
        let borrowedPDF = try engine.renderPDF(list)
        let borrowedSVG = try engine.renderSVG(list)
        #expect(engine.fonts.shaped.count > 0, "rendering lends, it does not take")
        engine.fonts.shaped.discardAll()
        #expect(engine.fonts.shaped.count == 0)
        #expect(try engine.renderPNG(list) == borrowed, "\(sample): PNG")
        #expect(try engine.renderPDF(list) == borrowedPDF, "\(sample): PDF")
        #expect(try engine.renderSVG(list) == borrowedSVG, "\(sample): SVG")
    }

    /// Texts that Swift calls equal but that are written differently ("é" as one scalar
    /// and as "e" + U+0301, the ohm sign and omega) are measured and drawn each as written.
    @Test func canonicallyEquivalentTextsAreShapedEachAsWritten() throws {
        let pairs = [("caf\u{E9}", "cafe\u{301}"), ("\u{2126}hm", "\u{3A9}hm"), ("\u{212B}ngstr\u{F6}m", "\u{C5}ngstro\u{308}m")]
        let engine = try MockupEngine()
        var text = "screen device: iphone-6\ntable grouped\n  section\n"
        for (a, b) in pairs { text += "    cell \"\(a)\"\n    cell \"\(b)\"\n" }
        let result = engine.compile(text: text, path: "equal.mockup")
        let list = try #require(result.displayList, "\(result.formattedDiagnostics)")
        var runs: [TextRun] = []
        func collect(_ items: [DisplayItem]) {
            for item in items {
                if case .text(let t) = item { runs.append(t) }
                if case .group(let g) = item { collect(g.items) }
            }
        }
        collect(list.items)
        for (a, b) in pairs {
            #expect(a == b, "Swift calls them equal")
            for s in [a, b] {
                let run = try #require(runs.first { Array($0.text.utf8) == Array(s.utf8) }, "a run of \(s.unicodeScalars.map(\.value))")
                // Measured on its own by a measurer that never saw the other.
                let alone = PangoTextMeasurer(fonts: engine.fonts).measure(s, font: run.font).width
                #expect(run.width == alone, "\(s.unicodeScalars.map(\.value)): \(run.width) against \(alone)")
            }
        }
        let borrowed = try engine.renderPNG(list)
        engine.fonts.shaped.discardAll()
        #expect(try engine.renderPNG(list) == borrowed)
    }

    /// Text cut short with "…" is drawn from a layout of its own (the borrowed one may
    /// not change), with the bytes a layout of its own always gave.
    @Test func textCutShortIsDrawnFromALayoutOfItsOwn() throws {
        let engine = try MockupEngine()
        let text = """
            screen device: iphone-6
            table grouped
              section
                cell "Account" value: "an address far too long to fit beside its title in one row" accessory: disclosure
            """
        let result = engine.compile(text: text, path: "cut.mockup")
        let list = try #require(result.displayList, "\(result.formattedDiagnostics)")
        func runs(_ items: [DisplayItem]) -> [TextRun] {
            items.flatMap { item -> [TextRun] in
                switch item {
                case .text(let t): [t]
                case .group(let g): runs(g.items)
                default: []
                }
            }
        }
        let cut = runs(list.items).filter { t in
            t.maxWidth.map { engine.measurer.measure(t.text, font: t.font).width > $0 } ?? false
        }
        #expect(cut.count == 1, "one text is cut short")
        let borrowed = try engine.renderPNG(list)
        engine.fonts.shaped.discardAll()
        #expect(try engine.renderPNG(list) == borrowed)
    }

    /// A new screen releases the last one's layouts: a batch holds one screen's, and
    /// text measured before (cached metrics) is not shaped again.
    @Test func eachScreenReleasesTheLastOnesLayouts() throws {
        let engine = try MockupEngine()
        _ = engine.compile(file: repoPath("samples/settings.mockup"))
        let settings = engine.fonts.shaped.count
        #expect(settings > 10)
        _ = engine.compile(text: "screen\n  navigation-bar \"Zqxj only here\"\n", path: "one.mockup")
        // Only its new title: the status bar's texts were measured for the first screen.
        #expect(engine.fonts.shaped.count == 1)
        _ = engine.compile(file: repoPath("samples/settings.mockup"))
        #expect(engine.fonts.shaped.count == 0, "every text of it was measured before")
    }
}
