import MockupDisplayList
import MockupGeometry
import MockupScene

/// The light system keyboard at the bottom of a pane: an optional QuickType bar, then
/// rows of rounded keys with a one-point shadow on a grey-blue ground (iPhone letters,
/// numbers and symbols planes; the number, phone and decimal pads; the iPad keyboard).
///
/// Figures (sources and choices in docs/METRICS.md, Keyboard): TIK
/// (archagon/tasty-imitation-keyboard `Dimensions.md`,
/// `Keyboard/KeyboardLayout.swift` `layoutConstants` and `globalColors`, a measured iOS 8
/// replica); "unconfirmed" marks what no source gives.
struct KeyboardLayout {
    let ctx: LayoutContext
    let keyboard: Keyboard
    /// y of the keyboard's top edge (the QuickType bar's, when there is one).
    let top: Double
    /// What the app shows behind the keyboard (its pane's background: content stops at
    /// the keyboard's top edge), which the translucent ground and grey keys let through.
    var behind: Color = .white

    enum Figures {
        /// Keyboard heights without QuickType (TIK; oreilly "beginning-ios-5" ✓).
        static let phonePortrait = 216.0
        static let plusPortrait = 226.0
        static let phoneLandscape = 162.0
        static let padPortrait = 264.0
        static let padLandscape = 352.0

        /// QuickType bar heights (iOS 8+). 42 on the iPhone 6 portrait (258 with the bar
        /// against 216); the others are unconfirmed (37 on 320-pt phones, 45 on the 6 Plus,
        /// 32 in iPhone landscape, 49 / 46 on iPad portrait / landscape: the 253, 271, 194,
        /// 313 and 398 pt keyboards reported by developers).
        static func quickType(phone: Bool, landscape: Bool, width: Double, plus: Bool) -> Double {
            if !phone { return landscape ? 46 : 49 }
            if landscape { return 32 }
            if plus { return 45 }
            return width < 350 ? 37 : 42
        }

        /// Ground: TIK Catboard `UIColor(hue: 216°, saturation: 0.05, brightness: 0.86)`.
        static let background = Color(rgb: 0xD0D5DB)
        /// Character keys white, special keys TIK `darkColor` (217°, 9 %, 75 %) = #AEB5BF
        /// (#B1B1B1 is TIK's older grey; the bluish one is the one in
        /// its final globalColors and matches iOS 8 captures by eye).
        static let lightKey = Color.white
        static let darkKey = Color(rgb: 0xAEB5BF)
        /// Key shadow, one point below the key: TIK `lightShadowColor` (220°, 4 %, 56 %).
        static let shadow = Color(rgb: 0x898B8F)
        static let shadowOffset = 1.0
        /// Blue return key: TIK `blueColor` (211°, 100 %, 100 %) = the system blue, its
        /// shadow `blueShadowColor` (216°, 5 %, 43 %).
        static let blueKey = Color(rgb: 0x007AFF)
        static let blueShadow = Color(rgb: 0x686B6E)
        /// Translucency (iOS 7–9 keyboards are frosted: the app's background, blurred,
        /// shows through). The share of it a material lets through, the figures above
        /// being what it shows over white: the ground and the key shadows 3 % (e11, iOS
        /// 7.1 over a #232332 navy app: ground #C9CED5 against #D0D5DB, 7/220 darker), the
        /// grey keys 7 % (e11: shift and 123 #9CA5B2 against #AEB5BF, 16/220 darker);
        /// white keys opaque (e11 #FFFFFF). Measured on iOS 7; iOS 8–9 unconfirmed (e15,
        /// iOS 9 over light apps, shows the stock greys, as this gives over white).
        static let groundShowThrough = 0.03
        static let darkKeyShowThrough = 0.07
        /// The iPhone pads' ground (the two bottom corners and the gaps between cells):
        /// iOS 7 a neutral grey (e13, iOS 7.0 over a #EBBA97 orange app: gaps #C1C0BF,
        /// corner cell #C1BCB9, both within 5 of #C1C1C1 at the ground's 3 %); iOS 8–9 the
        /// letters' ground (no capture).
        static func padGround(_ ios: IOSVersion) -> Color { ios == .ios7 ? Color(rgb: 0xC1C1C1) : background }
        /// QuickType dividers between the three suggestions (unconfirmed, by eye).
        static let suggestionDivider = Color(rgb: 0xA4A9B0)

