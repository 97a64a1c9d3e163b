// docs-generator OUT_DIR [FILE.mockup...]
//
// Renders the screens below (and any files given) to OUT_DIR/NAME@2x.png, prints every
// diagnostic as file:line:column, then compares the two settings screens and writes the
// diff image. Exit code 0 when everything expected happened, 1 otherwise.
import Foundation  // exit(), atomic file writes; nothing of mockup's
import MockupCompare
import MockupKit

let arguments = CommandLine.arguments.dropFirst()
guard let outDir = arguments.first else {
    print("usage: docs-generator OUT_DIR [FILE.mockup...]")
    exit(2)
}

// snippet:begin
/// Screens of a documentation page, written where the page is written.
let screens: [(name: String, text: String)] = [
    ("settings", """
        screen device: iphone-6
        status-bar time: "9:41 AM"
        navigation-bar title: "Settings"
        table grouped
          section
            cell "Wi-Fi" value: "Home" accessory: disclosure
            cell "Bluetooth" value: "On" accessory: disclosure
        """),
    ("settings-roaming", """
        screen device: iphone-6
        status-bar time: "9:41 AM"
        navigation-bar title: "Settings"
        table grouped
          section
            cell "Wi-Fi" value: "Hotel" accessory: disclosure
            cell "Bluetooth" value: "On" accessory: disclosure
        """),
    ("typo", """
        screen device: iphone-6
        navigation-bar titel: "Oops"
        """),
]

/// Renders each screen to `outDir`/NAME@2x.png, printing its diagnostics, then compares
/// the two settings screens and writes their diff image; returns the renders by name.
func renderScreens(into outDir: String, engine: MockupEngine) throws -> [String: RenderedImage] {
    var images: [String: RenderedImage] = [:]
    for (name, text) in screens {
        let result = engine.compile(text: text, path: "\(name).mockup")
        for d in result.diagnostics {
            print("\(d.file):\(d.line):\(d.column): \(d.severity): \(d.message)")
            for note in d.notes { print("  note: \(note)") }
        }
        guard let list = result.displayList else { continue }  // errors: nothing to draw
        let image = try engine.renderImage(list)
        try write(try image.png(), to: "\(outDir)/\(name)@2x.png")
        print("wrote \(name)@2x.png: \(image.width)x\(image.height) px at @\(Int(image.scale))x, \(Int(list.size.width))x\(Int(list.size.height)) pt")
        images[name] = image
    }
    if let before = images["settings"], let after = images["settings-roaming"] {
        let difference = ImageComparer.compare(before, after)
        print("settings vs settings-roaming: \(difference.passed ? "match" : "differ"): \(difference.summary)")
        if let diff = try difference.diffPNG() {
            try write(diff, to: "\(outDir)/settings.diff.png")
        }
    }
    return images
}

/// Writes `bytes` to `path` whole or not at all (a temporary file, then a rename).
func write(_ bytes: [UInt8], to path: String) throws {
    try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
}
// snippet:end

/// Renders a file given on the command line as `mockup render` would; false when it
/// has errors.
func renderFile(_ path: String, into outDir: String, engine: MockupEngine) throws -> Bool {
    let result = engine.compile(file: path)
    if !result.diagnostics.isEmpty { print(result.formattedDiagnostics) }
    guard let list = result.displayList else { return false }
    let name = String(path.split(separator: "/").last ?? "screen").replacingSuffix(".mockup", with: "")
    let image = try engine.renderImage(list)
    try write(try image.png(), to: "\(outDir)/\(name)@\(Int(image.scale))x.png")
    print("wrote \(name)@\(Int(image.scale))x.png: \(image.width)x\(image.height) px, \(image.rgba.count) RGBA bytes")
    return true
}

do {
    let engine = try MockupEngine()
    var ok = try renderScreens(into: outDir, engine: engine).count == 2
    for path in arguments.dropFirst() { ok = try renderFile(path, into: outDir, engine: engine) && ok }
    exit(ok ? 0 : 1)
} catch {
    // A missing font, an output folder that does not exist: a message, not a crash.
    FileHandle.standardError.write(Data("docs-generator: error: \(error)\n".utf8))
    exit(1)
}

extension String {
    /// The string with `suffix` replaced when it ends with it.
    func replacingSuffix(_ suffix: String, with other: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) + other : self
    }
}
