#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MockupSystem
import Synchronization
import MockupDisplayList
import MockupGolden
import MockupKit
import MockupScene

/// `mockup gallery FILE... -o PAGE.md [--images DIR] [--scale S]`: renders every file
/// and writes a Markdown page showing them side by side, grouped by section.
///
/// A subcommand rather than a shell script: it reuses the one font set for every
/// file, runs wherever `mockup` runs, and is tested like the other commands; users get
/// the same contact sheet for their own projects. `scripts/gallery.sh` runs it on the
/// samples.
enum GalleryCommand {
    static let usage = """
        usage: mockup gallery FILE... -o PAGE.md [--images DIR] [--scale S] [--check]
                              [--device NAME|LIST|all] [--orientation portrait|landscape|both]
                              [--golden DIR] [--jobs N] [--progress]
          Renders each FILE at scale S (default 2) into DIR (default: the page's folder
          plus its name, docs/gallery/ for docs/gallery.md) and writes PAGE.md, a Markdown
          page with the images side by side, grouped by the first line of each file:
              # gallery: Section — caption
          Files without that line go under "Screens". Nothing is written when a file
          has errors. An image whose pixels are already there is not rewritten.
          --check writes nothing and fails (exit 1) unless PAGE.md and every image
          are what this run would write (images compared by their pixels).
          With --device or --orientation each file is rendered on every device and
          orientation asked for (NAME.DEVICE-ORIENTATION@Sx.png) and the page gets one
          section per file holding the whole matrix: a contact sheet of design sizes.
          With --golden DIR the page shows each file's golden (DIR/NAME@Sx.png, at its
          device's scale, as `mockup test FILE... --golden DIR` records it) instead of
          rendering: no second copy of each image. A file without its golden is an error.
        """ + "\n" + BatchFlags.help

