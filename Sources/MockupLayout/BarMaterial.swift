import MockupPlatform
import MockupGeometry
import MockupScene

/// The background of navigation bars and toolbars, and what reads on it.
enum BarMaterial {
    /// `bar-tint` as drawn: a translucent tinted bar shows 85 % of the tint over the
    /// (blurred) content; opaque bars show the tint as given. Without a tint: the bar
    /// material of `Palette`.
    static func background(barTint: Color?, translucent: Bool) -> Color {
        guard let tint = barTint else {
            return translucent ? Palette.barBackground : Palette.barBackgroundOpaque
        }
        guard translucent else { return tint }
        return tint.withAlpha(Palette.barTintTranslucency * Double(tint.alpha) / 255)
    }

    /// Whether white text reads better than black on `c` (relative luminance below
    /// the 50 % grey's, ignoring alpha): dark bars get white titles and a light status bar.
    static func isDark(_ c: Color) -> Bool {
        func linear(_ v: UInt8) -> Double {
            let s = Double(v) / 255
            return s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
        }
        let l = 0.2126 * linear(c.red) + 0.7152 * linear(c.green) + 0.0722 * linear(c.blue)
        return l < Palette.darkLuminanceThreshold
    }
}
