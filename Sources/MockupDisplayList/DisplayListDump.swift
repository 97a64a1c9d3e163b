import MockupGeometry

/// Stable text form of a display list: one item a line, groups indented, numbers with
/// at most three decimals. Used by `mockup dump` and the display-list goldens.
extension DisplayList {
    /// The display list as stable text, ending with a newline.
    public func dump() -> String {
        var out = "display-list \(fmt(size.width))x\(fmt(size.height)) scale \(fmt(scale))\n"
        for item in items { DumpWriter.write(item, indent: 0, into: &out) }
        return out
    }
}

/// Formats a number for dumps: rounded to 1/1000, no trailing zeros, never "-0".
func fmt(_ v: Double) -> String {
    // Never trap on what an input file can produce: infinities, NaN, huge values.
    guard v.isFinite else { return v.isNaN ? "nan" : (v < 0 ? "-inf" : "inf") }
    if abs(v) >= 1e12 { return "\(v)" }
    let r = (v * 1000).rounded() / 1000
    if r == 0 { return "0" }
    if r == r.rounded() && abs(r) < 1e15 { return String(Int(r)) }
    var s = String(format3(r))
    while s.hasSuffix("0") { s.removeLast() }
    if s.hasSuffix(".") { s.removeLast() }
    return s
}

/// Fixed three-decimal formatting without Foundation.
private func format3(_ v: Double) -> String {
    let neg = v < 0
    let milli = Int((abs(v) * 1000).rounded())
    let whole = milli / 1000
    let frac = milli % 1000
    var f = String(frac)
    while f.count < 3 { f = "0" + f }
    return (neg ? "-" : "") + "\(whole).\(f)"
}

private func quote(_ s: String) -> String {
    var out = "\""
    for ch in s.unicodeScalars {
        switch ch {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\t": out += "\\t"
        default: out.unicodeScalars.append(ch)
        }
    }
    return out + "\""
}

private func rectText(_ r: Rect) -> String {
    "\(fmt(r.minX)) \(fmt(r.minY)) \(fmt(r.width)) \(fmt(r.height))"
}

private func pathText(_ p: Path) -> String {
    var parts: [String] = []
    for e in p.elements {
        switch e {
        case .move(let a): parts.append("M \(fmt(a.x)) \(fmt(a.y))")
        case .line(let a): parts.append("L \(fmt(a.x)) \(fmt(a.y))")
        case .cubic(let a, let b, let c):
            parts.append(
                "C \(fmt(a.x)) \(fmt(a.y)) \(fmt(b.x)) \(fmt(b.y)) \(fmt(c.x)) \(fmt(c.y))")
        case .close: parts.append("Z")
        }
    }
    return parts.joined(separator: " ")
}

private enum DumpWriter {
    static func write(_ item: DisplayItem, indent: Int, into out: inout String) {
        let pad = String(repeating: "  ", count: indent)
        switch item {
        case .rect(let r, let c):
            out += "\(pad)rect \(rectText(r)) \(c.hex)\n"
        case .roundedRect(let r, let radius, let c):
            out += "\(pad)rounded-rect \(rectText(r)) r=\(fmt(radius)) \(c.hex)\n"
        case .fill(let p, let c):
            out += "\(pad)fill \(c.hex) \(p.fillRule.rawValue) \(pathText(p))\n"
        case .stroke(let p, let c, let s):
            out += "\(pad)stroke \(c.hex) w=\(fmt(s.width)) \(s.cap.rawValue) \(s.join.rawValue) \(pathText(p))\n"
        case .hairline(let h):
            let axis = h.axis == .horizontal ? "y" : "x"
            let along = h.axis == .horizontal ? "x" : "y"
            out +=
                "\(pad)hairline \(axis)=\(fmt(h.position)) \(along)=\(fmt(h.from))..\(fmt(h.to)) \(h.side.rawValue) \(h.color.hex)\n"
        case .text(let t):
            var line =
                "\(pad)text \(quote(t.text)) at \(fmt(t.origin.x)),\(fmt(t.origin.y)) w=\(fmt(t.width))"
            if let m = t.maxWidth { line += " max=\(fmt(m))" }
            line += " \(t.font.family.rawValue) \(fmt(t.font.size)) \(t.font.weight.rawValue) \(t.color.hex)"
            if let han = t.font.han { line += " han:\(han.rawValue)" }
            out += line + "\n"
        case .image(let i):
            out += "\(pad)image \(quote(i.name)) \(rectText(i.rect)) r=\(fmt(i.cornerRadius))\n"
        case .group(let g):
            var line = "\(pad)group"
            if let c = g.clip { line += " clip \(rectText(c))" + (g.clipRadius > 0 ? " r=\(fmt(g.clipRadius))" : "") }
            if g.opacity != 1 { line += " opacity \(fmt(g.opacity))" }
            if g.blur > 0 { line += " blur \(fmt(g.blur))" }
            if let f = g.uprightFrame { line += " upright \(rectText(f))" }
            if g.isolated { line += " isolated" }
            if !g.transform.isIdentity {
                let t = g.transform
                line += " transform \(fmt(t.a)) \(fmt(t.b)) \(fmt(t.c)) \(fmt(t.d)) \(fmt(t.tx)) \(fmt(t.ty))"
            }
            out += line + "\n"
            for child in g.items { write(child, indent: indent + 1, into: &out) }
            out += "\(pad)end\n"
        }
    }
}
