import MockupDisplayList
import MockupGeometry
import MockupScene

/// A web view fills the room it is given and sets its blocks down the page like a
/// browser: each block's lines wrapped to the page width, vertical margins collapsing
/// between neighbours (CSS), links coloured (and underlined on plain pages), list items
/// with a disc, images at their size or narrowed to the page. Scrolled by `scroll`,
/// clipped to its frame except under translucent bars. `loading`: a white page with a
/// gray spinner in the middle.
extension WebView: ViewLayout {
    /// The web view's figures. Plain: WebKit's user-agent style sheet (html.css) with a
    /// device-width viewport (1 CSS px = 1 pt); article: a mobile article look (unconfirmed
    /// choices, argued in docs/METRICS.md, Web view).
    enum Figures {
        /// The face family of the plain style: WebKit's default standard font is Times.
        /// (Nimbus Roman here, `FontFamily.serif`); this one switch.
        static let plainFamily: FontFamily = .serif
        /// The article's family: the system sans.
        static let articleFamily: FontFamily = .system

        /// Per-style metrics of the page.
        struct Look {
            /// body margin (left/right, and top/bottom unless a child's margin is larger).
            var margin: Double
            /// (font size, weight, margin above, margin below) per block kind.
            var h1: (Double, FontWeight, Double, Double)
            var h2: (Double, FontWeight, Double, Double)
            var h3: (Double, FontWeight, Double, Double)
            var p: (Double, FontWeight, Double, Double)
            /// Line height of text and list items as a multiple of the font size (0: the
            /// font's own line box); headings keep their font's line box.
            var lineHeight: Double
            /// A list's margins and the items' indent.
            var listMargin: Double
            var listIndent: Double
            var family: FontFamily
            var text: Color
            var underlineLinks: Bool
            /// hr's margins and colour.
            var hrMargin: Double
            var hr: Color
            /// Space under an image.
            var imageMargin: Double
            /// Images at least as wide as this fraction of the page are widened to it.
            var fullWidthImages: Bool
        }

        /// WebKit html.css: body margin 8; h1 2em bold, margins .67em; h2 1.5em, .83em;
        /// h3 1.17em, 1em; p 1em margins; ul 1em margins, padding-left 40; hr 0.5em
        /// margins, 1 px inset border; `line-height: normal`; a:link #0000EE underlined.
        static let plain = Look(
            margin: 8, h1: (32, .bold, 21.44, 21.44), h2: (24, .bold, 19.92, 19.92), h3: (18.72, .bold, 18.72, 18.72),
            p: (16, .regular, 16, 16), lineHeight: 0, listMargin: 16, listIndent: 40, family: plainFamily,
            text: .black, underlineLinks: true, hrMargin: 8, hr: Color(rgb: 0x9A9A9A), imageMargin: 0, fullWidthImages: false)
        /// Plain pages' link colour (WebKit's -webkit-link, #0000EE).
        static let plainLink = Color(rgb: 0x0000EE)

        /// A readable mobile article (unconfirmed, a designer's choice in the manner of the
        /// time's mobile sites): 16 margins (the iOS 8–9 layout margin), body 17 (the
        /// Body text style) at 1.4 line height, headings 28/22/19 (Title 1–3 sizes).
        static let article = Look(
            margin: 16, h1: (28, .bold, 8, 12), h2: (22, .bold, 20, 8), h3: (19, .semibold, 16, 6),
            p: (17, .regular, 0, 14), lineHeight: 1.4, listMargin: 14, listIndent: 24, family: articleFamily,
            text: Color(rgb: 0x1A1A1A), underlineLinks: false, hrMargin: 16, hr: Palette.separator, imageMargin: 14,
            fullWidthImages: true)

        /// List disc: 0.35 em across, centred 0.75 em left of the item's text (by eye from
        /// WebKit's disc marker; unconfirmed).
        static let discSize = 0.35
        static let discOffset = 0.75
        /// Link underline: 1 pt, 2 pt under the baseline (as the text view's).
        static let underlineThickness = 1.0
        static let underlineGap = 2.0
        /// Loading: UIActivityIndicatorView gray (20 pt) in the middle of a white page.
        static let spinner = Metrics.activityIndicatorSize
    }

    var look: Figures.Look { style == .plain ? Figures.plain : Figures.article }

    func size(in available: Size, ctx: LayoutContext) -> Size { available }

    func flexes(along axis: Stack.Axis) -> Bool { true }

    var scrollsUnderBars: Bool { true }

    /// Font, margins of one block kind.
    private func metrics(_ kind: Block.Kind) -> (font: FontSpec, above: Double, below: Double) {
        let l = look
        let m: (Double, FontWeight, Double, Double)
        switch kind {
        case .h1: m = l.h1
        case .h2: m = l.h2
        case .h3: m = l.h3
        default: m = l.p
        }
        return (FontSpec(family: l.family, size: m.0, weight: m.1), m.2, m.3)
    }

