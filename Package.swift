// swift-tools-version:6.0
// The mockup package: text → AST → scene → display list → Cairo → PNG/PDF.
// Module boundaries are documented in docs/ARCHITECTURE.md and checked by
// Tests/ArchitectureTests.
import PackageDescription

let package = Package(
    name: "mockup",
    // Synchronization's Mutex and Atomic: macOS 15 (Linux has no such floor).
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "mockup", targets: ["MockupCLI"]),
        .executable(name: "mockup-bench", targets: ["MockupBench"]),
        .executable(name: "mockup-fuzz", targets: ["MockupFuzz"]),
        .library(name: "MockupKit", targets: ["MockupKit"]),
        // The comparison toolkit of `mockup diff` as a library (docs/LIBRARY.md).
        .library(name: "MockupCompare", targets: ["MockupCompare"]),
    ],
    targets: [
        // C boundary: cairo (+ PDF surface), pango/fontconfig and libpng.
        .systemLibrary(
            name: "CCairo", path: "Sources/CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(
            name: "CPangoCairo", path: "Sources/CPangoCairo",
            pkgConfig: "pangocairo pangoft2 fontconfig",
            providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(
            name: "CPNG", path: "Sources/CPNG", pkgConfig: "libpng16",
            providers: [.apt(["libpng-dev"])]),
        // libpng reports errors by longjmp, which must not cross Swift frames: the
        // setjmp lives in this small C writer.
        .target(name: "CPNGShim", dependencies: ["CPNG"], linkerSettings: [.linkedLibrary("z"), .linkedLibrary("deflate"), .linkedLibrary("isal")]),

        // `mockup serve`: libmicrohttpd behind a small C face (its start function is
        // variadic, which Swift cannot call), opened when a server starts rather than
        // linked (http_server.c says why); and bounded zlib inflation for Kroki's GET form.
        .target(name: "CHTTPServer", linkerSettings: [.linkedLibrary("deflate")]),

        // The platform's C library (Glibc, Musl or Darwin), re-exported: the one guarded import.
        .target(name: "MockupPlatform"),
        // libm: rounding in point/pixel maths (Foundation is not linked everywhere).
        .target(name: "MockupGeometry", dependencies: ["MockupPlatform"], linkerSettings: [.linkedLibrary("m")]),
        .target(name: "MockupSyntax", dependencies: ["MockupPlatform"]),
        // What the executable would take from corelibs Foundation beyond
        // FoundationEssentials and Synchronization (a condition, threads, standard
        // streams, child processes, path strings, printf decimals, trimming, JSON text):
        // linking corelibs Foundation costs every process ~1–2 ms before `main`.
        .target(name: "MockupSystem", dependencies: ["MockupPlatform"]),
        .target(name: "MockupDisplayList", dependencies: ["MockupGeometry"]),
        .target(name: "MockupScene", dependencies: ["MockupSyntax", "MockupGeometry"]),
        // `mockup lint`: the guideline rules, matched on the kinds the resolver records.
        .target(name: "MockupLint", dependencies: ["MockupScene", "MockupSyntax"]),
        // The generated references (docs/LANGUAGE.md, docs/LINT.md) and editor grammars,
        // made from the catalogues and the rules; no product links it (scripts/regen.sh).
        .target(name: "MockupReference", dependencies: ["MockupScene", "MockupLint", "MockupSyntax"]),
        .target(
            name: "MockupLayout",
            dependencies: ["MockupPlatform", "MockupScene", "MockupDisplayList", "MockupGeometry"]),
        .target(
            name: "MockupText",
            dependencies: ["MockupPlatform", "CCairo", "CPangoCairo", "MockupDisplayList", "MockupGeometry"]),
        .target(
            name: "MockupCairo",
            dependencies: ["MockupPlatform",
                "CCairo", "CPangoCairo", "CPNG", "CPNGShim", "MockupText", "MockupDisplayList",
                "MockupGeometry", "MockupSystem",
            ]),
        .target(
            name: "MockupKit",
            dependencies: ["MockupPlatform",
                "MockupSyntax", "MockupScene", "MockupLint", "MockupLayout", "MockupDisplayList",
                "MockupText", "MockupCairo", "MockupGeometry", "MockupSystem",
            ]),
        .target(
            name: "MockupGolden",
            dependencies: ["MockupPlatform", "CCairo", "CPNGShim", "MockupText", "MockupGeometry", "MockupSyntax", "MockupSystem"]),
        // The library face of the comparison toolkit: strict/perceptual comparison, diff image.
        .target(name: "MockupCompare", dependencies: ["MockupKit", "MockupGolden", "MockupGeometry"]),
        // The regression runner behind `mockup test` and the project's golden tests.
        .target(
            name: "MockupRegression",
            dependencies: ["MockupPlatform",
                "MockupKit", "MockupGolden", "MockupSyntax", "MockupScene", "MockupDisplayList", "MockupGeometry",
                "MockupSystem",
            ]),
        .executableTarget(
            name: "MockupCLI",
            dependencies: ["MockupPlatform", "MockupKit", "MockupGolden", "MockupRegression", "MockupSystem", "CHTTPServer"]),
        // The per-stage benchmark (scripts/bench.sh); times each stage on its own.
        .executableTarget(
            name: "MockupBench",
            dependencies: [
                "MockupSyntax", "MockupScene", "MockupLayout", "MockupDisplayList", "MockupText",
                "MockupCairo", "MockupGolden",
            ]),

        // The fuzzing harness (scripts/fuzz.sh): text in-process, PNGs/icons/flags by process.
        .executableTarget(name: "MockupFuzz", dependencies: ["MockupPlatform", "MockupKit"]),

        // The tests' own helpers: temporary folders removed when the test process exits.
        .target(name: "TestSupport", path: "Tests/TestSupport"),

        .testTarget(name: "MockupGeometryTests", dependencies: ["MockupGeometry"]),
        .testTarget(name: "MockupSyntaxTests", dependencies: ["MockupSyntax", "TestSupport"]),
        .testTarget(
            name: "MockupSceneTests", dependencies: ["MockupScene", "MockupSyntax", "MockupGeometry", "MockupReference"]),
        .testTarget(name: "MockupLintTests", dependencies: ["MockupLint", "MockupScene", "MockupSyntax", "MockupReference"]),
        .testTarget(
            name: "MockupLayoutTests",
            dependencies: ["MockupLayout", "MockupScene", "MockupSyntax", "MockupDisplayList"]),
        .testTarget(
            name: "MockupRenderTests",
            dependencies: ["MockupPlatform",
                "MockupText", "MockupCairo", "MockupDisplayList", "MockupGeometry", "MockupGolden",
            ]),
        .testTarget(
            name: "MockupKitTests",
            dependencies: ["MockupKit", "MockupGolden", "MockupRegression", "MockupDisplayList", "MockupGeometry", "TestSupport"]),
        .testTarget(name: "MockupGoldenTests", dependencies: ["MockupGolden", "MockupGeometry", "CCairo", "TestSupport"]),
        .testTarget(name: "MockupCLITests", dependencies: ["MockupPlatform", "MockupCLI", "TestSupport"]),
        // The library as another package sees it: the two products' modules and nothing else.
        .testTarget(name: "MockupKitAPITests", dependencies: ["MockupKit", "MockupCompare"]),
        .testTarget(name: "ArchitectureTests"),
        // MockupSystem's stand-ins checked against corelibs Foundation itself.
        .testTarget(name: "MockupSystemTests", dependencies: ["MockupSystem"]),
    ],
    swiftLanguageModes: [.v6]
)
