import Foundation
import Testing
@_spi(Testing) @testable import Tessera
@testable import TesseraCairo

/// `Image(_:bundle:)` resources: PNG and SVG files found in a bundle (a plain folder works as
/// a bundle) or at an absolute path; nothing for a missing name, a placeholder for a file that
/// can't be decoded.
@Suite("Image resources") @MainActor
struct ImageResourceTests {
    /// A fresh folder with the fixtures: a red 4×2 PNG, a blue SVG circle, a corrupt PNG.
    private func makeFixtures() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try ImageRenderer(content: Color(red: 1, green: 0, blue: 0).frame(width: 4, height: 2)).render()
            .writePNG(to: folder.appendingPathComponent("swatch.png"))
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" viewBox="0 0 10 10">
              <circle cx="5" cy="5" r="5" fill="#0000ff"/>
            </svg>
            """
        try Data(svg.utf8).write(to: folder.appendingPathComponent("dot.svg"))
        try Data("not a png".utf8).write(to: folder.appendingPathComponent("broken.png"))
        return folder
    }

    @Test("a PNG resource is found by name in a bundle and stretched to the frame")
    func pngInBundle() throws {
        let folder = try makeFixtures()
        let bundle = try #require(Bundle(path: folder.path))
        let image = ImageRenderer(content: Image("swatch", bundle: bundle).resizable().frame(width: 40, height: 20)).render()
        #expect(image.pixel(x: 2, y: 2) == (255, 0, 0, 255))
        #expect(image.pixel(x: 37, y: 17) == (255, 0, 0, 255))
    }

    @Test("a name with its extension, and an absolute path, find the same file")
    func extensionAndPath() throws {
        let folder = try makeFixtures()
        let bundle = try #require(Bundle(path: folder.path))
        let named = ImageRenderer(content: Image("swatch.png", bundle: bundle).resizable().frame(width: 8, height: 8)).render()
        #expect(named.pixel(x: 4, y: 4).red == 255)
        let path = folder.appendingPathComponent("swatch.png").path
        let absolute = ImageRenderer(content: Image(decorative: path).resizable().frame(width: 8, height: 8)).render()
        #expect(absolute.pixel(x: 4, y: 4) == (255, 0, 0, 255))
    }

    @Test("an SVG resource renders sharp at the size it is drawn")
    func svg() throws {
        let folder = try makeFixtures()
        let bundle = try #require(Bundle(path: folder.path))
        let renderer = ImageRenderer(content: Image("dot", bundle: bundle).resizable().frame(width: 50, height: 50))
        renderer.scale = 2
        let image = renderer.render()
        #expect(image.pixel(x: 50, y: 50) == (0, 0, 255, 255))
        #expect(image.pixel(x: 2, y: 2).alpha == 0)     // outside the circle
        #expect(image.pixel(x: 50, y: 1).alpha > 100)   // the edge of the circle, not blurred away
    }

    @Test("renderingMode(.template) paints the image's shape with the foreground style")
    func template() throws {
        let folder = try makeFixtures()
        let bundle = try #require(Bundle(path: folder.path))
        let view = Image("dot", bundle: bundle).renderingMode(.template).resizable()
            .frame(width: 20, height: 20).foregroundStyle(Color(red: 0, green: 1, blue: 0))
        let image = ImageRenderer(content: view).render()
        #expect(image.pixel(x: 10, y: 10) == (0, 255, 0, 255))
        #expect(image.pixel(x: 0, y: 0).alpha == 0)
    }

    @Test("interpolation(.none) keeps hard pixel edges when scaling up")
    func interpolationNone() throws {
        let folder = try makeFixtures()
        let bundle = try #require(Bundle(path: folder.path))
        // A 2×1 image: red then blue.
        try ImageRenderer(content: HStack(spacing: 0) { Color(red: 1, green: 0, blue: 0); Color(red: 0, green: 0, blue: 1) }
            .frame(width: 2, height: 1)).render().writePNG(to: folder.appendingPathComponent("pair.png"))
        let sharp = ImageRenderer(content: Image("pair", bundle: bundle).interpolation(.none).resizable()
            .frame(width: 20, height: 10)).render()
        #expect(sharp.pixel(x: 9, y: 5) == (255, 0, 0, 255))
        #expect(sharp.pixel(x: 10, y: 5) == (0, 0, 255, 255))
        let smooth = ImageRenderer(content: Image("pair", bundle: bundle).resizable().frame(width: 20, height: 10)).render()
        #expect(smooth.pixel(x: 9, y: 5).blue > 0)
    }

    @Test("a missing image draws nothing, as in SwiftUI, and warns once with its name")
    func missing() throws {
        let folder = try makeFixtures()
        let bundle = try #require(Bundle(path: folder.path))
        let view = HStack {
            Image("no-such-image", bundle: bundle).resizable().frame(width: 20, height: 20)
            Image("no-such-image", bundle: bundle).resizable().frame(width: 20, height: 20)
        }
        let image = ImageRenderer(content: view).render()
        #expect(image.pixel(x: 10, y: 10).alpha == 0)
        #expect(image.pixel(x: 1, y: 1).alpha == 0)
        let warnings = RuntimeWarnings.shared.messages.filter { $0.contains("no-such-image") && $0.contains(folder.lastPathComponent) }
        #expect(warnings.count == 1)
    }

    @Test("a corrupt file draws the placeholder and says it could not be decoded")
    func corrupt() throws {
        let folder = try makeFixtures()
        let bundle = try #require(Bundle(path: folder.path))
        let image = ImageRenderer(content: Image("broken", bundle: bundle).resizable().frame(width: 20, height: 20)).render()
        #expect(image.pixel(x: 10, y: 10).alpha > 0)
        #expect(RuntimeWarnings.shared.messages.contains { $0.contains("broken.png") && $0.contains("could not be decoded") })
    }

    @Test("a resource's natural size comes from its header: PNG pixels, @2x halved, SVG width and height, JPEG frame")
    func naturalSize() throws {
        let folder = try makeFixtures()
        try FileManager.default.copyItem(at: folder.appendingPathComponent("swatch.png"),
                                         to: folder.appendingPathComponent("retina@2x.png"))
        // A JPEG's start of image, an APP0 segment, then a baseline frame of 3 × 2 pixels.
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x4A, 0x46,
                             0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 0x02, 0x00, 0x03, 0x03, 0x01, 0x22, 0x00]
        try Data(jpeg).write(to: folder.appendingPathComponent("frame.jpg"))
        let bundle = try #require(Bundle(path: folder.path))
        #expect(Image("swatch", bundle: bundle).resourceSize == CGSize(width: 4, height: 2))
        #expect(Image("retina", bundle: bundle).resourceSize == CGSize(width: 2, height: 1))
        #expect(Image("dot", bundle: bundle).resourceSize == CGSize(width: 10, height: 10))
        #expect(Image("frame", bundle: bundle).resourceSize == CGSize(width: 3, height: 2))
        #expect(Image("missing", bundle: bundle).resourceSize == nil)
        #expect(Image(systemName: "heart").resourceSize == nil)
    }
}