        /// Key caps (TIK): letters 22, the space, return and mode keys 16; iPad 24 / 18
        /// (unconfirmed).
        static let letterSize = 22.0
        static let wordSize = 16.0
        /// iPhone pads (e13, iOS 7.0, 54-pt rows): digits 28 light (cap 40 px @2x) on a
        /// baseline 28.5 below the cell's top, their letters 11 regular (cap 16 px) on one
        /// 44 below it; the 0, alone, lower (baseline 36); the middle column 110.5 wide
        /// (lines at 209 and 430 px of 640; other widths in proportion, unconfirmed);
        /// landscape rows scale the caps and their places.
        static let padRowHeight = 54.0
        static let padDigitSize = 28.0
        static let padLetterSize = 11.0
        static let padDigitBaseline = 28.5
        static let padLetterBaseline = 44.0
        static let padZeroBaseline = 36.0
        static let padMiddleColumn = 110.5
        static let padMeasuredWidth = 320.0
        static let padLetterSizeIPad = 24.0
        static let padWordSizeIPad = 18.0
        static let suggestionSize = 16.0
        /// Key pop-up (TIK): from the key's bottom to its top 102 on 320-pt-wide phones,
        /// 108 on the others (popupTotalHeight); 26 wider than the key
        /// (popupWidthIncrement); an 8.5-pt connector down to the key (Dimensions.md);
        /// corner radius 9 (TIK). Its letter: TIK measures a 32-pt-high "C" on the
        /// iPhone 4, ≈ 44 pt type (derived). Border TIK `borderColor` (214°, 4 %, 65 %).
        static func popupHeight(portraitWidth: Double) -> Double { portraitWidth < 350 ? 102 : 108 }
        static let popupWidthIncrement = 26.0
        static let popupConnector = 8.5
        static let popupRadius = 9.0
        static let popupLetterSize = 44.0
        static let popupBorder = Color(rgb: 0x9FA2A6)
        /// iOS 9 iPad shortcut buttons: 44-pt pitch, 12 from the edge (unconfirmed); their
        /// glyphs 1.2 × the key glyphs (undo 37 px @2x high on e15) centred 3 pt below the
        /// bar's middle (26 pt below the keyboard's top on e15).
        static let shortcutPitch = 44.0
        static let shortcutInset = 12.0
        static let shortcutScale = 1.2
        static let shortcutDrop = 3.0

        /// iOS 9 iPad landscape (e15, iPad Retina, 1024 pt): keys 74 high (148 px), corner
        /// radius 7 (14.5 px fit), letters 29 pt (cap 41 px: San Francisco's 0.705 cap
        /// height); letter keys 79, 78 and 76.5 wide in rows 1–3 (row 1 at 14 px pitch
        /// 186, row 2 from 90 px at 184, row 3 at 181), row 2 indented 38 from the 7-pt
        /// side, the left shift 77; bottom row ?123 76, emoji (or globe, dictation) 77,
        /// the right ?123 104 (under the ? key), hide-keyboard 77; gaps 14.
        enum IPadLandscape9 {
            /// The keyboard width these figures were measured at (the 1024 pt iPads).
            static let width = 1024.0
            static let keyHeight = 74.0
            static let radius = 7.0
            static let letterSize = 29.0
            static let letterWidths = [79.0, 78.0, 76.5]
            static let row2Indent = 38.0
            static let leftShift = 77.0
            static let modeKey = 76.0
            static let bottomKey = 77.0
            static let rightModeKey = 104.0
        }
    }

    // MARK: Heights

    /// The keyboard's height in this pane: the device's keys plus the QuickType bar.
    static func height(_ keyboard: Keyboard, ctx: LayoutContext) -> Double {
        keysHeight(ctx) + quickTypeHeight(keyboard, ctx: ctx)
    }

    static func keysHeight(_ ctx: LayoutContext) -> Double {
        let landscape = ctx.screen.orientation == .landscape
        if !ctx.isPhone { return landscape ? Figures.padLandscape : Figures.padPortrait }
        if landscape { return Figures.phoneLandscape }
        return ctx.screen.device.isPlus ? Figures.plusPortrait : Figures.phonePortrait
    }

