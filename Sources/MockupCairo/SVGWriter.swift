import CCairo
import MockupDisplayList
import MockupGeometry
import MockupText

/// Vector SVG output through cairo's SVG surface: SVG 1.1, user units = points (the
/// image's intrinsic size is the device's point size, which a web page shows at one CSS
/// pixel per point), hairlines and edges snapped to the pixel grid of `scale`, ids
/// renumbered so that equal input gives equal bytes.
enum SVGWriter {
    static func render(_ list: DisplayList, scale: Double, text: SVGTextMode, fonts: FontSet) throws -> [UInt8] {
        // Page size in points is bounded like a 1x canvas, the grid like the PDF's.
        _ = try CanvasLimits.pixelSize(list.size, scale: 1)
        guard scale.isFinite, scale > 0, scale <= 16 else {
            throw RenderError.invalidCanvas("scale \(scale)")
        }
        let document: String
        switch text {
        case .glyphs:
            document = try cairoDocument(list.items, size: list.size, scale: scale, fonts: fonts)
        case .text:
            document = try SVGTextLayer(size: list.size, scale: scale, fonts: fonts).document(list.items)
        }
        return Array(SVGCanonicalIDs.renumber(document).utf8)
    }

    /// `items` drawn by the painter on one SVG surface of `size` points: the whole
    /// document as cairo writes it (ids not yet canonical).
    static func cairoDocument(_ items: [DisplayItem], size: Size, scale: Double, fonts: FontSet) throws -> String {
        let sink = ByteSink()
        let surface: OpaquePointer = cairo_svg_surface_create_for_stream(
            ByteSink.write, Unmanaged.passUnretained(sink).toOpaque(), size.width, size.height)
        // A fixed version, and unit-less sizes: `pt` would make browsers show the image
        // at 4/3 of its point size.
        cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1)
        cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_USER)
        try withExtendedLifetime(sink) {
            let ctx = try CairoContext(surface: surface)
            let painter = Painter(cr: ctx.cr, grid: scale, fonts: fonts)
            try painter.draw(items)
            cairo_show_page(ctx.cr)
            try ctx.check()
            cairo_surface_finish(ctx.surface)
            try CairoContext.check(cairo_surface_status(ctx.surface))
        }
        return String(decoding: sink.bytes, as: UTF8.self)
    }
}
