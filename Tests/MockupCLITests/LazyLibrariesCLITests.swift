import Foundation
import Testing

/// The drawing libraries (cairo, pango, fontconfig, freetype) load on the first call
/// into them (Sources/CLazyLibraries, scripts/lazy-link.sh): a command that draws
/// nothing never loads them, one that draws does, and a missing one is a clear error.
@Suite(.serialized) struct LazyLibrariesCLITests {
    /// The sonames the stubs load, from the list the loader is built from.
    static let drawingLibraries: [String] = {
        let list = packageRoot.appendingPathComponent("Sources/CLazyLibraries/lazy_library_list.h")
        let text = (try? String(contentsOf: list, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("LAZY_LIBRARY(\""), line.hasSuffix("\")") else { return nil }
            return String(line.dropFirst("LAZY_LIBRARY(\"".count).dropLast(2))
        }
    }()

    /// The binary's start-up list (DT_NEEDED), nil when it is not a 64-bit ELF file.
    static let needed: [String]? = try? ELFDynamicSection.neededLibraries(of: binary.path)

    /// Whether the binary under test went through scripts/lazy-link.sh (scripts/test.sh
    /// does it; a bare `swift test` tests the binary as SwiftPM linked it).
    static let lazyLinked: Bool = {
        guard let needed else { return false }
        return !needed.contains { drawingLibraries.contains($0) }
    }()

    /// scripts/test.sh runs the suite on a lazily linked binary and says so: then every
    /// test here must run, and fails if the binary is not what it should be.
    static let enforced = ProcessInfo.processInfo.environment["MOCKUP_LAZY_LINKED"] == "1" && x86
    static let applies = lazyLinked || enforced

    static let x86 = {
        #if arch(x86_64)
            return true
        #else
            return false
        #endif
    }()

    @Test(.enabled(if: enforced)) func theExecutableStartsWithoutTheDrawingLibraries() throws {
        #expect(Self.drawingLibraries.count >= 5, "\(Self.drawingLibraries)")
        let needed = try #require(Self.needed)
        #expect(needed.contains("libc.so.6"), "\(needed)")
        for library in Self.drawingLibraries {
            #expect(!needed.contains(library), "\(library) is loaded at start: run scripts/lazy-link.sh")
        }
    }

    /// The drawing libraries the dynamic loader reports opening while `mockup args`
    /// runs, and those of them it opened at start, as the binary's own dependencies
    /// (`needed by` the binary; a `dlopen` says `dynamically loaded by`, and the
    /// libraries that one brings are `needed by` it).
    func loadedDrawingLibraries(_ args: [String], in dir: URL) throws -> (RunResult, [String], atStart: [String]) {
        #expect(Self.lazyLinked, "the binary loads the drawing libraries at start: run scripts/lazy-link.sh")
        let r = try run(args, in: dir, env: ["LD_DEBUG": "files"])
        let lines = r.stderr.split(separator: "\n")
        let loaded = Self.drawingLibraries.filter { soname in lines.contains { $0.contains("file=\(soname) ") } }
        let atStart = Self.drawingLibraries.filter { soname in
            lines.contains { $0.contains("file=\(soname) ") && $0.contains("needed by \(binary.path) ") }
        }
        return (r, loaded, atStart)
    }

    @Test(.enabled(if: applies)) func commandsThatDrawNothingNeverLoadThem() throws {
        let d = try tempDir()
        try HandMadePNG.solid(width: 40, height: 30, [10, 20, 30, 255]).write(to: d.appendingPathComponent("a.png"))
        try HandMadePNG.solid(width: 40, height: 30, [10, 20, 90, 255]).write(to: d.appendingPathComponent("b.png"))
        let commands: [(args: [String], status: Int32)] = [
            (["--version"], 0), (["diff", "a.png", "b.png"], 1), (["diff", "a.png", "b.png", "-o", "d.png"], 1),
            (["diff", "a.png", "a.png"], 0),
        ]
        for (args, status) in commands {
            let (r, loaded, _) = try loadedDrawingLibraries(args, in: d)
            #expect(r.status == status, "\(args): \(r.stderr.suffix(500))")
            #expect(loaded.isEmpty, "\(args) loaded \(loaded)")
        }
        #expect(FileManager.default.fileExists(atPath: d.appendingPathComponent("d.png").path))
    }

    @Test(.enabled(if: applies)) func aRenderLoadsThemAllOnFirstUse() throws {
        let d = try tempDir()
        try "screen device: iphone-6\nstatus-bar time: \"9:41 AM\"\nlabel \"Hello\"\n".write(
            to: d.appendingPathComponent("s.mockup"), atomically: true, encoding: .utf8)
        let (r, loaded, atStart) = try loadedDrawingLibraries(["render", "s.mockup", "--no-lint"], in: d)
        #expect(r.status == 0, "\(r.stderr.suffix(2000))")
        #expect(loaded == Self.drawingLibraries)
        #expect(atStart.isEmpty, "\(atStart) loaded at start")
        let first = try #require(Self.drawingLibraries.first)
        #expect(r.stderr.split(separator: "\n").contains { $0.contains("file=\(first) ") && $0.contains("dynamically loaded by") })
        #expect(FileManager.default.fileExists(atPath: d.appendingPathComponent("s@2x.png").path))
    }

    /// A copy of the binary with every `name` (NUL-terminated) replaced by `replacement`
    /// of the same length, renders a small screen; its status and standard error.
    func renderWithBrokenCopy(replacing name: String, with replacement: String) throws -> (Int32, String, URL) {
        let d = try tempDir()
        var bytes = try Data(contentsOf: binary)
        let from = Data(name.utf8 + [0]), to = Data(replacement.utf8 + [0])
        #expect(from.count == to.count)
        var replaced = 0
        var searchFrom = bytes.startIndex
        while let found = bytes.range(of: from, in: searchFrom..<bytes.endIndex) {
            bytes.replaceSubrange(found, with: to)
            replaced += 1
            searchFrom = found.upperBound
        }
        #expect(replaced >= 1, "\(name) is not in the binary")
        let broken = d.appendingPathComponent("mockup-broken")
        try bytes.write(to: broken)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: broken.path)
        try "screen device: iphone-6\nlabel \"Hello\"\n".write(
            to: d.appendingPathComponent("s.mockup"), atomically: true, encoding: .utf8)
        let p = Process()
        p.executableURL = broken
        p.arguments = ["render", "s.mockup", "--no-lint", "--jobs", "1"]
        p.currentDirectoryURL = d
        let err = Pipe()
        p.standardError = err
        p.standardOutput = Pipe()
        try p.run()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        return (p.terminationStatus, message, d)
    }

