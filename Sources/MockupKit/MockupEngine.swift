#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MockupSystem
import Synchronization
import MockupCairo
import MockupDisplayList
import MockupGeometry
import MockupLayout
import MockupLint
import MockupScene
import MockupSyntax
import MockupText

/// The facade over the pipeline. Its steps, each a pure function of its input:
///
/// 1. `MockupParser` — text → `Document` (includes expanded, syntax diagnostics);
/// 2. `SceneResolver` — document → `Screen` (names, units, defaults; diagnostics);
/// 3. `LayoutEngine` — screen → `DisplayList` (text measured by Pango);
/// 4. `Renderer` — display list → pixels (`Bitmap`) → PNG bytes, or → PDF bytes.
///
/// One engine holds the pinned font set, which is costly to build: make one per
/// process and reuse it for every file. An engine serialises its own calls (Pango's
/// font map and the measurer's cache are not thread-safe); parallel batches make one
/// engine per worker. Engines run side by side except where text reaches cairo's
/// shared FreeType faces, which hold the process-wide `FontLock` (shaping, glyphs, a
/// whole PDF); everything else — layout, paths, fills, blurs, PNG encoding — overlaps.
public final class MockupEngine: @unchecked Sendable {
    /// This engine's own lock.
    private let lock = Mutex(())
    let fonts: FontSet
    let measurer: PangoTextMeasurer
    let renderer: Renderer
    /// What the pinned fonts draw, built on first use (a few milliseconds).
    private var coverageStore: FontCoverage?
    private var coverage: FontCoverage {
        if let c = coverageStore { return c }
        let c = FontCoverage(fonts)
        coverageStore = c
        return c
    }

    /// Builds the private font set; throws when a pinned font is missing. Whether each
    /// pinned family resolves to its file is checked meanwhile on another thread:
    /// a failure is an error diagnostic of every compile and thrown by every render.
    ///
    /// - Parameters:
    ///   - fontFolders: the folders that hold the pinned font files (each folder itself,
    ///     not below it); nil: the folders `MOCKUP_FONT_DIRS` names, else the Debian
    ///     packages' paths, else wherever the system's fontconfig lists files of the
    ///     pinned names (docs/LIBRARY.md, "Fonts").
    ///   - encoderThreads: each PNG this engine encodes is deflated on at most this many
    ///     threads (0, the default: every core; a batch of N workers passes 1 or N so
    ///     that it uses no more cores than asked).
    public convenience init(fontFolders: [String]? = nil, encoderThreads: Int = 0) throws {
        try self.init(encoderThreads: encoderThreads, makeFonts: { try FontSet(fontFolders: fontFolders, checkFacesInBackground: true) })
    }

    /// An engine on the font set `makeFonts` builds (tests hand in one whose face check
    /// fails).
    init(encoderThreads: Int = 0, makeFonts: () throws -> FontSet) throws {
        // Under the font lock too: fontconfig and Pango set-up meet the faces other
        // engines draw with. (Dropping an engine frees its Pango objects under the same
        // lock: `FontSet`, `PangoTextMeasurer` and `Painter` take it in their deinit.)
        let made = try FontLock.held { () throws -> (FontSet, PangoTextMeasurer) in
            // The pinned faces are checked while the first file is parsed and laid out;
            // `finish` waits for the check before anything is returned.
            let fonts = try makeFonts()
            return (fonts, PangoTextMeasurer(fonts: fonts))
        }
        fonts = made.0
        measurer = made.1
        renderer = Renderer(fonts: fonts, encoderThreads: encoderThreads)
    }

    /// Parses, resolves and lays out the file at `path`.
    public func compile(file path: String, options: CompileOptions = CompileOptions()) -> CompileResult {
        lock.withLock { _ in
            let parsed = MockupParser.parseFile(path: path, root: options.root)
            let base = PathText.deletingLastComponent(path)
            let folder = base.isEmpty ? "." : base
            return finish(
                parsed, path: path, options: options, baseDirectory: folder, fileSystem: DiskFileSystem(),
                root: options.root ?? folder)
        }
    }

