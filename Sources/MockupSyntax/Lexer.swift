/// Splits one element line into tokens.
///
/// The lexer stops at the first error of a line: the rest of that line is skipped
/// (see "Error recovery" in docs/LANGUAGE.md), so it never needs to resynchronise.
struct Lexer {
    private let chars: [Unicode.Scalar]
    private let file: String
    private let line: Int
    private let limits: Limits
    private var index: Int
    /// An error found right after a valid token; returned by the following `next()`.
    private var pending: Diagnostic?
    private var finished = false

    init(chars: [Unicode.Scalar], from start: Int, file: String, line: Int, limits: Limits) {
        self.chars = chars
        self.index = start
        self.file = file
        self.line = line
        self.limits = limits
    }

    /// The next token; `.end` forever after the line ends or an error was returned.
    mutating func next() -> Token {
        if let error = pending {
            pending = nil
            finished = true
            return Token(kind: .error(error), column: error.range.start.column, length: error.range.length)
        }
        if finished { return Token(kind: .end, column: index + 1, length: 0) }
        skipBlanks()
        guard index < chars.count else {
            finished = true
            return Token(kind: .end, column: index + 1, length: 0)
        }
        let c = chars[index]
        let token: Token
        var needsSeparator = true
        if c == "#" {
            if index + 1 >= chars.count || Lexer.isBlank(chars[index + 1]) {
                // `# ` starts a comment: the rest of the line is ignored.
                finished = true
                return Token(kind: .end, column: index + 1, length: 0)
            }
            token = lexColor()
        } else if c == "\"" {
            token = lexString()
        } else if Lexer.isDigit(c) || (c == "-" && index + 1 < chars.count && Lexer.isDigit(chars[index + 1])) {
            token = lexNumber()
        } else if Lexer.isIdentifierStart(c) {
            token = lexIdentifier()
            if case .key = token.kind { needsSeparator = false }
        } else if c.value >= 0x80 && c.properties.isAlphabetic {
            token = nonASCIIWord(start: index)
        } else {
            token = unexpected(at: index, afterToken: false)
        }
        if case .error = token.kind {
            finished = true
            return token
        }
        if needsSeparator, index < chars.count, !Lexer.isBlank(chars[index]) {
            if case .error(let d) = unexpected(at: index, afterToken: true).kind { pending = d }
        }
        return token
    }

    // MARK: - Tokens

    private mutating func lexIdentifier() -> Token {
        let start = index
        while index < chars.count, Lexer.isIdentifierPart(chars[index]) { index += 1 }
        if index < chars.count, chars[index].value >= 0x80, chars[index].properties.isAlphabetic {
            return nonASCIIWord(start: start)
        }
        let name = Lexer.string(chars[start..<index])
        if index < chars.count, chars[index] == ":" {
            index += 1
            return Token(kind: .key(name), column: start + 1, length: index - start)
        }
        return Token(kind: .identifier(name), column: start + 1, length: index - start)
    }

    /// A word in identifier position that contains non-ASCII letters: must be quoted.
    private mutating func nonASCIIWord(start: Int) -> Token {
        var end = start
        while end < chars.count, !Lexer.isBlank(chars[end]), chars[end] != ":", chars[end] != "\"",
            chars[end] != "#"
        {
            end += 1
        }
        let word = Lexer.string(chars[start..<end])
        let letter = chars[start..<end].first { $0.value >= 0x80 } ?? "?"
        index = end
        return error(
            "non-ASCII letter '\(letter)' in identifier '\(word)'", at: start, length: end - start,
            notes: ["identifiers use ASCII letters, digits, '_', '.' and '-'; put text in quotes: \"\(word)\""])
    }