    static func quickTypeHeight(_ keyboard: Keyboard, ctx: LayoutContext) -> Double {
        guard keyboard.suggestions != nil, ctx.ios >= .ios8, !(ctx.isPhone && keyboard.kind.isPad) else { return 0 }
        return Figures.quickType(
            phone: ctx.isPhone, landscape: ctx.screen.orientation == .landscape, width: ctx.size.width,
            plus: ctx.screen.device.isPlus)
    }

    // MARK: Keys

    /// One key: where, its colours and what is on it.
    struct Key {
        enum Style { case light, dark, blue, shiftOn }
        enum Cap {
            case text(String, Double)
            case shift, delete, globe, mic, hide
            case undo, redo, emoji, cut, copy, paste
            case cursor(back: Bool)
            case pad(String, String)
            case none
        }
        var rect: Rect
        var style: Style
        var cap: Cap
    }

    func items() -> [DisplayItem] {
        let width = ctx.size.width
        let height = Self.height(keyboard, ctx: ctx)
        let ground = ctx.isPhone && keyboard.kind.isPad ? padGround : seen(Figures.background, Figures.groundShowThrough)
        var out: [DisplayItem] = [.rect(Rect(x: 0, y: top, width: width, height: height), ground)]
        let bar = Self.quickTypeHeight(keyboard, ctx: ctx)
        if bar > 0 { out += quickType(Rect(x: 0, y: top, width: width, height: bar)) }
        let area = Rect(x: 0, y: top + bar, width: width, height: height - bar)
        var popup: [DisplayItem] = []
        if ctx.isPhone && keyboard.kind.isPad {
            out += padItems(area)
        } else {
            var grid = ctx.isPhone ? phoneKeys(area) : iPadKeys(area)
            if let pressed = keyboard.pressed,
                let i = grid.keys.firstIndex(where: { if case .text(let s, _) = $0.cap { s.uppercased() == pressed.uppercased() } else { false } })
            {
                if ctx.isPhone {
                    popup = self.popup(grid.keys[i], radius: grid.radius, area: area)
                } else {
                    // iPads show no pop-up: the pressed key turns grey.
                    grid.keys[i].style = .dark
                }
            }
            out += grid.keys.flatMap { draw($0, radius: grid.radius) }
        }
        // The pop-up of a top-row key reaches above the keyboard, over the content.
        return out + popup
    }

    // MARK: QuickType

    private func quickType(_ bar: Rect) -> [DisplayItem] {
        let words = keyboard.suggestions ?? []
        var out: [DisplayItem] = []
        var r = bar
        if !ctx.isPhone && ctx.ios >= .ios9 {
            // iOS 9's iPad shortcut bar: undo, redo and paste at the left end of the
            // QuickType bar (the right end holds app-specific buttons: left empty). Button
            // pitch and the suggestions' narrower band are by eye (unconfirmed).
            let pitch = Figures.shortcutPitch
            let caps: [Key.Cap] = [.undo, .redo, .paste]
            for (i, cap) in caps.enumerated() {
                let c = Point(x: bar.minX + Figures.shortcutInset + pitch * (Double(i) + 0.5), y: bar.midY + Figures.shortcutDrop)
                let k = Figures.shortcutScale
                switch cap {
                case .undo: out += KeyGlyphs.undo(center: c, scale: k, color: .black)
                case .redo: out += KeyGlyphs.undo(center: c, scale: k, color: .black, mirrored: true)
                default: out += KeyGlyphs.paste(center: c, scale: k, color: .black)
                }
            }
            let side = Figures.shortcutInset + pitch * 3 + Figures.shortcutInset
            r = Rect(x: bar.minX + side, y: bar.minY, width: max(0, bar.width - 2 * side), height: bar.height)
        }
        let cell = r.width / 3
        for i in 1..<3 {
            let x = r.minX + cell * Double(i)
            out.append(.hairline(Hairline(
                axis: .vertical, position: x, from: r.minY + r.height * 0.22, to: r.maxY - r.height * 0.22, side: .after,
                color: Figures.suggestionDivider)))
        }
        let font = FontSpec.system(Figures.suggestionSize)
        for (i, word) in words.prefix(3).enumerated() {
            let w = ctx.width(word, font)
            let maxW = cell - 16
            let x = r.minX + cell * Double(i) + max(8, (cell - w) / 2)
            out.append(.text(ctx.text(word, font: font, color: .black, x: x, midY: r.midY, maxWidth: maxW)))
        }
        return out
    }

