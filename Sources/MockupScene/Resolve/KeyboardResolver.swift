import MockupSyntax

/// `keyboard [default|email|url|number-pad|phone-pad|decimal-pad] [shift] [numbers|symbols]
/// [no-dictation] [emoji] type: … return: go|search|…` with an optional `suggestions "I" "The" "I'm"`
/// child (the QuickType bar, iOS 8+).
enum KeyboardResolver {
    static let attributes = ["type", "return", "pressed"]
    static let modifiers = ["shift", "caps-lock", "numbers", "symbols", "no-dictation", "emoji"]
    /// Other names of types: UIKeyboardTypeNumbersAndPunctuation is the default keyboard
    /// on its numbers plane, ASCII capable the default one.
    static let aliases = ["numbers-and-punctuation", "ascii-capable", "email-address"]
    static let children = ["suggestions"]
    /// QuickType shows three suggestions.
    static let maxSuggestions = 3

    static func resolve(_ node: Node, _ ctx: ElementContext) -> Keyboard? {
        let r = AttributeReader(node, allowed: attributes, sink: ctx.sink)
        let kinds = Keyboard.Kind.allCases.map(\.rawValue)
        var keyboard = Keyboard(range: node.nameRange)
        var kindAt: SourceRange?
        var written: [String: SourceRange] = [:]
        for v in node.arguments {
            switch v.kind {
            case .identifier(let s):
                let word = s.lowercased()
                if let kind = Keyboard.Kind(rawValue: word) ?? alias(word, &written, v.range) {
                    if kindAt != nil {
                        ctx.sink.error(
                            "a keyboard has one type", at: v.range,
                            notes: ["remove '\(s)' or the type before it"])
                    }
                    keyboard.kind = kind
                    kindAt = v.range
                } else if modifiers.contains(word) {
                    written[word] = v.range
                } else {
                    // A misspelt type is the likely mistake: name it so, unless the word
                    // is closest to one of the other words.
                    let near = Suggestions.closest(to: s, among: kinds + modifiers)
                    let isModifier = near.map(modifiers.contains) ?? false
                    ctx.sink.unknown(
                        isModifier ? "word for 'keyboard':" : "keyboard type", s, at: v.range,
                        candidates: isModifier ? modifiers : kinds)
                }
            case .string:
                ctx.sink.error(
                    "'keyboard' takes no text", at: v.range,
                    notes: ["QuickType suggestions go on an indented line: suggestions \"I\" \"The\" \"I'm\""])
            default:
                ctx.sink.error(
                    "unexpected \(describe(v)) for 'keyboard'", at: v.range,
                    notes: ["values other than words go in attributes, e.g. return: search"])
            }
        }
        if let kind = r.choice("type", Keyboard.Kind.self) {
            if let kindAt {
                ctx.sink.error(
                    "a keyboard has one type", at: node.attribute("type")?.value.range ?? kindAt,
                    notes: ["the type is also written at column \(kindAt.start.column)"])
            }
            keyboard.kind = kind
            kindAt = node.attribute("type")?.value.range
        }
        if let ret = r.choice("return", Keyboard.ReturnKey.self) { keyboard.returnKey = ret }
        keyboard.capsLock = written["caps-lock"] != nil
        keyboard.shift = written["shift"] != nil || keyboard.capsLock
        if keyboard.kind == .webSearch && node.attribute("return") == nil { keyboard.returnKey = .go }
        keyboard.dictation = written["no-dictation"] == nil
        keyboard.emoji = written["emoji"] != nil
        if let at = written["emoji"], let ios = ctx.screen?.ios, ios < .ios8 {
            ctx.sink.warning(
                "iOS 7 shows the globe", at: at,
                notes: ["the emoji key in place of the globe arrived in iOS 8; remove 'emoji' or draw the screen as iOS 8 or 9"])
            keyboard.emoji = false
        }
        if written["numbers"] != nil, let symbols = written["symbols"] {
            ctx.sink.error("a keyboard shows one plane", at: symbols, notes: ["write 'numbers' or 'symbols'"])
        }
        if written["symbols"] != nil { keyboard.plane = .symbols } else if written["numbers"] != nil { keyboard.plane = .numbers }
        if let shift = written["shift"] ?? written["caps-lock"], keyboard.plane != .letters {
            ctx.sink.warning(
                "'shift' has no effect on the \(keyboard.plane.rawValue) plane", at: shift,
                notes: ["there the shift key is the #+= / 123 key; remove 'shift' or 'numbers'/'symbols'"])
            keyboard.shift = false
            keyboard.capsLock = false
        }

        for child in ctx.children(of: node, allowed: children) {
            _ = AttributeReader(child, allowed: [], sink: ctx.sink)
            _ = ctx.children(of: child, allowed: [])
            let p = Positionals(child, flags: [], maxTexts: maxSuggestions, sink: ctx.sink)
            if keyboard.suggestions != nil {
                ctx.sink.error(
                    "a keyboard has one QuickType bar", at: child.nameRange,
                    notes: ["write every suggestion on one 'suggestions' line"])
                continue
            }
            keyboard.suggestions = p.texts
            if let ios = ctx.screen?.ios, ios < .ios8 {
                ctx.sink.warning(
                    "QuickType arrived in iOS 8: not drawn on iOS 7", at: child.nameRange,
                    notes: ["remove the suggestions, or draw the screen as iOS 8 or 9 (screen ios: 8)"])
                keyboard.suggestions = nil
            }
        }

        checkPad(&keyboard, node: node, written: written, idiom: ctx.idiom, sink: ctx.sink)
        readPressed(&keyboard, node: node, r: r, idiom: ctx.idiom, sink: ctx.sink)
        return keyboard
    }

