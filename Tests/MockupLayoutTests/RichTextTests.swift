import MockupDisplayList
import MockupGeometry
@testable import MockupLayout
import Testing

/// Line breaking with character offsets, with the fake measurer (every character half
/// an em wide: 10 pt at 20 pt).
@Suite struct RichTextTests {
    static let font = FontSpec.system(20)

    static func lines(_ text: String, width: Double) -> [String] {
        let rich = RichText([RichSpan(text: text, font: font, color: .black)], measurer: FakeMeasurer())
        return rich.lines(width: width).map { l in l.runs.map(\.text).joined() }
    }

    @Test func breaksAfterSpacesKeepingTheSpacesOnTheLine() {
        #expect(Self.lines("aaa bbb ccc", width: 75) == ["aaa bbb ", "ccc"])
    }

    @Test func cjkBreaksBetweenCharactersButNeverBeforeClosingPunctuation() {
        // Five characters fit: "上午去外滩，" would start the next line with "，"; it stays.
        let l = Self.lines("周六上午去，外滩散步。", width: 50)
        #expect(l.allSatisfy { !($0.first.map { "，。".contains($0) } ?? false) }, "\(l)")
        #expect(l.joined() == "周六上午去，外滩散步。")
    }

    @Test func aWordLongerThanTheLineBreaksBetweenCharacters() {
        #expect(Self.lines("www.example.com/long", width: 60) == ["www.ex", "ample.", "com/lo", "ng"])
    }

    @Test func lineBreaksEndParagraphsAndEmptyParagraphsAreLines() {
        let rich = RichText([RichSpan(text: "ab\n\ncd", font: Self.font, color: .black)], measurer: FakeMeasurer())
        let l = rich.lines(width: 200)
        #expect(l.map(\.start) == [0, 3, 4] && l.map(\.end) == [2, 3, 6])
        #expect(l.allSatisfy(\.endsParagraph) && l[1].height == 20)
    }

    @Test func offsetsMapToLinesAndXAcrossSpans() {
        let rich = RichText(
            [RichSpan(text: "go ", font: Self.font, color: .black), RichSpan(text: "apple.com", font: Self.font, color: Color(rgb: 0x007AFF), underline: true)],
            measurer: FakeMeasurer())
        let l = rich.lines(width: 1000)
        #expect(l.count == 1 && l[0].runs.map { $0.span } == [0, 1] && l[0].runs[1].x == 30)
        #expect(rich.x(of: 5, on: l[0]) == 50, "two characters into the link")
        #expect(rich.x(of: 12, on: l[0]) == 120 && RichText.line(of: 12, in: l) == 0, "the end of the text")
        let wrapped = rich.lines(width: 40)
        // "go " fits; at the soft break, offset 3 belongs to the next line.
        #expect(RichText.line(of: 3, in: wrapped) == 1)
    }

    @Test func layingOutStopsOnceTheLinesReachTheHeightAsked() {
        let rich = RichText([RichSpan(text: "a\nb\nc\nd", font: Self.font, color: .black)], measurer: FakeMeasurer())
        #expect(rich.lines(width: 100, until: 30).count == 2)
        #expect(rich.lines(width: 100).count == 4)
    }
}
