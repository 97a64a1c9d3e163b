import MockupPlatform
import MockupDisplayList
import MockupGeometry
import MockupScene

/// The generated map as display items, moved to the map's place on the screen.
struct MapTerrainDrawing {
    let terrain: MapTerrain
    let origin: Point
    /// What is drawn (screen points): satellite blocks wholly outside it are left out.
    let clip: Rect
    let labels: Bool
    let ctx: LayoutContext

    private typealias F = MapTerrain.Figures

    func items() -> [DisplayItem] {
        let t = terrain
        let h = t.size.height + 2 * MapTerrain.overscan
        let ground = Rect(x: 0, y: -MapTerrain.overscan, width: t.size.width, height: h)
        var out: [DisplayItem] = []
        switch t.look {
        case .standard:
            out.append(.rect(ground, F.land))
            out.append(.stroke(t.minorStreets, F.streetCasing, StrokeStyle(width: F.minorCasing)))
            out.append(.stroke(t.minorStreets, F.street, StrokeStyle(width: F.minorFill)))
            for park in t.parks { out.append(.fill(park.path, F.park)) }
            out.append(.stroke(t.avenues, F.avenueEdge, StrokeStyle(width: F.avenueCasing)))
            out.append(.stroke(t.avenues, F.avenue, StrokeStyle(width: F.avenueFill)))
            for w in t.water { out.append(.fill(w, F.water)) }
            out.append(.stroke(t.expressway, F.expresswayEdge, StrokeStyle(width: F.expresswayCasing)))
            out.append(.stroke(t.expressway, F.expressway, StrokeStyle(width: F.expresswayFill)))
        case .satellite, .hybrid:
            out.append(.rect(ground, F.satelliteGround))
            // One path per colour, of the blocks that show (under a bar: only its strip).
            let local = Rect(x: clip.minX - origin.x, y: clip.minY - origin.y, width: clip.width, height: clip.height)
            var paths = Array(repeating: Path(), count: F.satellitePatches.count)
            for patch in t.satellitePatches where Self.touches(patch.corners, local) {
                paths[patch.color].move(to: patch.corners[0])
                for c in patch.corners.dropFirst() { paths[patch.color].line(to: c) }
                paths[patch.color].close()
            }
            for (i, p) in paths.enumerated() where !p.elements.isEmpty { out.append(.fill(p, F.satellitePatches[i])) }
            for park in t.parks { out.append(.fill(park.path, F.satellitePark)) }
            // Roads as the imagery shows them (hybrid draws its own over them instead).
            if t.look == .satellite {
                out.append(.stroke(t.minorStreets, F.satelliteStreet, StrokeStyle(width: F.satelliteStreetWidth)))
            }
            out.append(.stroke(t.avenues, F.satelliteAvenue, StrokeStyle(width: F.satelliteAvenueWidth)))
            out.append(.stroke(t.expressway, F.satelliteAvenue, StrokeStyle(width: F.satelliteAvenueWidth + 1)))
            for w in t.water { out.append(.fill(w, F.satelliteWater)) }
            if t.look == .hybrid {
                out.append(.stroke(t.minorStreets, F.hybridStreet, StrokeStyle(width: F.hybridStreetWidth)))
                out.append(.stroke(t.avenues, F.hybridAvenue, StrokeStyle(width: F.hybridAvenueWidth)))
                out.append(.stroke(t.expressway, F.hybridExpressway, StrokeStyle(width: F.hybridExpresswayWidth)))
            }
        }
        if labels && t.look != .satellite { out += labelItems() }
        return [.group(Group(transform: .translation(origin.x, origin.y), items: out))]
    }

    /// Whether the box around `corners` meets `r`.
    static func touches(_ corners: [Point], _ r: Rect) -> Bool {
        let xs = corners.map(\.x), ys = corners.map(\.y)
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return false }
        return x1 >= r.minX && x0 <= r.maxX && y1 >= r.minY && y0 <= r.maxY
    }

    /// Road, park and water names, each centred on its point and turned with its road.
    private func labelItems() -> [DisplayItem] {
        let t = terrain
        let hybrid = t.look == .hybrid
        var out: [DisplayItem] = []
        func label(_ text: String, at p: Point, angle: Double, size: Double, weight: FontWeight, color: Color) {
            let font = FontSpec.system(size, weight)
            let m = ctx.measurer.measure(text, font: font)
            let run = ctx.run(
                text, metrics: m, font: font, color: color, x: -m.width / 2, baseline: m.ascent - m.height / 2,
                maxWidth: nil)
            let c = cos(angle), s = sin(angle)
            out.append(.group(Group(transform: Transform(a: c, b: s, c: -s, d: c, tx: p.x, ty: p.y), items: [.text(run)])))
        }
        for road in t.roadLabels {
            label(road.text, at: road.at, angle: road.angle, size: F.roadLabelSize, weight: .medium, color: hybrid ? F.hybridLabel : F.roadLabel)
        }
        for park in t.parks where ctx.width(park.name, .system(F.parkLabelSize, .medium)) < park.width - 6 {
            label(park.name, at: park.centre, angle: t.angle, size: F.parkLabelSize, weight: .medium, color: hybrid ? F.hybridLabel : F.parkLabel)
        }
        if let w = t.waterLabel {
            label(w.text, at: w.at, angle: w.angle, size: F.waterLabelSize, weight: .medium, color: hybrid ? F.hybridLabel : F.waterLabel)
        }
        return out
    }
}
