#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MockupSystem
import MockupGeometry
import MockupGolden
import MockupKit

/// `mockup diff expected.png actual.png [-o diff.png] [profile options]`
enum DiffCommand {
    static let usage = """
        usage: mockup diff EXPECTED.png ACTUAL.png [-o DIFF.png] [--panels FILE.png]
                           [--profile strict|perceptual] [--threshold T]
                           [--max-diff-pixels N] [--max-diff-ratio R] [--ignore x,y,w,h ...]
          Compares the decoded pixels of two PNG files (never their bytes) and prints one
          line: changed pixels and ratio, largest channel difference, bounding box.
          Exit code 0 when they match within the limits, 1 when they differ (or differ
          in size; images are never resized), 2 for unreadable or corrupt files.
          -o FILE               write the diff image: faded expected, changes red,
                                anti-aliasing yellow (perceptual), ignored regions blue
          --panels FILE         write expected | diff | actual side by side
          --timings             print the milliseconds of each step to stderr
        """ + "\n" + ComparisonFlags.help

    static func run(_ words: [String]) throws -> Int32 {
        let args = try Arguments(
            words, valued: ["--output", "--panels"] + ComparisonFlags.valued, repeated: ComparisonFlags.repeated,
            switches: ["--timings"], aliases: ["-o": "--output"])
        guard args.positional.count == 2 else {
            throw UsageError("diff needs two PNG files, expected then actual")
        }
        let options = try ComparisonFlags.parse(args)
        // The diff image and panels must not replace an input (or each other).
        var guardrail = OutputGuard(inputs: args.positional)
        for out in [args["--output"], args["--panels"]].compactMap({ $0 }) {
            if let refusal = guardrail.refusal(out, for: "diff") { throw UsageError(refusal) }
        }
        var clock = StageClock(enabled: args.flags.contains("--timings"))
        defer { clock.report() }
        let wantsImages = args["--output"] != nil || args["--panels"] != nil
        var expected: Bitmap, actual: Bitmap
        do {
            let (a, b) = (args.positional[0], args.positional[1])
            let (bytesA, bytesB) = (try PNGCodec.readFile(a), try PNGCodec.readFile(b))
            if !wantsImages {
                // Equal bytes of a sound PNG are equal pixels: nothing to decode.
                if try PNGCodec.sameEncodedImage(bytesA, bytesB, source: a) {
                    Console.out("match: identical [\(options.label)]")
                    return 0
                }
            }
            (expected, actual) = try decodeBoth((bytesA, a), (bytesB, b))
            clock.lap("decode")
        } catch {
            Console.err("mockup diff: error: \(error)")
            return 2
        }
        let result = ImageComparison.compare(expected, actual, options: options)
        clock.lap("compare")
        Console.out(verdict(result, options))
        do {
            // Made once for both outputs: memory stays within DecodeLimits.worstCaseBytes.
            // Without panels the expected pixels are not needed again: the diff is
            // made in their place (no third image-sized buffer).
            let diff: Bitmap?
            if args["--panels"] == nil, wantsImages {
                diff = DiffImage.makeInPlace(&expected, result: result) ? expected : nil
            } else {
                diff = wantsImages ? DiffImage.make(expected: expected, result: result) : nil
            }
            clock.lap("diff image")
            if let out = args["--output"] {
                if let diff {
                    let png = try MockupEngine.pngBytes(diff)
                    clock.lap("encode")
                    try writeDiff(png, to: out, clock: &clock)
                } else {
                    Console.err("mockup diff: no diff image: the sizes differ")
                }
            }
            if let out = args["--panels"] {
                try AtomicFile.write(try MockupEngine.pngBytes(Panels.make(expected: expected, diff: diff, actual: actual)), to: out)
                Console.out("wrote \(out)")
            }
        } catch {
            // AtomicFile's errors already read "cannot write PATH: reason".
            Console.err("mockup diff: error: \(error)")
            return 2
        }
        return result.passed ? 0 : 1
    }

    /// The one line every comparison prints: verdict, figures, profile.
    static func verdict(_ r: PixelComparison, _ options: ComparisonOptions) -> String {
        "\(r.passed ? "match" : "differ"): \(r.summary) [\(options.label)]"
    }

    /// Writes the diff image (atomically) and says so; its time is the "write" stage.
    static func writeDiff(_ png: [UInt8], to path: String, clock: inout StageClock) throws {
        try AtomicFile.write(png, to: path)
        clock.lap("write")
        Console.out("wrote \(path)")
    }

    /// Reads and decodes both files, the second on another thread (they are independent).
    static func decodeBoth(_ a: ([UInt8], String), _ b: ([UInt8], String)) throws -> (Bitmap, Bitmap) {
        let second = Results<Bitmap>()
        DetachedThread.start { second.set(Result { try PNGCodec.decode(b.0, source: b.1) }) }
        let first = Result { try PNGCodec.decode(a.0, source: a.1) }
        let other = second.wait()
        return (try first.get(), try other.get())
    }
}

/// A value handed over from another thread.
final class Results<T: Sendable>: @unchecked Sendable {
    private let cond = Condition()
    private var value: Result<T, any Error>?

    func set(_ v: Result<T, any Error>) {
        cond.lock()
        value = v
        cond.signal()
        cond.unlock()
    }

    func wait() -> Result<T, any Error> {
        cond.lock()
        defer { cond.unlock() }
        while true {
            if let v = value { return v }
            cond.wait()
        }
    }
}
