import Foundation
import Testing

/// The drawing budget: an SVG of 50,000 stroked curves used 64 times took
/// over a minute and ~1 GB; now the icon is refused when it is read, and icons within
/// the per-icon limit still stop at the per-screen segment budget. Both fail fast.
@Suite struct DrawingBudgetCLITests {
    /// An SVG of `n` stroked curves inside its 100 × 100 viewBox.
    private func curves(_ n: Int) -> String {
        let d = (0..<n).map { i in "C\(i % 97) \((i * 7) % 100) \((i * 3) % 100) 0 100 \(i % 89)" }
        return "<svg viewBox=\"0 0 100 100\"><path d=\"M0 0 " + d.joined(separator: " ")
            + "\" fill=\"none\" stroke=\"black\" stroke-width=\"2\"/></svg>"
    }

    private func table(using icon: String, times: Int) -> String {
        "table plain\n" + String(repeating: "  cell \"A\" image: \"\(icon)\"\n", count: times)
    }

    @Test func fiftyThousandCurvesUsed64TimesFailFast() throws {
        let d = try tempDir()
        try Data(curves(50_000).utf8).write(to: d.appendingPathComponent("huge.svg"))
        try Data(table(using: "huge.svg", times: 64).utf8).write(to: d.appendingPathComponent("s.mockup"))
        let start = Date()
        let r = try run(["render", "s.mockup"], in: d)
        #expect(Date().timeIntervalSince(start) < 10)
        #expect(r.status == 2, "\(r.stderr)")
        #expect(r.stderr.contains("s.mockup:2:19: error: cannot use SVG image huge.svg"), "\(r.stderr)")
        #expect(r.stderr.contains("huge.svg:1:28: the icon has more than 1000 path segments (50001 up to this <path>)"), "\(r.stderr)")
        // Later uses point at the first instead of reading the file again; the listing
        // stops after 50 and counts the other 14.
        #expect(r.stderr.contains("s.mockup:51:19: error: cannot use 'huge.svg'"), "\(r.stderr)")
        #expect(r.stderr.contains("s.mockup: note: 14 more errors not shown (50 shown;"), "\(r.stderr)")
        #expect(files(in: d) == ["huge.svg", "s.mockup"])
    }

    @Test func iconsWithinTheirLimitStillMeetTheScreenBudget() throws {
        let d = try tempDir()
        // 901 segments (the move and 900 curves) per use, every use on screen: the 18th
        // button goes past 16,000 and is the element named.
        try Data(curves(900).utf8).write(to: d.appendingPathComponent("busy.svg"))
        let buttons = "stack\n" + String(repeating: "  button icon: \"busy.svg\" x: 0 y: 0\n", count: 64)
        try Data(buttons.utf8).write(to: d.appendingPathComponent("s.mockup"))
        let start = Date()
        let r = try run(["render", "s.mockup"], in: d)
        #expect(Date().timeIntervalSince(start) < 10)
        #expect(r.status == 2, "\(r.stderr)")
        #expect(r.stderr.contains("s.mockup:19:3: error: the screen draws more than 16000 path segments"), "\(r.stderr)")
        #expect(files(in: d) == ["busy.svg", "s.mockup"])
        // Seventeen uses are within the budget and draw.
        let fewer = "stack\n" + String(repeating: "  button icon: \"busy.svg\" x: 0 y: 0\n", count: 17)
        try Data(fewer.utf8).write(to: d.appendingPathComponent("s.mockup"))
        #expect(try run(["render", "s.mockup"], in: d).status == 0)
    }
}
