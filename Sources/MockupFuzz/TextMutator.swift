/// Mutates mockup text: byte flips, token swaps, deleted, duplicated and swapped lines,
/// huge and odd numbers, deep nesting, long strings, unknown names, odd characters and
/// includes of odd files (see `Scratch.oddIncludes`).
struct TextMutator {
    let seeds: [[UInt8]]
    let tokens: [String]
    let includes: [String]

    init(seeds: [[UInt8]], includes: [String]) {
        self.seeds = seeds
        self.includes = includes
        var set = Set<String>()
        for s in seeds {
            for t in String(decoding: s, as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\n" }) { set.insert(String(t)) }
        }
        tokens = set.sorted()
    }

    static let numbers = [
        "0", "-0", "-1", "1e9", "1000000000", "1000000001", "-1000000001", "9223372036854775807",
        "9223372036854775808", "18446744073709551616", "99999999999999999999999999", "1e308", "1e309",
        "4294967296", "0.000000001", "1e-320", "0x10", "1_000", "NaN", "inf", "-inf", "1.", ".5", "1e", "2x",
        "65536", "32768", "3.00000000001",
    ]
    static let odd = [
        "\u{0}", "\t", "\r", "\r\n", "\u{FEFF}", "\u{202E}", "\u{301}", "😀", "\u{FFFF}", "#", "\"", "\\", "\\u{110000}",
        "\\u{D800}", "\\", ":", "::", "  ", "\u{2028}", "é",
    ]

    /// Applies one to four mutations to a sample picked by `r`; returns raw bytes (which
    /// may be invalid UTF-8) and a short description.
    func mutate(_ r: inout SeededRandom) -> (bytes: [UInt8], how: String) {
        var lines = String(decoding: r.pick(seeds), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var hows: [String] = []
        var rawFlips = 0
        for _ in 0..<(1 + r.below(4)) {
            let i = r.below(lines.count)
            switch r.below(13) {
            case 0:
                rawFlips += 1
                hows.append("byte flip")
            case 1:
                var words = lines[i].split(separator: " ", omittingEmptySubsequences: false).map(String.init)
                if !words.isEmpty { words[r.below(words.count)] = r.pick(tokens) }
                lines[i] = words.joined(separator: " ")
                hows.append("token swap")
            case 2:
                if lines.count > 1 { lines.remove(at: i) }
                hows.append("line deleted")
            case 3:
                // Bounded so that the fuzzer itself stays small: just past the 1 MiB file limit.
                // Documents near the 1 MiB limit cost a tenth of a second to lay out: rare.
                let n = min(r.chance(0.03) ? r.pick([1_000, 20_000]) : r.pick([1, 2, 10, 100]), 1_200_000 / (lines[i].utf8.count + 1) + 1)
                lines.insert(contentsOf: Array(repeating: lines[i], count: n), at: i)
                hows.append("line duplicated x\(n)")
            case 4:
                lines[i] = replacingNumber(lines[i], with: r.pick(Self.numbers), &r)
                hows.append("odd number")
            case 5:
                let depth = r.pick([10, 63, 64, 65, 200, 2_000])
                let kind = r.pick(["stack", "stack horizontal", "section", "table", "cell \"x\"", "label \"x\""])
                var nest: [String] = []
                for d in 0..<depth { nest.append(String(repeating: "  ", count: d) + kind) }
                lines.insert(contentsOf: nest, at: i)
                hows.append("nesting \(depth) of \(kind)")
            case 6:
                let n = r.pick([9_999, 10_000, 10_001, 100_000])
                let s = r.chance(0.5) ? String(repeating: "x", count: n) : String(repeating: "\\u{1F600}", count: n / 9 + 1)
                lines[i] += " \"\(s)\""
                hows.append("long string \(n)")
            case 7:
                var words = lines[i].split(separator: " ", omittingEmptySubsequences: false).map(String.init)
                let name = String((0..<(1 + r.below(12))).map { _ in r.pick(Array("abcdefghijklmnopqrstuvwxyz-:")) })
                words.insert(name, at: r.below(words.count + 1))
                lines[i] = words.joined(separator: " ")
                hows.append("unknown name")
            case 8:
                let target = r.pick(includes)
                lines.insert(String(repeating: " ", count: r.chance(0.2) ? 2 : 0) + "include \"\(target)\"", at: i)
                hows.append("include \(target)")
            case 9:
                let j = r.below(lines.count)
                lines.swapAt(i, j)
                hows.append("lines swapped")
            case 10:
                lines[i] = r.chance(0.5) ? "   " + lines[i] : String(lines[i].drop(while: { $0 == " " }))
                hows.append("indentation")
            case 11:
                var s = Array(lines[i])
                s.insert(contentsOf: Array(r.pick(Self.odd)), at: r.below(s.count + 1))
                lines[i] = String(s)
                hows.append("odd character")
            default:
                let n = r.pick([10_001, 50_000])
                lines[i] += " " + String(repeating: "a", count: n)
                hows.append("long line \(n)")
            }
        }
        var bytes = Array(lines.joined(separator: "\n").utf8)
        for _ in 0..<rawFlips where !bytes.isEmpty {
            bytes[r.below(bytes.count)] = UInt8(truncatingIfNeeded: r.next())
        }
        return (bytes, hows.joined(separator: ", "))
    }

    private func replacingNumber(_ line: String, with number: String, _ r: inout SeededRandom) -> String {
        let chars = Array(line)
        let starts = chars.indices.filter { chars[$0].isNumber && ($0 == 0 || !chars[$0 - 1].isNumber) }
        guard !starts.isEmpty else { return line + " size: " + number }
        let s = r.pick(starts)
        var e = s
        while e < chars.count, chars[e].isNumber || chars[e] == "." { e += 1 }
        return String(chars[..<s]) + number + String(chars[e...])
    }
}