    /// `pressed: q`: a character key of the keyboard shown (letters in either case).
    private static func readPressed(_ keyboard: inout Keyboard, node: Node, r: AttributeReader, idiom: DeviceIdiom?, sink: DiagnosticSink) {
        guard let text = r.text("pressed"), let value = node.attribute("pressed")?.value else { return }
        let keys: [String]
        if keyboard.kind.isPad && idiom != .pad {
            keys = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"] + (keyboard.kind == .decimalPad ? ["."] : [])
        } else {
            let plane = keyboard.kind.isPad && keyboard.plane == .letters ? Keyboard.Plane.numbers : keyboard.plane
            keys = Keyboard.characterRows(plane).flatMap { $0 } + (idiom == .pad ? [] : keyboard.bottomRowCharacters)
        }
        if let key = keys.first(where: { $0 == text || $0 == text.uppercased() }) {
            keyboard.pressed = key
        } else {
            sink.error(
                "no key '\(text)' on this keyboard", at: value.range,
                notes: ["'pressed:' names a character key of the keys shown: " + keys.joined(separator: " ")])
        }
    }

    /// The type an alias names (noting the plane it implies), nil for other words.
    private static func alias(_ word: String, _ written: inout [String: SourceRange], _ at: SourceRange) -> Keyboard.Kind? {
        switch word {
        case "numbers-and-punctuation":
            written["numbers"] = at
            return .default
        case "ascii-capable": return .default
        case "email-address": return .email
        default: return nil
        }
    }

    /// The iPhone pads have no return key, no shift, no planes and no QuickType bar: what
    /// was written for them is reported and dropped (iPads show the numbers plane of the
    /// full keyboard instead of a pad, where all of these exist).
    private static func checkPad(
        _ keyboard: inout Keyboard, node: Node, written: [String: SourceRange], idiom: DeviceIdiom?, sink: DiagnosticSink
    ) {
        guard keyboard.kind.isPad, idiom != .pad else { return }
        let name = keyboard.kind.rawValue
        if let v = node.attribute("return")?.value {
            sink.warning("a \(name) has no return key", at: v.range, notes: ["remove 'return:'; iOS draws the pad without one"])
            keyboard.returnKey = .return
        }
        for word in ["shift", "caps-lock", "numbers", "symbols"] {
            if let at = written[word] {
                sink.warning("a \(name) has no '\(word)'", at: at, notes: ["the pad has digits only; remove '\(word)'"])
            }
        }
        keyboard.shift = false
        keyboard.capsLock = false
        keyboard.plane = .letters
        if keyboard.suggestions != nil, let child = node.children.first(where: { $0.name == "suggestions" }) {
            sink.warning(
                "a \(name) has no QuickType bar", at: child.nameRange,
                notes: ["iOS shows suggestions above letter keyboards only; remove this line"])
            keyboard.suggestions = nil
        }
    }
}

extension Keyboard {
    /// The `keyboard` family (`BarCatalog`).
    public static let family = BarFamily(name: "keyboard", attributes: KeyboardResolver.attributes) { node, ctx in
        KeyboardResolver.resolve(node, ctx).map(Element.keyboard)
    }
    /// What a `keyboard` is, for lint and layout.
    public static var kind: ElementKind { family.kind }
}
