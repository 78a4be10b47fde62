import Foundation
import Testing
@testable import Tessera
@testable import TesseraCairo

/// Reference renderings of views with drawing effects, in light and dark. Look at a reference
/// before committing it.
@Suite("Effect snapshots") @MainActor
struct EffectSnapshotTests {
    private func render<V: View>(_ view: V, scheme: ColorScheme = .light) -> RenderedImage {
        let renderer = ImageRenderer(content: view)
        renderer.colorScheme = scheme
        renderer.isOpaque = true
        return renderer.render()
    }

    /// A labelled cell of the effects sheet.
    private struct Cell<Content: View>: View {
        let title: String
        @ViewBuilder var content: Content
        var body: some View {
            VStack(spacing: 6) {
                content.frame(width: 70, height: 70)
                Text(title).font(.caption)
            }
            .frame(width: 90, height: 100)
        }
    }

    @Test("effects: opacity, clips, shadow, rotation, scale, blur, blend, border, backgrounds, zIndex")
    @available(*, deprecated)
    func effects() throws {
        let view = VStack(spacing: 8) {
            HStack(spacing: 8) {
                Cell(title: "opacity") {
                    ZStack { Circle().fill(.blue).offset(x: -12); Circle().fill(.red).offset(x: 12) }
                        .frame(width: 50, height: 40).opacity(0.5)
                }
                Cell(title: "clipShape") {
                    LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom).clipShape(Circle())
                }
                Cell(title: "cornerRadius") { Color.teal.cornerRadius(16) }
                Cell(title: "shadow") {
                    RoundedRectangle(cornerRadius: 10).fill(.white).frame(width: 56, height: 56)
                        .shadow(radius: 6, y: 4)
                }
                Cell(title: "rotation") {
                    Text("Tilt").font(.headline).padding(6).background(.yellow).rotationEffect(.degrees(-30))
                }
            }
            HStack(spacing: 8) {
                Cell(title: "scale") {
                    ZStack { Color.gray.opacity(0.3); Color.indigo.frame(width: 40, height: 40).scaleEffect(0.5, anchor: .topLeading) }
                        .frame(width: 40, height: 40)
                }
                Cell(title: "blur") { Text("Blur").font(.title).bold().blur(radius: 2) }
                Cell(title: "blendMode") {
                    ZStack {
                        Circle().fill(.yellow).offset(x: -10)
                        Circle().fill(.cyan).offset(x: 10).blendMode(.multiply)
                    }.frame(width: 50, height: 40)
                }
                Cell(title: "border") { Text("Edge").padding(6).border(.green, width: 2) }
                Cell(title: "zIndex") {
                    HStack(spacing: -16) {
                        Circle().fill(.red).frame(width: 34, height: 34)
                        Circle().fill(.green).frame(width: 34, height: 34).zIndex(1)
                        Circle().fill(.blue).frame(width: 34, height: 34)
                    }
                }
            }
            HStack(spacing: 12) {
                Text("background(_:in:)").padding(8).background(.mint, in: Capsule())
                Text("hidden").hidden().border(.red)
                Text("background(.purple)").foregroundStyle(.white).padding(6).background(.purple)
            }
        }
        .padding(10)
        try Snapshot.assertMatches(render(view), named: "view-effects")
    }

    /// A small settings screen: title, secondary text, symbols, a button, a stepper, a card.
    private struct SettingsScreen: View {
        @State private var count = 3
        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                Text("Settings").font(.largeTitle).bold()
                HStack(spacing: 10) {
                    Image(systemName: "heart.fill").foregroundStyle(.red)
                    VStack(alignment: .leading, spacing: 2) {
                        Text("Heart Rate").font(.headline)
                        Text("72 BPM, 2 minutes ago").font(.subheadline).foregroundStyle(.secondary)
                    }
                }
                .padding(12)
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(Color.gray.opacity(0.2), in: RoundedRectangle(cornerRadius: 12))
                Stepper("Reminders: \(count)", value: $count, in: 0...10)
                HStack {
                    Button("Cancel") {}
                    Spacer()
                    Button {} label: {
                        Text("Save").foregroundColor(.white).padding(.horizontal, 12).padding(.vertical, 6)
                            .background(.blue, in: Capsule())
                    }
                }
                Canvas { context, size in
                    let bars: [CGFloat] = [0.3, 0.6, 0.45, 0.8, 0.5, 0.9, 0.7]
                    let width = size.width / CGFloat(bars.count)
                    for (index, value) in bars.enumerated() {
                        let rect = CGRect(x: CGFloat(index) * width + 3, y: size.height * (1 - value), width: width - 6,
                                          height: size.height * value)
                        context.fill(Path(roundedRect: rect, cornerRadius: 3), with: .color(.green))
                    }
                    context.draw(Text("Week").font(.caption2).foregroundColor(.secondary), at: CGPoint(x: 0, y: 0), anchor: .topLeading)
                }
                .frame(height: 60)
            }
            .padding(16)
            .frame(width: 320)
        }
    }

    @Test("a dark-mode screen with text, symbols, controls and a canvas")
    func darkScreen() throws {
        try Snapshot.assertMatches(render(SettingsScreen(), scheme: .dark), named: "dark-screen")
    }

    @Test("the same screen in light mode")
    func lightScreen() throws {
        try Snapshot.assertMatches(render(SettingsScreen()), named: "light-screen")
    }
}
