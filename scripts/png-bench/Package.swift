// swift-tools-version:6.0
// Copied by scripts/png-bench.sh into a temporary folder beside symlinks to the
// render targets: a package that builds while MockupKit does not, plus the benchmark
// (-enable-testing so it can try internal PNGSettings) and MockupRenderTests.
import PackageDescription

let package = Package(
    name: "pngbench",
    targets: [
        .systemLibrary(name: "CCairo", path: "Sources/CCairo", pkgConfig: "cairo"),
        .systemLibrary(name: "CPangoCairo", path: "Sources/CPangoCairo", pkgConfig: "pangocairo pangoft2 fontconfig"),
        .systemLibrary(name: "CPNG", path: "Sources/CPNG", pkgConfig: "libpng16"),
        .target(name: "CPNGShim", dependencies: ["CPNG"]),
        .target(name: "MockupGeometry", linkerSettings: [.linkedLibrary("m")]),
        .target(name: "MockupDisplayList", dependencies: ["MockupGeometry"]),
        .target(name: "MockupText", dependencies: ["CCairo", "CPangoCairo", "MockupDisplayList", "MockupGeometry"]),
        .target(name: "MockupCairo",
            dependencies: ["CCairo", "CPangoCairo", "CPNG", "CPNGShim", "MockupText", "MockupDisplayList", "MockupGeometry"],
            swiftSettings: [.unsafeFlags(["-enable-testing"])]),
        .target(name: "MockupGolden", dependencies: ["CCairo", "MockupGeometry"]),
        .executableTarget(name: "Bench", dependencies: ["MockupCairo", "MockupText", "MockupDisplayList", "MockupGeometry", "MockupGolden", "CCairo"]),
        .testTarget(name: "MockupRenderTests",
            dependencies: ["MockupText", "MockupCairo", "MockupDisplayList", "MockupGeometry", "MockupGolden"]),
    ],
    swiftLanguageModes: [.v6]
)
