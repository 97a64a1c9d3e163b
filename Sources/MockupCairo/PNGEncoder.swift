import CPNG
import CPNGShim
import Dispatch
import MockupGeometry
import MockupPlatform
import Synchronization

/// PNG encoding of a finished bitmap, kept apart from rasterising because deflate costs
/// more than drawing a screen.
///
/// The rows are converted and deflated in bands of about `bandBytes` on every core (one
/// igzip stream from Intel ISA-L and one scratch buffer per thread, reused band after
/// band), the way pigz splits a stream: each band is raw deflate primed with the 32 KiB
/// before it and ends on a byte boundary, so the bands join into one zlib stream whose
/// Adler-32 is combined from theirs. Band edges depend only on the image size, never on
/// the number of threads, so equal bitmaps give equal bytes whatever the thread count
/// (igzip picks its code by CPU features: see docs/PERFORMANCE.md on bytes across
/// machines).
enum PNGEncoder {
    /// Raw bytes per band: small enough that a @2x screen (3 MB) splits into six bands
    /// for two cores, large enough that priming each with 32 KiB costs little.
    /// (`mockup_png_band_bytes`, shared with the C side.)
    static let bandBytes = Int(mockup_png_band_bytes)
    /// Bytes per IDAT chunk (a conventional size; decoders take any).
    static let idatBytes = Int(mockup_png_idat_bytes)
    /// The widest image written: libpng's default read limit, so every reader takes it.
    static let maxWidth = 1_000_000

    /// How many threads `forEachBand` uses for `bands` bands: `limit` (the caller's
    /// `Renderer.encoderThreads`), or every active core when it is 0.
    static func threads(for bands: Int, limit: Int) -> Int {
        let cores = max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        return max(1, min(bands, limit > 0 ? limit : cores))
    }

    /// Runs `body(thread, band)` for each band on `threads` threads (`threads(for:limit:)`,
    /// read once by the caller, who sized its per-thread buffers with it): thread t takes
    /// bands t, t + threads, …, so at most that many run at once.
    static func forEachBand(_ bands: Int, threads: Int, _ body: @Sendable (Int, Int) -> Void) {
        if threads <= 1 {
            for band in 0..<bands { body(0, band) }
            return
        }
        DispatchQueue.concurrentPerform(iterations: threads) { t in
            for band in stride(from: t, to: bands, by: threads) { body(t, band) }
        }
    }

    /// 8-bit RGB when every pixel is opaque, else 8-bit straight-alpha RGBA, no row
    /// filter, deflated on at most `threads` threads (0: every core). Only IHDR, IDAT
    /// and IEND chunks: no time or text to vary.
    static func encode(
        _ bitmap: Bitmap, threads: Int = 0, settings: PNGSettings = .standard, bandBytes: Int = bandBytes
    ) throws -> [UInt8] {
        guard bitmap.pixels.count == bitmap.width * bitmap.height else {
            throw RenderError.invalidBitmap("cannot encode a \(bitmap.width)x\(bitmap.height) bitmap")
        }
        return try bitmap.pixels.withUnsafeBufferPointer {
            try encode(
                $0, width: bitmap.width, height: bitmap.height, threads: threads, settings: settings, bandBytes: bandBytes)
        }
    }

    /// As `encode(_:)`, from `width × height` words anywhere in memory (a canvas that
    /// was never an array: `Renderer.renderPNG`).
    static func encode(
        _ pixels: UnsafeBufferPointer<UInt32>, width w: Int, height h: Int, threads: Int = 0,
        settings: PNGSettings = .standard, bandBytes: Int = bandBytes
    ) throws -> [UInt8] {
        guard w > 0, h > 0, pixels.count == w * h, h <= Int(Int32.max), pixels.baseAddress != nil else {
            throw RenderError.invalidBitmap("cannot encode a \(w)x\(h) bitmap")
        }
        guard w <= maxWidth else {
            throw RenderError.invalidBitmap("cannot encode a PNG \(w) pixels wide: the width limit is \(maxWidth)")
        }
        let src = Address(UnsafeMutablePointer(mutating: pixels.baseAddress!))
        // Screens are opaque, so RGB is tried first; its conversion notes any pixel that
        // is not (`PNGRows.rgb`), and only then is the image encoded again as RGBA. The
        // choice is the one a check of every pixel beforehand would make, without that
        // extra pass over a canvas of 3–12 MB.
        if let png = try encode(
            src, width: w, height: h, opaque: true, threads: threads, settings: settings, bandBytes: bandBytes)
        {
            return png
        }
        guard
            let png = try encode(
                src, width: w, height: h, opaque: false, threads: threads, settings: settings, bandBytes: bandBytes)
        else {
            throw RenderError.invalidBitmap("could not encode a \(w)x\(h) image as RGBA")
        }
        return png
    }

