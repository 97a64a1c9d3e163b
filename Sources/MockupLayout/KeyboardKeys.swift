import MockupDisplayList
import MockupGeometry
import MockupScene

/// Where the keys go: the iPhone rows (TIK's measured edges, gaps and key sizes per
/// screen width), the iPad rows (in key units, unconfirmed) and the iPhone pads.
extension KeyboardLayout {
    /// The iPhone figures for one screen width (TIK `layoutConstants` and `Dimensions.md`).
    struct PhoneGrid {
        var side: Double, topEdge: Double, rowGap: Double, lastRowGap: Double, keyHeight: Double
        /// Gap between keys in the letter rows, and in the bottom row.
        var gap: Double, bottomGap: Double
        var radius: Double
        /// Bottom-row mode keys (123, globe, dictation) and the return key, without gaps;
        /// shift and delete (nil: from TIK's landscape rule, 0.9231 × room − 9.46).
        var special: Double, returnWidth: Double, shift: Double?

        /// 320, 375 and 414 portrait (iPhone 4/5, 6, 6 Plus) and 480, 568, 667 and 736
        /// landscape, all measured (TIK Dimensions.md); on the 6 and 6 Plus in landscape
        /// the grid fills the middle band only (`band`), side 0.
        static func forWidth(_ w: Double, landscape: Bool, plus: Bool) -> PhoneGrid {
            if !landscape {
                if plus || w >= 400 {
                    return PhoneGrid(side: 4, topEdge: 8, rowGap: 10, lastRowGap: 10, keyHeight: 46, gap: 6, bottomGap: 6,
                                     radius: 6, special: 46, returnWidth: 97, shift: 45)
                }
                if w >= 350 {
                    return PhoneGrid(side: 3, topEdge: 10, rowGap: 11, lastRowGap: 9, keyHeight: 43, gap: 6, bottomGap: 6,
                                     radius: 5, special: 40.5, returnWidth: 87.5, shift: 42)
                }
                return PhoneGrid(side: 3, topEdge: 12, rowGap: 15, lastRowGap: 15, keyHeight: 39, gap: 6, bottomGap: 6,
                                 radius: 4, special: 34, returnWidth: 74, shift: 36)
            }
            if w < 500 {
                return PhoneGrid(side: 3, topEdge: 6, rowGap: 7, lastRowGap: 7, keyHeight: 33, gap: 6, bottomGap: 8,
                                 radius: 4, special: 41, returnWidth: 89, shift: nil)
            }
            if w < 600 {
                return PhoneGrid(side: 3, topEdge: 6, rowGap: 7, lastRowGap: 7, keyHeight: 33, gap: 6, bottomGap: 7,
                                 radius: 4, special: 50, returnWidth: 107, shift: nil)
            }
            // The 6 and 6 Plus (iOS 8): the letter keys in a 522 / 524-pt band in the
            // middle (TIK keyboardShrunkSize), 5-pt gaps, extra key columns either side.
            let wide = w - 6 >= 700
            return PhoneGrid(side: 0, topEdge: 6, rowGap: 7, lastRowGap: 7, keyHeight: 33, gap: 5, bottomGap: wide ? 5 : 7,
                             radius: plus ? 6 : 5, special: wide ? 48 : 46, returnWidth: 99, shift: nil)
        }

        /// The middle band's width on the 6 and 6 Plus in landscape (nil: the whole width).
        static func band(_ w: Double, landscape: Bool) -> Double? {
            guard landscape, w - 6 >= 600 else { return nil }
            return w - 6 >= 700 ? 524 : 522
        }
    }

    /// The keys and their corner radius.
    struct Grid {
        var keys: [Key]
        var radius: Double
    }

    /// Whether letter caps are capitals: always on iOS 7–8; from iOS 9 only with shift
    /// (iOS 9's lower-case key caps, on by default).
    var capitals: Bool { keyboard.shift || ctx.ios < .ios9 }

    private func letters(_ s: String) -> [String] { s.map { capitals ? String($0) : String($0).lowercased() } }

    /// The three character rows of the plane shown.
    private var characterRows: [[String]] {
        let rows = Keyboard.characterRows(keyboard.plane)
        return keyboard.plane == .letters ? rows.map { $0.flatMap { letters($0) } } : rows
    }

    // MARK: iPhone

