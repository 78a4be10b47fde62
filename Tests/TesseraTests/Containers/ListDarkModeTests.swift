import Testing
@_spi(Testing) @testable import Tessera

@MainActor
@Suite("List and Form colours follow the color scheme")
struct ListDarkModeTests {
    /// The colours of every fill the host draws.
    private func fillColors<V: View>(_ host: OffscreenHost<V>) -> [Color.Resolved] {
        host.displayList.allItems.compactMap { item in
            guard case .fill(_, .color(let color), _) = item.content else { return nil }
            return color
        }
    }

    private func host(_ scheme: ColorScheme) -> OffscreenHost<some View> {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        return OffscreenHost(rootView: Form {
            Section("Account") {
                Text("Name")
                Text("Plan")
            }
        }, size: CGSize(width: 300, height: 300), environment: environment)
    }

    @Test("semantic colours resolve to Apple's light and dark values")
    func semanticColors() {
        func rgba(_ color: Color, _ scheme: ColorScheme) -> [Int] {
            let c = color.resolved(in: scheme)
            return [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) } + [Int((c.opacity * 100).rounded())]
        }
        #expect(rgba(.systemGroupedBackground, .light) == [242, 242, 247, 100])
        #expect(rgba(.systemGroupedBackground, .dark) == [0, 0, 0, 100])
        #expect(rgba(.secondarySystemGroupedBackground, .light) == [255, 255, 255, 100])
        #expect(rgba(.secondarySystemGroupedBackground, .dark) == [28, 28, 30, 100])
        #expect(rgba(.separator, .light) == [60, 60, 67, 29])
        #expect(rgba(.separator, .dark) == [84, 84, 88, 60])
    }

    @Test("in dark mode a form draws its background and rows dark, so its white text shows")
    func darkForm() {
        let dark = fillColors(host(.dark))
        let white = Color.white.resolved(in: .dark)
        #expect(!dark.isEmpty)
        #expect(!dark.contains(white))
        #expect(dark.contains(Color.systemGroupedBackground.resolved(in: .dark)))
        #expect(dark.contains(Color.secondarySystemGroupedBackground.resolved(in: .dark)))
        #expect(dark.contains(Color.separator.resolved(in: .dark)))
        // In light mode the rows are white on the grouped gray.
        let light = fillColors(host(.light))
        #expect(light.contains(white))
        #expect(light.contains(Color.systemGroupedBackground.resolved(in: .light)))
    }
}
