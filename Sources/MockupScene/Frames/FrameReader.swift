import MockupSyntax

/// `frame: silver|space-gray|gold|none` and `shadow: on|off` on a `screen` or `flow` line.
enum FrameReader {
    /// The style written on `r`'s line over `base`, nil for `frame: none` or when nothing is written.
    static func read(_ r: AttributeReader, sink: DiagnosticSink, base: FrameStyle? = nil) -> FrameStyle? {
        var style = base
        if let v = r.node.attribute("frame")?.value {
            switch v.kind {
            case .identifier(let s) where s.lowercased() == "none" || s.lowercased() == "off":
                return nil
            case .identifier(let s) where FrameFinish.named(s) != nil:
                style = FrameStyle(finish: FrameFinish.named(s) ?? .silver, shadow: base?.shadow ?? false)
            case .identifier(let s), .string(let s):
                sink.unknown("frame", s, at: v.range, candidates: FrameFinish.allCases.map(\.rawValue) + ["none"])
            default:
                sink.error("'frame' expects a finish", at: v.range, notes: ["found \(describe(v)); for example frame: silver"])
            }
        }
        if let shadow = r.bool("shadow") {
            if style == nil, let v = r.node.attribute("shadow")?.value {
                sink.warning("'shadow' draws under a device frame", at: v.range, notes: ["add frame: silver (or space-gray, gold)"])
            }
            style?.shadow = shadow
        }
        return style
    }
}