    func phoneKeys(_ area: Rect) -> Grid {
        let landscape = ctx.screen.orientation == .landscape
        if let band = PhoneGrid.band(area.width, landscape: landscape) {
            return landscapeWithColumns(area, band: band)
        }
        return phoneKeysIn(area, grid: PhoneGrid.forWidth(area.width, landscape: landscape, plus: ctx.screen.device.isPlus))
    }

    /// The letter (or numbers, symbols) rows and the bottom row filling `area` by `g`.
    private func phoneKeysIn(_ area: Rect, grid g: PhoneGrid) -> Grid {
        let pitch = (area.width - 2 * g.side + g.gap) / 10
        let keyW = pitch - g.gap
        let rows = characterRows
        var keys: [Key] = []
        var y = area.minY + g.topEdge
        // Row 1: ten keys edge to edge; row 2: nine keys centred (a letter plane) or ten.
        for row in rows.prefix(2) {
            let start = area.minX + (area.width - (Double(row.count) * pitch - g.gap)) / 2
            for (j, s) in row.enumerated() {
                keys.append(Key(rect: Rect(x: start + Double(j) * pitch, y: y, width: keyW, height: g.keyHeight), style: .light, cap: .text(s, Figures.letterSize)))
            }
            y += g.keyHeight + g.rowGap
        }
        // Row 3: shift (or the #+= / 123 key), the letters under row 2, delete.
        let span = 7 * pitch - g.gap
        let spanStart = area.minX + (area.width - span) / 2
        let room = spanStart - area.minX - g.side
        let shiftW = g.shift ?? max(g.keyHeight, (0.9231 * room - 9.4615).rounded())
        let left = Rect(x: area.minX + g.side, y: y, width: shiftW, height: g.keyHeight)
        switch keyboard.plane {
        case .letters:
            keys.append(Key(rect: left, style: keyboard.shift ? .shiftOn : .dark, cap: .shift))
            for (j, s) in rows[2].enumerated() {
                keys.append(Key(rect: Rect(x: spanStart + Double(j) * pitch, y: y, width: keyW, height: g.keyHeight), style: .light, cap: .text(s, Figures.letterSize)))
            }
        case .numbers, .symbols:
            keys.append(Key(rect: left, style: .dark, cap: .text(keyboard.plane == .numbers ? "#+=" : "123", Figures.wordSize)))
            // Five wider keys across the span of the seven letters.
            let w = (span - 4 * g.gap) / 5
            for (j, s) in rows[2].enumerated() {
                keys.append(Key(rect: Rect(x: spanStart + Double(j) * (w + g.gap), y: y, width: w, height: g.keyHeight), style: .light, cap: .text(s, Figures.letterSize)))
            }
        }
        keys.append(Key(rect: Rect(x: area.maxX - g.side - shiftW, y: y, width: shiftW, height: g.keyHeight), style: .dark, cap: .delete))
        y += g.keyHeight + g.lastRowGap
        keys += phoneBottomRow(y: y, height: g.keyHeight, from: area.minX + g.side, to: area.maxX - g.side, letterWidth: keyW, grid: g)
        return Grid(keys: keys, radius: g.radius)
    }

