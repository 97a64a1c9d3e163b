// MockupSystem: what the `mockup` executable would take from corelibs Foundation,
// without linking it. On Linux one `import Foundation` brings corelibs Foundation,
// FoundationInternationalization and ICU's data into the executable: ~74,000 more
// relocations and 1–2 ms before `main` in every process. The executable's modules use
// FoundationEssentials and the standard library's `Synchronization` (locks are its
// `Mutex`, counters its `Atomic`); this module holds only what neither has in the
// Swift 6 toolchain the project is built with, each piece checked against corelibs
// Foundation by `MockupSystemTests`:
//
// - `Condition` (`NSCondition`) and `DetachedThread` (`Thread`): Synchronization has
//   locks and atomics but no condition variable and no way to start a thread.
// - `StandardStreams` (`FileHandle`) and `ChildProcess` (`Process`, `Pipe`): corelibs
//   only; `ChildProcess.spawn` also hides posix_spawn's platform types.
// - `PathText` (`NSString`'s path operations): Essentials' `URL` has path operations,
//   but keeps doubled slashes and parses each path as a URL.
// - `PrintfText` (`String(format:)`), `trimmingSpaces` and `lastRange(of:)`
//   (`trimmingCharacters(in:)`, `range(of:options: .backwards)`), `PercentEncoding`
//   (`addingPercentEncoding`, `removingPercentEncoding`), `NaturalOrder`
//   (`localizedStandardCompare`): not public in FoundationEssentials.
// - `JSONText` (`JSONSerialization`): Essentials' `JSONEncoder` sorts keys by code
//   point ("B" < "a", "a10" < "a9"), where the JSON `mockup` writes has always sorted
//   them as `JSONSerialization` does.
// - `XMLText`: the one XML escaper of the SVG text layer and the reports; Foundation
//   has none on Linux either.
//
// Platform C modules are imported under `#if canImport(…)` (Glibc, Musl, Darwin), as
// everywhere in the package.
