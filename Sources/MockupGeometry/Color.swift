/// An sRGB colour with straight (not premultiplied) alpha, 8 bits a channel.
///
/// Eight bits match what the mockup language can express (`#RRGGBBAA`) and keep
/// display-list dumps exact.
public struct Color: Sendable, Hashable {
    /// Red, 0…255.
    public var red: UInt8
    /// Green, 0…255.
    public var green: UInt8
    /// Blue, 0…255.
    public var blue: UInt8
    /// Opacity, 0 (transparent) …255 (opaque); the channels are not premultiplied.
    public var alpha: UInt8

    /// Creates a colour from its channels.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates an opaque colour from `0xRRGGBB`.
    public init(rgb: UInt32) {
        self.init(
            red: UInt8((rgb >> 16) & 0xFF), green: UInt8((rgb >> 8) & 0xFF),
            blue: UInt8(rgb & 0xFF))
    }

    /// The same colour with alpha replaced by `fraction` (0…1) of full opacity.
    public func withAlpha(_ fraction: Double) -> Color {
        var c = self
        c.alpha = UInt8((min(max(fraction, 0), 1) * 255).rounded())
        return c
    }

    /// This colour drawn over the opaque `base` (source-over), as an opaque colour.
    public func composited(over base: Color) -> Color {
        let a = Double(alpha) / 255
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            UInt8((Double(top) * a + Double(bottom) * (1 - a)).rounded())
        }
        return Color(red: mix(red, base.red), green: mix(green, base.green), blue: mix(blue, base.blue))
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    public var hex: String {
        func h(_ v: UInt8) -> String {
            let digits = Array("0123456789ABCDEF")
            return String([digits[Int(v >> 4)], digits[Int(v & 0xF)]])
        }
        return "#" + h(red) + h(green) + h(blue) + (alpha == 255 ? "" : h(alpha))
    }

    /// Channels as 0…1 doubles, for C drawing APIs.
    public var components: (r: Double, g: Double, b: Double, a: Double) {
        (Double(red) / 255, Double(green) / 255, Double(blue) / 255, Double(alpha) / 255)
    }

    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = Color(red: 255, green: 255, blue: 255)
    /// Fully transparent.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
}
