#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MockupSystem
import MockupDisplayList
import MockupGeometry
import MockupGolden
import MockupKit
import MockupScene

/// A golden to write once the whole run is known to be free of errors.
struct PendingWrite: Sendable {
    var path: String
    var bytes: [UInt8]
}

/// What one file produced: its cases' outcomes, goldens to write, diagnostics to print.
struct FileResult: Sendable {
    var outcomes: [CaseOutcome] = []
    var writes: [PendingWrite] = []
    var diagnostics: String = ""
    /// The image and icon files the file's compiles named: inputs of the run.
    var files: [String] = []
}

/// Renders one file in each of its variants and judges every case against its golden.
/// Owns one engine: an engine is serialised, so parallel workers need one each.
struct CaseRunner {
    let engine: MockupEngine
    let options: RegressionOptions

    func run(_ file: SourceFile) -> FileResult {
        var result = FileResult()
        let base = engine.compile(file: file.path)
        result.files = base.files
        guard let list = base.displayList, !base.hasErrors else {
            result.diagnostics = base.formattedDiagnostics
            let first = base.diagnostics.first { $0.severity == .error }
            // Named as it will be once it compiles: the screen's scale when its `screen`
            // line resolved, else the default device's.
            let name = GoldenLayout.caseName(
                stem: file.stem, variantLabel: nil, scale: base.screen?.scale ?? DeviceCatalog.defaultDevice.scale)
            var o = CaseOutcome(
                name: name, source: file.path, variant: nil, golden: "", status: .error,
                detail: "does not compile: \(first.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" } ?? "errors")")
            o.golden = GoldenLayout.goldenPath(name, in: options.golden)
            o.acceptCommand = acceptOnceFixed(name, golden: o.golden)
            if options.selects(name) { result.outcomes.append(o) }
            return result
        }
        // Warnings (text no pinned font draws, an over-full stack…) are printed as
        // `render` prints them; the run still judges the pixels.
        result.diagnostics = base.formattedDiagnostics
        // The guideline warnings of the default variant: printed, never failing a case.
        if options.lint { result.diagnostics += base.formattedLint() }
        var seen = Set<String>()
        // The default variant, then each declared one (recompiled: layout depends on the device).
        var cases: [(label: String?, variant: Variant?, list: DisplayList)] = [(nil, nil, list)]
        for v in base.variants {
            // One naming rule with `Variant.name` (`variant ios: 7` → `NAME.ios7@2x.png`).
            let label = v.label
            let compiled = engine.compile(
                file: file.path,
                options: CompileOptions(device: v.device, orientation: v.orientation, scale: v.scale, ios: v.ios))
            guard let l = compiled.displayList, !compiled.hasErrors else {
                result.diagnostics += compiled.formattedDiagnostics
                let scale = v.scale ?? compiled.screen?.scale ?? list.scale
                var o = CaseOutcome(
                    name: GoldenLayout.caseName(stem: file.stem, variantLabel: v.label.isEmpty ? nil : v.label, scale: scale),
                    source: file.path, variant: v.name, golden: "", status: .error,
                    detail: "variant \(v.name) does not compile")
                o.golden = GoldenLayout.goldenPath(o.name, in: options.golden)
                o.acceptCommand = acceptOnceFixed(o.name, golden: o.golden)
                if options.selects(o.name) { result.outcomes.append(o) }
                continue
            }
            cases.append((label.isEmpty ? nil : label, v, l))
        }
        for c in cases {
            let scale = c.variant?.scale ?? c.list.scale
            let name = GoldenLayout.caseName(stem: file.stem, variantLabel: c.label, scale: scale)
            guard seen.insert(name).inserted, options.selects(name) else { continue }
            let variantName = c.variant.map { _ in [c.label, "@\(GoldenLayout.scaleText(scale))x"].compactMap { $0 }.joined() }
            let (outcome, write) = judge(name: name, source: file.path, variant: variantName, list: c.list, scale: scale)
            result.outcomes.append(outcome)
            if let write { result.writes.append(write) }
        }
        return result
    }

    /// How a case that does not compile is accepted once its file is fixed: recorded if
    /// it has no golden yet, re-recorded if it has one.
    func acceptOnceFixed(_ name: String, golden: String) -> String {
        options.acceptCommand(name: name, record: FileManager.default.fileExists(atPath: golden) ? .failed : .missing)
    }

    /// Renders one case, compares it with its golden and decides what to record.
    func judge(name: String, source: String, variant: String?, list: DisplayList, scale: Double) -> (CaseOutcome, PendingWrite?) {
        let start = Date()
        let goldenPath = GoldenLayout.goldenPath(name, in: options.golden)
        var o = CaseOutcome(name: name, source: source, variant: variant, golden: goldenPath, status: .error, detail: "")
        removeOldArtifacts(name)
        func finish(_ o: inout CaseOutcome) { o.milliseconds = Date().timeIntervalSince(start) * 1000 }
        let actualPNG: [UInt8]
        do {
            actualPNG = try engine.renderPNG(list, scale: scale)
        } catch {
            o.detail = "render failed: \(error)"
            finish(&o)
            return (o, nil)
        }
        guard FileManager.default.fileExists(atPath: goldenPath) else {
            writeArtifacts(&o, actual: actualPNG)
            if options.record == .never {
                o.status = .missing
                o.detail = "no golden at \(goldenPath)"
                o.acceptCommand = options.acceptCommand(name: name, record: .missing)
            } else {
                o.status = .recorded
                o.detail = "recorded new golden \(goldenPath); re-run to check"
            }
            finish(&o)
            return (o, options.record == .never ? nil : PendingWrite(path: goldenPath, bytes: actualPNG))
        }
        let goldenBytes: [UInt8]
        let expected: Bitmap, actual: Bitmap
        do {
            goldenBytes = try PNGCodec.readFile(goldenPath)
            // Equal bytes mean equal pixels: skip both decodes.
            if goldenBytes == actualPNG {
                o.status = .passed
                o.detail = "identical"
                finish(&o)
                return (o, nil)
            }
            expected = try PNGCodec.decode(goldenBytes, source: goldenPath)
        } catch {
            // A broken golden is never replaced by a run (it is not a changed render):
            // accepting the render is removing it and recording this case anew.
            o.detail = "\(error); the golden is left as it is"
            o.acceptCommand = "rm \(Shell.quote(goldenPath)) && " + options.acceptCommand(name: name, record: .missing)
            writeArtifacts(&o, actual: actualPNG)
            finish(&o)
            return (o, nil)
        }
        do {
            actual = try PNGCodec.decode(actualPNG, source: "render of \(name)")
        } catch {
            o.detail = "\(error)"
            finish(&o)
            return (o, nil)
        }
        let comparison = ImageComparison.compare(expected, actual, options: options.comparison)
        o.record(comparison)
        var write: PendingWrite?
        if comparison.passed {
            // Within the profile is not a change: the golden keeps its bytes, in every
            // mode (re-recording it would churn files that review nothing).
            o.status = .passed
            o.detail = comparison.summary
            if options.record == .all && expected != actual {
                o.detail += " (within the profile: the golden is kept as it is)"
            }
        } else if options.record == .failed || options.record == .all {
            o.status = .recorded
            o.detail = "re-recorded \(goldenPath) (was: \(comparison.summary)); re-run to check"
            write = PendingWrite(path: goldenPath, bytes: actualPNG)
        } else {
            o.status = .failed
            o.detail = comparison.summary
            o.acceptCommand = options.acceptCommand(name: name, record: .failed)
        }
        if o.status != .passed {
            writeArtifacts(&o, actual: actualPNG, expected: expected, actualBitmap: actual, golden: goldenBytes, comparison: comparison)
        }
        finish(&o)
        return (o, write)
    }

    func removeOldArtifacts(_ name: String) {
        for kind in GoldenLayout.Artifact.allCases {
            try? FileManager.default.removeItem(atPath: GoldenLayout.artifactPath(name, kind, in: options.artifacts))
        }
    }

    /// Writes what a person needs to judge the case; failures to write are noted in
    /// the detail, never fatal (artifacts are not the verdict).
    func writeArtifacts(
        _ o: inout CaseOutcome, actual: [UInt8], expected: Bitmap? = nil, actualBitmap: Bitmap? = nil,
        golden: [UInt8]? = nil, comparison: PixelComparison? = nil
    ) {
        var files: [(GoldenLayout.Artifact, () throws -> [UInt8])] = [(.actual, { actual })]
        if let golden { files.append((.expected, { golden })) }
        if let expected, let actualBitmap, let comparison {
            let diff = DiffImage.make(expected: expected, result: comparison)
            if let diff { files.append((.diff, { try MockupEngine.pngBytes(diff) })) }
            files.append((.panels, { try MockupEngine.pngBytes(Panels.make(expected: expected, diff: diff, actual: actualBitmap)) }))
        }
        for (kind, bytes) in files {
            let path = GoldenLayout.artifactPath(o.name, kind, in: options.artifacts)
            do {
                try FileManager.default.createDirectory(
                    atPath: PathText.deletingLastComponent(path), withIntermediateDirectories: true)
                try AtomicFile.write(try bytes(), to: path)
                o.artifacts[kind.rawValue] = path
            } catch {
                o.detail += " (could not write \(path): \(error))"
            }
        }
    }
}
