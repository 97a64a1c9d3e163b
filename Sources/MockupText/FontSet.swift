import CCairo
import CPangoCairo
import MockupPlatform
import MockupDisplayList

/// The pinned fonts, a private fontconfig configuration holding only them, and the
/// Pango font map text is shaped with.
///
/// Hermetic: no user or system fontconfig configuration is read, so a font installed
/// elsewhere on the machine can never be substituted. Holds C handles, so it is a
/// per-process (or per-render) owner rather than a global.
public final class FontSet {
    /// The private `FcConfig*`.
    let config: OpaquePointer
    /// The Pango font map bound to `config`.
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    /// hinting none, hint metrics off, grey antialias: metrics independent of scale.
    let fontOptions: OpaquePointer
    /// Milliseconds `init` took (fontconfig setup + verification), for diagnostics.
    public private(set) var setupMilliseconds: Double
    /// Milliseconds spent building the fontconfig configuration alone.
    public let configMilliseconds: Double

    /// Where the pinned files are on this machine.
    public let files: FontFiles

    /// The check that every pinned face resolves (`FaceCheck`), when `init` left it to
    /// run in the background.
    private let faceCheck: FaceCheck?

    /// The current screen's shaped layouts, from the measurer to the painter.
    public let shaped = ShapedLayouts()

    /// Builds the private configuration and verifies every pinned face resolves.
    ///
    /// - Parameter fontFolders: the folders that hold the pinned files; nil looks where
    ///   `FontFiles.locate` says (`MOCKUP_FONT_DIRS`, Debian's paths, fontconfig).
    /// - Parameter checkFacesInBackground: run the face check on its own thread and
    ///   report it through `faceFailure()` instead of throwing `wrongFace` here.
    /// - Throws: `FontError.missingFile` when a pinned file is not installed,
    ///   `FontError.wrongFace` when fontconfig would substitute another face.
    public convenience init(fontFolders: [String]? = nil, checkFacesInBackground: Bool = false) throws {
        if checkFacesInBackground {
            try self.init(fontFolders: fontFolders, backgroundFaceCheck: { @Sendable config, files in
                FontSet.checkFaces(config, files)
            })
        } else {
            try self.init(fontFolders: fontFolders, backgroundFaceCheck: nil)
        }
    }

