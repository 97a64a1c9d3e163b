import MockupPlatform
import MockupSyntax
import MockupGolden

/// The one way `--merge-reports` opens a file: a shard's `report.json`, and each artifact
/// a report names, which must be a PNG file inside that report's own folder.
///
/// A report is data from another machine: a tampered one could name `/etc/passwd`, a
/// `../../` path or a link out of its folder, and the merged HTML would publish that
/// file. So a recorded path is never opened as written: it is looked up in the shard
/// folder by its trailing components (shard folders are usually downloaded to another
/// place than the one the shard wrote them in), resolved, checked to stay inside the
/// folder, read with a size limit and checked for the PNG signature.
enum ShardFiles {
    /// `report.json`: 32 MiB, some 30,000 cases.
    static let report = BoundedFileReader.Kind(limit: 32 << 20, noun: "test reports")
    /// Each artifact inlined into the merged `index.html`.
    static let artifact = BoundedFileReader.Kind(limit: 32 << 20, noun: "report images")
    /// All artifacts of one merged report together.
    static let artifactBudget = 128 << 20

    /// The PNG signature.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The bytes of `folder/report.json`.
    static func readReport(in folder: String) throws(RegressionError) -> [UInt8] {
        let path = GoldenLayout.join(folder, "report.json")
        do {
            return try BoundedFileReader.read(path, kind: report, followSymlinks: true)
        } catch .system(let reason) where reason == String(cString: strerror(ENOENT)) {
            throw RegressionError("\(folder): no report.json here (each shard writes one into its --report folder, default artifacts)")
        } catch {
            throw RegressionError("\(path): \(error)")
        }
    }

    /// The PNG bytes of the artifact `recorded` (the path as the report holds it) in the
    /// shard folder `folder`; `field` (`cases[3].artifacts.actual`) and `report` (the
    /// report's path) name it in errors.
    static func readArtifact(
        _ recorded: String, field: String, report: String, folder: String
    ) throws(RegressionError) -> [UInt8] {
        func refuse(_ why: String) -> RegressionError { RegressionError("\(report): \(field): '\(recorded)' \(why)") }
        guard let root = realPath(folder) else { throw RegressionError("\(folder): cannot resolve the report folder") }
        let parts = recorded.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard !recorded.unicodeScalars.contains("\0"), !parts.isEmpty else { throw refuse("is not a file path") }
        // Longest tail first; `..` and `.` never take part, so a candidate is a path
        // below the folder by its text.
        var candidate: String?
        for drop in 0..<parts.count {
            let tail = parts[drop...]
            guard !tail.contains(where: { $0 == ".." || $0 == "." }) else { continue }
            let path = GoldenLayout.join(folder, tail.joined(separator: "/"))
            var st = stat()
            if lstat(path, &st) == 0 {
                candidate = path
                break
            }
        }
        guard let candidate else {
            throw refuse("is not a file in the shard folder \(folder) (artifacts are looked up there by the end of their path)")
        }
        // Links inside the folder are followed; one that leads out, or nowhere, is refused.
        guard let real = realPath(candidate), real == root || real.hasPrefix(root == "/" ? "/" : root + "/") else {
            throw refuse("leads out of the shard folder \(folder) (a symbolic link)")
        }
        let bytes: [UInt8]
        do {
            bytes = try BoundedFileReader.read(real, kind: artifact, followSymlinks: false)
        } catch {
            throw refuse("\(error)")
        }
        guard bytes.starts(with: signature) else { throw refuse("is not a PNG file") }
        return bytes
    }

    /// `realpath(3)`, nil when the path does not resolve.
    static func realPath(_ path: String) -> String? {
        guard let r = realpath(path, nil) else { return nil }
        defer { free(r) }
        return String(cString: r)
    }
}
