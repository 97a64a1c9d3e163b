/// Gives an SVG document's ids names that depend only on the document's structure.
///
/// cairo names some elements after process-wide counters (`surface5`, `image12`: the
/// unique id of a cairo surface), so the same screen rendered second in a process, or
/// by another worker, would differ in those names. Every id, in order of first
/// appearance (definition or reference), becomes its leading letters and a number
/// counted per prefix: `glyph0-3` → `glyph4`, `surface17` → `surface1`.
enum SVGCanonicalIDs {
    /// The markers that precede an id or a reference to one, and what ends the name.
    private static let markers: [(prefix: [UInt8], end: UInt8)] = [
        (Array(" id=\"".utf8), UInt8(ascii: "\"")),
        (Array("href=\"#".utf8), UInt8(ascii: "\"")),
        (Array("url(#".utf8), UInt8(ascii: ")")),
    ]

    static func renumber(_ document: String) -> String {
        var names: [[UInt8]: [UInt8]] = [:]
        var counts: [[UInt8]: Int] = [:]
        return rename(document) { name in
            if let known = names[name] { return known }
            let base = Self.base(of: name)
            let n = (counts[base] ?? 0) + 1
            counts[base] = n
            let canonical = base + Array(String(n).utf8)
            names[name] = canonical
            return canonical
        }
    }

    /// Every id and reference in `document` prefixed with `prefix` (the text layer's
    /// pieces, each a cairo document of its own, use the same names).
    static func prefixed(_ document: String, _ prefix: String) -> String {
        let p = Array(prefix.utf8)
        return rename(document) { p + $0 }
    }

    /// `document` with each id and each reference to one replaced by `rename(name)`.
    static func rename(_ document: String, _ rename: ([UInt8]) -> [UInt8]) -> String {
        let bytes = Array(document.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        scan: while i < bytes.count {
            // Every marker starts with one of these bytes; skip the rest quickly.
            let b = bytes[i]
            if b == UInt8(ascii: " ") || b == UInt8(ascii: "h") || b == UInt8(ascii: "u") {
                for marker in markers where matches(bytes, at: i, marker.prefix) {
                    let start = i + marker.prefix.count
                    guard let end = bytes[start...].firstIndex(of: marker.end) else { break }
                    out += marker.prefix
                    out += rename(Array(bytes[start..<end]))
                    i = end
                    continue scan
                }
            }
            out.append(b)
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func matches(_ bytes: [UInt8], at i: Int, _ prefix: [UInt8]) -> Bool {
        guard i + prefix.count <= bytes.count else { return false }
        for (k, p) in prefix.enumerated() where bytes[i + k] != p { return false }
        return true
    }

    /// The leading letters of `name`, after a segment prefix (`seg12-`) if any; "id"
    /// when there are none.
    static func base(of name: [UInt8]) -> [UInt8] {
        var rest = name[...]
        if let dash = rest.firstIndex(of: UInt8(ascii: "-")), rest.starts(with: Array("seg".utf8)),
            rest[rest.startIndex + 3..<dash].allSatisfy({ (48...57).contains($0) })
        {
            rest = rest[(dash + 1)...]
        }
        let letters = rest.prefix { (65...90).contains($0) || (97...122).contains($0) }
        return letters.isEmpty ? Array("id".utf8) : Array(letters)
    }
}
