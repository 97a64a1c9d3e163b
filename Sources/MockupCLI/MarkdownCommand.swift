#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MockupPlatform
import MockupSystem
import MockupKit

/// `mockup markdown FILE.md... [--out-dir DIR] [--check] [--replace]`: renders every
/// ```` ```mockup ```` block of Markdown documents to an image and links it after the
/// block (docs/MARKDOWN.md), as mermaid-cli does for ```` ```mermaid ```` blocks.
enum MarkdownCommand {
    static let usage = """
        usage: mockup markdown FILE.md... [--out-dir DIR] [--check] [--replace] [--no-lint]
                               [--device NAME] [--orientation portrait|landscape] [--scale S]
                               [--ios 7|8|9] [--format png|pdf]
          Renders each ```mockup block of each document to an image and writes the link
          right after the block (or updates the one it wrote before):
              ![alt](images/README-3f2a9c1b4d5e6f70.png)<!-- mockup -->
          The fence line takes options: ```mockup device=iphone-6 orientation=landscape
          scale=3 ios=8 format=png|pdf alt="Login screen" name=login
          Images are named by a hash of what decides them, or NAME.png with name=, in
          images/ beside each document, or in DIR (inside the current folder) with --out-dir.
          --replace   replace each block by its image, keeping its text in an HTML comment
                      that later runs read (<!-- mockup:source … -->)
          --check     write nothing; exit 1 naming every block whose image or link is out
                      of date, 0 when all are current
          --device, --orientation, --scale, --ios, --format: defaults under the fences' own.
          Errors point at the document's lines (exit 2); the other blocks are still rendered.
          A second run changes nothing. Old images are removed only when the tool made
          them (docs/MARKDOWN.md).
        """

