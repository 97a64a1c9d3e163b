import CCairo

/// Collects bytes from cairo's stream writers (PDF).
final class ByteSink {
    var bytes: [UInt8] = []

    /// A `cairo_write_func_t`; `closure` is an unretained `ByteSink`.
    static let write: cairo_write_func_t = { closure, data, length in
        guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
        if length > 0, let data {
            sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
        }
        return CAIRO_STATUS_SUCCESS
    }
}
