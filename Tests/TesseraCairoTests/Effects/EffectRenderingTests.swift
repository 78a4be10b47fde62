import Foundation
import Testing
@testable import Tessera
@testable import TesseraCairo

/// Drawing effects rendered end to end: each effect is a display-list group around the view.
@Suite("Rendering drawing effects") @MainActor
struct EffectRenderingTests {
    private func render<V: View>(_ view: V) -> RenderedImage { ImageRenderer(content: view).render() }

    @Test("opacity halves the alpha of the view it modifies")
    func opacity() {
        let image = render(Color.red.frame(width: 20, height: 20).opacity(0.5))
        let pixel = image.pixel(x: 10, y: 10)
        #expect((126...129).contains(pixel.alpha))
        #expect(pixel.red == 255 && (57...61).contains(pixel.green))   // unpremultiplied from half alpha
    }

    @Test("opacity of overlapping views composites them as a whole")
    func opacityAsGroup() {
        let view = ZStack {
            Color.blue.frame(width: 20, height: 20)
            Color.red.frame(width: 20, height: 20)
        }.opacity(0.5)
        let pixel = render(view).pixel(x: 10, y: 10)
        // The red covers the blue before the opacity applies: no blue shows through.
        #expect(pixel.blue == 48 && (126...129).contains(pixel.alpha))
    }

    @Test("clipShape(Circle()) leaves the corners untouched")
    func clipShapeCircle() {
        let image = render(Color.red.frame(width: 40, height: 40).clipShape(Circle()))
        #expect(image.pixel(x: 1, y: 1).alpha == 0)
        #expect(image.pixel(x: 38, y: 38).alpha == 0)
        #expect(image.pixel(x: 20, y: 20).alpha == 255)
        #expect(image.pixel(x: 20, y: 1).alpha > 200)
    }

    @Test("clipped() cuts what a view draws outside its frame")
    func clipped() {
        let view = Color.red.frame(width: 40, height: 40).frame(width: 20, height: 20).clipped()
            .frame(width: 40, height: 40)
        let image = render(view)
        #expect(image.pixel(x: 20, y: 20).alpha == 255)
        #expect(image.pixel(x: 5, y: 5).alpha == 0)
        #expect(image.pixel(x: 35, y: 20).alpha == 0)
    }

    @Test("cornerRadius rounds the corners and keeps the edges")
    @available(*, deprecated)
    func cornerRadius() {
        let image = render(Color.red.frame(width: 40, height: 40).cornerRadius(10))
        #expect(image.pixel(x: 0, y: 0).alpha == 0)
        #expect(image.pixel(x: 1, y: 1).alpha == 0)
        #expect(image.pixel(x: 20, y: 0).alpha == 255)
        #expect(image.pixel(x: 0, y: 20).alpha == 255)
    }

    @Test("a shadow darkens pixels outside the view, offset by x and y")
    func shadow() {
        let view = Color.white.frame(width: 20, height: 20).shadow(color: .black, radius: 2, x: 6, y: 6)
            .padding(10)
        let image = render(view)
        #expect(image.pixel(x: 20, y: 20) == (255, 255, 255, 255))
        let below = image.pixel(x: 34, y: 34)   // outside the view, inside the offset shadow
        #expect(below.alpha > 100 && below.red == 0)
        #expect(image.pixel(x: 5, y: 5).alpha == 0)   // the other side casts nothing
    }

    @Test("the default shadow color is a translucent black")
    func defaultShadow() {
        let image = render(Color.white.frame(width: 20, height: 20).shadow(radius: 1, y: 8).padding(12))
        let pixel = image.pixel(x: 22, y: 38)
        #expect(pixel.alpha > 40 && pixel.alpha < 200)
    }

