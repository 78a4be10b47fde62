import Foundation
import Testing
@testable import Tessera
@testable import TesseraCairo

/// Compares rendered images against reference PNGs committed in `References/`.
///
/// A channel may differ by `tolerance` (out of 255) to absorb antialiasing and font-rasterizer
/// differences. On a mismatch the actual image is written to `/tmp/tessera-snapshots/` and the
/// test fails with the number of differing pixels. With `TESSERA_RECORD=1` in the environment,
/// the reference is (re)written instead and the test passes.
enum Snapshot {
    static let referencesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("References")

    static var isRecording: Bool { ProcessInfo.processInfo.environment["TESSERA_RECORD"] == "1" }

    static func assertMatches(_ image: RenderedImage, named name: String, tolerance: Int = 24,
                              sourceLocation: SourceLocation = #_sourceLocation) throws {
        let reference = referencesFolder.appendingPathComponent("\(name).png")
        if isRecording || !FileManager.default.fileExists(atPath: reference.path) {
            try FileManager.default.createDirectory(at: referencesFolder, withIntermediateDirectories: true)
            try image.writePNG(to: reference)
            if !isRecording {
                Issue.record("Recorded missing reference \(reference.path); check it and run again", sourceLocation: sourceLocation)
            }
            return
        }
        let expected = try loadPNG(reference)
        var differing = 0
        if expected.pixelWidth != image.pixelWidth || expected.pixelHeight != image.pixelHeight {
            differing = -1
        } else {
            for y in 0..<image.pixelHeight {
                for x in 0..<image.pixelWidth {
                    let a = image.pixel(x: x, y: y), b = expected.pixel(x: x, y: y)
                    // Compare premultiplied values so that invisible color differences don't count.
                    func pre(_ c: Int, _ alpha: Int) -> Int { c * alpha / 255 }
                    if abs(a.alpha - b.alpha) > tolerance || abs(pre(a.red, a.alpha) - pre(b.red, b.alpha)) > tolerance
                        || abs(pre(a.green, a.alpha) - pre(b.green, b.alpha)) > tolerance
                        || abs(pre(a.blue, a.alpha) - pre(b.blue, b.alpha)) > tolerance {
                        differing += 1
                    }
                }
            }
        }
        if differing != 0 {
            let folder = URL(fileURLWithPath: "/tmp/tessera-snapshots")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let actual = folder.appendingPathComponent("\(name).png")
            try image.writePNG(to: actual)
            let what = differing < 0 ? "a different size" : "\(differing) differing pixels"
            Issue.record("Snapshot '\(name)' has \(what); actual image written to \(actual.path)", sourceLocation: sourceLocation)
        }
    }

    /// Reads a PNG file into an image (scale 1).
    static func loadPNG(_ url: URL) throws -> RenderedImage {
        try RenderedImage(contentsOfPNG: url)
    }
}
