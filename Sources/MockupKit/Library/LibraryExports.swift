// What a program that depends on the `MockupKit` product sees with `import MockupKit`
// alone (docs/LIBRARY.md). Two modules of plain value types are re-exported whole: the
// geometry (points, sizes, colours, paths, `Bitmap`) and the display list with its
// stable dump; they hold no C pointers and no behaviour beyond value helpers. From the
// resolver and the parser only the declarations an API result carries are re-exported, one
// by one (`@_exported import struct M.Name`: the same declaration, so a file that also
// imports `M` sees no second `Name`, as a typealias would give), and the resolver's and
// the parser's machinery stay out of a caller's namespace.
@_exported import MockupDisplayList
@_exported import MockupGeometry

// A message about the input (error, warning or note) at a place in a source file;
// `file`, `line`, `column` (MockupKit) read its start.
@_exported import struct MockupSyntax.Diagnostic
// A file, line and column (both from 1) in a source text.
@_exported import struct MockupSyntax.SourceLocation
// A start location and a length in characters on that line.
@_exported import struct MockupSyntax.SourceRange

// One device of the catalogue: id, display name, size in points, scale, idiom.
@_exported import struct MockupScene.Device
// Phone or tablet.
@_exported import enum MockupScene.DeviceIdiom
// The device catalogue: `DeviceCatalog.all`, `device(named:)`, `defaultDevice`.
@_exported import enum MockupScene.DeviceCatalog
// Portrait or landscape.
@_exported import enum MockupScene.Orientation
// The iOS release a screen is drawn as (7, 8 or 9).
@_exported import enum MockupScene.IOSVersion

// A guideline rule a screen breaks (`CompileResult.lint()`), with its rule id and place.
@_exported import struct MockupLint.LintFinding
// One guideline rule: id, severity, the guideline quoted, its examples.
@_exported import struct MockupLint.LintRule
// The table of guideline rules (`Linter.rules`) and which of them a lint runs
// (`Linter.Selection`).
@_exported import enum MockupLint.Linter
