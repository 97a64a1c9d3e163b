/// The library's render call: a display list to a `RenderedImage` value.
extension MockupEngine {
    /// Rasterises `list` at `scale` (default: the list's device scale) into an image
    /// that knows its scale; throws when the canvas would be too large.
    public func renderImage(_ list: DisplayList, scale: Double? = nil) throws -> RenderedImage {
        let s = scale ?? list.scale
        return RenderedImage(bitmap: try renderBitmap(list, scale: s), scale: s)
    }
}
