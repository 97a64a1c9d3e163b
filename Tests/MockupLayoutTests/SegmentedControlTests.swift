import MockupDisplayList
import MockupGeometry
@testable import MockupLayout
import MockupScene
import Testing

@Test func segmentedControlFillsTheSelectedSegmentAndDividesEqually() throws {
    let screen = Screen(device: DeviceCatalog.defaultDevice)
    let ctx = LayoutContext(screen: screen, measurer: FakeMeasurer())
    let frame = Rect(x: 10, y: 100, width: 300, height: Metrics.segmentHeight)
    let items = SegmentedControlLayout.items(["All", "Missed", "Other"], selected: 1, frame: frame, tint: Palette.blue, ctx: ctx)
    let fills = flatten(items).compactMap { item -> Rect? in
        if case .rect(let r, let c) = item, c == Palette.blue { return r } else { return nil }
    }
    // The selected fill spans the middle third; two 1 pt dividers at the thirds.
    #expect(fills.contains(Rect(x: 110, y: 100, width: 100, height: 29)))
    #expect(fills.contains(Rect(x: 109.5, y: 100, width: 1, height: 29)))
    #expect(fills.contains(Rect(x: 209.5, y: 100, width: 1, height: 29)))
    let titles = texts(items)
    #expect(titles.map(\.text) == ["All", "Missed", "Other"])
    #expect(titles[1].color == .white && titles[0].color == Palette.blue)
    #expect(abs(titles[1].origin.x + titles[1].width / 2 - 160) < 0.001)
}