    /// 123 (ABC), globe, dictation, the space bar and return; the email keyboard puts @ and
    /// . before return (no dictation), the URL keyboard . / .com instead of the space bar.
    private func phoneBottomRow(
        y: Double, height h: Double, from x0: Double, to x1: Double, letterWidth: Double, grid g: PhoneGrid
    ) -> [Key] {
        let mode = keyboard.plane == .letters ? "123" : "ABC"
        var leading: [(Double, Key.Style, Key.Cap)] = [(g.special, .dark, .text(mode, Figures.wordSize)), (g.special, .dark, keyboard.emoji ? .emoji : .globe)]
        var trailing: [(Double, Key.Style, Key.Cap)] = []
        // iOS 7's dictation key is a white letter key (e11: 52 px @2x wide on a 320-pt
        // phone), iOS 8's a grey one the mode keys' width (TIK).
        let ios7 = ctx.ios == .ios7
        let micWidth = ios7 ? letterWidth : g.special
        let micStyle: Key.Style = ios7 ? .light : .dark
        switch keyboard.kind {
        case .email:
            trailing = [(g.special, .light, .text("@", Figures.letterSize)), (g.special, .light, .text(".", Figures.letterSize))]
        case .twitter:
            trailing = [(g.special, .light, .text("@", Figures.letterSize)), (g.special, .light, .text("#", Figures.letterSize))]
        case .webSearch:
            if keyboard.dictation && g.side > 0 { leading.append((micWidth, micStyle, .mic)) }
            trailing = [(g.special, .light, .text(".", Figures.letterSize))]
        case .url:
            break
        default:
            // The 6 and 6 Plus in landscape have the microphone in the side column.
            if keyboard.dictation && g.side > 0 { leading.append((micWidth, micStyle, .mic)) }
        }
        let ret: (Double, Key.Style, Key.Cap) = (
            g.returnWidth, keyboard.returnKey.isBlue ? .blue : .dark, .text(keyboard.returnKey.title, Figures.wordSize))
        trailing.append(ret)
        let fixed = (leading + trailing).reduce(0) { $0 + $1.0 } + Double(leading.count + trailing.count) * g.bottomGap
        let middle = max(0, x1 - x0 - fixed)
        var middleKeys: [(Double, Key.Style, Key.Cap)]
        if keyboard.kind == .url {
            // . and / a quarter each of the space bar's room, .com the rest (unconfirmed).
            let unit = (middle - 2 * g.bottomGap) / 4
            middleKeys = [(unit, .light, .text(".", Figures.letterSize)), (unit, .light, .text("/", Figures.letterSize)),
                          (middle - 2 * unit - 2 * g.bottomGap, .light, .text(".com", Figures.wordSize))]
        } else {
            middleKeys = [(middle, .light, .text("space", Figures.wordSize))]
        }
        var x = x0
        var keys: [Key] = []
        for (w, style, cap) in leading + middleKeys + trailing {
            keys.append(Key(rect: Rect(x: x, y: y, width: w, height: h), style: style, cap: cap))
            x += w + g.bottomGap
        }
        return keys
    }

    /// The 6 and 6 Plus in landscape (iOS 8): the usual keys in the middle band, and
    /// grey key columns at both sides (TIK Dimensions.md): on the 6 one column each side
    /// (64.5 wide: dictation, undo, comma, emoji | cursor back, cursor forward, period,
    /// hide keyboard), on the 6 Plus two (46 each: cut, copy / paste, bold / undo,
    /// dictation / emoji | back, forward / !, ? / ., , / hide keyboard), the bottom
    /// ones 98 wide.
    private func landscapeWithColumns(_ area: Rect, band: Double) -> Grid {
        let plus = band > 523
        let g = PhoneGrid.forWidth(area.width, landscape: true, plus: plus)
        let bandX = area.minX + (area.width - band) / 2
        var grid = phoneKeysIn(Rect(x: bandX, y: area.minY, width: band, height: area.height), grid: g)
        let side = 3.0
        let gap = 5.0
        let columnWidth = bandX - area.minX - side - gap
        let rowY = (0..<4).map { area.minY + g.topEdge + Double($0) * (g.keyHeight + g.rowGap) }
        let left: [[Key.Cap]]
        let right: [[Key.Cap]]
        if plus {
            left = [[.cut, .copy], [.paste, .text("B", Figures.wordSize + 2)], [.undo, .mic], [.emoji]]
            right = [[.cursor(back: true), .cursor(back: false)], [.text("!", Figures.letterSize), .text("?", Figures.letterSize)],
                     [.text(".", Figures.letterSize), .text(",", Figures.letterSize)], [.hide]]
        } else {
            left = [[.mic], [.undo], [.text(",", Figures.letterSize)], [.emoji]]
            right = [[.cursor(back: true)], [.cursor(back: false)], [.text(".", Figures.letterSize)], [.hide]]
        }
        for (columnX, rows) in [(area.minX + side, left), (area.maxX - side - columnWidth, right)] {
            for (r, caps) in rows.enumerated() {
                let w = (columnWidth - Double(caps.count - 1) * gap) / Double(caps.count)
                for (i, cap) in caps.enumerated() {
                    let rect = Rect(x: columnX + Double(i) * (w + gap), y: rowY[r], width: w, height: g.keyHeight)
                    grid.keys.append(Key(rect: rect, style: .dark, cap: cap))
                }
            }
        }
        return grid
    }

    // MARK: iPad

