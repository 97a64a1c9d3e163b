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
