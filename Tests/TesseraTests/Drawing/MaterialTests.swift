import Foundation
import Testing
@testable import Tessera

/// Materials as shape styles: translucent system backgrounds, thicker ones more opaque.
@Suite("Materials") @MainActor
struct MaterialTests {
    private func color(_ material: Material, _ scheme: ColorScheme) -> Color.Resolved {
        ShapeStyleContext(colorScheme: scheme).color(for: material)
    }

    /// The fills' colors in `view`'s display list, in painting order.
    private func fills<V: View>(_ view: V, _ scheme: ColorScheme = .light) -> [Color.Resolved] {
        OffscreenHost(rootView: view.environment(\.colorScheme, scheme), size: CGSize(width: 20, height: 20))
            .displayList.allItems.compactMap { item in
                if case .fill(_, .color(let color), _) = item.content { return color }
                return nil
            }
    }

    @Test("each thicker material is more opaque; all are translucent but the thickest nearly opaque")
    func thickness() {
        let materials: [Material] = [.ultraThin, .thin, .regular, .thick, .ultraThick]
        let opacities = materials.map { color($0, .light).opacity }
        #expect(opacities == opacities.sorted() && Set(opacities).count == 5)
        #expect(opacities.allSatisfy { $0 > 0 && $0 < 1 })
        #expect(opacities.last! > 0.9)
    }

    @Test("a material is light in light mode and dark in dark mode")
    func schemes() {
        for material in [Material.ultraThin, .regular, .ultraThick, .bar] {
            #expect(color(material, .light).red > 0.9 && color(material, .dark).red < 0.15)
            #expect(color(material, .light).opacity == color(material, .dark).opacity)
        }
    }

    @Test("background(.regularMaterial), background(_:in:) and fill(_:) draw the material")
    func asShapeStyle() {
        let regular = color(.regular, .dark)
        #expect(fills(Color.clear.background(.regularMaterial), .dark).contains(regular))
        #expect(fills(Color.clear.background(.thinMaterial, in: RoundedRectangle(cornerRadius: 4)))
            .contains(color(.thin, .light)))
        #expect(fills(Rectangle().fill(.ultraThickMaterial)) == [color(.ultraThick, .light)])
        #expect(fills(Rectangle().fill(.bar)) == [color(.bar, .light)])
    }
}
