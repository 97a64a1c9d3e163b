import Foundation
import MockupKit
import Testing
import TestSupport

/// The temporary file cannot be redirected, links out of the folder are not
/// written through, and a failure leaves nothing behind.
@Suite struct AtomicFileTests {
    private func folder() throws -> String {
        let d = TemporaryFolder.path("mockup-atomic").path
        try FileManager.default.createDirectory(atPath: d, withIntermediateDirectories: true)
        return d
    }

    /// The old name was `.NAME.PID.tmp`, opened without O_EXCL: a link planted there
    /// redirected the write to any file the user could write.
    @Test func aLinkPlantedAtTheOldTemporaryNameRedirectsNothing() throws {
        let d = try folder()
        let victim = d + "/victim"
        try Data("precious".utf8).write(to: URL(fileURLWithPath: victim))
        try FileManager.default.createSymbolicLink(atPath: d + "/.out.png.\(getpid()).tmp", withDestinationPath: victim)
        try AtomicFile.write(Array("new".utf8), to: d + "/out.png")
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious")
        #expect(try String(contentsOfFile: d + "/out.png", encoding: .utf8) == "new")
        #expect(try FileManager.default.contentsOfDirectory(atPath: d).sorted() == [".out.png.\(getpid()).tmp", "out.png", "victim"])
    }

    @Test func aLinkOutOfItsFolderIsRefusedAndOneInsideIsReplacedAtItsTarget() throws {
        let d = try folder()
        try FileManager.default.createDirectory(atPath: d + "/out", withIntermediateDirectories: true)
        try Data("precious".utf8).write(to: URL(fileURLWithPath: d + "/victim"))
        try FileManager.default.createSymbolicLink(atPath: d + "/out/a.png", withDestinationPath: "../victim")
        #expect(throws: AtomicFile.WriteError.self) { try AtomicFile.write([1, 2, 3], to: d + "/out/a.png") }
        #expect(try String(contentsOfFile: d + "/victim", encoding: .utf8) == "precious")
        // An absolute link to the same place is refused too.
        try FileManager.default.createSymbolicLink(atPath: d + "/out/b.png", withDestinationPath: d + "/victim")
        #expect(throws: AtomicFile.WriteError.self) { try AtomicFile.write([1, 2, 3], to: d + "/out/b.png") }
        // Inside the folder: the target is replaced by a new file, the link kept.
        try Data("old".utf8).write(to: URL(fileURLWithPath: d + "/out/real.png"))
        try FileManager.default.createSymbolicLink(atPath: d + "/out/c.png", withDestinationPath: "real.png")
        try AtomicFile.write(Array("new".utf8), to: d + "/out/c.png")
        #expect(try String(contentsOfFile: d + "/out/real.png", encoding: .utf8) == "new")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: d + "/out/c.png") == "real.png")
        #expect(try FileManager.default.contentsOfDirectory(atPath: d + "/out").sorted() == ["a.png", "b.png", "c.png", "real.png"])
    }

    @Test func theNewFileHasMode0644UnderTheUmask() throws {
        let d = try folder()
        try AtomicFile.write([1], to: d + "/m")
        var st = stat()
        #expect(stat(d + "/m", &st) == 0)
        let mask = umask(0o022)
        umask(mask)
        #expect(st.st_mode & 0o777 == 0o644 & ~mask)
    }

    /// A replaced file keeps its permission bits: a private file stays private.
    @Test func aReplacedFileKeepsItsMode() throws {
        let d = try folder()
        for mode: mode_t in [0o600, 0o640, 0o755] {
            try AtomicFile.write([1], to: d + "/m")
            #expect(chmod(d + "/m", mode) == 0)
            try AtomicFile.write([2], to: d + "/m")
            var st = stat()
            #expect(stat(d + "/m", &st) == 0)
            #expect(st.st_mode & 0o777 == mode)
            #expect(try Data(contentsOf: URL(fileURLWithPath: d + "/m")) == Data([2]))
        }
    }

    /// Root may give the new file the old one's owner and group; anyone else keeps
    /// their own (and the write still succeeds).
    @Test func aReplacedFileKeepsItsOwnerWhereTheProcessMay() throws {
        let d = try folder()
        try AtomicFile.write([1], to: d + "/o")
        let root = getuid() == 0
        if root { #expect(chown(d + "/o", 1, 1) == 0) }
        try AtomicFile.write([2], to: d + "/o")
        var st = stat()
        #expect(stat(d + "/o", &st) == 0)
        #expect(st.st_uid == (root ? 1 : getuid()))
        #expect(try Data(contentsOf: URL(fileURLWithPath: d + "/o")) == Data([2]))
    }

    /// Root ignores permissions, so the failing case is a parent that is a file.
    @Test func aFailureSaysWhichPathAndWhy() throws {
        let d = try folder()
        try Data("x".utf8).write(to: URL(fileURLWithPath: d + "/file"))
        do {
            try AtomicFile.write([1], to: d + "/file/x.png")
            Issue.record("wrote below a regular file")
        } catch {
            #expect("\(error)" == "cannot write \(d)/file/x.png: Not a directory")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: d) == ["file"])
    }
}
