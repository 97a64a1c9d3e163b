import MockupGeometry
import MockupSyntax

/// Bars and content that fill a rectangle of their own: a split view's column or a
/// container's child (each a view controller with its own navigation bar, toolbar and
/// content in UIKit). Laid out like a screen, without the status bar.
public struct Pane: Sendable, Hashable {
    /// Bars (placed by kind) and top-level views, in file order; never a status bar.
    public var elements: [Element]
    /// The pane's background; nil: white, or the grouped grey under grouped content.
    public var background: Color?
    /// Where the pane is written.
    public var range: SourceRange

    /// Creates a pane.
    public init(elements: [Element] = [], background: Color? = nil, range: SourceRange) {
        self.elements = elements
        self.background = background
        self.range = range
    }

    /// The pane's top-level views, in file order.
    public var content: [ViewNode] {
        elements.compactMap { if case .content(let v) = $0 { return v } else { return nil } }
    }

    /// The pane's navigation bar, if it has one.
    public var navigationBar: NavigationBar? {
        elements.lazy.compactMap { if case .navigationBar(let n) = $0 { return n } else { return nil } }.first
    }
}
