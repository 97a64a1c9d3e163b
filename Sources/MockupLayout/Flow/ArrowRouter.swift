import MockupGeometry

/// Orthogonal routes for a flow's arrows: from a port outside the screen an arrow
/// leaves to a port outside the screen it enters, along channels between the screens,
/// never through a screen (`obstacles`), with as few bends as the length allows.
struct ArrowRouter {
    /// The screens' tiles (body and caption), each kept clear.
    let obstacles: [Rect]
    /// Lines the routes may run along: the ports' and the channels between tiles.
    let xs: [Double]
    let ys: [Double]
    /// A bend costs as much as this many points of length.
    static let bendCost = 48.0
    /// Grid states one sheet's arrows may settle together (about a second of a release
    /// build at worst); arrows routed past it take the dog-leg.
    static let sheetBudget = 4_000_000

    /// A move along one axis, for the route's first and last segments.
    enum Heading: Int, CaseIterable { case right, left, down, up }

    /// Routes from `start` (heading `out`) to `end`, best arriving heading `arrive`; the
    /// points of the polyline, `start` and `end` included. Nil when no route stays clear.
    func route(from start: Point, heading out: Heading, to end: Point, arriving arrive: Heading, budget: inout Int) -> [Point]? {
        // A port inside a screen's clearance (screens a free layout overlaps) has no route:
        // say so at once rather than search the whole grid.
        guard !obstacles.contains(where: { Self.strictlyInside(start, $0) || Self.strictlyInside(end, $0) }) else { return nil }
        let xs = Self.sorted(self.xs + [start.x, end.x])
        let ys = Self.sorted(self.ys + [start.y, end.y])
        guard let sx = xs.firstIndex(of: start.x), let sy = ys.firstIndex(of: start.y),
            let ex = xs.firstIndex(of: end.x), let ey = ys.firstIndex(of: end.y)
        else { return nil }
        let w = xs.count, h = ys.count
        func free(_ i: Int, _ j: Int) -> Bool { !obstacles.contains { Self.strictlyInside(Point(x: xs[i], y: ys[j]), $0) } }
        // Dijkstra over (grid point, heading): a bend is paid where the heading changes.
        let states = w * h * 4
        var cost = [Double](repeating: .infinity, count: states)
        var previous = [Int](repeating: -1, count: states)
        var done = [Bool](repeating: false, count: states)
        func index(_ i: Int, _ j: Int, _ d: Heading) -> Int { (j * w + i) * 4 + d.rawValue }
        let first = index(sx, sy, out)
        cost[first] = 0
        var heap = MinHeap()
        heap.push(0, first)
        // The end may be reached heading any way; the last segment (end to tip) heads
        // `arrive`, so another heading pays a bend there.
        var goal: Int?
        var best = Double.infinity
        while let (c, s) = heap.pop() {
            if c >= best { break }
            if done[s] { continue }
            done[s] = true
            budget -= 1
            if budget < 0 { return nil }
            let d = Heading(rawValue: s % 4) ?? .right
            let cell = s / 4
            let i = cell % w, j = cell / w
            if i == ex, j == ey {
                let total = c + (d == arrive ? 0 : Self.bendCost)
                if total < best { best = total; goal = s }
                continue
            }
            for next in Heading.allCases {
                let (ni, nj): (Int, Int)
                switch next {
                case .right: (ni, nj) = (i + 1, j)
                case .left: (ni, nj) = (i - 1, j)
                case .down: (ni, nj) = (i, j + 1)
                case .up: (ni, nj) = (i, j - 1)
                }
                guard ni >= 0, ni < w, nj >= 0, nj < h, free(ni, nj) else { continue }
                let a = Point(x: xs[i], y: ys[j]), b = Point(x: xs[ni], y: ys[nj])
                guard !obstacles.contains(where: { Self.crosses(a, b, $0) }) else { continue }
                let step = abs(b.x - a.x) + abs(b.y - a.y) + (next == d ? 0 : Self.bendCost)
                let t = index(ni, nj, next)
                if c + step < cost[t] {
                    cost[t] = c + step
                    previous[t] = s
                    heap.push(c + step, t)
                }
            }
        }
        guard var s = goal else { return nil }
        var cells: [Point] = []
        while s >= 0 {
            let cell = s / 4
            cells.append(Point(x: xs[cell % w], y: ys[cell / w]))
            s = previous[s]
        }
        return Self.corners(cells.reversed())
    }

    /// `points` without the ones in the middle of a straight run.
    static func corners(_ points: [Point]) -> [Point] {
        var out: [Point] = []
        for p in points {
            if let last = out.last, last == p { continue }
            if out.count >= 2 {
                let a = out[out.count - 2], b = out[out.count - 1]
                if (a.x == b.x && b.x == p.x) || (a.y == b.y && b.y == p.y) {
                    out[out.count - 1] = p
                    continue
                }
            }
            out.append(p)
        }
        return out
    }

    /// Whether `p` lies inside `r`, not on its edge.
    static func strictlyInside(_ p: Point, _ r: Rect) -> Bool {
        p.x > r.minX && p.x < r.maxX && p.y > r.minY && p.y < r.maxY
    }

    /// Whether the axis-aligned segment `a`–`b` passes through `r`'s inside.
    static func crosses(_ a: Point, _ b: Point, _ r: Rect) -> Bool {
        let lo = Point(x: min(a.x, b.x), y: min(a.y, b.y)), hi = Point(x: max(a.x, b.x), y: max(a.y, b.y))
        if lo.y == hi.y {
            return lo.y > r.minY && lo.y < r.maxY && hi.x > r.minX && lo.x < r.maxX
        }
        return lo.x > r.minX && lo.x < r.maxX && hi.y > r.minY && lo.y < r.maxY
    }

    static func sorted(_ values: [Double]) -> [Double] { Array(Set(values.filter(\.isFinite))).sorted() }
}

/// A binary heap of (cost, state), cheapest first, for the router's search.
private struct MinHeap {
    private var items: [(Double, Int)] = []

    mutating func push(_ cost: Double, _ state: Int) {
        items.append((cost, state))
        var i = items.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            guard items[i].0 < items[parent].0 else { break }
            items.swapAt(i, parent)
            i = parent
        }
    }

    mutating func pop() -> (Double, Int)? {
        guard let top = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var i = 0
            while true {
                let l = 2 * i + 1, r = l + 1
                var m = i
                if l < items.count, items[l].0 < items[m].0 { m = l }
                if r < items.count, items[r].0 < items[m].0 { m = r }
                if m == i { break }
                items.swapAt(i, m)
                i = m
            }
        }
        return top
    }
}