    /// iPad rows in units of one letter pitch, 11.25 units wide (no tab key in iOS 7–9;
    /// delete and return at the right end, shift at both ends, .?123 on both sides of
    /// the space bar and the hide-keyboard key): proportions by eye, unconfirmed.
    func iPadKeys(_ area: Rect) -> Grid {
        let landscape = ctx.screen.orientation == .landscape
        // iOS 9 in landscape on the 1024 pt iPads: the measured rows (e15). The iPad
        // Pro's 1366 pt keyboard keeps the proportional rows (not measured).
        let measured = landscape && ctx.ios >= .ios9 && area.width == Figures.IPadLandscape9.width
        let I = Figures.IPadLandscape9.self
        // Portrait 8 + 4 × 55 + 3 × 10 + 6 = 264; landscape 10 + 4 × 75 + 3 × 12 + 6 = 352
        // (iOS 9: 10 + 4 × 74 + 3 × 12 + 10).
        let side = landscape ? 7.0 : 6.0
        let topEdge = landscape ? 10.0 : 8.0
        let keyH = measured ? I.keyHeight : landscape ? 75.0 : 55.0
        let rowGap = landscape ? 12.0 : 10.0
        let gap = landscape ? 14.0 : 12.0
        let radius = measured ? I.radius : landscape ? 6.0 : 5.0
        let unit = (area.width - 2 * side + gap) / 11.25
        let big = measured ? I.letterSize : Figures.padLetterSizeIPad
        let word = Figures.padWordSizeIPad
        // iPads have no pads: a number, phone or decimal pad is the numbers plane.
        let plane: Keyboard.Plane = keyboard.kind.isPad && keyboard.plane == .letters ? .numbers : keyboard.plane
        let numeric = plane != .letters
        let chars: [[String]] = plane == .letters ? characterRows : []
        let modeTitle = numeric ? "ABC" : ".?123"
        let ret: (Double, Key.Style, Key.Cap) = (1.75, keyboard.returnKey.isBlue ? .blue : .dark, .text(keyboard.returnKey.title, word))
        var rowsUnits: [[(Double, Key.Style, Key.Cap)]] = []
        if plane == .letters {
            rowsUnits.append(chars[0].map { (1, .light, .text($0, big)) } + [(1.25, .dark, .delete)])
            rowsUnits.append([(0.5, .light, .none)] + chars[1].map { (1, .light, .text($0, big)) } + [ret])
            let shift: Key.Style = keyboard.shift ? .shiftOn : .dark
            rowsUnits.append([(1, shift, .shift)] + chars[2].map { (1, .light, .text($0, big)) }
                + [(1, .light, .pad("!", ",")), (1, .light, .pad("?", ".")), (1.25, shift, .shift)])
        } else {
            let row2 = plane == .numbers ? ["-", "/", ":", ";", "(", ")", "$", "&", "@"] : ["_", "\\", "|", "~", "<", ">", "€", "£", "¥"]
            let row1 = plane == .numbers ? ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"] : ["[", "]", "{", "}", "#", "%", "^", "*", "+", "="]
            rowsUnits.append(row1.map { (1, .light, .text($0, big)) } + [(1.25, .dark, .delete)])
            rowsUnits.append([(0.5, .light, .none)] + row2.map { (1, .light, .text($0, big)) } + [ret])
            let other = plane == .numbers ? "#+=" : "123"
            rowsUnits.append([(1, .dark, .text(other, word)), (1.25, .dark, .text(plane == .numbers ? "undo" : "redo", word))]
                + [".", ",", "?", "!", "'", "\""].map { (1.25, Key.Style.light, Key.Cap.text($0, big)) }
                + [(1.5, .dark, .text(other, word))])
        }
        var bottom: [(Double, Key.Style, Key.Cap)] = [(1.25, .dark, .text(modeTitle, word)), (1, .dark, keyboard.emoji ? .emoji : .globe)]
        // Without the dictation key (`no-dictation`) its unit goes to the space bar.
        let mic: [(Double, Key.Style, Key.Cap)] = keyboard.dictation ? [(1, .dark, .mic)] : []
        let spare = keyboard.dictation ? 0.0 : 1.0
        switch keyboard.kind {
        case .email:
            bottom += mic + [(1, .light, .text("@", big)), (3.5 + spare, .light, .none), (1, .light, .text(".", big))]
        case .twitter:
            bottom += mic + [(1, .light, .text("@", big)), (3.5 + spare, .light, .none), (1, .light, .text("#", big))]
        case .webSearch:
            bottom += mic + [(4.5 + spare, .light, .none), (1, .light, .text(".", big))]
        case .url:
            bottom += mic + [(1, .light, .text("/", big)), (3.25 + spare, .light, .none), (1, .light, .text(".", big)),
                             (1.5, .light, .text(".com", word))]
        default:
            bottom += mic + [(5.5 + spare, .light, .none)]
        }
        if keyboard.kind != .url { bottom += [(1.25, .dark, .text(modeTitle, word))] }
        bottom.append((1.25, .dark, .hide))
        rowsUnits.append(bottom)
        let metrics = (side: side, top: topEdge, keyH: keyH, rowGap: rowGap, gap: gap)
        guard measured else {
            return Grid(keys: place(rowsUnits, area: area, side: side, top: topEdge, keyH: keyH, rowGap: rowGap, gap: gap, unit: unit), radius: radius)
        }
        return Grid(keys: placeMeasured9(rowsUnits, letters: plane == .letters, area: area, metrics: metrics), radius: radius)
    }