    private mutating func lexString() -> Token {
        let start = index
        index += 1
        var out = String.UnicodeScalarView()
        var count = 0
        while index < chars.count {
            let c = chars[index]
            if c == "\"" {
                index += 1
                if count > limits.maxStringLength {
                    return error(
                        "string is too long (\(count) characters)", at: start, length: index - start,
                        notes: ["strings hold at most \(limits.maxStringLength) characters"])
                }
                return Token(kind: .value(.string(String(out))), column: start + 1, length: index - start)
            }
            if c == "\\" {
                guard index + 1 < chars.count else { break }  // a lone `\` at the end: unterminated
                switch chars[index + 1] {
                case "\"": out.append("\"")
                case "\\": out.append("\\")
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "u":
                    let escapeAt = index
                    switch unicodeEscape() {
                    case .success(let scalar):
                        if Lexer.isNoncharacter(scalar) {
                            return error(
                                "noncharacter U+\(String(scalar.value, radix: 16, uppercase: true)) in string",
                                at: escapeAt, length: index - escapeAt,
                                notes: ["Unicode noncharacters (FDD0–FDEF, and FFFE/FFFF in every plane) cannot be drawn or put in a PDF"])
                        }
                        out.append(scalar)
                        count += 1
                        continue
                    case .failure(let diagnostic):
                        return Token(
                            kind: .error(diagnostic), column: diagnostic.range.start.column,
                            length: diagnostic.range.length)
                    }
                default:
                    return error(
                        "unknown escape '\\\(Lexer.printable(chars[index + 1]))' in string", at: index,
                        length: 2, notes: ["valid escapes are \\\", \\\\, \\n, \\t and \\u{…}"])
                }
                index += 2
                count += 1
                continue
            }
            if Lexer.isNoncharacter(c) {
                return error(
                    "noncharacter U+\(String(c.value, radix: 16, uppercase: true)) in string", at: index, length: 1,
                    notes: ["Unicode noncharacters (FDD0–FDEF, and FFFE/FFFF in every plane) cannot be drawn or put in a PDF"])
            }
            if Lexer.isControl(c) && c != "\t" {
                return error(
                    "control character \(Lexer.describe(c)) in string", at: index, length: 1,
                    notes: ["write \\n, \\t or \\u{…} instead"])
            }
            out.append(c)
            count += 1
            index += 1
        }
        return error(
            "unterminated string", at: start, length: chars.count - start,
            notes: ["strings end on the same line"])
    }

    /// The outcome of decoding `\u{…}`.
    private enum Escape {
        case success(Unicode.Scalar)
        case failure(Diagnostic)
    }

    /// Decodes `\u{…}` at `index` (which holds the backslash) and moves past it.
    private mutating func unicodeEscape() -> Escape {
        let start = index
        var end = index + 2  // past `\u`
        var value: UInt32 = 0
        var digits = 0
        var closed = false
        if end < chars.count, chars[end] == "{" {
            end += 1
            while end < chars.count, digits <= 8, let h = Lexer.hexValue(chars[end]) {
                value = digits < 8 ? value &* 16 &+ UInt32(h) : value
                digits += 1
                end += 1
            }
            if end < chars.count, chars[end] == "}" {
                end += 1
                closed = true
            }
        }
        if closed, (1...8).contains(digits), let scalar = Unicode.Scalar(value) {
            index = end
            return .success(scalar)
        }
        let text = Lexer.string(chars[start..<end])
        let d = diagnostic(
            "invalid Unicode escape '\(text)'", at: start, length: end - start,
            notes: ["write \\u{…} with 1 to 8 hex digits naming a Unicode scalar (0 to 10FFFF, not D800 to DFFF)"])
        return .failure(d)
    }

    private mutating func lexNumber() -> Token {
        let start = index
        if chars[index] == "-" { index += 1 }
        while index < chars.count, Lexer.isDigit(chars[index]) { index += 1 }
        if index + 1 < chars.count, chars[index] == ".", Lexer.isDigit(chars[index + 1]) {
            index += 1
            while index < chars.count, Lexer.isDigit(chars[index]) { index += 1 }
        }
        let numberEnd = index
        while index < chars.count, Lexer.isUnitCharacter(chars[index]) { index += 1 }
        let unitEnd = index
        if index < chars.count, Lexer.isIdentifierPart(chars[index]) || chars[index] == "%" {
            // `1.2.3`, `1.`, `15pt2`: one malformed word rather than two tokens.
            while index < chars.count, Lexer.isIdentifierPart(chars[index]) || chars[index] == "%" {
                index += 1
            }
            return error(
                "malformed number '\(Lexer.string(chars[start..<index]))'", at: start,
                length: index - start, notes: ["numbers look like 12, -3.5, 80% or 15pt"])
        }
        let text = Lexer.string(chars[start..<numberEnd])
        guard let value = Double(text), value.isFinite, abs(value) <= limits.maxNumberMagnitude else {
            let bound = Lexer.formatBound(limits.maxNumberMagnitude)
            return error(
                "number '\(Lexer.string(chars[start..<unitEnd]))' is too large", at: start,
                length: unitEnd - start, notes: ["numbers must lie between -\(bound) and \(bound)"])
        }
        let unit = unitEnd > numberEnd ? Lexer.string(chars[numberEnd..<unitEnd]) : nil
        return Token(kind: .value(.number(value, unit: unit)), column: start + 1, length: unitEnd - start)
    }

