// swift-tools-version: 6.1
import PackageDescription
import Foundation
import CompilerPluginSupport

/// The folder holding the toolchain's own SwiftSyntax (`usr/lib/swift/host`), found from the
/// location of the loaded `libPackageDescription.so` (`usr/lib/swift/pm/ManifestAPI/`).
/// No outside package can be fetched here, so the macro plugin links these libraries directly.
let hostSyntaxFolder: String = {
    if let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) {
        for line in maps.split(separator: "\n") where line.hasSuffix("libPackageDescription.so") {
            guard let start = line.firstIndex(of: "/") else { continue }
            let library = URL(fileURLWithPath: String(line[start...]))
            let host = library.deletingLastPathComponent()       // ManifestAPI
                .deletingLastPathComponent()                      // pm
                .deletingLastPathComponent()                      // swift
                .appendingPathComponent("swift/host").standardizedFileURL.path
            if FileManager.default.fileExists(atPath: host + "/SwiftSyntax.swiftmodule") { return host }
        }
    }
    return "/opt/swift/usr/lib/swift/host"
}()

let syntaxFlags: [SwiftSetting] = [.unsafeFlags(["-I", hostSyntaxFolder])]
let syntaxLink: [LinkerSetting] = [
    .unsafeFlags(["-L", hostSyntaxFolder, "-Xlinker", "-rpath", "-Xlinker", hostSyntaxFolder]),
    .linkedLibrary("SwiftSyntax"), .linkedLibrary("SwiftSyntaxMacros"),
    .linkedLibrary("SwiftSyntaxBuilder"), .linkedLibrary("SwiftDiagnostics"),
    .linkedLibrary("SwiftCompilerPluginMessageHandling"), .linkedLibrary("SwiftParser"),
    .linkedLibrary("SwiftBasicFormat"), .linkedLibrary("SwiftOperators"),
    .linkedLibrary("SwiftSyntaxMacroExpansion"), .linkedLibrary("SwiftParserDiagnostics"),
]

let strict: [SwiftSetting] = [.swiftLanguageMode(.v6)]

/// The reference-image folders (`__Snapshots__`, `References`) under a test target, relative to
/// it: excluded from the target, so new snapshot folders need no manifest edit and the build
/// reports no unhandled files. SwiftPM caches an evaluated manifest by its text, not its date:
/// after adding a folder, `swift build --manifest-cache none` once (touching this file is not
/// enough) makes the build see it.
func snapshotFolders(of target: String) -> [String] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Tests/\(target)").standardizedFileURL
    guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
    var folders: [String] = []
    for case let url as URL in walker where ["__Snapshots__", "References"].contains(url.lastPathComponent) {
        folders.append(String(url.standardizedFileURL.path.dropFirst(root.path.count + 1)))
        walker.skipDescendants()
    }
    return folders.sorted()
}

let package = Package(
    name: "Tessera",
    platforms: [.macOS(.v14)],
    products: [
        // `import SwiftUI` and `import Charts`: Apple's module names, so a file written for
        // Apple's frameworks compiles with no edit. `SwiftUI` links the GTK runtime and the Cairo
        // renderer, so an `@main` App opens windows (or renders PNGs without a display).
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "Charts", targets: ["Charts"]),
        .library(name: "Tessera", targets: ["Tessera"]),
        .library(name: "TesseraTesting", targets: ["TesseraTesting"]),
        .library(name: "Combine", targets: ["Combine"]),
        .library(name: "TesseraCairo", targets: ["TesseraCairo"]),
        .library(name: "TesseraGTK", targets: ["TesseraGTK"]),
        .library(name: "TesseraCharts", targets: ["TesseraCharts"]),
        .executable(name: "Showcase", targets: ["Showcase"]),
        .executable(name: "Benchmarks", targets: ["Benchmarks"]),
        .executable(name: "Previews", targets: ["Previews"]),
        .library(name: "TesseraPreviews", targets: ["TesseraPreviews"]),
    ],
    targets: [
        .macro(
            name: "TesseraMacros",
            swiftSettings: strict + syntaxFlags,
            linkerSettings: syntaxLink
        ),
        .target(name: "Combine", swiftSettings: strict),
        .target(name: "Tessera", dependencies: ["Combine", "TesseraMacros"], swiftSettings: strict),
        .target(name: "TesseraExamples", dependencies: ["Tessera", "TesseraCharts"], swiftSettings: strict),
        .target(name: "TesseraCharts", dependencies: ["Tessera"], swiftSettings: strict),
        .target(name: "TesseraTesting", dependencies: ["Tessera", "TesseraCairo"], swiftSettings: strict),
        .systemLibrary(name: "CCairo", pkgConfig: "pangocairo",
                       providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]),
        .target(name: "CTesseraCairoShim"),
        .target(name: "TesseraCairo", dependencies: ["Tessera", "CCairo", "CTesseraCairoShim"], swiftSettings: strict),
        .systemLibrary(name: "CGTK", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
        .target(name: "CTesseraGTKShim", dependencies: ["CGTK"]),
        .target(name: "TesseraGTK", dependencies: ["Tessera", "TesseraCairo", "CGTK", "CTesseraGTKShim"], swiftSettings: strict),
        .target(name: "SwiftUI", dependencies: ["Tessera", "TesseraCairo", "TesseraGTK"], swiftSettings: strict),
        .target(name: "Charts", dependencies: ["TesseraCharts"], swiftSettings: strict),
        .executableTarget(name: "Showcase", dependencies: ["Tessera", "TesseraCairo", "TesseraGTK", "TesseraExamples", "TesseraCharts", "CGTK", "CTesseraGTKShim"], swiftSettings: strict),
        .executableTarget(name: "Benchmarks", dependencies: ["Tessera", "TesseraCairo", "TesseraGTK", "TesseraCharts"], swiftSettings: strict),
        .target(name: "TesseraPreviews", dependencies: ["Tessera", "TesseraCairo"], swiftSettings: strict),
        .executableTarget(name: "Previews", dependencies: ["TesseraPreviews", "TesseraExamples"], swiftSettings: strict),
        .testTarget(name: "CombineTests", dependencies: ["Combine"], swiftSettings: strict),
        .testTarget(
            name: "TesseraTests",
            dependencies: ["Tessera", "TesseraTesting", "TesseraExamples"],
            // An asset catalog, declared as an Xcode project's would be (see docs/Porting.md).
            resources: [.process("Assets/Fixtures.xcassets")],
            swiftSettings: strict
        ),
        .testTarget(name: "TesseraGTKTests", dependencies: ["TesseraGTK", "TesseraCairo", "Tessera", "TesseraExamples", "TesseraTesting"], swiftSettings: strict),
        .testTarget(
            name: "TesseraCairoTests",
            dependencies: ["TesseraCairo", "Tessera", "TesseraTesting", "TesseraExamples"],
            exclude: snapshotFolders(of: "TesseraCairoTests"),
            resources: [.process("Assets/Snapshots.xcassets")],
            swiftSettings: strict
        ),
        .testTarget(name: "TesseraPreviewsTests", dependencies: ["TesseraPreviews", "Tessera", "TesseraCairo"], swiftSettings: strict),
        .testTarget(
            name: "TesseraChartsTests",
            dependencies: ["TesseraCharts", "Tessera", "TesseraTesting"],
            exclude: snapshotFolders(of: "TesseraChartsTests"),
            swiftSettings: strict
        ),
        .testTarget(
            name: "TesseraMacrosTests",
            dependencies: ["TesseraMacros"],
            swiftSettings: strict + syntaxFlags,
            linkerSettings: syntaxLink
        ),
    ]
)
