import Foundation
import Testing
@_spi(Testing) import Tessera
import TesseraExamples
import TesseraTesting

/// Seed 001's ShapeEdit views (TesseraExamples/ShapeEdit) rendered with Cairo and Pango, before
/// and after interaction, against reference PNGs.
@MainActor
@Suite("ShapeEdit snapshots (seed 001)")
struct ShapeEditSnapshotTests {
    private func tap<V: View>(_ host: OffscreenHost<V>, _ text: String) {
        let frame = host.frame(ofText: text)!
        host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
    }

    @Test("the sidebar: List(graphics, children:) in the sidebar style, collapsed then expanded")
    func sidebar() {
        let host = snapshotHost(GraphicsList(graphics: ShapeEditSamples.graphics), size: CGSize(width: 260, height: 320))
        assertSnapshot(of: host, named: "shapeedit-sidebar-collapsed")
        tap(host, "Logo")
        tap(host, "Rays")
        assertSnapshot(of: host, named: "shapeedit-sidebar-expanded")
        // Logo, Sun, Rays, Ray 1, Ray 2 are rows now, each level 20 points further in.
        let logo = host.frame(ofText: "Logo")!, rays = host.frame(ofText: "Rays")!, ray = host.frame(ofText: "Ray 1")!
        #expect(abs((rays.minX - logo.minX) - 20) < 0.5)
        #expect(abs((ray.minX - rays.minX) - 20) < 0.5)
    }

    @Test("one section per canvas with an OutlineGroup in each")
    func canvases() {
        let host = snapshotHost(CanvasOutlineList(canvases: ShapeEditSamples.canvases), size: CGSize(width: 320, height: 560))
        tap(host, "Face")
        assertSnapshot(of: host, named: "shapeedit-canvases")
        #expect(host.frame(ofText: "Poster")!.maxY < host.frame(ofText: "Background")!.minY)
        #expect(host.frame(ofText: "Sticker")!.maxY < host.frame(ofText: "Outline")!.minY)
        #expect(host.frame(ofText: "Eyes") != nil)
    }

    @Test("the inspector: a Form of disclosure groups with toggles and color rows")
    func inspector() {
        let host = snapshotHost(ShapeInspector(), size: CGSize(width: 360, height: 420))
        assertSnapshot(of: host, named: "shapeedit-inspector")
        #expect(host.frame(ofText: "Fill shape?") != nil)
        #expect(host.frame(ofText: "Shadow?") == nil)
        // Open the shadow group, turn the fill off.
        tap(host, "Shadow")
        #expect(host.frame(ofText: "Shadow?") != nil)
        let fillToggle = host.frame(ofText: "Fill shape?")!
        host.tap(at: CGPoint(x: 360 - 50, y: fillToggle.midY))
        assertSnapshot(of: host, named: "shapeedit-inspector-edited")
    }

    @Test("toggle styles and list styles side by side")
    func styles() {
        let toggles = VStack(alignment: .leading, spacing: 12) {
            Toggle("Switch off", isOn: .constant(false)).toggleStyle(.switch)
            Toggle("Switch on", isOn: .constant(true)).toggleStyle(.switch)
            Toggle("Checkbox off", isOn: .constant(false)).toggleStyle(.checkbox)
            Toggle("Checkbox on", isOn: .constant(true)).toggleStyle(.checkbox)
            HStack {
                Toggle("Button off", isOn: .constant(false)).toggleStyle(.button)
                Toggle("Button on", isOn: .constant(true)).toggleStyle(.button)
            }
        }.padding()
        assertSnapshot(of: toggles, size: CGSize(width: 280, height: 240), named: "toggle-styles")

        let lists = ListStylesPanel()
        assertSnapshot(of: lists, size: CGSize(width: 1000, height: 230), named: "list-styles")
    }
}
