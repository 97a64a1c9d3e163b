import Foundation
import Testing

/// The C library's module differs by platform (Glibc on Debian, Musl on Alpine and the
/// static Linux SDK, Darwin on macOS), and corelibs Foundation is only where
/// FoundationEssentials is not: each import of them sits in the `#if canImport(…)`
/// branch of its own name, so that one source tree builds on every platform.
private let platformModules: Set<String> = ["Glibc", "Musl", "Darwin", "Android", "WASILibc", "ucrt", "WinSDK"]

private let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// An `import` line and the condition of the innermost `#if` branch it is in: the
/// branch's own condition, or `!<the #if's condition>` in an `#else`; nil outside any.
struct ImportLine: Equatable {
    var module: String
    var line: Int
    var condition: String?
}

/// Every `import` of `text`, with its enclosing branch.
func imports(in text: String) -> [ImportLine] {
    var found: [ImportLine] = []
    // Per open `#if`: its first condition and the current branch's.
    var stack: [(head: String, branch: String)] = []
    for (n, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let line = raw.trimmingCharacters(in: .whitespaces)
        if line.hasPrefix("#if ") {
            let c = String(line.dropFirst(4)).trimmingCharacters(in: .whitespaces)
            stack.append((c, c))
        } else if line.hasPrefix("#elseif "), !stack.isEmpty {
            stack[stack.count - 1].branch = String(line.dropFirst(8)).trimmingCharacters(in: .whitespaces)
        } else if line == "#else", !stack.isEmpty {
            stack[stack.count - 1].branch = "!" + stack[stack.count - 1].head
        } else if line.hasPrefix("#endif"), !stack.isEmpty {
            stack.removeLast()
        } else {
            let words = line.split(separator: " ").filter { !$0.hasPrefix("@") && $0 != "public" && $0 != "internal" }
            guard words.first == "import", words.count > 1 else { continue }
            let kinds: Set<Substring> = ["struct", "enum", "class", "protocol", "typealias", "func", "var", "let"]
            let path = kinds.contains(words[1]) && words.count > 2 ? words[2] : words[1]
            let module = String(path.split(separator: ".").first ?? "")
            found.append(ImportLine(module: module, line: n + 1, condition: stack.last?.branch))
        }
    }
    return found
}

/// Every Swift file under `Sources/` and `Tests/`, relative to the package.
private func swiftFiles() throws -> [String] {
    var files: [String] = []
    for top in ["Sources", "Tests"] {
        let dir = packageRoot.appendingPathComponent(top)
        guard let e = FileManager.default.enumerator(atPath: dir.path) else { continue }
        for case let file as String in e where file.hasSuffix(".swift") { files.append("\(top)/\(file)") }
    }
    return files.sorted()
}

@Test func platformModulesAreImportedOnlyUnderTheirOwnGuard() throws {
    var offenders: [String] = []
    // This file's own example text is left out.
    for file in try swiftFiles() where !file.hasSuffix("/PlatformImportTests.swift") {
        let text = try String(contentsOf: packageRoot.appendingPathComponent(file), encoding: .utf8)
        let all = imports(in: text)
        for i in all where platformModules.contains(i.module) && i.condition != "canImport(\(i.module))" {
            offenders.append("\(file):\(i.line): import \(i.module) outside #if canImport(\(i.module))")
        }
        // A file that needs the C library on Debian needs it on the others too.
        let libc = Set(all.map(\.module)).intersection(["Glibc", "Musl", "Darwin"])
        if !libc.isEmpty && libc.count < 3 {
            offenders.append("\(file): imports \(libc.sorted()) but not all of Glibc, Musl and Darwin")
        }
        // The module name exists on one platform only.
        for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where line.contains("Glibc.") && !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
            offenders.append("\(file):\(n + 1): names Glibc.")
        }
    }
    #expect(offenders == [])
}

@Test func foundationEssentialsFallsBackToFoundationOnlyWhereItIsMissing() throws {
    // Darwin has no FoundationEssentials module (its Foundation is the system's); on
    // Linux the `#else` branch is never compiled, so corelibs Foundation stays out.
    var offenders: [String] = []
    for file in try swiftFiles() where file.hasPrefix("Sources/") {
        let text = try String(contentsOf: packageRoot.appendingPathComponent(file), encoding: .utf8)
        for i in imports(in: text) {
            if i.module == "FoundationEssentials" && i.condition != "canImport(FoundationEssentials)" {
                offenders.append("\(file):\(i.line): import FoundationEssentials outside #if canImport(FoundationEssentials)")
            }
        }
    }
    #expect(offenders == [])
}

@Test func theGuardReaderSeesBranches() {
    let text = """
        import A
        #if canImport(Glibc)
        import Glibc
        #elseif canImport(Darwin)
            import Darwin
        #endif
        #if canImport(FoundationEssentials)
        import FoundationEssentials
        #else
        import Foundation
        #endif
        """
    #expect(
        imports(in: text) == [
            ImportLine(module: "A", line: 1, condition: nil),
            ImportLine(module: "Glibc", line: 3, condition: "canImport(Glibc)"),
            ImportLine(module: "Darwin", line: 5, condition: "canImport(Darwin)"),
            ImportLine(module: "FoundationEssentials", line: 8, condition: "canImport(FoundationEssentials)"),
            ImportLine(module: "Foundation", line: 10, condition: "!canImport(FoundationEssentials)"),
        ])
}
