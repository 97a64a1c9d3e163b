import MockupKit

/// `mockup dump FILE [--device D] [--orientation O] [--ios V] [--scale S]`: the display list as text.
enum DumpCommand {
    static let usage = """
        usage: mockup dump FILE [--scale S] [--device NAME] [--orientation portrait|landscape] [--ios 7|8|9]
          Prints the display list (drawing operations in points) as stable text.
        """

    static func run(_ words: [String]) throws -> Int32 {
        let args = try Arguments(words, valued: ["--scale", "--device", "--orientation", "--ios"])
        let overrides = try ScreenOverrides(args)
        guard args.positional.count == 1, let file = args.positional.first else {
            throw UsageError("dump takes exactly one .mockup file")
        }
        let result = try Engine.shared().compile(file: file, options: overrides.compileOptions)
        Console.report(result)
        guard let list = result.displayList, !result.hasErrors else { return 2 }
        Console.out(list.dump(), terminator: "")
        return 0
    }
}
