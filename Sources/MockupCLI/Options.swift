import MockupGolden
import MockupKit
import MockupScene

/// The options shared by `render` and `dump`: device, orientation, scale, iOS release.
struct ScreenOverrides {
    var device: String?
    var orientation: Orientation?
    var scale: Double?
    var ios: IOSVersion?

    init(_ args: Arguments) throws {
        if let d = args["--device"] {
            guard DeviceCatalog.device(named: d) != nil else {
                throw UsageError("unknown device '\(d)'; run 'mockup devices' for the list")
            }
            device = d
        }
        if let o = args["--orientation"] {
            guard let v = Orientation(rawValue: o) else {
                throw UsageError("--orientation is portrait or landscape, not '\(o)'")
            }
            orientation = v
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
    }

    var compileOptions: CompileOptions {
        CompileOptions(device: device, orientation: orientation, scale: scale, ios: ios)
    }
}
