import Foundation
import Testing
import TesseraCairo

/// Renders `view` with TesseraCairo and compares it with a reference PNG committed next to the
/// calling test file, in `__Snapshots__/<name>.png`.
///
/// The view is proposed `size` and rendered opaque (white, or black in `.dark`) at 1× with
/// Pango text, like `ImageRenderer`. A channel may differ by `tolerance` (out of 255, compared
/// premultiplied) to absorb antialiasing and rasterizer differences.
///
/// - Recording: with `record` true, or `record` nil and `TESSERA_RECORD=1` in the environment,
///   the reference is (re)written and the assertion passes. A missing reference is recorded too,
///   and the test fails once so that a person looks at it.
/// - Failure: the actual image and a diff image (differing pixels red over a faded reference)
///   are written to `<temporary folder>/tessera-snapshots/`, and the recorded issue names both
///   files and the number of differing pixels.
///
/// Tessera addition (SwiftUI has no snapshot testing).
///
/// - Complexity: O(pixels).
@MainActor
public func assertSnapshot<V: View>(
    of view: V,
    size: CGSize,
    colorScheme: ColorScheme = .light,
    named name: String,
    record: Bool? = nil,
    tolerance: Int = 24,
    filePath: StaticString = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let renderer = ImageRenderer(content: view)
    renderer.proposedSize = ProposedViewSize(size)
    renderer.colorScheme = colorScheme
    renderer.isOpaque = true
    assertSnapshot(image: renderer.render(), named: name, record: record, tolerance: tolerance,
                   filePath: filePath, sourceLocation: sourceLocation)
}

/// Compares `image` with the reference `__Snapshots__/<name>.png` next to `filePath` (see
/// ``assertSnapshot(of:size:colorScheme:named:record:tolerance:filePath:sourceLocation:)``).
func assertSnapshot(image: RenderedImage, named name: String, record: Bool?, tolerance: Int,
                    filePath: StaticString, sourceLocation: SourceLocation) {
    let folder = URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent().appendingPathComponent("__Snapshots__")
    let reference = folder.appendingPathComponent("\(name).png")
    let isRecording = record ?? (ProcessInfo.processInfo.environment["TESSERA_RECORD"] == "1")
    do {
        if isRecording || !FileManager.default.fileExists(atPath: reference.path) {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try image.writePNG(to: reference)
            if !isRecording {
                Issue.record("Recorded missing snapshot \(reference.path); look at it, then run again", sourceLocation: sourceLocation)
            }
            return
        }
        let expected = try RenderedImage(contentsOfPNG: reference)
        guard expected.pixelWidth == image.pixelWidth, expected.pixelHeight == image.pixelHeight else {
            let actual = try SnapshotFailure.write(image, named: "\(name)-actual")
            Issue.record("""
                Snapshot '\(name)' is \(image.pixelWidth)×\(image.pixelHeight) pixels, the reference \
                \(expected.pixelWidth)×\(expected.pixelHeight); actual image: \(actual.path)
                """, sourceLocation: sourceLocation)
            return
        }
        let diff = RenderedImage(size: CGSize(width: image.pixelWidth, height: image.pixelHeight), scale: 1)
        var differing = 0
        for y in 0..<image.pixelHeight {
            for x in 0..<image.pixelWidth {
                let a = image.pixel(x: x, y: y), b = expected.pixel(x: x, y: y)
                func pre(_ c: Int, _ alpha: Int) -> Int { c * alpha / 255 }
                let delta = max(abs(a.alpha - b.alpha), abs(pre(a.red, a.alpha) - pre(b.red, b.alpha)),
                                abs(pre(a.green, a.alpha) - pre(b.green, b.alpha)), abs(pre(a.blue, a.alpha) - pre(b.blue, b.alpha)))
                if delta > tolerance {
                    differing += 1
                    diff.setPixel(x: x, y: y, red: 255, green: 0, blue: 0)
                } else {
                    let gray = 255 - (255 - (pre(b.red, b.alpha) + pre(b.green, b.alpha) + pre(b.blue, b.alpha)) / 3) / 4
                    diff.setPixel(x: x, y: y, red: gray, green: gray, blue: gray)
                }
            }
        }
        guard differing > 0 else { return }
        let actual = try SnapshotFailure.write(image, named: "\(name)-actual")
        let diffFile = try SnapshotFailure.write(diff, named: "\(name)-diff")
        Issue.record("""
            Snapshot '\(name)' has \(differing) differing pixels (tolerance \(tolerance)); \
            actual: \(actual.path), diff: \(diffFile.path), reference: \(reference.path)
            """, sourceLocation: sourceLocation)
    } catch {
        Issue.record(error, "Snapshot '\(name)' could not be compared", sourceLocation: sourceLocation)
    }
}

/// Where failed snapshots go.
enum SnapshotFailure {
    static var folder: URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("tessera-snapshots")
    }

    static func write(_ image: RenderedImage, named name: String) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("\(name).png")
        try image.writePNG(to: url)
        return url
    }
}
