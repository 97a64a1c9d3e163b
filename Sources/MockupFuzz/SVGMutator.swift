/// Makes hostile icon files: mutations of the sample icons (byte flips, truncation,
/// huge or odd numbers) and generated ones with many segments, huge coordinates and
/// thick strokes, near and past the documented icon limits.
enum SVGMutator {
    static let oddNumbers = [
        "1e9", "100000", "100001", "-100000", "1e308", "1e309", "NaN", "inf", "-0", "0", "1e-320",
        "99999.99999", "3.4e38", "0x10", "1_0", ".5e", "--1", "1..2",
    ]

    static func mutate(_ seeds: [String], _ r: inout SeededRandom) -> (text: String, how: String) {
        switch r.below(6) {
        case 0, 1: return generated(&r)
        case 2:
            var s = Array(r.pick(seeds).utf8)
            for _ in 0..<(1 + r.below(6)) where !s.isEmpty { s[r.below(s.count)] = UInt8(truncatingIfNeeded: r.next()) }
            return (String(decoding: s, as: UTF8.self), "byte flips")
        case 3:
            let s = r.pick(seeds)
            return (String(s.prefix(r.below(s.count + 1))), "truncated")
        default:
            // Replace numbers in a seed with odd ones.
            var out = ""
            var seed = r.pick(seeds)[...]
            while let c = seed.first {
                if c.isNumber, r.chance(0.2) {
                    out += r.pick(oddNumbers)
                    seed = seed.drop(while: { $0.isNumber || $0 == "." })
                } else {
                    out.append(c)
                    seed = seed.dropFirst()
                }
            }
            return (out, "odd numbers")
        }
    }

    /// An icon of many segments: the drawing cost grows with segments × uses.
    static func generated(_ r: inout SeededRandom) -> (text: String, how: String) {
        // Few huge icons: each costs seconds to draw until drawing has a budget.
        let segments = r.chance(0.05) ? r.pick([50_000, 100_000]) : r.pick([10, 100, 1_000, 5_000])
        let big = r.chance(0.3)
        let span = big ? 100_000.0 : 30.0
        var d = "M0 0"
        d.reserveCapacity(segments * 30)
        for i in 0..<segments {
            let x = Double(r.below(Int(span * 10))) / 10, y = Double(r.below(Int(span * 10))) / 10
            d += i % 2 == 0 ? " C\(x) \(y) \(y) \(x) \(x) \(x)" : " L\(x) \(y)"
        }
        let stroke = r.pick(["1.5", "0", "1e5", "100000", "-1", "NaN"])
        let box = big ? "-100000 -100000 200000 200000" : "0 0 30 30"
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="\(box)">
              <path d="\(d)" fill="\(r.chance(0.5) ? "none" : "currentColor")" stroke="currentColor" stroke-width="\(stroke)"/>
            </svg>
            """
        return (svg, "\(segments) segments, span \(Int(span)), stroke \(stroke)")
    }
}
