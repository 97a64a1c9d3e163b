import Foundation
import MockupSyntax
import Testing
import TestSupport

/// Every read takes regular files only and stops at its kind's limit.
@Suite struct BoundedFileReaderTests {
    private func folder() throws -> String {
        let d = TemporaryFolder.path("mockup-read").path
        try FileManager.default.createDirectory(atPath: d, withIntermediateDirectories: true)
        return d
    }

    /// A FIFO used to block `fopen` forever.
    @Test func aFIFOIsRefusedAtOnce() throws {
        let d = try folder()
        try #require(mkfifo(d + "/p", 0o644) == 0)
        #expect(throws: BoundedFileReader.Failure.notRegular(what: "a FIFO")) {
            try BoundedFileReader.read(d + "/p", kind: .mockup)
        }
        #expect(throws: BoundedFileReader.Failure.notRegular(what: "a folder")) {
            try BoundedFileReader.read(d, kind: .mockup)
        }
    }

    @Test func theLimitIsCheckedAndNamed() throws {
        let d = try folder()
        try Data(repeating: 0x41, count: 100).write(to: URL(fileURLWithPath: d + "/f"))
        #expect(try BoundedFileReader.read(d + "/f", kind: .init(limit: 100, noun: "things")).count == 100)
        do {
            _ = try BoundedFileReader.read(d + "/f", kind: .init(limit: 99, noun: "things"))
            Issue.record("read past the limit")
        } catch {
            #expect(error.description == "is larger than the 99 bytes limit for things")
        }
        #expect(BoundedFileReader.Failure.tooLarge(limit: 16 << 20, noun: "images").description
            == "is larger than the 16 MiB limit for images")
    }

    /// Paths arrive resolved by realpath; a link there was planted after the check.
    @Test func linksAreNotFollowedUnlessAsked() throws {
        let d = try folder()
        try Data("x".utf8).write(to: URL(fileURLWithPath: d + "/f"))
        try FileManager.default.createSymbolicLink(atPath: d + "/l", withDestinationPath: "f")
        #expect(throws: BoundedFileReader.Failure.notRegular(what: "a symbolic link")) {
            try BoundedFileReader.read(d + "/l", kind: .mockup)
        }
        #expect(try BoundedFileReader.read(d + "/l", kind: .mockup, followSymlinks: true) == [0x78])
    }

    @Test func aFIFOIncludeIsAnErrorAtTheInclude() throws {
        let d = try folder()
        try #require(mkfifo(d + "/part.mockup", 0o644) == 0)
        try Data("include \"part.mockup\"\n".utf8).write(to: URL(fileURLWithPath: d + "/main.mockup"))
        let result = MockupParser.parseFile(path: d + "/main.mockup")
        #expect(result.diagnostics.map(header) == [
            "\(d)/main.mockup:1:9: error: included file 'part.mockup' is not a regular file (a FIFO)"
        ])
    }

    @Test func aMainFileOverTheLimitNamesIt() throws {
        let d = try folder()
        try Data(repeating: 0x23, count: 11).write(to: URL(fileURLWithPath: d + "/m.mockup"))
        let result = MockupParser.parseFile(path: d + "/m.mockup", fileSystem: DiskFileSystem(maxBytes: 10))
        #expect(result.diagnostics.map(header) == [
            "\(d)/m.mockup:1:1: error: file '\(d)/m.mockup' is larger than the 10 bytes limit for mockup files"
        ])
    }
}
