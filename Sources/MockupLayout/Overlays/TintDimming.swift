import MockupGeometry
import MockupScene

/// What a modal overlay does to the views behind it besides the dimming layer: iOS 7–9
/// set `tintAdjustmentMode = .dimmed` on them, so every tinted control and bar item
/// behind an alert, or behind an iPhone action sheet or share sheet, turns grey. A
/// popover (an iPad action sheet or share sheet, a `popover`) leaves the tint alone:
/// e10's "Choose School" stays blue beside its popover.
enum TintDimming {
    enum Figures {
        /// The dimmed tint, measured under the 40 % black dimming and un-dimmed (÷ 0.6):
        /// iOS 7 #7D7D7D (e01, iOS 7.0: the "Back" item behind the alert, 75/255 dimmed);
        /// iOS 8–9 #707070 (e04 and e05, iOS 8.2: the "Display Alert" and "Display Action
        /// Sheet" buttons behind, 67/255 dimmed; no iOS 9 capture).
        static func grey(_ ios: IOSVersion) -> Color { ios == .ios7 ? Color(rgb: 0x7D7D7D) : Color(rgb: 0x707070) }
    }

    /// The dimmed tint for what lies under the screen's overlays, or nil when none of
    /// them is modal.
    static func dimmedTint(_ screen: Screen, ctx: LayoutContext) -> Color? {
        let modal = screen.elements.contains { element in
            guard case .overlay(let node) = element else { return false }
            if node.view is Alert { return true }
            return ctx.isPhone && (node.view is ActionSheet || node.view is ShareSheet)
        }
        return modal ? Figures.grey(ctx.ios) : nil
    }
}
