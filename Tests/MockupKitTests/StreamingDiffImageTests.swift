import CCairo
import Foundation
import MockupGeometry
import MockupGolden
import MockupKit
import Testing

/// `mockup diff -o` under the strict profile makes its diff image while both files
/// inflate (`StreamingComparison.compareWithDiffImage`): its PNG must be byte for byte
/// what decoding both, comparing, `DiffImage.make` and mockup's PNG writer give.
@Suite struct StreamingDiffImageTests {
    /// A picture with flat areas, gradients and, unless `opaque`, translucent pixels
    /// (premultiplied), changed where `shift` moves things.
    static func picture(_ w: Int, _ h: Int, shift: Int, opaque: Bool) -> Bitmap {
        var pixels = [UInt32](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                let a: UInt32 = opaque ? 255 : UInt32(55 + (x * 7 + y * 3) % 201)
                let inBox = (x + shift) % 97 < 40 && (y + shift / 2) % 61 < 30
                let r = inBox ? a : UInt32((x * 255) / max(1, w - 1)) * a / 255
                let g = inBox ? a * 3 / 4 : UInt32((y * 255) / max(1, h - 1)) * a / 255
                let b = UInt32((x ^ y) & 0x3F) * a / 255
                pixels[y * w + x] = a << 24 | r << 16 | g << 8 | b
            }
        }
        return Bitmap(width: w, height: h, pixels: pixels)
    }

    /// PNG bytes by cairo's writer (libpng, adaptive filters: every filter type occurs),
    /// 8-bit RGB when `opaque`, else RGBA.
    static func cairoPNG(_ b: Bitmap, opaque: Bool) -> [UInt8] {
        final class Sink { var bytes: [UInt8] = [] }
        let sink = Sink()
        var copy = b.pixels
        return copy.withUnsafeMutableBytes { raw -> [UInt8] in
            let s: OpaquePointer = cairo_image_surface_create_for_data(
                raw.baseAddress!.assumingMemoryBound(to: UInt8.self), opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32,
                Int32(b.width), Int32(b.height), Int32(b.width * 4))
            defer { cairo_surface_destroy(s) }
            cairo_surface_write_to_png_stream(
                s,
                { closure, data, length in
                    let sink = Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue()
                    sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                    return CAIRO_STATUS_SUCCESS
                }, Unmanaged.passUnretained(sink).toOpaque())
            return sink.bytes
        }
    }

    func expectSameAsWholePath(_ a: [UInt8], _ b: [UInt8], _ options: ComparisonOptions, _ what: String) throws {
        let streamed = try #require(
            try StreamingComparison.compareWithDiffImage(a, b, options: options, sources: ("a", "b")), "\(what)")
        let full = ImageComparison.compare(try PNGCodec.decode(a), try PNGCodec.decode(b), options: options)
        #expect(streamed.result.summary == full.summary, "\(what)")
        #expect(streamed.result.verdict == full.verdict, "\(what)")
        let diff = try #require(DiffImage.make(expected: try PNGCodec.decode(a), result: full))
        let png = try MockupEngine.pngBytes(diff)
        #expect(streamed.png == png, "\(what): \(streamed.png.count) bytes against \(png.count)")
    }

    /// Sizes around the writer's bands (512 KiB of raw rows, each primed with the 32 KiB
    /// before it): one small band, several with a short last one, the widest rows the
    /// comparison takes (ten to a band), a single pixel, a tall thin strip.
    @Test(arguments: [(120, 90), (300, 1300), (16384, 45), (1, 1), (7, 2000)])
    func theDiffImageIsTheWholePathsByteForByte(_ size: (Int, Int)) throws {
        let (w, h) = size
        for (opaqueA, opaqueB) in [(true, true), (false, false), (true, false)] {
            let a = Self.picture(w, h, shift: 0, opaque: opaqueA)
            let b = Self.picture(w, h, shift: 3, opaque: opaqueB)
            for (na, pa) in [("mockup", try MockupEngine.pngBytes(a)), ("cairo", Self.cairoPNG(a, opaque: opaqueA))] {
                let pb = Self.cairoPNG(b, opaque: opaqueB)
                for options in [ComparisonOptions(), ComparisonOptions(threshold: 0), ComparisonOptions(maxDiffPixels: 500)] {
                    try expectSameAsWholePath(pa, pb, options, "\(w)x\(h) \(na) \(opaqueA)/\(opaqueB) \(options.label)")
                }
                try expectSameAsWholePath(pa, pa, ComparisonOptions(), "\(w)x\(h) \(na) identical")
            }
        }
    }

    @Test func notApplicableWhereTheWholePathDecides() throws {
        let a = try MockupEngine.pngBytes(Self.picture(40, 30, shift: 0, opaque: true))
        let b = try MockupEngine.pngBytes(Self.picture(40, 30, shift: 2, opaque: true))
        let other = try MockupEngine.pngBytes(Self.picture(41, 30, shift: 0, opaque: true))
        #expect(try StreamingComparison.compareWithDiffImage(a, b, options: ComparisonOptions(profile: .perceptual), sources: ("a", "b")) == nil)
        #expect(try StreamingComparison.compareWithDiffImage(a, other, options: ComparisonOptions(), sources: ("a", "b")) == nil)
        #expect(throws: PNGDecodeError.self) {
            try StreamingComparison.compareWithDiffImage(a, Array(b.prefix(b.count / 2)), options: ComparisonOptions(), sources: ("a", "b"))
        }
    }
}
