import Testing
import Tessera
import TesseraTesting

/// The built-in button styles side by side: borderless (the default), plain, bordered and
/// bordered prominent, tinted, destructive, disabled, in three control sizes and border shapes.
private struct ButtonStylesPanel: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Button("Borderless") {}
                Button("Plain") {}.buttonStyle(.plain)
                Button("Link") {}.buttonStyle(.link)
            }
            HStack {
                Button("Bordered") {}.buttonStyle(.bordered)
                Button("Prominent") {}.buttonStyle(.borderedProminent)
                Button("Delete", role: .destructive) {}.buttonStyle(.borderedProminent)
            }
            HStack {
                Button("Green") {}.buttonStyle(.borderedProminent).tint(.green)
                Button("Disabled") {}.buttonStyle(.bordered).disabled(true)
                Button("Off") {}.buttonStyle(.borderedProminent).disabled(true)
            }
            HStack {
                Button("Small") {}.controlSize(.small)
                Button("Regular") {}
                Button("Large") {}.controlSize(.large)
            }
            .buttonStyle(.bordered)
            HStack {
                Button("Capsule", systemImage: "star.fill") {}.buttonBorderShape(.capsule)
                Button("Square") {}.buttonBorderShape(.roundedRectangle(radius: 2))
            }
            .buttonStyle(.borderedProminent)
        }
        .padding()
    }
}

@Suite("Button style snapshots") @MainActor
struct ButtonStyleSnapshotTests {
    @Test("built-in button styles, tints, roles, control sizes and border shapes", arguments: [ColorScheme.light, .dark])
    func panel(colorScheme: ColorScheme) {
        assertSnapshot(of: ButtonStylesPanel(), size: CGSize(width: 360, height: 270), colorScheme: colorScheme,
                       named: "button-styles-\(colorScheme)")
    }
}
