import MockupGeometry
import MockupSyntax

/// One button of an alert or an action sheet (UIAlertAction / a UIAlertView button).
public struct AlertButton: Sendable, Hashable {
    /// UIAlertActionStyle.
    public enum Style: String, Sendable, Hashable, CaseIterable {
        case normal = "default", cancel, destructive
    }

    public var title: String
    public var style: Style
    /// UIAlertController.preferredAction (iOS 9): drawn semibold.
    public var preferred: Bool
    public var enabled: Bool
    /// Where the button's line was written (version-dependent warnings at layout).
    public var range: SourceRange
    /// Where `preferred` was written.
    public var preferredRange: SourceRange?
}

/// One text field of an alert (UIAlertView's plain-text, secure and login styles;
/// UIAlertController's `addTextField`).
public struct AlertField: Sendable, Hashable {
    public var secure: Bool
    public var placeholder: String?
    public var text: String?
}

/// Reads the `button` and `text-field` lines under an alert or an action sheet.
enum AlertChildren {
    static let buttonWords = ["cancel", "destructive", "preferred", "disabled"]

    /// The buttons (and, when `fields` is true, text fields) written under `node`.
    static func read(_ node: Node, _ ctx: ViewContext, fields allowFields: Bool) -> (buttons: [AlertButton], fields: [AlertField]) {
        var buttons: [AlertButton] = []
        var fields: [AlertField] = []
        var cancel: Node?
        for child in ctx.element.children(of: node, allowed: allowFields ? ["button", "text-field"] : ["button"]) {
            if child.name == "button" {
                _ = AttributeReader(child, allowed: [], sink: ctx.sink)
                ctx.noChildren(child)
                let p = Positionals(child, flags: buttonWords, maxTexts: 1, sink: ctx.sink)
                guard let title = p.texts.first else {
                    ctx.sink.error(
                        "a button needs a title", at: child.nameRange,
                        notes: ["for example: button \"Delete\" destructive"])
                    continue
                }
                var style = AlertButton.Style.normal
                if p.has("cancel") && p.has("destructive") {
                    ctx.sink.error(
                        "a button is either 'cancel' or 'destructive'", at: child.nameRange,
                        notes: ["UIAlertAction has one style; a cancel button is never red"])
                } else if p.has("cancel") {
                    style = .cancel
                } else if p.has("destructive") {
                    style = .destructive
                }
                if style == .cancel, let first = cancel {
                    ctx.sink.error(
                        "a second cancel button", at: child.nameRange,
                        notes: ["UIKit allows one (the first is at line \(first.nameRange.start.line)); remove 'cancel' from one"])
                    style = .normal
                } else if style == .cancel {
                    cancel = child
                }
                let preferredRange = child.arguments.first { v in
                    if case .identifier(let w) = v.kind { return w.lowercased() == "preferred" } else { return false }
                }?.range
                if preferredRange != nil, let other = buttons.first(where: \.preferred) {
                    ctx.sink.error(
                        "a second preferred button", at: preferredRange ?? child.nameRange,
                        notes: ["an alert has one preferredAction ('\(other.title)' is already preferred)"])
                }
                buttons.append(AlertButton(
                    title: title, style: style, preferred: p.has("preferred") && !buttons.contains(where: \.preferred),
                    enabled: !p.has("disabled"), range: child.nameRange, preferredRange: preferredRange))
            } else {
                let r = AttributeReader(child, allowed: ["placeholder", "text"], sink: ctx.sink)
                ctx.noChildren(child)
                let p = Positionals(child, flags: ["plain", "secure"], maxTexts: 0, sink: ctx.sink)
                if fields.count == 2 {
                    ctx.sink.error(
                        "an alert holds at most two text fields", at: child.nameRange,
                        notes: ["UIAlertView's styles have one (plain, secure) or two (login and password)"])
                    continue
                }
                fields.append(AlertField(secure: p.has("secure"), placeholder: r.text("placeholder"), text: r.text("text")))
            }
        }
        return (buttons, fields)
    }
}

/// `alert "Title" message: "…"`: a UIAlertController alert (iOS 8–9) or a UIAlertView
/// (iOS 7): a 270 pt frosted panel centred over the dimmed screen, with buttons side by
/// side (two, when on iOS 8–9 both titles fit their halves) or stacked (one, three or
/// more, or two too wide) and up to two text fields.
public struct Alert: ContentView {
    public var title: String?
    public var message: String?
    public var buttons: [AlertButton]
    public var fields: [AlertField]
    /// A glyph above the title (`tile/` icon name), as the system's Touch ID prompt shows.
    public var icon: String?
    /// The glyph's colour; nil: Touch ID's red.
    public var iconColor: Color?

    /// The family in the catalogue: its name, aliases, attributes and resolver.
    public static let family: ElementFamily = ElementFamily(
        name: "alert", aliases: ["alert-view"],
        summary: "an alert: a 270 pt panel centred over the dimmed screen, with `button` and up to two `text-field` lines",
        texts: 2, textsDoc: "the title, then (optionally) the message",
        attributes: [
            AttributeSpec("message", .text, "the message under the title (13 pt; 14 on iOS 7)"),
            AttributeSpec("icon", .other("tile icon name"), default: "none", "a 30 pt glyph above the title, as the system's Touch ID prompt (`icon: touch-id`) shows"),
            AttributeSpec("icon-color", .color, default: "#FF3B30", "the glyph's colour"),
        ],
        children: .own(["button \"Title\" [cancel | destructive | preferred | disabled]", "text-field [plain | secure] placeholder: text: "]),
        example: "alert \"Delete Photo?\" message: \"It will be deleted from all your devices.\"\n  button \"Cancel\" cancel\n  button \"Delete\" destructive",
        resolve: { node, ctx in
            let r = ctx.attributes(node, family)
            let p = ctx.positionals(node, family)
            let (buttons, fields) = AlertChildren.read(node, ctx, fields: true)
            if buttons.isEmpty {
                ctx.sink.warning(
                    "an alert without buttons", at: node.nameRange,
                    notes: ["the guidelines: an alert has at least one button, so people can dismiss it; add button \"OK\" cancel"])
            }
            let message = r.text("message") ?? (p.texts.count > 1 ? p.texts[1] : nil)
            let title = p.texts.first
            if title == nil && message == nil {
                ctx.sink.warning(
                    "an alert without a title or message", at: node.nameRange,
                    notes: ["write the title in quotes: alert \"Delete Photo?\""])
            }
            var alert = Alert(title: title, message: message, buttons: buttons, fields: fields)
            if let v = r.value("icon") { alert.icon = IconNames.resolve(v, family: "tile", sink: ctx.sink) }
            alert.iconColor = r.color("icon-color")
            if let v = r.value("icon-color"), alert.icon == nil, r.value("icon") == nil {
                ctx.sink.warning("'icon-color' without 'icon' has no effect", at: v.range)
            }
            return alert
        })
}
