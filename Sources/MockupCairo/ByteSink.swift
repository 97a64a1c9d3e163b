import CCairo
import CPNGShim

/// Collects bytes from cairo's stream writers (PDF) and the libpng writer.
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

    /// A `mockup_png_write_fn`; `context` is an unretained `ByteSink`. Returns non-zero
    /// instead of throwing: the C side turns that into a libpng error.
    static let writePNG: mockup_png_write_fn = { context, data, count in
        guard let context else { return 1 }
        let sink = Unmanaged<ByteSink>.fromOpaque(context).takeUnretainedValue()
        if count > 0, let data {
            sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: count))
        }
        return 0
    }
}
