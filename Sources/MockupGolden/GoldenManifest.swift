#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MockupSyntax

/// `golden/manifest.json`: the environment that recorded the goldens (library and
/// font versions, tool version). A render depends on cairo, pango, freetype,
/// fontconfig and the font files; when the current environment differs, a failure may
/// come from there rather than from the mockup, and the report says so.
public struct GoldenManifest: Codable, Sendable, Equatable {
    /// `mockup 0.1.0`.
    public var tool: String
    /// Component → version, e.g. `cairo` → `1.16.0`, `fonts-inter` → `3.19+ds-2`.
    public var environment: [String: String]

    /// Creates a manifest.
    public init(tool: String, environment: [String: String]) {
        self.tool = tool
        self.environment = environment
    }

    /// Reads `folder/manifest.json`; `nil` when absent or unreadable.
    public static func read(folder: String) -> GoldenManifest? {
        let path = GoldenLayout.join(folder, GoldenLayout.manifestName)
        // A regular file of at most 1 MiB (it holds a dozen lines).
        let kind = BoundedFileReader.Kind(limit: 1 << 20, noun: "manifests")
        guard let bytes = try? BoundedFileReader.read(path, kind: kind, followSymlinks: true) else { return nil }
        return try? JSONDecoder().decode(GoldenManifest.self, from: Data(bytes))
    }

    /// Stable JSON (sorted keys, trailing newline), so re-recording the same
    /// environment changes no byte.
    public func encoded() throws -> [UInt8] {
        let e = JSONEncoder()
        e.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try e.encode(self)) + [0x0A]
    }

    /// What differs from `current`, one line each: `pango 1.50.12 → 1.52.0`.
    public func differences(from current: GoldenManifest) -> [String] {
        var lines: [String] = []
        for key in Set(environment.keys).union(current.environment.keys).sorted() {
            let a = environment[key] ?? "absent", b = current.environment[key] ?? "absent"
            if a != b { lines.append("\(key) \(a) → \(b)") }
        }
        if tool != current.tool { lines.append("\(tool) → \(current.tool)") }
        return lines
    }
}
