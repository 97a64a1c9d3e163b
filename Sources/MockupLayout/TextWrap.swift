import MockupDisplayList

/// Greedy line breaking for short multi-line texts (table footers): breaks at spaces,
/// and between any two CJK characters, which need no spaces.
enum TextWrap {
    /// The lines of `text` within `width`. Line breaks in the text (`\n`) are kept.
    /// With `maxLines` > 0, the last line allowed keeps all the rest of the text, for the
    /// renderer to truncate with "…".
    static func lines(
        _ text: String, font: FontSpec, width: Double, measurer: any TextMeasuring, maxLines: Int = 0
    ) -> [String] {
        var lines: [String] = []
        var current = ""
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (p, paragraph) in paragraphs.enumerated() {
            let words = tokens(String(paragraph))
            for (i, token) in words.enumerated() {
                if maxLines > 0 && lines.count == maxLines - 1 {
                    // The last line allowed: everything left, cut by the renderer.
                    let rest = words[i...].joined() + paragraphs[(p + 1)...].map { " " + $0 }.joined()
                    lines.append((current + rest).trimmingTrailingSpaces)
                    return lines
                }
                let candidate = current + token
                if current.isEmpty || measurer.measure(candidate.trimmingTrailingSpaces, font: font).width <= width {
                    current = candidate
                } else {
                    lines.append(current.trimmingTrailingSpaces)
                    current = token.hasPrefix(" ") ? String(token.drop { $0 == " " }) : token
                }
            }
            if p < paragraphs.count - 1 || !current.isEmpty {
                if maxLines > 0 && lines.count == maxLines - 1 && p < paragraphs.count - 1 {
                    let rest = paragraphs[(p + 1)...].map { " " + $0 }.joined()
                    lines.append((current + rest).trimmingTrailingSpaces)
                    return lines
                }
                lines.append(current.trimmingTrailingSpaces)
                current = ""
            }
        }
        return lines
    }

    /// Words with their trailing spaces; each CJK character is a word of its own.
    private static func tokens(_ text: String) -> [String] {
        var out: [String] = []
        var word = ""
        for ch in text {
            if ch.isLineStartForbidden, word.isEmpty, let last = out.popLast() {
                // Closing punctuation stays with the character before it (kinsoku):
                // a line may end with "见面，" but never start with "，".
                out.append(last + String(ch))
            } else if ch.isCJK {
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

extension Character {
    /// Punctuation that must not begin a line (closing CJK and Latin marks).
    var isLineStartForbidden: Bool {
        "，。、；：？！）」』】〉》”’…·,.;:?!)]}".contains(self)
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
