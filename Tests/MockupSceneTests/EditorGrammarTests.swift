import Foundation
import MockupReference
import MockupScene
import MockupSyntax
import Testing

/// A TextMate tokenizer small enough to trust: the top-level rules in order, the
/// earliest match winning (the first listed on a tie), `match` rules with their
/// captures and `begin`/`end` rules taken whole. Enough to check which rule colours
/// each word of a one-line-per-element language.
struct MiniTextMate {
    private struct Rule {
        var regex: NSRegularExpression
        var name: String?
        var captures: [Int: String]
        var end: NSRegularExpression?
        /// A `begin`/`end` rule's own patterns (string escapes), which win over `end`
        /// when they match earlier.
        var inner: [(regex: NSRegularExpression, name: String?)] = []
    }

    private let rules: [Rule]

    init(_ grammar: [String: Any]) throws {
        let repository = try #require(grammar["repository"] as? [String: [String: Any]])
        let patterns = try #require(grammar["patterns"] as? [[String: String]])
        rules = try patterns.map { include in
            let key = String(try #require(include["include"]).dropFirst())
            let r = try #require(repository[key], "no rule \(key)")
            let captures = (r["captures"] as? [String: [String: String]] ?? [:]).reduce(into: [Int: String]()) {
                $0[Int($1.key) ?? 0] = $1.value["name"]
            }
            if let begin = r["begin"] as? String {
                let inner = try (r["patterns"] as? [[String: String]] ?? []).compactMap { p in
                    try p["match"].map { (regex: try NSRegularExpression(pattern: $0), name: p["name"]) }
                }
                return Rule(
                    regex: try NSRegularExpression(pattern: begin), name: r["name"] as? String, captures: captures,
                    end: try NSRegularExpression(pattern: try #require(r["end"] as? String)), inner: inner)
            }
            return Rule(
                regex: try NSRegularExpression(pattern: try #require(r["match"] as? String)), name: r["name"] as? String,
                captures: captures, end: nil)
        }
    }

    /// The scopes of each UTF-16 unit of `line`.
    func scopes(of line: String) -> [[String]] {
        let ns = line as NSString
        var out = Array(repeating: [String](), count: ns.length)
        var position = 0
        let options: NSRegularExpression.MatchingOptions = [.withTransparentBounds, .withoutAnchoringBounds]
        while position < ns.length {
            var best: (rule: Rule, match: NSTextCheckingResult)?
            for rule in rules {
                guard let m = rule.regex.firstMatch(in: line, options: options, range: NSRange(location: position, length: ns.length - position))
                else { continue }
                if best == nil || m.range.location < best!.match.range.location { best = (rule, m) }
            }
            guard let (rule, m) = best else { break }
            var end = m.range.location + m.range.length
            if let endRegex = rule.end {
                var at = end
                end = ns.length
                while at < ns.length {
                    let rest = NSRange(location: at, length: ns.length - at)
                    guard let closing = endRegex.firstMatch(in: line, options: options, range: rest) else { break }
                    let skip = rule.inner.compactMap { i in
                        i.regex.firstMatch(in: line, options: options, range: rest).map { (match: $0, name: i.name) }
                    }.filter { $0.match.range.location < closing.range.location }
                        .min { $0.match.range.location < $1.match.range.location }
                    if let skip {
                        let r = skip.match.range
                        if let name = skip.name { for i in r.location..<(r.location + r.length) { out[i].append(name) } }
                        at = r.location + max(1, r.length)
                        continue
                    }
                    end = closing.range.location + closing.range.length
                    break
                }
            }
            if let name = rule.name {
                for i in m.range.location..<end { out[i].append(name) }
            }
            for (group, name) in rule.captures where group < m.numberOfRanges {
                let r = m.range(at: group)
                guard r.location != NSNotFound else { continue }
                for i in r.location..<(r.location + r.length) { out[i].append(name) }
            }
            position = max(end, position + 1)
        }
        return out
    }
}

/// The generated editor files: current, valid, and colouring every sample as meant.
@Suite struct EditorGrammarTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func sampleFiles() -> [String] {
        let walker = FileManager.default.enumerator(atPath: root.appendingPathComponent("samples").path)
        var out: [String] = []
        while let p = walker?.nextObject() as? String {
            if p.hasSuffix(".mockup") { out.append("samples/" + p) }
        }
        return out.sorted()
    }

    private func grammar() throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(EditorGrammar.grammar().json.utf8)) as? [String: Any])
    }

