import MockupSyntax
import Testing

/// SplitMix64: small, seeded and the same on every platform.
private struct SeededRandom: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite struct FuzzTests {
    static let sample = """
        # Mail inbox on an iPhone 6
        screen device: iphone-6 appearance: light tint: #007AFF
          status-bar time: "9:41 AM" carrier: "Carrier" battery: 80% network-activity: on
          navigation-bar title: "Inbox"
            back "Mailboxes"
            button edit
          table plain
            section header: "Today"
              cell subtitle "李雷" detail: "明天\\u{4E2D}\\"吃\\n" accessory: disclosure size: -3.5pt
              cell value-1 "x" tint: #F80 # comment
        """

    static let pool: [Unicode.Scalar] = [
        "\"", "#", ":", "\t", "\n", "\r", " ", " ", "\\", "u", "{", "}", "-", ".", "1", "9", "%", "a", "李", "é", "😀",
        "\u{0}", "\u{FEFF}", "@",
    ]

    @Test func mutationsNeverCrashAndStayInBounds() {
        var random = SeededRandom(state: 0x5EED)
        let base = Array(Self.sample.unicodeScalars)
        var totalDiagnostics = 0
        for _ in 0..<3000 {
            var chars = base
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                let at = Int.random(in: 0...chars.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0 where at < chars.count:
                    chars.remove(at: at)
                case 1 where at < chars.count:
                    let end = min(chars.count, at + Int.random(in: 1...20, using: &random))
                    chars.insert(contentsOf: chars[at..<end], at: at)
                default:
                    chars.insert(Self.pool[Int.random(in: 0..<Self.pool.count, using: &random)], at: at)
                }
            }
            var view = String.UnicodeScalarView()
            view.append(contentsOf: chars)
            let text = String(view)
            let result = MockupParser.parse(text: text, path: "f.mockup")
            let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.last == "\r" ? $0.dropLast() : $0 }
            for d in result.diagnostics {
                let start = d.range.start
                #expect(start.file == "f.mockup")
                #expect(start.line >= 1 && start.line <= lines.count + 1)
                #expect(d.range.length >= 1)
                let lineLength = start.line <= lines.count ? lines[start.line - 1].count : 0
                #expect(start.column >= 1 && start.column <= lineLength + 1, "\(d) in \(text)")
            }
            totalDiagnostics += result.diagnostics.count
            _ = DiagnosticFormatter(sources: result.sources).format(result.diagnostics)
        }
        // The mutations do produce errors, so the bounds checks above ran.
        #expect(totalDiagnostics > 1000)
    }

    @Test func randomBytesNeverCrash() {
        var random = SeededRandom(state: 42)
        let base = Array(Self.sample.utf8)
        for _ in 0..<500 {
            var bytes = base
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let at = Int.random(in: 0..<bytes.count, using: &random)
                bytes[at] = UInt8.random(in: 0...255, using: &random)
            }
            let result = MockupParser.parse(bytes: bytes, path: "f.mockup")
            let lineCount = bytes.filter { $0 == 0x0A }.count + 1
            for d in result.diagnostics {
                #expect(d.range.start.line >= 1 && d.range.start.line <= lineCount + 1)
                #expect(d.range.start.column >= 1)
            }
        }
    }
}
