import MockupScene
/// The reference of the content elements as Markdown, made from the catalogue's
/// declarations: docs/LANGUAGE.md holds it between markers, and a test keeps the two
/// the same (`MOCKUP_UPDATE_DOCS=1 swift test --filter ElementCatalogTests` rewrites it).
public enum ElementReference {
    /// Markers around the generated part of docs/LANGUAGE.md.
    public static let startMarker = "<!-- element-reference:start (generated from ElementCatalog: do not edit) -->"
    public static let endMarker = "<!-- element-reference:end -->"
    /// Markers around the generated reference of the temporary views (OverlayCatalog).
    public static let overlayStartMarker = "<!-- overlay-reference:start (generated from OverlayCatalog: do not edit) -->"
    public static let overlayEndMarker = "<!-- overlay-reference:end -->"

    /// The temporary views' reference (no placement attributes: they place themselves).
    public static func overlayMarkdown() -> String { sections(OverlayCatalog.families) }

    /// One section per family: what it is, its words, texts, attributes and children.
    public static func markdown(_ families: [ElementFamily] = ElementCatalog.families) -> String {
        var out = sections(families)
        out += "Every content element also takes these attributes (placement and background):\n\n"
        out += "| attribute | value | default | meaning |\n| --- | --- | --- | --- |\n"
        for a in AttributeSpec.placement {
            out += "| `\(a.name)` | \(a.kind.description) | \(a.defaultValue) | \(a.doc) |\n"
        }
        return out
    }

    private static func sections(_ families: [ElementFamily]) -> String {
        var out = ""
        for f in families {
            out += "#### `\(f.name)`\n\n\(capitalized(f.summary)).\n\n"
            if !f.aliases.isEmpty {
                out += "Also written " + f.aliases.map { "`\($0)`" }.joined(separator: ", ") + ".\n\n"
            }
            var facts: [String] = []
            if !f.flags.isEmpty { facts.append("words: " + f.flags.map { "`\($0)`" }.joined(separator: " ")) }
            if f.texts > 0 || !f.textsDoc.isEmpty {
                facts.append("texts: " + (f.textsDoc.isEmpty ? "\(f.texts)" : f.textsDoc))
            }
            switch f.children {
            case .none: break
            case .views: facts.append("children: any content views")
            case .own(let names): facts.append("children: " + names.map { "`\($0)`" }.joined(separator: ", "))
            }
            for fact in facts { out += "- \(fact)\n" }
            if !facts.isEmpty { out += "\n" }
            out += "```\n\(f.example)\n```\n\n"
            if !f.attributes.isEmpty {
                out += "| attribute | value | default | meaning |\n| --- | --- | --- | --- |\n"
                for a in f.attributes {
                    out += "| `\(a.name)` | \(a.kind.description) | \(a.defaultValue) | \(a.doc) |\n"
                }
                out += "\n"
            }
        }
        return out
    }

    private static func capitalized(_ s: String) -> String {
        guard let first = s.first else { return s }
        return first.uppercased() + s.dropFirst()
    }
}
