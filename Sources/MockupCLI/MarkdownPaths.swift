import MockupSystem
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MockupPlatform

/// Path arithmetic for `mockup markdown`: lexical absolute paths, relative links,
/// percent-encoding, and the check that an images folder stays inside its allowed folder.
enum MarkdownPaths {
    /// `path` made absolute against the current folder, `.`, `..` and empty parts removed.
    static func absolute(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var parts: [Substring] = []
        for part in full.split(separator: "/") {
            if part == "." { continue }
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The folder of a path as given: `docs` for `docs/a.md`, `.` for `a.md`.
    static func folder(of path: String) -> String {
        let d = PathText.deletingLastComponent(path)
        return d.isEmpty ? "." : d
    }

    /// `path` joined to `folder`, without a leading `./`.
    static func join(_ folder: String, _ name: String) -> String {
        folder == "." ? name : (folder.hasSuffix("/") ? folder + name : folder + "/" + name)
    }

    /// The relative path from folder `from` to `to` (both absolute, normalised).
    static func relative(from: String, to: String) -> String {
        let a = from.split(separator: "/")
        let b = to.split(separator: "/")
        var common = 0
        while common < a.count, common < b.count, a[common] == b[common] { common += 1 }
        let up = Array(repeating: "..", count: a.count - common)
        return (up + b[common...].map(String.init)).joined(separator: "/")
    }

    /// Whether absolute `path` is `folder` or lies below it.
    static func isInside(_ path: String, _ folder: String) -> Bool {
        folder == "/" || path == folder || path.hasPrefix(folder + "/")
    }

    /// A link path for Markdown: everything but letters, digits, `-._~/` percent-encoded,
    /// so spaces and brackets in folder names cannot end the link.
    static func encode(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            let s = Unicode.Scalar(byte)
            if ("a"..."z").contains(s) || ("A"..."Z").contains(s) || ("0"..."9").contains(s) || "-._~/".unicodeScalars.contains(s) {
                out.unicodeScalars.append(s)
            } else {
                out += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return out
    }

    /// `encode` undone (nil when the escapes are not UTF-8).
    static func decode(_ path: String) -> String? { PercentEncoding.decoded(path) }

    /// `realpath(3)` of `path`, or of its deepest part that exists followed by the rest.
    static func resolvedExisting(_ path: String) -> String {
        var head = absolute(path)
        var tail: [String] = []
        while head != "/" {
            if let r = realpath(head, nil) {
                defer { free(r) }
                return ([String(cString: r)] + tail.reversed()).joined(separator: "/").replacing("//", with: "/")
            }
            tail.append(PathText.lastComponent(head))
            head = PathText.deletingLastComponent(head)
        }
        return head + tail.reversed().joined(separator: "/")
    }

    /// Why the images folder `folder` must not be written, or nil: it (as written and
    /// with links resolved) must stay inside `root`.
    static func escape(of folder: String, root: String, option: String) -> String? {
        let lexical = absolute(folder)
        let rootAbsolute = absolute(root)
        guard isInside(lexical, rootAbsolute) else {
            return "\(option) \(folder) is outside \(root == "." ? "the current folder" : root); images stay inside it"
        }
        let real = resolvedExisting(folder)
        let rootReal = resolvedExisting(root)
        guard isInside(real, rootReal) else {
            return "\(option) \(folder) leads outside \(root == "." ? "the current folder" : root) through a symbolic link (to \(PathText.relative(from: rootReal, to: real)) from there); images stay inside it"
        }
        return nil
    }
}
