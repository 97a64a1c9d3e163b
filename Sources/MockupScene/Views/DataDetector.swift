import MockupSyntax

/// UIDataDetectorTypes (iOS 7–9) as simple, deterministic patterns: what a text view
/// would find in a mockup's short texts, not a full parser. Ranges are character
/// (grapheme) offsets.
public enum DataDetector {
    /// The detector types, as the language spells them.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// URLs (`http://…`, `www.…`, `name.com/…`) and e-mail addresses.
        case links
        /// Runs of 7–15 digits with `+ - ( ) .` and spaces.
        case phoneNumbers = "phone-numbers"
        /// A house number, words and a street suffix (`1 Infinite Loop, Cupertino`).
        case addresses
        /// Weekdays, `today`/`tomorrow`, month and day, times (UIDataDetectorTypeCalendarEvent).
        case dates
    }

    /// The kinds named by `detect:` (`all`, one word, or several quoted); unknown words
    /// are errors at the value.
    static func kinds(_ v: Value, _ sink: DiagnosticSink) -> Set<Kind> {
        let words: [String]
        switch v.kind {
        case .identifier(let s), .string(let s): words = s.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        default:
            sink.error("'detect' expects detector names", at: v.range, notes: ["for example: detect: all, or detect: \"links phone-numbers\""])
            return []
        }
        var out: Set<Kind> = []
        let names = Kind.allCases.map(\.rawValue) + ["all", "none"]
        for w in words {
            let lower = w.lowercased()
            if lower == "all" { out.formUnion(Kind.allCases) } else if lower == "none" { continue } else if let k = Kind(rawValue: lower) {
                out.insert(k)
            } else {
                sink.unknown("data detector", w, at: v.range, candidates: names)
            }
        }
        return out
    }

    /// Character ranges `kinds` find in `text`, in order, never overlapping (links first,
    /// then phone numbers, addresses, dates).
    public static func find(_ kinds: Set<Kind>, in text: String) -> [Range<Int>] {
        let chars = Array(text)
        var found: [Range<Int>] = []
        // Characters already inside a finding (linear, whatever the number of findings).
        var taken = [Bool](repeating: false, count: chars.count)
        func add(_ ranges: [Range<Int>]) {
            for r in ranges where r.upperBound <= chars.count && !r.contains(where: { taken[$0] }) {
                found.append(r)
                for i in r { taken[i] = true }
            }
        }
        if kinds.contains(.links) { add(links(chars)) }
        if kinds.contains(.phoneNumbers) { add(phones(chars)) }
        if kinds.contains(.addresses) { add(addresses(chars)) }
        if kinds.contains(.dates) { add(dates(chars)) }
        return found.sorted { $0.lowerBound < $1.lowerBound }
    }

    /// Whitespace-separated words with their ranges.
    private static func words(_ chars: [Character]) -> [(String, Range<Int>)] {
        var out: [(String, Range<Int>)] = []
        var start: Int?
        for i in 0...chars.count {
            let space = i == chars.count || chars[i].isWhitespace
            if space, let s = start {
                out.append((String(chars[s..<i]), s..<i))
                start = nil
            } else if !space && start == nil {
                start = i
            }
        }
        return out
    }

    private static let trailing: Set<Character> = [".", ",", ";", ":", "!", "?", ")", "\"", "'", "”", "’"]
    private static let leading: Set<Character> = ["(", "\"", "'", "“", "‘"]
    private static let domains = ["com", "org", "net", "edu", "gov", "io", "co", "uk", "de", "fr", "jp", "cn", "me", "info", "app", "tv"]

    private static func links(_ chars: [Character]) -> [Range<Int>] {
        words(chars).compactMap { word, range in
            var r = range
            while r.count > 0, leading.contains(chars[r.lowerBound]) { r = (r.lowerBound + 1)..<r.upperBound }
            while r.count > 0, trailing.contains(chars[r.upperBound - 1]) { r = r.lowerBound..<(r.upperBound - 1) }
            let w = String(chars[r]).lowercased()
            if w.hasPrefix("http://") || w.hasPrefix("https://") { return w.count > 8 ? r : nil }
            if w.hasPrefix("www.") && w.count > 5 { return r }
            // name.tld[/path] or user@name.tld
            let host = w.split(separator: "/", maxSplits: 1).first.map(String.init) ?? w
            let hostOnly = host.split(separator: "@").last.map(String.init) ?? host
            let labels = hostOnly.split(separator: ".", omittingEmptySubsequences: false)
            guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } }),
                let tld = labels.last, domains.contains(String(tld))
            else { return nil }
            return r
        }
    }

    private static func phones(_ chars: [Character]) -> [Range<Int>] {
        var out: [Range<Int>] = []
        var i = 0
        let joiners: Set<Character> = ["-", "(", ")", ".", " ", "+"]
        while i < chars.count {
            let c = chars[i]
            let startsHere = (c.isASCIIDigit || c == "+" || c == "(") && (i == 0 || !(chars[i - 1].isLetter || chars[i - 1].isASCIIDigit))
            guard startsHere else { i += 1; continue }
            var j = i
            var lastDigit = -1
            var digits = 0
            while j < chars.count, chars[j].isASCIIDigit || joiners.contains(chars[j]) {
                if chars[j] == " " && j + 1 < chars.count && !(chars[j + 1].isASCIIDigit || chars[j + 1] == "(") { break }
                if chars[j].isASCIIDigit { digits += 1; lastDigit = j }
                j += 1
            }
            if digits >= 7 && digits <= 15, lastDigit >= 0, !(lastDigit + 1 < chars.count && chars[lastDigit + 1].isLetter) {
                out.append(i..<(lastDigit + 1))
                i = lastDigit + 1
            } else {
                i = max(j, i + 1)
            }
        }
        return out
    }

    private static let streetSuffixes: Set<String> = [
        "street", "st", "avenue", "ave", "road", "rd", "boulevard", "blvd", "lane", "ln", "drive", "dr", "way", "loop",
        "place", "pl", "court", "ct", "square", "sq",
    ]

    private static func addresses(_ chars: [Character]) -> [Range<Int>] {
        let ws = words(chars)
        var out: [Range<Int>] = []
        var i = 0
        while i < ws.count {
            let (w, r) = ws[i]
            guard w.allSatisfy(\.isASCIIDigit), w.count <= 5 else { i += 1; continue }
            // Up to four capitalised words ending with a street suffix.
            var end: Int?
            for k in (i + 1)..<min(ws.count, i + 6) {
                let word = ws[k].0
                guard word.first?.isUppercase == true else { break }
                let bare = word.filter { $0.isLetter }.lowercased()
                if k > i + 1, streetSuffixes.contains(bare) {
                    end = k
                    break
                }
                if word.last == "," { break }
            }
            guard var e = end else { i += 1; continue }
            // Then ", City[, ST 12345]": capitalised words and a postcode after the comma.
            if ws[e].0.last == "," {
                var k = e + 1
                while k < ws.count, k <= e + 4, ws[k].0.first?.isUppercase == true || ws[k].0.allSatisfy(\.isASCIIDigit) {
                    k += 1
                    if ws[k - 1].0.last == "." { break }
                }
                if k > e + 1 { e = k - 1 }
            }
            var upper = ws[e].1.upperBound
            while upper > r.lowerBound, trailing.contains(chars[upper - 1]) { upper -= 1 }
            out.append(r.lowerBound..<upper)
            i = e + 1
        }
        return out
    }

    private static let dayWords: Set<String> = [
        "today", "tomorrow", "tonight", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
    ]
    private static let months: Set<String> = [
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
        "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
    ]

    private static func dates(_ chars: [Character]) -> [Range<Int>] {
        let ws = words(chars).map { w, r -> (String, Range<Int>) in
            var r = r
            while r.count > 0, trailing.contains(chars[r.upperBound - 1]) { r = r.lowerBound..<(r.upperBound - 1) }
            return (String(chars[r]).lowercased(), r)
        }
        func isTime(_ w: String) -> Bool {
            var s = Substring(w)
            for suffix in ["am", "pm", "a.m", "p.m"] where s.hasSuffix(suffix) { s = s.dropLast(suffix.count); break }
            let parts = s.split(separator: ":", omittingEmptySubsequences: false)
            guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }) else { return false }
            return s.count < w.count || parts.count == 2
        }
        func isDay(_ w: String) -> Bool {
            let d = w.drop { $0.isASCIIDigit }
            return d.count < w.count && w.count <= 4 && ["", "st", "nd", "rd", "th"].contains(String(d))
        }
        var out: [Range<Int>] = []
        var i = 0
        while i < ws.count {
            var j = i
            // A date phrase: words that are days, months (+ day), times, joined by "at".
            while j < ws.count {
                let w = ws[j].0
                if dayWords.contains(w) || isTime(w) { j += 1 } else if months.contains(w), j + 1 < ws.count, isDay(ws[j + 1].0) {
                    j += 2
                } else if w == "at", j > i, j + 1 < ws.count, isTime(ws[j + 1].0) { j += 2 } else if w == "am" || w == "pm", j > i {
                    j += 1
                } else {
                    break
                }
            }
            if j > i {
                out.append(ws[i].1.lowerBound..<ws[j - 1].1.upperBound)
                i = j
            } else {
                i += 1
            }
        }
        return out
    }
}

extension Character {
    /// 0–9 only (not other scripts' digits).
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
