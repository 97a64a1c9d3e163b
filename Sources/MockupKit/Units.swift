import MockupScene

/// Converts lengths between iOS points, pixels, Android dp and sp, meeting in pixels:
/// px = pt × the iOS scale, px = dp × dpi/160, px = sp × dpi/160 × the font scale.
/// A conversion that needs a factor nobody gave (sp without a density, pt without a
/// scale) is an error naming what to add, never a guess.
package struct UnitConverter: Sendable {
    /// A length unit.
    public enum Unit: String, Sendable, CaseIterable {
        case pt, px, dp, sp
    }

    /// Why a conversion cannot be made.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        /// What is missing or wrong, in words.
        public var description: String
    }

    /// The iOS scale points convert at (`--scale`, or a device's).
    public var scale: Double?
    /// The Android density dp and sp convert at.
    public var density: AndroidDensity?
    /// The user's text size preference sp are scaled by (1 when not given).
    public var fontScale: Double

    /// A converter with the factors given (each conversion needs only its own).
    public init(scale: Double? = nil, density: AndroidDensity? = nil, fontScale: Double = 1) {
        self.scale = scale
        self.density = density
        self.fontScale = fontScale
    }

    /// Pixels per one `unit`, or why it is unknown.
    public func pixels(per unit: Unit) throws -> Double {
        switch unit {
        case .px: return 1
        case .pt:
            guard let scale else {
                throw Failure(description: "pt needs an iOS scale to convert: add --scale 2 (or --device NAME)")
            }
            return scale
        case .dp, .sp:
            guard let density else {
                let list = AndroidDensity.all.map(\.name).joined(separator: ", ")
                throw Failure(description: "\(unit.rawValue) needs a density to convert: add --density NAME (\(list))")
            }
            return unit == .sp ? density.scale * fontScale : density.scale
        }
    }

    /// `value` in `from` expressed in `to`.
    public func convert(_ value: Double, from: Unit, to: Unit) throws -> Double {
        if from == to { return value }
        return value * (try pixels(per: from)) / (try pixels(per: to))
    }

    /// Reads `48dp`, `48 dp`, `1.5pt`, `-3px`: the number and its unit.
    public static func parse(_ text: String) -> (value: Double, unit: Unit)? {
        let t = text.filter { $0 != " " }.lowercased()
        guard let unit = Unit.allCases.first(where: { t.hasSuffix($0.rawValue) }) else { return nil }
        let number = String(t.dropLast(unit.rawValue.count))
        guard !number.isEmpty, number.allSatisfy({ $0.isNumber || $0 == "." || $0 == "-" }),
            let v = Double(number), v.isFinite
        else { return nil }
        return (v, unit)
    }
}