    /// iOS 9's iPad landscape rows (e15, 1024 pt): each row's keys at that row's measured
    /// width and one key taking the rest (delete, return, the right shift, the space bar);
    /// the bottom row's fixed keys at their measured widths. Planes other than letters
    /// keep their unit widths in rows 1–3 (unconfirmed).
    private func placeMeasured9(
        _ rows: [[(Double, Key.Style, Key.Cap)]], letters: Bool, area: Rect,
        metrics m: (side: Double, top: Double, keyH: Double, rowGap: Double, gap: Double)
    ) -> [Key] {
        let I = Figures.IPadLandscape9.self
        let unit = (area.width - 2 * m.side + m.gap) / 11.25
        var keys: [Key] = []
        for (r, row) in rows.enumerated() {
            let y = area.minY + m.top + Double(r) * (m.keyH + m.rowGap)
            // Widths: measured for the letters plane and the bottom row, else units.
            var widths: [Double?] = row.map { $0.0 * unit - m.gap }
            var start = area.minX + m.side
            var entries = row
            if let first = entries.first, first.0 < 1, case .none = first.2 {
                entries.removeFirst()
                widths.removeFirst()
                start += letters ? I.row2Indent : first.0 * unit
            }
            if r == 3 {
                // Bottom row: the space bar (the wide light key) takes the rest.
                widths = entries.enumerated().map { i, e in
                    if case .none = e.2, e.0 > 2 { return nil }
                    switch e.2 {
                    case .text(let t, _) where e.1 == .dark && i == 0 && t.count > 1: return I.modeKey
                    case .text(let t, _) where e.1 == .dark && t.count > 1: return I.rightModeKey
                    default: return I.bottomKey
                    }
                }
            } else if letters {
                let w = I.letterWidths[r]
                widths = entries.enumerated().map { i, _ in
                    if i == entries.count - 1 { return nil }
                    if r == 2 && i == 0 { return I.leftShift }
                    return w
                }
            }
            let fixed = widths.compactMap { $0 }.reduce(0, +) + Double(entries.count - 1) * m.gap
            let rest = max(0, area.maxX - m.side - start - fixed)
            var x = start
            for (e, w) in zip(entries, widths) {
                let width = w ?? rest
                keys.append(Key(rect: Rect(x: x, y: y, width: width, height: m.keyH), style: e.1, cap: e.2))
                x += width + m.gap
            }
        }
        return keys
    }

    /// Rows of (units, style, cap) placed left to right; a `.none` light key of half a unit
    /// at a row's start is an indent, not a key.
    private func place(
        _ rows: [[(Double, Key.Style, Key.Cap)]], area: Rect, side: Double, top: Double, keyH: Double, rowGap: Double,
        gap: Double, unit: Double
    ) -> [Key] {
        var keys: [Key] = []
        var y = area.minY + top
        for row in rows {
            var x = area.minX + side
            for (i, (units, style, cap)) in row.enumerated() {
                if i == 0, units < 1, case .none = cap {
                    x += units * unit
                    continue
                }
                keys.append(Key(rect: Rect(x: x, y: y, width: units * unit - gap, height: keyH), style: style, cap: cap))
                x += units * unit
            }
            y += keyH + rowGap
        }
        return keys
    }

