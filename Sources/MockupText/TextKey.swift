import MockupDisplayList

/// A text in a font, as a key of what Pango made of it (the measurer's metrics, the
/// screen's shaped layouts): the text's UTF-8 bytes, not the `String`, since Swift
/// compares strings by canonical equivalence ("é" equals "e" + U+0301) while Pango
/// shapes the scalars as written.
struct TextKey: Hashable {
    let utf8: [UInt8]
    let font: FontSpec

    init(_ text: String, _ font: FontSpec) {
        utf8 = Array(text.utf8)
        self.font = font
    }
}
