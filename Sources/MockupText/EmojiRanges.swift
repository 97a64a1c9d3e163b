/// Where a text asks for emoji presentation, as UTF-8 byte ranges (what Pango's
/// attributes index): a character that is an emoji by default (😀, 🇯🇵), or any emoji
/// character followed by the emoji variation selector U+FE0F (❤️), together with what
/// joins it into one picture (skin-tone modifiers, U+200D joiners and the next emoji,
/// variation selectors, keycap U+20E3, tag characters).
public enum EmojiRanges {
    public static func utf8Ranges(in text: String) -> [Range<Int>] {
        // Every layout (measured and drawn) asks: plain text leaves before any copy.
        guard text.unicodeScalars.contains(where: { $0.value >= 0x2000 }) else { return [] }
        let scalars = Array(text.unicodeScalars)
        var offsets: [Int] = []
        offsets.reserveCapacity(scalars.count + 1)
        var o = 0
        for s in scalars {
            offsets.append(o)
            o += String(s).utf8.count
        }
        offsets.append(o)
        var ranges: [Range<Int>] = []
        var i = 0
        while i < scalars.count {
            let s = scalars[i]
            let next = i + 1 < scalars.count ? scalars[i + 1] : nil
            let starts =
                s.properties.isEmojiPresentation
                || (s.properties.isEmoji && (next?.value == 0xFE0F || next?.value == 0x20E3) && s.value >= 0x80)
            guard starts else {
                i += 1
                continue
            }
            var j = i + 1
            while j < scalars.count {
                let c = scalars[j]
                if c.value == 0xFE0F || c.value == 0x20E3 || c.properties.isEmojiModifier
                    || (0xE0020...0xE007F).contains(c.value)
                {
                    j += 1
                } else if c.value == 0x200D, j + 1 < scalars.count, scalars[j + 1].properties.isEmoji {
                    j += 2
                } else if s.properties.isEmojiPresentation, (0x1F1E6...0x1F1FF).contains(s.value),
                    (0x1F1E6...0x1F1FF).contains(c.value), j == i + 1
                {
                    j += 1  // the second regional indicator of a flag
                } else {
                    break
                }
            }
            if let last = ranges.last, last.upperBound == offsets[i] {
                ranges[ranges.count - 1] = last.lowerBound..<offsets[j]
            } else {
                ranges.append(offsets[i]..<offsets[j])
            }
            i = j
        }
        return ranges
    }
}
