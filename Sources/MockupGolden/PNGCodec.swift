import CPNGShim
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MockupGeometry
import MockupSyntax

/// Why a PNG could not be read or decoded.
public struct PNGDecodeError: Error, CustomStringConvertible {
    /// What went wrong, naming the source.
    public var description: String
}

/// PNG decoding for comparisons. Goldens and renders go through this one reader, so
/// two files are equal exactly when their decoded pixels are, whatever their bytes.
///
/// `CPNGShim` (`mockup_png_read_image`): 8-bit RGB and RGBA (what mockup and most tools
/// write) inflated whole by libdeflate, libpng for every other kind, both with cairo's
/// transforms and rounding: the pixels equal `cairo_image_surface_create_from_png`'s
/// (`CairoPNGDecoder`, kept for the benchmark and tests) at ~4× its speed
/// (docs/PERFORMANCE.md).
public enum PNGCodec {
    /// Largest image accepted (pixels): `DecodeLimits.maxPixels`; sides are also
    /// limited (`DecodeLimits.maxSide`).
    public static let maxPixels = UInt64(DecodeLimits.maxPixels)

    /// Decodes PNG bytes (any colour type and depth) into premultiplied ARGB32.
    ///
    /// - Throws: `PNGDecodeError` for corrupt, truncated or empty input.
    public static func decode(_ bytes: [UInt8]) throws -> Bitmap {
        try decode(bytes, source: "PNG data")
    }

    /// Reads and decodes the PNG file at `path`.
    ///
    /// - Throws: `PNGDecodeError` naming the path: missing, unreadable, a folder,
    ///   not a PNG, corrupt or truncated.
    public static func decode(path: String) throws -> Bitmap {
        try decode(try readFile(path), source: path)
    }

    /// Decodes `bytes`, naming `source` in errors.
    public static func decode(_ bytes: [UInt8], source: String) throws -> Bitmap {
        var message = [CChar](repeating: 0, count: 256)
        let (w, h) = try size(bytes, source: source)
        // Every word is written by the decoder: no zero-filling pass first.
        var pixels = [UInt32](unsafeUninitializedCapacity: Int(w) * Int(h)) { _, count in count = Int(w) * Int(h) }
        let status = bytes.withUnsafeBufferPointer { b in
            pixels.withUnsafeMutableBufferPointer { p in
                mockup_png_read_image(b.baseAddress, b.count, p.baseAddress, w, h, &message)
            }
        }
        guard status == 0 else { throw PNGDecodeError(description: "\(source): \(text(message))") }
        return Bitmap(width: Int(w), height: Int(h), pixels: pixels)
    }

    /// The IHDR's width and height, checked against `DecodeLimits` before anything is
    /// allocated.
    ///
    /// - Throws: `PNGDecodeError` naming `source`: not a PNG, no IHDR, or over a limit.
    public static func size(_ bytes: [UInt8], source: String) throws -> (UInt32, UInt32) {
        var message = [CChar](repeating: 0, count: 256)
        var w: UInt32 = 0, h: UInt32 = 0
        // No pixel cap in C: the count and the sides are checked here, with one message.
        let sized = bytes.withUnsafeBufferPointer { b in
            mockup_png_read_size(b.baseAddress, b.count, &w, &h, UInt64.max, &message)
        }
        guard sized == 0 else { throw PNGDecodeError(description: "\(source): \(text(message))") }
        if let refusal = DecodeLimits.refusal(width: Int(w), height: Int(h)) {
            throw PNGDecodeError(description: "\(source): \(refusal)")
        }
        return (w, h)
    }

    /// Whether two encoded images are known to hold the same pixels without comparing
    /// them: equal bytes that form a valid PNG. Valid means what `decode` accepts
    /// (signature, IHDR within `DecodeLimits`, chunk CRCs, IEND, every row inflated and
    /// un-filtered), so two copies of one broken file are an error, never "identical".
    /// Costs one decode of one file, not the two decodes and the comparison.
    ///
    /// - Throws: `PNGDecodeError` when the bytes are equal but not a valid PNG.
    public static func sameEncodedImage(_ a: [UInt8], _ b: [UInt8], source: String) throws -> Bool {
        guard a == b else { return false }
        var message = [CChar](repeating: 0, count: 256)
        let ok = a.withUnsafeBufferPointer { mockup_png_check_structure($0.baseAddress, $0.count, &message) }
        guard ok == 0 else { throw PNGDecodeError(description: "\(source): \(text(message))") }
        // The structure says nothing of the compressed rows: bad filter bytes or too
        // little data only show when inflating, so decode once (pixels discarded).
        _ = try decode(a, source: source)
        return true
    }

    /// The bytes of the file at `path`, with a plain reason when it cannot be read:
    /// regular files only (a FIFO would block), at most `BoundedFileReader.Kind.png`
    /// (128 MiB: a 24-megapixel image of noise, the decode limit, compresses to ~96 MB). Links are followed: `diff` inputs and goldens may be links.
    public static func readFile(_ path: String) throws -> [UInt8] {
        let bytes: [UInt8]
        do {
            bytes = try BoundedFileReader.read(path, kind: .png, followSymlinks: true)
        } catch {
            throw PNGDecodeError(description: "\(path): \(error)")
        }
        guard !bytes.isEmpty else { throw PNGDecodeError(description: "\(path): empty file, not a PNG") }
        return bytes
    }

    static func text(_ message: [CChar]) -> String {
        let s = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if s.isEmpty { return "cannot decode PNG" }
        if s.hasPrefix("not a PNG") || s.hasPrefix("image of") || s.hasPrefix("out of memory")
            || s.hasPrefix("corrupt or truncated PNG")
        {
            return s
        }
        return "corrupt or truncated PNG: \(s)"
    }
}
