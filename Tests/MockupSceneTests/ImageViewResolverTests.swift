import MockupGeometry
import MockupScene
import MockupSyntax
import Testing

/// A 3 × 2 PNG's chunk structure (signature, IHDR, an empty IDAT, IEND): all the
/// resolver reads without a decoder.
private let pngHeader: [UInt8] =
    [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 0, 3, 0, 0, 0, 2, 8, 6, 0, 0, 0]
    + [0, 0, 0, 0] + [0, 0, 0, 0] + Array("IDAT".utf8) + [0, 0, 0, 0] + [0, 0, 0, 0] + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82]

/// A disk with a PNG, an SVG, a file that is not a PNG and a PNG cut short.
private let disk = SceneOptions(
    baseDirectory: "/p",
    fileExists: { ["/p/a.png", "/p/f.svg", "/p/fake.png", "/p/cut.png"].contains($0) },
    fileSystem: InMemoryFileSystem(
        bytes: [
            "/p/a.png": pngHeader,
            "/p/f.svg": Array("<svg viewBox=\"0 0 28 22\"><path d=\"M2 2 H26 V20 H2 Z\"/></svg>".utf8),
            "/p/fake.png": Array("GIF89a, not a PNG at all, really".utf8),
            "/p/cut.png": Array(pngHeader.prefix(40)),
        ], currentDirectory: "/p"))

func resolveContent(_ body: String, options: SceneOptions = SceneOptions()) -> SceneResult {
    let parsed = MockupParser.parse(text: "screen\n" + body, path: "t.mockup")
    #expect(!parsed.hasErrors, "parse errors: \(parsed.diagnostics)")
    return SceneResolver.resolve(parsed.document, options: options)
}

/// "line:column: message" of each diagnostic (the screen line is 1).
func contentMessages(_ r: SceneResult) -> [String] {
    r.diagnostics.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" }
}

@Suite struct ImageViewResolverTests {
    private func images(_ body: String) throws -> [ImageView] {
        let r = resolveContent(body, options: disk)
        #expect(r.diagnostics.isEmpty, "\(contentMessages(r))")
        return try #require(r.screen?.content.compactMap { $0.view as? ImageView })
    }

    @Test func contentModesAsWordsOrAttribute() throws {
        let v = try images("""
            image "a.png" fill
            image "a.png" mode: fit
            image "a.png" center
            image "a.png" scale-to-fill
            image "a.png"
            """)
        #expect(v.map(\.mode) == [.fill, .fit, .center, .scaleToFill, .scaleToFill])
        #expect(v[0].source == .bitmap(name: "a.png", pixels: nil, pixelSize: Size(width: 3, height: 2)))
    }

    @Test func radiusTintTemplateAndPlaceholder() throws {
        let v = try images("""
            image "f.svg" tint: orange radius: 6
            image "a.png" template
            image width: 100 height: 80
            """)
        #expect(v[0].radius == 6 && v[0].tint == Palette.orange && !v[0].template)
        guard case .vector(let name, _)? = v[0].source else {
            Issue.record("the SVG is not parsed: \(String(describing: v[0].source))")
            return
        }
        #expect(name == "f.svg")
        #expect(v[1].template && v[1].tint == nil)
        #expect(v[2].source == nil)
    }

    @Test func missingAndCorruptFilesAreReportedAtTheirNames() {
        let r = resolveContent("""
            stack
              image "nope.png" fill
              image "fake.png"
              image "cut.png" radius: 4
            """, options: disk)
        #expect(contentMessages(r) == [
            "3:9: image file not found: nope.png",
            "4:9: fake.png is not a PNG file",
            "5:9: cut.png is a damaged PNG file: the file ends before its IEND chunk",
        ])
    }

    @Test func twoModesWarnAndTintingAPlaceholderWarns() {
        let r = resolveContent("""
            image "a.png" fill fit
            image tint: red
            """, options: disk)
        #expect(contentMessages(r) == [
            "2:20: 'fit' replaces 'fill': a image has one content mode",
            "3:13: a placeholder image has no template to tint",
        ])
    }
}
