import Foundation
import Testing

/// `mockup markdown`: blocks of Markdown documents rendered, linked, kept
/// current; errors at the document's own lines.
@Suite(.serialized) struct MarkdownCommandTests {
    private func write(_ text: String, _ url: URL) throws { try Data(text.utf8).write(to: url) }
    private func read(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }
    private func bytes(_ url: URL) throws -> Data { try Data(contentsOf: url) }
    /// Modification time and inode: every write is a new file renamed into place, so an
    /// unchanged inode shows that nothing was written, whatever the clock's resolution.
    private func modified(_ url: URL) throws -> String {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        let date = try #require(attributes[.modificationDate] as? Date)
        let inode = try #require(attributes[.systemFileNumber] as? Int)
        return "\(date.timeIntervalSince1970) \(inode)"
    }

    /// The first 16 hex digits of SHA-256 over `text`, by the system's `sha256sum`: the
    /// name recipe of docs/MARKDOWN.md, checked against a tool that is not ours.
    private func sha16(_ text: String) throws -> String {
        String(try filtered(text, through: "/usr/bin/sha256sum").prefix(16))
    }

    private let inbox = "navigation-bar title: \"Inbox\"\ntable plain\n  cell \"Alpha\"\n"
    private let login = "navigation-bar title: \"Login\"\n"
    private let listed = "navigation-bar title: \"Listed\"\n"

    /// A document with three blocks (plain; options and a name; inside a list item) and
    /// mockup-looking text that is not a block (inside a longer fence, a comment, indented code).
    private var document: String {
        """
        # Screens

        ```mockup
        \(inbox)```

        The login screen:

        ```mockup device=iphone-5 scale=1 alt="Login screen" name=login
        \(login)```

        - A list item:

          ~~~~mockup   orientation=landscape
          \(listed.dropLast())
          ~~~~

        ````text
        ```mockup
        navigation-bar title: "Not me"
        ```
        ````

        <!--
        ```mockup
        navigation-bar title: "Nor me"
        ```
        -->

            ```mockup
            indented code, not a fence

        """
    }

