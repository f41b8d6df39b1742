// swift-tools-version: 6.2
// The Linux test package of an iOS app (MyApp): the app's transition sources, shared by path,
// built against Segue's UIKit, and their golden tests. CI pins Segue here and nowhere else:
// ci/transitions.sh reads the version from the line below.
import PackageDescription

let package = Package(
    name: "MyAppTransitions",
    dependencies: [
        .package(url: "https://github.com/your-org/segue.git", exact: "0.9.1"),
    ],
    targets: [
        // On iOS these files are part of the app target; here `import UIKit` is Segue's.
        .target(name: "AppTransitions", dependencies: [.product(name: "UIKit", package: "segue")],
                path: "App/Transitions", swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "AppTransitionsTests", dependencies: [
            "AppTransitions",
            .product(name: "SegueKit", package: "segue"),
            .product(name: "SegueGolden", package: "segue"),
        ], path: "Tests/AppTransitionsTests"),
    ]
)
