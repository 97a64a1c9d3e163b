// What `import MockupCompare` gives a program (docs/LIBRARY.md): the comparison toolkit
// of `mockup diff` and `mockup test` without the regression runner. `Bitmap` comes with
// it, as with `MockupKit`; from `MockupGolden` only the declarations a comparison's
// options and result carry are re-exported, one by one.
@_exported import struct MockupGeometry.Bitmap

// The profile, threshold, limits and ignored regions of a comparison.
@_exported import struct MockupGolden.ComparisonOptions
// `strict` (any premultiplied channel off by more than the threshold) or `perceptual`
// (YIQ distance, anti-aliasing not counted).
@_exported import enum MockupGolden.ComparisonProfile
// The outcome of a comparison: verdict, counts, largest differences, changed bounds.
@_exported import struct MockupGolden.PixelComparison
// A rectangle of whole pixels (a changed area or an ignored region).
@_exported import struct MockupGolden.PixelRect
