import MockupDisplayList
import MockupGeometry
@testable import MockupLayout
import MockupScene
import MockupSyntax
import Testing

/// Layout of a screen with the fake measurer (line height = font size).
private func layout(_ body: String) throws -> DisplayList {
    let parsed = MockupParser.parse(text: "screen device: iphone-6\n" + body, path: "t.mockup")
    let scene = SceneResolver.resolve(parsed.document)
    let errors = (parsed.diagnostics + scene.diagnostics).filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(errors.map(\.message))")
    let screen = try #require(scene.screen)
    return LayoutEngine(measurer: FakeMeasurer()).layoutReporting(screen).list
}

private func context() -> LayoutContext {
    LayoutContext(screen: Screen(device: DeviceCatalog.defaultDevice), measurer: FakeMeasurer())
}

/// Bounds of every filled or stroked path painted in `color`.
private func shapes(_ items: [DisplayItem], _ color: Color) -> [Rect] {
    flatten(items).compactMap { item -> Rect? in
        switch item {
        case .fill(let p, let c) where c == color: return p.controlBounds
        case .stroke(let p, let c, _) where c == color: return p.controlBounds
        default: return nil
        }
    }
}

/// Opacities of the groups that dim something, outermost first.
private func dimming(_ items: [DisplayItem]) -> [Double] {
    items.flatMap { item -> [Double] in
        guard case .group(let g) = item else { return [] }
        return (g.opacity < 1 ? [g.opacity] : []) + dimming(g.items)
    }
}

/// Fixes from the review of the control families, on the display list.
@Suite struct ControlReviewLayoutTests {
    @Test func aFilledButtonBesideARoundOneKeepsItsOwnHeight() throws {
        let list = try layout("""
            stack horizontal spacing: 8 align: fill
              button round "1"
              button filled "Call"
            """)
        // The round button is only stroked; the filled box is the one fill in the tint.
        let boxes = flatten(list.items).compactMap { item -> Rect? in
            if case .fill(let p, Palette.blue) = item { return p.controlBounds } else { return nil }
        }
        let box = try #require(boxes.first)
        #expect(box.height == 29, "\(boxes)")
        // On a whole point in the 75 pt row (37.5 − 14.5 = 23 below its top).
        #expect(box.minY == box.minY.rounded(), "\(box)")
    }

    @Test func aWrittenHeightIsTheBoxHeight() throws {
        let list = try layout("button bordered \"Go\" height: 60\n")
        let box = try #require(shapes(list.items, Palette.blue).first)
        #expect(abs(box.height - 59) < 1e-9, "stroke centred 0.5 inside a 60 pt box: \(box)")
    }

    @Test func aLargeFontGrowsTheBoxesOfButtonsAndTextFields() throws {
        // Fake measurer: a 200 pt line is 200 high.
        let button = try layout("button bordered \"x\" size: 200\n")
        let box = try #require(shapes(button.items, Palette.blue).first)
        #expect(abs(box.height - (200 + 2 * Button.Figures.boxPaddingY - 1)) < 1e-9, "\(box)")
        let field = try layout("text-field text: \"x\" size: 200\n")
        let white = flatten(field.items).compactMap { item -> Rect? in
            if case .roundedRect(let r, _, .white) = item { return r } else { return nil }
        }
        #expect(white.first?.height == 200 + 2 * TextField.Figures.textPaddingY, "\(white)")
        // The default size keeps the figures.
        let small = try layout("text-field text: \"x\"\nbutton bordered \"x\"\n")
        #expect(flatten(small.items).contains { if case .roundedRect(let r, _, .white) = $0 { return r.height == 30 } else { return false } })
        #expect(shapes(small.items, Palette.blue).contains { abs($0.height - 28) < 1e-9 })
    }

    @Test func aSegmentTooNarrowForItsIconDrawsNoGlyph() throws {
        let icon = try #require(IconLibrary.icon(named: "bar/search"))
        let items = SegmentedControlLayout.items(
            [.icon(icon), .icon(icon)], selected: nil, frame: Rect(x: 0, y: 0, width: 10, height: 29), tint: Palette.blue, ctx: context())
        // The outline and the divider only: no glyph, mirrored or otherwise.
        let glyphs = flatten(items).filter { if case .fill = $0 { return true } else { return false } }
        #expect(glyphs.isEmpty)
        let wide = SegmentedControlLayout.items(
            [.icon(icon)], selected: nil, frame: Rect(x: 0, y: 0, width: 60, height: 29), tint: Palette.blue, ctx: context())
        #expect(flatten(wide).count > 1)
    }

