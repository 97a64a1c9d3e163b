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
