#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MockupPlatform
import MockupSystem
import MockupGeometry
import MockupKit
import MockupScene

/// `mockup render FILE... [-o OUT] [--format png|pdf|svg] [--svg-text glyphs|text] [--scale S] [--device D|LIST|all]
/// [--orientation O|both] [--panel] [--density NAME|LIST|all] [--ios V] [--redlines SEL]`
enum RenderCommand {
    static let usage = """
        usage: mockup render FILE... [-o OUT] [--format png|pdf|svg] [--svg-text glyphs|text] [--scale S]
                             [--device NAME|LIST|all] [--orientation portrait|landscape|both]
                             [--panel] [--density NAME|LIST|all] [--ios 7|8|9] [--timings] [--no-lint]
                             [--redlines all|bars|table|views|id:NAME,...] [--jobs N] [--progress]
          Renders each FILE to NAME@Sx.png (or NAME.pdf, NAME.svg) beside it, or into OUT:
          a folder when OUT ends with '/', is a folder, or there are several outputs.
          --device, --orientation, --ios, --frame and --redlines put what they chose in NAME
          (NAME.iphone-5-landscape@2x.png, NAME.ios7-redlines@2x.png), so that no
          render writes over another's.
          Lint warnings (the guideline rules, see 'mockup lint') are printed to stderr
          without failing the render.
          -o OUT                the output file, or a folder for several outputs
          --format F            png (default), pdf or svg; a name ending in .pdf or .svg
                                chooses it too
          --svg-text T          with svg: glyphs (default: outlines, the same
                                everywhere) or text (<text> elements naming the fonts:
                                selectable, right only where they are installed)
          --scale S             pixels per point (default: the device's own)
          --device NAME         a device of 'mockup devices', a list (iphone-5,ipad) or
                                all: every one rendered, named
                                NAME.DEVICE-ORIENTATION@Sx.png (as variants name
                                goldens); OUT must then be a folder
          --orientation O       portrait, landscape or both
          --ios V               7, 8 or 9: the release whose look is drawn
          --panel               what a downsampling phone's screen shows (iPhone 6 Plus:
                                the 1242×2208 render scaled to its 1080×1920 panel),
                                named NAME.panel.png
          --density D           Android density buckets (ldpi, mdpi, tvdpi, hdpi, xhdpi,
                                xxhdpi, xxxhdpi, a list, or all), points taken as dp,
                                each written to drawable-BUCKET/NAME.png (NAME in
                                Android's resource form: lower case, '_')
          --redlines WHAT       draws the frames, sizes (pt and px) and distances of
                                all, bars, table, views or id:NAME,... over the mockup
          --frame F             draws the screen in a device body: silver, space-gray or
                                gold (named NAME.frame-F@Sx.png); --shadow adds its
                                drop shadow. A flow draws every screen in one
          --timings             prints the milliseconds of each stage to stderr (with one
                                worker unless --jobs is given)
          --no-lint             no lint warnings
        """ + "\n" + BatchFlags.help

    /// What one output is: the render at a scale, the panel, or a density bucket.
    enum Kind {
        case render(scale: Double)
        case panel(Size)
        case density(AndroidDensity)
    }

