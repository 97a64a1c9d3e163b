import Foundation
import Testing

/// `mockup fmt` through the built binary, on small files written for each case.
@Suite struct FmtCLITests {
    /// Writes `text` as `name` in a fresh folder and returns its path.
    private func file(_ text: String, _ name: String = "a.mockup") throws -> String {
        try bytesFile(Array(text.utf8), name)
    }

    private func bytesFile(_ bytes: [UInt8], _ name: String = "a.mockup") throws -> String {
        let path = try tempDir().appendingPathComponent(name).path
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        return path
    }

    private func contents(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    /// Formats `text` in place and returns what the file holds afterwards.
    private func formatted(_ text: String) throws -> String {
        let path = try file(text)
        let r = try run(["fmt", path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.isEmpty)
        return try contents(path)
    }

    @Test func indentationIsRepairedToTwoSpacesPerLevel() throws {
        let text = "screen device: iphone-6\n    table grouped\n        section header: \"A\"\n              cell \"One\"\n              cell \"Two\"\n    toolbar\n"
        #expect(try formatted(text) == "screen device: iphone-6\n  table grouped\n    section header: \"A\"\n      cell \"One\"\n      cell \"Two\"\n  toolbar\n")
    }

    @Test func wordsAreSeparatedByOneSpaceAndTabsBetweenWordsGo() throws {
        let text = "screen   device:\tiphone-6   \nlabel\t\"Hi\"    style: headline\t\n"
        #expect(try formatted(text) == "screen device: iphone-6\nlabel \"Hi\" style: headline\n")
    }

    @Test func attributesFollowTheDeclaredOrderAndUnknownOnesStayLast() throws {
        // `cell`'s declared order is style, detail, value, accessory, switch, badge, icon…
        let text = "screen\ntable\n  section\n    cell \"Wi-Fi\" icon: wifi accessory: disclosure value: \"Home\" style: value1\n"
        #expect(try formatted(text) == "screen\ntable\n  section\n    cell \"Wi-Fi\" style: value1 value: \"Home\" accessory: disclosure icon: wifi\n")
        // Unknown to the resolver: kept after the known ones, as written (and still an
        // error for `render`, which is not the formatter's business).
        let unknown = try formatted("screen\nlabel \"x\" zeta: 1 color: red alpha: 2 style: body\n")
        #expect(unknown == "screen\nlabel \"x\" style: body color: red zeta: 1 alpha: 2\n")
        // A bar button is ordered as a bar button, not as a content button.
        let bar = try formatted("screen\nnavigation-bar \"T\"\n  button \"Edit\" style: done side: right\n")
        #expect(bar == "screen\nnavigation-bar \"T\"\n  button \"Edit\" side: right style: done\n")
    }

    @Test func positionalValuesNeverMovePastAnAttribute() throws {
        // `at: X Y`: Y is the value written after X, so it stays there, and so does the
        // attribute right before it; the others are ordered within their run.
        let map = "screen\nmap\n  pin red \"Ferry Building\" tint: blue at: 200 120\n"
        #expect(try formatted(map) == map)
        let moved = "screen\nmap\n  user-location accuracy: 40 at: 100 120\n  user-location at: 100 120 accuracy: 40\n"
        #expect(try formatted(moved) == moved)
        let cell = "screen\ntable\n  cell accessory: disclosure \"A\" value: \"B\" detail: \"C\" style: value1 selected\n"
        #expect(try formatted(cell) == "screen\ntable\n  cell accessory: disclosure \"A\" detail: \"C\" value: \"B\" style: value1 selected\n")
    }

    @Test func commentsStayOnTheirLinesAndWithTheirBlocks() throws {
        let text = """
            # gallery: test
            screen device: iphone-6   # the default phone
               # about the table
               table
                     cell "A"    #   first
                     # after the cells, inside the table
               # back at the screen's level
               label "x"
            #fff is a comment at the start of a line

            """
        let want = """
            # gallery: test
            screen device: iphone-6  # the default phone
              # about the table
              table
                cell "A"  #   first
                # after the cells, inside the table
              # back at the screen's level
              label "x"
            #fff is a comment at the start of a line

            """
        // Trailing comments keep their own text after the `#`; the blanks before the
        // `#` become two.
        #expect(try formatted(text) == want)
    }

    @Test func quotesStayAsWrittenAndStringsNumbersAndColoursGetOneSpelling() throws {
        let text = "screen tint: #ff9500\nlabel \"caf\\u{E9}\\t\\\"quoted\\\"\tend\" size: 017.50 color: #abc\nspacer 20.0pt\nnavigation-bar title: \"Inbox\" prompt: \"\\u{200B}\"\n"
        let want = "screen tint: #FF9500\nlabel \"café\\t\\\"quoted\\\"\\tend\" size: 17.5 color: #ABC\nspacer 20pt\nnavigation-bar title: \"Inbox\" prompt: \"\\u{200B}\"\n"
        #expect(try formatted(text) == want)
    }

    @Test func lineEndsBlankLinesAndTheFinalNewlineAreMadeCanonical() throws {
        let path = try bytesFile([0xEF, 0xBB, 0xBF] + Array("\r\n\r\nscreen\r\n\r\n\r\n\r\nlabel \"a\"\r\n\r\n\r\n   \r\nlabel \"b\"".utf8))
        let r = try run(["fmt", path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try contents(path) == "screen\n\nlabel \"a\"\n\nlabel \"b\"\n")
        // A comment ending in a lone carriage return on the last line (found by hand:
        // the read-back check refused it before comments dropped their trailing CR).
        let cr = try bytesFile(Array("screen\r\n# c \r".utf8))
        #expect(try run(["fmt", cr]).status == 0)
        #expect(try contents(cr) == "screen\n# c\n")
    }

    @Test func formattingTwiceChangesNothingAndCheckAgrees() throws {
        let path = try file("screen\n    label   \"a\"\n")
        let check = try run(["fmt", "--check", path])
        #expect(check.status == 1)
        #expect(check.stdout == path + "\n")
        #expect(check.stderr.contains("\(path):2: not formatted"), "\(check.stderr)")
        #expect(check.stderr.contains("  -     label   \"a\"") && check.stderr.contains("  +   label \"a\""), "\(check.stderr)")
        // --check wrote nothing.
        #expect(try contents(path) == "screen\n    label   \"a\"\n")
        #expect(try run(["fmt", path]).status == 0)
        let once = try contents(path)
        #expect(try run(["fmt", path]).status == 0)
        #expect(try contents(path) == once)
        let again = try run(["fmt", "--check", path])
        #expect(again.status == 0 && again.stdout.isEmpty && again.stderr.isEmpty)
        let crlf = try bytesFile(Array("screen\r\n".utf8))
        let hint = try run(["fmt", "--check", crlf])
        #expect(hint.status == 1 && hint.stderr.contains(":1: not formatted (CRLF line end)"), "\(hint.stderr)")
    }

    @Test func standardInputAndStdoutPrintInsteadOfWriting() throws {
        let path = try file("screen\n   label \"a\"\n")
        let r = try run(["fmt", "--stdout", path])
        #expect(r.status == 0 && r.stdout == "screen\n  label \"a\"\n")
        #expect(try contents(path) == "screen\n   label \"a\"\n")
        let p = Process()
        p.executableURL = binary
        p.arguments = ["fmt", "-"]
        let input = Pipe(), output = Pipe()
        p.standardInput = input
        p.standardOutput = output
        try p.run()
        input.fileHandleForWriting.write(Data("screen\n\tlabel \"tab\"\n".replacingOccurrences(of: "\t", with: "    ").utf8))
        try input.fileHandleForWriting.close()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        #expect(p.terminationStatus == 0)
        #expect(String(decoding: out, as: UTF8.self) == "screen\n  label \"tab\"\n")
    }

    @Test func filesWithSyntaxErrorsAreReportedAndLeftAlone() throws {
        let bad = "screen\nlabel \"unterminated\n"
        let path = try file(bad)
        let r = try run(["fmt", path])
        #expect(r.status == 2)
        #expect(r.stderr.contains("\(path):2:7: error: unterminated string"), "\(r.stderr)")
        #expect(try contents(path) == bad)
        // A tab in the indentation makes the line's level unknown: an error, not a guess.
        let tabbed = try file("screen\n\tlabel \"a\"\n")
        let t = try run(["fmt", tabbed])
        #expect(t.status == 2 && t.stderr.contains("\(tabbed):2:1: error: tab in indentation"), "\(t.stderr)")
        #expect(try contents(tabbed) == "screen\n\tlabel \"a\"\n")
        let dedent = try file("screen\n    stack\n        label \"a\"\n      label \"b\"\n")
        let d = try run(["fmt", "--check", dedent])
        #expect(d.status == 2 && d.stderr.contains(":4:7: error: inconsistent indentation"), "\(d.stderr)")
        // The other files of the run are still formatted; the status says something failed.
        let good = try file("screen\n   label \"ok\"\n")
        let both = try run(["fmt", path, good])
        #expect(both.status == 2)
        #expect(try contents(good) == "screen\n  label \"ok\"\n")
    }

    @Test func includesAreFormattedAsLinesNotExpanded() throws {
        let dir = try tempDir()
        let main = dir.appendingPathComponent("main.mockup").path
        #expect(FileManager.default.createFile(atPath: main, contents: Data("screen\n    include   \"parts/missing.mockup\"\n".utf8)))
        let r = try run(["fmt", main])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try contents(main) == "screen\n  include \"parts/missing.mockup\"\n")
    }

    @Test func missingFilesFoldersAndFIFOsAreBadInput() throws {
        let dir = try tempDir()
        let missing = try run(["fmt", dir.appendingPathComponent("nope.mockup").path])
        #expect(missing.status == 2 && missing.stderr.contains("cannot find file"), "\(missing.stderr)")
        let fifo = dir.appendingPathComponent("pipe.mockup").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let f = try run(["fmt", fifo])
        #expect(f.status == 2 && f.stderr.contains("not a regular file"), "\(f.stderr)")
        let usage = try run(["fmt"])
        #expect(usage.status == 2 && usage.stderr.hasSuffix("see 'mockup fmt --help'\n"))
        let both = try run(["fmt", "--check", "--stdout", "x.mockup"])
        #expect(both.status == 2)
    }

    @Test func aFolderStandsForEveryMockupFileBelowIt() throws {
        let dir = try tempDir()
        let fm = FileManager.default
        try fm.createDirectory(at: dir.appendingPathComponent("a/b"), withIntermediateDirectories: true)
        try fm.createDirectory(at: dir.appendingPathComponent(".hidden"), withIntermediateDirectories: true)
        for name in ["one.mockup", "a/two.mockup", "a/b/three.mockup", ".hidden/four.mockup"] {
            #expect(fm.createFile(atPath: dir.appendingPathComponent(name).path, contents: Data("screen\n    label \"x\"\n".utf8)))
        }
        #expect(fm.createFile(atPath: dir.appendingPathComponent("a/notes.txt").path, contents: Data("  not mockup\n".utf8)))
        // A link back up would loop if it were followed.
        try fm.createSymbolicLink(atPath: dir.appendingPathComponent("a/b/up").path, withDestinationPath: dir.path)
        let check = try run(["fmt", "--check", dir.path])
        #expect(check.status == 1)
        #expect(check.stdout == ["a/b/three.mockup", "a/two.mockup", "one.mockup"].map { dir.path + "/" + $0 + "\n" }.joined())
        #expect(try run(["fmt", dir.path]).status == 0)
        #expect(try contents(dir.appendingPathComponent("a/b/three.mockup").path) == "screen\n  label \"x\"\n")
        #expect(try contents(dir.appendingPathComponent(".hidden/four.mockup").path) == "screen\n    label \"x\"\n")
        #expect(try contents(dir.appendingPathComponent("a/notes.txt").path) == "  not mockup\n")
        #expect(try run(["fmt", "--check", dir.path]).status == 0)
    }

    @Test func aLinkToAFileOutsideItsFolderIsNotWrittenThrough() throws {
        let outside = try file("screen\n   label \"a\"\n", "outside.mockup")
        let dir = try tempDir()
        let link = dir.appendingPathComponent("link.mockup").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: outside)
        let r = try run(["fmt", link])
        #expect(r.status == 1)
        #expect(r.stderr.contains("symbolic link to a file outside its folder"), "\(r.stderr)")
        #expect(try contents(outside) == "screen\n   label \"a\"\n")
        // Reading through it is fine: --stdout and --check write nothing.
        #expect(try run(["fmt", "--stdout", link]).stdout == "screen\n  label \"a\"\n")
        #expect(try run(["fmt", "--check", link]).status == 1)
    }

    @Test func everySampleFormattedByTheCommandIsCanonicalForCheck() throws {
        let copy = try tempDir().appendingPathComponent("samples")
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("samples"), to: copy)
        var files: [String] = []
        let walker = FileManager.default.enumerator(atPath: copy.path)
        while let p = walker?.nextObject() as? String {
            if p.hasSuffix(".mockup") { files.append(copy.appendingPathComponent(p).path) }
        }
        #expect(files.count > 100)
        let r = try run(["fmt"] + files)
        #expect(r.status == 0, "\(r.stderr)")
        let check = try run(["fmt", "--check"] + files)
        #expect(check.status == 0 && check.stdout.isEmpty, "\(check.stdout)\(check.stderr)")
        // And the formatted copy still renders as the samples do (dump, byte for byte).
        for name in ["settings.mockup", "inbox.mockup", "parts/app-tab-bar.mockup"] where !name.hasPrefix("parts/") {
            let before = try run(["dump", packageRoot.appendingPathComponent("samples/\(name)").path])
            let after = try run(["dump", copy.appendingPathComponent(name).path])
            #expect(before.status == 0 && before.stdout == after.stdout && !after.stdout.isEmpty)
        }
    }
}