    @Test func editorFilesAreTheGeneratedOnes() throws {
        for (path, text) in EditorGrammar.files() {
            let url = Self.root.appendingPathComponent(path)
            let current = try? String(contentsOf: url, encoding: .utf8)
            if ProcessInfo.processInfo.environment["MOCKUP_UPDATE_DOCS"] == "1", current != text {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
                continue
            }
            #expect(current == text, "\(path) is stale: run MOCKUP_UPDATE_DOCS=1 swift test --filter EditorGrammarTests")
        }
    }

    @Test func theJSONAndThePropertyListReadBackAsTheSameGrammar() throws {
        let fromJSON = try grammar()
        let plist = try PropertyListSerialization.propertyList(
            from: Data(EditorGrammar.grammar().plist.utf8), options: [], format: nil)
        let fromPlist = try #require(plist as? [String: Any])
        #expect(NSDictionary(dictionary: fromJSON).isEqual(to: fromPlist))
        #expect(fromJSON["scopeName"] as? String == "source.mockup")
        let manifest = try #require(
            try JSONSerialization.jsonObject(with: Data(EditorGrammar.vscodeManifest().json.utf8)) as? [String: Any])
        let contributes = try #require(manifest["contributes"] as? [String: Any])
        let grammars = try #require(contributes["grammars"] as? [[String: String]])
        #expect(grammars.first?["scopeName"] == "source.mockup")
    }

    @Test func everyRegularExpressionCompiles() throws {
        var count = 0
        func walk(_ value: Any) throws {
            if let d = value as? [String: Any] {
                for key in ["match", "begin", "end"] {
                    if let pattern = d[key] as? String {
                        _ = try NSRegularExpression(pattern: pattern)
                        count += 1
                    }
                }
                for v in d.values { try walk(v) }
            } else if let a = value as? [Any] {
                for v in a { try walk(v) }
            }
        }
        try walk(try grammar())
        #expect(count >= 14)
    }

    @Test func everyNameWrittenInTheSamplesIsInTheTables() throws {
        let elements = Set(LanguageNames.elements), attributes = Set(LanguageNames.attributes)
        var missing: [String] = []
        var checked = 0
        for path in Self.sampleFiles() {
            let bytes = try Array(Data(contentsOf: Self.root.appendingPathComponent(path)))
            for line in SyntaxReader.read(bytes: bytes, path: path).lines {
                guard case .element(let node, _) = line.kind else { continue }
                checked += 1
                if !elements.contains(node.name) { missing.append("\(path):\(line.line): element \(node.name)") }
                for a in node.attributes where !attributes.contains(a.name) {
                    missing.append("\(path):\(line.line): attribute \(a.name)")
                }
            }
        }
        #expect(checked > 1000, "the samples' element lines were read")
        #expect(missing == [], "names in no table")
    }

    /// Each sample line tokenized with the grammar: element names, attribute names,
    /// strings, numbers, colours, words and comments each get their rule's scope.
    @Test(arguments: sampleFiles())
    func everySampleLineIsColouredByTheIntendedRule(_ path: String) throws {
        let tokenizer = try MiniTextMate(try grammar())
        let words = Set(LanguageNames.words), colours = Set(Palette.named.map(\.name))
        let bytes = try Array(Data(contentsOf: Self.root.appendingPathComponent(path)))
        let file = SyntaxReader.read(bytes: bytes, path: path)
        #expect(!file.hasErrors)
        for line in file.lines {
            let scopes = tokenizer.scopes(of: line.text)
            // Columns count scalars; the tokenizer counts UTF-16 units.
            var offsets: [Int] = [0]
            for s in line.text.unicodeScalars { offsets.append(offsets.last! + s.utf16.count) }
            func expect(_ range: SourceRange, _ scope: String, _ what: String) {
                let from = offsets[range.start.column - 1], to = offsets[range.start.column - 1 + range.length]
                for i in from..<to where !scopes[i].contains(scope) {
                    Issue.record("\(path):\(line.line):\(range.start.column): \(what) is \(scopes[i]), not \(scope)")
                    return
                }
            }
            func at(_ column: Int, _ length: Int) -> SourceRange {
                SourceRange(start: SourceLocation(file: path, line: line.line, column: column), length: length)
            }
            switch line.kind {
            case .blank: continue
            case .comment(let text):
                let column = line.text.unicodeScalars.count - text.unicodeScalars.count + 1
                    - (line.text.unicodeScalars.reversed().prefix { $0 == " " || $0 == "\t" }.count)
                expect(at(column, 1), EditorGrammar.Scope.comment, "comment")
            case .element(let node, let comment):
                expect(node.nameRange, EditorGrammar.Scope.element, "element '\(node.name)'")
                for a in node.attributes {
                    expect(a.nameRange, EditorGrammar.Scope.attribute, "attribute '\(a.name)'")
                }
                for v in node.arguments + node.attributes.map(\.value) {
                    switch v.kind {
                    case .string: expect(v.range, EditorGrammar.Scope.string, "string")
                    case .number: expect(at(v.range.start.column, 1), EditorGrammar.Scope.number, "number")
                    case .color: expect(v.range, EditorGrammar.Scope.color, "colour")
                    case .identifier(let word):
                        let scope = colours.contains(word) ? EditorGrammar.Scope.colorName
                            : words.contains(word) ? EditorGrammar.Scope.word : EditorGrammar.Scope.identifier
                        expect(v.range, scope, "word '\(word)'")
                    }
                }
                if let comment {
                    let column = line.text.unicodeScalars.count
                        - (line.text.unicodeScalars.reversed().prefix { $0 == " " || $0 == "\t" }.count)
                        - comment.unicodeScalars.count + 1
                    expect(at(column, comment.unicodeScalars.count), EditorGrammar.Scope.comment, "trailing comment")
                }
            }
        }
    }
}

