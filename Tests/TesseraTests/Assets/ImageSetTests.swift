import Foundation
import Testing
@_spi(Testing) @testable import Tessera

/// `Image(_:bundle:)` over the test target's `Fixtures.xcassets`: which file of an image set is
/// drawn for a display scale and color scheme, and the image's size in points.
@Suite("Asset catalog images") @MainActor
struct ImageSetTests {
    /// The file name an image draws at `scale` in `scheme`.
    private func file(_ image: Image, scale: CGFloat, _ scheme: ColorScheme = .light) -> String? {
        image.resourceFile(scale: scale, colorScheme: scheme).map { URL(fileURLWithPath: $0.path).lastPathComponent }
    }

    /// The image items of `view`'s display list.
    private func images<V: View>(_ view: V, size: CGSize = CGSize(width: 40, height: 40)) -> [DisplayList.ImageItem] {
        OffscreenHost(rootView: view, size: size).displayList.allItems.compactMap { item in
            if case .image(let image) = item.content { return image }
            return nil
        }
    }

    @Test("an image set draws the file made for the display scale")
    func scales() {
        let swatch = Image("Swatch", bundle: .module)
        #expect(file(swatch, scale: 1) == "swatch.png")
        #expect(file(swatch, scale: 2) == "swatch@2x.png")
        #expect(file(swatch, scale: 3) == "swatch@3x.png")
        // No 4x file: the largest there is.
        #expect(file(swatch, scale: 4) == "swatch@3x.png")
    }

    @Test("with only a 2x file, every scale draws it; its size in points is half its pixels")
    func fallback() {
        let retina = Image("Retina", bundle: .module)
        #expect(file(retina, scale: 1) == "retina@2x.png")
        #expect(file(retina, scale: 3) == "retina@2x.png")
        #expect(retina.resourceSize(scale: 1, colorScheme: .light) == CGSize(width: 10, height: 5))
    }

    @Test("a dark variant is drawn in dark mode at its scale; other scales fall back to the light files")
    func dark() {
        let swatch = Image("Swatch", bundle: .module)
        #expect(file(swatch, scale: 2, .dark) == "swatch-dark@2x.png")
        #expect(file(swatch, scale: 1, .dark) == "swatch-dark@2x.png")
        #expect(file(swatch, scale: 2, .light) == "swatch@2x.png")
    }

    @Test("the display list records the file for the environment's scale; the size stays in points")
    func recorded() {
        let view = Image("Swatch", bundle: .module).environment(\.displayScale, 2)
        let recorded = images(view)
        #expect(recorded.count == 1)
        guard case .named(let path, nil)? = recorded.first?.source else { Issue.record("not a file"); return }
        #expect(path.hasSuffix("Fixtures.xcassets/Swatch.imageset/swatch@2x.png"))
        #expect(recorded.first?.rect.size == CGSize(width: 6, height: 4))
    }

    @Test("a namespace folder's image is found by its full name and keeps its template rendering intent")
    func namespacedTemplate() {
        #expect(file(Image("Icons/Star", bundle: .module), scale: 2) == "star.svg")
        #expect(Image("Icons/Star", bundle: .module).resourceSize == CGSize(width: 24, height: 24))
        let template = images(Image("Icons/Star", bundle: .module).foregroundStyle(Color.red))
        #expect(template.first?.shading != nil)
        let original = images(Image("Icons/Star", bundle: .module).renderingMode(.original))
        #expect(original.first.map { $0.shading == nil } == true)
    }

    @Test("a missing image is empty: no size, nothing drawn, one warning with its name")
    func missing() {
        let recorded = images(VStack { Image("NoSuchImage", bundle: .module); Image("NoSuchImage", bundle: .module) })
        #expect(recorded.isEmpty)
        let laidOut = frames { Image("NoSuchImage", bundle: .module).readFrame("missing") }
        #expect(laidOut["missing"]?.size == .zero)
        let warnings = RuntimeWarnings.shared.messages.filter { $0.hasPrefix("No image named 'NoSuchImage' found in asset catalog") }
        #expect(warnings.count == 1)
    }

    @Test("an image resource names an image set in a bundle; a label doesn't change the image")
    func resource() {
        #expect(Image(ImageResource(name: "Swatch", bundle: .module)) == Image("Swatch", bundle: .module))
        #expect(Image("Swatch", bundle: .module, label: Text("A swatch")) == Image("Swatch", bundle: .module))
    }
}
