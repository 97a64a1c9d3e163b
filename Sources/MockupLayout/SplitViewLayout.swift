import MockupDisplayList
import MockupGeometry
import MockupScene

/// A split view's columns under the status bar: the master beside the detail with a
/// divider, the detail alone, or the master over the detail with its shadow.
struct SplitViewLayout {
    enum Figures {
        /// The divider: one opaque device pixel down the whole height, #CCCCCC on iOS 7
        /// (e26, the bars' rows too) and #8E8E93 from iOS 8 (e28, beside the content;
        /// over the bars the capture shows #BBBBBE, not modelled).
        static func divider(_ ios: IOSVersion) -> Color { ios == .ios7 ? Color(rgb: 0xCCCCCC) : Color(rgb: 0x8E8E93) }
        /// The shadow an overlaid master casts on the detail: 30 % black blurred by 6 pt
        /// (by eye; UIKit's exact shadow is unconfirmed).
        static let overlayShadow = Color(red: 0, green: 0, blue: 0, alpha: 77)
        static let overlayShadowBlur = 6.0
    }

    let ctx: LayoutContext
    let split: SplitView
    let topInset: Double

    /// How the columns show on this screen: iPads follow `display` (the automatic one
    /// hides the master in portrait); iPhones show one pane, except the 6 Plus in
    /// landscape from iOS 8, whose regular width shows both.
    enum Arrangement: Equatable {
        case sideBySide, detailOnly, masterOnly, overlay
    }

    static func arrangement(_ split: SplitView, screen: Screen) -> Arrangement {
        let landscape = screen.orientation == .landscape
        if screen.device.idiom == .phone {
            let regular = screen.device.isPlus && landscape && screen.ios >= .ios8
            if !regular { return .masterOnly }
        }
        switch split.display {
        case .automatic: return landscape ? .sideBySide : .detailOnly
        case .visible: return .sideBySide
        case .hidden: return .detailOnly
        case .overlay: return .overlay
        }
    }

    func layout() -> (items: [DisplayItem], topBackdrop: Color) {
        let size = ctx.size
        let masterWidth = min(split.masterWidth, size.width)
        switch Self.arrangement(split, screen: ctx.screen) {
        case .masterOnly:
            return pane(split.master, frame: Rect(origin: .zero, size: size))
        case .detailOnly:
            return pane(split.detail, frame: Rect(origin: .zero, size: size))
        case .sideBySide:
            let master = pane(split.master, frame: Rect(x: 0, y: 0, width: masterWidth, height: size.height))
            let detail = pane(split.detail, frame: Rect(x: masterWidth, y: 0, width: size.width - masterWidth, height: size.height))
            let divider = DisplayItem.hairline(Hairline(
                axis: .vertical, position: masterWidth, from: 0, to: size.height, side: .after, color: Figures.divider(ctx.ios)))
            return (master.items + detail.items + [divider], master.topBackdrop)
        case .overlay:
            let detail = pane(split.detail, frame: Rect(origin: .zero, size: size))
            let master = pane(split.master, frame: Rect(x: 0, y: 0, width: masterWidth, height: size.height))
            let blur = Figures.overlayShadowBlur
            let shadow = DisplayItem.group(Group(
                clip: Rect(x: masterWidth, y: 0, width: 4 * blur, height: size.height), blur: blur,
                items: [.rect(Rect(x: masterWidth - 4 * blur, y: -4 * blur, width: 4 * blur, height: size.height + 8 * blur),
                              Figures.overlayShadow)]))
            return (detail.items + [shadow] + master.items, master.topBackdrop)
        }
    }

    /// One column laid out at its own size and moved into place, clipped to it.
    private func pane(_ pane: Pane, frame: Rect) -> (items: [DisplayItem], topBackdrop: Color) {
        let laid = PaneLayout(ctx: ctx.pane(frame), elements: pane.elements, topInset: topInset, background: pane.background)
            .layout()
        if frame.minX == 0 && frame.size == ctx.size { return laid }
        return ([.group(Group(clip: frame, transform: .translation(frame.minX, frame.minY), items: laid.items))], laid.topBackdrop)
    }
}
