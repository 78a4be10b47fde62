import Foundation
import Testing
@testable import Tessera

@Suite("Shape styles")
struct ShapeStyleTests {
    let bounds = CGRect(x: 10, y: 20, width: 100, height: 50)

    @Test("the foreground is the primary label color unless a foreground style is set")
    func foreground() {
        #expect(ShapeStyleContext().shading(for: .foreground, bounds: bounds) == .color(Color.Resolved(red: 0, green: 0, blue: 0)))
        #expect(ShapeStyleContext(colorScheme: .dark).shading(for: ForegroundStyle(), bounds: bounds)
            == .color(Color.Resolved(red: 1, green: 1, blue: 1)))
        let context = ShapeStyleContext(foregroundStyle: AnyShapeStyle(Color.red))
        #expect(context.shading(for: ForegroundStyle(), bounds: bounds) == .color(Color.red.resolved(in: .light)))
    }

    @Test("hierarchical levels fade a custom foreground and use label colors by default")
    func hierarchical() {
        #expect(ShapeStyleContext().color(for: HierarchicalShapeStyle.secondary).opacity == 0.6)
        let context = ShapeStyleContext(foregroundStyle: AnyShapeStyle(Color.blue))
        #expect(context.color(for: HierarchicalShapeStyle.secondary).opacity == 0.5)
        #expect(context.color(for: HierarchicalShapeStyle.primary) == Color.blue.resolved(in: .light))
    }

    @Test("tint is the accent color unless a tint is set")
    func tint() {
        #expect(ShapeStyleContext().color(for: .tint) == Color.accentColor.resolved(in: .light))
        #expect(ShapeStyleContext(tint: AnyShapeStyle(Color.orange)).color(for: .tint) == Color.orange.resolved(in: .light))
    }

    @Test("gradients place their unit points in the bounds and resolve their stops")
    func gradients() {
        let linear = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        guard case let .linearGradient(stops, start, end) = ShapeStyleContext(colorScheme: .dark).shading(for: linear, bounds: bounds) else {
            Issue.record("not a linear gradient"); return
        }
        #expect(start == CGPoint(x: 10, y: 45) && end == CGPoint(x: 110, y: 45))
        #expect(stops.map(\.location) == [0, 1] && stops[0].color == Color.red.resolved(in: .dark))
        let radial = RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 20)
        #expect(ShapeStyleContext().shading(for: radial, bounds: bounds)
            == .radialGradient([.init(color: Color.white.resolved(in: .light), location: 0),
                                .init(color: Color.black.resolved(in: .light), location: 1)],
                               center: CGPoint(x: 60, y: 45), startRadius: 0, endRadius: 20))
    }

    @Test("opacity and type erasure keep the underlying paint")
    func opacityAndErasure() {
        let style = AnyShapeStyle(Color.red.opacity(0.5))
        #expect(ShapeStyleContext().color(for: style).opacity == 0.5)
        #expect(ShapeStyleContext().color(for: LinearGradient(colors: [.red], startPoint: .top, endPoint: .bottom).opacity(0.25)).opacity == 0.25)
    }
}