    // MARK: Key pop-up

    /// The magnified key above a pressed key (iPhone): a rounded box over the key, joined
    /// to it by curved sides, white with the key's shadow and a thin border, the
    /// character large in the box.
    private func popup(_ key: Key, radius r: Double, area: Rect) -> [DisplayItem] {
        guard case .text(let s, _) = key.cap else { return [] }
        let k = key.rect
        let total = Figures.popupHeight(portraitWidth: ctx.screen.device.size(.portrait).width)
        let boxW = k.width + Figures.popupWidthIncrement
        let boxH = max(k.height, total - k.height - Figures.popupConnector)
        // Centred over the key; at the keyboard's ends it lines up with the key's outer
        // side and widens inwards instead (as iOS draws the Q and P pop-ups).
        var boxX = k.midX - boxW / 2
        if boxX < area.minX { boxX = k.minX } else if boxX + boxW > area.maxX { boxX = k.maxX - boxW }
        let box = Rect(x: boxX, y: k.maxY - total, width: boxW, height: boxH)
        let br = Figures.popupRadius
        let c = Figures.popupConnector
        var p = Path()
        p.move(to: Point(x: box.minX + br, y: box.minY))
        p.line(to: Point(x: box.maxX - br, y: box.minY))
        p.curve(to: Point(x: box.maxX, y: box.minY + br), control1: Point(x: box.maxX - br * 0.45, y: box.minY), control2: Point(x: box.maxX, y: box.minY + br * 0.45))
        p.line(to: Point(x: box.maxX, y: box.maxY))
        p.curve(to: Point(x: k.maxX, y: box.maxY + c), control1: Point(x: box.maxX, y: box.maxY + c * 0.6), control2: Point(x: k.maxX, y: box.maxY + c * 0.4))
        p.line(to: Point(x: k.maxX, y: k.maxY - r))
        p.curve(to: Point(x: k.maxX - r, y: k.maxY), control1: Point(x: k.maxX, y: k.maxY - r * 0.45), control2: Point(x: k.maxX - r * 0.45, y: k.maxY))
        p.line(to: Point(x: k.minX + r, y: k.maxY))
        p.curve(to: Point(x: k.minX, y: k.maxY - r), control1: Point(x: k.minX + r * 0.45, y: k.maxY), control2: Point(x: k.minX, y: k.maxY - r * 0.45))
        p.line(to: Point(x: k.minX, y: box.maxY + c))
        p.curve(to: Point(x: box.minX, y: box.maxY), control1: Point(x: k.minX, y: box.maxY + c * 0.4), control2: Point(x: box.minX, y: box.maxY + c * 0.6))
        p.line(to: Point(x: box.minX, y: box.minY + br))
        p.curve(to: Point(x: box.minX + br, y: box.minY), control1: Point(x: box.minX, y: box.minY + br * 0.45), control2: Point(x: box.minX + br * 0.45, y: box.minY))
        p.close()
        let font = FontSpec.system(Figures.popupLetterSize)
        let w = ctx.width(s, font)
        return [
            .fill(p.applying(.translation(0, Figures.shadowOffset)), seen(Figures.shadow, Figures.groundShowThrough)),
            .fill(p, Figures.lightKey),
            .stroke(p, Figures.popupBorder, StrokeStyle(width: 0.5)),
            .text(ctx.text(s, font: font, color: .black, x: box.midX - w / 2, midY: box.midY)),
        ]
    }

    // MARK: Material

    /// `stock` (a material's colour over white) as it shows over `behind` when `share` of
    /// the background comes through: the frosted material's tint over the blurred app
    /// (a solid colour under the keyboard, so its blur is itself).
    func seen(_ stock: Color, _ share: Double) -> Color {
        // A translucent background shows over white first (the window's).
        let a = Double(behind.alpha) / 255
        func channel(_ s: UInt8, _ b: UInt8) -> UInt8 {
            let back = a * Double(b) + (1 - a) * 255
            return UInt8(max(0, min(255, (Double(s) - share * (255 - back)).rounded())))
        }
        return Color(
            red: channel(stock.red, behind.red), green: channel(stock.green, behind.green),
            blue: channel(stock.blue, behind.blue), alpha: stock.alpha)
    }

    /// The pads' ground as it shows over the app.
    var padGround: Color { seen(Figures.padGround(ctx.ios), Figures.groundShowThrough) }
}
