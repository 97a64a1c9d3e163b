import Foundation
import Testing

// The library's public surface (docs/LIBRARY.md), checked from the sources: what a
// program that depends on the `MockupKit` and `MockupCompare` products can name.

private let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The two products, whose top-level public types a library user sees.
private let productTargets = ["MockupKit", "MockupCompare"]
/// The targets whose public declarations are checked for doc comments and C pointers:
/// the products and the value-type modules they re-export declarations from.
private let surfaceTargets = productTargets + ["MockupGeometry", "MockupDisplayList"]
/// At most this many public types (docs/LIBRARY.md).
private let surfaceLimit = 25

/// Every `.swift` file of `Sources/<target>`, relative path → text.
private func sources(_ target: String, under folder: String = "Sources") throws -> [(String, String)] {
    let dir = root.appendingPathComponent(folder).appendingPathComponent(target)
    let files = FileManager.default.enumerator(atPath: dir.path)?.compactMap { $0 as? String } ?? []
    return try files.filter { $0.hasSuffix(".swift") }.sorted().map {
        ("\(target)/\($0)", try String(contentsOf: dir.appendingPathComponent($0), encoding: .utf8))
    }
}

/// Lines that declare something public (not `public import`), trimmed, with their
/// line numbers and the lines above them.
private func publicDeclarations(_ text: String) -> [(line: Int, text: String, above: [String])] {
    let lines = text.components(separatedBy: "\n")
    var out: [(Int, String, [String])] = []
    for (i, raw) in lines.enumerated() {
        let t = raw.trimmingCharacters(in: .whitespaces)
        let words = t.split(separator: " ")
        guard let p = words.firstIndex(of: "public"), words[..<p].allSatisfy({ $0.hasPrefix("@") }),
            p + 1 < words.count, words[p + 1] != "import"
        else { continue }
        out.append((i + 1, t, Array(lines[..<i].map { $0.trimmingCharacters(in: .whitespaces) })))
    }
    return out
}

@Test func theAPITestsImportOnlyTheLibraryProducts() throws {
    var violations: [String] = []
    for (file, text) in try sources("MockupKitAPITests", under: "Tests") {
        for line in text.split(separator: "\n") where line.hasPrefix("import ") || line.contains(" import ") {
            let module = line.split(separator: " ").last.map(String.init) ?? ""
            if !["MockupKit", "MockupCompare", "Testing"].contains(module) { violations.append("\(file): \(line)") }
        }
    }
    #expect(violations == [])
}

@Test func everyPublicDeclarationALibraryUserSeesHasADocComment() throws {
    var undocumented: [String] = []
    for target in surfaceTargets {
        for (file, text) in try sources(target) {
            for d in publicDeclarations(text) {
                // Skip attributes (`@discardableResult`) between the comment and the line.
                let above = d.above.reversed().first { !$0.hasPrefix("@") } ?? ""
                if !above.hasPrefix("///") { undocumented.append("\(file):\(d.line): \(d.text)") }
            }
        }
    }
    #expect(undocumented == [])
}

@Test func noPublicDeclarationALibraryUserSeesMentionsACPointer() throws {
    var pointers: [String] = []
    for target in surfaceTargets {
        for (file, text) in try sources(target) {
            for d in publicDeclarations(text)
            where d.text.contains("Unsafe") || d.text.contains("OpaquePointer") || d.text.contains("CVaList") {
                pointers.append("\(file):\(d.line): \(d.text)")
            }
        }
    }
    #expect(pointers == [])
}

@Test func theLibraryPageListsExactlyThePublicTypesALibraryUserCanName() throws {
    var declared: Set<String> = []
    let kinds: Set<Substring> = ["struct", "enum", "class", "typealias", "protocol", "actor"]
    for target in productTargets {
        for (_, text) in try sources(target) {
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ")
                if line.hasPrefix("public ") {
                    // Top-level only (unindented); `public final class X`, `public indirect enum X`.
                    if let k = words.firstIndex(where: { kinds.contains($0) }), k + 1 < words.count {
                        declared.insert(String(words[k + 1].prefix { $0.isLetter || $0.isNumber }))
                    }
                } else if line.hasPrefix("@_exported import "), words.count == 4, kinds.contains(words[2]) {
                    // One declaration of another module re-exported: `@_exported import struct M.Name`.
                    declared.insert(String(words[3].split(separator: ".").last ?? ""))
                }
            }
        }
    }
    let page = try String(contentsOf: root.appendingPathComponent("docs/LIBRARY.md"), encoding: .utf8)
    let begin = try #require(page.range(of: "<!-- surface:begin -->"))
    let end = try #require(page.range(of: "<!-- surface:end -->"))
    var listed: Set<String> = []
    for row in page[begin.upperBound..<end.lowerBound].split(separator: "\n") where row.hasPrefix("| `") {
        let name = row.dropFirst(3).prefix { $0 != "`" }
        listed.insert(String(name))
    }
    #expect(listed.subtracting(declared).sorted() == [], "listed in docs/LIBRARY.md but not public")
    #expect(declared.subtracting(listed).sorted() == [], "public but missing from docs/LIBRARY.md")
    #expect(declared.count <= surfaceLimit, "\(declared.count) public types: \(declared.sorted())")
}

@Test func theProductsReExportSingleDeclarationsNeverAWholeModule() throws {
    var whole: [String] = []
    for target in productTargets {
        for (file, text) in try sources(target) {
            for line in text.split(separator: "\n") where line.hasPrefix("@_exported import ") && line.split(separator: " ").count == 3 {
                whole.append("\(file): \(line)")
            }
        }
    }
    #expect(whole == [])
}

@Test func theLibraryPageShowsTheExamplesCodeVerbatim() throws {
    let example = try String(
        contentsOf: root.appendingPathComponent("Examples/DocsGenerator/Sources/DocsGenerator/main.swift"), encoding: .utf8)
    let page = try String(contentsOf: root.appendingPathComponent("docs/LIBRARY.md"), encoding: .utf8)
    func between(_ text: String, _ a: String, _ b: String) throws -> Substring {
        let start = try #require(text.range(of: a))
        let end = try #require(text.range(of: b, range: start.upperBound..<text.endIndex))
        return text[start.upperBound..<end.lowerBound]
    }
    let code = try between(example, "// snippet:begin\n", "// snippet:end\n")
    let shown = try between(page, "<!-- example:begin -->\n```swift\n", "```\n<!-- example:end -->")
    #expect(shown == code)
}
