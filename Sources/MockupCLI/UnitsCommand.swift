import MockupGolden
import MockupKit
import MockupScene

/// `mockup units VALUE [--to UNIT] [--density NAME] [--scale S | --device NAME] [--font-scale F]`:
/// converts a length between pt, px, dp and sp.
enum UnitsCommand {
    static let usage = """
        usage: mockup units VALUE [--to pt|px|dp|sp] [--density NAME] [--scale S | --device NAME]
                            [--font-scale F]
          Converts VALUE (48dp, 17pt, 144px, 14sp) through pixels: px = pt × the iOS scale
          (--scale, or the --device's), px = dp × dpi/160 at the Android --density
          (ldpi, mdpi, tvdpi, hdpi, xhdpi, xxhdpi, xxxhdpi), px = sp × dpi/160 × the
          --font-scale (default 1). Prints one line per unit it can reach (only --to's
          with --to); a unit that needs a factor not given is an error.
        """

    static func run(_ words: [String]) throws -> Int32 {
        let args = try Arguments(
            words, valued: ["--to", "--density", "--scale", "--device", "--font-scale"])
        guard !args.positional.isEmpty else { throw UsageError("units needs a value such as 48dp") }
        let text = args.positional.joined(separator: " ")
        guard let (value, unit) = UnitConverter.parse(text) else {
            throw UsageError("'\(text)' is not a length: write a number and a unit, e.g. 48dp, 17pt, 144px, 14sp")
        }
        var converter = UnitConverter()
        if let d = args["--density"] {
            do {
                let list = try AndroidDensity.list(d)
                guard list.count == 1, let density = list.first else { throw UsageError("--density takes one bucket here, not '\(d)'") }
                converter.density = density
            } catch let e as UnknownName {
                throw UsageError("\(e)")
            }
        }
        if let s = args["--scale"] {
            let t = s.hasSuffix("x") ? String(s.dropLast()) : s
            guard let v = DecimalNumber.number(t), v > 0, v <= 4 else { throw UsageError("--scale takes a number above 0, at most 4, not '\(s)'") }
            converter.scale = v
        }
        if let name = args["--device"] {
            guard converter.scale == nil else { throw UsageError("give --scale or --device, not both") }
            guard let device = DeviceCatalog.device(named: name) else {
                throw UsageError("\(UnknownName(kind: "device", name: name, suggestion: DeviceCatalog.suggestion(for: name)))")
            }
            converter.scale = device.scale
        }
        if let f = args["--font-scale"] {
            guard let v = DecimalNumber.number(f), v > 0, v <= 10 else { throw UsageError("--font-scale takes a number above 0, at most 10, not '\(f)'") }
            converter.fontScale = v
        }
        var targets = UnitConverter.Unit.allCases.filter { $0 != unit }
        if let t = args["--to"] {
            guard let u = UnitConverter.Unit(rawValue: t.lowercased()) else { throw UsageError("--to is pt, px, dp or sp, not '\(t)'") }
            targets = [u]
        }
        var lines: [String] = []
        var failures: [String] = []
        for target in targets {
            do {
                lines.append("\(DesignSizes.number(try converter.convert(value, from: unit, to: target))) \(target.rawValue)")
            } catch let e as UnitConverter.Failure {
                failures.append(e.description)
            }
        }
        // Units that cannot be reached are left out when others can; asked for, or none reachable: an error.
        guard !lines.isEmpty else {
            Console.err("mockup units: error: cannot convert \(DesignSizes.number(value)) \(unit.rawValue)"
                + (targets.count == 1 ? " to \(targets[0].rawValue)" : "") + ": " + (failures.first ?? ""))
            return 2
        }
        for l in lines { Console.out(l) }
        return 0
    }
}