    @Test("rotationEffect(.degrees(90)) of a wide bar makes it tall, about its center")
    func rotation() {
        let view = Color.red.frame(width: 40, height: 10).rotationEffect(.degrees(90)).frame(width: 40, height: 40)
        let image = render(view)
        #expect(image.pixel(x: 20, y: 4).alpha == 255)    // above the bar's own frame
        #expect(image.pixel(x: 20, y: 36).alpha == 255)
        #expect(image.pixel(x: 4, y: 20).alpha == 0)      // where the bar was before rotating
        #expect(image.pixel(x: 36, y: 20).alpha == 0)
    }

    @Test("rotation keeps the layout: the frame reported to the container doesn't change")
    func rotationKeepsLayout() {
        let renderer = ImageRenderer(content: Color.red.frame(width: 40, height: 10).rotationEffect(.degrees(90)))
        #expect(renderer.renderedSize == CGSize(width: 40, height: 10))
    }

    @Test("scaleEffect scales about the anchor")
    func scale() {
        let centered = render(Color.red.frame(width: 20, height: 20).scaleEffect(0.5).frame(width: 20, height: 20))
        #expect(centered.pixel(x: 10, y: 10).alpha == 255)
        #expect(centered.pixel(x: 2, y: 2).alpha == 0)
        #expect(centered.pixel(x: 6, y: 6).alpha == 255)

        let leading = render(Color.red.frame(width: 20, height: 20).scaleEffect(x: 0.5, y: 1, anchor: .leading))
        #expect(leading.pixel(x: 4, y: 10).alpha == 255)
        #expect(leading.pixel(x: 15, y: 10).alpha == 0)

        let grown = render(Color.red.frame(width: 10, height: 10).scaleEffect(CGSize(width: 2, height: 2)).frame(width: 30, height: 30))
        #expect(grown.pixel(x: 6, y: 15).alpha == 255)
    }

