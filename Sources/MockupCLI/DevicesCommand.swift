import MockupGolden
import MockupKit
import MockupScene

/// `mockup devices [--format text|markdown|csv|json] [--ios 7|8|9]`: the device catalogue,
/// or the design-size table (sizes and bar heights per device and orientation).
enum DevicesCommand {
    static let usage = """
        usage: mockup devices [--format text|markdown|csv|json] [--ios 7|8|9]
          text (default): one line per device with its names.
          markdown, csv, json: the design-size table, every device in portrait and
          landscape: points, scale, pixels, panel pixels, and the status bar, navigation
          bar (with and without prompt), toolbar, tab bar, search bar and keyboard
          heights in points and pixels, read from the renderer's own figures
          (docs/DESIGN-SIZES.md is the Markdown form).
        """

    static func run(_ words: [String]) throws -> Int32 {
        let args = try Arguments(words, valued: ["--format", "--ios"], aliases: ["-f": "--format"])
        guard args.positional.isEmpty else { throw UsageError("devices takes no file arguments") }
        var ios = IOSVersion.default
        if let i = args["--ios"] {
            guard let n = DecimalNumber.integer(i), let v = IOSVersion(rawValue: n) else {
                throw UsageError("--ios takes \(IOSVersion.choices), not '\(i)'")
            }
            ios = v
        }
        switch args["--format"] ?? "text" {
        case "text": printList()
        case "markdown", "md": Console.data(DesignSizes.markdown(ios: ios), terminator: "")
        case "csv": Console.data(DesignSizes.csv(ios: ios), terminator: "")
        case "json": Console.data(DesignSizes.json(ios: ios), terminator: "")
        case let f: throw UsageError("--format is text, markdown, csv or json, not '\(f)'")
        }
        return 0
    }

    static func printList() {
        func pad(_ s: String, _ n: Int) -> String { s + String(repeating: " ", count: max(1, n - s.count)) }
        Console.out(pad("NAME", 16) + pad("POINTS", 12) + pad("SCALE", 7) + pad("PIXELS", 12) + pad("PANEL", 12) + "DEVICE")
        for d in DeviceCatalog.all {
            let w = Int(d.portraitSize.width), h = Int(d.portraitSize.height)
            let px = d.pixelSize(.portrait)
            let panel = d.panelSize(.portrait).map { "\(Int($0.width))x\(Int($0.height))" } ?? "-"
            var line = pad(d.id, 16) + pad("\(w)x\(h)", 12) + pad("@\(Int(d.scale))x", 7)
                + pad("\(Int(px.width))x\(Int(px.height))", 12) + pad(panel, 12) + d.displayName
            if !d.aliases.isEmpty { line += " (also: " + d.aliases.joined(separator: ", ") + ")" }
            Console.out(line)
        }
        Console.out("Landscape swaps width and height: --orientation landscape. Sizes and bar heights: --format markdown.")
    }
}