    /// As `init(checkFacesInBackground:)`, with the check to run in the background
    /// given (tests hand in one that fails); nil checks the faces now.
    init(fontFolders: [String]? = nil, backgroundFaceCheck: (@Sendable (OpaquePointer, FontFiles) -> FontError?)?) throws {
        let start = FontSet.now()
        let files = try FontFiles.locate(folders: fontFolders)
        self.files = files
        // A config parsed from memory that reuses the system font caches is ~1 ms,
        // against 60–120 ms for scanning the two CJK collections with
        // FcConfigAppFontAddFile on every process start (figures in the report).
        guard let cfg = FcConfigCreate() else {
            throw FontError.configuration("FcConfigCreate failed")
        }
        let xml = FontSet.configXML(files)
        let parsed = xml.withCString { ptr in
            ptr.withMemoryRebound(to: FcChar8.self, capacity: xml.utf8.count + 1) {
                FcConfigParseAndLoadFromMemory(cfg, $0, 1)
            }
        }
        guard parsed != 0, FcConfigBuildFonts(cfg) != 0 else {
            FcConfigDestroy(cfg)
            throw FontError.configuration("could not load the private font configuration")
        }
        configMilliseconds = (FontSet.now() - start) * 1000
        // Pango's font map starts a thread that calls FcInit(), which loads the system
        // configuration and every system font cache (expat, 29 M instructions: 7 % of a
        // whole render) unless the process already has a current configuration. Ours
        // is the only one mockup ever asks, so it is made current first.
        FcConfigSetCurrent(cfg)
        guard let raw = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            FcConfigDestroy(cfg)
            throw FontError.configuration("pango has no FreeType font map")
        }
        config = cfg
        fontMap = raw
        // The FT font map is a PangoFcFontMap and implements PangoCairoFontMap.
        pango_fc_font_map_set_config(
            OpaquePointer(raw), cfg)
        // Pango's default is 96 dpi, which would make every size 33 % large.
        pango_cairo_font_map_set_resolution(OpaquePointer(raw), 72)
        // Never NULL: on allocation failure cairo returns its inert nil-object.
        let opts: OpaquePointer = cairo_font_options_create()
        cairo_font_options_set_hint_style(opts, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(opts, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(opts, CAIRO_ANTIALIAS_GRAY)
        fontOptions = opts
        setupMilliseconds = 0
        if let check = backgroundFaceCheck {
            let handle = ConfigHandle(config: cfg)
            faceCheck = FaceCheck { check(handle.config, files) }
        } else {
            faceCheck = nil
            if let failure = FontSet.checkFaces(cfg, files) { throw failure }
        }
        setupMilliseconds = (FontSet.now() - start) * 1000
    }

    /// What the background face check found wrong, waiting for it if it still runs;
    /// nil when every pinned face resolves (or the check ran in `init`).
    public func faceFailure() -> FontError? {
        faceCheck?.result()
    }

    deinit {
        // The check reads the configuration freed below.
        _ = faceCheck?.result()
        // Freeing the font map releases cairo's shared faces: under the lock, or another
        // engine's thread may be drawing with a face being closed.
        FontLock.held {
            // The layouts hold fonts of the configuration freed below.
            shaped.discardAll()
            g_object_unref(UnsafeMutableRawPointer(fontMap))
            FcConfigDestroy(config)
            cairo_font_options_destroy(fontOptions)
        }
    }

    /// Milliseconds since an arbitrary start.
    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// fontconfig XML: the font folders, their caches, a select filter that
    /// rejects every file except the pinned ones (and the CJK collections' monospaced
    /// faces), and the rule (fontconfig's own
    /// 10-scale-bitmap-fonts.conf) that scales the colour emoji's fixed bitmaps to the
    /// size asked for: without it an emoji comes out at its 109-pixel strike.
    static func configXML(_ files: FontFiles) -> String {
        let accept = files.acceptGlobs
        // The CJK collections also hold five monospaced faces each, never asked for:
        // left out, every fallback sort (Pango sorts the whole set for each size and
        // weight, merging the 44,810-character CJK coverage of each face it passes)
        // has a third fewer faces to go through.
        let monoCJK = HanForms.allCases.map(\.rawValue).map {
            "<pattern><patelt name=\"family\"><string>Noto Sans Mono CJK \($0)</string></patelt></pattern>"
        }.joined()
        return """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
            <fontconfig>
            \(files.configElements)
            <match target="font">
              <test name="outline" compare="eq"><bool>false</bool></test>
              <edit name="pixelsizefixupfactor" mode="assign">
                <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
              </edit>
            </match>
            <match target="font">
              <test name="outline" compare="eq"><bool>false</bool></test>
              <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
              <edit name="matrix" mode="assign">
                <times><name>matrix</name><matrix>
                  <name>pixelsizefixupfactor</name> <double>0</double> <double>0</double> <name>pixelsizefixupfactor</name>
                </matrix></times>
              </edit>
              <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
            </match>
            <selectfont>
            <acceptfont>\(accept)</acceptfont>
            <rejectfont><glob>*</glob>\(monoCJK)</rejectfont>
            </selectfont>
            </fontconfig>
            """
    }

    /// Checks each Inter weight/optical size and the CJK fallback resolve to the
    /// pinned files.
    ///
    /// Asks fontconfig (the same private configuration Pango matches against) rather
    /// than shaping text: shaping would open all twelve faces, ~18 ms per process,
    /// while a render opens only the few it uses. The Pango-level result is checked by
    /// the tests (`resolvedFaces`).
    static func checkFaces(_ config: OpaquePointer, _ files: FontFiles) -> FontError? {
        do {
            try verify(config, files)
            return nil
        } catch let error as FontError {
            return error
        } catch {
            return .configuration("\(error)")
        }
    }

    private static func verify(_ config: OpaquePointer, _ files: FontFiles) throws {
        for (family, size) in [("Inter", 17.0), ("Inter Display", 22.0)] {
            for weight in FontWeight.allCases {
                guard let expected = FontTable.expectedLatinFile(family: family, weight: weight).map(files.path)
                else { continue }
                let got = match(config, family: family, weight: weight)
                guard got == expected else {
                    throw FontError.wrongFace(
                        request: "\(family) \(weight.rawValue) (\(size) pt)", expected: expected,
                        got: got ?? "nothing")
                }
            }
        }
        // The URW stand-ins and the script fallbacks come in Regular and Bold only; other
        // weights are drawn from these.
        for family in [FontTable.neue.family, FontTable.serif.family] {
            try verifyTwoWeights(config, family) { FontTable.expectedLatinFile(family: family, weight: $0).map(files.path) }
        }
        for (family, _) in FontTable.scriptFamilies {
            try verifyTwoWeights(config, family) { FontTable.expectedScriptFile(family: family, weight: $0).map(files.path) }
        }
        let emoji = files.path(FontTable.emojiFile)
        if match(config, family: FontTable.emojiFamily, weight: .regular) != emoji {
            throw FontError.wrongFace(
                request: FontTable.emojiFamily, expected: emoji,
                got: match(config, family: FontTable.emojiFamily, weight: .regular) ?? "nothing")
        }
        for weight in [FontWeight.regular, .bold] {
            let expected = files.path(FontTable.expectedCJKFile(weight: weight))
            let got = match(config, family: FontTable.cjkFamily, weight: weight)
            guard got == expected else {
                throw FontError.wrongFace(
                    request: "\(FontTable.cjkFamily) \(weight.rawValue)", expected: expected,
                    got: got ?? "nothing")
            }
        }
    }

    /// Checks `family` in Regular and Bold resolves to the file `expected` names.
    private static func verifyTwoWeights(
        _ config: OpaquePointer, _ family: String, expected: (FontWeight) -> String?
    ) throws {
        for weight in [FontWeight.regular, .bold] {
            let want = expected(weight)
            let got = match(config, family: family, weight: weight)
            guard let want, got == want else {
                throw FontError.wrongFace(request: "\(family) \(weight.rawValue)", expected: want ?? "?", got: got ?? "nothing")
            }
        }
    }

    /// The file fontconfig picks for a family and weight in the private configuration.
    private static func match(_ config: OpaquePointer, family: String, weight: FontWeight) -> String? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, FC_FAMILY, family)
        FcPatternAddInteger(pattern, FC_WEIGHT, FcWeightFromOpenType(Int32(FontTable.openTypeWeight(weight))))
        FcPatternAddString(pattern, FC_LANG, "zh-cn")
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let found = FcFontMatch(config, pattern, &result) else { return nil }
        defer { FcPatternDestroy(found) }
        var file: UnsafeMutablePointer<FcChar8>? = nil
        guard FcPatternGetString(found, FC_FILE, 0, &file) == FcResultMatch, let f = file else { return nil }
        return String(cString: f)
    }
}

