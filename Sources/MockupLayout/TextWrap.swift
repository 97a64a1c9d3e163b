import MockupDisplayList

/// Greedy line breaking for short multi-line texts (table footers): breaks at spaces,
/// and between any two CJK characters, which need no spaces.
enum TextWrap {
    static func lines(_ text: String, font: FontSpec, width: Double, measurer: any TextMeasuring) -> [String] {
        var lines: [String] = []
        var current = ""
        for token in tokens(text) {
            let candidate = current + token
            if current.isEmpty || measurer.measure(candidate.trimmingTrailingSpaces, font: font).width <= width {
                current = candidate
            } else {
                lines.append(current.trimmingTrailingSpaces)
                current = token.hasPrefix(" ") ? String(token.drop { $0 == " " }) : token
            }
        }
        if !current.isEmpty { lines.append(current.trimmingTrailingSpaces) }
        return lines
    }

    /// Words with their trailing spaces; each CJK character is a word of its own.
    private static func tokens(_ text: String) -> [String] {
        var out: [String] = []
        var word = ""
        for ch in text {
            if ch.isCJK {
                if !word.isEmpty { out.append(word); word = "" }
                out.append(String(ch))
            } else if ch == " " {
                word.append(ch)
            } else {
                if word.last == " " { out.append(word); word = "" }
                word.append(ch)
            }
        }
        if !word.isEmpty { out.append(word) }
        return out
    }
}

extension Character {
    /// Han, kana, hangul and CJK punctuation: breakable between any two.
    var isCJK: Bool {
        guard let v = unicodeScalars.first?.value else { return false }
        return (0x3000...0x9FFF).contains(v) || (0xAC00...0xD7AF).contains(v)
            || (0xF900...0xFAFF).contains(v) || (0xFF00...0xFFEF).contains(v)
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