    private mutating func lexColor() -> Token {
        let start = index
        index += 1
        while index < chars.count, !Lexer.isBlank(chars[index]) { index += 1 }
        let digits = chars[(start + 1)..<index].map(Lexer.hexValue)
        let hex = digits.compactMap { $0 }
        guard hex.count == digits.count, [3, 6, 8].contains(hex.count) else {
            return error(
                "invalid colour '\(Lexer.string(chars[start..<index]))'; expected #RGB, #RRGGBB or #RRGGBBAA",
                at: start, length: index - start)
        }
        let channels: [UInt8]
        if hex.count == 3 {
            channels = hex.map { $0 * 17 } + [255]  // #F80 = #FF8800
        } else {
            let pairs = stride(from: 0, to: hex.count, by: 2).map { hex[$0] * 16 + hex[$0 + 1] }
            channels = hex.count == 6 ? pairs + [255] : pairs
        }
        return Token(
            kind: .value(.color(red: channels[0], green: channels[1], blue: channels[2], alpha: channels[3])),
            column: start + 1, length: index - start)
    }

    /// An error for a character that cannot start (or directly follow) a token.
    private func unexpected(at position: Int, afterToken: Bool) -> Token {
        let c = chars[position]
        if c == ":" {
            return error(
                "unexpected ':'; text containing ':' must be quoted", at: position, length: 1,
                notes: ["attributes are written 'key: value', with no space before ':'"])
        }
        let notes =
            afterToken
            ? ["separate values with spaces"]
            : c.value >= 0x80
                ? ["put text in quotes"]
                : ["expected a name, a \"string\", a number, a #colour or 'key: value'"]
        return error("unexpected \(Lexer.describe(c))", at: position, length: 1, notes: notes)
    }

    // MARK: - Helpers

    private mutating func skipBlanks() {
        while index < chars.count, Lexer.isBlank(chars[index]) { index += 1 }
    }

    private func diagnostic(_ message: String, at position: Int, length: Int, notes: [String]) -> Diagnostic {
        .error(
            message, at: SourceRange(start: SourceLocation(file: file, line: line, column: position + 1), length: max(1, length)),
            notes: notes)
    }

    private func error(_ message: String, at position: Int, length: Int, notes: [String] = []) -> Token {
        Token(kind: .error(diagnostic(message, at: position, length: length, notes: notes)), column: position + 1, length: length)
    }

    static func isBlank(_ c: Unicode.Scalar) -> Bool { c == " " || c == "\t" }
    static func isDigit(_ c: Unicode.Scalar) -> Bool { c.value >= 0x30 && c.value <= 0x39 }
    static func isASCIILetter(_ c: Unicode.Scalar) -> Bool {
        (c.value >= 0x41 && c.value <= 0x5A) || (c.value >= 0x61 && c.value <= 0x7A)
    }
    static func isIdentifierStart(_ c: Unicode.Scalar) -> Bool { isASCIILetter(c) || c == "_" }
    static func isIdentifierPart(_ c: Unicode.Scalar) -> Bool {
        isIdentifierStart(c) || isDigit(c) || c == "." || c == "-"
    }
    static func isUnitCharacter(_ c: Unicode.Scalar) -> Bool { isASCIILetter(c) || c == "%" }
    static func isControl(_ c: Unicode.Scalar) -> Bool {
        c.value < 0x20 || c.value == 0x7F || (c.value >= 0x80 && c.value < 0xA0)
    }

    static func hexValue(_ c: Unicode.Scalar) -> UInt8? {
        switch c.value {
        case 0x30...0x39: return UInt8(c.value - 0x30)
        case 0x41...0x46: return UInt8(c.value - 0x41 + 10)
        case 0x61...0x66: return UInt8(c.value - 0x61 + 10)
        default: return nil
        }
    }

    /// U+FDD0…U+FDEF and the last two code points of every plane: valid scalars that
    /// are never text (cairo's PDF output rejects them).
    static func isNoncharacter(_ c: Unicode.Scalar) -> Bool {
        (0xFDD0...0xFDEF).contains(c.value) || (c.value & 0xFFFE) == 0xFFFE
    }

        static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }

    /// `'x'` for visible characters, `U+0009` for invisible ones.
    static func describe(_ c: Unicode.Scalar) -> String {
        isInvisible(c) ? codePoint(c) : "'\(c)'"
    }

    /// The character itself if visible, else its code point (for use inside quotes).
    static func printable(_ c: Unicode.Scalar) -> String {
        isInvisible(c) ? codePoint(c) : String(Character(c))
    }

    private static func isInvisible(_ c: Unicode.Scalar) -> Bool {
        isControl(c) || c.properties.isWhitespace || c.properties.generalCategory == .format
    }

    private static func codePoint(_ c: Unicode.Scalar) -> String {
        let hex = String(c.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    static func formatBound(_ value: Double) -> String {
        value.isFinite && value >= 0 && value < 1e15 ? String(Int(value)) : String(value)
    }
}
