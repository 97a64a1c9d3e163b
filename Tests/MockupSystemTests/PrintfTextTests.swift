import Foundation
import MockupSystem
import Testing

/// `PrintfText` must print what `String(format:)` printed at every call site: "%.2f"
/// (scale and design-size numbers), "%.1f" (timings), "\\u%04x" (JSON escapes), with
/// printf's rounding of halves that binary doubles cannot hold exactly.
private let values: [Double] = [
    0, -0.0, 0.5, 1.005, 2.605, 2.615, 2.625, 0.125, 0.375, 1.5, 2.5, -1.5, -2.675, 3.14159, 2.6086956521739131,
    1e-9, 123456.785, 99.995, 9.95, 0.05, 0.15, 0.25, 0.35, 1e21, -7.45, 414.0 / 3, 0.1 + 0.2,
]

@Test func fixedDecimalsArePrintfs() {
    for v in values {
        for format in ["%.1f", "%.2f", "%5.1f", "%.0f", "%.3f"] {
            #expect(PrintfText.format(format, v) == String(format: format, v), "\(format) \(v)")
        }
        #expect(PrintfText.fixed(v, decimals: 2) == String(format: "%.2f", v))
    }
}

@Test func hexEscapesArePrintfs() {
    for u: UInt32 in [0, 1, 0x1f, 0x7f, 0xabc, 0xffff] {
        #expect(PrintfText.format("\\u%04x", u) == String(format: "\\u%04x", u))
    }
}

@Test func longResultsAreNotCut() {
    let v = 1e300
    #expect(PrintfText.format("%.2f", v) == String(format: "%.2f", v))
}
