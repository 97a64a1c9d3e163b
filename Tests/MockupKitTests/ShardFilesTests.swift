import Foundation
import MockupGolden
import MockupRegression
import Testing
import TestSupport

/// A shard's `report.json` is data from another machine: the merge opens only PNG files
/// inside the report's own folder, each within a size limit, and the report itself
/// within one.
@Suite struct ShardFilesTests {
    /// A folder holding an unsharded report with one failed case whose `actual` artifact
    /// is recorded as `path`.
    private func shard(actual path: String) throws -> String {
        var c = CaseOutcome(name: "a@2x", source: "samples/a.mockup", variant: nil, golden: "golden/a@2x.png", status: .failed, detail: "differs")
        c.artifacts["actual"] = path
        let r = ShardTests.report([c], shard: nil)
        let dir = TemporaryFolder.path("mockup-shard-files").path
        try FileManager.default.createDirectory(atPath: dir + "/artifacts", withIntermediateDirectories: true)
        try JSONEncoder().encode(r).write(to: URL(fileURLWithPath: dir + "/report.json"))
        return dir
    }

    private func mergeError(_ dir: String) -> String {
        do {
            _ = try ReportMerge.merge(folders: [dir])
            return "merged"
        } catch {
            return "\(error)"
        }
    }

    private func field(_ dir: String, _ path: String) -> String { "\(dir)/report.json: cases[0].artifacts.actual: '\(path)'" }

    @Test func pathsOutsideTheShardFolderAreRefusedNotRead() throws {
        for path in ["/proc/self/environ", "/etc/passwd", "../../etc/passwd", "artifacts/../../../etc/passwd", "", "/"] {
            let dir = try shard(actual: path)
            let why = path.isEmpty || path == "/"
                ? "is not a file path"
                : "is not a file in the shard folder \(dir) (artifacts are looked up there by the end of their path)"
            #expect(mergeError(dir) == "\(field(dir, path)) \(why)")
        }
    }

    @Test func aLinkOutOfTheShardFolderIsRefusedAndOneInsideIsFollowed() throws {
        let dir = try shard(actual: "artifacts/a@2x.actual.png")
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: dir + "/artifacts/a@2x.actual.png", withDestinationPath: "/etc/passwd")
        #expect(mergeError(dir) == "\(field(dir, "artifacts/a@2x.actual.png")) leads out of the shard folder \(dir) (a symbolic link)")

        // A folder link out: the path goes through it.
        let through = try shard(actual: "artifacts/etc/passwd")
        try fm.createSymbolicLink(atPath: through + "/artifacts/etc", withDestinationPath: "/etc")
        #expect(mergeError(through) == "\(field(through, "artifacts/etc/passwd")) leads out of the shard folder \(through) (a symbolic link)")

