import MockupGeometry
import MockupSyntax

/// A resolved view of a screen's content tree: a stack, a table, a control…
///
/// Each element family's model conforms; MockupLayout gives every conforming type a
/// size and its drawing (`ViewLayout`). Models are values: equal when their fields are.
public protocol ContentView: Sendable, Hashable {
    /// Child views, for containers (empty for leaves).
    var subviews: [ViewNode] { get }
}

extension ContentView {
    /// Leaves have no children.
    public var subviews: [ViewNode] { [] }
}

/// One node of the content tree: a family's model, where it is placed, and where it was
/// written (for layout warnings such as an over-full stack).
public struct ViewNode: Sendable, Hashable {
    /// The family the view belongs to, whatever alias was written (`slider`, `stack`…).
    public var family: ElementKind
    public var view: any ContentView
    public var placement: Placement
    /// The element name's range in the source.
    public var range: SourceRange
    /// A number unique among the nodes of one resolved screen (layout caches sizes by
    /// it); nil for nodes built by hand, which are then not cached.
    public var id: Int?

    /// Creates a node.
    public init(
        family: ElementKind, view: any ContentView, placement: Placement = Placement(), range: SourceRange, id: Int? = nil
    ) {
        self.family = family
        self.view = view
        self.placement = placement
        self.range = range
        self.id = id
    }

    public static func == (a: ViewNode, b: ViewNode) -> Bool {
        a.family == b.family && a.placement == b.placement && a.range == b.range
            && AnyHashable(a.view) == AnyHashable(b.view)
    }

    public func hash(into h: inout Hasher) {
        h.combine(family)
        h.combine(AnyHashable(view))
        h.combine(placement)
    }

    /// This node and every node below it, depth first.
    public var allNodes: [ViewNode] { [self] + view.subviews.flatMap(\.allNodes) }
}

/// Where a view goes, when written: `x:`/`y:` take it out of its stack's flow and put
/// it at that position; `width:`/`height:` override its own size; `background:` fills
/// its frame.
public struct Placement: Sendable, Hashable {
    /// What `x` and `y` are measured from.
    public enum Origin: String, Sendable, Hashable, CaseIterable {
        /// The containing view (for a top-level view: the content area under the bars).
        case container
        /// The screen's top-left corner, bars included.
        case screen
    }

    public var x: Double?
    public var y: Double?
    public var width: Double?
    public var height: Double?
    public var origin: Origin
    /// A fill behind the view, in its frame (UIView's `backgroundColor`).
    public var background: Color?
    /// The name popovers and edit menus point at (`id:`), unique in the screen.
    public var anchor: String?
    /// The language of the view's text (`lang:`), when it differs from the screen's.
    public var language: Language?
    /// A direction forced on the view and its content (`layout-direction:`), UIKit 9's
    /// `semanticContentAttribute`: a phone keypad or media controls stay left to right
    /// on a mirrored screen. Nil: the screen's.
    public var layoutDirection: LayoutDirection?

    /// Creates a placement (default: in the flow, at the view's own size).
    public init(
        x: Double? = nil, y: Double? = nil, width: Double? = nil, height: Double? = nil, origin: Origin = .container,
        background: Color? = nil, anchor: String? = nil, language: Language? = nil,
        layoutDirection: LayoutDirection? = nil
    ) {
        self.layoutDirection = layoutDirection
        self.anchor = anchor
        self.language = language
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.origin = origin
        self.background = background
    }

    /// Whether the view is placed at a position rather than in its stack's flow.
    public var isFixed: Bool { x != nil || y != nil }
}