/// The face a piece of text was actually shaped with.
public struct ResolvedFace: Sendable, Hashable {
    /// Font file path.
    public var file: String
    /// Face index inside a collection (.ttc).
    public var index: Int
    /// The face's first family name.
    public var family: String
}

extension FontSet {
    /// A Pango context configured for this font set: font options, unrounded glyph
    /// positions (so widths do not depend on the device scale) and zh-Hans as the
    /// language so Han fallback picks the Simplified Chinese face.
    ///
    /// The caller owns the returned `PangoContext*` (`g_object_unref`).
    public func makeContext() -> OpaquePointer {
        let ctx = pango_font_map_create_context(fontMap)!
        pango_cairo_context_set_font_options(ctx, fontOptions)
        pango_context_set_round_glyph_positions(ctx, 0)
        pango_context_set_language(ctx, pango_language_from_string("zh-hans"))
        return ctx
    }

    /// A single-line layout of `text` in `font` on `context` (no width, no wrapping).
    ///
    /// The caller owns the returned `PangoLayout*` (`g_object_unref`).
    public func makeLayout(_ text: String, font: FontSpec, context: OpaquePointer) -> OpaquePointer {
        let layout = pango_layout_new(context)!
        let desc = pango_font_description_new()!
        pango_font_description_set_family(desc, FontTable.familyList(for: font))
        pango_font_description_set_weight(desc, PangoWeight(UInt32(FontTable.requestWeight(font))))
        pango_font_description_set_style(desc, PANGO_STYLE_NORMAL)
        // Absolute size: user-space units (points), independent of any resolution.
        // Clamped so absurd input cannot overflow Pango's integer units.
        let size = font.size.isFinite ? min(max(font.size, 0.1), 2000) : 17
        pango_font_description_set_absolute_size(desc, size * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, desc)
        pango_font_description_free(desc)
        let embolden = FontTable.embolden(font)
        let emoji = EmojiRanges.utf8Ranges(in: text)
        let hanLanguage = FontTable.shapingLanguage(font.han)
        if embolden > 0 || !emoji.isEmpty || hanLanguage != nil {
            // A weight drawn by stroking the Regular outlines: as much spacing as the
            // stroke adds to each glyph keeps the gaps between them (and the width
            // measured here includes it).
            let attrs = pango_attr_list_new()
            if embolden > 0 {
                pango_attr_list_insert(attrs, pango_attr_letter_spacing_new(Int32((embolden * Double(PANGO_SCALE)).rounded())))
            }
            // Emoji presentation (😀, ❤️, 🇯🇵, 👍🏽) from the colour emoji face even where a
            // text face has the character (Inter has ❤): iOS draws these with Apple Color Emoji.
            // Without fallback: fontconfig leaves text-default characters such as ❤ and ☺
            // out of the emoji font's coverage (its cmap has them; the colour glyph comes
            // with U+FE0F), so Pango would otherwise take them from a text face.
            for r in emoji {
                for a in [pango_attr_family_new(FontTable.emojiFamily), pango_attr_fallback_new(0)] {
                    guard let a else { continue }
                    a.pointee.start_index = UInt32(r.lowerBound)
                    a.pointee.end_index = UInt32(r.upperBound)
                    pango_attr_list_insert(attrs, a)
                }
            }
            // Noto Sans CJK picks regional forms with the OpenType `locl` feature for the
            // run's language: the context's zh-Hans would turn Japanese forms Chinese.
            if let hanLanguage, let a = pango_attr_language_new(pango_language_from_string(hanLanguage)) {
                pango_attr_list_insert(attrs, a)
            }
            pango_layout_set_attributes(layout, attrs)
            pango_attr_list_unref(attrs)
        }
        pango_layout_set_single_paragraph_mode(layout, 1)
        pango_layout_set_width(layout, -1)
        pango_layout_set_text(layout, text, -1)
        return layout
    }