    /// Parses, resolves and lays out `text` as if read from `path` (no includes).
    public func compile(text: String, path: String = "<input>", options: CompileOptions = CompileOptions()) -> CompileResult {
        lock.withLock { _ in
            // Text has no folder: it can neither include files nor name icon files.
            return finish(
                MockupParser.parse(text: text, path: path), path: path, options: options, baseDirectory: ".",
                fileSystem: nil, root: nil)
        }
    }

    /// Parses, resolves and lays out `text` as if it were the file at `path` (a block
    /// of the Markdown document `path`): includes, icon and image files are found from
    /// `path`'s folder and stay inside `options.root` (default: that folder), as for
    /// `compile(file:)`; messages about the text name `path`.
    public func compile(text: String, asFileAt path: String, options: CompileOptions = CompileOptions()) -> CompileResult {
        lock.withLock { _ in
            let base = PathText.deletingLastComponent(path)
            let folder = base.isEmpty ? "." : base
            let fileSystem = DiskFileSystem()
            let parsed = MockupParser.parse(text: text, path: path, root: options.root, fileSystem: fileSystem)
            return finish(
                parsed, path: path, options: options, baseDirectory: folder, fileSystem: fileSystem,
                root: options.root ?? folder)
        }
    }

    private func finish(
        _ parsed: ParseResult, path: String, options: CompileOptions, baseDirectory: String,
        fileSystem: (any SourceFileSystem)?, root: String?
    ) -> CompileResult {
        var result = layOut(parsed, options: options, baseDirectory: baseDirectory, fileSystem: fileSystem, root: root)
        // A pinned family resolving to another file would make every measure wrong:
        // an error at the file's start, and nothing to draw.
        if let failure = fonts.faceFailure() {
            let start = SourceLocation(file: path, line: 1, column: 1)
            result.diagnostics.insert(.error(failure.description, at: SourceRange(start: start, length: 1)), at: 0)
            result.displayList = nil
        }
        return result
    }

    private func layOut(
        _ parsed: ParseResult, options: CompileOptions, baseDirectory: String,
        fileSystem: (any SourceFileSystem)?, root: String?
    ) -> CompileResult {
        var result = CompileResult(sources: parsed.sources, diagnostics: parsed.diagnostics)
        result.document = parsed.document
        result.includes = parsed.includes
        var sceneOptions = SceneOptions(
            device: options.device, orientation: options.orientation, scale: options.scale,
            baseDirectory: baseDirectory,
            fileExists: { FileManager.default.fileExists(atPath: $0) }, fileSystem: fileSystem, root: root,
            ios: options.ios, decodePNG: { try PNGImageDecoder.decode($0) })
        // Latin (to Latin Extended-A) is in every system face: the coverage map is built
        // only when a text holds something else.
        sceneOptions.canDraw = { [unowned self] s in s.value < 0x180 || self.coverage.canDraw(s) }
        if FlowResolver.isFlow(parsed.document) {
            layOutFlow(parsed.document, into: &result, sceneOptions: sceneOptions, options: options)
            return result
        }
        let scene = SceneResolver.resolve(parsed.document, options: sceneOptions)
        result.sources.merge(scene.sources) { old, _ in old }
        // Resolve even after syntax errors (the parser keeps every well-formed node), so
        // that one run reports all the file's problems; but draw nothing.
        result.diagnostics = (result.diagnostics + scene.diagnostics).inFileOrder { $0.range.start }
        result.variants = scene.variants
        result.kinds = scene.kinds
        result.files = scene.files
        guard let screen = scene.screen, !result.hasErrors else { return result }
        result.screen = screen
        measurer.startScreen()
        let engine = LayoutEngine(measurer: measurer)
        let laidOut: (list: DisplayList, warnings: [Diagnostic], elements: [LaidOutElement])
        if options.recordsElements {
            laidOut = engine.layoutRecording(screen)
        } else {
            let plain = engine.layoutReporting(screen)
            laidOut = (plain.list, plain.warnings, [])
        }
        result.elements = laidOut.elements
        result.diagnostics += laidOut.warnings
        // A layout error (the item budget) means the picture would be wrong: draw nothing.
        guard !result.hasErrors else { return result }
        result.displayList = laidOut.list
        // A canvas (width:/height:) is no device's screen: it has no body to draw.
        if let style = options.frame ?? screen.frame, screen.canvas == nil {
            // A framed screen is a sheet of one: the body around it, nothing else.
            let frame = DeviceFrameLayout.drawing(device: screen.device, orientation: screen.orientation, style: style)
            let sheet = SheetLayout(measurer: measurer).layout(
                [SheetTile(list: laidOut.list, frame: frame)], arrows: [], flow: nil, scale: laidOut.list.scale,
                background: nil, margin: 0)
            result.sheet = sheet
            result.displayList = sheet.list
        }
        return result
    }

