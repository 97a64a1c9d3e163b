/// Measured extent of one line of text, in points.
public struct TextMetrics: Sendable, Hashable {
    /// Advance width of the whole line.
    public var width: Double
    /// Distance from the baseline up to the top of the line box.
    public var ascent: Double
    /// Distance from the baseline down to the bottom of the line box.
    public var descent: Double

    /// Creates metrics.
    public init(width: Double, ascent: Double, descent: Double) {
        self.width = width
        self.ascent = ascent
        self.descent = descent
    }

    /// Height of the line box.
    public var height: Double { ascent + descent }
}

/// Measures text the way the renderer will draw it, so layout can place runs.
///
/// Layout only sees this protocol: tests use a fake; the real one is Pango-backed.
public protocol TextMeasuring {
    /// Metrics of `text` set on one line in `font`.
    func measure(_ text: String, font: FontSpec) -> TextMetrics

    /// The advance of the line the renderer draws for `text` cut with "…" to fit
    /// `maxWidth` (its whole advance when it fits). A cut falls between characters, so
    /// the cut line is usually narrower than `maxWidth` — by up to a CJK character or an
    /// emoji — which matters to text aligned at its right end.
    func truncatedWidth(_ text: String, font: FontSpec, maxWidth: Double) -> Double
}

extension TextMeasuring {
    /// Measurers that cannot cut text say the cut line fills `maxWidth`.
    public func truncatedWidth(_ text: String, font: FontSpec, maxWidth: Double) -> Double {
        min(measure(text, font: font).width, max(0, maxWidth))
    }
}
