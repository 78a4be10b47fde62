import Foundation
import Testing
@testable import Tessera
@testable import TesseraCairo
import TesseraTesting

/// Asset-catalog colors and images drawn by Cairo, from the test target's `Snapshots.xcassets`:
/// a card whose background, text and swatches are color sets with light and dark appearances,
/// with an image set that has light and dark files at 1x and 2x and a namespaced SVG.
@Suite("Asset catalog rendering") @MainActor
struct AssetCatalogSnapshotTests {
    private struct Card: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 10) {
                HStack(spacing: 8) {
                    Image("Badge", bundle: .module)
                    Text("Asset catalog").font(.headline).foregroundStyle(Color("CardText", bundle: .module))
                }
                HStack(spacing: 8) {
                    RoundedRectangle(cornerRadius: 4).fill(Color("Highlight", bundle: .module)).frame(width: 36, height: 24)
                    RoundedRectangle(cornerRadius: 4).fill(Color("Shade", bundle: .module)).frame(width: 36, height: 24)
                    Image("Glyphs/Leaf", bundle: .module)
                    Image("Glyphs/Leaf", bundle: .module).resizable().frame(width: 36, height: 36)
                }
            }
            .padding(14)
            .background(RoundedRectangle(cornerRadius: 12).fill(Color("CardBackground", bundle: .module)))
            .padding(10)
        }
    }

    @Test("a card of asset colors and images, light and dark")
    func card() {
        assertSnapshot(of: Card(), size: CGSize(width: 220, height: 130), named: "asset-card-light")
        assertSnapshot(of: Card(), size: CGSize(width: 220, height: 130), colorScheme: .dark, named: "asset-card-dark")
    }

    @Test("at scale 2 the 2x file is drawn, pixel for pixel; in dark mode its dark variant")
    func twoX() {
        func render(_ scheme: ColorScheme) -> RenderedImage {
            let renderer = ImageRenderer(content: Image("Badge", bundle: .module))
            renderer.scale = 2
            renderer.colorScheme = scheme
            return renderer.render()
        }
        let light = render(.light), dark = render(.dark)
        // 24 points at 2x: the 48-pixel file, not the 24-pixel one scaled up.
        #expect(light.pixelWidth == 48 && light.pixelHeight == 48)
        #expect(light.pixel(x: 24, y: 24) == (0, 110, 220, 255))
        // The white ring of the light badge lies between 0.55 and 0.8 of the radius.
        #expect(light.pixel(x: 24, y: 8) == (255, 255, 255, 255))
        #expect(dark.pixel(x: 24, y: 24) == (255, 200, 40, 255))
    }
}
