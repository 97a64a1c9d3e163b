import MockupDisplayList
import MockupGeometry
import MockupScene

/// The built-in activities' icons: a coloured app tile with a white glyph (Message,
/// Mail…) or a glyph for the grey action tiles (Copy, Print…). Drawn by hand on a 60-unit
/// grid (the tile), simplified look-alikes of iOS 7–9's artwork, not copies of it.
enum ShareGlyphs {
    /// An app activity's tile colour and glyph (white on the tile).
    static let apps: [String: (color: Color, svg: String)] = [
        "message": (Color(rgb: 0x4CD964), """
            <path d="M30 13 C18.4 13 9 20.4 9 29.5 C9 34.8 12.2 39.5 17.2 42.5 C16.8 45.6 15.2 48.3 12.8 50 \
            C17.4 49.8 21.2 48 23.6 45.3 C25.6 45.8 27.8 46 30 46 C41.6 46 51 38.6 51 29.5 C51 20.4 41.6 13 30 13 Z"/>
            """),
        "mail": (Color(rgb: 0x1A8CF8), """
            <rect x="11" y="17" width="38" height="26" rx="2.5" fill="none" stroke="currentColor" stroke-width="2.6"/>
            <path d="M12.5 19.5 L30 32.5 L47.5 19.5" fill="none" stroke="currentColor" stroke-width="2.6" stroke-linejoin="round"/>
            """),
        "twitter": (Color(rgb: 0x55ACEE), """
            <path d="M12 40 C21 45 34 43 40.5 34 C44.5 28.5 45.5 23 45.3 19.6 L49 16.3 L45 17 L47.6 13 L43.3 14.6 \
            C39.4 11.2 33.2 13.4 33.2 19.3 C25.6 18.8 19.6 15.6 15 10.8 C12.8 15.2 14.4 19.6 17.6 21.8 L14.6 21 \
            C15 24.6 17.6 27.3 20.8 28.2 L17.8 28.3 C18.9 31.4 21.8 33.3 25 33.5 C21.4 36.6 16.8 38.6 12 40 Z"/>
            """),
        "facebook": (Color(rgb: 0x3B5998), """
            <path d="M33 60 L33 33 L39 33 L40 26 L33 26 L33 21.8 C33 19.8 33.6 18.6 36.3 18.6 L40 18.6 L40 12.4 \
            C39.3 12.3 37.2 12 34.7 12 C29.5 12 26 15.2 26 21 L26 26 L20 26 L20 33 L26 33 L26 60 Z"/>
            """),
        "weibo": (Color(rgb: 0xE6162D), """
            <circle cx="27" cy="34" r="13" fill="none" stroke="currentColor" stroke-width="3"/>
            <circle cx="25" cy="35" r="4"/>
            <path d="M38 15 C43 15 47 19 47 24" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round"/>
            """),
        "tencent-weibo": (Color(rgb: 0x2E9BDB), """
            <circle cx="30" cy="26" r="10" fill="none" stroke="currentColor" stroke-width="3"/>
            <path d="M24 34 L19 48" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round"/>
            """),
        "flickr": (Color(rgb: 0xFFFFFF), ""),
        "vimeo": (Color(rgb: 0x1AB7EA), """
            <path d="M13 24 L16 27 C19 24.5 20.5 24 21.5 27 L26 42 C27.5 46.5 30 46.5 33 43 C38 37 47 25 47 19.5 \
            C47 14 41 13.5 37.5 17 C36 18.5 35 20.5 34.5 23 C38 21 40 22.5 38.5 26 C37 29 34 33 32.5 33 \
            C31 33 30 27 28.5 21 C27 15.5 24 14.5 20 17.5 Z"/>
            """),
    ]

