import Foundation
import MockupKit

/// `mockup render FILE... [-o OUT] [--format png|pdf] [--scale S] [--device D] [--orientation O] [--ios V] [--redlines SEL]`
enum RenderCommand {
    static let usage = """
        usage: mockup render FILE... [-o OUT] [--format png|pdf] [--scale S]
                             [--device NAME] [--orientation portrait|landscape] [--ios 7|8|9] [--timings]
                             [--redlines all|bars|table|views|id:NAME,...]
          Renders each FILE to NAME@Sx.png (or NAME.pdf) beside it, or into OUT:
          a folder when OUT ends with '/', is a folder, or there are several files.
          --timings prints the milliseconds of each stage to stderr.
          --redlines draws the chosen elements' frames, sizes (pt and px) and distances
          over the mockup (docs/HANDOFF.md).
        """

    static func run(_ words: [String]) throws -> Int32 {
        let args = try Arguments(
            words, valued: ["--output", "--format", "--scale", "--device", "--orientation", "--ios", "--redlines"],
            switches: ["--timings"],
            aliases: ["-o": "--output", "-f": "--format"])
        let overrides = try ScreenOverrides(args)
        let redlines = try args["--redlines"].map(parseRedlines)
        var compileOptions = overrides.compileOptions
        compileOptions.recordsElements = redlines != nil
        guard !args.positional.isEmpty else { throw UsageError("render needs at least one .mockup file") }
        let output = args["--output"]
        var format = args["--format"]
        if format == nil, let o = output, o.lowercased().hasSuffix(".pdf") { format = "pdf" }
        guard ["png", "pdf", nil].contains(format) else {
            throw UsageError("--format is png or pdf, not '\(format ?? "")'")
        }
        let pdf = format == "pdf"
        let many = args.positional.count > 1
        var isDir: ObjCBool = false
        let outputIsDir = output.map {
            $0.hasSuffix("/") || many
                || (FileManager.default.fileExists(atPath: $0, isDirectory: &isDir) && isDir.boolValue)
        } ?? false
        if let o = output, outputIsDir { try createFolder(o) }

        var clock = StageClock(enabled: args.flags.contains("--timings"))
        let engine = try Engine.shared()
        clock.lap("fonts")
        var status: Int32 = 0
        var guardrail = OutputGuard(inputs: args.positional)
        for file in args.positional {
            let result = engine.compile(file: file, options: compileOptions)
            clock.lap("compile")
            Console.report(result)
            guard var list = result.displayList, !result.hasErrors else {
                status = max(status, 2)
                continue
            }
            let scale = overrides.scale ?? list.scale
            if let redlines {
                do {
                    list = try engine.redlined(list, elements: result.elements, selection: redlines, scale: scale)
                } catch {
                    Console.err("\(file): error: \(error)")
                    status = max(status, 2)
                    continue
                }
            }
            let target = outputPath(for: file, output: output, outputIsDir: outputIsDir, scale: scale, pdf: pdf)
            if let refusal = guardrail.refusal(target, for: file) {
                Console.err("\(file): error: \(refusal)")
                status = max(status, 2)
                continue
            }
            do {
                let bytes: [UInt8]
                if pdf {
                    bytes = try engine.renderPDF(list, scale: scale)
                    clock.lap("pdf")
                } else {
                    let bitmap = try engine.renderBitmap(list, scale: scale)
                    clock.lap("raster")
                    bytes = try engine.encodePNG(bitmap)
                    clock.lap("encode")
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

    /// `dir/name@2x.png`, `dir/name.pdf`, or the explicit output file.
    static func outputPath(for file: String, output: String?, outputIsDir: Bool, scale: Double, pdf: Bool) -> String {
        let url = URL(fileURLWithPath: file)
        let stem = url.deletingPathExtension().lastPathComponent
        let name = pdf ? "\(stem).pdf" : "\(stem)@\(scaleText(scale))x.png"
        if let o = output {
            return outputIsDir ? (o.hasSuffix("/") ? o + name : o + "/" + name) : o
        }
        let dir = (file as NSString).deletingLastPathComponent
        return dir.isEmpty ? name : dir + "/" + name
    }

    /// "2", "3", "2.61".
    static func scaleText(_ s: Double) -> String {
        if s == s.rounded() { return String(Int(s)) }
        var t = String(format: "%.2f", s)
        while t.hasSuffix("0") { t.removeLast() }
        return t
    }
}