/// Lines written to tell the rules apart where they could be confused.
@Suite struct EditorGrammarCaseTests {
    private func scopes(_ line: String) throws -> [[String]] {
        let g = try #require(try JSONSerialization.jsonObject(with: Data(EditorGrammar.grammar().json.utf8)) as? [String: Any])
        return try MiniTextMate(g).scopes(of: line)
    }

    @Test func knownAndUnknownNamesGetDifferentScopes() throws {
        let s = try scopes("  stakc colr: red size: 15pt")
        #expect(s[2].contains(EditorGrammar.Scope.otherElement))
        #expect(s[8].contains(EditorGrammar.Scope.otherAttribute))
        #expect(s[12].contains(EditorGrammar.Scope.separator))
        #expect(s[14].contains(EditorGrammar.Scope.colorName))
        #expect(s[18].contains(EditorGrammar.Scope.attribute))
        #expect(s[24].contains(EditorGrammar.Scope.number) && s[26].contains(EditorGrammar.Scope.unit))
        let known = try scopes("search-bar placeholder: \"a\\tb\\q\" # note")
        #expect(known[0].contains(EditorGrammar.Scope.element) && known[9].contains(EditorGrammar.Scope.element))
        #expect(known[26].contains(EditorGrammar.Scope.escape))
        #expect(known[29].contains(EditorGrammar.Scope.badEscape))
        #expect(known[34].contains(EditorGrammar.Scope.comment))
    }

    @Test func aHashStartsAColourInAValueAndACommentAtALinesStart() throws {
        #expect(try scopes("#fff")[0].contains(EditorGrammar.Scope.comment))
        let s = try scopes("label \"x\" color: #FF9500 tint:#abc")
        #expect(s[17].contains(EditorGrammar.Scope.color) && !s[17].contains(EditorGrammar.Scope.comment))
        #expect(s[30].contains(EditorGrammar.Scope.color))
        // `#` then a blank: a trailing comment, whatever follows.
        #expect(try scopes("label \"x\" # 12 on")[12].contains(EditorGrammar.Scope.comment))
    }
}
