import Foundation
import MockupGeometry
import MockupGolden
import MockupKit
import Testing

/// Every sample's display list and @2x pixels against `golden/`.
///
/// Re-record deliberately, after looking at the new image and the diff:
/// `MOCKUP_RECORD=1 swift test --filter GoldenTests`, then run again without it.
/// On a mismatch the actual render and a diff image are written to `artifacts/golden/`.
@Suite struct GoldenTests {
    @Test(arguments: sampleNames())
    func displayListMatchesGolden(_ name: String) throws {
        let dump = try compileSample(name).dump()
        let path = repoPath("golden/\(name).dump.txt")
        let expected = try? String(contentsOfFile: path, encoding: .utf8)
        if recording {
            if expected != dump { try AtomicFile.write(Array(dump.utf8), to: path) }
            return
        }
        let golden = try #require(expected, "missing golden \(path); record with MOCKUP_RECORD=1")
        if golden != dump {
            let lines = zip(golden.split(separator: "\n"), dump.split(separator: "\n"))
            let first = lines.first { $0.0 != $0.1 }
            Issue.record("display list of \(name) differs from golden; first change:\n- \(first?.0 ?? "")\n+ \(first?.1 ?? "")")
        }
    }

    @Test(arguments: sampleNames())
    func pixelsMatchGoldenAt2x(_ name: String) throws {
        let bitmap = try render(try compileSample(name), scale: 2)
        let path = repoPath("golden/\(name)@2x.png")
        let golden = try? PNGCodec.decode(path: path)
        if recording {
            if golden != bitmap, let engine = sharedEngine {
                try AtomicFile.write(try engine.encodePNG(bitmap), to: path)
            }
            return
        }
        let expected = try #require(golden, "missing golden \(path); record with MOCKUP_RECORD=1")
        let diff = PixelDiff.compare(expected, bitmap, tolerance: 1)
        if !diff.matches {
            let dir = repoPath("artifacts/golden")
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            if let engine = sharedEngine {
                try AtomicFile.write(try engine.encodePNG(bitmap), to: "\(dir)/\(name)@2x.actual.png")
                if let image = diff.image {
                    try AtomicFile.write(try engine.encodePNG(image), to: "\(dir)/\(name)@2x.diff.png")
                }
            }
            Issue.record("\(name)@2x differs from golden: \(diff.summary); see artifacts/golden/")
        }
    }
}