    @Test func aWideEndImageIsCappedAndTheTrackNeverReverses() throws {
        let wide = Icon(viewBox: Rect(x: 0, y: 0, width: 100, height: 10), shapes: [
            IconShape(path: .rect(Rect(x: 0, y: 0, width: 100, height: 10)), style: .fill)
        ])
        var s = Slider()
        s.minImage = .file(name: "wide.svg", icon: wide)
        s.maxImage = .file(name: "wide.svg", icon: wide)
        let items = s.items(in: Rect(x: 0, y: 0, width: 300, height: 31), ctx: context())
        let images = shapes(items, Slider.Figures.imageColor)
        #expect(images.count == 2 && images.allSatisfy { $0.width <= Slider.Figures.imageMaxWidth + 1e-9 }, "\(images)")
        // A frame narrower than both images: no track piece runs backwards.
        let narrow = s.items(in: Rect(x: 0, y: 0, width: 60, height: 31), ctx: context())
        let track = flatten(narrow).compactMap { item -> Rect? in
            if case .roundedRect(let r, _, _) = item { return r } else { return nil }
        }
        #expect(track.allSatisfy { $0.width >= 0 }, "\(track)")
    }

    @Test func theContactAddGlyphIsTheSameInAFieldAndAsAButton() throws {
        let list = try layout("""
            stack spacing: 8
              text-field right-button: contact-add
              contact-add-button
            """)
        let rings = flatten(list.items).compactMap { item -> Rect? in
            if case .stroke(let p, Palette.blue, _) = item { return p.controlBounds } else { return nil }
        }
        #expect(rings.count == 2 && rings.allSatisfy { abs($0.width - 2 * SystemButton.Figures.ringRadius) < 1e-9 }, "\(rings)")
    }

    @Test(arguments: [
        "button \"A\" disabled", "button bordered \"A\" disabled", "segmented \"A\" \"B\" disabled", "stepper disabled",
        "switch disabled", "slider disabled", "text-field disabled", "picker disabled\n  wheel \"A\"",
        "date-picker disabled", "contact-add-button disabled", "info-button disabled",
    ])
    func everyDisabledControlIsDimmedAlike(_ line: String) throws {
        let list = try layout(line + "\n")
        #expect(dimming(list.items).first == Metrics.disabledControlAlpha, "\(line): \(dimming(list.items))")
    }

    @Test func aPageControlBuiltWithNegativeCountsDrawsNothing() {
        let items = PageControl(pages: -1, page: -5).items(in: Rect(x: 0, y: 0, width: 200, height: 37), ctx: context())
        #expect(items.isEmpty)
        let many = PageControl(pages: 1_000_000, page: 2).items(in: Rect(x: 0, y: 0, width: 200, height: 37), ctx: context())
        #expect(!many.isEmpty)
    }

    @Test func centredControlsSitOnTheDevicePixelGridAHalfPixelRoundedUp() {
        // Centred at x 13.5, y 107.5: whole pixels at @2x; 40.5 → 41 and 322.5 → 323 at @3x.
        let frame = Rect(x: 10, y: 100, width: 101, height: 44)
        #expect(ControlPlacement.centred(Size(width: 94, height: 29), in: frame, scale: 2) == Rect(x: 13.5, y: 107.5, width: 94, height: 29))
        let at3 = ControlPlacement.centred(Size(width: 94, height: 29), in: frame, scale: 3)
        #expect(at3 == Rect(x: 41.0 / 3, y: 323.0 / 3, width: 94, height: 29))
        #expect(ControlPlacement.centred(Size(width: 94, height: 29), in: frame, scale: 1) == Rect(x: 14, y: 108, width: 94, height: 29))
        // A frame moved by whole points moves the control by as much, left of zero too.
        let moved = ControlPlacement.centred(Size(width: 94, height: 29), in: Rect(x: frame.minX - 50, y: frame.minY, width: frame.width, height: frame.height), scale: 3)
        #expect(moved.minX == at3.minX - 50)
    }
}
