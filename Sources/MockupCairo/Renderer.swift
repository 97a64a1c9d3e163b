import CCairo
import CPNGShim
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import MockupDisplayList
import MockupGeometry
import MockupText

/// Turns display lists into pixels (premultiplied ARGB), PNG bytes and vector PDF.
///
/// Layout is in points; the renderer scales to device pixels and snaps rectangle
/// edges, hairlines and text baselines to the pixel grid.
public struct Renderer {
    /// The pinned fonts text is shaped with.
    public let fonts: FontSet
    /// Whether translucent groups draw into surfaces clipped to their ink
    /// (`Painter.clipToInk`); off only in tests, to show that the clip changes no pixel.
    var groupsClipToInk = true

    /// A renderer using `fonts`.
    public init(fonts: FontSet) {
        self.fonts = fonts
    }

    /// Rasterises `list` at `scale` (1, 2, 3 or fractional like 2.61) into
    /// premultiplied ARGB. The canvas is round(size·scale) pixels, transparent where
    /// nothing is drawn. Throws before allocating when the canvas is too large.
    public func renderBitmap(_ list: DisplayList, scale: Double) throws -> Bitmap {
        let (w, h) = try CanvasLimits.pixelSize(list.size, scale: scale)
        // Cleared in huge pages where the kernel allows: first-touch faults of 4 KiB
        // pages were 2–4 ms of a @3x render.
        var pixels = [UInt32](unsafeUninitializedCapacity: mockup_huge_array_capacity(w * h, 4)) { buf, count in
            mockup_advise_huge_pages(buf.baseAddress, w * h * 4)
            UnsafeMutableBufferPointer(rebasing: buf[..<(w * h)]).initialize(repeating: 0)
            count = w * h
        }
        // Drawing straight into the Swift array avoids copying the result.
        try pixels.withUnsafeMutableBufferPointer { try draw(list, scale: scale, into: $0, width: w, height: h) }
        return Bitmap(width: w, height: h, pixels: pixels)
    }

    /// Rasterises `list` at `scale` and encodes it as `encodePNG` would, without an
    /// ARGB array: the canvas is a buffer on 2 MiB boundaries in huge pages
    /// (`mockup_alloc_huge`), freed once encoded, where an array's unaligned ends cost
    /// ~500 page faults (over a millisecond here). `stages` hears "raster" and "encode"
    /// as each ends (for `--timings`).
    public func renderPNG(_ list: DisplayList, scale: Double, stages: (String) -> Void = { _ in }) throws -> [UInt8] {
        let (w, h) = try CanvasLimits.pixelSize(list.size, scale: scale)
        guard let raw = mockup_alloc_huge(w * h * 4) else { throw RenderError.cairo("out of memory for a \(w)x\(h) canvas") }
        defer { free(raw) }
        let canvas = UnsafeMutableBufferPointer(start: raw.bindMemory(to: UInt32.self, capacity: w * h), count: w * h)
        // A batch reuses its buffers (MockupEngine.keepLargeAllocations): clearing one
        // is a 3–9 MB write that the screen's opaque background overwrites at once.
        if !Self.firstItemPaintsCanvas(list, scale: scale, width: w, height: h) { canvas.initialize(repeating: 0) }
        try draw(list, scale: scale, into: canvas, width: w, height: h)
        stages("raster")
        let png = try PNGEncoder.encode(UnsafeBufferPointer(canvas), width: w, height: h)
        stages("encode")
        return png
    }

    /// Whether `list`'s first item paints every pixel of a `w × h` canvas opaquely: an
    /// opaque rectangle from the origin to the far corner on whole pixels, as every
    /// screen's background is. cairo's OVER with an opaque source writes the colour
    /// whatever was there, so such a canvas needs no clearing first.
    static func firstItemPaintsCanvas(_ list: DisplayList, scale: Double, width w: Int, height h: Int) -> Bool {
        guard case .rect(let r, let c)? = list.items.first, c.alpha == 255 else { return false }
        return r.minX == 0 && r.minY == 0 && r.maxX * scale == Double(w) && r.maxY * scale == Double(h)
    }

    /// Draws `list` at `scale` into `canvas` (`width × height` cleared words, or words
    /// the first item paints over: `firstItemPaintsCanvas`).
    private func draw(
        _ list: DisplayList, scale: Double, into canvas: UnsafeMutableBufferPointer<UInt32>, width w: Int, height h: Int
    ) throws {
        guard let base = canvas.baseAddress else { throw RenderError.cairo("no pixel buffer") }
        let surface: OpaquePointer = cairo_image_surface_create_for_data(
            UnsafeMutableRawPointer(base).assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(w),
            Int32(h), Int32(w * 4))
        let ctx = try CairoContext(surface: surface)
        cairo_scale(ctx.cr, scale, scale)
        let painter = Painter(cr: ctx.cr, grid: 1, fonts: fonts)
        painter.clipsGroupsToInk = groupsClipToInk
        try painter.draw(list.items)
        cairo_surface_flush(ctx.surface)
        try ctx.check()
    }

    /// Encodes a bitmap as PNG: 8-bit RGB when fully opaque, else RGBA; deterministic.
    public func encodePNG(_ bitmap: Bitmap) throws -> [UInt8] {
        try PNGEncoder.encode(bitmap)
    }

    /// Keeps every allocation of 1 MiB or more a mapping of its own for the rest of the
    /// process (glibc would otherwise serve them from its heap after the first large
    /// free), so that image buffers land on huge pages (`CPNGShim/huge_pages.h`).
    public static func mapLargeAllocations() {
        mockup_map_large_allocations()
    }

    /// Keeps large buffers in malloc's heap for reuse by the next file, in a process
    /// that renders one file after another (`CPNGShim/huge_pages.h`).
    public static func keepLargeAllocations() {
        mockup_keep_large_allocations()
    }

    /// Limits one PNG encode to `threads` threads (0: every core); process-wide.
    public static func limitEncoderThreads(_ threads: Int) {
        PNGEncoder.threadLimit.store(max(0, threads), ordering: .relaxed)
    }

    /// Encodes a bitmap as PNG without a renderer (no fonts needed): diff images, panels.
    public static func encodePNG(_ bitmap: Bitmap) throws -> [UInt8] {
        try PNGEncoder.encode(bitmap)
    }

    /// Renders `list` as a one-page vector PDF of `list.size` points: text stays
    /// text (embedded font subsets), hairlines are 1/`hairlineScale` pt wide, dates
    /// are fixed so equal input gives equal bytes.
    public func renderPDF(_ list: DisplayList, hairlineScale: Double) throws -> [UInt8] {
        try PDFWriter.render(list, hairlineScale: hairlineScale, fonts: fonts)
    }

    /// Renders `list` as SVG 1.1 of `list.size` points (unit-less: one CSS pixel per
    /// point), edges and hairlines on the pixel grid of `scale`, text as glyph outlines
    /// or as `<text>` (`SVGTextMode`); ids renumbered so equal input gives equal bytes.
    public func renderSVG(_ list: DisplayList, scale: Double, text: SVGTextMode) throws -> [UInt8] {
        try SVGWriter.render(list, scale: scale, text: text, fonts: fonts)
    }
}
