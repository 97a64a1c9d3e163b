import MockupScene
import MockupSyntax
import Testing

/// `lang:` and `direction:` on the screen line: which screens are laid out right to left.
@Suite struct DirectionResolverTests {
    private func screen(_ line: String, options: SceneOptions = SceneOptions()) throws -> (Screen, [String]) {
        let parsed = MockupParser.parse(text: line + "\n", path: "t.mockup")
        let r = SceneResolver.resolve(parsed.document, options: options)
        return (try #require(r.screen), diagnosticLines(r))
    }

    @Test func rightToLeftLanguagesMirrorIOS9Screens() throws {
        for tag in ["ar", "he", "fa", "ur", "AR"] {
            let (s, d) = try screen("screen lang: \(tag)")
            #expect(s.direction == .rtl && s.language.isRightToLeft && d.isEmpty, "\(tag)")
        }
        for tag in ["en", "ja", "zh-Hant", "th"] {
            #expect(try screen("screen lang: \(tag)").0.direction == .ltr, "\(tag)")
        }
    }

    @Test func aWrittenDirectionWinsOverTheLanguage() throws {
        #expect(try screen("screen lang: ar direction: ltr").0.direction == .ltr)
        let (s, d) = try screen("screen direction: rtl")
        #expect(s.direction == .rtl && s.language.tag == "en" && d.isEmpty)
    }

    @Test func iOS7And8NeverMirrorAndSaySoWhenAskedTo() throws {
        let (seven, d7) = try screen("screen device: iphone-5 ios: 7 direction: rtl")
        #expect(seven.direction == .ltr && seven.writtenDirection == .rtl)
        #expect(d7 == ["1:43: iOS 7 and 8 do not mirror layouts [the screen is drawn as iOS 7 drew it, left to right; mirroring starts with ios: 9]"])
        let (eight, d8) = try screen("screen direction: rtl ios: 8")
        #expect(eight.direction == .ltr && d8.count == 1 && d8.first?.hasPrefix("1:19: iOS 7 and 8") == true)
        // A release chosen from outside (a variant, --ios) counts the same.
        let (forced, df) = try screen("screen direction: rtl", options: SceneOptions(ios: .ios7))
        #expect(forced.direction == .ltr && df.first?.hasPrefix("1:19: iOS 7 and 8") == true)
        // A language alone is no request to mirror: an Arabic iOS 7 screen is simply not mirrored.
        let (arabic, da) = try screen("screen device: iphone-5 ios: 7 lang: ar")
        #expect(arabic.direction == .ltr && da.isEmpty)
    }

    @Test func badValuesAreReportedAtTheirPlace() throws {
        let (_, d) = try screen("screen direction: sideways")
        #expect(d.count == 1 && d.first?.hasPrefix("1:19:") == true)
        let (_, l) = try screen("screen lang: klingon")
        #expect(l.count == 1 && l.first?.hasPrefix("1:14:") == true && l.first?.contains("klingon") == true)
    }

    @Test func aViewsLayoutDirectionIsReadAndCheckedAtItsValue() throws {
        let parsed = MockupParser.parse(text: "screen lang: he\nstack layout-direction: ltr\n  label \"1\"\nstack layout-direction: up\n", path: "t.mockup")
        let r = SceneResolver.resolve(parsed.document)
        let lines = diagnosticLines(r)
        #expect(lines.count == 1 && lines.first?.hasPrefix("4:25:") == true, "\(lines)")
        let nodes = try #require(r.screen).elements.compactMap { e -> ViewNode? in
            if case .content(let n) = e { return n } else { return nil }
        }
        #expect(nodes.first?.placement.layoutDirection == .ltr)
    }
}