    static func run(_ words: [String]) throws -> Int32 {
        let args = try Arguments(
            words, valued: ["--output", "--format", "--svg-text", "--scale", "--device", "--orientation", "--ios", "--density", "--redlines", "--frame"]
                + BatchFlags.valued,
            switches: ["--timings", "--panel", "--shadow", "--no-lint", "--worker-process"] + BatchFlags.switches,
            aliases: ["-o": "--output", "-f": "--format"])
        let overrides = try ScreenOverrides(args, allowMatrix: true)
        let redlines = try args["--redlines"].map(parseRedlines)
        guard !args.positional.isEmpty else { throw UsageError("render needs at least one .mockup file") }
        let output = args["--output"]
        var format = args["--format"]
        if format == nil, let o = output, o.lowercased().hasSuffix(".pdf") { format = "pdf" }
        if format == nil, let o = output, o.lowercased().hasSuffix(".svg") { format = "svg" }
        guard ["png", "pdf", "svg", nil].contains(format) else {
            throw UsageError("--format is png, pdf or svg, not '\(format ?? "")'")
        }
        let pdf = format == "pdf"
        let svg = try svgTextMode(args, format: format)
        let panel = args.flags.contains("--panel")
        var densities: [AndroidDensity]?
        if let d = args["--density"] {
            do { densities = try AndroidDensity.list(d) } catch let e as UnknownName { throw UsageError("\(e)") }
        }
        if panel || densities != nil {
            let what = panel ? "--panel" : "--density"
            if pdf || svg != nil {
                throw UsageError("\(what) makes PNG images; a \(pdf ? "PDF" : "SVG") has no pixels to resample")
            }
            if overrides.scale != nil { throw UsageError("\(what) sets the scale itself: leave out --scale") }
            if panel && densities != nil { throw UsageError("--panel is an iPhone's screen, --density an Android bucket: give one") }
        }
        let severalOutputs = overrides.isMatrix || (densities?.count ?? 0) > 1
        let many = args.positional.count > 1 || severalOutputs
        var isDir = false
        let exists = output.map { FileManager.default.fileExists(atPath: $0, isDirectory: &isDir) } ?? false
        if let o = output, severalOutputs, (exists && !isDir) || [".png", ".pdf", ".svg"].contains(where: o.lowercased().hasSuffix) {
            let why = overrides.isMatrix ? "the device matrix makes an image per device and orientation" : "--density makes an image per bucket"
            throw UsageError("\(why): -o must name a folder, not the file '\(o)'")
        }
        let outputIsDir = output.map { $0.hasSuffix("/") || many || (exists && isDir) } ?? false
        // A worker process (RenderWorkerProcess) writes nothing itself: its parent does.
        let isWorker = args.flags.contains("--worker-process")
        // The folder is made before the first write: a run whose every render fails
        // leaves nothing behind.
        var folderToMake = outputIsDir && !isWorker ? output : nil
        // Set when the output folder cannot be made: no output of the run can be written.
        var folderFailed = false

        var clock = StageClock(enabled: args.flags.contains("--timings"))
        // --timings times the stages of one worker, so that they add up.
        let jobs = clock.enabled && args["--jobs"] == nil ? 1 : try BatchFlags.jobs(args)
        let files = args.positional
        let workers = min(jobs, files.count)
        // A worker process deflates on one thread: its parent runs one per core asked.
        let threads = isWorker ? 1 : try BatchFlags.encoderThreads(args)
        // One worker: the process's engine, built here as before; several: worker
        // processes (or, with --timings, threads with an engine each).
        let shared = workers == 1 || isWorker ? try Engine.shared(encoderThreads: threads) : nil
        clock.lap("fonts")
        var status: Int32 = 0
        var guardrail = OutputGuard(inputs: files)
        let panelDevices = DeviceCatalog.all.filter { $0.panelPixels != nil }.map(\.id).joined(separator: ", ")
        var panelNoted = false
        var progress = Progress(total: files.count, forced: args.flags.contains("--progress"))
        let job = FileJob(
            overrides: overrides, redlines: redlines, lint: !args.flags.contains("--no-lint"), panel: panel,
            densities: densities, pdf: pdf, svg: svg, output: output, outputIsDir: outputIsDir, timings: clock.enabled)
        if isWorker, let shared {
            return RenderWorkerProcess.serve(files: files, job: job, engine: shared)
        }
        // Workers compile and render; the steps of each file are then replayed here in
        // input order: messages, the output guard and the writes, as one loop would.
        let deliver: (Int, [RenderStep]) -> Void = { i, steps in
                let file = files[i]
                for step in steps {
                    switch step {
                    case .message(let m):
                        progress.message(m)
                    case .status(let s):
                        status = max(status, s)
                    case .timings(let c):
                        clock.absorb(c)
                    case .panelNote:
                        if !panelNoted {
                            // Once per run: the matrix's other devices are drawn as usual.
                            progress.message("mockup render: note: --panel applies to \(panelDevices); other devices are rendered at their own scale")
                            panelNoted = true
                        }
                    case .output(let target, let density, let rendered):
                        if folderFailed { continue }
                        if let refusal = guardrail.refusal(target, for: file) {
                            progress.message("\(file): error: \(refusal)")
                            status = max(status, 2)
                            continue
                        }
                        let bytes: [UInt8]
                        switch rendered {
                        case .success(let b): bytes = b
                        case .failure(let e):
                            progress.message("\(file): error: \(e.text)")
                            status = max(status, 1)
                            continue
                        }
                        do {
                            if let folder = folderToMake {
                                folderToMake = nil
                                do { try createFolder(folder) } catch {
                                    folderFailed = true
                                    throw error
                                }
                            }
                            if density { try createFolder(PathText.deletingLastComponent(target)) }
                            try AtomicFile.write(bytes, to: target)
                            clock.lap("write")
                            progress.beforeOutput()
                            Console.out("wrote \(target)")
                        } catch let e as AtomicFile.WriteError {
                            // Which output and why, in the CLI's own form: the input file is fine.
                            progress.message("mockup render: error: \(e)")
                            status = max(status, 1)
                        } catch {
                            progress.message("\(file): error: \(error)")
                            status = max(status, 1)
                        }
                    }
                }
                progress.update(i + 1)
            }
        // Worker processes start from this executable; when it cannot be found, threads do the work.
        if workers > 1 && !clock.enabled && access(ChildProcess.ownExecutable, X_OK) == 0 {
            try OrderedWork.run(
                count: files.count, workers: workers, makeWorker: { try RenderWorkerProcess(arguments: words) },
                work: { worker, i in worker.steps(for: i, file: files[i]) }, deliver: deliver)
        } else {
            try OrderedWork.run(
                count: files.count, workers: workers,
                makeWorker: { if let shared { return shared } else { return try MockupEngine(encoderThreads: threads) } },
                work: { engine, i in job.run(files[i], engine: engine) }, deliver: deliver)
        }
        progress.clear()
        clock.report()
        return status
    }

