import MockupDisplayList
import MockupGeometry
import Testing

@Test func dumpFormatsNonFiniteAndHugeNumbersWithoutTrapping() {
    let list = DisplayList(
        size: Size(width: 10, height: 10), scale: 2,
        items: [
            .rect(Rect(x: .infinity, y: -.infinity, width: .nan, height: 1e300), .black),
            .rect(Rect(x: 1.23456, y: -0.0001, width: 2, height: 3), .black),
        ])
    let dump = list.dump()
    #expect(dump.contains("rect inf -inf nan 1e+300 #000000"))
    #expect(dump.contains("rect 1.235 0 2 3 #000000"))
}
