/// The order of `localizedStandardCompare` (Finder's) and of `JSONSerialization`'s
/// sorted keys, for the names `mockup` sorts (gallery sections, JSON keys): letters
/// compared without case, runs of ASCII digits by their value ("a9" before "a10"), and
/// for names equal but for case, lower case first. Unlike ICU's collation behind
/// Foundation's, other characters are compared by code point (see `MockupSystem.swift` for why not
/// Foundation). Checked against Foundation by `NaturalOrderTests`.
public enum NaturalOrder {
    /// Whether `a` sorts before `b`.
    public static func precedes(_ a: String, _ b: String) -> Bool {
        let x = Array(a.unicodeScalars), y = Array(b.unicodeScalars)
        var i = 0, j = 0
        while i < x.count && j < y.count {
            if isDigit(x[i]) && isDigit(y[j]) {
                var ei = i, ej = j
                while ei < x.count && isDigit(x[ei]) { ei += 1 }
                while ej < y.count && isDigit(y[ej]) { ej += 1 }
                let p = x[i..<ei].drop { $0 == "0" }, q = y[j..<ej].drop { $0 == "0" }
                if p.count != q.count { return p.count < q.count }
                if let k = zip(p, q).first(where: { $0 != $1 }) { return k.0.value < k.1.value }
                i = ei
                j = ej
                continue
            }
            let p = folded(x[i]), q = folded(y[j])
            if p != q { return p < q }
            i += 1
            j += 1
        }
        if x.count - i != y.count - j { return x.count - i < y.count - j }
        // Equal but for case (or leading zeros): lower case first, as Foundation's forced ordering.
        for (p, q) in zip(x, y) where p != q { return p.value > q.value }
        return false
    }

    private static func isDigit(_ u: Unicode.Scalar) -> Bool { (0x30...0x39).contains(u.value) }

    private static func folded(_ u: Unicode.Scalar) -> UInt32 {
        (0x41...0x5A).contains(u.value) ? u.value + 0x20 : u.value
    }
}
