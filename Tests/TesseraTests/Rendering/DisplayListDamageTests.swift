import Foundation
import Testing
@testable import Tessera

@Suite("DisplayList damage")
struct DisplayListDamageTests {
    func square(_ node: Int, x: CGFloat, color: Color = .red) -> DisplayList.Item {
        DisplayList.Item(id: .init(node: node), content: .fill(Path(CGRect(x: x, y: 0, width: 10, height: 10)),
                                                              .color(color.resolved(in: .light)), FillStyle()))
    }

    @Test("identical lists have no damage")
    func unchanged() {
        let list = DisplayList(items: [square(1, x: 0), square(2, x: 20)])
        #expect(list.damage(comparedTo: list).isEmpty)
    }

    @Test("an added item damages its bounds; a removed item its old bounds")
    func addedAndRemoved() {
        let old = DisplayList(items: [square(1, x: 0), square(2, x: 20)])
        let new = DisplayList(items: [square(1, x: 0), square(3, x: 50)])
        #expect(new.damage(comparedTo: old) == [CGRect(x: 20, y: 0, width: 10, height: 10), CGRect(x: 50, y: 0, width: 10, height: 10)])
    }

    @Test("a changed item damages its old and new bounds, merged when they overlap")
    func changed() {
        let old = DisplayList(items: [square(1, x: 0)])
        #expect(DisplayList(items: [square(1, x: 100)]).damage(comparedTo: old)
            == [CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 100, y: 0, width: 10, height: 10)])
        #expect(DisplayList(items: [square(1, x: 5)]).damage(comparedTo: old) == [CGRect(x: 0, y: 0, width: 15, height: 10)])
        #expect(DisplayList(items: [square(1, x: 0, color: .blue)]).damage(comparedTo: old) == [CGRect(x: 0, y: 0, width: 10, height: 10)])
    }

    @Test("a change inside a group is mapped through the group's transform")
    func insideGroup() {
        func list(_ child: DisplayList.Item) -> DisplayList {
            DisplayList(items: [DisplayList.Item(id: .init(node: 9), content: .group(DisplayList.Group(
                items: [square(1, x: 0), child], effects: .init(transform: CGAffineTransform(translationX: 0, y: 100)))))])
        }
        let damage = list(square(2, x: 30, color: .blue)).damage(comparedTo: list(square(2, x: 30)))
        #expect(damage == [CGRect(x: 30, y: 100, width: 10, height: 10)])
    }

    @Test("changed group effects damage the whole group")
    func groupEffects() {
        func list(_ opacity: Double) -> DisplayList {
            DisplayList(items: [DisplayList.Item(id: .init(node: 9), content: .group(DisplayList.Group(
                items: [square(1, x: 0), square(2, x: 30)], effects: .init(opacity: opacity))))])
        }
        #expect(list(0.5).damage(comparedTo: list(1)) == [CGRect(x: 0, y: 0, width: 40, height: 10)])
    }

    @Test("reordering items damages the ones that moved in painting order")
    func reorder() {
        let old = DisplayList(items: [square(1, x: 0), square(2, x: 20), square(3, x: 40)])
        let new = DisplayList(items: [square(1, x: 0), square(3, x: 40), square(2, x: 20)])
        let damage = new.damage(comparedTo: old)
        #expect(damage.count == 1)
        #expect(damage[0] == CGRect(x: 20, y: 0, width: 10, height: 10) || damage[0] == CGRect(x: 40, y: 0, width: 10, height: 10))
    }
}
