import MockupScene

/// `mockup devices`: the device catalogue.
enum DevicesCommand {
    static func run(_ words: [String]) throws -> Int32 {
        guard words.isEmpty else { throw UsageError("devices takes no arguments") }
        func pad(_ s: String, _ n: Int) -> String { s + String(repeating: " ", count: max(1, n - s.count)) }
        Console.out(pad("NAME", 16) + pad("POINTS", 12) + pad("SCALE", 7) + pad("PIXELS", 12) + "DEVICE")
        for d in DeviceCatalog.all {
            let w = Int(d.portraitSize.width), h = Int(d.portraitSize.height)
            let pw = Int(d.portraitSize.width * d.scale), ph = Int(d.portraitSize.height * d.scale)
            var line = pad(d.id, 16) + pad("\(w)x\(h)", 12) + pad("@\(Int(d.scale))x", 7) + pad("\(pw)x\(ph)", 12) + d.displayName
            if !d.aliases.isEmpty { line += " (also: " + d.aliases.joined(separator: ", ") + ")" }
            Console.out(line)
        }
        Console.out("Landscape swaps width and height: --orientation landscape.")
        return 0
    }
}
