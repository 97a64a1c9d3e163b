import Foundation
import Testing

private func write(_ text: String, _ url: URL) throws { try Data(text.utf8).write(to: url) }

/// Runs `mockup` with its output going to files: megabytes of messages would fill a
/// pipe that `run` reads only after standard output ends.
private func runToFiles(_ args: [String], in dir: URL) throws -> RunResult {
    let p = Process()
    p.executableURL = binary
    p.arguments = args
    p.currentDirectoryURL = dir
    let out = dir.appendingPathComponent(".stdout"), err = dir.appendingPathComponent(".stderr")
    _ = FileManager.default.createFile(atPath: out.path, contents: nil)
    _ = FileManager.default.createFile(atPath: err.path, contents: nil)
    p.standardOutput = try FileHandle(forWritingTo: out)
    p.standardError = try FileHandle(forWritingTo: err)
    try p.run()
    p.waitUntilExit()
    defer {
        try? FileManager.default.removeItem(at: out)
        try? FileManager.default.removeItem(at: err)
    }
    return RunResult(status: p.terminationStatus, stdout: try String(contentsOf: out, encoding: .utf8), stderr: try String(contentsOf: err, encoding: .utf8))
}

/// Inputs that cost time by volume or by shape (Markdown blocks, nesting), names that
/// are not UTF-8, and outputs and messages at the edges of the file system.
@Suite struct HostileInputsCLITests {
    /// 30,000 list items that each open a mockup block and leave it open: every line is
    /// a message. Echoing each message's line used to split the whole document again
    /// (quadratic: 40 s at 20,000 lines, minutes here); it is now one split.
    @Test func manyUnclosedBlocksAreReportedInOnePass() throws {
        let d = try tempDir()
        try write(String(repeating: "- ```mockup\n", count: 30_000), d.appendingPathComponent("doc.md"))
        let r = try runToFiles(["markdown", "--check", "doc.md"], in: d)
        #expect(r.status == 2)
        #expect(r.stderr.hasPrefix("doc.md:1:3: error: this mockup block is never closed\n    1 | - ```mockup\n"), "\(r.stderr.prefix(300))")
        #expect(r.stderr.contains("doc.md:30000:3: error: this mockup block is never closed\n    30000 | - ```mockup\n"))
        #expect(r.stderr.components(separatedBy: "error: this mockup block is never closed").count == 30_001)
    }

    /// One block, and one replaced block's comment, left open for 100,000 lines: each
    /// line used to copy every line before it (minutes); the lines now grow in place.
    @Test func oneLongUnclosedBlockOrCommentIsReadInOnePass() throws {
        let d = try tempDir()
        try write("```mockup\n" + String(repeating: "```mockup\n", count: 100_000), d.appendingPathComponent("fence.md"))
        let fence = try runToFiles(["markdown", "--check", "fence.md"], in: d)
        #expect(fence.status == 2)
        #expect(fence.stderr.hasPrefix("fence.md:1:1: error: this mockup block is never closed\n"), "\(fence.stderr.prefix(300))")
        try write(String(repeating: "<!-- mockup:source\n", count: 100_000), d.appendingPathComponent("comment.md"))
        let comment = try runToFiles(["markdown", "--check", "comment.md"], in: d)
        #expect(comment.status == 2)
        #expect(comment.stderr.hasPrefix("comment.md:1:1: error: this replaced mockup block's comment is never closed\n"), "\(comment.stderr.prefix(300))")
    }

    /// Each line is matched against every open block quote and list item: nesting is
    /// capped so that a staircase of 2,000 items cannot cost the cube of its depth.
    @Test func listsNestedPastTheLimitStopTheScan() throws {
        let d = try tempDir()
        let text = (0..<2_000).map { String(repeating: "  ", count: $0) + "- a\n" }.joined()
        try write(text, d.appendingPathComponent("deep.md"))
        let r = try runToFiles(["markdown", "--check", "deep.md"], in: d)
        #expect(r.status == 2)
        #expect(r.stderr.hasPrefix("deep.md:65:129: error: block quotes and list items are nested too deeply\n"), "\(r.stderr.prefix(300))")
        #expect(r.stderr.contains("= note: at most 64 levels; the rest of the document is not read\n"))
        // 64 levels are read as before.
        try write((0..<64).map { String(repeating: "  ", count: $0) + "- a\n" }.joined(), d.appendingPathComponent("ok.md"))
        let ok = try run(["markdown", "--check", "ok.md"], in: d)
        #expect(ok.status == 0 && ok.stderr.isEmpty, "\(ok.stderr)")
    }

    /// A file whose name is not UTF-8 cannot be named by a Swift string: it is refused
    /// as such, with its bytes shown, instead of "cannot find".
    @Test func aFileNameThatIsNotUTF8IsNamedAsSuch() throws {
        let d = try tempDir()
        // Process takes arguments as Strings: the shell makes and passes the raw name.
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        p.arguments = ["-c", "n=$(printf 'caf\\351.mockup'); printf 'status-bar\\n' > \"$n\"; exec \"$0\" render \"$n\"", binary.path]
        p.currentDirectoryURL = d
        let err = Pipe()
        p.standardError = err
        p.standardOutput = FileHandle.nullDevice
        try p.run()
        p.waitUntilExit()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(p.terminationStatus == 2)
        #expect(
            stderr == "mockup render: error: the argument 'caf\\xE9.mockup' is not valid UTF-8 (its bytes shown as \\xHH); "
                + "mockup reads file names and options as UTF-8: rename the file\n", "\(stderr)")
    }

    /// `-o DIR/` is made at the first image written: a run whose every render fails
    /// leaves no folder behind.
    @Test func anOutputFolderIsNotMadeWhenNothingIsWritten() throws {
        let d = try tempDir()
        try write("screen\nbutton @\n", d.appendingPathComponent("bad.mockup"))
        let r = try run(["render", "bad.mockup", "-o", "out/"], in: d)
        #expect(r.status == 2)
        #expect(r.stderr.contains("bad.mockup:2:8: error: unexpected '@'"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: d.appendingPathComponent("out").path))
        try write("screen\nstatus-bar\n", d.appendingPathComponent("good.mockup"))
        let good = try run(["render", "good.mockup", "-o", "out/"], in: d)
        #expect(good.status == 0, "\(good.stderr)")
        #expect(files(in: d.appendingPathComponent("out")) == ["good@2x.png"])
    }

    /// A document that is a link to an absolute path names the target from the
    /// document's folder, not by the whole file system path.
    @Test func aLinkedDocumentNamesItsTargetRelatively() throws {
        let d = try tempDir()
        let sub = d.appendingPathComponent("docs")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        try write("# x\n", d.appendingPathComponent("real.md"))
        try FileManager.default.createSymbolicLink(atPath: sub.appendingPathComponent("link.md").path, withDestinationPath: d.appendingPathComponent("real.md").path)
        let r = try run(["markdown", "docs/link.md"], in: d)
        #expect(r.status == 2)
        #expect(r.stderr.contains("cannot read docs/link.md: it is a symbolic link (to ../real.md); give the document itself"), "\(r.stderr)")
        #expect(!r.stderr.contains(d.path))
    }
}
