import MockupSyntax

/// `status-bar [default|light|hidden] time: carrier: signal: (0…5 or none) wifi: battery: charging: …`
/// (without a style, the layout picks light content over a dark navigation bar).
enum StatusBarResolver {
    static let attributes = [
        "style", "hidden", "time", "carrier", "signal", "wifi", "battery", "charging",
        "battery-percentage", "network-activity", "bluetooth", "location", "alarm", "airplane",
        "rotation-lock", "dnd", "do-not-disturb",
    ]
    static let flags = ["default", "light", "hidden", "visible"]

    static func resolve(_ node: Node, _ ctx: ElementContext) -> StatusBar {
        let r = AttributeReader(node, allowed: attributes, sink: ctx.sink)
        let p = Positionals(node, flags: flags, maxTexts: 0, sink: ctx.sink)
        _ = ctx.children(of: node, allowed: [])
        var bar = StatusBar()
        if p.has("default") { bar.style = .default }
        if p.has("light") { bar.style = .light }
        if p.has("hidden") { bar.hidden = true }
        if p.has("visible") { bar.hidden = false }
        if let s = r.choice("style", StatusBar.Style.self) { bar.style = s }
        if let h = r.bool("hidden") { bar.hidden = h }
        if let t = r.text("time") { bar.time = t }
        if let c = r.text("carrier") { bar.carrier = c }
        switch r.numberOrWord("signal", in: 0...5, words: ["none"]) {
        case .number(let s): bar.signal = Int(s)
        case .word: bar.signal = nil
        case nil: break
        }
        if let w = r.number("wifi", in: 0...3) { bar.wifi = Int(w) }
        if let b = r.percent("battery") { bar.battery = b }
        if let c = r.bool("charging") { bar.charging = c }
        if let b = r.bool("battery-percentage") { bar.batteryPercentage = b }
        if let n = r.bool("network-activity") { bar.networkActivity = n }
        if let v = node.attribute("bluetooth")?.value {
            if case .identifier(let w) = v.kind, let state = StatusBar.Bluetooth(rawValue: w.lowercased()) {
                bar.bluetooth = state
            } else if let on = r.bool("bluetooth") {
                bar.bluetooth = on ? .on : nil
            }
        }
        if let l = r.bool("location") { bar.location = l }
        if let a = r.bool("alarm") { bar.alarm = a }
        if let a = r.bool("airplane") { bar.airplane = a }
        if let l = r.bool("rotation-lock") { bar.rotationLock = l }
        // `dnd` and its long form are one setting: written twice, the second is redundant.
        if let d = r.bool("dnd") { bar.doNotDisturb = d }
        if let v = node.attribute("do-not-disturb")?.value {
            if node.attribute("dnd") != nil {
                ctx.sink.error("'dnd' and 'do-not-disturb' are the same setting", at: v.range, notes: ["write one of them"])
            } else if let d = r.bool("do-not-disturb") {
                bar.doNotDisturb = d
            }
        }
        return bar
    }
}

extension StatusBar {
    /// The `status-bar` family (`BarCatalog`).
    public static let family = BarFamily(name: "status-bar", attributes: StatusBarResolver.attributes, inPane: false) { node, ctx in
        .statusBar(BarFamily.marked(StatusBarResolver.resolve(node, ctx), node))
    }
    /// What a `status-bar` is, for lint and layout.
    public static var kind: ElementKind { family.kind }
}