    // MARK: iPhone pads

    /// The number, phone and decimal pads: a 4 × 3 grid of white keys, the middle column
    /// wider, one-pixel gaps between them showing the keyboard's ground, the two bottom
    /// corners on the ground (e13, iOS 7.0).
    func padItems(_ area: Rect) -> [DisplayItem] {
        let F = Figures.self
        // Column edges: the middle column 110.5 of 320 (in proportion on other widths), the
        // left one the rest halved and brought down to a half point (e13: lines at 209 and
        // 430 px of 640).
        let middle = (area.width * F.padMiddleColumn / F.padMeasuredWidth * 2).rounded() / 2
        let left = (((area.width - middle) / 2) * 2).rounded(.down) / 2
        let edges = [area.minX, area.minX + left, area.minX + left + middle, area.maxX]
        let rowH = area.height / 4
        let letters = ["", "ABC", "DEF", "GHI", "JKL", "MNO", "PQRS", "TUV", "WXYZ"]
        var out: [DisplayItem] = []
        func cell(_ r: Int, _ c: Int) -> Rect {
            Rect(x: edges[c], y: area.minY + Double(r) * rowH, width: edges[c + 1] - edges[c], height: rowH)
        }
        // Landscape rows (40 pt against 54) shrink the caps and their places with them.
        let k = min(1, rowH / F.padRowHeight)
        let digitFont = FontSpec.system((F.padDigitSize * k).rounded(), .light)
        let letterFont = FontSpec.system((F.padLetterSize * k).rounded())
        func centred(_ s: String, _ font: FontSpec, in rect: Rect, baseline: Double) -> DisplayItem {
            let m = ctx.measurer.measure(s, font: font)
            return .text(ctx.run(s, metrics: m, font: font, color: .black, x: rect.midX - m.width / 2, baseline: baseline, maxWidth: nil))
        }
        func digit(_ d: String, _ sub: String?, in rect: Rect) {
            // A pressed cell turns the keyboard's grey.
            out.append(.rect(rect, keyboard.pressed == d ? padGround : F.lightKey))
            if let sub {
                // Rows 1–3: the digit high, its letters (none under the 1) below it.
                out.append(centred(d, digitFont, in: rect, baseline: rect.minY + F.padDigitBaseline * k))
                if !sub.isEmpty { out.append(centred(sub, letterFont, in: rect, baseline: rect.minY + F.padLetterBaseline * k)) }
            } else {
                // The 0 alone in the bottom row, lower: about centred in the cell.
                out.append(centred(d, digitFont, in: rect, baseline: rect.minY + F.padZeroBaseline * k))
            }
        }
        for i in 0..<9 { digit("\(i + 1)", letters[i], in: cell(i / 3, i % 3)) }
        digit("0", keyboard.kind == .phonePad ? "+" : nil, in: cell(3, 1))
        let corner = cell(3, 0)
        switch keyboard.kind {
        case .decimalPad:
            out.append(.text(ctx.text(".", font: digitFont, color: .black, x: corner.midX - ctx.width(".", digitFont) / 2, midY: corner.midY)))
        case .phonePad:
            let f = FontSpec.system(F.wordSize + 2)
            out.append(.text(ctx.text("+ * #", font: f, color: .black, x: corner.midX - ctx.width("+ * #", f) / 2, midY: corner.midY)))
        default: break
        }
        out += KeyGlyphs.delete(center: cell(3, 2).midPoint, scale: 1, color: .black, outline: true, keyColor: padGround)
        // The gaps between the cells: the pixel after each edge, on the ground's colour.
        for x in edges[1...2] {
            out.append(.hairline(Hairline(axis: .vertical, position: x, from: area.minY, to: area.maxY, side: .after, color: padGround)))
        }
        for r in 1..<4 {
            out.append(.hairline(Hairline(axis: .horizontal, position: area.minY + Double(r) * rowH, from: area.minX, to: area.maxX, side: .after, color: padGround)))
        }
        return out
    }

    // MARK: Drawing a key

