import MockupGeometry
import MockupSyntax

/// `image: "file.png"` / `image: "file.svg"`: a path relative to the mockup file's
/// folder, checked here so that a bad file is reported at its place in the mockup.
enum ImageResolver {
    /// The extensions accepted, lower-case.
    static let extensions = ["png", "svg"]

    /// The image file named `name`, or `nil` after reporting why not.
    static func resolve(_ name: String, at range: SourceRange, _ ctx: ElementContext) -> ImageSource? {
        guard !name.isEmpty else {
            ctx.sink.error("empty image path", at: range)
            return nil
        }
        let ext = name.split(separator: ".").last.map { $0.lowercased() } ?? ""
        guard name.contains("."), extensions.contains(ext) else {
            ctx.sink.error(
                "unsupported image file '\(name)'", at: range,
                notes: ["images are PNG (.png) or SVG (.svg) files"])
            return nil
        }
        let path: String
        let display: String
        if ctx.options.fileSystem != nil || ctx.options.decodePNG != nil {
            // Like icons: relative to the file the line is in, inside the project folder.
            // With a decoder the pixels must be read now, so text without a folder is an
            // error here rather than a file the backend would open later.
            guard let (_, shown, real) = ProjectFiles.locate(name, kind: "image", at: range, ctx) else { return nil }
            path = real
            display = shown
        } else {
            path = name.hasPrefix("/") ? name : ctx.options.baseDirectory + "/" + name
            display = name
            guard ctx.options.fileExists(path) else {
                ctx.sink.error(
                    "image file not found: \(name)", at: range,
                    notes: ["paths are relative to the folder of the mockup file"])
                return nil
            }
        }
        // The written name is part of the value (dumps, @2x), so it is part of the key.
        let key = name + "\u{0}" + path
        if let known = ctx.sink.imageFiles[key] { return known }
        if ctx.sink.repeatFailure(key, name, at: range) { return nil }
        let source = load(name, ext: ext, path: path, display: display, at: range, ctx)
        if let source { ctx.sink.imageFiles[key] = source } else { ctx.sink.failedFiles[key] = range.start }
        return source
    }

    /// Reads, checks and decodes (PNG) or parses (SVG) the file at `path`.
    private static func load(
        _ name: String, ext: String, path: String, display: String, at range: SourceRange, _ ctx: ElementContext
    ) -> ImageSource? {
        if ext == "svg" { return vector(name, path: path, at: range, ctx) }
        guard let fs = ctx.options.fileSystem else { return .bitmap(name: name, pixels: nil, pixelSize: nil) }
        guard let bytes = readImage(name, path: path, fs, at: range, ctx) else { return nil }
        guard let size = pngSize(bytes) else {
            ctx.sink.error(
                "\(name) is not a PNG file", at: range,
                notes: ["the file does not start with a PNG signature and header"])
            return nil
        }
        if let problem = chunkProblem(bytes) {
            ctx.sink.error(
                "\(name) is a damaged PNG file: \(problem)", at: range,
                notes: ["re-export the image; mockup reads PNG files whole"])
            return nil
        }
        // Decoding a huge image would take seconds and gigabytes for a 29 pt icon.
        guard size.width <= maxImageSide, size.height <= maxImageSide,
            size.width * size.height <= maxImagePixels
        else {
            ctx.sink.error(
                "image \(name) is too large (\(Int(size.width))×\(Int(size.height)) pixels)", at: range,
                notes: ["images may have at most \(Int(maxImageSide)) pixels a side and \(Int(maxImagePixels / 1_000_000)) megapixels"])
            return nil
        }
        guard let decode = ctx.options.decodePNG else { return .bitmap(name: name, pixels: nil, pixelSize: size) }
        // Decoded whole now (CRCs, filters, data length, palette): every problem is
        // reported here, and the display list carries exactly these pixels.
        do {
            let bitmap = try decode(bytes)
            return .bitmap(name: name, pixels: ImagePixels(bitmap), pixelSize: size)
        } catch {
            ctx.sink.error(
                "\(name) is a damaged PNG file: \(error)", at: range,
                notes: (display == name ? [] : ["read as '\(display)'"]) + ["re-export the image; mockup decodes PNG files whole"])
            return nil
        }
    }

    /// The bytes of an image file (regular files only, at most 16 MiB), or nil after
    /// reporting why not at the value naming it.
    private static func readImage(
        _ name: String, path: String, _ fs: any SourceFileSystem, at range: SourceRange, _ ctx: ElementContext
    ) -> [UInt8]? {
        do {
            return try fs.read(path, kind: .image)
        } catch {
            ctx.sink.error(
                (error as? SourceFileError)?.message(about: "image file '\(name)'")
                    ?? "cannot read image file '\(name)': \(error)", at: range)
            return nil
        }
    }

    /// Largest PNG accepted: an iPad Pro screen at @2x fits comfortably.
    static let maxImageSide = 8192.0
    static let maxImagePixels = 32_000_000.0

    /// An SVG in the icon subset, parsed now so that its errors point into the file.
    private static func vector(_ name: String, path: String, at range: SourceRange, _ ctx: ElementContext) -> ImageSource? {
        guard let fs = ctx.options.fileSystem, let bytes = readImage(name, path: path, fs, at: range, ctx) else {
            return nil
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            ctx.sink.error("\(name) is not UTF-8 text", at: range, notes: ["SVG images are text files"])
            return nil
        }
        do {
            return .vector(name: name, icon: try Icon.parse(text, file: name))
        } catch {
            ctx.sink.error(
                "cannot use SVG image \(name)", at: range,
                notes: ["\(error)", "SVG images use the icon subset of docs/ICONS.md and are drawn in one colour"])
            return nil
        }
    }

    /// Why the chunk structure of a PNG is broken (a truncated download, a cut copy), or
    /// nil: every chunk fits in the file, there is image data, and IEND ends it. Checked
    /// here, without inflating anything, so the error names the mockup line.
    static func chunkProblem(_ b: [UInt8]) -> String? {
        var pos = 8
        var sawData = false
        while pos + 12 <= b.count {
            let length = Int(UInt32(b[pos]) << 24 | UInt32(b[pos + 1]) << 16 | UInt32(b[pos + 2]) << 8 | UInt32(b[pos + 3]))
            let type = String(decoding: b[(pos + 4)..<(pos + 8)], as: UTF8.self)
            guard length <= b.count - pos - 12 else { return "the \(type) chunk runs past the end of the file" }
            if type == "IDAT" { sawData = true }
            if type == "IEND" { return sawData ? nil : "it holds no image data" }
            pos += 12 + length
        }
        return "the file ends before its IEND chunk"
    }

    /// Width and height from a PNG's signature and IHDR chunk.
    static func pngSize(_ b: [UInt8]) -> Size? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard b.count >= 24, Array(b[0..<8]) == signature, Array(b[12..<16]) == Array("IHDR".utf8) else {
            return nil
        }
        func u32(_ i: Int) -> Double {
            Double(UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3]))
        }
        let w = u32(16), h = u32(20)
        guard w > 0, h > 0 else { return nil }
        return Size(width: w, height: h)
    }
}
