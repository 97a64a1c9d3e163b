import MockupGolden
import MockupKit
import MockupScene

/// The options shared by `render` and `dump`: device, orientation, scale, iOS release.
/// `render` (and `gallery`) also take a device matrix: `--device all` or a list
/// (`iphone-5,iphone-6,ipad`) and `--orientation both`.
struct ScreenOverrides {
    /// The devices asked for: one, a list, or every one (`all`); nil: the file's.
    var devices: [Device]?
    /// The orientations asked for (`both`: portrait and landscape); nil: the file's.
    var orientations: [Orientation]?
    var scale: Double?
    var ios: IOSVersion?
    /// The device frame asked for (`--frame`, `--shadow`), over the files' `frame:`.
    var frame: FrameStyle?
    /// A list or `all` was written (even when it names one device): outputs get the
    /// device and orientation in their names.
    var isMatrix = false

    init(_ args: Arguments, allowMatrix: Bool = false) throws {
        if let d = args["--device"] {
            do {
                devices = try DeviceCatalog.devices(list: d)
            } catch let e as UnknownName {
                throw UsageError("\(e); run 'mockup devices' for the list")
            }
            if d.lowercased() == "all" || d.contains(",") { isMatrix = true }
        }
        if let o = args["--orientation"] {
            if o == "both" {
                orientations = Orientation.allCases
                isMatrix = true
            } else if let v = Orientation(rawValue: o) {
                orientations = [v]
            } else {
                throw UsageError("--orientation is portrait, landscape" + (allowMatrix ? " or both" : "") + ", not '\(o)'")
            }
        }
        if isMatrix, !allowMatrix {
            throw UsageError("this command draws one screen: give one --device and one --orientation")
        }
        if let s = args["--scale"] {
            let text = s.hasSuffix("x") ? String(s.dropLast()) : s
            guard let v = DecimalNumber.number(text), v >= 0.25, v <= 4 else {
                throw UsageError("--scale takes a number from 0.25 to 4, not '\(s)'")
            }
            scale = v
        }
        if let i = args["--ios"] {
            guard let n = DecimalNumber.integer(i), let v = IOSVersion(rawValue: n) else {
                throw UsageError("--ios takes \(IOSVersion.choices), not '\(i)'")
            }
            ios = v
        }
        if let f = args["--frame"] {
            guard let finish = FrameFinish.named(f) else {
                throw UsageError("--frame takes \(FrameFinish.allCases.map(\.rawValue).joined(separator: ", ")), not '\(f)'")
            }
            frame = FrameStyle(finish: finish, shadow: args.flags.contains("--shadow"))
        } else if args.flags.contains("--shadow") {
            throw UsageError("--shadow draws under a device frame: add --frame silver (or space-gray, gold)")
        }
    }

    /// One combination of the matrix: a device (nil: the file's) and an orientation.
    struct Combination {
        var device: Device?
        var orientation: Orientation?
    }

    /// Every device × orientation asked for, devices outermost, portrait first.
    var combinations: [Combination] {
        let ds: [Device?] = devices ?? [nil]
        let os: [Orientation?] = orientations ?? [nil]
        return ds.flatMap { d in os.map { Combination(device: d, orientation: $0) } }
    }

    func compileOptions(_ c: Combination) -> CompileOptions {
        var options = CompileOptions(device: c.device?.id, orientation: c.orientation, scale: scale, ios: ios)
        options.frame = frame
        return options
    }

    /// The options of the one screen of a command without a matrix.
    var compileOptions: CompileOptions { compileOptions(combinations.first ?? Combination()) }
}
