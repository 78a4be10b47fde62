import Foundation
import Testing
@testable import Tessera
@testable import TesseraCairo

@Suite("Label") @MainActor
struct LabelRenderingTests {
    /// The number of pixels whose red channel is high and green low (pink or red ink).
    func pinkPixels(_ image: RenderedImage, in rect: CGRect) -> Int {
        var count = 0
        for y in Int(rect.minY)..<min(image.pixelHeight, Int(rect.maxY)) {
            for x in Int(rect.minX)..<min(image.pixelWidth, Int(rect.maxX)) {
                let p = image.pixel(x: x, y: y)
                if p.alpha > 128 && p.red > 180 && p.green < 120 { count += 1 }
            }
        }
        return count
    }

    @Test("the default style puts the icon, sized to the font, before the title")
    func defaultStyle() {
        let font = Font.system(size: 20)
        let title = ImageRenderer(content: Text("Heart Rate").font(font)).renderedSize
        let label = ImageRenderer(content: Label("Heart Rate", systemImage: "heart.fill").font(font)).renderedSize
        // The icon is a 24-point square (20 × 1.2), then the HStack's spacing, then the title.
        #expect(label.width > title.width + 24)
        #expect(label.width < title.width + 24 + 12)
        #expect(label.height == max(24, title.height))

        let renderer = ImageRenderer(content: Label("Heart Rate", systemImage: "heart.fill").font(font).foregroundStyle(.pink))
        let image = renderer.render()
        #expect(pinkPixels(image, in: CGRect(x: 0, y: 0, width: 24, height: image.pixelHeight)) > 50)
        #expect(pinkPixels(image, in: CGRect(x: 32, y: 0, width: image.pixelWidth - 32, height: image.pixelHeight)) > 50)
    }

    @Test("icon-only and title-only styles show one part")
    func iconOnlyAndTitleOnly() {
        let font = Font.system(size: 20)
        let title = ImageRenderer(content: Text("Heart Rate").font(font)).renderedSize
        let iconOnly = ImageRenderer(content: Label("Heart Rate", systemImage: "heart.fill").font(font).labelStyle(.iconOnly)).renderedSize
        let titleOnly = ImageRenderer(content: Label("Heart Rate", systemImage: "heart.fill").font(font).labelStyle(.titleOnly)).renderedSize
        let both = ImageRenderer(content: Label("Heart Rate", systemImage: "heart.fill").font(font).labelStyle(.titleAndIcon)).renderedSize
        let automatic = ImageRenderer(content: Label("Heart Rate", systemImage: "heart.fill").font(font).labelStyle(.automatic)).renderedSize
        #expect(iconOnly == CGSize(width: 24, height: 24))
        #expect(titleOnly == title)
        #expect(both == automatic)
        #expect(both.width > title.width + 24)
    }

    @Test("a label with custom title and icon views, and one from a configuration, in a custom style")
    func customContentAndStyle() {
        struct Stacked: LabelStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack(spacing: 0) {
                    configuration.icon
                    Label(configuration).labelStyle(.titleOnly)
                }
            }
        }
        let label = Label { Text("Title") } icon: { Color.red.frame(width: 10, height: 30) }
        let size = ImageRenderer(content: label.labelStyle(Stacked())).renderedSize
        let title = ImageRenderer(content: Text("Title")).renderedSize
        #expect(size.height == 30 + title.height)
        #expect(size.width == max(10, title.width))
        let named = ImageRenderer(content: Label("Photo", image: "no-such-image")).renderedSize
        #expect(named.width > 0)
    }
}
