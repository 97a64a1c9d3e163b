import Foundation
import Testing

/// The "may import" column of docs/ARCHITECTURE.md: SwiftPM lets a target import any
/// module it can see, so the layering is checked here, file by file.
private let allowed: [String: Set<String>] = [
    "MockupPlatform": [],
    "MockupGeometry": [],
    "MockupSyntax": [],
    "MockupSystem": [],
    "MockupDisplayList": ["MockupGeometry"],
    "MockupScene": ["MockupSyntax", "MockupGeometry"],
    "MockupLint": ["MockupSyntax", "MockupScene"],
    "MockupReference": ["MockupSyntax", "MockupScene", "MockupLint"],
    "MockupLayout": ["MockupSyntax", "MockupScene", "MockupDisplayList", "MockupGeometry"],
    "MockupText": ["CCairo", "CPangoCairo", "MockupDisplayList", "MockupGeometry"],
    "MockupCairo": ["CCairo", "CPangoCairo", "CPNG", "CPNGShim", "MockupText", "MockupDisplayList", "MockupGeometry", "MockupSystem"],
    "MockupKit": ["MockupSyntax", "MockupScene", "MockupLint", "MockupLayout", "MockupDisplayList", "MockupText", "MockupCairo", "MockupGeometry", "MockupSystem"],
    "MockupGolden": ["CCairo", "CPNG", "CPNGShim", "MockupText", "MockupGeometry", "MockupSyntax", "MockupSystem"],
    "MockupCompare": ["MockupKit", "MockupGolden", "MockupGeometry"],
    "MockupRegression": ["MockupKit", "MockupGolden", "MockupSyntax", "MockupScene", "MockupDisplayList", "MockupGeometry", "MockupSystem"],
    "MockupBench": ["MockupSyntax", "MockupScene", "MockupLayout", "MockupDisplayList", "MockupText", "MockupCairo", "MockupGolden", "MockupGeometry"],
    "MockupFuzz": ["MockupKit", "MockupSyntax"],
    "MockupCLI": ["MockupKit", "MockupGolden", "MockupRegression", "MockupScene", "MockupDisplayList", "MockupGeometry", "MockupSystem", "CHTTPServer"],
]
/// System modules any target may use, and `MockupPlatform`, which re-exports the
/// platform's C library behind its one guard.
private let system: Set<String> = ["Foundation", "FoundationEssentials", "Glibc", "Darwin", "Dispatch", "Musl", "Synchronization", "MockupPlatform"]

private let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

@Test func everyTargetImportsOnlyWhatItsLayerAllows() throws {
    var violations: [String] = []
    let sources = packageRoot.appendingPathComponent("Sources")
    let targets = try FileManager.default.contentsOfDirectory(atPath: sources.path)
    for target in targets.sorted() where !target.hasPrefix("C") {
        guard let rule = allowed[target] else {
            violations.append("\(target): not in the import table of ArchitectureTests")
            continue
        }
        let dir = sources.appendingPathComponent(target)
        guard let files = FileManager.default.enumerator(atPath: dir.path) else { continue }
        for case let file as String in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: dir.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ")
                guard let i = words.firstIndex(of: "import"), i + 1 < words.count,
                    words[..<i].allSatisfy({ $0.hasPrefix("@") || $0 == "public" || $0 == "internal" })
                else { continue }
                // `import struct M.Name` (a scoped import) names its module after the kind.
                let kinds: Set<Substring> = ["struct", "enum", "class", "protocol", "typealias", "func", "var", "let"]
                let path = kinds.contains(words[i + 1]) && i + 2 < words.count ? words[i + 2] : words[i + 1]
                let module = String(path.split(separator: ".").first ?? "")
                if !rule.contains(module) && !system.contains(module) {
                    violations.append("\(target)/\(file): imports \(module)")
                }
            }
        }
    }
    #expect(violations == [])
}

@Test func cairoBackendNeverSeesTheSceneOrSyntax() {
    // The backend consumes only display lists: a renderer for another surface can
    // replace it without touching earlier stages.
    for forbidden in ["MockupScene", "MockupLayout", "MockupSyntax"] {
        #expect(allowed["MockupCairo"]?.contains(forbidden) == false)
    }
}

/// The targets linked into the `mockup` executable (Package.swift: MockupCLI and what it
/// depends on, C modules aside).
private let executableTargets = [
    "MockupCLI", "MockupKit", "MockupGolden", "MockupRegression", "MockupLayout", "MockupCairo", "MockupScene",
    "MockupSyntax", "MockupDisplayList", "MockupText", "MockupGeometry", "MockupSystem",
]

@Test func theExecutableNeverImportsCorelibsFoundation() throws {
    // One `import Foundation` links corelibs Foundation, FoundationInternationalization
    // and ICU's data into `mockup`: ~74,000 more relocations, 1–2 ms before `main` in
    // every process. These modules use FoundationEssentials (or nothing) and
    // MockupSystem's stand-ins; MockupFuzz, MockupBench and the tests may use Foundation.
    var offenders: [String] = []
    for target in executableTargets {
        let dir = packageRoot.appendingPathComponent("Sources").appendingPathComponent(target)
        guard let files = FileManager.default.enumerator(atPath: dir.path) else {
            offenders.append("\(target): no such source folder")
            continue
        }
        for case let file as String in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: dir.appendingPathComponent(file), encoding: .utf8)
            // `import Foundation` where FoundationEssentials is missing (Darwin, whose
            // Foundation is the system's) is never compiled on Linux.
            for i in imports(in: text) where i.condition != "!canImport(FoundationEssentials)" {
                if ["Foundation", "FoundationNetworking", "FoundationXML", "FoundationInternationalization"].contains(i.module) {
                    offenders.append("\(target)/\(file):\(i.line): import \(i.module)")
                }
            }
        }
    }
    #expect(offenders == [])
}
