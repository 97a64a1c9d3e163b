import MockupScene
/// The kinds the rules match, from the families' declarations: a rule names what it
/// looks at by kind, so `alert-view` is checked as `alert` is.
extension ElementKind {
    static let navigationBar = NavigationBar.kind
    static let toolbar = Toolbar.kind
    static let tabBar = TabBar.kind
    static let searchBar = SearchBar.kind
    static let statusBar = StatusBar.kind
    static let keyboard = Keyboard.kind
    static let splitView = SplitView.kind

    static let backButton = NavigationBar.kind.child("back")
    static let navigationBarButton = NavigationBar.kind.child("button")
    static let navigationBarSegmented = NavigationBar.kind.child("segmented")
    static let toolbarButton = Toolbar.kind.child("button")
    static let toolbarSegmented = Toolbar.kind.child("segmented")
    static let tabBarItem = TabBar.kind.child("item")
    /// A button in a navigation bar or a toolbar.
    static let barButtons: [ElementKind] = [.navigationBarButton, .toolbarButton]

    static let table = Table.family.kind
    static let tableCell = Table.family.kind.child("cell")
    static let tableCells = Table.family.kind.child("cells")
    static let collection = CollectionView.family.kind
    static let collectionItem = CollectionView.family.kind.child("item")
    static let collectionItems = CollectionView.family.kind.child("items")
    static let mapPin = MapView.family.kind.child("pin")
    static let pickerWheel = Picker.family.kind.child("wheel")
    static let scrollView = ScrollView.family.kind
    static let textView = TextView.family.kind
    static let webView = WebView.family.kind
    static let pageControl = PageControl.family.kind
    static let segmented = Segmented.family.kind
    static let stepper = Stepper.family.kind
    static let label = Label.family.kind
    static let textField = TextField.family.kind
    static let button = Button.family.kind
    /// The system buttons (info, contact add, detail disclosure).
    static let systemButtons: [ElementKind] = [SystemButton.infoFamily.kind, SystemButton.contactAddFamily.kind, SystemButton.detailFamily.kind]

    /// Every button: content, system, bar, alert and action sheet buttons.
    static let anyButton: [ElementKind] = barButtons + systemButtons + [.button, .alertButton, .actionSheetButton]
    /// Segmented controls in content and in bars.
    static let anySegmented: [ElementKind] = [.segmented, .navigationBarSegmented, .toolbarSegmented]

    static let popover = Popover.family.kind
    static let modal = Modal.family.kind
    static let alert = Alert.family.kind
    static let alertButton = Alert.family.kind.child("button")
    static let alertTextField = Alert.family.kind.child("text-field")
    static let actionSheet = ActionSheet.family.kind
    static let actionSheetButton = ActionSheet.family.kind.child("button")
}
