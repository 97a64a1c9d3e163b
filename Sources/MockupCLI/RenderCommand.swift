import Foundation
import MockupGeometry
import MockupKit
import MockupScene

/// `mockup render FILE... [-o OUT] [--format png|pdf] [--scale S] [--device D|LIST|all]
/// [--orientation O|both] [--panel] [--density NAME|LIST|all] [--ios V] [--redlines SEL]`
enum RenderCommand {
    static let usage = """
        usage: mockup render FILE... [-o OUT] [--format png|pdf] [--scale S]
                             [--device NAME|LIST|all] [--orientation portrait|landscape|both]
                             [--panel] [--density NAME|LIST|all] [--ios 7|8|9] [--timings] [--no-lint]
                             [--redlines all|bars|table|views|id:NAME,...]
          Renders each FILE to NAME@Sx.png (or NAME.pdf) beside it, or into OUT:
          a folder when OUT ends with '/', is a folder, or there are several outputs.
          --device all (or a list: iphone-5,iphone-6,ipad) and --orientation both render
          every combination, named NAME.DEVICE-ORIENTATION@Sx.png (as variants name goldens);
          OUT must then be a folder.
          --panel: what a downsampling phone's screen shows (iPhone 6 Plus: the 1242×2208
          render scaled to its 1080×1920 panel), named NAME.panel.png.
          --density: Android density buckets (ldpi, mdpi, tvdpi, hdpi, xhdpi, xxhdpi,
          xxxhdpi, a list, or all), points taken as dp, each written to
          drawable-BUCKET/NAME.png (NAME in Android's resource form: lower case, '_').
          --timings prints the milliseconds of each stage to stderr.
          Lint warnings (the guideline rules, see 'mockup lint') are printed to stderr
          without failing the render; --no-lint turns them off.
          --redlines draws the chosen elements' frames, sizes (pt and px) and distances
          over the mockup (docs/HANDOFF.md).
        """

    /// What one output is: the render at a scale, the panel, or a density bucket.
    enum Kind {
        case render(scale: Double)
        case panel(Size)
        case density(AndroidDensity)
    }

    static func run(_ words: [String]) throws -> Int32 {
        let args = try Arguments(
            words, valued: ["--output", "--format", "--scale", "--device", "--orientation", "--ios", "--density", "--redlines"],
            switches: ["--timings", "--panel", "--no-lint"],
            aliases: ["-o": "--output", "-f": "--format"])
        let overrides = try ScreenOverrides(args, allowMatrix: true)
        let redlines = try args["--redlines"].map(parseRedlines)
        guard !args.positional.isEmpty else { throw UsageError("render needs at least one .mockup file") }
        let output = args["--output"]
        var format = args["--format"]
        if format == nil, let o = output, o.lowercased().hasSuffix(".pdf") { format = "pdf" }
        guard ["png", "pdf", nil].contains(format) else {
            throw UsageError("--format is png or pdf, not '\(format ?? "")'")
        }
        let pdf = format == "pdf"
        let panel = args.flags.contains("--panel")
        var densities: [AndroidDensity]?
        if let d = args["--density"] {
            do { densities = try AndroidDensity.list(d) } catch let e as UnknownName { throw UsageError("\(e)") }
        }
        if panel || densities != nil {
            let what = panel ? "--panel" : "--density"
            if pdf { throw UsageError("\(what) makes PNG images; a PDF has no pixels to resample") }
            if overrides.scale != nil { throw UsageError("\(what) sets the scale itself: leave out --scale") }
            if panel && densities != nil { throw UsageError("--panel is an iPhone's screen, --density an Android bucket: give one") }
        }
        let severalOutputs = overrides.isMatrix || (densities?.count ?? 0) > 1
        let many = args.positional.count > 1 || severalOutputs
        var isDir: ObjCBool = false
        let exists = output.map { FileManager.default.fileExists(atPath: $0, isDirectory: &isDir) } ?? false
        if let o = output, severalOutputs, (exists && !isDir.boolValue) || [".png", ".pdf"].contains(where: o.lowercased().hasSuffix) {
            let why = overrides.isMatrix ? "the device matrix makes an image per device and orientation" : "--density makes an image per bucket"
            throw UsageError("\(why): -o must name a folder, not the file '\(o)'")
        }
        let outputIsDir = output.map { $0.hasSuffix("/") || many || (exists && isDir.boolValue) } ?? false
        if let o = output, outputIsDir { try createFolder(o) }

        var clock = StageClock(enabled: args.flags.contains("--timings"))
        let engine = try Engine.shared()
        clock.lap("fonts")
        var status: Int32 = 0
        var guardrail = OutputGuard(inputs: args.positional)
        let panelDevices = DeviceCatalog.all.filter { $0.panelPixels != nil }.map(\.id).joined(separator: ", ")
        var panelNoted = false
        for file in args.positional {
            for combination in overrides.combinations {
                var options = overrides.compileOptions(combination)
                options.recordsElements = redlines != nil
                let result = engine.compile(file: file, options: options)
                clock.lap("compile")
                Console.report(result)
                if !args.flags.contains("--no-lint") {
                    let lint = result.formattedLint()
                    if !lint.isEmpty { Console.err(lint) }
                }
                guard var list = result.displayList, let screen = result.screen, !result.hasErrors else {
                    status = max(status, 2)
                    continue
                }
                if let redlines {
                    do {
                        list = try engine.redlined(list, elements: result.elements, selection: redlines, scale: overrides.scale ?? list.scale)
                    } catch {
                        Console.err("\(file): error: \(error)")
                        status = max(status, 2)
                        continue
                    }
                }
                let label = overrides.isMatrix ? screen.device.label(screen.orientation) : nil
                var kinds: [Kind] = [.render(scale: overrides.scale ?? list.scale)]
                if let densities {
                    kinds = densities.map { .density($0) }
                } else if panel {
                    if let size = screen.device.panelSize(screen.orientation) {
                        kinds = [.panel(size)]
                    } else {
                        let note = "the \(screen.device.displayName) (\(screen.device.id)) shows its render as drawn; --panel applies to \(panelDevices)"
                        if !overrides.isMatrix {
                            Console.err("\(file): error: \(note)")
                            status = max(status, 2)
                            continue
                        }
                        if !panelNoted {
                            // Once per run: the matrix's other devices are drawn as usual.
                            Console.err("mockup render: note: --panel applies to \(panelDevices); other devices are rendered at their own scale")
                            panelNoted = true
                        }
                    }
                }
                for kind in kinds {
                    let target = outputPath(
                        for: file, output: output, outputIsDir: outputIsDir, label: label, kind: kind, pdf: pdf)
                    if let refusal = guardrail.refusal(target, for: file) {
                        Console.err("\(file): error: \(refusal)")
                        status = max(status, 2)
                        continue
                    }
                    do {
                        let bytes: [UInt8]
                        switch kind {
                        case .render(let scale) where pdf:
                            bytes = try engine.renderPDF(list, scale: scale)
                            clock.lap("pdf")
                        case .render(let scale):
                            let bitmap = try engine.renderBitmap(list, scale: scale)
                            clock.lap("raster")
                            bytes = try engine.encodePNG(bitmap)
                            clock.lap("encode")
                        case .panel(let size):
                            bytes = try engine.encodePNG(try engine.renderPanelBitmap(list, panel: size))
                            clock.lap("panel")
                        case .density(let d):
                            bytes = try engine.encodePNG(try engine.renderBitmap(list, scale: d.scale))
                            clock.lap("raster")
                            try createFolder((target as NSString).deletingLastPathComponent)
                        }
                        try AtomicFile.write(bytes, to: target)
                        clock.lap("write")
                        Console.out("wrote \(target)")
                    } catch let e as AtomicFile.WriteError {
                        // Which output and why, in the CLI's own form: the input file is fine.
                        Console.err("mockup render: error: \(e)")
                        status = max(status, 1)
                    } catch {
                        Console.err("\(file): error: \(error)")
                        status = max(status, 1)
                    }
                }
            }
        }
        clock.report()
        return status
    }

