import MockupDisplayList
import MockupGeometry
import MockupLayout
import MockupScene
import Testing

/// Every device, orientation and style of frame, for the geometry checks.
private let frameCases: [(Device, Orientation, FrameStyle)] = DeviceCatalog.all.flatMap { d in
    Orientation.allCases.flatMap { o in
        [FrameStyle(finish: .silver, shadow: false), FrameStyle(finish: .gold, shadow: true)].map { (d, o, $0) }
    }
}

@Suite struct DeviceFrameLayoutTests {
    @Test(arguments: frameCases)
    func theScreenIsTheDevicesSizeOnWholePointsInsideTheBody(_ device: Device, _ o: Orientation, _ style: FrameStyle) {
        let d = DeviceFrameLayout.drawing(device: device, orientation: o, style: style)
        #expect(d.screen.size == device.size(o))
        #expect(d.screen.minX == d.screen.minX.rounded() && d.screen.minY == d.screen.minY.rounded())
        #expect(d.size.width == d.size.width.rounded() && d.size.height == d.size.height.rounded())
        // The body lies inside the drawing, the screen inside the body's straight edges…
        #expect(d.body.minX >= 0 && d.body.minY >= 0 && d.body.maxX <= d.size.width && d.body.maxY <= d.size.height)
        #expect(d.screen.minX > d.body.minX && d.screen.maxX < d.body.maxX)
        #expect(d.screen.minY > d.body.minY && d.screen.maxY < d.body.maxY)
        // …and its corners inside the rounded corners.
        let r = d.bodyCornerRadius
        #expect(r > 0)
        for (sx, bx, cx) in [(d.screen.minX, d.body.minX, d.body.minX + r), (d.screen.maxX, d.body.maxX, d.body.maxX - r)] {
            for (sy, by, cy) in [(d.screen.minY, d.body.minY, d.body.minY + r), (d.screen.maxY, d.body.maxY, d.body.maxY - r)] {
                let inCorner = abs(sx - bx) < r && abs(sy - by) < r
                let dx = sx - cx, dy = sy - cy
                #expect(!inCorner || dx * dx + dy * dy < r * r, "screen corner \(sx),\(sy) outside the body")
            }
        }
    }

    @Test(arguments: DeviceCatalog.all, [false, true])
    func landscapeIsThePortraitDrawingTurned(_ device: Device, _ shadow: Bool) {
        let style = FrameStyle(finish: .spaceGray, shadow: shadow)
        let p = DeviceFrameLayout.drawing(device: device, orientation: .portrait, style: style)
        let l = DeviceFrameLayout.drawing(device: device, orientation: .landscape, style: style)
        #expect(l.size == p.size.transposed)
        #expect(l.body.size == p.body.size.transposed)
        // (x, y) → (y, W − x): the portrait's chin (home button) is the landscape's right side.
        #expect(l.screen == Rect(x: p.screen.minY, y: p.size.width - p.screen.maxX, width: p.screen.height, height: p.screen.width))
        #expect(l.size.width - l.screen.maxX == p.size.height - p.screen.maxY)
        #expect(l.items.count == p.items.count)
    }

    @Test func theBodyIsTheDevicesPublishedSize() {
        // iPhone 6: 67.0 × 138.1 mm at 326 ppi (163 pt an inch): 430 × 886 pt.
        let six = DeviceFrameLayout.drawing(
            device: DeviceCatalog.device(named: "iphone-6")!, orientation: .portrait, style: FrameStyle())
        #expect(six.body.size == Size(width: 429, height: 886))
        #expect(six.screen.origin == Point(x: six.body.minX + 27, y: six.body.minY + 110))
        // iPad Pro: 220.6 × 305.7 mm at 264 ppi (132 pt an inch).
        let pro = DeviceFrameLayout.drawing(
            device: DeviceCatalog.device(named: "ipad-pro")!, orientation: .portrait, style: FrameStyle())
        #expect(pro.body.size == Size(width: 1146, height: 1589))
    }

    /// A device the figures table lacks still gets a body of its idiom's proportions.
    @Test(arguments: ["iphone-6", "ipad-retina"])
    func aDeviceWithoutFiguresGetsAPlainBody(_ model: String) throws {
        var device = try #require(DeviceCatalog.device(named: model))
        device.id = "test-\(model)"
        device.portraitSize = model == "iphone-6" ? Size(width: 360, height: 640) : Size(width: 800, height: 1280)
        for o in Orientation.allCases {
            let d = DeviceFrameLayout.drawing(device: device, orientation: o, style: FrameStyle(shadow: true))
            #expect(d.screen.size == device.size(o))
            #expect(d.screen.minX == d.screen.minX.rounded() && d.screen.minY == d.screen.minY.rounded())
            #expect(d.screen.minX > d.body.minX && d.screen.maxX < d.body.maxX)
            #expect(d.screen.minY > d.body.minY && d.screen.maxY < d.body.maxY)
        }
        // 4.2 mm a side on a phone (27 pt at 163 pt an inch), 20 mm on a pad (104 pt at 132).
        let p = DeviceFrameLayout.drawing(device: device, orientation: .portrait, style: FrameStyle())
        #expect(p.screen.minX - p.body.minX == (model == "iphone-6" ? 27 : 104))
    }

    @Test func aShadowWidensTheDrawingButNotTheBody() {
        let device = DeviceCatalog.device(named: "iphone-5")!
        let plain = DeviceFrameLayout.drawing(device: device, orientation: .portrait, style: FrameStyle())
        let shadowed = DeviceFrameLayout.drawing(device: device, orientation: .portrait, style: FrameStyle(shadow: true))
        #expect(shadowed.body.size == plain.body.size)
        #expect(shadowed.size.width > plain.size.width && shadowed.size.height > plain.size.height)
        let blurred = shadowed.items.filter { if case .group(let g) = $0 { g.blur > 0 && g.clip != nil } else { false } }
        #expect(blurred.count == 4)
        #expect(!plain.items.contains { if case .group = $0 { true } else { false } })
        // No blurred band reaches into the screen.
        for case .group(let g) in blurred {
            #expect(g.clip.flatMap { $0.intersection(shadowed.screen) } == nil)
        }
    }

    @Test func finishesAreNamedWithEitherSpelling() {
        #expect(FrameFinish.named("silver") == .silver)
        #expect(FrameFinish.named("Space-Gray") == .spaceGray)
        #expect(FrameFinish.named("space-grey") == .spaceGray)
        #expect(FrameFinish.named("GREY") == .spaceGray)
        #expect(FrameFinish.named("gray") == .spaceGray)
        #expect(FrameFinish.named("gold") == .gold)
        #expect(FrameFinish.named("rose-gold") == nil)
        #expect(FrameFinish.allNames == ["silver", "space-gray", "gold", "gray", "grey", "space-grey"])
        #expect(FrameStyle() == FrameStyle(finish: .silver, shadow: false))
    }
}
