/// Decoding of a file's bytes into lines of Unicode scalars.
enum SourceText {
    /// The lines of a decoded file, or the error that stopped decoding.
    enum Decoded {
        /// Lines without their `\n` or `\r\n`; `text` is the whole file (BOM removed).
        case lines([[Unicode.Scalar]], text: String)
        /// The file is not valid UTF-8: the first bad byte's position, and the
        /// text with bad bytes replaced by U+FFFD (for echoing the line).
        case invalidUTF8(line: Int, column: Int, offset: Int, lossyText: String)
    }

    /// Decodes `bytes` as UTF-8, dropping a leading byte order mark.
    static func decode(_ bytes: [UInt8]) -> Decoded {
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        var lines: [[Unicode.Scalar]] = []
        var current: [Unicode.Scalar] = []
        var iterator = body.makeIterator()
        var decoder = UTF8()
        var offset = 0
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
                if scalar == "\n" {
                    if current.last == "\r" { current.removeLast() }
                    lines.append(current)
                    current = []
                } else {
                    current.append(scalar)
                }
            case .emptyInput:
                break loop
            case .error:
                return .invalidUTF8(
                    line: lines.count + 1, column: current.count + 1,
                    offset: offset + (body.count < bytes.count ? 3 : 0),
                    lossyText: String(decoding: body, as: UTF8.self))
            }
        }
        lines.append(current)
        return .lines(lines, text: String(decoding: body, as: UTF8.self))
    }
}
