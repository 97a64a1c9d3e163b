import Foundation

/// The fuzzer's scratch folder: a copy of the samples' includes, images and icons for
/// the text mutations to name, odd files for `include` to hit, and one folder per
/// process worker.
struct Scratch {
    let root: String
    var text: String { root + "/text" }

    /// Include targets: real parts, and odd files (empty, binary, over 1 MiB, a PNG, a
    /// folder, itself, a cycle, a deep chain, a link outside, outside the root, missing).
    let oddIncludes = [
        "parts/app-tab-bar.mockup", "odd/empty.mockup", "odd/binary.mockup", "odd/big.mockup",
        "images/avatar@2x.png", "odd/folder.mockup", "_fuzz.mockup", "odd/cycle-a.mockup",
        "odd/chain-0.mockup", "odd/link-out.mockup", "../outside.mockup", "/etc/passwd", "odd/missing.mockup",
        "odd/crlf.mockup", "odd/bom.mockup", "", ".", "odd", "odd/chain-0.mockup\u{0}x",
    ]

    init(root: String, samples: String) throws {
        self.root = root
        let fm = FileManager.default
        try? fm.removeItem(atPath: root)
        try fm.createDirectory(atPath: root + "/text/odd/folder.mockup", withIntermediateDirectories: true)
        for sub in ["parts", "images", "icons"] {
            try fm.copyItem(atPath: samples + "/" + sub, toPath: root + "/text/" + sub)
        }
        let odd = root + "/text/odd/"
        func put(_ name: String, _ bytes: [UInt8]) { write(Data(bytes), to: odd + name) }
        put("empty.mockup", [])
        var r = SeededRandom(seed: 1, index: 0)
        put("binary.mockup", (0..<4096).map { _ in UInt8(truncatingIfNeeded: r.next()) })
        put("big.mockup", Array(String(repeating: "label \"x\"\n", count: 120_000).utf8))
        put("cycle-a.mockup", Array("label \"a\"\ninclude \"cycle-b.mockup\"\n".utf8))
        put("cycle-b.mockup", Array("label \"b\"\ninclude \"cycle-a.mockup\"\n".utf8))
        for i in 0..<24 { put("chain-\(i).mockup", Array("label \"\(i)\"\ninclude \"chain-\(i + 1).mockup\"\n".utf8)) }
        put("crlf.mockup", Array("label \"a\"\r\nlabel \"b\"\r\n".utf8))
        put("bom.mockup", [0xEF, 0xBB, 0xBF] + Array("label \"bom\"\n".utf8))
        try? fm.createSymbolicLink(atPath: odd + "link-out.mockup", withDestinationPath: "/etc/hostname")
        write(Data("label \"out\"\n".utf8), to: root + "/outside.mockup")
    }

    /// An empty folder for one process case of worker `w`.
    func caseFolder(worker: Int) throws -> String {
        let path = root + "/w\(worker)/case"
        try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
