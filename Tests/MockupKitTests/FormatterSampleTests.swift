import Foundation
import MockupKit
import MockupScene
import Testing

/// Every `.mockup` under `samples/` (parts and benchmarks included).
func allSampleFiles() -> [String] {
    let root = repoPath("samples")
    let walker = FileManager.default.enumerator(atPath: root)
    var out: [String] = []
    while let p = walker?.nextObject() as? String {
        if p.hasSuffix(".mockup") { out.append(p) }
    }
    return out.sorted()
}

/// `mockup fmt` over the samples: a fixed point, and never a change of meaning.
@Suite struct FormatterSampleTests {
    @Test(arguments: allSampleFiles())
    func formattingASampleTwiceChangesNothing(_ relative: String) throws {
        let bytes = try #require(FileManager.default.contents(atPath: repoPath("samples/\(relative)")))
        let once = SourceFormatter.format(bytes: Array(bytes), path: relative)
        let text = try #require(once.text, "\(relative): \(once.formattedDiagnostics)\(once.internalError ?? "")")
        let twice = SourceFormatter.format(bytes: Array(text.utf8), path: relative)
        #expect(twice.text == text)
        #expect(text.hasSuffix("\n") && !text.contains("\r") && !text.contains("\n\n\n"))
    }

    /// A sample re-indented with four spaces a level, with CRLF line ends, blanks at
    /// the ends of lines and runs of blank lines formats to the same text as the sample.
    @Test(arguments: allSampleFiles())
    func aMessedUpSampleFormatsBackToTheSameText(_ relative: String) throws {
        let bytes = try #require(FileManager.default.contents(atPath: repoPath("samples/\(relative)")))
        let text = String(decoding: bytes, as: UTF8.self)
        let messed = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let indent = line.prefix { $0 == " " }
            return indent + indent + line.dropFirst(indent.count) + (line.isEmpty ? "\r\n   \r\n" : "  ")
        }.joined(separator: "\r\n")
        let canonical = try #require(SourceFormatter.format(bytes: Array(bytes), path: relative).text)
        let repaired = SourceFormatter.format(bytes: Array(messed.utf8), path: relative)
        #expect(repaired.text == canonical, "\(repaired.formattedDiagnostics)")
    }

    /// The samples folder is copied, every file in the copy formatted, and each screen
    /// compiled from both folders, in its own form and in each of its `variant`s: the
    /// display lists (the text `mockup dump` prints) and the diagnostics' messages must
    /// be the same.
    @Test func formattingNeverChangesADisplayList() throws {
        let engine = try #require(sharedEngine)
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-fmt-\(UUID().uuidString)")
        try FileManager.default.copyItem(atPath: repoPath("samples"), toPath: copy.path)
        defer { try? FileManager.default.removeItem(at: copy) }
        var changed = 0
        for relative in allSampleFiles() {
            let path = copy.appendingPathComponent(relative).path
            // The samples are kept canonical: each is first written the way hands write,
            // two spaces between words and colours in lower case, then formatted back.
            let canonical = try #require(FileManager.default.contents(atPath: path))
            let bytes = Array(Self.loosened(String(decoding: canonical, as: UTF8.self)).utf8)
            try AtomicFile.write(bytes, to: path)
            let text = try #require(SourceFormatter.format(bytes: bytes, path: relative).text)
            if Array(text.utf8) != Array(bytes) { changed += 1 }
            try AtomicFile.write(Array(text.utf8), to: path)
        }
        var compared = 0
        for relative in allSampleFiles() where !relative.hasPrefix("parts/") {
            let before = engine.compile(file: repoPath("samples/\(relative)"))
            let after = engine.compile(file: copy.appendingPathComponent(relative).path)
            #expect(before.displayList?.dump() == after.displayList?.dump(), "\(relative)")
            #expect(before.diagnostics.map(\.message) == after.diagnostics.map(\.message), "\(relative)")
            #expect(before.variants == after.variants, "\(relative)")
            compared += 1
            for v in before.variants {
                let options = CompileOptions(device: v.device, orientation: v.orientation, scale: v.scale, ios: v.ios)
                let b = engine.compile(file: repoPath("samples/\(relative)"), options: options)
                let a = engine.compile(file: copy.appendingPathComponent(relative).path, options: options)
                #expect(b.displayList?.dump() == a.displayList?.dump(), "\(relative) in \(v)")
                #expect(b.displayList != nil, "\(relative) in \(v)")
                compared += 1
            }
        }
        #expect(compared > 100)
        // Some must have needed formatting, or the test proves little.
        #expect(changed > 0)
    }

    /// `text` as hands write it: outside quotes and comment lines, every space doubled and
    /// hex colours in lower case (the formatter writes one space and capitals).
    static func loosened(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            if line.drop(while: { $0 == " " }).hasPrefix("#") { return String(line) }
            var out = "", quoted = false, escaped = false, colour = false, leading = true
            for c in line {
                if quoted {
                    out.append(c)
                    if escaped { escaped = false } else if c == "\\" { escaped = true } else if c == "\"" { quoted = false }
                    continue
                }
                if c == " " && !leading { out += "  "; colour = false; continue }
                leading = leading && c == " "
                if c == "\"" { quoted = true }
                if c == "#" { colour = true }
                out.append(colour ? Character(c.lowercased()) : c)
            }
            return out
        }.joined(separator: "\n")
    }
}
