/// What a line starts, by CommonMark's block rules, as far as `MarkdownScanner` needs
/// them: list items, fences, HTML blocks, headings and thematic breaks. Each looks at
/// the line after the containers the cursor has taken.
extension LineCursor {
    /// Whether the line (after the containers it matched) starts a block of its own,
    /// so that it cannot be a lazy paragraph line.
    var startsBlock: Bool {
        guard indent < 4 else { return false }
        return next == ">" || listMarker(interrupting: true) != nil || openingFence != nil || htmlStart != nil
            || isHeadingOrBreak
    }

    /// The width of a list marker after the indentation (`-`, `+`, `*`, `1.`, `1)`), when
    /// the line starts a list item; an item that interrupts a paragraph must have text,
    /// and an ordered one must start at 1.
    func listMarker(interrupting: Bool) -> Int? {
        let j = firstNonBlank
        guard j < s.count, !isThematicBreak else { return nil }
        var width = 0
        var ordinal = ""
        if ["-", "+", "*"].contains(s[j]) {
            width = 1
        } else {
            var k = j
            while k < s.count, k - j < 9, ("0"..."9").contains(s[k]) {
                ordinal.unicodeScalars.append(s[k])
                k += 1
            }
            guard !ordinal.isEmpty, k < s.count, s[k] == "." || s[k] == ")" else { return nil }
            width = k - j + 1
        }
        let after = j + width
        let empty = after >= s.count || s[after...].allSatisfy { $0 == " " || $0 == "\t" }
        guard after >= s.count || s[after] == " " || s[after] == "\t" else { return nil }
        if interrupting && (empty || (!ordinal.isEmpty && Int(ordinal) != 1)) { return nil }
        return width
    }

    /// `***`, `- - -`, `___`.
    var isThematicBreak: Bool {
        let rest = s[firstNonBlank...].filter { $0 != " " && $0 != "\t" }
        guard rest.count >= 3, let first = rest.first, ["-", "*", "_"].contains(first) else { return false }
        return rest.allSatisfy { $0 == first }
    }

    /// A thematic break or an ATX heading (`# Title`): blocks of one line.
    var isHeadingOrBreak: Bool {
        if isThematicBreak { return true }
        let rest = s[firstNonBlank...]
        let hashes = rest.prefix { $0 == "#" }.count
        return (1...6).contains(hashes) && (rest.count == hashes || [" ", "\t"].contains(rest[rest.startIndex + hashes]))
    }

    /// An opening code fence after the indentation.
    var openingFence: FenceOpening? {
        let j = firstNonBlank
        guard j < s.count, s[j] == "`" || s[j] == "~" else { return nil }
        let char = s[j]
        var k = j
        while k < s.count, s[k] == char { k += 1 }
        let count = k - j
        guard count >= 3 else { return nil }
        let info = s[k...]
        if char == "`" && info.contains("`") { return nil }
        var l = k
        while l < s.count, s[l] == " " || s[l] == "\t" { l += 1 }
        var m = l
        while m < s.count, s[m] != " " && s[m] != "\t" { m += 1 }
        var language = ""
        language.unicodeScalars.append(contentsOf: s[l..<m])
        var options = ""
        options.unicodeScalars.append(contentsOf: s[m...])
        return FenceOpening(char: char, count: count, language: language, options: options, optionsStart: m, start: j)
    }

    /// Whether the line (after the indentation) closes a fence of `count` `char`s.
    func closesFence(of char: Unicode.Scalar, count: Int) -> Bool {
        let j = firstNonBlank
        var k = j
        while k < s.count, s[k] == char { k += 1 }
        return k - j >= count && s[k...].allSatisfy { $0 == " " || $0 == "\t" }
    }

    /// CommonMark's HTML block kind 6: these tags start a block that a blank line ends.
    static let blockTags: Set<String> = [
        "address", "article", "aside", "base", "basefont", "blockquote", "body", "caption", "center", "col", "colgroup",
        "dd", "details", "dialog", "dir", "div", "dl", "dt", "fieldset", "figcaption", "figure", "footer", "form",
        "frame", "frameset", "h1", "h2", "h3", "h4", "h5", "h6", "head", "header", "hr", "html", "iframe", "legend",
        "li", "link", "main", "menu", "menuitem", "nav", "noframes", "ol", "optgroup", "option", "p", "param",
        "search", "section", "summary", "table", "tbody", "td", "tfoot", "th", "thead", "title", "tr", "track", "ul",
    ]

    /// The HTML block starting after the indentation (CommonMark's kinds 1, 2 and 6),
    /// by what ends it.
    var htmlStart: HTMLBlockEnd? {
        var rest = ""
        rest.unicodeScalars.append(contentsOf: s[firstNonBlank...])
        let lower = rest.lowercased()
        if lower.hasPrefix("<!--") { return .comment }
        for tag in ["pre", "script", "style", "textarea"] where lower.hasPrefix("<" + tag) {
            let after = lower.dropFirst(tag.count + 1).first
            if after == nil || after == " " || after == "\t" || after == ">" { return .tag("</" + tag + ">") }
        }
        guard lower.hasPrefix("<") else { return nil }
        let name = lower.dropFirst(lower.hasPrefix("</") ? 2 : 1).prefix { $0.isLetter || $0.isNumber }
        guard Self.blockTags.contains(String(name)) else { return nil }
        let after = lower.dropFirst(lower.hasPrefix("</") ? 2 : 1).dropFirst(name.count)
        if after.isEmpty || after.hasPrefix(" ") || after.hasPrefix("\t") || after.hasPrefix(">") || after.hasPrefix("/>") {
            return .blank
        }
        return nil
    }

    /// Whether the line ends an HTML block that `end` ends.
    func endsHTMLBlock(_ end: HTMLBlockEnd) -> Bool {
        switch end {
        case .comment: return rest.contains("-->")
        case .tag(let closing): return rest.lowercased().contains(closing)
        case .blank: return isBlank
        }
    }
}

/// An opening code fence: its character, length, language (the info string's first
/// word), the rest of the info string and where it and the fence begin (scalar indices).
struct FenceOpening {
    var char: Unicode.Scalar
    var count: Int
    var language: String
    var options: String
    var optionsStart: Int
    var start: Int
}

/// What ends an HTML block: `-->` (a comment), a closing tag (`</pre>`), a blank line.
enum HTMLBlockEnd {
    case comment, tag(String), blank
}
