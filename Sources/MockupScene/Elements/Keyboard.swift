import MockupSyntax

/// `keyboard`: the light system keyboard of iOS 7–9 at the bottom of the screen (or of a
/// modal). Unlike the other temporary views it is not drawn over the screen: like a bar it
/// takes its height from the bottom, and the content and a bottom toolbar end above it
/// (it covers the tab bar), as on iOS.
public struct Keyboard: Sendable, Hashable {
    /// UIKeyboardType (the ones with a look of their own).
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case `default`
        /// `@` and `.` beside a shorter space bar.
        case email
        /// `.`, `/` and `.com` instead of the space bar.
        case url
        /// Digits 0–9 on a 4 × 3 pad (iPhone); the numbers plane on iPad.
        case numberPad = "number-pad"
        /// The phone keypad with `+*#`.
        case phonePad = "phone-pad"
        /// The number pad with a decimal point.
        case decimalPad = "decimal-pad"
        /// `@` and `#` beside the space bar (UIKeyboardTypeTwitter).
        case twitter
        /// `.` beside the space bar, Go by default (UIKeyboardTypeWebSearch, iOS 7+).
        case webSearch = "web-search"

        /// Whether the type is one of the iPhone pads (no return key, no QuickType).
        public var isPad: Bool { self == .numberPad || self == .phonePad || self == .decimalPad }
    }

    /// UIReturnKeyType: the return key's title, and whether iOS draws it blue.
    public enum ReturnKey: String, Sendable, Hashable, CaseIterable {
        case `return`, go, search, send, done, next, join, route

        /// The key's title as iOS writes it ("return" in lower case, the others capitalised).
        public var title: String { self == .return ? "return" : rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

        /// The "action" titles are blue with white text; return and Next stay grey.
        public var isBlue: Bool { self != .return && self != .next }
    }

    /// Which set of keys the letter keyboards show.
    public enum Plane: String, Sendable, Hashable, CaseIterable {
        case letters, numbers, symbols
    }

    public var kind: Kind
    public var returnKey: ReturnKey
    /// Shift on: capitals (and, from iOS 9, capital key caps).
    public var shift: Bool
    /// Caps lock (shift double-tapped): shift on, its arrow underlined.
    public var capsLock: Bool = false
    public var plane: Plane
    /// The dictation (microphone) key beside the space bar.
    public var dictation: Bool
    /// The emoji key (a smiling face) instead of the globe: iOS 8–9 with the emoji
    /// keyboard as the only other one.
    public var emoji: Bool = false
    /// The character key being pressed (its magnified pop-up on iPhone, a darker key on
    /// iPad and the pads), as written on its cap; nil: none.
    public var pressed: String?
    /// The QuickType bar's suggestions (iOS 8+); nil: no QuickType bar.
    public var suggestions: [String]?
    /// Where the keyboard is written.
    public var range: SourceRange

    /// Creates a keyboard.
    public init(
        kind: Kind = .default, returnKey: ReturnKey = .return, shift: Bool = false, plane: Plane = .letters,
        dictation: Bool = true, suggestions: [String]? = nil, range: SourceRange
    ) {
        self.kind = kind
        self.returnKey = returnKey
        self.shift = shift
        self.plane = plane
        self.dictation = dictation
        self.suggestions = suggestions
        self.range = range
    }
}

extension Keyboard {
    /// The three character rows of a plane (letters in capitals), as iOS 7–9 lay them out.
    public static func characterRows(_ plane: Plane) -> [[String]] {
        switch plane {
        case .letters: return ["QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM"].map { $0.map(String.init) }
        case .numbers: return [["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"], ["-", "/", ":", ";", "(", ")", "$", "&", "@", "\""], [".", ",", "?", "!", "'"]]
        case .symbols: return [["[", "]", "{", "}", "#", "%", "^", "*", "+", "="], ["_", "\\", "|", "~", "<", ">", "€", "£", "¥", "•"], [".", ",", "?", "!", "'"]]
        }
    }

    /// The character keys of the bottom row of an iPhone keyboard of this type.
    var bottomRowCharacters: [String] {
        switch kind {
        case .email: return ["@", "."]
        case .url: return [".", "/"]
        case .twitter: return ["@", "#"]
        case .webSearch: return ["."]
        default: return []
        }
    }
}
