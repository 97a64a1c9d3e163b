// swift-tools-version:6.0
// An example of mockup used as a library (docs/LIBRARY.md): a documentation generator
// that renders screens written as strings to PNG, prints their diagnostics and compares
// two renders. scripts/library-test.sh builds and runs it.
import PackageDescription

let package = Package(
    name: "DocsGenerator",
    dependencies: [
        // Another project would write .package(url: "https://…/mockup.git", branch: "main").
        .package(name: "mockup", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "DocsGenerator",
            dependencies: [
                .product(name: "MockupKit", package: "mockup"),
                .product(name: "MockupCompare", package: "mockup"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
