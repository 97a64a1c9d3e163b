/// How SVG output draws text (`--svg-text`).
public enum SVGTextMode: String, Sendable, CaseIterable {
    /// cairo's glyph outlines, defined once and reused: the picture looks the same
    /// everywhere, with no font needed, but the text cannot be selected or searched.
    case glyphs
    /// Real `<text>` elements naming the pinned font families: selectable and
    /// searchable, right only where those fonts are installed.
    case text
}