        // A link to a PNG in the same folder is read.
        let inside = try shard(actual: "artifacts/a@2x.actual.png")
        try Data(ShardTests.png + [1, 2, 3]).write(to: URL(fileURLWithPath: inside + "/real.png"))
        try fm.createSymbolicLink(atPath: inside + "/artifacts/a@2x.actual.png", withDestinationPath: "../real.png")
        let merged = try ReportMerge.merge(folders: [inside])
        let c = try #require(merged.report.cases.first)
        #expect(merged.image(c, .actual) == ShardTests.png + [1, 2, 3])
    }

    @Test func anArtifactMustBeARegularPNGFileWithinTheSizeLimit() throws {
        let text = try shard(actual: "artifacts/a@2x.actual.png")
        try Data("SECRET=1\n".utf8).write(to: URL(fileURLWithPath: text + "/artifacts/a@2x.actual.png"))
        #expect(mergeError(text) == "\(field(text, "artifacts/a@2x.actual.png")) is not a PNG file")

        let folder = try shard(actual: "artifacts")
        #expect(mergeError(folder) == "\(field(folder, "artifacts")) is not a regular file (a folder)")

        // 33 MiB (sparse): refused from its size, before it is read.
        let large = try shard(actual: "artifacts/a@2x.actual.png")
        let path = large + "/artifacts/a@2x.actual.png"
        try Data(ShardTests.png).write(to: URL(fileURLWithPath: path))
        #expect(truncate(path, 33 << 20) == 0)
        #expect(mergeError(large) == "\(field(large, "artifacts/a@2x.actual.png")) is larger than the 32 MiB limit for report images")
    }

    @Test func allArtifactsOfAMergeTogetherHaveABudget() throws {
        var cases: [CaseOutcome] = []
        for i in 0..<5 {
            var c = CaseOutcome(name: "c\(i)@2x", source: "samples/c\(i).mockup", variant: nil, golden: "golden/c\(i)@2x.png", status: .failed, detail: "differs")
            c.artifacts["actual"] = "artifacts/c\(i)@2x.actual.png"
            cases.append(c)
        }
        let dir = try ShardTests.folders([ShardTests.report(cases, shard: nil)])[0]
        for i in 0..<5 { #expect(truncate(dir + "/artifacts/c\(i)@2x.actual.png", 30 << 20) == 0) }
        #expect(mergeError(dir) == "\(dir)/report.json: cases[4].artifacts.actual: the artifacts of the merged report come to more than 128 MiB, the limit for one report")
    }

    @Test func aReportOverItsLimitIsRefusedBeforeItIsRead() throws {
        let dir = try shard(actual: "artifacts/a@2x.actual.png")
        #expect(truncate(dir + "/report.json", (32 << 20) + 1) == 0)
        #expect(mergeError(dir) == "\(dir)/report.json: is larger than the 32 MiB limit for test reports")
    }

    /// Durations, ratios and distances no run produces are refused with the field, not
    /// printed (1e308 ms once crashed the HTML report's seconds).
    @Test func figuresNoRunProducesAreRefused() throws {
        var c = CaseOutcome(name: "a@2x", source: "samples/a.mockup", variant: nil, golden: "golden/a@2x.png", status: .failed, detail: "differs")
        var r = ShardTests.report([c], shard: nil)
        r.milliseconds = 1e308
        var dir = try ShardTests.folders([r])[0]
        #expect(mergeError(dir) == "\(dir)/report.json: milliseconds: 1e+308 is not a duration in milliseconds (0.0 to 10000000000.0)")
        c.milliseconds = -1
        dir = try ShardTests.folders([ShardTests.report([c], shard: nil)])[0]
        #expect(mergeError(dir) == "\(dir)/report.json: cases[0].milliseconds: -1.0 is not a duration in milliseconds (0.0 to 10000000000.0)")
        c.milliseconds = 5
        c.changedRatio = 2
        dir = try ShardTests.folders([ShardTests.report([c], shard: nil)])[0]
        #expect(mergeError(dir) == "\(dir)/report.json: cases[0].changedRatio: 2.0 is not a ratio (0.0 to 1.0)")
        c.changedRatio = 0.5
        c.maxPerceptualDelta = 7
        dir = try ShardTests.folders([ShardTests.report([c], shard: nil)])[0]
        #expect(mergeError(dir) == "\(dir)/report.json: cases[0].maxPerceptualDelta: 7.0 is not a perceptual distance (0.0 to 1.0)")
        c.maxPerceptualDelta = 0.5
        c.expectedSize = []
        dir = try ShardTests.folders([ShardTests.report([c], shard: nil)])[0]
        #expect(mergeError(dir) == "\(dir)/report.json: cases[0].expectedSize: [] is not an image size ([width, height], each 1 to 1000000)")
        c.expectedSize = [750, 1334]
        c.actualSize = [750, 0]
        dir = try ShardTests.folders([ShardTests.report([c], shard: nil)])[0]
        #expect(mergeError(dir) == "\(dir)/report.json: cases[0].actualSize: [750, 0] is not an image size ([width, height], each 1 to 1000000)")
        c.actualSize = [750, 1334]
        c.changedBounds = PixelRect(x: Int.max, y: 0, width: 10, height: 10)
        dir = try ShardTests.folders([ShardTests.report([c], shard: nil)])[0]
        #expect(mergeError(dir) == "\(dir)/report.json: cases[0].changedBounds: 10x10 at \(Int.max),0 is not an area of an image (x and y 0 to 1000000, width and height 1 to 1000000)")
    }

    @Test func anUnknownArtifactKindIsRefused() throws {
        var c = CaseOutcome(name: "a@2x", source: "samples/a.mockup", variant: nil, golden: "golden/a@2x.png", status: .failed, detail: "differs")
        c.artifacts["secret"] = "artifacts/a.png"
        let dir = try ShardTests.folders([ShardTests.report([c], shard: nil)])[0]
        #expect(mergeError(dir) == "\(dir)/report.json: cases[0].artifacts.secret: not an artifact kind (actual, expected, diff, panels)")
    }
}
