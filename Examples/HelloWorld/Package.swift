// swift-tools-version: 6.1
// A first SwiftUI app on Linux: `swift run` opens its window (GTK 4), or renders it to
// HelloWorld.png when there is no display. Copy this folder anywhere and point the path below
// at your Tessera checkout.
import PackageDescription

let package = Package(
    name: "HelloWorld",
    dependencies: [
        .package(name: "Tessera", path: "../.."),   // the Tessera checkout
    ],
    targets: [
        .executableTarget(
            name: "HelloWorld",
            dependencies: [.product(name: "SwiftUI", package: "Tessera")]
        ),
    ]
)