    /// A library that does not exist (a soname's last digit changed) or lacks a function
    /// (a name's last letter changed): the first drawing call ends the process with the
    /// dynamic loader's status and a message naming what is missing, and writes nothing.
    @Test(.enabled(if: applies)) func aMissingLibraryOrFunctionIsAClearErrorAndWritesNothing() throws {
        try #require(Self.lazyLinked, "the binary loads the drawing libraries at start: run scripts/lazy-link.sh")
        let soname = try #require(Self.drawingLibraries.first)
        let cases = [
            (soname, String(soname.dropLast()) + "9", "\(soname.dropLast())9: "),
            ("cairo_status_to_string", "cairo_status_to_strinX", "cairo_status_to_strinX: not found in any of them"),
        ]
        for (name, replacement, expected) in cases {
            let (status, message, d) = try renderWithBrokenCopy(replacing: name, with: replacement)
            #expect(status == 127, "\(name): \(message)")
            #expect(message.contains("mockup: error: cannot load the drawing libraries: \(expected)"), "\(message)")
            #expect(!FileManager.default.fileExists(atPath: d.appendingPathComponent("s@2x.png").path))
        }
    }
}

/// Reads the start-up list (DT_NEEDED) of a 64-bit little-endian ELF file.
enum ELFDynamicSection {
    struct NotELF: Error {}

    static func neededLibraries(of path: String) throws -> [String] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped)
        func u16(_ at: Int) throws -> Int {
            guard at >= 0, at + 2 <= data.count else { throw NotELF() }
            return Int(data[data.startIndex + at]) | Int(data[data.startIndex + at + 1]) << 8
        }
        func u64(_ at: Int) throws -> UInt64 {
            guard at >= 0, at + 8 <= data.count else { throw NotELF() }
            return (0..<8).reduce(UInt64(0)) { $0 | UInt64(data[data.startIndex + at + $1]) << (8 * UInt64($1)) }
        }
        func u32(_ at: Int) throws -> UInt32 { UInt32(truncatingIfNeeded: try u64(at) & 0xffff_ffff) }
        guard data.count > 64, data.prefix(4) == Data([0x7f, 0x45, 0x4c, 0x46]), data[data.startIndex + 4] == 2,
            data[data.startIndex + 5] == 1
        else { throw NotELF() }
        let phoff = Int(try u64(0x20)), phentsize = try u16(0x36), phnum = try u16(0x38)
        var loads: [(vaddr: UInt64, offset: UInt64, size: UInt64)] = []
        var dynamic: Int?
        for i in 0..<phnum {
            let ph = phoff + i * phentsize
            let type = try u32(ph)
            if type == 1 { loads.append((try u64(ph + 16), try u64(ph + 8), try u64(ph + 32))) }
            if type == 2 { dynamic = Int(try u64(ph + 8)) }
        }
        guard let dynamic else { throw NotELF() }
        var needed: [UInt64] = []
        var strtab: UInt64?
        var at = dynamic
        while true {
            let tag = try u64(at), value = try u64(at + 8)
            if tag == 0 { break }
            if tag == 1 { needed.append(value) }
            if tag == 5 { strtab = value }
            at += 16
        }
        guard let strtab, let load = loads.first(where: { strtab >= $0.vaddr && strtab < $0.vaddr + $0.size }) else {
            throw NotELF()
        }
        let base = Int(strtab - load.vaddr + load.offset)
        return try needed.map { offset in
            var end = base + Int(offset)
            let start = end
            while end < data.count, data[data.startIndex + end] != 0 { end += 1 }
            guard end < data.count else { throw NotELF() }
            return String(decoding: data[(data.startIndex + start)..<(data.startIndex + end)], as: UTF8.self)
        }
    }
}