    static func run(_ words: [String]) throws -> Int32 {
        let screenOptions = ["--device", "--orientation", "--scale", "--ios", "--format"]
        let args = try Arguments(
            words, valued: ["--out-dir"] + screenOptions, switches: ["--check", "--replace", "--no-lint"],
            aliases: ["-f": "--format"])
        guard !args.positional.isEmpty else { throw UsageError("markdown needs at least one Markdown file") }
        // The command line's screen options are checked as `render` checks them.
        _ = try ScreenOverrides(args)
        if let f = args["--format"], !["png", "pdf"].contains(f) { throw UsageError("--format is png or pdf, not '\(f)'") }
        let defaults = screenOptions.flatMap { o in args[o].map { [o, $0] } ?? [] }
        if let out = args["--out-dir"] {
            guard !out.isEmpty else { throw UsageError("--out-dir needs a folder") }
            if let why = MarkdownPaths.escape(of: out, root: ".", option: "--out-dir") { throw UsageError(why) }
        }
        let settings = MarkdownSettings(
            outDir: args["--out-dir"], defaults: defaults, replace: args.flags.contains("--replace"),
            lint: !args.flags.contains("--no-lint"), check: args.flags.contains("--check"))
        let engine = try Engine.shared()

        var status: Int32 = 0
        var claims: [String: PlannedImage] = [:]
        var kept: Set<String> = []
        var removable: [(absolute: String, doc: MarkdownDocument)] = []
        var staleBlocks = 0
        var staleDocuments = 0
        var seen: Set<String> = []
        var guardrail = OutputGuard(inputs: args.positional)
        for path in args.positional {
            // A document named twice is done once: its second plan would see its own images.
            guard seen.insert(OutputGuard.canonical(path)).inserted else { continue }
            let (read, failure) = MarkdownDocument.read(path, settings: settings)
            guard var doc = read else {
                Console.err(failure ?? "")
                status = max(status, 2)
                continue
            }
            doc.plan(engine: engine, settings: settings, claims: &claims)
            for m in doc.messages { Console.err(m, terminator: "") }
            status = max(status, doc.status)
            kept.formUnion(doc.kept)
            removable += doc.replacedImages.map { ($0, doc) }
            if settings.check {
                let text = doc.newText
                // One line and one count per block, with every reason it is stale.
                var blocks: [(line: Int, column: Int, reasons: [String])] = []
                for s in doc.stale {
                    if let i = blocks.firstIndex(where: { $0.line == s.line && $0.column == s.column }) {
                        blocks[i].reasons.append(s.reason)
                    } else {
                        blocks.append((s.line, s.column, [s.reason]))
                    }
                }
                for b in blocks {
                    Console.err("\(path):\(b.line):\(b.column): error: mockup block is out of date: \(b.reasons.joined(separator: "; "))")
                }
                if !blocks.isEmpty || text != doc.text.original {
                    staleBlocks += max(1, blocks.count)
                    staleDocuments += 1
                } else if doc.status == 0 {
                    Console.out("\(path) is up to date")
                }
                continue
            }
            status = max(status, write(&doc, guardrail: &guardrail))
        }
        if settings.check {
            if staleBlocks > 0 {
                Console.err(
                    "\(staleBlocks) mockup block\(staleBlocks == 1 ? " is" : "s are") out of date in \(staleDocuments) document\(staleDocuments == 1 ? "" : "s"); run 'mockup markdown' on \(staleDocuments == 1 ? "it" : "them")")
                status = max(status, 1)
            }
            return status
        }
        // Images the new links no longer name, once every document's links are known.
        for r in removable where !kept.contains(r.absolute) {
            guard MarkdownPaths.folder(of: r.absolute) == r.doc.imagesAbsolute,
                r.doc.isHashName(PathText.lastComponent(r.absolute))
            else { continue }
            var st = stat()
            guard lstat(r.absolute, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else { continue }
            // Shown as the folder was given: `images/x.png`, `docs/images/x.png`.
            let shown = MarkdownPaths.join(r.doc.imagesFolder, PathText.lastComponent(r.absolute))
            if unlink(r.absolute) == 0 {
                Console.out("removed \(shown)")
            } else {
                Console.err("mockup markdown: error: cannot remove \(shown): \(String(cString: strerror(errno)))")
                status = max(status, 1)
            }
            kept.insert(r.absolute)
        }
        return status
    }

    /// Writes a planned document's images (those whose bytes changed) and then its text
    /// (when it changed), so that a link never names an image not yet written.
    static func write(_ doc: inout MarkdownDocument, guardrail: inout OutputGuard) -> Int32 {
        var status: Int32 = 0
        var wrote = false
        for image in doc.images {
            let existing = try? HostDocument.read(image.target, limit: 128 << 20, noun: "images", followSymlinks: true)
            if existing == image.bytes { continue }
            if let refusal = guardrail.refusal(image.target, for: doc.path) {
                Console.err("\(image.origin): error: \(refusal)")
                status = max(status, 2)
                continue
            }
            do {
                // The folder may have appeared (or become a link) since the plan.
                try RenderCommand.createFolder(doc.imagesFolder)
                if let why = MarkdownPaths.escape(of: doc.imagesFolder, root: doc.root, option: "the images folder") {
                    throw AtomicFile.WriteError(path: image.target, reason: why)
                }
                try AtomicFile.write(image.bytes, to: image.target)
                Console.out("wrote \(image.target)")
                wrote = true
            } catch {
                Console.err("mockup markdown: error: \(error)")
                status = max(status, 1)
            }
        }
        let text = doc.newText
        if text != doc.text.original {
            if status != 0 {
                // A link to an image that could not be written would be a broken picture.
                Console.err("mockup markdown: error: \(doc.path) is left as it was: an image could not be written")
                return status
            }
            do {
                // The new file is made with the default mode: give it the document's back.
                var st = stat()
                let mode = stat(doc.path, &st) == 0 ? st.st_mode & 0o7777 : nil
                try AtomicFile.write(Array(text.utf8), to: doc.path)
                if let mode { chmod(doc.path, mode) }
                Console.out("wrote \(doc.path)")
                wrote = true
            } catch {
                Console.err("mockup markdown: error: \(error)")
                status = max(status, 1)
            }
        }
        if !wrote && status == 0 && doc.status == 0 { Console.out("\(doc.path) is up to date") }
        return status
    }
}
