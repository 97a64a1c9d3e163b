#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MockupSystem
import MockupKit

/// The settings of one `mockup markdown` run.
struct MarkdownSettings {
    /// The images folder as given (relative to the current folder); nil: `images/`
    /// beside each document.
    var outDir: String?
    /// The command line's screen options and format, `--device X …`, under each fence's.
    var defaults: [String]
    var replace: Bool
    var lint: Bool
    var check: Bool
}

/// A block's image as planned: where it goes, its bytes, and the document lines that
/// link to it.
struct PlannedImage {
    /// The path shown to the user (relative to the current folder as given).
    var target: String
    /// The same, absolute and normalised: the key for comparisons.
    var absolute: String
    var bytes: [UInt8]
    /// Where the block is, `doc.md:12`, for messages about two blocks.
    var origin: String
}

/// One document of a run, read, scanned, compiled and planned; nothing written yet.
struct MarkdownDocument {
    /// Largest document read (`docs/LIMITS.md` has the others).
    static let maxBytes = 4 << 20

    let path: String
    let host: HostDocument
    let text: MarkdownText
    /// The images folder: as shown, and absolute.
    let imagesFolder: String
    let imagesAbsolute: String
    /// The folder images must stay in: the document's (default) or the current one (--out-dir).
    let root: String
    /// Messages in document order, and the worst status so far (2 bad input, 1 failure).
    var messages: [String] = []
    var status: Int32 = 0
    var images: [PlannedImage] = []
    var edits: [LineEdit] = []
    /// Images the document's links name that must stay: the links of blocks that could
    /// not be rendered, and every planned image.
    var kept: Set<String> = []
    /// Images (absolute paths) the document's old links named that its new links do
    /// not: removed at the end of the run if the tool made them.
    var replacedImages: [String] = []
    /// Why each block is out of date (`--check`): document line, column, reason.
    var stale: [(line: Int, column: Int, reason: String)] = []

    /// The document's new text (equal to the old when nothing changes).
    var newText: String { text.applying(edits) }

    /// Reads `path`; nil (and a message on stderr) when it cannot be read.
    static func read(_ path: String, settings: MarkdownSettings) -> (MarkdownDocument?, String?) {
        var bytes: [UInt8]
        do {
            bytes = try HostDocument.read(path, limit: maxBytes, noun: "Markdown documents", followSymlinks: false)
        } catch {
            var reason = "\(error)"
            if reason.contains("symbolic link") {
                // Shown from the document's folder, not as a whole file system path.
                let written = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
                let folder = MarkdownPaths.absolute(MarkdownPaths.folder(of: path))
                let target = written.hasPrefix("/") ? PathText.relative(from: folder, to: MarkdownPaths.absolute(written)) : written
                reason = "it is a symbolic link (to \(target)); give the document itself, so that its images and links are beside it"
            }
            return (nil, "mockup markdown: error: cannot read \(path): \(reason)")
        }
        let bom = bytes.starts(with: [0xEF, 0xBB, 0xBF])
        if bom { bytes.removeFirst(3) }
        guard let decoded = String(validating: bytes, as: UTF8.self) else {
            let (line, column) = firstInvalidUTF8(bytes)
            return (nil, "\(path):\(line):\(column): error: the document is not valid UTF-8")
        }
        let folder = settings.outDir ?? MarkdownPaths.join(MarkdownPaths.folder(of: path), "images")
        let doc = MarkdownDocument(
            path: path, host: HostDocument(path: path, text: decoded), text: MarkdownText(text: decoded, byteOrderMark: bom),
            imagesFolder: folder, imagesAbsolute: MarkdownPaths.absolute(folder),
            root: settings.outDir == nil ? MarkdownPaths.folder(of: path) : ".",
            stem: stem(of: path, sharedFolder: settings.outDir != nil))
        return (doc, nil)
    }

