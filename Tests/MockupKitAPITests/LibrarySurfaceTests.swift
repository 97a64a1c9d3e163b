// The library as another package uses it: this target depends on the `MockupKit` and
// `MockupCompare` modules only and imports nothing else (ArchitectureTests checks the
// imports), so every name used here is reachable the way docs/LIBRARY.md says.
import MockupCompare
import MockupKit
import Testing

/// A settings screen whose Wi-Fi row shows `network`.
private func settingsScreen(network: String = "Home") -> String {
    """
    screen device: iphone-6
    status-bar time: "9:41 AM"
    navigation-bar title: "Settings"
    table grouped
      section
        cell "Wi-Fi" value: "\(network)" accessory: disclosure
    """
}

private let settings = settingsScreen()

@Test func aScreenCompiledFromTextRendersToAnImageWithTheDocumentedSizeScaleAndBytes() throws {
    let engine = try MockupEngine()
    let result = engine.compile(text: settings, path: "settings.mockup")
    #expect(result.diagnostics.isEmpty)
    let list = try #require(result.displayList)
    #expect(list.size == Size(width: 375, height: 667))
    #expect(list.scale == 2)
    #expect(list.dump().hasPrefix("display-list 375x667 scale 2\n"))
    // The dump is the display list's stable text: each run with its string.
    #expect(list.dump().contains("\"Wi-Fi\""))

    let image = try engine.renderImage(list)
    #expect((image.width, image.height, image.scale) == (750, 1334, 2))
    let rgba = image.rgba
    #expect(rgba.count == 4 * 750 * 1334)
    // The pixel at (10, 200) in bytes is the bitmap's word, straight alpha, RGBA order.
    let c = image.bitmap.color(x: 10, y: 200)
    let at = 4 * (200 * 750 + 10)
    #expect(Array(rgba[at..<at + 4]) == [c.red, c.green, c.blue, c.alpha])

    let png = try image.png()
    #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    // What the PNG holds is what was drawn.
    #expect(try ImageComparer.decodePNG(png) == image.bitmap)
    let pdf = try engine.renderPDF(list)
    #expect(Array(pdf.prefix(5)) == Array("%PDF-".utf8))
}

@Test func aRenderAtAnotherScaleHasThatScaleAndPixelSize() throws {
    let engine = try MockupEngine()
    let list = try #require(engine.compile(text: settings).displayList)
    let image = try engine.renderImage(list, scale: 1)
    #expect((image.width, image.height, image.scale) == (375, 667, 1))
}

@Test func diagnosticsCarryFileLineColumnSeverityMessageAndNotes() throws {
    let engine = try MockupEngine()
    let result = engine.compile(text: "screen device: iphone-6\n  navigation-bar titel: \"X\"\n", path: "broken.mockup")
    #expect(result.hasErrors)
    #expect(result.displayList == nil)
    let d = try #require(result.diagnostics.first)
    #expect(d.file == "broken.mockup")
    #expect(d.line == 2)
    #expect(d.severity == .error)
    #expect(d.message.contains("titel"))
    #expect(d.notes.contains { $0.contains("title") })
    #expect(result.formattedDiagnostics.contains("broken.mockup:2:\(d.column): error:"))
}

@Test func theDeviceCatalogueListsEachDeviceWithItsSizeAndScale() throws {
    let six = try #require(DeviceCatalog.all.first { $0.id == "iphone-6" })
    #expect(six.size(.portrait) == Size(width: 375, height: 667))
    #expect(six.scale == 2)
    #expect(six.idiom == .phone)
    #expect(DeviceCatalog.device(named: "IPAD")?.idiom == .pad)
    let options = CompileOptions(device: "ipad", orientation: .landscape, ios: .ios8)
    let list = try #require(try MockupEngine().compile(text: settings, options: options).displayList)
    #expect(list.size == Size(width: 1024, height: 768))
}

@Test func lintFindingsCarryTheirRuleAndTheirPlace() throws {
    let rule = try #require(Linter.rules.first)
    let result = try MockupEngine().compile(text: rule.failing, path: "lint.mockup")
    let finding = try #require(result.lint().first { $0.ruleID == rule.id })
    #expect((finding.file, finding.line, finding.column) == ("lint.mockup", rule.failingAt.line, rule.failingAt.column))
    #expect(!finding.message.isEmpty)
}

@Test func twoDifferentRendersDifferStrictlyAndTheDiffImageMarksTheChange() throws {
    let engine = try MockupEngine()
    let a = try engine.renderImage(try #require(engine.compile(text: settings).displayList))
    let edited = settingsScreen(network: "Office")
    let b = try engine.renderImage(try #require(engine.compile(text: edited).displayList))
    #expect(ImageComparer.compare(a, a).result.verdict == .identical)
    let difference = ImageComparer.compare(a, b)
    #expect(!difference.passed)
    #expect(difference.result.changedPixels > 0)
    let bounds = try #require(difference.result.changedBounds)
    #expect(bounds.x > 375)  // the value is at the right of the row
    let diff = try #require(difference.diffImage())
    #expect(diff.color(x: bounds.x + bounds.width / 2, y: bounds.y + bounds.height / 2).alpha == 255)
    #expect((diff.width, diff.height) == (750, 1334))
    let diffPNG = try #require(try difference.diffPNG())
    #expect(try ImageComparer.decodePNG(diffPNG) == diff)
    // Perceptually, with room for the changed pixels, the same pair passes.
    let loose = ComparisonOptions(profile: .perceptual, maxDiffPixels: difference.result.changedPixels)
    #expect(ImageComparer.compare(a, b, options: loose).passed)
}

@Test func comparingPNGBytesThatAreNotAPNGThrowsAnErrorThatSaysSo() throws {
    do {
        _ = try ImageComparer.compare(expectedPNG: Array("not a png".utf8), actualPNG: [])
        Issue.record("no error")
    } catch {
        #expect("\(error)".contains("PNG"))
    }
}

@Test func pixelBytesAreRGBAWithStraightAlphaRowByRow() {
    // Premultiplied 0xAARRGGBB words: half-transparent (0x40, 0x20, 0x10 at alpha 0x80),
    // transparent, opaque blue, opaque white.
    let bitmap = Bitmap(width: 2, height: 2, pixels: [0x8040_2010, 0x0000_0000, 0xFF00_00FF, 0xFFFF_FFFF])
    let image = RenderedImage(bitmap: bitmap, scale: 1)
    #expect(image.rgba == [128, 64, 32, 128, 0, 0, 0, 0, 0, 0, 255, 255, 255, 255, 255, 255])
}

@Test func enginesMadeAndDroppedOnSeveralThreadsWhileOthersRenderDrawTheSamePixels() async throws {
    /// One engine for one render, dropped when done, as a test suite might use them.
    @Sendable func renderOnce() throws -> RenderedImage {
        let engine = try MockupEngine()
        return try engine.renderImage(try #require(engine.compile(text: settings).displayList))
    }
    let expected = try renderOnce()
    let images = try await withThrowingTaskGroup(of: RenderedImage.self) { group in
        for _ in 0..<8 { group.addTask { try renderOnce() } }
        var all: [RenderedImage] = []
        for try await image in group { all.append(image) }
        return all
    }
    #expect(images.count == 8)
    #expect(images.allSatisfy { $0 == expected })
}
