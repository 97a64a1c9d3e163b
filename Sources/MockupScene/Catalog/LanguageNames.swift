/// The names of the language as the resolver knows them, gathered from its own tables
/// (the catalogues' `ElementFamily` declarations, the bar resolvers' attribute lists,
/// the sub-elements each resolver accepts), for tools that read files without resolving
/// them: the formatter's attribute order and the editor grammar. Nothing here is a
/// second list to maintain: every entry points at the table the resolver reads.
public enum LanguageNames {
    /// The attribute names of `element`, in their declared order, as written under
    /// `parent` (nil at the top level): the order `mockup fmt` writes them in. Nil for
    /// an element the resolver does not know there (its attributes stay as written).
    public static func attributeOrder(of element: String, under parent: String?) -> [String]? {
        let parentFamily = parent.flatMap { ElementCatalog.family(named: $0) ?? OverlayCatalog.family(named: $0) }?.name
        let within = parentFamily ?? parent
        if let own = subElementAttributes(of: element, under: within) { return own }
        switch element {
        case "screen": return FlowResolver.screenOrder
        case "flow": return FlowResolver.flowAttributes + FlowResolver.inherited
        case "arrow": return FlowResolver.arrowAttributes
        case "variant": return VariantResolver.attributes
        case "split-view": return SplitViewResolver.attributes
        case "master", "detail": return ["background"]
        case "include": return []
        default:
            if let bar = BarCatalog.family(named: element) { return bar.attributes }
            if let f = ElementCatalog.family(named: element) { return f.allAttributes.map(\.name) }
            if let f = OverlayCatalog.family(named: element) { return f.attributes.map(\.name) }
            return nil
        }
    }

    /// Whether `word` names an attribute of `element` under any parent: a word written
    /// without its colon (`title "Inbox"`) is then an attribute missing one.
    public static func isAttribute(_ word: String, of element: String) -> Bool {
        let parents: [String?] = [nil] + elements.map { Optional($0) }
        return parents.contains { attributeOrder(of: element, under: $0)?.contains(word) == true }
    }

    /// Attributes of the elements that exist only under a parent (cells, tab bar items,
    /// bar buttons…), by the parent's family name.
    private static func subElementAttributes(of element: String, under parent: String?) -> [String]? {
        switch (parent ?? "", element) {
        case ("navigation-bar", "button"), ("toolbar", "button"): return BarButtonResolver.attributes
        case ("navigation-bar", "back"): return []
        case ("navigation-bar", "segmented"), ("toolbar", "segmented"): return SegmentedResolver.attributes
        case ("navigation-bar", "search-bar"): return SearchBarResolver.navigationBarAttributes
        case ("search-bar", "scope"): return []
        case ("tab-bar", "item"): return TabBarResolver.itemAttributes
        case ("table", "section"): return TableResolver.sectionAttributes
        case ("table", "table-header"), ("table", "table-footer"): return TableResolver.viewAttributes
        case (_, "cell") where parent == "table" || parent == "section": return CellResolver.attributes
        case ("cell", "swipe-action"): return CellResolver.swipeAttributes
        case ("collection", "section"): return CollectionResolver.sectionAttributes
        case ("collection", "item"), ("section", "item"): return CollectionResolver.itemAttributes
        case ("collection", "items"), ("section", "items"): return CollectionResolver.repeatAttributes
        case ("picker", "wheel"): return Picker.wheelAttributes
        case ("container", "child"): return Container.childAttributes
        case ("keyboard", "suggestions"): return []
        case ("map", _): return MapResolver.childAttributes[element]
        default: return nil
        }
    }

    /// Every element name the resolver accepts somewhere (families with their aliases,
    /// bars, sub-elements), sorted.
    public static var elements: [String] {
        var names: Set<String> = ["screen", "variant", "include", "split-view", "master", "detail", "flow", "arrow"]
        names.formUnion(BarCatalog.names)
        for f in ElementCatalog.families + OverlayCatalog.families {
            names.formUnion([f.name] + f.aliases)
            if case .own(let children) = f.children {
                // Entries that are a bare name; the others are docs (`button "Title" [cancel]`,
                // "any content view"), their names listed below.
                names.formUnion(children.filter { !$0.contains(" ") })
            }
        }
        // The children the resolvers accept by literal name (alert and action sheet
        // buttons, alert text fields, share sheet activities, bar buttons…).
        names.formUnion(["back", "button", "segmented", "search-bar", "scope", "item", "swipe-action"])
        names.formUnion(TableResolver.children + ToolbarResolver.children + KeyboardResolver.children)
        names.formUnion(CollectionResolver.children + MapResolver.children + WebView.children)
        names.formUnion(["wheel", "child", "p", "text-field", "activity"])
        return names.sorted()
    }

    /// Every attribute name some element accepts, sorted.
    public static var attributes: [String] {
        var names: Set<String> = []
        for f in ElementCatalog.families + OverlayCatalog.families { names.formUnion(f.allAttributes.map(\.name)) }
        let lists: [[String]] = [
            ScreenResolver.attributes, VariantResolver.attributes, SearchBarResolver.navigationBarAttributes,
            TabBarResolver.itemAttributes, SplitViewResolver.attributes, BarButtonResolver.attributes,
            SegmentedResolver.attributes, CellResolver.attributes, CellResolver.swipeAttributes,
            TableResolver.sectionAttributes, TableResolver.viewAttributes, CollectionResolver.sectionAttributes,
            CollectionResolver.itemAttributes, CollectionResolver.repeatAttributes, Picker.wheelAttributes,
            Container.childAttributes, ["background"], FlowResolver.flowAttributes, FlowResolver.screenAttributes,
            FlowResolver.arrowAttributes,
        ] + BarCatalog.families.map(\.attributes) + MapResolver.childAttributes.values.sorted { $0.joined() < $1.joined() }
        for l in lists { names.formUnion(l) }
        return names.sorted()
    }

    /// Bare words with a fixed meaning: the families' words, the bars' words, the
    /// values of `choice` attributes, on/off and the system colour names, sorted.
    public static var words: [String] {
        var names: Set<String> = ["on", "off", "yes", "no", "true", "false", "none"]
        for f in ElementCatalog.families + OverlayCatalog.families {
            names.formUnion(f.flags)
            for a in f.allAttributes {
                if case .choice(let values) = a.kind { names.formUnion(values) }
            }
        }
        names.formUnion(StatusBarResolver.flags + NavigationBarResolver.flags)
        names.formUnion(CellResolver.stateFlags)
        names.formUnion(Palette.named.map(\.name))
        names.formUnion(Flow.Arrangement.allCases.map(\.rawValue) + FrameFinish.allNames)
        return names.filter { !$0.isEmpty }.sorted()
    }
}
