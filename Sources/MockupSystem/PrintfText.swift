import MockupPlatform

/// `String(format:)` without corelibs Foundation: the C library's `vsnprintf` itself, so
/// the digits and their rounding are printf's exactly (Foundation's `%f` goes through
/// the same call). The process never calls `setlocale`, so the decimal mark is ".".
/// Checked against `String(format:)` by `PrintfTextTests`.
public enum PrintfText {
    /// `format` filled in by `vsnprintf`: `PrintfText.format("%.2f", 2.605)`.
    public static func format(_ format: String, _ arguments: CVarArg...) -> String {
        // A va_list is used up by one call: one to measure, a fresh one to print.
        let needed = withVaList(arguments) { vsnprintf(nil, 0, format, $0) }
        guard needed > 0 else { return "" }
        var buffer = [CChar](repeating: 0, count: Int(needed) + 1)
        _ = withVaList(arguments) { vsnprintf(&buffer, buffer.count, format, $0) }
        return String(decoding: buffer.prefix(Int(needed)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `value` with `decimals` digits after the point, rounded as printf's `%.Nf`.
    public static func fixed(_ value: Double, decimals: Int) -> String {
        format("%.*f", Int32(decimals), value)
    }
}