    /// Line and column (1-based, in scalars) of the first byte that is not UTF-8.
    private static func firstInvalidUTF8(_ bytes: [UInt8]) -> (Int, Int) {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var line = 1
        var column = 1
        while case .scalarValue(let s) = decoder.decode(&iterator) {
            if s == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (line, column)
    }

    /// What content-hash names start with: the document's name without extension
    /// (`README` for `docs/README.md`), or with `--out-dir` (one folder for documents
    /// of many folders) its path from the current folder (`docs-README`); in the
    /// characters a name may hold.
    let stem: String

    static func stem(of path: String, sharedFolder: Bool) -> String {
        let relative =
            sharedFolder
            ? MarkdownPaths.relative(from: MarkdownPaths.absolute("."), to: MarkdownPaths.absolute(path)) : PathText.lastComponent(path)
        let name = PathText.deletingExtension(relative)
        var s = String(name.unicodeScalars.map { ImageSpec.isPlainName(String($0)) || $0 == "." || $0 == "_" ? Character($0) : "-" })
        // Not a hidden file (`../x.md` from the current folder).
        while s.hasPrefix(".") || s.hasPrefix("-") { s.removeFirst() }
        return s.isEmpty ? "document" : s
    }

    /// Whether `name` is in the form of this document's content-hash names.
    func isHashName(_ name: String) -> Bool {
        guard name.hasPrefix(stem + "-") else { return false }
        let rest = name.dropFirst(stem.count + 1)
        guard rest.hasSuffix(".png") || rest.hasSuffix(".pdf") else { return false }
        let hex = rest.dropLast(4)
        return hex.count == 16 && hex.unicodeScalars.allSatisfy { ("0"..."9").contains($0) || ("a"..."f").contains($0) }
    }

    private mutating func fail(_ message: String, _ s: Int32) {
        messages.append(message)
        status = max(status, s)
    }

    /// Scans the document, compiles and renders every block with `engine`, and plans
    /// the new text; `claims` holds the images of the run's earlier blocks.
    mutating func plan(engine: MockupEngine, settings: MarkdownSettings, claims: inout [String: PlannedImage]) {
        let scan = MarkdownScanner(text)
        for p in scan.problems {
            fail(host.error(p.message, line: p.line, column: p.column, notes: p.notes), 2)
        }
        if !scan.blocks.isEmpty, let why = MarkdownPaths.escape(of: imagesFolder, root: root, option: settings.outDir == nil ? "the images folder" : "--out-dir") {
            fail("\(path): error: \(why)\n", 2)
            for b in scan.blocks { keepLink(b) }
            return
        }
        for block in scan.blocks {
            if !plan(block, engine: engine, settings: settings, claims: &claims) { keepLink(block) }
        }
    }

    /// Keeps the image a block links to (its block could not be planned).
    private mutating func keepLink(_ block: MockupBlock) {
        if let link = block.link, let decoded = MarkdownPaths.decode(link.path) {
            kept.insert(MarkdownPaths.absolute(MarkdownPaths.join(MarkdownPaths.folder(of: path), decoded)))
        }
    }

    /// Plans one block; false when it has errors (its lines then stay as they are).
    private mutating func plan(_ block: MockupBlock, engine: MockupEngine, settings: MarkdownSettings, claims: inout [String: PlannedImage]) -> Bool {
        let line = block.fence + 1
        // Options.
        let spec: ImageSpec
        do throws(FenceOptions.Problem) {
            spec = try FenceOptions(block.options).resolve(defaults: settings.defaults)
        } catch {
            fail(host.error(error.message, line: line, column: block.optionsStart + error.offset + 1, length: error.length, notes: error.notes), 2)
            return false
        }
        if settings.replace && !block.replaced {
            for (i, text) in block.text.enumerated() {
                guard let r = text.firstRange(of: "-->") ?? text.firstRange(of: "--!>") else { continue }
                let column = block.positions[i].column(text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: r.lowerBound) + 1)
                fail(
                    host.error(
                        "--replace keeps a block in an HTML comment, which this '\(text[r])' would end", line: block.positions[i].line,
                        column: column, length: text[r].unicodeScalars.count, notes: ["leave this block in place (run without --replace) or reword the text"]), 2)
                return false
            }
        }
        // Compile and render, as `mockup render` does.
        let result = engine.compile(text: block.source, asFileAt: path, options: spec.screen.compileOptions)
        let report = host.format(result, lines: block.positions, end: block.last + 1, lint: settings.lint)
        if !report.isEmpty { messages.append(report) }
        guard let list = result.displayList, result.screen != nil, !result.hasErrors else {
            status = max(status, 2)
            return false
        }
        let bytes: [UInt8]
        do {
            let scale = spec.screen.scale ?? list.scale
            if spec.pdf {
                bytes = try engine.renderPDF(list, scale: scale)
            } else {
                bytes = try engine.renderPNG(list, scale: scale)
            }
        } catch {
            fail(host.error("cannot render this block: \(error)", line: line, column: block.fenceStart + 1), 1)
            return false
        }
        // Where the image goes.
        let fileName: String
        if let name = spec.name {
            fileName = name + "." + spec.fileExtension
        } else {
            let hash = SHA256.hex(Array(spec.hashInput(text: block.source).utf8)).prefix(16)
            fileName = "\(stem)-\(hash).\(spec.fileExtension)"
        }
        let target = MarkdownPaths.join(imagesFolder, fileName)
        let absolute = MarkdownPaths.absolute(target)
        let linked = block.link.flatMap { MarkdownPaths.decode($0.path) }.map {
            MarkdownPaths.absolute(MarkdownPaths.join(MarkdownPaths.folder(of: path), $0))
        }
        let image = PlannedImage(target: target, absolute: absolute, bytes: bytes, origin: "\(path):\(line)")
        if let earlier = claims[absolute] {
            guard earlier.bytes == bytes else {
                fail(
                    host.error(
                        "\(target) is already the image of the block at \(earlier.origin), a different screen", line: line,
                        column: block.fenceStart + 1, notes: ["give this block another name="]), 2)
                return false
            }
        } else {
            let existing = try? HostDocument.read(target, limit: 128 << 20, noun: "images", followSymlinks: true)
            // A named file the tool did not link from this block is someone else's.
            if spec.name != nil, let existing, existing != bytes, linked != absolute {
                fail(
                    host.error(
                        "\(target) exists and is not this block's image (no mockup link after the block names it)", line: line,
                        column: block.fenceStart + 1, notes: ["remove the file or choose another name="]), 2)
                return false
            }
            if settings.check {
                if existing == nil {
                    stale.append((line, block.fenceStart + 1, "image \(target) is missing"))
                } else if existing != bytes {
                    stale.append((line, block.fenceStart + 1, "image \(target) differs from a fresh render"))
                }
            }
            claims[absolute] = image
            images.append(image)
        }
        kept.insert(absolute)
        if let linked, linked != absolute { replacedImages.append(linked) }
        // The link, and the block around it.
        let href = MarkdownPaths.encode(MarkdownPaths.relative(from: MarkdownPaths.absolute(MarkdownPaths.folder(of: path)), to: absolute))
        let alt = (spec.alt ?? spec.name ?? "mockup").replacing("\\", with: "\\\\")
            .replacing("[", with: "\\[").replacing("]", with: "\\]")
        let linkLine = block.prefix + "![\(alt)](\(href))" + MarkdownScanner.linkMarker
        // The link replaces the one the tool wrote (a blank line before it stays) or
        // goes right after the block.
        let after = block.last + 1
        var blockEdits = [LineEdit(range: block.link.map { $0.index..<($0.index + 1) } ?? after..<after, lines: [linkLine])]
        if settings.replace && !block.replaced {
            let fenceLine = text.lines[block.fence]
            var fenceText = block.prefix
            fenceText.unicodeScalars.append(contentsOf: fenceLine.unicodeScalars.dropFirst(block.fenceStart))
            let comment =
                [block.firstPrefix + MarkdownScanner.sourceMarker, fenceText] + text.lines[(block.fence + 1)...block.last]
                + [block.prefix + "-->"]
            blockEdits.insert(LineEdit(range: block.first..<after, lines: comment), at: 0)
        }
        if settings.check {
            if blockEdits.contains(where: { Array(text.lines[$0.range]) != $0.lines }) {
                let reason =
                    settings.replace && !block.replaced ? "it is not replaced by its image yet (--replace)"
                    : block.link == nil ? "its image link is missing" : "its image link is out of date"
                stale.append((line, block.fenceStart + 1, reason))
            }
        }
        edits += blockEdits
        return true
    }
}