    /// `list` with the redline overlay of `selection` drawn over it (`elements` from a
    /// compile with `recordsElements`), labelled in pixels of `scale` (default: the
    /// list's); throws when the selection names an `id:` no element has.
    package func redlined(
        _ list: DisplayList, elements: [LaidOutElement], selection: RedlineSelection, scale: Double? = nil
    ) throws(RedlineError) -> DisplayList {
        try selection.check(elements)
        return lock.withLock { _ in
            let overlay = LayoutEngine(measurer: measurer).redlines(
                elements, selection: selection, size: list.size, scale: scale ?? list.scale)
            return DisplayList(size: list.size, scale: list.scale, items: list.items + overlay)
        }
    }

    /// Rasterises at `scale` (default: the list's device scale).
    package func renderBitmap(_ list: DisplayList, scale: Double? = nil) throws -> Bitmap {
        try lock.withLock { _ in
            if let failure = fonts.faceFailure() { throw failure }
            return try renderer.renderBitmap(list, scale: scale ?? list.scale)
        }
    }

    /// What a downsampling phone's screen shows: `list` rasterised at its device scale,
    /// then scaled down to `panel` pixels (the 6 Plus: 1242×2208 → 1080×1920).
    package func renderPanelBitmap(_ list: DisplayList, panel: Size) throws -> Bitmap {
        let full = try renderBitmap(list)
        return try Resampler.resample(full, width: Int(panel.width.rounded()), height: Int(panel.height.rounded()))
    }

    /// Rasterises and encodes as PNG.
    ///
    /// Never builds an ARGB array (`Renderer.renderPNG`); `stages` hears "raster" and
    /// "encode" as each ends, for timing.
    public func renderPNG(_ list: DisplayList, scale: Double? = nil, stages: (String) -> Void = { _ in }) throws -> [UInt8] {
        try lock.withLock { _ in
            if let failure = fonts.faceFailure() { throw failure }
            return try renderer.renderPNG(list, scale: scale ?? list.scale, stages: stages)
        }
    }

    /// Encodes pixels as PNG.
    package func encodePNG(_ bitmap: Bitmap) throws -> [UInt8] {
        try renderer.encodePNG(bitmap)
    }

    /// Encodes pixels as PNG without an engine (no font set is built): for diff images
    /// and other pictures that are not renders.
    package static func pngBytes(_ bitmap: Bitmap) throws -> [UInt8] {
        try Renderer.encodePNG(bitmap)
    }

    /// Renders a vector PDF whose hairlines are one pixel of `scale` (default: the device's).
    public func renderPDF(_ list: DisplayList, scale: Double? = nil) throws -> [UInt8] {
        try lock.withLock { _ in
            if let failure = fonts.faceFailure() { throw failure }
            // Finishing a PDF subsets its fonts through the shared faces: all under the lock.
            return try FontLock.held { try renderer.renderPDF(list, hairlineScale: scale ?? list.scale) }
        }
    }

    /// Renders SVG whose edges and hairlines lie on the pixel grid of `scale` (default:
    /// the device's), text drawn as glyph outlines (docs/SVG.md).
    public func renderSVG(_ list: DisplayList, scale: Double? = nil) throws -> [UInt8] {
        try renderSVG(list, scale: scale, text: .glyphs)
    }

    /// `renderSVG` with text drawn as `text` says: outlines, or `<text>` elements.
    package func renderSVG(_ list: DisplayList, scale: Double?, text: SVGTextMode) throws -> [UInt8] {
        try lock.withLock { _ in
            if let failure = fonts.faceFailure() { throw failure }
            // Like a PDF, an SVG emits its glyphs when the surface finishes: under the lock.
            return try FontLock.held { try renderer.renderSVG(list, scale: scale ?? list.scale, text: text) }
        }
    }
}

