import Foundation
import Testing
@_spi(Testing) import Tessera
import TesseraCairo
@testable import TesseraGTK

/// A cell's row separator, drawn without GTK: it follows the content's text
/// (`.listRowSeparatorLeading`), as on iOS.
@MainActor
@Suite("List cell separators align to the SwiftUI text")
struct ListRowSeparatorTests {
    let width: CGFloat = 300

    /// The cell as a list view that shows separators draws it, and its picture.
    func render<C: View>(separator: Bool = true, @ViewBuilder _ content: () -> C) -> (host: OffscreenHost<CellContentView>, image: RenderedImage) {
        var environment = EnvironmentValues()
        environment.textEngine = PangoTextEngine()
        environment.showsCellSeparator = separator
        let view = HostingConfiguration(content: content).cellView(layoutMargins: EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
        let host = OffscreenHost(rootView: view, size: .zero, environment: environment)
        // A GTK widget's height is whole pixels (the hosting widget rounds its measured size up).
        host.size = CGSize(width: width, height: host.sizeThatFits(ProposedViewSize(width: width, height: nil)).height.rounded(.up))
        let image = CairoRenderer().render(host.displayList, size: host.size, scale: 1, background: nil)
        return (host, image)
    }

    /// The first and last drawn column of the image's bottom pixel row (nil: nothing drawn).
    func separatorColumns(_ image: RenderedImage) -> ClosedRange<Int>? {
        let y = image.pixelHeight - 1
        let drawn = (0..<image.pixelWidth).filter { image.pixel(x: $0, y: y).alpha > 8 }
        guard let first = drawn.first, let last = drawn.last else { return nil }
        #expect(drawn.count == last - first + 1, "the separator is one unbroken line")
        return first...last
    }

    func iconAndTitle() -> some View {
        HStack {
            Circle().fill(.pink).frame(width: 24, height: 24)
            VStack(alignment: .leading) {
                Text("Heart rate")
                Text("72 BPM").font(.caption)
            }
        }
    }

    @Test("by default the separator starts where the text starts (skipping the icon) and runs to the cell's trailing edge")
    func followsTheText() throws {
        let (host, image) = render { iconAndTitle() }
        try? FileManager.default.createDirectory(atPath: "/tmp/tessera-gtk-tests", withIntermediateDirectories: true)
        try? image.writePNG(to: URL(fileURLWithPath: "/tmp/tessera-gtk-tests/separator-cell.png"))
        let text = try #require(host.frame(ofText: "Heart rate"))
        #expect(text.minX > 16 + 24)
        let columns = try #require(separatorColumns(image))
        #expect(columns.lowerBound == Int(text.minX.rounded(.down)))
        #expect(columns.upperBound == Int(width) - 1)
        // One device pixel, in the separator's color, only along the bottom edge.
        let pixel = image.pixel(x: columns.lowerBound + 10, y: image.pixelHeight - 1)
        #expect(pixel.alpha > 20 && pixel.alpha < 60)
        #expect(image.pixel(x: columns.lowerBound + 10, y: image.pixelHeight - 2).alpha == 0)
        // The icon's columns, left of the text, have no separator.
        #expect(image.pixel(x: 20, y: image.pixelHeight - 1).alpha == 0)
    }

    @Test(".alignmentGuide(.listRowSeparatorLeading) moves the separator's start; .listRowSeparatorTrailing its end")
    func explicitGuides() throws {
        let leading = render {
            iconAndTitle().alignmentGuide(.listRowSeparatorLeading) { _ in 0 }
        }
        #expect(separatorColumns(leading.image) == 16...(Int(width) - 1))

        let inset = render {
            iconAndTitle()
                .alignmentGuide(.listRowSeparatorLeading) { dimensions in dimensions[.leading] + 8 }
                .alignmentGuide(.listRowSeparatorTrailing) { dimensions in dimensions.width }
        }
        let text = try #require(inset.host.frame(ofText: "Heart rate"))
        let columns = try #require(separatorColumns(inset.image))
        #expect(columns.lowerBound == 16 + 8)
        // The HStack is as wide as its icon and text: the separator ends there.
        #expect(columns.upperBound < Int(width) - 100)
        #expect(abs(CGFloat(columns.upperBound + 1) - text.maxX) <= 1)
    }

    @Test("content without text: the separator starts at the content's leading edge; no separator unless the list shows them")
    func noTextAndHidden() throws {
        let shape = render { Circle().fill(.pink).frame(width: 24, height: 24) }
        #expect(separatorColumns(shape.image) == 16...(Int(width) - 1))

        let hidden = render(separator: false) { iconAndTitle() }
        #expect(separatorColumns(hidden.image) == nil)
        // The separator draws over the cell; it doesn't change its size.
        #expect(hidden.host.size == render { iconAndTitle() }.host.size)
    }
}
