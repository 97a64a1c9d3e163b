import MockupScene
/// The TextMate grammar of the language (scope `source.mockup`), made from the
/// resolver's own tables (`LanguageNames`), so that editors colour exactly the names the
/// resolver accepts. `editors/` holds the generated files; a test keeps them current
/// (`MOCKUP_UPDATE_DOCS=1 swift test --filter EditorGrammarTests` rewrites them).
///
/// The regular expressions keep to what Oniguruma (VS Code, Sublime Text, GitHub's
/// highlighters) and ICU (`NSRegularExpression`, which the tests use) read alike:
/// classes, groups, `(?=…)`, `(?!…)` and fixed-width look-behind.
public enum EditorGrammar {
    /// The grammar's scope name.
    public static let scopeName = "source.mockup"

    /// Scope names of the rules, for the tests and the docs.
    public enum Scope {
        public static let comment = "comment.line.number-sign.mockup"
        public static let element = "entity.name.tag.mockup"
        public static let otherElement = "entity.name.tag.other.mockup"
        public static let attribute = "entity.other.attribute-name.mockup"
        public static let otherAttribute = "entity.other.attribute-name.other.mockup"
        public static let separator = "punctuation.separator.key-value.mockup"
        public static let string = "string.quoted.double.mockup"
        public static let escape = "constant.character.escape.mockup"
        public static let badEscape = "invalid.illegal.escape.mockup"
        public static let number = "constant.numeric.mockup"
        public static let unit = "keyword.other.unit.mockup"
        public static let color = "constant.other.color.rgb-value.mockup"
        public static let colorName = "support.constant.color.mockup"
        public static let word = "constant.language.mockup"
        public static let identifier = "variable.other.mockup"
    }

    /// Where a value may start: the line's start, after a blank or right after `key:`.
    private static let valueStart = "(?<![^\\s:])"
    /// Where a token must end: at a blank or the line's end.
    private static let tokenEnd = "(?!\\S)"
    private static let identifier = "[A-Za-z_][A-Za-z0-9_.-]*"

    /// The grammar as a tree (`json` for VS Code and GitHub, `plist` for Sublime Text).
    public static func grammar() -> PropertyTree {
        func match(_ regex: String, _ name: String) -> PropertyTree {
            .dictionary(["match": .string(regex), "name": .string(name)])
        }
        func captures(_ regex: String, _ names: [Int: String]) -> PropertyTree {
            var caps: [String: PropertyTree] = [:]
            for (i, n) in names { caps[String(i)] = .dictionary(["name": .string(n)]) }
            return .dictionary(["match": .string(regex), "captures": .dictionary(caps)])
        }
        let palette = Palette.named.map(\.name)
        let words = LanguageNames.words.filter { !palette.contains($0) }
        let repository: [String: PropertyTree] = [
            "comment": captures("^\\s*(#.*)$", [1: Scope.comment]),
            "trailing-comment": match("(?<!\\S)#(?=\\s|$).*$", Scope.comment),
            "element": captures("^(\\s*)(" + alternation(LanguageNames.elements) + ")(?=\\s|$)", [2: Scope.element]),
            "other-element": captures("^(\\s*)(" + identifier + ")(?=\\s|$)", [2: Scope.otherElement]),
            "attribute": captures(
                "(?<!\\S)(" + alternation(LanguageNames.attributes) + ")(:)", [1: Scope.attribute, 2: Scope.separator]),
            "other-attribute": captures("(?<!\\S)(" + identifier + ")(:)", [1: Scope.otherAttribute, 2: Scope.separator]),
            "string": .dictionary([
                "begin": .string("\""), "end": .string("\"|$"), "name": .string(Scope.string),
                "patterns": .array([
                    match("\\\\(?:[\"\\\\nt]|u\\{[0-9A-Fa-f]{1,8}\\})", Scope.escape),
                    match("\\\\.", Scope.badEscape),
                ]),
            ]),
            "color": match(valueStart + "#(?:[0-9A-Fa-f]{8}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{3})" + tokenEnd, Scope.color),
            "number": captures(
                valueStart + "(-?[0-9]+(?:\\.[0-9]+)?)([A-Za-z%]+)?" + tokenEnd, [1: Scope.number, 2: Scope.unit]),
            "color-name": match(valueStart + "(?:" + alternation(palette) + ")" + tokenEnd, Scope.colorName),
            "word": match(valueStart + "(?:" + alternation(words) + ")" + tokenEnd, Scope.word),
            "identifier": match(valueStart + identifier + tokenEnd, Scope.identifier),
        ]
        // Order matters where two rules match at one place: names before values, known
        // names before any name.
        let order = [
            "comment", "element", "other-element", "trailing-comment", "attribute", "other-attribute", "string",
            "color", "number", "color-name", "word", "identifier",
        ]
        return .dictionary([
            "name": .string("Mockup"),
            "scopeName": .string(scopeName),
            "fileTypes": .array([.string("mockup")]),
            "comment": .string("Generated from the resolver's tables by EditorGrammar (MockupScene): do not edit; run MOCKUP_UPDATE_DOCS=1 swift test --filter EditorGrammarTests"),
            "patterns": .array(order.map { .dictionary(["include": .string("#" + $0)]) }),
            "repository": .dictionary(repository),
        ])
    }

