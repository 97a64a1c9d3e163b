#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MockupPlatform
import MockupKit

/// Entry point: `mockup COMMAND ...`. Exit codes: 0 success, 1 a render failed (or, for
/// `diff` and `test`, images differ), 2 bad input (syntax or scene errors) or bad usage.
let usage = """
    usage: mockup <command> [options]

    commands:
      render FILE...   render .mockup files to PNG, PDF or SVG
      dump FILE        print the display list as stable text
      spec FILE        print every element's frame, colours, fonts and texts as JSON
      gallery FILE...  render files and a Markdown page showing them by section
      markdown FILE... render the ```mockup blocks of Markdown files, link the images
      diff A.png B.png compare two PNG files pixel by pixel
      test [DIR...]    render every .mockup and compare with its golden
      lint FILE...     check screens against the iOS guideline rules
      fmt FILE...      rewrite files in their canonical form (--check: list the others)
      check FILE...    print every diagnostic without drawing (--format json for editors)
      watch FILE...    serve a live preview that re-renders on every save
      serve            answer Kroki's HTTP API: render mockups for documentation pipelines
      devices          list the device catalogue, or the design-size table (--format)
      units VALUE      convert a length between pt, px, dp and sp

    Run 'mockup <command> --help' for a command's options.
    """

/// The tool's name and version, as `--version` prints it and the goldens manifest records it.
let toolVersion = "mockup 0.1.0"

func main() -> Int32 {
    ProcessMemory.setUp()
    var words = Array(CommandLine.arguments.dropFirst())
    guard let command = words.first else {
        Console.err(usage)
        return 2
    }
    words.removeFirst()
    let commands: [String: (usage: String, run: ([String]) throws -> Int32)] = [
        "render": (RenderCommand.usage, RenderCommand.run),
        "dump": (DumpCommand.usage, DumpCommand.run),
        "spec": (SpecCommand.usage, SpecCommand.run),
        "devices": (DevicesCommand.usage, DevicesCommand.run),
        "units": (UnitsCommand.usage, UnitsCommand.run),
        "gallery": (GalleryCommand.usage, GalleryCommand.run),
        "markdown": (MarkdownCommand.usage, MarkdownCommand.run),
        "diff": (DiffCommand.usage, DiffCommand.run),
        "test": (TestCommand.usage, TestCommand.run),
        "lint": (LintCommand.usage, LintCommand.run),
        "fmt": (FmtCommand.usage, FmtCommand.run),
        "check": (CheckCommand.usage, CheckCommand.run),
        "watch": (WatchCommand.usage, WatchCommand.run),
        "serve": (ServeCommand.usage, ServeCommand.run),
    ]
    if command == "--help" || command == "-h" || command == "help" {
        Console.out(usage)
        return 0
    }
    if command == "--version" {
        Console.out(toolVersion)
        return 0
    }
    guard let c = commands[command] else {
        Console.err("mockup: unknown command '\(command)'\n\n" + usage)
        return 2
    }
    if words.contains("--help") || words.contains("-h") {
        Console.out(c.usage)
        return 0
    }
    if let bad = nonUTF8Argument() {
        Console.err(
            "mockup \(command): error: the argument '\(bad)' is not valid UTF-8 (its bytes shown as \\xHH); "
                + "mockup reads file names and options as UTF-8: rename the file")
        return 2
    }
    do {
        return try c.run(words)
    } catch let e as UsageError {
        // The error alone, where the eye lands; the options are one flag away.
        Console.err("mockup \(command): \(e.description)\nsee 'mockup \(command) --help'")
        return 2
    } catch {
        Console.err("mockup \(command): error: \(error)")
        return 1
    }
}

exit(main())

/// The first command-line argument whose bytes are not UTF-8, shown with those bytes as
/// `\xHH`: Swift's arguments replace them with U+FFFD, a name that opens nothing, so a
/// file that exists would otherwise be "not found".
func nonUTF8Argument() -> String? {
    guard CommandLine.argc > 1 else { return nil }
    for i in 1..<Int(CommandLine.argc) {
        guard let pointer = CommandLine.unsafeArgv[i] else { continue }
        let bytes = Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer))).map { UInt8(bitPattern: $0) }
        if String(validating: bytes, as: UTF8.self) != nil { continue }
        var shown = ""
        var start = 0
        while start < bytes.count {
            // One scalar (1 to 4 bytes) when the bytes make one, else one byte as \xHH.
            if let k = (1...4).first(where: { start + $0 <= bytes.count && String(validating: bytes[start..<(start + $0)], as: UTF8.self) != nil }) {
                shown += String(decoding: bytes[start..<(start + k)], as: UTF8.self)
                start += k
            } else {
                let hex = String(bytes[start], radix: 16, uppercase: true)
                shown += "\\x" + (hex.count == 1 ? "0" : "") + hex
                start += 1
            }
        }
        return shown
    }
    return nil
}