    /// The shadow one point below, the key, and its cap.
    func draw(_ key: Key, radius: Double) -> [DisplayItem] {
        let fill: Color
        let shadow: Color
        var textColor = Color.black
        let g = Figures.groundShowThrough
        switch key.style {
        case .light, .shiftOn: (fill, shadow) = (Figures.lightKey, seen(Figures.shadow, g))
        case .dark: (fill, shadow) = (seen(Figures.darkKey, Figures.darkKeyShowThrough), seen(Figures.shadow, g))
        case .blue: (fill, shadow, textColor) = (Figures.blueKey, seen(Figures.blueShadow, g), .white)
        }
        var out: [DisplayItem] = [
            .roundedRect(key.rect.offsetBy(dx: 0, dy: Figures.shadowOffset), radius: radius, shadow),
            .roundedRect(key.rect, radius: radius, fill),
        ]
        let c = key.rect.midPoint
        // Glyph scale: TIK's icon sizes are the iPhone portrait ones; smaller keys in
        // landscape, larger on iPad.
        let scale = min(1.25, max(0.8, key.rect.height / 43))
        // iOS 7–8 draw shift and delete white on their grey keys (TIK); the iPhone on
        // iOS 9 black outlines (with its lower-case caps), the iPad keeps white ones (e15's
        // delete key); shift on is a black arrow on a white key.
        let glyphWhite = ctx.ios < .ios9 || !ctx.isPhone
        switch key.cap {
        case .text(let s, let size):
            // Words too wide for their key shrink to fit (UIKit's adjustsFontSizeToFitWidth,
            // as TIK sets it): "ABC" on the 34-pt mode key of a 320-pt iPhone.
            var font = FontSpec.system(size)
            var w = ctx.width(s, font)
            let room = key.rect.width - 4
            if w > room, w > 0 {
                font = FontSpec.system((size * room / w * 2).rounded(.down) / 2)
                w = ctx.width(s, font)
            }
            let lift = size >= Figures.letterSize && s.count == 1 && s.first?.isLetter == true && !capitals ? 2.0 : 0
            out.append(.text(ctx.text(s, font: font, color: textColor, x: c.x - w / 2, midY: c.y - lift, maxWidth: key.rect.width - 4)))
        case .shift:
            if key.style == .shiftOn {
                out += KeyGlyphs.shift(center: c, scale: scale, color: .black, outline: false, underline: keyboard.capsLock)
            } else {
                out += KeyGlyphs.shift(center: c, scale: scale, color: glyphWhite ? .white : .black, outline: !glyphWhite)
            }
        case .delete:
            out += KeyGlyphs.delete(center: c, scale: scale, color: glyphWhite ? .white : .black, outline: !glyphWhite, keyColor: fill)
        case .globe:
            out += KeyGlyphs.globe(center: c, scale: scale, color: .black)
        case .mic:
            out += KeyGlyphs.mic(center: c, scale: scale, color: .black, outline: key.style == .light)
        case .hide:
            out += KeyGlyphs.hideKeyboard(center: c, scale: scale, color: .black)
        case .undo:
            out += KeyGlyphs.undo(center: c, scale: scale, color: .black)
        case .redo:
            out += KeyGlyphs.undo(center: c, scale: scale, color: .black, mirrored: true)
        case .emoji:
            out += KeyGlyphs.emoji(center: c, scale: scale, color: .black)
        case .cut:
            out += KeyGlyphs.cut(center: c, scale: scale, color: .black)
        case .copy:
            out += KeyGlyphs.copy(center: c, scale: scale, color: .black)
        case .paste:
            out += KeyGlyphs.paste(center: c, scale: scale, color: .black)
        case .cursor(let back):
            out += KeyGlyphs.cursor(center: c, scale: scale, color: .black, back: back)
        case .pad(let upper, let lower):
            // iPad punctuation keys: the shifted character small above the plain one.
            let f = FontSpec.system(Figures.padWordSizeIPad)
            out.append(.text(ctx.text(upper, font: f, color: textColor, x: c.x - ctx.width(upper, f) / 2, midY: c.y - key.rect.height * 0.2)))
            out.append(.text(ctx.text(lower, font: f, color: textColor, x: c.x - ctx.width(lower, f) / 2, midY: c.y + key.rect.height * 0.12)))
        case .none:
            break
        }
        return out
    }
}

extension Rect {
    fileprivate var midPoint: Point { Point(x: midX, y: midY) }
    fileprivate func offsetBy(dx: Double, dy: Double) -> Rect { Rect(x: minX + dx, y: minY + dy, width: width, height: height) }
}