    /// The VS Code extension manifest (`editors/vscode/package.json`).
    public static func vscodeManifest() -> PropertyTree {
        .dictionary([
            "name": .string("mockup-language"),
            "displayName": .string("Mockup"),
            "description": .string("Syntax colouring for mockup files (iOS 7–9 screen mockups from text)"),
            "version": .string("0.1.0"),
            "publisher": .string("mockup"),
            "engines": .dictionary(["vscode": .string("^1.60.0")]),
            "categories": .array([.string("Programming Languages")]),
            "contributes": .dictionary([
                "languages": .array([
                    .dictionary([
                        "id": .string("mockup"), "aliases": .array([.string("Mockup"), .string("mockup")]),
                        "extensions": .array([.string(".mockup")]),
                        "configuration": .string("./language-configuration.json"),
                    ])
                ]),
                "grammars": .array([
                    .dictionary([
                        "language": .string("mockup"), "scopeName": .string(scopeName),
                        "path": .string("./syntaxes/mockup.tmLanguage.json"),
                    ])
                ]),
            ]),
        ])
    }

    /// Comments and brackets for VS Code (`editors/vscode/language-configuration.json`).
    public static func languageConfiguration() -> PropertyTree {
        .dictionary([
            "comments": .dictionary(["lineComment": .string("#")]),
            "brackets": .array([.array([.string("{"), .string("}")])]),
            "autoClosingPairs": .array([
                .dictionary(["open": .string("\""), "close": .string("\""), "notIn": .array([.string("string"), .string("comment")])])
            ]),
            "surroundingPairs": .array([.array([.string("\""), .string("\"")])]),
        ])
    }

    /// Every generated editor file: path in the repository → contents.
    public static func files() -> [(path: String, text: String)] {
        let json = grammar().json
        return [
            ("editors/mockup.tmLanguage.json", json),
            ("editors/vscode/syntaxes/mockup.tmLanguage.json", json),
            ("editors/vscode/package.json", vscodeManifest().json),
            ("editors/vscode/language-configuration.json", languageConfiguration().json),
            ("editors/sublime/Mockup.tmLanguage", grammar().plist),
        ]
    }

    /// `names` as a regex alternation, longest first (so `search-bar` wins over
    /// `search`), with the regex metacharacters (`.` in names) escaped.
    static func alternation(_ names: [String]) -> String {
        names.sorted { ($0.count, $1) > ($1.count, $0) }.map(escaped).joined(separator: "|")
    }

    private static func escaped(_ name: String) -> String {
        var out = ""
        for c in name {
            if "\\^$.|?*+()[]{}".contains(c) { out.append("\\") }
            out.append(c)
        }
        return out
    }
}
