import MockupGeometry
import MockupKit
import MockupScene
import Testing

/// A canvas renders at its own size in device pixels, its content from the top (no
/// status bar), at @2x and @3x.
@Suite struct CanvasProbeTests {
    @Test(arguments: [2.0, 3.0])
    func aCanvasIsItsSizeInPixelsWithContentFromTheTop(_ s: Double) throws {
        let text = "screen device: iphone-6 width: 240 height: 60\nlabel \"\" background: #FF0000 height: 10\n"
        let list = try compileText(text, options: CompileOptions(scale: s))
        #expect(list.size == Size(width: 240, height: 60))
        let b = try render(list, scale: s)
        #expect((b.width, b.height) == (Int(240 * s), Int(60 * s)))
        // The red strip fills the top 10 pt: nothing of a status bar above it.
        #expect(b.color(x: Int(100 * s), y: 0) == Color(rgb: 0xFF0000))
        #expect(b.color(x: Int(100 * s), y: Int(10 * s)) == .white)
    }
}