/// How SVG output draws text: glyph outlines or `<text>` elements.
package typealias SVGTextMode = MockupCairo.SVGTextMode

/// Input text made safe to print on a terminal (control characters escaped).
package typealias TerminalText = MockupSyntax.TerminalText

/// Command-line overrides for a compile.
public struct CompileOptions: Sendable {
    /// The device's id or alias (`iphone-6`, `ipad`) overriding the file's `device:`.
    public var device: String?
    /// The orientation overriding the file's.
    public var orientation: Orientation?
    /// The scale overriding the device's (the display list's `scale`).
    public var scale: Double?
    /// Folder that includes must stay inside (default: the main file's folder).
    public var root: String?
    /// iOS release overriding the file's `ios:`.
    public var ios: IOSVersion?
    /// The device frame to draw every screen in, overriding the file's `frame:`
    /// (`render --frame`; a library caller writes `frame:` in the text).
    package var frame: FrameStyle?
    /// Whether to record every element laid out (`CompileResult.elements`), for
    /// redlines and `mockup spec`; the display list is the same either way.
    package var recordsElements = false

    /// Creates options.
    public init(
        device: String? = nil, orientation: Orientation? = nil, scale: Double? = nil, root: String? = nil,
        ios: IOSVersion? = nil
    ) {
        self.device = device
        self.orientation = orientation
        self.scale = scale
        self.root = root
        self.ios = ios
    }
}

/// What a compile produced: a display list unless there were errors.
public struct CompileResult: Sendable {
    /// File texts by displayed path, for printing diagnostics.
    public var sources: [String: String]
    /// Every problem found, in source order (layout warnings last).
    public var diagnostics: [Diagnostic]
    /// The resolved screen, when the file resolved to one.
    package var screen: Screen?
    /// What to draw; nil when there were errors.
    public var displayList: DisplayList?
    /// The file's `variant` lines: the other devices, orientations and scales that
    /// `mockup test` renders it in (`render` ignores them).
    package var variants: [Variant] = []
    /// The parsed file (includes expanded): what `lint` reads positions from.
    package var document: Document?
    /// The image and icon files the screen names (resolved paths): inputs of the compile.
    package var files: [String] = []
    /// Every file the include lines looked for (displayed paths), found or not.
    package var includes: Set<String> = []
    /// What the resolver read each element of `document` as (lint matches on these).
    var kinds = SourceKinds()
    /// Every element laid out, in drawing order, when the options asked
    /// (`recordsElements`); empty otherwise.
    package var elements: [LaidOutElement] = []
    /// The flow, when the document is one.
    package var flow: Flow?
    /// A flow's screens, for lint.
    package var flowParts: [FlowPart] = []
    /// Where a flow or a framed screen put its screens, frames and arrows.
    package var sheet: Sheet?

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The diagnostics formatted with source lines and carets.
    public var formattedDiagnostics: String {
        DiagnosticFormatter(sources: sources).format(diagnostics)
    }

    /// The guideline rules the screen breaks (`mockup lint`), in source order; none when
    /// the file did not resolve to a screen.
    public func lint(_ selection: Linter.Selection = Linter.Selection()) -> [LintFinding] {
        if flow != nil, let document {
            return Linter.lint(
                flow: document, screens: flowParts.map { ($0.screen, $0.document, $0.kinds) }, kinds: kinds, sources: sources,
                selection: selection)
        }
        guard let screen, let document else { return [] }
        return Linter.lint(screen: screen, document: document, kinds: kinds, sources: sources, selection: selection)
    }

    /// The lint findings formatted like diagnostics, with source lines and carets.
    public func formattedLint(_ selection: Linter.Selection = Linter.Selection()) -> String {
        DiagnosticText.format(lint(selection), sources: sources)
    }
}

/// Lint findings printed as the compiler prints diagnostics (for callers that merge the
/// findings of several compiles, such as a file's variants).
package enum DiagnosticText {
    /// `findings` with source lines and carets, as diagnostics print.
    public static func format(_ findings: [LintFinding], sources: [String: String]) -> String {
        DiagnosticFormatter(sources: sources).format(findings.map(\.diagnostic))
    }
}
