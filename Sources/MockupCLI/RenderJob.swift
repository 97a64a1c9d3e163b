#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MockupGeometry
import MockupKit
import MockupScene

/// What rendering one file of `mockup render` did, in the order a single loop does it:
/// replayed in input order by the command, which alone prints and writes.
enum RenderStep: Sendable {
    case message(String)
    case status(Int32)
    /// The once-per-run note that --panel skips the matrix's other devices.
    case panelNote
    case timings(StageClock)
    /// An output to write (after the output guard), or why it could not be rendered.
    case output(target: String, density: Bool, Result<[UInt8], RenderFailure>)
}

/// A render error, as its message.
struct RenderFailure: Error, Sendable {
    var text: String
}

/// The per-file part of `mockup render`: compile each combination, redline, render.
/// Runs on any worker with that worker's engine; touches no file.
struct FileJob: Sendable {
    var overrides: ScreenOverrides
    var redlines: RedlineSelection?
    var lint: Bool
    var panel: Bool
    var densities: [AndroidDensity]?
    var pdf: Bool
    /// Set for `--format svg`: how its text is drawn.
    var svg: SVGTextMode? = nil
    var output: String?
    var outputIsDir: Bool
    var timings: Bool

    /// What sets this output apart from a plain render of the file, as a variant names
    /// its goldens (`iphone-5-landscape`, `ios7`), and `redlines`: each choice on the
    /// command line gets its own file name, so that no render writes over another's.
    /// Nil for a plain render.
    static func label(_ overrides: ScreenOverrides, screen: Screen, redlines: Bool) -> String? {
        var parts: [String] = []
        if overrides.isMatrix {
            parts.append(screen.device.label(screen.orientation))
        } else {
            if overrides.devices != nil { parts.append(screen.device.id) }
            if overrides.orientations != nil { parts.append(screen.orientation.rawValue) }
        }
        if let ios = overrides.ios { parts.append("ios\(ios.name)") }
        if let frame = overrides.frame { parts.append("frame-" + frame.finish.rawValue) }
        if redlines { parts.append("redlines") }
        return parts.isEmpty ? nil : parts.joined(separator: "-")
    }

    func run(_ file: String, engine: MockupEngine) -> [RenderStep] {
        var steps: [RenderStep] = []
        var clock = StageClock(enabled: timings)
        for combination in overrides.combinations {
            var options = overrides.compileOptions(combination)
            options.recordsElements = redlines != nil
            let result = engine.compile(file: file, options: options)
            clock.lap("compile")
            if !result.diagnostics.isEmpty { steps.append(.message(result.formattedDiagnostics)) }
            if lint {
                let text = result.formattedLint()
                if !text.isEmpty { steps.append(.message(text)) }
            }
            guard var list = result.displayList, let screen = result.screen, !result.hasErrors else {
                steps.append(.status(2))
                continue
            }
            if result.sheet != nil, redlines != nil || panel || densities != nil {
                let what = result.flow != nil ? "a flow" : "a screen in a device frame"
                let option = redlines != nil ? "--redlines" : (panel ? "--panel" : "--density")
                steps += [.message("\(file): error: \(option) draws one screen alone; this file is \(what)"), .status(2)]
                continue
            }
            if let redlines {
                do {
                    list = try engine.redlined(list, elements: result.elements, selection: redlines, scale: overrides.scale ?? list.scale)
                } catch {
                    steps += [.message("\(file): error: \(error)"), .status(2)]
                    continue
                }
            }
            let label = Self.label(overrides, screen: screen, redlines: redlines != nil)
            var kinds: [RenderCommand.Kind] = [.render(scale: overrides.scale ?? list.scale)]
            if let densities {
                kinds = densities.map { .density($0) }
            } else if panel {
                if let size = screen.device.panelSize(screen.orientation) {
                    kinds = [.panel(size)]
                } else if !overrides.isMatrix {
                    let panelDevices = DeviceCatalog.all.filter { $0.panelPixels != nil }.map(\.id).joined(separator: ", ")
                    let note = "the \(screen.device.displayName) (\(screen.device.id)) shows its render as drawn; --panel applies to \(panelDevices)"
                    steps += [.message("\(file): error: \(note)"), .status(2)]
                    continue
                } else {
                    steps.append(.panelNote)
                }
            }
            for kind in kinds {
                let target = RenderCommand.outputPath(
                    for: file, output: output, outputIsDir: outputIsDir, label: label, kind: kind, pdf: pdf,
                    svg: svg != nil)
                do {
                    let bytes: [UInt8]
                    switch kind {
                    case .render(let scale) where svg != nil:
                        bytes = try engine.renderSVG(list, scale: scale, text: svg ?? .glyphs)
                        clock.lap("svg")
                    case .render(let scale) where pdf:
                        bytes = try engine.renderPDF(list, scale: scale)
                        clock.lap("pdf")
                    case .render(let scale):
                        bytes = try engine.renderPNG(list, scale: scale) { clock.lap($0) }
                    case .panel(let size):
                        bytes = try engine.encodePNG(try engine.renderPanelBitmap(list, panel: size))
                        clock.lap("panel")
                    case .density(let d):
                        bytes = try engine.renderPNG(list, scale: d.scale)
                        clock.lap("raster")
                    }
                    steps.append(.output(target: target, density: { if case .density = kind { true } else { false } }(), .success(bytes)))
                } catch {
                    steps.append(.output(target: target, density: false, .failure(RenderFailure(text: "\(error)"))))
                }
            }
        }
        // First, so that the stages read compile, raster, encode, then write.
        if timings { steps.insert(.timings(clock), at: 0) }
        return steps
    }
}