    /// An action activity's glyph (drawn in the action grey).
    static let actions: [String: String] = [
        "copy": """
            <path d="M23 38 L19 38 L19 13 L37 13 L37 20" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"/>
            <rect x="23" y="20" width="19" height="26" rx="1.5" fill="none" stroke="currentColor" stroke-width="2"/>
            """,
        "print": """
            <path d="M21 24 L21 13 L39 13 L39 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"/>
            <path d="M21 40 L15.5 40 C14 40 13 39 13 37.5 L13 26.5 C13 25 14 24 15.5 24 L44.5 24 C46 24 47 25 47 26.5 \
            L47 37.5 C47 39 46 40 44.5 40 L39 40" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"/>
            <rect x="21" y="34" width="18" height="13" fill="none" stroke="currentColor" stroke-width="2"/>
            """,
        "reading-list": """
            <circle cx="20.5" cy="33" r="7" fill="none" stroke="currentColor" stroke-width="2"/>
            <circle cx="39.5" cy="33" r="7" fill="none" stroke="currentColor" stroke-width="2"/>
            <path d="M27.5 32 C28.8 30 31.2 30 32.5 32 M13.5 33 L11.5 26 M46.5 33 L48.5 26" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>
            """,
        "bookmark": """
            <path d="M30 19 C26 16 19 15.5 13 17 L13 43 C19 41.5 26 42 30 45 C34 42 41 41.5 47 43 L47 17 C41 15.5 34 16 30 19 Z M30 19 L30 45" \
            fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"/>
            """,
        "save-image": """
            <path d="M22 24 L16 24 L16 46 L44 46 L44 24 L38 24 M30 12 L30 36 M23.5 29.5 L30 36 L36.5 29.5" fill="none" \
            stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>
            """,
        "more": """
            <circle cx="19" cy="30" r="3"/><circle cx="30" cy="30" r="3"/><circle cx="41" cy="30" r="3"/>
            """,
        "airdrop": """
            <path d="M22.2 41.5 A11 11 0 1 1 37.8 41.5 M17.3 46.4 A18 18 0 1 1 42.7 46.4 M25.8 37 A5 5 0 1 1 34.2 37" \
            fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>
            <path d="M30 34 L35 45 L25 45 Z"/>
            """,
        "assign-to-contact": """
            <circle cx="30" cy="23" r="7" fill="none" stroke="currentColor" stroke-width="2"/>
            <path d="M16 46 C16 37 22 33 30 33 C38 33 44 37 44 46" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>
            """,
    ]

    private static func parse(_ body: String) -> Icon? {
        try? Icon.parse("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 60 60\">\(body)</svg>", file: "share-glyph")
    }

    private static let appIcons: [String: Icon] = apps.compactMapValues { parse($0.svg) }
    private static let actionIcons: [String: Icon] = actions.compactMapValues { parse($0) }

    /// Whether every glyph parses (for a test).
    static var allParse: Bool {
        appIcons.count == apps.values.filter { !$0.svg.isEmpty }.count && actionIcons.count == actions.count
    }

    /// A built-in app activity's tile in `tile`.
    /// On a mirrored screen the tile (a logo) moves but keeps its orientation.
    static func app(_ word: String, in tile: Rect, radius: Double, ctx: LayoutContext) -> [DisplayItem] {
        guard let entry = apps[word] else { return [] }
        var out: [DisplayItem] = [.roundedRect(tile, radius: radius, entry.color)]
        if word == "flickr" {
            // Flickr: a blue and a pink dot on white, outlined like the action tiles.
            out.append(.stroke(Path.roundedRect(tile, radius: radius), Color(red: 0, green: 0, blue: 0, alpha: 40), StrokeStyle(width: 0.5)))
            let d = tile.width * 0.27, y = tile.midY - d / 2
            out.append(.fill(Path.ellipse(in: Rect(x: tile.midX - d - 1, y: y, width: d, height: d)), Color(rgb: 0x0063DC)))
            out.append(.fill(Path.ellipse(in: Rect(x: tile.midX + 1, y: y, width: d, height: d)), Color(rgb: 0xFF0084)))
            return IconDrawing.upright(out, frame: tile, ctx: ctx)
        }
        if let icon = appIcons[word] {
            // Marked once, as a whole tile, below.
            let glyph = IconDrawing.items(icon, in: tile, color: .white, ctx: ctx, directional: true)
            out.append(.group(Group(clip: tile, clipRadius: radius, items: glyph)))
        }
        return IconDrawing.upright(out, frame: tile, ctx: ctx)
    }

    /// A built-in action activity's glyph in `tile`.
    static func action(_ word: String, in tile: Rect, color: Color, ctx: LayoutContext) -> [DisplayItem] {
        guard let icon = actionIcons[word] else { return [] }
        return IconDrawing.items(icon, in: tile, color: color, ctx: ctx)
    }
}
