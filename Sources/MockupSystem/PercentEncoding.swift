/// `addingPercentEncoding(withAllowedCharacters: .urlPathAllowed)` without corelibs
/// Foundation (see `MockupSystem.swift`): every UTF-8 byte outside ASCII letters, digits and
/// `!$&'()*+,-./:=@_~` becomes `%XX` (upper-case hex). Checked against Foundation by
/// `PercentEncodingTests`.
public enum PercentEncoding {
    /// The path with its disallowed bytes escaped.
    public static func urlPath(_ path: String) -> String {
        let allowed = Set("!$&'()*+,-./:=@_~".utf8)
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        for b in path.utf8 {
            let alphanumeric = (0x30...0x39).contains(b) || (0x41...0x5A).contains(b) || (0x61...0x7A).contains(b)
            if alphanumeric || allowed.contains(b) {
                out.append(b)
            } else {
                out += [UInt8(ascii: "%"), hex[Int(b >> 4)], hex[Int(b & 15)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}

extension PercentEncoding {
    /// `removingPercentEncoding`: every `%XX` made its byte; nil when a `%` is not
    /// followed by two hex digits or the bytes are not UTF-8.
    public static func decoded(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        var i = 0
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "%") else {
                out.append(bytes[i])
                i += 1
                continue
            }
            guard i + 2 < bytes.count, let high = hexValue(bytes[i + 1]), let low = hexValue(bytes[i + 2]) else { return nil }
            out.append(high << 4 | low)
            i += 3
        }
        return String(validating: out, as: UTF8.self)
    }

    private static func hexValue(_ b: UInt8) -> UInt8? {
        switch b {
        case 0x30...0x39: b - 0x30
        case 0x41...0x46: b - 0x41 + 10
        case 0x61...0x66: b - 0x61 + 10
        default: nil
        }
    }
}
