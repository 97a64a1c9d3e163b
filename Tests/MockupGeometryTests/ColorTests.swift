import MockupGeometry
import Testing

@Test func hexRoundTrip() {
    #expect(Color(rgb: 0x007AFF).hex == "#007AFF")
    #expect(Color(red: 1, green: 2, blue: 3, alpha: 4).hex == "#01020304")
}

@Test func bitmapUnpremultiplies() {
    let b = Bitmap(width: 1, height: 1, pixels: [0x8040_0000])
    #expect(b.color(x: 0, y: 0) == Color(red: 128, green: 0, blue: 0, alpha: 128))
}