    /// The PNG of `w × h` words at `src`: 8-bit RGB (`opaque`) or straight-alpha RGBA.
    /// Nil when `opaque` was asked and a pixel is not: the bands still to do are skipped.
    private static func encode(
        _ src: Address, width w: Int, height h: Int, opaque: Bool, threads limit: Int, settings: PNGSettings,
        bandBytes: Int
    ) throws -> [UInt8]? {
        let rowBytes = 1 + w * (opaque ? 3 : 4)
        let rowsPerBand = max(1, bandBytes / rowBytes)
        let bands = (h + rowsPerBand - 1) / rowsPerBand
        let window = 32 * 1024
        // Rows of the dictionary before a band: at most this many.
        let dictionaryRows = (window + rowBytes - 1) / rowBytes + 1
        let threads = threads(for: bands, limit: limit)
        guard
            let compressed = DeflatedBands(
                count: bands, threads: threads, scratchBytes: (dictionaryRows + rowsPerBand) * rowBytes,
                settings: settings)
        else {
            throw RenderError.invalidBitmap("deflate: out of memory")
        }
        defer { compressed.release() }
        let translucent = Atomic<Bool>(false)
        // Each thread converts a band's rows (filter byte 0, then the pixels) into its
        // own scratch buffer, with the rows before it that its dictionary holds, and
        // deflates them while they are in the cache: no whole-image buffer of raw
        // rows (8 MB at @3x, whose first-touch page faults cost 3 ms).
        forEachBand(bands, threads: threads) { thread, band in
            if translucent.load(ordering: .relaxed) { return }
            let first = band * rowsPerBand
            let last = min(h, first + rowsPerBand)
            let start = first * rowBytes
            let dictStart = max(0, start - window)
            let firstConverted = dictStart / rowBytes
            let scratch = compressed.scratch(thread)
            var allOpaque = true
            for y in firstConverted..<last {
                let out = scratch + (y - firstConverted) * rowBytes
                out[0] = 0
                let row = UnsafeBufferPointer(start: src.words + y * w, count: w)
                if opaque {
                    allOpaque = PNGRows.rgb(row, into: out + 1) && allOpaque
                } else {
                    PNGRows.rgba(row, into: out + 1)
                }
            }
            guard allOpaque else {
                translucent.store(true, ordering: .relaxed)
                return
            }
            let base = firstConverted * rowBytes
            compressed.deflate(
                band: band, thread: thread, data: scratch + (start - base), count: (last - first) * rowBytes,
                dictionary: scratch + (dictStart - base), dictionaryCount: start - dictStart,
                last: band == bands - 1)
        }
        if translucent.load(ordering: .relaxed) { return nil }
        guard let png = compressed.png(width: w, height: h, colourType: opaque ? 2 : 6, level: settings.level) else {
            throw RenderError.invalidBitmap("could not deflate a \(w)x\(h) image")
        }
        return png
    }

    /// The bitmap's pixels, handed to the band workers, which only read them.
    struct Address: @unchecked Sendable {
        let words: UnsafeMutablePointer<UInt32>
        init(_ p: UnsafeMutablePointer<UInt32>) { words = p }
    }
}

/// Each band's deflated bytes and Adler-32, written by one worker per slot, and one
/// reusable deflater and scratch buffer per thread.
private final class DeflatedBands: @unchecked Sendable {
    /// One band's result: its deflated bytes (nil until done or when deflate failed), their
    /// count, Adler-32 and the raw length it covers.
    private struct Band {
        var bytes: UnsafeMutablePointer<UInt8>?
        var count = 0
        var adler: UInt32 = 1
        var rawCount = 0
    }

