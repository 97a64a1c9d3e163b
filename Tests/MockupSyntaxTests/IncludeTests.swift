import Foundation
import MockupSyntax
import Testing

@Suite struct IncludeTests {
    let fs = InMemoryFileSystem(
        files: [
            "/proj/samples/inbox.mockup": """
                screen
                  include "parts/tabbar.mockup"
                  label "after"
                include "../shared/footer.mockup"
                """,
            "/proj/samples/parts/tabbar.mockup": """
                tab-bar
                  include "items/first.mockup"
                  item "Second"
                """,
            "/proj/samples/parts/items/first.mockup": "item \"First\"\nitem \"Bad\" @",
            "/proj/shared/footer.mockup": "footer",
        ], currentDirectory: "/proj")

    @Test func nestedIncludesInsertNodesInPlace() {
        let result = MockupParser.parseFile(path: "samples/inbox.mockup", root: ".", fileSystem: fs)
        let nodes = result.document.nodes
        #expect(nodes.map(\.name) == ["screen", "footer"])
        #expect(nodes[0].children.map(\.name) == ["tab-bar", "label"])
        #expect(nodes[0].children[0].children.map(\.name) == ["item", "item", "item"])
        #expect(
            nodes[0].children[0].children.map(\.arguments.first?.kind)
                == [.string("First"), .string("Bad"), .string("Second")])
    }

    @Test func diagnosticsNameTheIncludedFile() {
        let result = MockupParser.parseFile(path: "samples/inbox.mockup", root: ".", fileSystem: fs)
        #expect(result.diagnostics.map(header) == ["samples/parts/items/first.mockup:2:12: error: unexpected '@'"])
        #expect(
            result.diagnostics.first?.range.start
                == SourceLocation(file: "samples/parts/items/first.mockup", line: 2, column: 12))
        #expect(
            Set(result.sources.keys) == [
                "samples/inbox.mockup", "samples/parts/tabbar.mockup", "samples/parts/items/first.mockup",
                "shared/footer.mockup",
            ])
        #expect(result.sources["shared/footer.mockup"] == "footer")
    }

    /// On disk: a link inside the project that leads out gets one answer, whether its
    /// target exists or not (no message tells which files exist outside).
    @Test func linksOutOfTheProjectOnDiskAnswerAlikeWhetherTheirTargetExists() throws {
        let base = FileManager.default.temporaryDirectory.path + "/mockup-include-\(UInt64.random(in: 0...UInt64.max))"
        defer { _ = try? FileManager.default.removeItem(atPath: base) }
        try FileManager.default.createDirectory(atPath: base + "/p", withIntermediateDirectories: true)
        try Data("label \"x\"\n".utf8).write(to: URL(fileURLWithPath: base + "/there.mockup"))
        try FileManager.default.createSymbolicLink(atPath: base + "/p/to-there.mockup", withDestinationPath: "../there.mockup")
        try FileManager.default.createSymbolicLink(atPath: base + "/p/to-nowhere.mockup", withDestinationPath: "../nowhere.mockup")
        try FileManager.default.createSymbolicLink(atPath: base + "/p/up", withDestinationPath: base)
        for name in ["to-there.mockup", "to-nowhere.mockup", "up/there.mockup", "up/nowhere.mockup"] {
            try Data("include \"\(name)\"\n".utf8).write(to: URL(fileURLWithPath: base + "/p/main.mockup"))
            let result = MockupParser.parseFile(path: base + "/p/main.mockup", fileSystem: DiskFileSystem())
            #expect(result.diagnostics.map(\.message) == ["include escapes the project folder"], "\(name)")
        }
        // Inside the project, a missing file is still "cannot find".
        try Data("include \"missing.mockup\"\n".utf8).write(to: URL(fileURLWithPath: base + "/p/main.mockup"))
        let missing = MockupParser.parseFile(path: base + "/p/main.mockup", fileSystem: DiskFileSystem())
        #expect(missing.diagnostics.map(\.message) == ["cannot find included file 'missing.mockup'"])
    }

    @Test func defaultRootIsTheMainFilesFolder() {
        let result = MockupParser.parseFile(path: "samples/inbox.mockup", fileSystem: fs)
        #expect(result.diagnostics.map(header).contains("samples/inbox.mockup:4:9: error: include escapes the project folder"))
        #expect(result.document.nodes.map(\.name) == ["screen"])
    }

    @Test func textWithFileSystemResolvesIncludes() {
        let result = MockupParser.parse(
            text: "include \"footer.mockup\"", path: "/proj/shared/preview.mockup", fileSystem: fs)
        #expect(result.diagnostics.isEmpty)
        #expect(result.document.nodes.map(\.name) == ["footer"])
    }

    @Test func sameFileTwiceIsNotACycle() {
        let result = parseProject([
            "main.mockup": utf8("include \"a.mockup\"\ninclude \"a.mockup\""), "a.mockup": utf8("a"),
        ])
        #expect(result.diagnostics.isEmpty)
        #expect(result.document.nodes.map(\.name) == ["a", "a"])
    }

    @Test func selfInclude() {
        let result = parseProject(["main.mockup": utf8("include \"./main.mockup\"")])
        #expect(result.diagnostics.map(header) == ["main.mockup:1:9: error: include cycle: main.mockup → main.mockup"])
    }

    @Test func dotDotInsideRootIsAllowed() {
        let result = parseProject([
            "main.mockup": utf8("include \"parts/a.mockup\""),
            "parts/a.mockup": utf8("include \"../b.mockup\""),
            "b.mockup": utf8("b"),
        ])
        #expect(result.diagnostics.isEmpty)
        #expect(result.document.nodes.map(\.name) == ["b"])
        #expect(result.sources.keys.contains("b.mockup"))
    }

    @Test func unreadableInclude() {
        // A directory exists (realPath succeeds) but cannot be read as a file.
        let result = parseProject(["main.mockup": utf8("include \"dir\""), "dir/x.mockup": utf8("x")])
        #expect(result.diagnostics.map(header) == ["main.mockup:1:9: error: included file 'dir' is not a regular file (a folder)"])
    }
}

@Suite struct DiskFileSystemTests {
    @Test func missingFileOnDisk() {
        let result = MockupParser.parseFile(path: "/nonexistent-mockup-dir/x.mockup")
        #expect(result.diagnostics.map(header) == ["/nonexistent-mockup-dir/x.mockup:1:1: error: cannot find file '/nonexistent-mockup-dir/x.mockup'"])
        #expect(DiskFileSystem().realPath("/") == "/")
    }

    @Test func loneCarriageReturnIsAStrayCharacter() {
        #expect(parse("a\rb").diagnostics.map(header) == ["t.mockup:1:2: error: unexpected U+000D"])
    }
}