    static func run(_ words: [String]) throws -> Int32 {
        let args = try Arguments(
            words, valued: ["--output", "--images", "--scale", "--device", "--orientation", "--golden"] + BatchFlags.valued,
            switches: ["--check"] + BatchFlags.switches,
            aliases: ["-o": "--output"])
        guard !args.positional.isEmpty else { throw UsageError("gallery needs at least one .mockup file") }
        guard let page = args["--output"] else { throw UsageError("gallery needs -o PAGE.md") }
        guard page.lowercased().hasSuffix(".md") else { throw UsageError("the page must be a .md file, not '\(page)'") }
        var scale = 2.0
        if let s = args["--scale"] {
            let text = s.hasSuffix("x") ? String(s.dropLast()) : s
            guard let v = DecimalNumber.number(text), v >= 0.25, v <= 4 else {
                throw UsageError("--scale takes a number from 0.25 to 4, not '\(s)'")
            }
            scale = v
        }
        let overrides = try ScreenOverrides(args, allowMatrix: true)
        let matrix = args["--device"] != nil || args["--orientation"] != nil
        let golden = args["--golden"]
        if golden != nil, matrix || args["--scale"] != nil || args["--images"] != nil {
            throw UsageError("--golden shows each file's golden as recorded: it takes no --device, --orientation, --scale or --images")
        }
        let pageDir = PathText.deletingLastComponent(page)
        let images = args["--images"] ?? String(page.dropLast(3))

        // Compile everything first: a file with errors stops the gallery before any write.
        // Files are compiled and rendered on `--jobs` workers; results (and messages)
        // come back in the files' order, so the page and stderr are those of --jobs 1.
        let jobs = try BatchFlags.jobs(args)
        let files = args.positional.sorted()
        let combinations = matrix ? overrides.combinations : [ScreenOverrides.Combination()]
        let workers = min(jobs, files.count)
        let threads = try BatchFlags.encoderThreads(args)
        // One worker: the process's engine; several: one engine each.
        let shared = jobs == 1 ? try Engine.shared(encoderThreads: threads) : nil
        let makeEngine: @Sendable () throws -> MockupEngine = {
            if let shared { shared } else { try MockupEngine(encoderThreads: threads) }
        }
        var progress = Progress(total: files.count, forced: args.flags.contains("--progress"))
        var compiled: [(file: String, result: CompileResult)] = []
        var failed = false
        try OrderedWork.run(
            count: files.count, workers: workers, makeWorker: makeEngine,
            work: { engine, i in
                combinations.map { c in
                    engine.compile(file: files[i], options: CompileOptions(device: c.device?.id, orientation: c.orientation))
                }
            },
            deliver: { i, results in
                for result in results {
                    if !result.diagnostics.isEmpty { progress.message(result.formattedDiagnostics) }
                    if result.displayList == nil || result.hasErrors { failed = true }
                    compiled.append((files[i], result))
                }
                progress.update(i + 1)
            })
        progress.clear()
        if failed { return 2 }

        var entries: [GalleryPage.Entry] = []
        var renders: [(list: DisplayList, target: String)] = []
        var missingGoldens: [String] = []
        let base = pageDir.isEmpty ? "." : pageDir
        for (file, result) in compiled {
            guard let list = result.displayList else { continue }
            let stem = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
            let target: String
            if let golden {
                // The image the regression run keeps: the default variant at the list's scale.
                let name = GoldenLayout.caseName(stem: stem, variantLabel: nil, scale: list.scale)
                target = GoldenLayout.goldenPath(name, in: golden)
                if !FileManager.default.fileExists(atPath: target) { missingGoldens.append("\(target) (for \(file))") }
            } else {
                let label = matrix ? result.screen.map { ".\($0.device.label($0.orientation))" } ?? "" : ""
                target = images + "/" + "\(stem)\(label)@\(RenderCommand.scaleText(scale))x.png"
                renders.append((list, target))
            }
            let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
            var heading = GalleryPage.heading(of: text, fallbackCaption: stem)
            if matrix, let screen = result.screen {
                // One section per file: the whole matrix side by side.
                heading = (
                    "\(heading.caption) (\(PathText.lastComponent(file)))",
                    "\(screen.device.displayName), \(screen.orientation.rawValue)"
                )
            }
            entries.append(
                GalleryPage.Entry(
                    section: heading.section, caption: heading.caption,
                    image: GalleryPage.relative(target, from: base), source: GalleryPage.relative(file, from: base),
                    displayWidth: Int((list.size.width / 2).rounded()), breaksOnPurpose: Linter.suppressedRules(in: text)))
        }
        if !missingGoldens.isEmpty {
            Console.err(
                "gallery: no golden: \(missingGoldens.joined(separator: ", ")); record it with "
                    + "`mockup test FILE --golden \(golden ?? "")` and look at it first")
            return 1
        }
        var command = "mockup gallery \(describeFiles(args.positional)) -o \(page)"
        if let d = args["--device"] { command += " --device \(d)" }
        if let o = args["--orientation"] { command += " --orientation \(o)" }
        if let golden { command += " --golden \(golden)" }
        var gallery = GalleryPage(entries: entries, command: command)
        if golden != nil { gallery.shows = "shown as its golden (the reviewed image `mockup test` compares against)" }
        let markdown = gallery.markdown

        let check = args.flags.contains("--check")
        // Two files with one name would overwrite each other's image.
        var guardrail = OutputGuard(inputs: args.positional + [page])
        let targets = renders.map(\.target)
        if !check {
            for target in targets {
                if let refusal = guardrail.refusal(target, for: "gallery") { throw UsageError(refusal) }
            }
        }
        // Render everything before writing anything: a render failure leaves no partial set.
        // The images wait in a spool file, not in memory, and each display list is let
        // go once rendered, so memory stays flat however many files there are.
        let spool = try SpoolFile()
        var rendered: [(bytes: Range<Int>, target: String)] = []
        var lists: [DisplayList?] = renders.map(\.list)
        renders = []
        compiled = []
        var renderError: Error?
        let renderScale = scale
        let box = ListBox(lists)
        lists = []
        try OrderedWork.run(
            count: box.count, workers: min(jobs, max(1, box.count)), makeWorker: makeEngine,
            work: { engine, i in Result { try engine.renderPNG(try box.take(i), scale: renderScale) } },
            deliver: { i, r in
                switch r {
                case .success(let bytes):
                    do { rendered.append((try spool.append(bytes), targets[i])) } catch {
                        if renderError == nil { renderError = error }
                    }
                case .failure(let e): if renderError == nil { renderError = e }
                }
            })
        if let renderError { throw renderError }
        // An image whose pixels equal what is there already is left byte for byte: a
        // re-run (or another PNG encoder) churns no file.
        var stale: [(bytes: Range<Int>, target: String)] = []
        for r in rendered where !Self.samePixels(try spool.read(r.bytes), at: r.target) { stale.append(r) }

        if check {
            let current = try? String(contentsOfFile: page, encoding: .utf8)
            guard current == markdown, stale.isEmpty else {
                var why: [String] = []
                if current != markdown { why.append("the page differs from what this run writes") }
                if !stale.isEmpty { why.append("missing or changed: " + stale.map(\.target).joined(separator: ", ")) }
                Console.err("\(page) is out of date (\(why.joined(separator: "; "))); run the same command without --check to regenerate it")
                return 1
            }
            Console.out("\(page) is up to date")
            return 0
        }
        if !stale.isEmpty { try FileManager.default.createDirectory(atPath: images, withIntermediateDirectories: true) }
        for (bytes, target) in stale {
            try AtomicFile.write(try spool.read(bytes), to: target)
            Console.out("wrote \(target)")
        }
        if !pageDir.isEmpty { try FileManager.default.createDirectory(atPath: pageDir, withIntermediateDirectories: true) }
        if (try? String(contentsOfFile: page, encoding: .utf8)) != markdown {
            try AtomicFile.write(Array(markdown.utf8), to: page)
            Console.out("wrote \(page)")
        } else {
            Console.out("\(page) is up to date")
        }
        return 0
    }

