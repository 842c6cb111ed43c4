// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "hyzer-text",
    products: [
        .library(name: "HyzerFormat", targets: ["HyzerFormat"]),
        .executable(name: "hyzer-text", targets: ["hyzer-text"]),
    ],
    targets: [
        // The library's map (README.md) is documentation, not a resource.
        .target(name: "HyzerFormat", exclude: ["README.md"]),
        .executableTarget(name: "hyzer-text", dependencies: ["HyzerFormat"]),
        // Helpers both test targets share (a seeded generator, a temporary scorebook, each sport's fixtures).
        .target(name: "TestSupport", dependencies: ["HyzerFormat"], path: "Tests/TestSupport"),
        .testTarget(name: "HyzerFormatTests", dependencies: ["HyzerFormat", "TestSupport"]),
        // End-to-end tests run the built binary; depending on it makes `swift test` build it first.
        .testTarget(name: "HyzerTextTests", dependencies: ["hyzer-text", "HyzerFormat", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