    @Test("hidden draws nothing but keeps its space")
    func hidden() {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).hidden()
            Color.blue.frame(width: 10, height: 10)
        }
        let renderer = ImageRenderer(content: view)
        let image = renderer.render()
        #expect(renderer.renderedSize == CGSize(width: 20, height: 10))
        #expect(image.pixel(x: 5, y: 5).alpha == 0)
        #expect(image.pixel(x: 15, y: 5).blue == 255)
    }

    @Test("zIndex reorders overlapping siblings; equal indices keep their order")
    func zIndex() {
        let plain = render(ZStack { Color.red; Color.blue }.frame(width: 10, height: 10))
        #expect(plain.pixel(x: 5, y: 5).blue == 255)
        let raised = render(ZStack { Color.red.zIndex(1); Color.blue }.frame(width: 10, height: 10))
        #expect(raised.pixel(x: 5, y: 5).red == 255)
        let lowered = render(ZStack { Color.red; Color.blue.zIndex(-1); Color.green }.frame(width: 10, height: 10))
        #expect(lowered.pixel(x: 5, y: 5).green == 199)
    }

    @Test("zIndex works through modifiers and ForEach rows")
    func zIndexInRows() {
        let colors: [Color] = [.red, .blue, .green]
        let view = ZStack {
            ForEach(0..<3, id: \.self) { index in
                colors[index].frame(width: 10, height: 10).zIndex(index == 0 ? 5 : 0).padding(0)
            }
        }
        #expect(render(view).pixel(x: 5, y: 5).red == 255)
    }

    @Test("border strokes inside the frame, over the content")
    func border() {
        let image = render(Color.white.frame(width: 20, height: 20).border(Color.red, width: 2))
        #expect(image.pixel(x: 0, y: 10).red == 255 && image.pixel(x: 0, y: 10).green == 59)
        #expect(image.pixel(x: 1, y: 10).green == 59)
        #expect(image.pixel(x: 19, y: 19).green == 59)
        #expect(image.pixel(x: 3, y: 10) == (255, 255, 255, 255))
    }

    @Test("background(.red) fills the frame behind the content")
    func backgroundStyle() {
        let image = render(Color.clear.frame(width: 20, height: 10).background(.red))
        #expect(image.pixel(x: 10, y: 5) == (255, 59, 48, 255))
        let gradient = render(Color.clear.frame(width: 20, height: 10)
            .background(LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing)))
        #expect(gradient.pixel(x: 1, y: 5).red < 40 && gradient.pixel(x: 18, y: 5).red > 215)
    }

    @Test("background(_:in:) fills the shape behind the content")
    func backgroundInShape() {
        let image = render(Color.clear.frame(width: 40, height: 40).background(.blue, in: Circle()))
        #expect(image.pixel(x: 20, y: 20).blue == 255)
        #expect(image.pixel(x: 1, y: 1).alpha == 0)
        let rounded = render(Text("Hi").padding().background(Color.yellow, in: RoundedRectangle(cornerRadius: 8)))
        #expect(rounded.pixel(x: 0, y: 0).alpha == 0)
        #expect(rounded.pixel(x: 4, y: 20).green == 204)
    }

    @Test("blendMode(.multiply) multiplies the colors beneath")
    func blendMode() {
        let view = ZStack {
            Color(red: 1, green: 1, blue: 0)
            Color(red: 0, green: 1, blue: 1).blendMode(.multiply)
        }.frame(width: 10, height: 10)
        #expect(render(view).pixel(x: 5, y: 5) == (0, 255, 0, 255))
    }

    @Test("blur spreads a view's pixels beyond its frame")
    func blur() {
        let view = Color.red.frame(width: 20, height: 20).blur(radius: 4).padding(10)
        let image = render(view)
        let outside = image.pixel(x: 8, y: 20)
        #expect(outside.alpha > 0 && outside.alpha < 200)
        #expect(image.pixel(x: 20, y: 20).alpha > 200)
    }

    @Test("effects apply to each view of a group, each about its own frame")
    func effectOnSeveralViews() {
        let view = HStack(spacing: 0) {
            Group {
                Color.red.frame(width: 20, height: 6)
                Color.blue.frame(width: 20, height: 6)
            }
            .rotationEffect(.degrees(90))
        }
        .frame(width: 40, height: 20)
        let image = render(view)
        #expect(image.pixel(x: 10, y: 2).red == 255)     // each bar stands up in its own frame
        #expect(image.pixel(x: 30, y: 2).blue == 255)
        #expect(image.pixel(x: 2, y: 10).alpha == 0)
    }

    @Test("compositingGroup and drawingGroup draw the content unchanged")
    func compositingGroup() {
        let image = render(HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).compositingGroup()
            Color.blue.frame(width: 10, height: 10).drawingGroup()
        })
        #expect(image.pixel(x: 5, y: 5) == (255, 59, 48, 255))
        #expect(image.pixel(x: 15, y: 5).blue == 255)
    }

    @Test("the effect modifiers record one group each around the content")
    func groupsInDisplayList() {
        let host = OffscreenHost(rootView: Color.red.frame(width: 10, height: 10).opacity(0.5).rotationEffect(.degrees(45)),
                                 size: CGSize(width: 100, height: 100))
        let list = host.displayList
        guard case .group(let outer) = list.items.first?.content, case .group(let inner) = outer.items.first?.content else {
            Issue.record("expected two nested groups, got \(list.items)")
            return
        }
        #expect(!outer.effects.transform.isIdentity && outer.effects.opacity == 1)
        #expect(inner.effects.opacity == 0.5 && inner.effects.transform.isIdentity)
    }

    @Test("in an overlay, effects over several views and zIndex apply per view")
    func overlayLayers() {
        let view = Color.white.frame(width: 40, height: 20).overlay {
            Group {
                Color.red.frame(width: 20, height: 6)
                Color.blue.frame(width: 20, height: 6).zIndex(-1)
            }
            .rotationEffect(.degrees(90))
        }
        let image = render(view)
        #expect(image.pixel(x: 20, y: 2).red == 255)    // both bars stand up, centred; red on top
        #expect(image.pixel(x: 20, y: 2).blue == 48)
        #expect(image.pixel(x: 5, y: 10) == (255, 255, 255, 255))
    }
}
