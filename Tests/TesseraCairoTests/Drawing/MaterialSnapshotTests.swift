import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// The five materials and the bar material over a colorful backdrop, light and dark.
@Suite("Material rendering") @MainActor
struct MaterialSnapshotTests {
    private struct Swatches: View {
        private let materials: [(String, Material)] = [
            ("Ultra thin", .ultraThinMaterial), ("Thin", .thinMaterial), ("Regular", .regularMaterial),
            ("Thick", .thickMaterial), ("Ultra thick", .ultraThickMaterial), ("Bar", .bar),
        ]

        var body: some View {
            ZStack {
                LinearGradient(colors: [.orange, .pink, .purple, .blue], startPoint: .leading, endPoint: .trailing)
                HStack(spacing: 14) {
                    ForEach(0..<8, id: \.self) { _ in Circle().fill(Color.yellow).frame(width: 12, height: 12) }
                }
                VStack(spacing: 6) {
                    ForEach(materials, id: \.0) { name, material in
                        Text(name).font(.caption).frame(maxWidth: .infinity).padding(.vertical, 3)
                            .background(material, in: RoundedRectangle(cornerRadius: 6))
                    }
                }
                .padding(12)
            }
        }
    }

    @Test("materials over a gradient, light and dark")
    func materials() {
        assertSnapshot(of: Swatches(), size: CGSize(width: 200, height: 170), named: "materials-light")
        assertSnapshot(of: Swatches(), size: CGSize(width: 200, height: 170), colorScheme: .dark, named: "materials-dark")
    }
}
