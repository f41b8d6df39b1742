// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "Segue",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "SegueCore", targets: ["SegueCore"]),
        .library(name: "SegueTemplates", targets: ["SegueTemplates"]),
        .library(name: "SeguePNG", targets: ["SeguePNG"]),
        .library(name: "SegueRender", targets: ["SegueRender"]),
        .library(name: "SegueGolden", targets: ["SegueGolden"]),
        .library(name: "SegueKit", targets: ["SegueKit"]),
        .executable(name: "segue", targets: ["segue"]),
        // swift-snapshot-testing strategies for recordings; empty unless the trait below is on.
        .library(name: "SegueSnapshotTesting", targets: ["SegueSnapshotTesting"]),
    ],
    traits: [
        .trait(name: "SnapshotTesting", description: "SegueSnapshotTesting's strategies for pointfreeco's swift-snapshot-testing "
               + "(assertSnapshot(of: recording, as: .frames(at: .quarters))); without it swift-snapshot-testing is neither "
               + "fetched nor built."),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        // `make docs-api`: DocC for the Swift API (a command plugin, built only when it runs).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", exact: "1.5.0"),
        // Only with the SnapshotTesting trait.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]
        ),
        .systemLibrary(
            name: "CPango",
            pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev"]), .brew(["pango"])]
        ),
        .systemLibrary(
            name: "CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
        ),
        .systemLibrary(
            name: "CDeflate",
            pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]
        ),
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]
        ),
        .target(name: "SegueCore"),
        // The checked file reader (regular files only, size-capped) every file read goes through.
        .target(name: "SegueFiles"),
        .target(name: "SegueTemplates", dependencies: ["SegueCore", "SegueFiles"]),
        // PNG encoding and decoding, and JPEG decoding (libjpeg-turbo through CJPEG, which catches
        // libjpeg's longjmp errors in C): the image files Segue reads and writes.
        .target(name: "CJPEG"),
        .target(name: "CRowFilter"),
        .target(name: "SeguePNG", dependencies: ["CZlib", "CDeflate", "CPNG", "CJPEG", "CRowFilter", "SegueFiles"]),
        // The projective warp's inner loop eight pixels at a time with AVX2 (chosen at run time).
        .target(name: "CWarp"),
        .target(name: "SegueRender", dependencies: ["SegueCore", "SeguePNG", "CCairo", "CPango", "CWarp", "CDeflate"]),
        .target(name: "SegueGolden", dependencies: ["SegueCore", "SegueTemplates", "SegueRender", "SeguePNG", "SegueFiles"]),
        // UIKit's and Core Animation's animation API on Segue's model (issue 13, in progress).
        .target(name: "SegueKit", dependencies: ["SegueCore", "SegueRender", "SegueTemplates", "SeguePNG", "SegueFiles"]),
        // Swift ports of the seed articles' animators, written as UIKit code: they compile
        // unchanged for iOS and here, where `import UIKit` is SegueKit (the UIKit module below).
        .target(name: "SeedAnimators", dependencies: ["SegueKit"], path: "Examples/SeedAnimators"),
        // Ten animators in the styles apps ship (cards, decks, reveals, blur, zoom,
        // navigation and tabs, a flip and a cube), written as an app's iOS files in Swift 5 mode.
        .target(name: "AppAnimators", dependencies: ["SegueKit"], path: "Examples/AppAnimators", exclude: ["README.md"],
                swiftSettings: [.swiftLanguageMode(.v5)]),
        // Examples/AppCI: an app's transition file and its golden test, as an app's own Linux test
        // package (Examples/AppCI/Package.swift) builds them; compiled and run here too, so the
        // example's test runs in `make test` without building Segue a second time.
        .target(name: "AppTransitions", dependencies: ["SegueKit"], path: "Examples/AppCI/App/Transitions",
                swiftSettings: [.swiftLanguageMode(.v5)]),
        // The command line's commands, a library so that the fuzz entries run them in-process;
        // `segue` is its `main`.
        .target(
            name: "SegueCLI",
            dependencies: [
                "SegueCore", "SegueTemplates", "SegueRender", "SeguePNG", "SegueGolden",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            plugins: ["SegueVersion"]
        ),
        // `segueVersion` in SegueCLI, written from the VERSION file at build time.
        .plugin(name: "SegueVersion", capability: .buildTool()),
        .executableTarget(name: "segue", dependencies: ["SegueCLI"]),
        .executableTarget(
            name: "segue-bench",
            dependencies: [
                "SegueCore", "SegueTemplates", "SegueRender", "SeguePNG", "CCairo",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The fuzz entries (templates, render flags and sinks, golden folders, PNG decoding) that
        // segue-fuzz and the tests' mutation loop share; a target, not a product.
        .target(name: "SegueFuzzing", dependencies: ["SegueCore", "SegueTemplates", "SegueRender", "SeguePNG", "SegueCLI"]),
        // libFuzzer target over SegueFuzzing (`make fuzz`); in a plain build, a reproducer that
        // runs the files it is given through the same entry.
        .executableTarget(name: "segue-fuzz", dependencies: ["SegueCore", "SegueFiles", "SegueFuzzing"]),
        // Helpers shared by the test targets (approximate equality); a target, not a product.
        .target(name: "SegueTestSupport", dependencies: ["SegueCore"], path: "Tests/SegueTestSupport"),
        .testTarget(name: "SegueFilesTests", dependencies: ["SegueFiles"]),
        .testTarget(name: "SegueCoreTests", dependencies: ["SegueCore", "SegueTestSupport"]),
        .testTarget(name: "SegueTemplatesTests", dependencies: ["SegueTemplates", "SegueTestSupport"]),
        .testTarget(name: "SeguePNGTests", dependencies: ["SeguePNG", "CPNG", "CZlib", "CDeflate", "CRowFilter", "SegueTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "SegueRenderTests", dependencies: ["SegueRender", "SeguePNG", "CCairo", "CPNG", "SegueTestSupport"]),
        .target(name: "SegueSnapshotTesting", dependencies: [
            "SegueCore", "SegueGolden", "SegueKit", "SegueRender", "SeguePNG",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: ["SnapshotTesting"])),
        ]),
        .testTarget(name: "SegueSnapshotTestingTests", dependencies: [
            "SegueSnapshotTesting", "SegueKit", "SegueGolden", "SeguePNG",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: ["SnapshotTesting"])),
        ], exclude: ["__Snapshots__"]),
        .testTarget(name: "SegueGoldenTests", dependencies: ["SegueGolden", "SegueTemplates", "SeguePNG", "SegueTestSupport"]),
        .testTarget(name: "SegueFuzzingTests", dependencies: ["SegueFuzzing", "SegueCore", "SegueTestSupport"]),
        .testTarget(name: "SeedAnimatorsTests", dependencies: [
            "SeedAnimators", "SegueKit", "SegueCore", "SegueTemplates", "SegueRender", "SegueGolden", "SeguePNG", "SegueTestSupport",
        ]),
        .testTarget(name: "AppAnimatorsTests", dependencies: [
            "AppAnimators", "SegueKit", "SegueCore", "SegueGolden", "SegueRender", "SeguePNG", "SegueTestSupport",
        ], exclude: ["Resources"]),
        .testTarget(name: "AppTransitionsTests", dependencies: ["AppTransitions", "SegueKit", "SegueGolden"],
                    path: "Examples/AppCI/Tests/AppTransitionsTests"),
        .testTarget(name: "SegueKitTests", dependencies: ["SegueKit", "SegueCore", "SegueRender", "SegueTemplates", "SeguePNG", "SegueTestSupport"]),
        .testTarget(name: "SegueCLITests", dependencies: ["segue", "SegueCLI", "SeguePNG", "SegueTestSupport"]),
    ]
)

// Apple's module names on Linux (`import UIKit`, `import QuartzCore`, `import CoreGraphics`),
// each re-exporting SegueKit, so that an app's animator files compile unchanged in a Linux test
// target. Declared only on Linux: on Apple platforms these names are the SDK's.
#if os(Linux)
for module in ["UIKit", "QuartzCore", "CoreGraphics"] {
    package.products.append(.library(name: module, targets: [module]))
    package.targets.append(.target(name: module, dependencies: ["SegueKit"]))
}
// The examples are plain iOS files (`import UIKit`).
for examples in package.targets where ["SeedAnimators", "AppAnimators", "AppTransitions"].contains(examples.name) {
    examples.dependencies.append("UIKit")
}
#endif