    /// Whether the PNG at `path` exists and decodes to the pixels of `png`.
    static func samePixels(_ png: [UInt8], at path: String) -> Bool {
        guard let existing = try? PNGCodec.readFile(path) else { return false }
        if existing == png { return true }
        guard let a = try? PNGCodec.decode(existing, source: path), let b = try? PNGCodec.decode(png, source: "render") else { return false }
        return a == b
    }

    /// `samples/*.mockup` when the files are all the .mockup files of one folder
    /// as given, else the first file and an ellipsis.
    static func describeFiles(_ files: [String]) -> String {
        let dirs = Set(files.map { PathText.deletingLastComponent($0) })
        if dirs.count == 1, let dir = dirs.first {
            let all = (try? FileManager.default.contentsOfDirectory(atPath: dir.isEmpty ? "." : dir)) ?? []
            let given = Set(files.map { PathText.lastComponent($0) })
            if given == Set(all.filter { $0.hasSuffix(".mockup") }) {
                return (dir.isEmpty ? "" : dir + "/") + "*.mockup"
            }
        }
        return files.count == 1 ? files[0] : files[0] + " …"
    }
}

/// The display lists to render, each handed to one worker and then dropped.
private final class ListBox: Sendable {
    private let lists: Mutex<[DisplayList?]>
    let count: Int

    init(_ lists: [DisplayList?]) {
        self.lists = Mutex(lists)
        count = lists.count
    }

    /// The list at `i`, which the box no longer holds afterwards.
    func take(_ i: Int) throws -> DisplayList {
        try lists.withLock { lists in
            guard let list = lists[i] else { throw UsageError("internal: display list \(i) rendered twice") }
            lists[i] = nil
            return list
        }
    }
}