    /// The `--redlines` selection, or a usage error naming the word it does not know.
    static func parseRedlines(_ text: String) throws -> RedlineSelection {
        do {
            return try RedlineSelection.parse(text)
        } catch {
            throw UsageError(error.description)
        }
    }

    /// Creates the output folder, or says why not in the usual "cannot write" form with
    /// the operating system's reason rather than Foundation's error dump.
    static func createFolder(_ path: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            let underlying = ((error as NSError).userInfo[NSUnderlyingErrorKey] as? Error).map { $0 as NSError }
            let reason =
                underlying.flatMap { $0.domain == NSPOSIXErrorDomain ? String(cString: strerror(Int32($0.code))) : nil }
                ?? error.localizedDescription
            throw AtomicFile.WriteError(path: path, reason: reason)
        }
    }

    /// `dir/name@2x.png`, `dir/name.iphone-5-landscape@2x.png`, `dir/name.pdf`,
    /// `dir/name.panel.png`, `dir/drawable-hdpi/name.png`, or the explicit output file.
    static func outputPath(
        for file: String, output: String?, outputIsDir: Bool, label: String?, kind: Kind, pdf: Bool
    ) -> String {
        let url = URL(fileURLWithPath: file)
        let stem = url.deletingPathExtension().lastPathComponent
        let base = stem + (label.map { ".\($0)" } ?? "")
        let name: String
        switch kind {
        case .render(let scale): name = pdf ? "\(base).pdf" : "\(base)@\(scaleText(scale))x.png"
        case .panel: name = "\(base).panel.png"
        case .density(let d): name = d.folder + "/" + resourceName(stem + (label.map { "_\($0)" } ?? "")) + ".png"
        }
        if let o = output {
            return outputIsDir ? (o.hasSuffix("/") ? o + name : o + "/" + name) : o
        }
        let dir = (file as NSString).deletingLastPathComponent
        return dir.isEmpty ? name : dir + "/" + name
    }

    /// An Android resource file name: lower-case letters, digits and `_` only, not
    /// starting with a digit (`screen-brightness` → `screen_brightness`).
    static func resourceName(_ s: String) -> String {
        var out = String(s.lowercased().unicodeScalars.map { ("a"..."z").contains($0) || ("0"..."9").contains($0) ? Character($0) : "_" })
        if out.first.map({ !("a"..."z").contains($0) }) ?? true { out = "img_" + out }
        return out
    }

    /// "2", "3", "2.61".
    static func scaleText(_ s: Double) -> String {
        if s == s.rounded() { return String(Int(s)) }
        var t = String(format: "%.2f", s)
        while t.hasSuffix("0") { t.removeLast() }
        return t
    }
}
