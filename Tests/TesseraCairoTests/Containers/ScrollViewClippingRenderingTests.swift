import Foundation
import Testing
@_spi(Testing) @testable import Tessera
@testable import TesseraCairo
import TesseraTesting

/// Scroll views and lists clip their content to their bounds, rendered with Cairo and Pango:
/// rows overflowing a scroll view, or scrolled out of it, don't draw over the views around it.
@MainActor
@Suite("ScrollView and List clip what they draw")
struct ScrollViewClippingRenderingTests {
    private let size = CGSize(width: 300, height: 320)

    /// The layout: a 60-point header, a 150-point scroll view (or list) of rows taller
    /// than it, and a 60-point yellow view below.
    private func screen(_ scroller: some View) -> some View {
        VStack(spacing: 0) {
            Color.red.frame(height: 60)
            scroller.frame(height: 150)
            Color.yellow.frame(height: 60)
            Spacer()
        }
    }

    private var scrollView: some View {
        ScrollView {
            VStack { ForEach(0..<20, id: \.self) { Text("Scroll row \($0)") } }
        }
    }

    private var list: some View {
        List { ForEach(0..<30, id: \.self) { Text("List row \($0)") } }.listStyle(.plain)
    }

    private func render<V: View>(_ host: OffscreenHost<V>) -> RenderedImage {
        CairoRenderer().render(host.displayList, size: host.size, scale: 1, background: Color.white.resolved(in: .light))
    }

    /// The pixels in `rect` that are not `color` (a channel off by more than 8).
    private func pixels(in rect: CGRect, of image: RenderedImage, notMatching color: (Int, Int, Int)) -> Int {
        var count = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let pixel = image.pixel(x: x, y: y)
                if abs(pixel.red - color.0) > 8 || abs(pixel.green - color.1) > 8 || abs(pixel.blue - color.2) > 8 { count += 1 }
            }
        }
        return count
    }

    private let yellow = (255, 204, 0), red = (255, 59, 48), white = (255, 255, 255)
    private let below = CGRect(x: 0, y: 211, width: 300, height: 58)
    private let header = CGRect(x: 0, y: 1, width: 300, height: 58)
    private let window = CGRect(x: 0, y: 271, width: 300, height: 49)

    @Test("a scroll view's rows taller than it draw neither over the view below nor past it")
    func scrollViewOverflow() throws {
        let host = snapshotHost(screen(scrollView), size: size)
        // The rows are laid out past the scroll view's bottom.
        #expect(try #require(host.frame(ofText: "Scroll row 19")).minY > 270)
        let image = render(host)
        #expect(pixels(in: below, of: image, notMatching: yellow) == 0)
        #expect(pixels(in: window, of: image, notMatching: white) == 0)
        // The rows in view draw.
        #expect(pixels(in: CGRect(x: 0, y: 61, width: 300, height: 148), of: image, notMatching: white) > 100)
    }

    @Test("a scrolled scroll view's rows don't draw over the header above it")
    func scrollViewScrolled() throws {
        let host = snapshotHost(screen(scrollView), size: size)
        #expect(host.scroll(at: CGPoint(x: 150, y: 130), by: CGSize(width: 0, height: 200)))
        #expect(try #require(host.frame(ofText: "Scroll row 0")).maxY < 0)
        let image = render(host)
        #expect(pixels(in: header, of: image, notMatching: red) == 0)
        #expect(pixels(in: below, of: image, notMatching: yellow) == 0)
    }

    @Test("a list clips its rows to its bounds, before and after scrolling")
    func listClips() {
        let host = snapshotHost(screen(list), size: size)
        var image = render(host)
        #expect(pixels(in: below, of: image, notMatching: yellow) == 0)
        #expect(pixels(in: window, of: image, notMatching: white) == 0)
        #expect(host.scroll(at: CGPoint(x: 150, y: 130), by: CGSize(width: 0, height: 300)))
        image = render(host)
        #expect(pixels(in: header, of: image, notMatching: red) == 0)
        #expect(pixels(in: below, of: image, notMatching: yellow) == 0)
        #expect(pixels(in: CGRect(x: 0, y: 61, width: 300, height: 148), of: image, notMatching: white) > 100)
    }

    @Test("the display list puts a scroll view's content in a group clipped to its frame")
    func clipGroup() throws {
        let host = snapshotHost(screen(scrollView), size: size)
        let clips = host.displayList.items.compactMap { item -> CGRect? in
            guard case .group(let group) = item.content, let clip = group.effects.clip else { return nil }
            return clip.path.boundingRect
        }
        #expect(clips == [CGRect(x: 0, y: 60, width: 300, height: 150)])
    }

    @Test("scrollClipDisabled() lets the rows draw past the scroll view's bounds")
    func clipDisabled() {
        let host = snapshotHost(screen(scrollView.scrollClipDisabled()), size: size)
        #expect(pixels(in: window, of: render(host), notMatching: white) > 100)
        #expect(host.displayList.items.allSatisfy { item in
            guard case .group(let group) = item.content else { return true }
            return group.effects.clip == nil
        })
    }
}