    /// The faces `text` in `font` is shaped with, in run order without repeats.
    ///
    /// Lets tests (and diagnostics) prove that Han text uses Noto Sans CJK SC and
    /// Latin text Inter.
    public func resolvedFaces(_ text: String, font: FontSpec) -> [ResolvedFace] {
        FontLock.held { lockedResolvedFaces(text, font: font) }
    }

    private func lockedResolvedFaces(_ text: String, font: FontSpec) -> [ResolvedFace] {
        let ctx = makeContext()
        defer { g_object_unref(UnsafeMutableRawPointer(ctx)) }
        let layout = makeLayout(text, font: font, context: ctx)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var faces: [ResolvedFace] = []
        guard let line = pango_layout_get_line_readonly(layout, 0) else { return faces }
        var node = line.pointee.runs
        while let n = node {
            node = n.pointee.next
            guard let run = n.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                let item = run.pointee.item, let font = item.pointee.analysis.font
            else { continue }
            let face = FontSet.face(of: font)
            if !faces.contains(face) { faces.append(face) }
        }
        return faces
    }

    /// File, index and family of a Pango font (always a PangoFcFont here).
    static func face(of font: UnsafeMutablePointer<PangoFont>) -> ResolvedFace {
        let fc = UnsafeMutableRawPointer(font).assumingMemoryBound(to: PangoFcFont.self)
        var result = ResolvedFace(file: "?", index: 0, family: "?")
        guard let pattern = pango_fc_font_get_pattern(fc) else { return result }
        var str: UnsafeMutablePointer<FcChar8>? = nil
        if FcPatternGetString(pattern, "file", 0, &str) == FcResultMatch, let s = str {
            result.file = String(cString: s)
        }
        var idx: Int32 = 0
        if FcPatternGetInteger(pattern, "index", 0, &idx) == FcResultMatch {
            result.index = Int(idx)
        }
        if FcPatternGetString(pattern, "family", 0, &str) == FcResultMatch, let s = str {
            result.family = String(cString: s)
        }
        return result
    }
}
