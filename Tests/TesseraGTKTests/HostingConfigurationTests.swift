import Foundation
import Testing
@_spi(Testing) import Tessera
import TesseraCairo
@testable import TesseraGTK

/// What a cell shows for a configuration, laid out and drawn without GTK.
@MainActor
@Suite("HostingConfiguration lays out a cell's content")
struct HostingConfigurationTests {
    let layoutMargins = EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

    /// The cell laid out at `width` and its ideal height, as a list row would be.
    func host<C: View, B: View>(_ configuration: HostingConfiguration<C, B>, width: CGFloat) -> OffscreenHost<CellContentView> {
        var environment = EnvironmentValues()
        environment.textEngine = PangoTextEngine()
        let host = OffscreenHost(rootView: configuration.cellView(layoutMargins: layoutMargins), size: .zero, environment: environment)
        host.size = CGSize(width: width, height: host.sizeThatFits(ProposedViewSize(width: width, height: nil)).height)
        return host
    }

    @Test("the content is inset by the cell's layout margins unless margins(_:_:) says otherwise")
    func margins() {
        let text = Text("Hello").frame(width: 50, height: 20)
        let plain = host(HostingConfiguration { text }, width: 300)
        #expect(plain.size == CGSize(width: 300, height: 20 + 22))
        #expect(plain.layoutFrames.contains { $0.frame == CGRect(x: 16, y: 11, width: 50, height: 20) })

        let horizontal = host(HostingConfiguration { text }.margins(.horizontal, 4), width: 300)
        #expect(horizontal.size.height == 42)
        #expect(horizontal.layoutFrames.contains { $0.frame == CGRect(x: 4, y: 11, width: 50, height: 20) })

        let none = host(HostingConfiguration { text }.margins(.all, 0), width: 300)
        #expect(none.size.height == 20)
    }

    @Test("minSize sets the smallest cell; a background fills the cell edge to edge without sizing it")
    func minSizeAndBackground() {
        let text = Text("Hello").frame(width: 50, height: 20)
        let tall = host(HostingConfiguration { text }.minSize(height: 80), width: 200)
        #expect(tall.size.height == 80)

        let red = host(HostingConfiguration { text }.background(Color(red: 1, green: 0, blue: 0)), width: 200)
        #expect(red.size == CGSize(width: 200, height: 42))
        let image = CairoRenderer().render(red.displayList, size: red.size, scale: 1, background: nil)
        for (x, y) in [(0, 0), (199, 0), (0, 41), (199, 41), (100, 2)] {
            let pixel = image.pixel(x: x, y: y)
            #expect(pixel.red == 255 && pixel.green == 0 && pixel.blue == 0, "(\(x), \(y)) is \(pixel)")
        }

        let custom = host(HostingConfiguration { text }.background { Color(red: 0, green: 0, blue: 1).frame(height: 500) }, width: 200)
        #expect(custom.size.height == 42)
    }

    @Test("UIKit's spelling compiles: UIHostingConfiguration built from a cell state shows the checkmark only when selected",
          arguments: [false, true])
    func uikitSpelling(isSelected: Bool) {
        var state = UICellConfigurationState()
        state.isSelected = isSelected
        let configuration = UIHostingConfiguration {
            HStack {
                Text("Heart")
                Spacer()
                if state.isSelected {
                    Image(systemName: "checkmark")
                }
            }
        }
        let cell = host(configuration, width: 300)
        #expect(cell.tree.allNodes.contains { $0.baseName == "Image" } == isSelected)
    }
}

/// A regression found by the cells: updating a root `AnyView` whose content has a frame or a
/// background compared an existential boxed in `Any` field by field and crashed.
@MainActor
@Suite("updating type-erased cell content")
struct AnyViewUpdateTests {
    struct Holder: View {
        var content: AnyView
        var body: some View { content }
    }

    @Test("replacing AnyView content with a frame or a background of the same type updates it")
    func replaceErasedContent() {
        let host = OffscreenHost(rootView: Holder(content: AnyView(Text("a").frame(maxWidth: .infinity, alignment: .leading))))
        host.rootView = Holder(content: AnyView(Text("b").frame(maxWidth: .infinity, alignment: .leading)))
        host.update()
        #expect(host.tree.allNodes.contains { $0.text == "b" })
        let background = OffscreenHost(rootView: Holder(content: AnyView(Text("a").background { Color.red })))
        background.rootView = Holder(content: AnyView(Text("c").background { Color.red }))
        background.update()
        #expect(background.tree.allNodes.contains { $0.text == "c" })
    }
}