    func items(in frame: Rect, ctx outer: LayoutContext) -> [DisplayItem] {
        var ctx = outer
        if let tint { ctx.tintOverride = tint }
        var content: [DisplayItem] = [.rect(frame, .white)]
        if loading {
            let c = Point(x: frame.midX, y: frame.midY)
            let box = Figures.spinner
            content += Glyphs.upright(
                spinner: ActivityIndicator.spokes(center: c, box: box, color: Palette.activityIndicator),
                center: c, radius: box / 2, ctx: ctx)
            return [.group(Group(clip: frame, items: content))]
        }
        let l = look
        let link = style == .plain ? Figures.plainLink : ctx.tint
        let left = frame.minX + l.margin
        let width = max(1, frame.width - 2 * l.margin)
        let wanted = ctx.visible ?? frame
        var y = frame.minY - scroll
        var pending = l.margin  // the margin to collapse with the next block's top margin
        var previous: Block.Kind?
        for block in blocks {
            // Below what can show: nothing more is needed (the view's size is its frame's).
            if y > max(frame.maxY, wanted.maxY) { break }
            let inList = block.kind == .li
            let m = metrics(block.kind)
            var above = m.above, below = m.below
            switch block.kind {
            case .li:
                // A run of items is one list: its margins outside the run, none between.
                above = previous == .li ? 0 : l.listMargin
                below = 0
            case .hr:
                above = l.hrMargin
                below = l.hrMargin
            case .image:
                above = 0
                below = l.imageMargin
            default: break
            }
            if previous == .li && !inList { pending = max(pending, l.listMargin) }
            y += max(pending, above)
            switch block.kind {
            case .hr:
                content.append(.rect(Rect(x: left, y: y, width: width, height: 1), l.hr))
                y += 2
            case .image:
                guard let image = block.image else { break }
                let natural = ImageLayout.naturalSize(image) ?? Size(width: width, height: width * 0.6)
                var w = block.width ?? natural.width
                if l.fullWidthImages && block.width == nil { w = width }
                w = min(w, width)
                let h = natural.width > 0 ? w * natural.height / natural.width : natural.height
                let r = Rect(x: left, y: y, width: w, height: h)
                if r.maxY >= wanted.minY && r.minY <= wanted.maxY {
                    content += ImageLayout.items(image, fittedIn: r, color: l.text, ctx: ctx)
                }
                y += h
            default:
                let indent = inList ? l.listIndent : 0
                let spans = block.spans.map { s in
                    RichSpan(
                        text: s.text, font: m.font, color: s.isLink || block.kind == .link ? link : l.text,
                        underline: (s.isLink || block.kind == .link) && l.underlineLinks)
                }
                let rich = RichText(spans, measurer: ctx.measurer)
                let lines = rich.lines(width: max(1, width - indent))
                for (i, line) in lines.enumerated() {
                    let heading = block.kind == .h1 || block.kind == .h2 || block.kind == .h3
                    let box = l.lineHeight > 0 && !heading ? max(line.height, m.font.size * l.lineHeight) : line.height
                    // Extra leading split above and below the line's own box (CSS half-leading).
                    let baseline = y + (box - line.height) / 2 + line.ascent
                    if y + box >= wanted.minY && y <= wanted.maxY {
                        if inList && i == 0 {
                            let d = m.font.size * Figures.discSize
                            let cx = left + indent - m.font.size * Figures.discOffset
                            let cy = baseline - m.font.size * 0.32
                            content.append(.fill(.ellipse(in: Rect(x: cx - d / 2, y: cy - d / 2, width: d, height: d)), l.text))
                        }
                        for run in line.runs {
                            let span = rich.spans[run.span]
                            let text = run.text.trimmingTrailingSpaces
                            guard !text.isEmpty else { continue }
                            let tm = ctx.measurer.measure(text, font: span.font)
                            let x = left + indent + run.x
                            content.append(.text(ctx.run(text, metrics: tm, font: span.font, color: span.color, x: x, baseline: baseline, maxWidth: nil)))
                            if span.underline {
                                content.append(.rect(Rect(x: x, y: baseline + Figures.underlineGap, width: tm.width, height: Figures.underlineThickness), span.color))
                            }
                        }
                    }
                    y += box
                }
            }
            pending = below
            previous = block.kind
        }
        // The page's end (with the last margin and the body's): a scroll offset past it
        // is a picture iOS never shows (the view bounces back).
        if scroll > 0, y + max(pending, l.margin) < frame.maxY - 0.5, let node = ctx.currentNode {
            let height = y + max(pending, l.margin) - (frame.minY - scroll)
            ctx.report?.warning(
                "this web view is scrolled \(formatPoints(scroll)) but its page leaves room for \(formatPoints(max(0, height - frame.height)))",
                at: node.range, notes: ["the page is \(formatPoints(height)) tall in a \(formatPoints(frame.height)) view; add content or use a smaller 'scroll:'"])
        }
        var clip = frame
        if let v = ctx.visible, v.minY <= frame.maxY, frame.minY <= v.maxY {
            clip = Rect(x: frame.minX, y: v.minY, width: frame.width, height: v.height)
        }
        // The page's white runs under translucent bars too.
        content[0] = .rect(clip, .white)
        return [.group(Group(clip: clip, items: content))]
    }
}
