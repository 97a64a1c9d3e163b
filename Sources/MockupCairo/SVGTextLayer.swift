#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MockupSystem
import CCairo
import CPangoCairo
import MockupDisplayList
import MockupGeometry
import MockupText

/// The `--svg-text text` document: everything but text drawn by cairo, text runs as
/// `<text>` elements, in drawing order.
///
/// The display list is cut at its text runs: each stretch of other items between two
/// runs is drawn by cairo as a document of its own (the groups around it kept, their
/// other items left out), and the pieces are joined in order with the runs between
/// them, so text stays under what is drawn after it (a dimming overlay, an alert).
/// A run sits in the clip, opacity and transform of the groups around it, its baseline
/// snapped to the pixel grid as the painter snaps it. Text inside a blurred group is
/// part of that group's pixels. A group's opacity applies to each piece separately,
/// which differs from the PNG only where its pieces overlap.
final class SVGTextLayer {
    let size: Size
    let scale: Double
    let fonts: FontSet
    /// For measuring runs that must be truncated.
    let pango: OpaquePointer

    init(size: Size, scale: Double, fonts: FontSet) {
        self.size = size
        self.scale = scale
        self.fonts = fonts
        pango = fonts.makeContext()
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(pango)) }

    /// One piece of the document: a stretch of non-text leaves (by their depth-first
    /// numbers), or a text run inside its groups.
    enum Piece {
        case drawing(Range<Int>)
        case text(TextRun, groups: [Group])
    }

    func document(_ items: [DisplayItem]) throws -> String {
        var pieces: [Piece] = []
        var leaf = 0
        collect(items, groups: [], leaf: &leaf, into: &pieces)
        var body = ""
        for (k, piece) in pieces.enumerated() {
            switch piece {
            case .drawing(let range):
                var counter = 0
                let pruned = Self.prune(items, keeping: range, leaf: &counter)
                let whole = try SVGWriter.cairoDocument(pruned, size: size, scale: scale, fonts: fonts)
                body += SVGCanonicalIDs.prefixed(String(Self.inner(whole)), "seg\(k)-")
            case .text(let run, let groups):
                body += element(run, groups: groups, id: "seg\(k)-")
            }
        }
        let w = SVGNumber.text(size.width)
        let h = SVGNumber.text(size.height)
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="\(w)" height="\(h)" viewBox="0 0 \(w) \(h)" version="1.1">

            """ + body + "</svg>\n"
    }

    /// Leaves are items other than groups, and the groups the painter draws as one
    /// picture (blurred) or not at all; text runs start pieces of their own.
    func collect(_ items: [DisplayItem], groups: [Group], leaf: inout Int, into pieces: inout [Piece]) {
        for item in items {
            switch item {
            case .text(let t):
                pieces.append(.text(t, groups: groups))
            case .group(let g) where Self.isOpen(g):
                collect(g.items, groups: groups + [g], leaf: &leaf, into: &pieces)
                continue
            default:
                if case .drawing(let r)? = pieces.last {
                    pieces[pieces.count - 1] = .drawing(r.lowerBound..<leaf + 1)
                } else {
                    pieces.append(.drawing(leaf..<leaf + 1))
                }
            }
            leaf += 1
        }
    }

    /// Whether the painter draws `g` item by item (not blurred, visible, invertible).
    static func isOpen(_ g: Group) -> Bool {
        let t = g.transform
        let det = t.a * t.d - t.b * t.c
        let blurred = g.blur > 0 && g.blur.isFinite && g.clip != nil
        return !blurred && g.opacity.isFinite && g.opacity > 0 && det != 0 && det.isFinite && t.tx.isFinite && t.ty.isFinite
    }

    /// `items` with only the leaves numbered in `range` (numbered as `collect` does),
    /// and the groups holding them.
    static func prune(_ items: [DisplayItem], keeping range: Range<Int>, leaf: inout Int) -> [DisplayItem] {
        var kept: [DisplayItem] = []
        for item in items {
            switch item {
            case .group(var g) where isOpen(g):
                g.items = prune(g.items, keeping: range, leaf: &leaf)
                if !g.items.isEmpty { kept.append(.group(g)) }
            default:
                if range.contains(leaf) { kept.append(item) }
                leaf += 1
            }
        }
        return kept
    }

    /// What lies between the root element's start and end tags of cairo's document.
    static func inner(_ document: String) -> Substring {
        guard let open = document.firstRange(of: "<svg"), let start = document[open.upperBound...].firstIndex(of: ">"),
            let end = document.lastRange(of: "</svg>")
        else { return "" }
        return document[document.index(after: start)..<end.lowerBound]
    }

    /// The run as a `<text>` element inside the clips, opacities and transforms of `groups`.
    func element(_ run: TextRun, groups: [Group], id: String) -> String {
        guard !run.text.isEmpty, run.origin.x.isFinite, run.origin.y.isFinite else { return "" }
        var open = ""
        var close = ""
        var defs = ""
        var matrix = Transform.identity
        for (j, g) in groups.enumerated() {
            var attributes = ""
            if let clip = g.clip, clip.minX.isFinite, clip.minY.isFinite, clip.maxX.isFinite, clip.maxY.isFinite {
                let r = min(max(g.clipRadius.isFinite ? g.clipRadius : 0, 0), clip.width / 2, clip.height / 2)
                defs += "<clipPath id=\"\(id)tclip\(j)\"><rect x=\"\(SVGNumber.text(clip.minX))\" y=\"\(SVGNumber.text(clip.minY))\" width=\"\(SVGNumber.text(clip.width))\" height=\"\(SVGNumber.text(clip.height))\""
                    + (r > 0 ? " rx=\"\(SVGNumber.text(r))\"" : "") + "/></clipPath>\n"
                attributes += " clip-path=\"url(#\(id)tclip\(j))\""
            }
            if g.opacity < 1 { attributes += " opacity=\"\(SVGNumber.text(g.opacity))\"" }
            let t = g.transform
            if !t.isIdentity {
                attributes += " transform=\"matrix(\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(SVGNumber.text).joined(separator: " ")))\""
            }
            matrix = matrix.concatenating(t)
            if !attributes.isEmpty {
                open += "<g\(attributes)>\n"
                close += "</g>\n"
            }
        }
        // The painter snaps the baseline to the pixel grid where the matrix keeps axes.
        var y = run.origin.y
        if matrix.b == 0, matrix.c == 0, matrix.d != 0 {
            let device = matrix.d * y + matrix.ty
            y = ((device * scale).rounded() / scale - matrix.ty) / matrix.d
        }
        let font = run.font
        let families = FontTable.familyList(for: font).split(separator: ",").map {
            "'" + $0.trimmingSpaces() + "'"
        }
        let c = run.color
        var attributes = "x=\"\(SVGNumber.text(run.origin.x))\" y=\"\(SVGNumber.text(y))\""
        attributes += " font-family=\"\((families + ["sans-serif"]).joined(separator: ", "))\""
        attributes += " font-size=\"\(SVGNumber.text(font.size))\" font-weight=\"\(FontTable.openTypeWeight(font.weight))\""
        attributes += " fill=\"rgb(\(c.red),\(c.green),\(c.blue))\""
        if c.alpha < 255 { attributes += " fill-opacity=\"\(SVGNumber.text(Double(c.alpha) / 255))\"" }
        if let lang = FontTable.shapingLanguage(font.han) { attributes += " xml:lang=\"\(lang)\"" }
        attributes += " xml:space=\"preserve\" style=\"white-space:pre\""
        let shown = visibleText(run)
        return (defs.isEmpty ? "" : "<defs>\n\(defs)</defs>\n") + open
            + "<text \(attributes)>\(SVGNumber.escaped(shown))</text>\n" + close
    }

    /// The run's text, or its longest prefix (whole characters) that fits `maxWidth`
    /// with "…" after it, as Pango truncates it when drawing.
    func visibleText(_ run: TextRun) -> String {
        guard let maxWidth = run.maxWidth, maxWidth.isFinite, maxWidth >= 0, width(run.text, run.font) > maxWidth
        else { return run.text }
        let characters = Array(run.text)
        var low = 0
        var high = characters.count
        // The longest prefix whose width with the ellipsis fits: widths grow with length.
        while low < high {
            let mid = (low + high + 1) / 2
            if width(String(characters[..<mid]) + "…", run.font) <= maxWidth { low = mid } else { high = mid - 1 }
        }
        return String(characters[..<low]) + "…"
    }

    func width(_ text: String, _ font: FontSpec) -> Double {
        let layout = fonts.makeLayout(text, font: font, context: pango)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        return TextGeometry.metrics(of: layout).width
    }
}

/// Numbers and text as SVG writes them, the same on every run.
enum SVGNumber {
    /// Shortest round-trip form, at most 4 decimals, no trailing ".0".
    static func text(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        let r = (v * 10_000).rounded() / 10_000
        if r == r.rounded(), abs(r) < 1e15 { return String(Int(r)) }
        return "\(r)"
    }

    /// `s` escaped for XML character data; `#` too, so that no text reads as an id
    /// reference to the id renumbering.
    static func escaped(_ s: String) -> String {
        XMLText.escaped(s, keepingNewlines: false, also: ["#"])
    }
}
