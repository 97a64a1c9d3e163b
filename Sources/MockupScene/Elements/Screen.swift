import MockupGeometry
import MockupSyntax

/// iOS 7–9 have one appearance; the attribute exists so files can say so explicitly.
public enum Appearance: String, Sendable, Hashable, CaseIterable {
    case light
}

/// A resolved screen: device, orientation, theme and its elements in file order.
public struct Screen: Sendable, Hashable {
    public var device: Device
    public var orientation: Orientation
    /// Render scale (the device's native one unless overridden).
    public var scale: Double
    public var appearance: Appearance
    /// Tint for interactive elements (`#007AFF` by default).
    public var tint: Color
    /// Background behind everything; `nil` means white, or the grouped grey when the
    /// screen's table is grouped.
    public var background: Color?
    public var elements: [Element]
    /// The iOS release the screen is drawn as (`IOSVersion.default` unless written).
    public var ios: IOSVersion
    /// The language of the screen's text (`lang:`): Han forms and the natural direction.
    public var language: Language = .default
    /// The direction written (`direction:`), else the language's.
    public var writtenDirection: LayoutDirection? = nil
    /// The device frame drawn around the screen (`frame:`), nil: none.
    public var frame: FrameStyle? = nil

    /// The direction the screen is laid out in: right to left only on iOS 9 (iOS 7 and 8
    /// never mirrored a layout), when written or implied by the language.
    public var direction: LayoutDirection {
        guard ios >= .ios9 else { return .ltr }
        return writtenDirection ?? (language.isRightToLeft ? .rtl : .ltr)
    }

    /// Creates a screen.
    public init(
        device: Device, orientation: Orientation = .portrait, scale: Double? = nil,
        appearance: Appearance = .light, tint: Color = Palette.blue, background: Color? = nil,
        elements: [Element] = [], ios: IOSVersion = .default
    ) {
        self.ios = ios
        self.device = device
        self.orientation = orientation
        self.scale = scale ?? device.scale
        self.appearance = appearance
        self.tint = tint
        self.background = background
        self.elements = elements
    }

    /// Screen size in points for the orientation.
    public var size: Size { canvas ?? device.size(orientation) }
    /// A canvas of its own size (`screen width: height:`) instead of the device's
    /// screen; it shows no status bar unless one is written.
    public var canvas: Size?
}

/// One element placed on the screen: a bar (placed by kind) or a top-level view of the
/// content tree (stacked in file order in the content area).
public enum Element: Sendable, Hashable {
    case statusBar(StatusBar)
    case navigationBar(NavigationBar)
    case tabBar(TabBar)
    case toolbar(Toolbar)
    case searchBar(SearchBar)
    case content(ViewNode)
    /// A split view (iPad): its columns hold the content and their own bars; bars at
    /// the screen's level span both columns.
    case splitView(SplitView)
    /// A temporary view (alert, action sheet, popover…) drawn over everything, in file order.
    case overlay(ViewNode)
    /// The system keyboard: placed at the bottom like a bar, the content and a bottom
    /// toolbar above it, the tab bar hidden behind it.
    case keyboard(Keyboard)

    /// A table as a top-level view (written where tests build screens by hand).
    public static func table(_ table: Table) -> Element {
        .content(ViewNode(family: Table.family.kind, view: table, range: SourceRange(start: SourceLocation(file: "", line: 0, column: 0), length: 1)))
    }
}

extension Screen {
    /// The top-level views of the content area, in file order.
    public var content: [ViewNode] {
        elements.compactMap { if case .content(let v) = $0 { return v } else { return nil } }
    }

    /// Whether `bar` is drawn on this screen: as written (`hidden`/`visible`), else
    /// everywhere but iPhone landscape, where iOS 8+ hides it; a canvas has none unless
    /// its status bar is written.
    public func shows(_ bar: StatusBar) -> Bool {
        if canvas != nil && statusBar == nil { return false }
        return !(bar.hidden ?? (orientation == .landscape && device.idiom == .phone))
    }

    /// Whether the screen's status bar is drawn.
    public var showsStatusBar: Bool { shows(statusBar ?? StatusBar()) }

    /// The screen's status bar line, if written (its defaults apply otherwise).
    public var statusBar: StatusBar? {
        elements.lazy.compactMap { if case .statusBar(let s) = $0 { return s } else { return nil } }.first
    }

    /// The screen's top-level table, if it has one.
    public var table: Table? {
        content.lazy.compactMap { $0.view as? Table }.first
    }
}