    private let deflaters: [OpaquePointer]
    private let scratches: [UnsafeMutablePointer<UInt8>]
    /// One deflate output per thread, as large as a band can need; each band's bytes
    /// are then copied into a block of their own size. (Blocks of the bound's size per
    /// band were each touched in a different 2 MiB page of the heap, which the CLI
    /// asks for in huge pages: ~12 MB of pages cleared for ~150 KB of output.)
    private let outputs: [UnsafeMutablePointer<UInt8>]
    private let outCapacity: Int
    private let bands: UnsafeMutablePointer<Band>
    private let count: Int

    init?(count: Int, threads: Int, scratchBytes: Int, settings: PNGSettings) {
        var made: [OpaquePointer] = []
        for _ in 0..<threads {
            guard let d = mockup_deflater_new(settings.level) else {
                made.forEach { mockup_deflater_free($0) }
                return nil
            }
            made.append(d)
        }
        deflaters = made
        scratches = (0..<threads).map { _ in UnsafeMutablePointer<UInt8>.allocate(capacity: scratchBytes) }
        let capacity = mockup_deflate_band_bound(scratchBytes)
        outCapacity = capacity
        outputs = (0..<threads).map { _ in UnsafeMutablePointer<UInt8>.allocate(capacity: capacity) }
        self.count = count
        bands = .allocate(capacity: count)
        bands.initialize(repeating: Band(), count: count)
    }

    func deflate(
        band: Int, thread: Int, data: UnsafeMutablePointer<UInt8>, count: Int, dictionary: UnsafeMutablePointer<UInt8>,
        dictionaryCount: Int, last: Bool
    ) {
        let scratchOut = outputs[thread]
        var written = 0
        var adler: UInt32 = 1
        guard
            mockup_deflate_band(
                deflaters[thread], dictionary, dictionaryCount, data, count, last ? 1 : 0, scratchOut, outCapacity,
                &written, &adler) == 0
        else { return }
        let out = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, written))
        out.initialize(from: scratchOut, count: written)
        bands[band] = Band(bytes: out, count: written, adler: adler, rawCount: count)
    }

    /// The PNG file: the zlib header, the bands in order and their combined Adler-32 in
    /// IDAT chunks, each byte copied once (`mockup_png_write`); nil if a band failed.
    func png(width: Int, height: Int, colourType: UInt8, level: Int32) -> [UInt8]? {
        let header = mockup_zlib_header(level)
        let head: [UInt8] = [UInt8(header >> 8), UInt8(header & 0xFF)]
        var adler: UInt32 = 1
        var pieces: [UnsafePointer<UInt8>?] = []
        var lengths: [Int] = []
        for i in 0..<count {
            guard let bytes = bands[i].bytes else { return nil }
            pieces.append(UnsafePointer(bytes))
            lengths.append(bands[i].count)
            adler = i == 0 ? bands[i].adler : mockup_adler32_combine(adler, bands[i].adler, bands[i].rawCount)
        }
        let tail: [UInt8] = (0..<4).map { UInt8(truncatingIfNeeded: adler >> (24 - 8 * $0)) }
        let streamCount = 2 + lengths.reduce(0, +) + 4
        return head.withUnsafeBufferPointer { h in
            tail.withUnsafeBufferPointer { t in
                let all = [h.baseAddress] + pieces + [t.baseAddress]
                let lens = [2] + lengths + [4]
                return [UInt8](unsafeUninitializedCapacity: mockup_png_file_size(streamCount)) { out, n in
                    n = mockup_png_write(
                        out.baseAddress, UInt32(width), UInt32(height), colourType, all, lens, all.count)
                }
            }
        }
    }

    /// Thread `t`'s buffer for a band's converted rows and the rows before it.
    func scratch(_ t: Int) -> UnsafeMutablePointer<UInt8> { scratches[t] }

    func release() {
        deflaters.forEach { mockup_deflater_free($0) }
        scratches.forEach { $0.deallocate() }
        outputs.forEach { $0.deallocate() }
        for i in 0..<count { bands[i].bytes?.deallocate() }
        bands.deinitialize(count: count)
        bands.deallocate()
    }
}
