import Foundation
import Testing
@testable import Tessera

@Suite("DisplayListBuilder")
struct DisplayListBuilderTests {
    let red = DisplayList.Shading.color(Color.red.resolved(in: .light))

    @Test("groups nest their items in recording order")
    func nesting() {
        var builder = DisplayListBuilder()
        builder.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: red, id: .init(node: 1))
        builder.pushGroup(id: .init(node: 2), effects: .init(opacity: 0.5))
        builder.fill(Path(CGRect(x: 20, y: 0, width: 10, height: 10)), with: red, id: .init(node: 3))
        builder.withGroup(id: .init(node: 4), effects: .init(transform: CGAffineTransform(translationX: 100, y: 0))) {
            $0.stroke(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: red, style: StrokeStyle(lineWidth: 2),
                      id: .init(node: 5, index: 1))
        }
        #expect(builder.depth == 1)
        builder.popGroup()
        let list = builder.finish()
        #expect(list.items.map(\.id) == [.init(node: 1), .init(node: 2)])
        #expect(list.allItems.map(\.id.description) == ["1.0", "2.0", "3.0", "4.0", "5.1"])
        guard case .group(let group) = list.items[1].content else { Issue.record("not a group"); return }
        #expect(group.effects.opacity == 0.5 && group.items.count == 2)
    }

    @Test("item bounds include stroke width, group transforms and clips")
    func bounds() {
        var builder = DisplayListBuilder()
        builder.withGroup(id: .init(node: 1), effects: .init(transform: CGAffineTransform(translationX: 100, y: 0),
                                                              clip: .init(path: Path(CGRect(x: 0, y: 0, width: 5, height: 5))))) {
            $0.stroke(Path(CGRect(x: 0, y: 0, width: 10, height: 10)),
                      with: .color(Color.Resolved(red: 0, green: 0, blue: 0)),
                      style: StrokeStyle(lineWidth: 2, lineJoin: .round), id: .init(node: 2))
        }
        let list = builder.finish()
        #expect(list.allItems[1].bounds == CGRect(x: -1, y: -1, width: 12, height: 12))
        #expect(list.items[0].bounds == CGRect(x: 100, y: 0, width: 5, height: 5))
        #expect(list.bounds == CGRect(x: 100, y: 0, width: 5, height: 5))
    }

    @Test("a shadow and a blur grow a group's bounds")
    func effectBounds() {
        let effects = DisplayList.GroupEffects(shadow: .init(color: Color.Resolved(red: 0, green: 0, blue: 0), radius: 4,
                                                             offset: CGSize(width: 10, height: 0)))
        let mapped = effects.map(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(mapped == CGRect(x: 0, y: -6, width: 26, height: 22))
        #expect(DisplayList.GroupEffects(blurRadius: 2).map(CGRect(x: 0, y: 0, width: 10, height: 10))
            == CGRect(x: -3, y: -3, width: 16, height: 16))
    }

    @Test("shape views record a fill, a centred stroke, or an inset stroke")
    @MainActor func shapeViews() {
        var builder = DisplayListBuilder()
        let frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        let context = ShapeStyleContext()
        Rectangle().fill(Color.red).record(in: frame, context: context, node: 1, into: &builder)
        Rectangle().stroke(Color.red, lineWidth: 4).record(in: frame, context: context, node: 2, into: &builder)
        Rectangle().strokeBorder(Color.red, lineWidth: 4).record(in: frame, context: context, node: 3, into: &builder)
        Rectangle().stroke(lineWidth: 2).body.record(in: frame, context: context, node: 4, into: &builder)
        let items = builder.finish().items
        #expect(items[0].content == .fill(Path(frame), red, FillStyle()))
        #expect(items[1].bounds == CGRect(x: -2, y: -2, width: 24, height: 24).insetBy(dx: -18, dy: -18))
        guard case let .stroke(borderPath, _, _) = items[2].content else { Issue.record("not a stroke"); return }
        #expect(borderPath.boundingRect == CGRect(x: 2, y: 2, width: 16, height: 16))
        guard case let .stroke(strokedPath, _, style) = items[3].content else { Issue.record("not a stroke"); return }
        #expect(strokedPath == Path(frame) && style.lineWidth == 2)
    }
}
