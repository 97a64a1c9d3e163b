#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MockupSystem
import MockupText

/// What a render depends on beyond its input: C library versions and the font
/// packages' versions. Recorded in the goldens manifest; compared on every test run.
package enum RenderEnvironment {
    /// The Debian packages whose fonts the pinned font set uses.
    public static let fontPackages = ["fonts-inter", "fonts-noto-cjk", "fonts-urw-base35", "fonts-noto-core", "fonts-noto-color-emoji"]

    /// `cairo`, `pango`, `fontconfig`, `freetype` and each font package → version.
    /// Font packages read `unknown` where dpkg is absent (then the pinned files' total
    /// size stands in, so a changed font file still shows).
    public static func current() -> [String: String] {
        var v = LibraryVersions.current()
        let versions = packageVersions(fontPackages)
        for p in fontPackages { v[p] = versions[p] ?? "unknown" }
        if versions.isEmpty {
            let located = (try? FontFiles.locate())?.paths.values.sorted() ?? []
            let bytes = located.reduce(0) { total, file in
                total + ((try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0)
            }
            v["font files (bytes)"] = String(bytes)
        }
        return v
    }

    /// Installed versions by `dpkg-query` (one process, ~10 ms); empty without dpkg.
    static func packageVersions(_ names: [String]) -> [String: String] {
        let dpkg = "/usr/bin/dpkg-query"
        guard FileManager.default.isExecutableFile(atPath: dpkg) else { return [:] }
        guard let data = ChildProcess.output(of: dpkg, arguments: ["-W", "-f", "${Package} ${Version}\\n"] + names)
        else { return [:] }
        var v: [String: String] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1)
            if parts.count == 2 { v[String(parts[0])] = String(parts[1]) }
        }
        return v
    }
}
