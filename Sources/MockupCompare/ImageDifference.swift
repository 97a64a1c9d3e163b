import MockupGolden
import MockupKit

/// What comparing two images found, with the pictures that show it.
public struct ImageDifference: Sendable {
    /// The verdict and counts (`passed`, `changedPixels`, `maxChannelDelta`,
    /// `changedBounds`, `summary`…).
    public let result: PixelComparison
    /// The expected image as compared.
    public let expected: Bitmap
    /// The actual image as compared.
    public let actual: Bitmap

    /// A difference found by `ImageComparer`.
    init(expected: Bitmap, actual: Bitmap, result: PixelComparison) {
        self.expected = expected
        self.actual = actual
        self.result = result
    }

    /// Whether the images match within the options' threshold and limits.
    public var passed: Bool { result.passed }

    /// One line, as `mockup diff` prints it: `identical`, or changed pixels and ratio,
    /// largest channel difference and where.
    public var summary: String { result.summary }

    /// The diff image: the expected image faded, changed pixels red, anti-aliasing
    /// yellow (perceptual), ignored regions blue; nil when the sizes differ.
    public func diffImage() -> Bitmap? {
        DiffImage.make(expected: expected, result: result)
    }

    /// The diff image as PNG bytes; nil when the sizes differ.
    public func diffPNG() throws -> [UInt8]? {
        try diffImage().map { try MockupEngine.pngBytes($0) }
    }

    /// Expected, diff and actual side by side, as PNG bytes (`mockup diff --panels`).
    public func panelsPNG() throws -> [UInt8] {
        try MockupEngine.pngBytes(Panels.make(expected: expected, diff: diffImage(), actual: actual))
    }
}