    /// How `--format svg` draws text (`--svg-text`, default glyphs); nil for PNG and PDF,
    /// where `--svg-text` is a usage error.
    static func svgTextMode(_ args: Arguments, format: String?) throws -> SVGTextMode? {
        let word = args["--svg-text"]
        guard format == "svg" else {
            if word != nil { throw UsageError("--svg-text applies to --format svg") }
            return nil
        }
        guard let word else { return .glyphs }
        guard let mode = SVGTextMode(rawValue: word) else {
            throw UsageError("--svg-text is glyphs or text, not '\(word)'")
        }
        return mode
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
            // FoundationEssentials' FileManager puts the errno in a POSIXError underneath.
            let underlying = (error as? CocoaError)?.underlying as? POSIXError
            let reason = underlying.map { String(cString: strerror($0.code.rawValue)) } ?? "\(error)"
            throw AtomicFile.WriteError(path: path, reason: reason)
        }
    }

    /// `dir/name@2x.png`, `dir/name.iphone-5-landscape@2x.png`, `dir/name.pdf`,
    /// `dir/name.panel.png`, `dir/drawable-hdpi/name.png`, or the explicit output file.
    static func outputPath(
        for file: String, output: String?, outputIsDir: Bool, label: String?, kind: Kind, pdf: Bool, svg: Bool = false
    ) -> String {
        let url = URL(fileURLWithPath: file)
        let stem = url.deletingPathExtension().lastPathComponent
        let base = stem + (label.map { ".\($0)" } ?? "")
        let name: String
        switch kind {
        case .render(let scale): name = pdf ? "\(base).pdf" : svg ? "\(base).svg" : "\(base)@\(scaleText(scale))x.png"
        case .panel: name = "\(base).panel.png"
        case .density(let d): name = d.folder + "/" + resourceName(stem + (label.map { "_\($0)" } ?? "")) + ".png"
        }
        if let o = output {
            return outputIsDir ? (o.hasSuffix("/") ? o + name : o + "/" + name) : o
        }
        let dir = PathText.deletingLastComponent(file)
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
        var t = PrintfText.format("%.2f", s)
        while t.hasSuffix("0") { t.removeLast() }
        return t
    }
}
