import CPangoCairo
import MockupDisplayList

/// The layouts the measurer shaped for the screen being compiled, lent to the painter
/// so that text drawn as it was measured is not shaped a second time (Pango's shaping
/// of a new layout was ~3 % of a single render).
///
/// A layout shaped in one of the font set's contexts (`FontSet.makeContext`: the same
/// font map, font options and no matrix) gives the glyphs and positions a layout made
/// in any other of them would, so drawing the measurer's layout draws the same pixels.
/// Held for one screen only (`PangoTextMeasurer.startScreen`): a batch of a thousand
/// screens keeps one screen's layouts, not all of them. Not thread-safe: one engine's.
public final class ShapedLayouts {
    private var layouts: [TextKey: OpaquePointer] = [:]

    init() {}

    /// Keeps `layout` (a reference the store now owns) as the shaping of `key`.
    func keep(_ layout: OpaquePointer, as key: TextKey) {
        if let old = layouts.updateValue(layout, forKey: key) { g_object_unref(UnsafeMutableRawPointer(old)) }
    }

    /// The layout shaped for `text` in `font` since the screen started, borrowed: valid
    /// until the next screen starts. The borrower must not change it.
    public func layout(text: String, font: FontSpec) -> OpaquePointer? {
        layouts[TextKey(text, font)]
    }

    /// How many layouts are held (for tests).
    public var count: Int { layouts.count }

    /// Releases every layout, under `FontLock` (they hold fonts whose faces cairo shares).
    func discardAll() {
        guard !layouts.isEmpty else { return }
        FontLock.held {
            for layout in layouts.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
            layouts.removeAll(keepingCapacity: true)
        }
    }
}