    @Test func everyBlockBecomesTheImageMockupRenderMakesLinkedRightAfterIt() throws {
        let d = try tempDir()
        let doc = d.appendingPathComponent("README.md")
        try write(document, doc)
        let r = try run(["markdown", "README.md"], in: d)
        #expect(r.status == 0, "\(r.stderr)")
        let images = d.appendingPathComponent("images")
        let inboxHash = try sha16("mockup 0.1.0\nformat=png\ndevice=\norientation=\nscale=\nios=\n\n" + inbox)
        let listedHash = try sha16("mockup 0.1.0\nformat=png\ndevice=\norientation=landscape\nscale=\nios=\n\n" + listed)
        #expect(files(in: images) == ["README-\(inboxHash).png", "README-\(listedHash).png", "login.png"].sorted())
        let text = try read(doc)
        #expect(text.contains("```mockup\n\(inbox)```\n![mockup](images/README-\(inboxHash).png)<!-- mockup -->\n\nThe login"), "\(text)")
        #expect(text.contains("name=login\n\(login)```\n![Login screen](images/login.png)<!-- mockup -->\n"), "\(text)")
        #expect(text.contains("  ~~~~\n  ![mockup](images/README-\(listedHash).png)<!-- mockup -->\n"), "\(text)")
        // Nothing else changed: only the three link lines were added.
        let added = text.split(separator: "\n", omittingEmptySubsequences: false).filter { $0.hasSuffix("<!-- mockup -->") }
        #expect(added.count == 3)
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasSuffix("<!-- mockup -->") }
            == document.split(separator: "\n", omittingEmptySubsequences: false))

        // The same bytes as `mockup render` of the same text with the same options.
        for (name, source, options) in [
            ("README-\(inboxHash).png", inbox, [String]()), ("login.png", login, ["--device", "iphone-5", "--scale", "1"]),
            ("README-\(listedHash).png", listed, ["--orientation", "landscape"]),
        ] {
            let src = d.appendingPathComponent("check.mockup")
            try write(source, src)
            let out = d.appendingPathComponent("check.png")
            let rendered = try run(["render", src.path, "-o", out.path] + options)
            #expect(rendered.status == 0, "\(rendered.stderr)")
            #expect(try bytes(out) == bytes(images.appendingPathComponent(name)), "\(name)")
        }
    }

    @Test func aSecondRunChangesNoByteAndNoModificationTime() throws {
        let d = try tempDir()
        let doc = d.appendingPathComponent("guide.md")
        // CRLF lines and no final newline are kept as they are.
        try write(document.replacingOccurrences(of: "\n", with: "\r\n") + "Last line", doc)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: doc.path)
        let first = try run(["markdown", doc.path])
        #expect(first.status == 0, "\(first.stderr)")
        let text = try bytes(doc)
        #expect(String(decoding: text, as: UTF8.self).contains("![mockup](images/guide-"))
        #expect(String(decoding: text, as: UTF8.self).contains("<!-- mockup -->\r\n"))
        #expect(String(decoding: text, as: UTF8.self).hasSuffix("\r\nLast line"))
        // The rewritten document keeps its mode.
        #expect(try FileManager.default.attributesOfItem(atPath: doc.path)[.posixPermissions] as? Int == 0o600)
        let images = d.appendingPathComponent("images")
        let before = try files(in: images).map { ($0, try bytes(images.appendingPathComponent($0)), try modified(images.appendingPathComponent($0))) }
        let docTime = try modified(doc)
        let second = try run(["markdown", doc.path])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout == "\(doc.path) is up to date\n")
        #expect(try bytes(doc) == text)
        #expect(try modified(doc) == docTime)
        let after = try files(in: images).map { ($0, try bytes(images.appendingPathComponent($0)), try modified(images.appendingPathComponent($0))) }
        #expect(after.map(\.0) == before.map(\.0))
        #expect(after.map(\.1) == before.map(\.1))
        #expect(after.map(\.2) == before.map(\.2))
        #expect(files(in: d) == ["guide.md", "images"])
    }

    @Test func aBlankLineBeforeTheLinkAsFormattersWriteItIsKeptAndTheLinkUpdated() throws {
        let d = try tempDir()
        let doc = d.appendingPathComponent("README.md")
        // As Prettier leaves it: a blank line between the block and the tool's link, and
        // the user's own image after that, which is never touched.
        let text = "```mockup name=login\n\(login)```\n\n![old](images/old.png)<!-- mockup -->\n![mine](mine.png)\n"
        try write(text, doc)
        let r = try run(["markdown", "README.md"], in: d)
        #expect(r.status == 0, "\(r.stderr)")
        let expected = "```mockup name=login\n\(login)```\n\n![login](images/login.png)<!-- mockup -->\n![mine](mine.png)\n"
        #expect(try read(doc) == expected)
        #expect(try run(["markdown", "--check", "README.md"], in: d).status == 0)
        let replaced = try run(["markdown", "--replace", "README.md"], in: d)
        #expect(replaced.status == 0, "\(replaced.stderr)")
        #expect(
            try read(doc)
                == "<!-- mockup:source\n```mockup name=login\n\(login)```\n-->\n\n![login](images/login.png)<!-- mockup -->\n![mine](mine.png)\n")
        // Two blank lines: the link is no longer the block's, and a new one goes right after it.
        let apart = d.appendingPathComponent("apart.md")
        try write("```mockup name=login\n\(login)```\n\n\n![login](images/login.png)<!-- mockup -->\n", apart)
        #expect(try run(["markdown", "apart.md"], in: d).status == 0)
        #expect(try read(apart) == "```mockup name=login\n\(login)```\n![login](images/login.png)<!-- mockup -->\n\n\n![login](images/login.png)<!-- mockup -->\n")
    }

    @Test func checkWritesNothingAndNamesEachStaleBlock() throws {
        let d = try tempDir()
        let doc = d.appendingPathComponent("README.md")
        try write(document, doc)
        let fresh = try run(["markdown", "--check", "README.md"], in: d)
        #expect(fresh.status == 1)
        #expect(fresh.stderr.contains("README.md:3:1: error: mockup block is out of date: image images/README-"), "\(fresh.stderr)")
        #expect(fresh.stderr.contains("README.md:11:1: error: mockup block is out of date: image images/login.png is missing"), "\(fresh.stderr)")
        #expect(fresh.stderr.contains("README.md:17:3: error: mockup block is out of date: "), "\(fresh.stderr)")
        // One line and one count per block (its image and its link are both missing).
        #expect(fresh.stderr.contains("is missing; its image link is missing\n"), "\(fresh.stderr)")
        #expect(fresh.stderr.split(separator: "\n").filter { $0.contains("error: mockup block is out of date") }.count == 3, "\(fresh.stderr)")
        #expect(fresh.stderr.hasSuffix("3 mockup blocks are out of date in 1 document; run 'mockup markdown' on it\n"), "\(fresh.stderr)")
        #expect(files(in: d) == ["README.md"])
        #expect(try read(doc) == document)

        #expect(try run(["markdown", "README.md"], in: d).status == 0)
        let current = try run(["markdown", "--check", "README.md"], in: d)
        #expect(current.status == 0, "\(current.stderr)")
        #expect(current.stdout == "README.md is up to date\n")

        // An image that is not what a render makes now is stale too.
        try write("not a png", d.appendingPathComponent("images/login.png"))
        let damaged = try run(["markdown", "--check", "README.md"], in: d)
        #expect(damaged.status == 1)
        #expect(damaged.stderr.contains("README.md:12:1: error: mockup block is out of date: image images/login.png differs from a fresh render"), "\(damaged.stderr)")
        #expect(try read(d.appendingPathComponent("images/login.png")) == "not a png")

        // Editing a block: its link is out of date; the run then replaces its old image.
        let old = files(in: d.appendingPathComponent("images")).filter { $0.hasPrefix("README-") }
        let edited = try read(doc).replacingOccurrences(of: "cell \"Alpha\"", with: "cell \"Beta\"")
        try write(edited, doc)
        let stale = try run(["markdown", "--check", "README.md"], in: d)
        #expect(stale.status == 1)
        #expect(stale.stderr.contains("README.md:3:1: error: mockup block is out of date: image images/README-"), "\(stale.stderr)")
        #expect(try read(doc) == edited)
        let update = try run(["markdown", "README.md"], in: d)
        #expect(update.status == 0, "\(update.stderr)")
        let now = files(in: d.appendingPathComponent("images")).filter { $0.hasPrefix("README-") }
        #expect(now.count == 2 && Set(now) != Set(old))
        #expect(update.stdout.contains("removed images/README-"), "\(update.stdout)")
        #expect(files(in: d.appendingPathComponent("images")).contains("login.png"))
        #expect(try run(["markdown", "--check", "README.md"], in: d).status == 0)
    }

    @Test func aBrokenBlockIsReportedAtTheDocumentsLineAndColumnWhileTheOthersRender() throws {
        let d = try tempDir()
        let doc = d.appendingPathComponent("notes.md")
        let text = """
            Intro

            ```mockup
            \(inbox)```

            1. Broken:

               ```mockup
               navigation-bar titel: "X"
               ```

            ```mockup devcie=iphone-6
            \(login)```

            """
        try write(text, doc)
        let r = try run(["markdown", "notes.md"], in: d)
        #expect(r.status == 2)
        #expect(r.stderr.contains("notes.md:12:19: error: unknown attribute 'titel'"), "\(r.stderr)")
        #expect(r.stderr.contains("    12 |    navigation-bar titel: \"X\"\n       | " + String(repeating: " ", count: 18) + "^~~~~\n"), "\(r.stderr)")
        #expect(r.stderr.contains("did you mean 'title'?"), "\(r.stderr)")
        #expect(r.stderr.contains("notes.md:15:11: error: unknown option 'devcie'"), "\(r.stderr)")
        #expect(r.stderr.contains("did you mean 'device'?"), "\(r.stderr)")
        // The good block is rendered and linked; the broken ones are left as they were.
        let out = try read(doc)
        #expect(out == text.replacingOccurrences(of: "```\n\n1. Broken", with: "```\n![mockup](images/\(files(in: d.appendingPathComponent("images"))[0]))<!-- mockup -->\n\n1. Broken"))
        #expect(files(in: d.appendingPathComponent("images")).count == 1)

        // Inside a quote inside a list item, after a tab: columns count what was taken off.
        let quoted = d.appendingPathComponent("quoted.md")
        try write("* item\n\n  > ```mockup\n  > navigation-bar\n  >   buton \"Go\"\n  > ```\n\n-\tx\n\n\t```mockup\n\tnavigation-bar\n\t\tbutton edit\n\t```\n", quoted)
        let q = try run(["markdown", "quoted.md"], in: d)
        #expect(q.status == 2)
        #expect(q.stderr.contains("quoted.md:5:7: error: unknown element inside 'navigation-bar': 'buton'"), "\(q.stderr)")
        #expect(q.stderr.contains("    5 |   >   buton \"Go\"\n      |       ^~~~~\n"), "\(q.stderr)")
        #expect(q.stderr.contains("quoted.md:12:2: error: tab in indentation"), "\(q.stderr)")

        let unclosed = d.appendingPathComponent("open.md")
        try write("text\n\n  ```mockup\n  \(login)", unclosed)
        let u = try run(["markdown", "open.md"], in: d)
        #expect(u.status == 2)
        #expect(u.stderr.contains("open.md:3:3: error: this mockup block is never closed"), "\(u.stderr)")
        #expect(try read(unclosed) == "text\n\n  ```mockup\n  \(login)")
    }

    @Test func replaceKeepsTheSourceInACommentThatLaterRunsRead() throws {
        let d = try tempDir()
        let doc = d.appendingPathComponent("README.md")
        let body = "  navigation-bar title: \"Inbox\"\n  table plain\n    cell \"Alpha\"\n"
        let text = "Intro\n\n- item\n  ```mockup name=inbox\n\(body)  ```\n\nEnd\n"
        try write(text, doc)
        let r = try run(["markdown", "--replace", "README.md"], in: d)
        #expect(r.status == 0, "\(r.stderr)")
        let replaced = try read(doc)
        #expect(
            replaced == "Intro\n\n- item\n  <!-- mockup:source\n  ```mockup name=inbox\n\(body)  ```\n  -->\n  ![inbox](images/inbox.png)<!-- mockup -->\n\nEnd\n",
            "\(replaced)")
        let image = try bytes(d.appendingPathComponent("images/inbox.png"))
        // Again, with or without --replace, and --check: nothing to do.
        for args in [["--replace"], [], ["--check"], ["--check", "--replace"]] {
            let again = try run(["markdown", "README.md"] + args, in: d)
            #expect(again.status == 0, "\(args) \(again.stderr)")
            #expect(try read(doc) == replaced)
        }
        #expect(try bytes(d.appendingPathComponent("images/inbox.png")) == image)
        // The kept text is live: edited, it is rendered again.
        try write(replaced.replacingOccurrences(of: "Alpha", with: "Gamma"), doc)
        let edited = try run(["markdown", "README.md"], in: d)
        #expect(edited.status == 0, "\(edited.stderr)")
        #expect(try bytes(d.appendingPathComponent("images/inbox.png")) != image)

        // A comment of the tool's shape edited into something else is an error at its first line.
        let broken = d.appendingPathComponent("broken.md")
        try write("Intro\n\n<!-- mockup:source\n```mockup\nnavigation-bar\n-->\n", broken)
        let b = try run(["markdown", "broken.md"], in: d)
        #expect(b.status == 2)
        #expect(b.stderr.contains("broken.md:3:1: error: this replaced mockup block's comment does not hold one mockup block"), "\(b.stderr)")
        #expect(try read(broken) == "Intro\n\n<!-- mockup:source\n```mockup\nnavigation-bar\n-->\n")

        // Text that would end the comment is refused, at its place.
        let arrow = d.appendingPathComponent("arrow.md")
        try write("```mockup\nnavigation-bar title: \"A --> B\"\n```\n", arrow)
        let a = try run(["markdown", "--replace", "arrow.md"], in: d)
        #expect(a.status == 2)
        #expect(a.stderr.contains("arrow.md:2:26: error: --replace keeps a block in an HTML comment, which this '-->' would end"), "\(a.stderr)")
        #expect(try read(arrow) == "```mockup\nnavigation-bar title: \"A --> B\"\n```\n")
    }

    @Test func imagesNeverGoOutsideTheirFolder() throws {
        let d = try tempDir()
        let project = d.appendingPathComponent("project")
        let outside = d.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        let doc = project.appendingPathComponent("README.md")
        let escaping = "```mockup name=../../outside/evil\n\(login)```\n"
        try write(escaping, doc)
        let name = try run(["markdown", "README.md"], in: project)
        #expect(name.status == 2)
        #expect(name.stderr.contains("README.md:1:16: error: name= is a file name without folders"), "\(name.stderr)")
        #expect(try read(doc) == escaping)

        try write("```mockup\n\(login)```\n", doc)
        for out in ["../outside", outside.path, "sub/../../outside"] {
            let r = try run(["markdown", "README.md", "--out-dir", out], in: project)
            #expect(r.status == 2, "\(out)")
            #expect(r.stderr.contains("--out-dir \(out) is outside the current folder"), "\(r.stderr)")
        }
        // A folder that leads out through a link: the default images/ or --out-dir.
        try FileManager.default.createSymbolicLink(atPath: project.appendingPathComponent("images").path, withDestinationPath: outside.path)
        let linked = try run(["markdown", "README.md"], in: project)
        #expect(linked.status == 2)
        #expect(linked.stderr.contains("README.md: error: the images folder images leads outside"), "\(linked.stderr)")
        let linkedOut = try run(["markdown", "README.md", "--out-dir", "images/x"], in: project)
        #expect(linkedOut.status == 2)
        #expect(linkedOut.stderr.contains("--out-dir images/x leads outside the current folder through a symbolic link"), "\(linkedOut.stderr)")
        #expect(files(in: outside).isEmpty)
        #expect(try read(doc) == "```mockup\n\(login)```\n")

        // --out-dir inside the project: links are relative to the document.
        try FileManager.default.createDirectory(at: project.appendingPathComponent("docs"), withIntermediateDirectories: true)
        let nested = project.appendingPathComponent("docs/guide.md")
        try write("```mockup name=login\n\(login)```\n", nested)
        let r = try run(["markdown", "docs/guide.md", "--out-dir", "assets/screens"], in: project)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try read(nested).contains("![login](../assets/screens/login.png)<!-- mockup -->"))
        #expect(files(in: project.appendingPathComponent("assets/screens")) == ["login.png"])

        // Two different screens under one name: the second is an error, the first is written.
        let twice = project.appendingPathComponent("docs/twice.md")
        try write("```mockup name=same\n\(login)```\n\n```mockup name=same\n\(inbox)```\n", twice)
        let t = try run(["markdown", "docs/twice.md"], in: project)
        #expect(t.status == 2)
        #expect(t.stderr.contains("docs/twice.md:5:1: error: docs/images/same.png is already the image of the block at docs/twice.md:1, a different screen"), "\(t.stderr)")
        #expect(try read(twice).contains("```\n![same](images/same.png)<!-- mockup -->\n\n```mockup name=same\n\(inbox)```\n"))

        // A user's own file under a block's name is not overwritten.
        let mine = project.appendingPathComponent("docs/images")
        try FileManager.default.createDirectory(at: mine, withIntermediateDirectories: true)
        try write("my own picture", mine.appendingPathComponent("logo.png"))
        let user = project.appendingPathComponent("docs/user.md")
        try write("```mockup name=logo\n\(login)```\n", user)
        let clash = try run(["markdown", "docs/user.md"], in: project)
        #expect(clash.status == 2)
        #expect(clash.stderr.contains("docs/user.md:1:1: error: docs/images/logo.png exists and is not this block's image"), "\(clash.stderr)")
        #expect(try read(mine.appendingPathComponent("logo.png")) == "my own picture")
    }

    @Test func blocksIncludeFilesAndImagesFromTheDocumentsFolderAndNoFurther() throws {
        let d = try tempDir()
        let docs = d.appendingPathComponent("docs")
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("samples/parts"), to: docs.appendingPathComponent("parts"))
        try FileManager.default.copyItem(
            at: packageRoot.appendingPathComponent("samples/images/landscape@2x.png"), to: docs.appendingPathComponent("landscape@2x.png"))
        try write("label \"secret\"\n", d.appendingPathComponent("secret.mockup"))
        let body = "navigation-bar title: \"Photos\"\nstack\n  image \"landscape@2x.png\" fill width: 164 height: 100\ninclude \"parts/app-tab-bar.mockup\"\n"
        let doc = docs.appendingPathComponent("guide.md")
        try write("Intro\n\n```mockup name=photos\n\(body)```\n\n```mockup\ninclude \"../secret.mockup\"\n```\n", doc)
        let r = try run(["markdown", "docs/guide.md"], in: d)
        #expect(r.status == 2)
        #expect(r.stderr.contains("docs/guide.md:11:9: error: include escapes the project folder"), "\(r.stderr)")
        #expect(r.stderr.contains("    11 | include \"../secret.mockup\""), "\(r.stderr)")
        #expect(try read(doc).contains("```\n![photos](images/photos.png)<!-- mockup -->\n"))
        // The bytes `mockup render` makes of the same text as a file beside the document.
        let src = docs.appendingPathComponent("same.mockup")
        try write(body, src)
        let rendered = try run(["render", src.path, "-o", d.appendingPathComponent("same.png").path])
        #expect(rendered.status == 0, "\(rendered.stderr)")
        #expect(try bytes(d.appendingPathComponent("same.png")) == bytes(docs.appendingPathComponent("images/photos.png")))
    }

    @Test func pdfBlocksAndCommandLineDefaultsMakeWhatRenderMakes() throws {
        let d = try tempDir()
        let doc = d.appendingPathComponent("spec.md")
        try write("```mockup format=pdf name=vector\n\(inbox)```\n\n```mockup name=small orientation=portrait\n\(login)```\n", doc)
        let r = try run(["markdown", "spec.md", "--device", "iphone-5", "--scale", "1", "--orientation", "landscape"], in: d)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(files(in: d.appendingPathComponent("images")) == ["small.png", "vector.pdf"])
        #expect(try read(doc).contains("```\n![vector](images/vector.pdf)<!-- mockup -->\n"))
        for (name, source, options) in [
            ("vector.pdf", inbox, ["--format", "pdf", "--orientation", "landscape"]), ("small.png", login, ["--orientation", "portrait"]),
        ] {
            let src = d.appendingPathComponent("same.mockup")
            try write(source, src)
            let out = d.appendingPathComponent("out/")
            let rendered = try run(["render", src.path, "-o", out.path + "/", "--device", "iphone-5", "--scale", "1"] + options)
            #expect(rendered.status == 0, "\(rendered.stderr)")
            let made = files(in: out)
            #expect(made.count == 1)
            #expect(try bytes(out.appendingPathComponent(made[0])) == bytes(d.appendingPathComponent("images/\(name)")), "\(name)")
            try FileManager.default.removeItem(at: out)
        }
    }

    @Test func documentsSharingAnImagesFolderNeverShareOrRemoveEachOthersImages() throws {
        let d = try tempDir()
        for folder in ["docs/a", "docs/b"] {
            try FileManager.default.createDirectory(at: d.appendingPathComponent(folder), withIntermediateDirectories: true)
            try write("```mockup\n\(login)```\n", d.appendingPathComponent("\(folder)/README.md"))
        }
        let r = try run(["markdown", "docs/a/README.md", "docs/b/README.md", "--out-dir", "shots"], in: d)
        #expect(r.status == 0, "\(r.stderr)")
        let hash = try sha16("mockup 0.1.0\nformat=png\ndevice=\norientation=\nscale=\nios=\n\n" + login)
        #expect(files(in: d.appendingPathComponent("shots")) == ["docs-a-README-\(hash).png", "docs-b-README-\(hash).png"])
        #expect(try read(d.appendingPathComponent("docs/a/README.md")).contains("![mockup](../../shots/docs-a-README-\(hash).png)<!-- mockup -->"))
        // Editing a's block and running on a alone removes a's old image, not b's.
        let a = d.appendingPathComponent("docs/a/README.md")
        try write(try read(a).replacingOccurrences(of: "Login", with: "Sign In"), a)
        let again = try run(["markdown", "docs/a/README.md", "--out-dir", "shots"], in: d)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.contains("removed shots/docs-a-README-\(hash).png\n"), "\(again.stdout)")
        let now = files(in: d.appendingPathComponent("shots"))
        #expect(now.count == 2 && now.contains("docs-b-README-\(hash).png") && !now.contains("docs-a-README-\(hash).png"))

        // Usage errors.
        #expect(try run(["markdown"], in: d).status == 2)
        let format = try run(["markdown", "docs/a/README.md", "--format", "gif"], in: d)
        #expect(format.status == 2 && format.stderr.contains("--format is png or pdf, not 'gif'"), "\(format.stderr)")
    }

    @Test func aSymlinkOrFIFOGivenAsTheDocumentIsRefusedWithoutAHang() throws {
        let d = try tempDir()
        let real = d.appendingPathComponent("real.md")
        try write("```mockup\n\(login)```\n", real)
        let link = d.appendingPathComponent("link.md")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real.md")
        let r = try run(["markdown", "link.md"], in: d)
        #expect(r.status == 2)
        #expect(r.stderr.contains("cannot read link.md: it is a symbolic link (to real.md); give the document itself"), "\(r.stderr)")
        #expect(try read(real) == "```mockup\n\(login)```\n")
        #expect(files(in: d) == ["link.md", "real.md"])

        let fifo = d.appendingPathComponent("fifo.md")
        try #require(mkfifo(fifo.path, 0o644) == 0)
        let p = Process()
        p.executableURL = binary
        p.arguments = ["markdown", "fifo.md", "real.md"]
        p.currentDirectoryURL = d
        let err = Pipe()
        p.standardError = err
        p.standardOutput = FileHandle.nullDevice
        try p.run()
        // A blocked read would hang here: give it 20 seconds, then fail the test.
        let deadline = Date().addingTimeInterval(20)
        while p.isRunning && Date() < deadline { usleep(20_000) }
        let hung = p.isRunning
        if hung { p.terminate() }
        p.waitUntilExit()
        #expect(!hung)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(p.terminationStatus == 2)
        #expect(stderr.contains("cannot read fifo.md: is not a regular file (a FIFO)"), "\(stderr)")
        // The other document is still done.
        #expect(try read(real).contains("<!-- mockup -->"))
    }
}
