#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MockupGolden
import MockupPlatform

/// `mockup test --prune`: the files of the golden folder that no case of a full run
/// produced. Only files named like a golden (`NAME@2x.png`, `NAME.VARIANT@3x.png`) or a
/// golden dump (`NAME.dump.txt`), in a folder that mirrors a folder of the inputs, are
/// judged; anything else (the manifest, other tools' goldens in folders no input has,
/// such as `handoff/` or `design/`) is not the runner's to remove. Links are judged by
/// their own name and removed as links, never followed.
public enum GoldenPrune {
    /// The golden files under `folder` (paths as `folder/…`, sorted) that none of
    /// `cases` names: no case has that golden, and no case's file has that dump.
    /// `inputs` are the run's folders and files: a subfolder of `folder` is judged when
    /// one of the input folders has a subfolder of that name.
    public static func orphans(in folder: String, cases: [CaseOutcome], inputs: [String]) -> [String] {
        let names = Set(cases.map(\.name))
        let stems = Set(cases.map(stem))
        var out: [String] = []
        var mirrored: [String: Bool] = [:]
        func mirrors(_ dir: String) -> Bool {
            if dir.isEmpty { return true }
            if let known = mirrored[dir] { return known }
            let found = inputs.contains { input in
                var st = stat()
                return stat(GoldenLayout.join(input, dir), &st) == 0 && (st.st_mode & S_IFMT) == S_IFDIR
            }
            mirrored[dir] = found
            return found
        }
        for relative in files(under: folder) where mirrors(relative.contains("/") ? String(relative[..<(relative.lastIndex(of: "/") ?? relative.startIndex)]) : "") {
            if relative.hasSuffix(".dump.txt") {
                if !stems.contains(String(relative.dropLast(".dump.txt".count))) { out.append(relative) }
            } else if relative.hasSuffix(".png"), isGoldenName(String(relative.dropLast(4))) {
                if !names.contains(String(relative.dropLast(4))) { out.append(relative) }
            }
        }
        return out.sorted().map { GoldenLayout.join(folder, $0) }
    }

    /// Removes `paths` (as `orphans` listed them); returns the ones that could not be
    /// removed, with the reason.
    public static func remove(_ paths: [String]) -> [(path: String, reason: String)] {
        var failed: [(String, String)] = []
        for p in paths where unlink(p) != 0 {
            failed.append((p, String(cString: strerror(errno))))
        }
        return failed
    }

    /// The case's source file's name in the golden tree: its name less the variant and
    /// the scale (`a/login.iphone-5-landscape@2x` → `a/login`).
    static func stem(_ c: CaseOutcome) -> String {
        var name = Substring(c.name)
        if let at = name.lastIndex(of: "@") { name = name[..<at] }
        if let variant = c.variant, let at = variant.lastIndex(of: "@") {
            let label = variant[..<at]
            if !label.isEmpty, name.hasSuffix("." + label) { name = name.dropLast(label.count + 1) }
        }
        return String(name)
    }

    /// `NAME@2x`, `NAME@1.5x`: a case name's shape.
    static func isGoldenName(_ name: String) -> Bool {
        guard let at = name.lastIndex(of: "@"), name.hasSuffix("x") else { return false }
        let scale = name[name.index(after: at)..<name.index(before: name.endIndex)]
        return !scale.isEmpty && scale.allSatisfy { $0.isNumber || $0 == "." } && at != name.startIndex
    }

    /// Every regular file and link under `folder`, relative to it; folders are walked,
    /// links to folders are not.
    static func files(under folder: String) -> [String] {
        CaseDiscovery.entries(under: folder, hidden: true) { _, isFolder in !isFolder } ?? []
    }
}
