import CCairo
import MockupDisplayList
import MockupText

/// Vector PDF output: one page, text as embedded-font text, reproducible bytes.
enum PDFWriter {
    /// Fixed creation/modification date (cairo 1.16 ignores SOURCE_DATE_EPOCH).
    static let fixedDate = "2000-01-01T00:00:00Z"

    static func render(_ list: DisplayList, hairlineScale: Double, fonts: FontSet) throws -> [UInt8] {
        // Page size in points is bounded like a 1x canvas.
        _ = try CanvasLimits.pixelSize(list.size, scale: 1)
        guard hairlineScale.isFinite, hairlineScale > 0, hairlineScale <= 16 else {
            throw RenderError.invalidCanvas("hairline scale \(hairlineScale)")
        }
        let sink = ByteSink()
        let surface: OpaquePointer = cairo_pdf_surface_create_for_stream(
            ByteSink.write, Unmanaged.passUnretained(sink).toOpaque(), list.size.width,
            list.size.height)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "mockup")
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, fixedDate)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, fixedDate)
        try withExtendedLifetime(sink) {
            let ctx = try CairoContext(surface: surface)
            // Device units are points; snapping uses the native device's pixel grid so
            // the PDF lines up with the PNG at that scale.
            let painter = Painter(cr: ctx.cr, grid: hairlineScale, fonts: fonts)
            try painter.draw(list.items)
            cairo_show_page(ctx.cr)
            try ctx.check()
            cairo_surface_finish(ctx.surface)
            try CairoContext.check(cairo_surface_status(ctx.surface))
        }
        return sink.bytes
    }
}
