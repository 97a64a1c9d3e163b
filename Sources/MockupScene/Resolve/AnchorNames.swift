import MockupSyntax

/// `id: NAME` on a view or a bar button: the names popovers and edit menus point at.
enum AnchorNames {
    /// The name written on `reader`'s line, registered (a second use of one name in a
    /// screen is an error at its place), or nil.
    static func read(_ reader: AttributeReader) -> String? {
        guard let v = reader.node.attribute("id")?.value else { return nil }
        let name: String
        switch v.kind {
        case .identifier(let s), .string(let s): name = s
        default:
            reader.sink.error("'id' expects a name", at: v.range, notes: ["found \(describe(v)); for example id: share"])
            return nil
        }
        guard !name.isEmpty else {
            reader.sink.error("empty 'id'", at: v.range)
            return nil
        }
        if let first = reader.sink.anchors[name] {
            reader.sink.error(
                "id '\(name)' is already used", at: v.range,
                notes: ["the first is at line \(first.start.line); ids name one element each"])
            return nil
        }
        reader.sink.anchors[name] = v.range
        return name
    }
}

extension AnchorNames {
    /// The `anchor:` value of an overlay line: the id it names and where, or nil after
    /// reporting a missing or malformed value (whether the id exists is checked once the
    /// whole screen is read, `SceneResolver.checkOverlays`).
    static func reference(_ v: Value?, on node: Node, sink: DiagnosticSink, example: String) -> (String, SourceRange)? {
        guard let v else {
            sink.error("'\(node.name)' needs an 'anchor'", at: node.nameRange, notes: ["for example: " + example])
            return nil
        }
        switch v.kind {
        case .identifier(let s), .string(let s): return (s, v.range)
        default:
            sink.error("'anchor' expects the id of an element", at: v.range, notes: ["found \(describe(v))"])
            return nil
        }
    }
}

extension AnchorNames {
    /// Whether `name` is an id of the screen; else an error at `range` (with "did you
    /// mean" among the ids given so far).
    static func known(_ name: String, at range: SourceRange, by what: String, sink: DiagnosticSink) -> Bool {
        if sink.anchors[name] != nil { return true }
        if sink.anchors.isEmpty {
            sink.error(
                "unknown anchor '\(name)'", at: range,
                notes: ["no element of this screen has an 'id:'; give the one the \(what) points at an id: button action id: share"])
        } else {
            sink.unknown("anchor", name, at: range, candidates: sink.anchors.keys.sorted())
        }
        return false
    }
}

/// An overlay that points at an element by its `id:` (popover, edit menu, an iPad
/// action sheet…).
public protocol AnchoredOverlay {
    /// The id named by `anchor:` (nil when the overlay is not anchored, e.g. an iPhone action sheet).
    var anchorName: String? { get }
    /// Where that name is written.
    var anchorNameRange: SourceRange? { get }
}

extension Popover: AnchoredOverlay {
    public var anchorName: String? { anchor }
    public var anchorNameRange: SourceRange? { anchorRange }
}
