import CCairo
import MockupPlatform
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
    /// Threads one PNG encode may use; 0: every active core. `--jobs N` passes N, so
    /// that a run never uses more cores than asked.
    public let encoderThreads: Int
    /// Whether translucent groups draw into surfaces clipped to their ink
    /// (`Painter.clipToInk`); off only in tests, to show that the clip changes no pixel.
    var groupsClipToInk = true

    /// A renderer using `fonts`, its PNG encodes on at most `encoderThreads` threads
    /// (0: every core).
    public init(fonts: FontSet, encoderThreads: Int = 0) {
        self.fonts = fonts
        self.encoderThreads = max(0, encoderThreads)
    }

    /// Rasterises `list` at `scale` (1, 2, 3 or fractional like 2.61) into
    /// premultiplied ARGB. The canvas is round(size·scale) pixels, transparent where
    /// nothing is drawn. Throws before allocating when the canvas is too large.
    public func renderBitmap(_ list: DisplayList, scale: Double) throws -> Bitmap {
        let (w, h) = try CanvasLimits.pixelSize(list.size, scale: scale)
        var pixels = [UInt32](repeating: 0, count: w * h)
        // Drawing straight into the Swift array avoids copying the result.
        try pixels.withUnsafeMutableBufferPointer { try draw(list, scale: scale, into: $0, width: w, height: h) }
        return Bitmap(width: w, height: h, pixels: pixels)
    }

    /// Rasterises `list` at `scale` and encodes it as `encodePNG` would, from a canvas
    /// freed once encoded (no `Bitmap` is made). `stages` hears "raster" and "encode"
    /// as each ends (for `--timings`).
    public func renderPNG(_ list: DisplayList, scale: Double, stages: (String) -> Void = { _ in }) throws -> [UInt8] {
        let (w, h) = try CanvasLimits.pixelSize(list.size, scale: scale)
        guard let raw = malloc(w * h * 4) else { throw RenderError.cairo("out of memory for a \(w)x\(h) canvas") }
        defer { free(raw) }
        let canvas = UnsafeMutableBufferPointer(start: raw.bindMemory(to: UInt32.self, capacity: w * h), count: w * h)
        // Clearing is a 3–9 MB write that the screen's opaque background overwrites at once.
        if !Self.firstItemPaintsCanvas(list, scale: scale, width: w, height: h) { canvas.initialize(repeating: 0) }
        try draw(list, scale: scale, into: canvas, width: w, height: h)
        stages("raster")
        let png = try PNGEncoder.encode(UnsafeBufferPointer(canvas), width: w, height: h, threads: encoderThreads)
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
        try PNGEncoder.encode(bitmap, threads: encoderThreads)
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
