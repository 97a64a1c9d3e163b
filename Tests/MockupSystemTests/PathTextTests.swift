import Foundation
import MockupSystem
import Testing

/// `PathText` must give what `NSString` gave: output paths and messages are built from it.
/// (Corelibs traps on one-character relative paths such as "a", "a/" or ".": left out.)
private let paths = [
    "", "/", "//", "ab", "/a", "ab/", "/a/", "a/b", "/a/b", "a//b", "a/b/", "a//b//", "/a/b/c.png", "./x.mockup",
    "../x", "..", ".hidden", "a/.hidden", "a/b.", "a/..", "a/...", "a.b.c", "dir.d/file", "é/ü.png", "x/y.tar.gz",
    "///a///b///", "a///b", "//a", "ab//", "x////y", "é//ü///v.png", "./x",
]

@Test func lastComponentIsNSStringsLastPathComponent() {
    for p in paths { #expect(PathText.lastComponent(p) == (p as NSString).lastPathComponent, "\(p)") }
}

@Test func deletingLastComponentIsNSStringsDeletingLastPathComponent() {
    for p in paths { #expect(PathText.deletingLastComponent(p) == (p as NSString).deletingLastPathComponent, "\(p)") }
}

@Test func deletingExtensionIsNSStringsDeletingPathExtension() {
    for p in paths { #expect(PathText.deletingExtension(p) == (p as NSString).deletingPathExtension, "\(p)") }
}

@Test func appendingIsNSStringsAppendingPathComponent() {
    for p in paths {
        for c in ["", "b", "b/c", "/b"] {
            #expect(PathText.appending(p, c) == (p as NSString).appendingPathComponent(c), "\(p) + \(c)")
        }
    }
}
