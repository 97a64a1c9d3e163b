import MockupKit

/// `mockup spec FILE [--format json] [-o OUT] [--scale S] [--device D] [--orientation O] [--ios V]`:
/// the hand-off spec of a screen (docs/HANDOFF.md).
enum SpecCommand {
    static let usage = """
        usage: mockup spec FILE [--format json] [-o OUT] [--scale S] [--device NAME]
                           [--orientation portrait|landscape] [--ios 7|8|9]
          Prints every element laid out (bars, bar buttons, table sections and rows, views)
          with its kind, id, place in the file, frame in points and in pixels at the
          render scale, colours, fonts and texts, as JSON (docs/HANDOFF.md), or writes it to OUT.
        """

    static func run(_ words: [String]) throws -> Int32 {
        let args = try Arguments(
            words, valued: ["--format", "--output", "--scale", "--device", "--orientation", "--ios"],
            aliases: ["-o": "--output", "-f": "--format"])
        let overrides = try ScreenOverrides(args)
        if let f = args["--format"], f != "json" {
            throw UsageError("--format is json, not '\(f)'")
        }
        guard args.positional.count == 1, let file = args.positional.first else {
            throw UsageError("spec takes exactly one .mockup file")
        }
        var options = overrides.compileOptions
        options.recordsElements = true
        let result = try Engine.shared().compile(file: file, options: options)
        Console.report(result)
        guard let list = result.displayList, !result.hasErrors else { return 2 }
        if let flow = result.flow {
            Console.err("\(file): error: mockup spec describes one screen; this file is a flow of \(flow.screens.count)")
            Console.err("  = note: run it on a screen's own file (a flow's screen can include it)")
            return 2
        }
        let json = HandoffSpec.json(result, file: file, scale: overrides.scale ?? list.scale)
        guard let output = args["--output"] else {
            Console.data(json, terminator: "")
            return 0
        }
        do {
            try AtomicFile.write(Array(json.utf8), to: output)
        } catch {
            Console.err("mockup spec: error: \(error)")
            return 1
        }
        Console.out("wrote \(output)")
        return 0
    }
}
