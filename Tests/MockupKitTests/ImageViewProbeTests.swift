import Foundation
import MockupGeometry
import MockupKit
import MockupScene
import Testing
import TestSupport

/// Compiles `text` as a file in a fresh folder holding a copy of `samples/images/` (image
/// paths are relative to the file), returning the result with its diagnostics.
func compileWithSampleImages(_ text: String) throws -> CompileResult {
    let engine = try #require(sharedEngine)
    let d = TemporaryFolder.path("mockup-content")
    let images = d.appendingPathComponent("images")
    try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
    for name in ["landscape@2x.png", "photo@2x.png", "star@2x.png", "folder.svg"] {
        try FileManager.default.copyItem(
            atPath: repoPath("samples/images/\(name)"), toPath: images.appendingPathComponent(name).path)
    }
    let file = d.appendingPathComponent("probe.mockup")
    try text.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: d) }
    return engine.compile(file: file.path)
}

/// Renders `text` (with the sample images beside it) at `scale`, expecting no error.
func renderWithSampleImages(_ text: String, scale: Double) throws -> Bitmap {
    let r = try compileWithSampleImages(text)
    #expect(!r.hasErrors, "\(r.formattedDiagnostics)")
    return try render(try #require(r.displayList), scale: scale)
}

/// Pixel probes of the image view's content modes and placeholder at @2x and @3x. The
/// sample photo is 200 × 130 pt (400 × 260 px at @2x) inside a red frame 1 % of its
/// width thick (2 pt), which marks where its edges are drawn.
@Suite struct ImageViewProbeTests {
    static let scales: [Double] = [2, 3]

    static func isRed(_ c: Color) -> Bool { c.red > 150 && c.green < 90 && c.blue < 110 }

    private func scene(_ line: String) -> String {
        "screen device: iphone-6 background: black\nstatus-bar hidden\n\n" + line + "\n"
    }

    @Test(arguments: scales)
    func fitLetterboxesTheWholeImageCentred(_ s: Double) throws {
        // 100 × 100 at (20, 100): scale 0.5 → 100 × 65, from y 117.5 to 182.5; the red
        // frame is 1 pt thick at that scale.
        let b = try renderWithSampleImages(scene("image \"images/landscape@2x.png\" fit x: 20 y: 100 width: 100 height: 100"), scale: s)
        #expect(b.color(atPoint: 70, 116.8, scale: s) == .black, "letterbox above")
        #expect(Self.isRed(b.color(atPoint: 70, 118.0, scale: s)), "the image's top edge at 117.5")
        #expect(Self.isRed(b.color(atPoint: 70, 182.0, scale: s)), "the image's bottom edge at 182.5")
        #expect(b.color(atPoint: 70, 183.2, scale: s) == .black, "letterbox below")
        #expect(Self.isRed(b.color(atPoint: 20.4, 150, scale: s)) && Self.isRed(b.color(atPoint: 119.6, 150, scale: s)))
        #expect(b.color(atPoint: 19.6, 150, scale: s) == .black && b.color(atPoint: 120.4, 150, scale: s) == .black)
    }

    @Test(arguments: scales)
    func fillCoversTheFrameAndClipsTheSides(_ s: Double) throws {
        // Scale 100/130: 153.8 × 100, centred: 26.9 pt cut off each side, the top and
        // bottom edges (red) at the frame's.
        let b = try renderWithSampleImages(scene("image \"images/landscape@2x.png\" fill x: 20 y: 100 width: 100 height: 100"), scale: s)
        #expect(Self.isRed(b.color(atPoint: 70, 100.4, scale: s)) && Self.isRed(b.color(atPoint: 70, 199.6, scale: s)))
        #expect(b.color(atPoint: 70, 99.6, scale: s) == .black && b.color(atPoint: 70, 200.4, scale: s) == .black)
        let left = b.color(atPoint: 20.4, 130, scale: s)
        #expect(left != .black && !Self.isRed(left), "the side is cut: image, not its red frame (\(left.hex))")
        #expect(b.color(atPoint: 19.6, 130, scale: s) == .black, "clipped at the frame")
        #expect(b.color(atPoint: 120.4, 130, scale: s) == .black)
    }

    @Test(arguments: scales)
    func centerKeepsTheImagesOwnSize(_ s: Double) throws {
        // 240 × 160 frame at (20, 100): the 200 × 130 image from x 40 and y 115.
        let b = try renderWithSampleImages(scene("image \"images/landscape@2x.png\" center x: 20 y: 100 width: 240 height: 160"), scale: s)
        #expect(b.color(atPoint: 39.6, 180, scale: s) == .black && Self.isRed(b.color(atPoint: 40.4, 180, scale: s)))
        #expect(Self.isRed(b.color(atPoint: 239.6, 180, scale: s)) && b.color(atPoint: 240.4, 180, scale: s) == .black)
        #expect(b.color(atPoint: 140, 114.6, scale: s) == .black && Self.isRed(b.color(atPoint: 140, 115.4, scale: s)))
    }

    @Test(arguments: scales)
    func scaleToFillStretchesToTheFrame(_ s: Double) throws {
        // 200 × 50: the frame (1 % of the width) is 2 pt at the sides and 0.77 pt at the top.
        let b = try renderWithSampleImages(scene("image \"images/landscape@2x.png\" scale-to-fill x: 20 y: 100 width: 200 height: 50"), scale: s)
        #expect(Self.isRed(b.color(atPoint: 20.5, 125, scale: s)) && Self.isRed(b.color(atPoint: 219.5, 125, scale: s)))
        #expect(Self.isRed(b.color(atPoint: 120, 100.3, scale: s)) && Self.isRed(b.color(atPoint: 120, 149.7, scale: s)))
        #expect(b.color(atPoint: 19.6, 125, scale: s) == .black && b.color(atPoint: 120, 150.4, scale: s) == .black)
        #expect(!Self.isRed(b.color(atPoint: 23, 125, scale: s)), "2 pt of frame, then the picture")
    }

    @Test(arguments: scales)
    func cornerRadiusClipsTheImage(_ s: Double) throws {
        let b = try renderWithSampleImages(scene("image \"images/landscape@2x.png\" fill radius: 20 x: 20 y: 100 width: 100 height: 100"), scale: s)
        #expect(b.color(atPoint: 21, 101, scale: s) == .black, "the corner is cut")
        #expect(b.color(atPoint: 70, 101, scale: s) != .black, "the edge between the corners is not")
    }

    @Test(arguments: scales)
    func templatePNGIsItsAlphaInTheTint(_ s: Double) throws {
        // The 30 pt star at (20, 100) and the same as a template in red at (60, 100).
        let b = try renderWithSampleImages(scene("""
            image "images/star@2x.png" x: 20 y: 100 background: white
            image "images/star@2x.png" template tint: red x: 60 y: 100 background: white
            """), scale: s)
        #expect(b.color(atPoint: 35, 117, scale: s) == .black, "untinted: the PNG's own black")
        #expect(b.color(atPoint: 75, 117, scale: s) == Palette.red, "the template in its tint")
        #expect(b.color(atPoint: 61, 101, scale: s) == .white, "transparent stays transparent")
    }

    @Test(arguments: scales)
    func placeholderIsGreyWithAPictureGlyph(_ s: Double) throws {
        // 100 × 100 at (20, 300): glyph 40 × 32 centred (x 50…90, y 334…366), 3 pt stroke.
        let b = try renderWithSampleImages(scene("image x: 20 y: 300 width: 100 height: 100"), scale: s)
        // ImageView.Figures: placeholder #DCDCE1, glyph #A4A4AA.
        let fill = Color(rgb: 0xDCDCE1)
        let glyph = Color(rgb: 0xA4A4AA)
        #expect(b.color(atPoint: 22, 302, scale: s) == fill && b.color(atPoint: 118, 398, scale: s) == fill)
        #expect(b.color(atPoint: 19.5, 350, scale: s) == .black, "the placeholder's edge")
        #expect(b.color(atPoint: 51.5, 350, scale: s) == glyph, "the frame's left side")
        #expect(b.color(atPoint: 70, 335.5, scale: s) == glyph, "the frame's top side")
        #expect(b.color(atPoint: 61.5, 344.5, scale: s) == glyph, "the sun")
        #expect(b.color(atPoint: 70, 360, scale: s) == glyph, "the big peak")
        #expect(b.color(atPoint: 80, 341, scale: s) == fill, "sky between the sun and the peaks")
        #expect(b.color(atPoint: 45, 350, scale: s) == fill, "outside the glyph")
    }
}
