/// Every content element family, one line each: the only list to extend when a family
/// is added (its model, resolver and layout live in its own files).
public enum ElementCatalog {
    /// The content families, in the order the docs list them.
    public static let families: [ElementFamily] = [
        Stack.family,
        Spacer.family,
        Separator.family,
        FormGroup.family,
        Table.family,
        CollectionView.family,
        MapView.family,
        Label.family,
        Button.family,
        SystemButton.infoFamily,
        SystemButton.contactAddFamily,
        SystemButton.detailFamily,
        Segmented.family,
        Stepper.family,
        Switch.family,
        Slider.family,
        ProgressView.family,
        ActivityIndicator.family,
        PageControl.family,
        TextField.family,
        Picker.family,
        DatePicker.family,
        Container.family,
        ImageView.family,
        ScrollView.family,
        PageView.family,
        TextView.family, WebView.family,
    ]

    private static let byName = ElementFamily.index(families)

    /// The family called `name` (or by one of its aliases).
    public static func family(named name: String) -> ElementFamily? { byName[name] }

    /// Names offered in "did you mean" notes (aliases are accepted but not suggested).
    public static var viewNames: [String] { families.map(\.name) }

    /// Every name a content view may be written with: the families' and their aliases.
    public static let allNames: [String] = families.flatMap { [$0.name] + $0.aliases }
}
