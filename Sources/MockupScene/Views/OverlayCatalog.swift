/// Every temporary-view family (alert, action sheet, popover…): written at the screen's
/// top level after what they cover, drawn over everything in file order. Declared like
/// content families (`ElementFamily`), listed here one line each.
public enum OverlayCatalog {
    /// The overlay families, in the order the docs list them.
    public static let families: [ElementFamily] = [
        Modal.family,
        Popover.family,
        EditMenu.family,
        Alert.family,
        ActionSheet.family,
        ShareSheet.family,
    ]

    private static let byName = ElementFamily.index(families)

    /// The overlay family called `name` (or by one of its aliases).
    public static func family(named name: String) -> ElementFamily? { byName[name] }

    /// Whether `kind` is a temporary view's.
    public static func contains(_ kind: ElementKind) -> Bool { families.contains { $0.kind == kind } }

    /// Names offered in "did you mean" notes.
    public static var names: [String] { families.map(\.name) }
}
