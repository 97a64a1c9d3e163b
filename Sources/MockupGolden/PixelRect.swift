#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MockupSystem

/// A rectangle of whole pixels: a bounding box of changes or an ignored region.
public struct PixelRect: Sendable, Hashable, Codable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    /// Creates a rectangle.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Largest value of each of `x`, `y`, `width`, `height` that `init(parsing:)`
    /// accepts: far beyond any image a comparison decodes (`DecodeLimits.maxSide`), so a
    /// region reaching past the edge is simply clipped, while absurd values are refused.
    public static let maxCoordinate = 1_000_000

    /// Parses `x,y,w,h` (plain decimal whole pixels, `DecimalNumber`; width and height
    /// at least 1; each at most `maxCoordinate`); `nil` otherwise.
    public init?(parsing text: String) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { DecimalNumber.integer($0.trimmingSpaces()) }
        guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3],
            w > 0, h > 0, [x, y, w, h].allSatisfy({ $0 <= Self.maxCoordinate })
        else { return nil }
        self.init(x: x, y: y, width: w, height: h)
    }

    /// `WxH at X,Y`, as the console prints boxes.
    public var description: String { "\(width)x\(height) at \(x),\(y)" }

    /// The part inside a `width × height` image, or `nil` when none is. Saturating
    /// sums: a rectangle built with any `Int`s (not only parsed ones) never traps.
    func clipped(width w: Int, height h: Int) -> PixelRect? {
        guard width > 0, height > 0 else { return nil }
        let x0 = max(0, x), y0 = max(0, y)
        let x1 = min(w, Self.saturatingSum(x, width)), y1 = min(h, Self.saturatingSum(y, height))
        guard x1 > x0, y1 > y0 else { return nil }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// `a + b`, held at `Int.max` / `Int.min` instead of trapping.
    static func saturatingSum(_ a: Int, _ b: Int) -> Int {
        let (s, overflow) = a.addingReportingOverflow(b)
        return overflow ? (b > 0 ? Int.max : Int.min) : s
    }
}
