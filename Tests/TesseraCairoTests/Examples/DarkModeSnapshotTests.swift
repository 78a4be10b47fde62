import Foundation
import Testing
@_spi(Testing) import Tessera
import TesseraExamples
import TesseraTesting

/// Seed 002's health cells as a SwiftUI list shows them: category labels and medical-condition
/// rows (text fields). (The heart-rate cell shows the current time; its card is in
/// `ExampleSnapshotTests`, light and dark, with a fixed date.)
private struct HealthList: View {
    let conditions = [MedicalCondition(text: "Asthma"), MedicalCondition(text: "Seasonal allergies")]

    var body: some View {
        List {
            Section("Categories") {
                HealthCategoryView(name: "Activity", systemImage: "figure.walk")
                HealthCategoryView(name: "Heart", systemImage: "heart.fill")
            }
            Section("Conditions") {
                ForEach(conditions) { MedicalConditionView(condition: $0) }
            }
        }
    }
}

/// Every example in the dark color scheme (`.environment(\.colorScheme, .dark)`, as
/// `GTK_THEME=Adwaita:dark` gives a window): lists and forms draw their grouped backgrounds,
/// rows and separators in their dark appearances, so white text stays readable. The light
/// references of most of these are in their own suites (`SettingsFormTests`,
/// `ShapeEditSnapshotTests`, `SandwichSnapshotTests`, `ViewRenderingTests`); the examples without
/// one get both here.
@MainActor
@Suite("Examples in dark mode")
struct DarkModeSnapshotTests {
    private func name(_ base: String, _ colorScheme: ColorScheme) -> String {
        "\(base)-\(colorScheme)"
    }

    @Test("the settings form")
    func settingsForm() {
        let host = snapshotHost(SettingsForm(), size: CGSize(width: 440, height: 760), colorScheme: .dark)
        assertSnapshot(of: host, colorScheme: .dark, named: "settings-form-dark")
    }

    @Test("the settings form's reset alert and theme menu")
    func settingsPresentations() throws {
        let host = snapshotHost(SettingsForm(), size: CGSize(width: 440, height: 760), colorScheme: .dark)
        #expect(host.tapButton("Reset All Settings"))
        assertSnapshot(of: host, colorScheme: .dark, named: "settings-form-alert-dark")
        #expect(host.tapButton("Cancel"))
        let system = try #require(host.frame(ofText: "System"))
        host.tap(at: CGPoint(x: system.midX, y: system.midY))
        assertSnapshot(of: host, colorScheme: .dark, named: "settings-form-menu-dark")
    }

    @Test("ShapeEdit's sidebar, canvas outlines and inspector")
    func shapeEditParts() {
        let sidebar = snapshotHost(GraphicsList(graphics: ShapeEditSamples.graphics), size: CGSize(width: 260, height: 320),
                                   colorScheme: .dark)
        assertSnapshot(of: sidebar, colorScheme: .dark, named: "shapeedit-sidebar-dark")
        assertSnapshot(of: CanvasOutlineList(canvases: ShapeEditSamples.canvases), size: CGSize(width: 320, height: 560),
                       colorScheme: .dark, named: "shapeedit-canvases-dark")
        assertSnapshot(of: ShapeInspector(), size: CGSize(width: 360, height: 420), colorScheme: .dark,
                       named: "shapeedit-inspector-dark")
    }

    @Test("ShapeEdit's window: sidebar, outlines and inspector side by side", arguments: [ColorScheme.light, .dark])
    func shapeEditWindow(colorScheme: ColorScheme) {
        assertSnapshot(of: ShapeEditWindow(), size: CGSize(width: 900, height: 520), colorScheme: colorScheme,
                       named: name("shapeedit-window", colorScheme))
    }

    @Test("the sandwich gallery and grid")
    func sandwiches() {
        assertSnapshot(of: SandwichGallery(), size: CGSize(width: 390, height: 700), colorScheme: .dark,
                       named: "sandwich-gallery-dark")
        assertSnapshot(of: SandwichGrid(), size: CGSize(width: 1000, height: 600), colorScheme: .dark,
                       named: "sandwich-grid-dark")
    }

    @Test("the karaoke board", arguments: [ColorScheme.light, .dark])
    func karaoke(colorScheme: ColorScheme) {
        assertSnapshot(of: KaraokeBoard(), size: CGSize(width: 1110, height: 530), colorScheme: colorScheme,
                       named: name("karaoke-board", colorScheme))
    }

    @Test("seed 004's counter")
    func counter() {
        let counter = Counter()
        for _ in 0..<12 { counter.increment() }
        assertSnapshot(of: CounterView(counter: counter).padding(), size: CGSize(width: 320, height: 200),
                       colorScheme: .dark, named: "seed004-counter-dark")
    }

    @Test("seed 002's health cells in a list", arguments: [ColorScheme.light, .dark])
    func health(colorScheme: ColorScheme) {
        assertSnapshot(of: HealthList(), size: CGSize(width: 390, height: 520), colorScheme: colorScheme,
                       named: name("health-list", colorScheme))
    }

    @Test("list styles side by side")
    func listStyles() {
        let lists = ListStylesPanel()
        assertSnapshot(of: lists, size: CGSize(width: 1000, height: 230), colorScheme: .dark, named: "list-styles-dark")
    }
}
