import Testing
@testable import Tessera

/// `ExplicitGuides` keeps up to four guides by name, in place; more make it "any".
@Suite("ExplicitGuides")
struct ExplicitGuidesTests {
    private let first = VerticalAlignment.firstTextBaseline.key
    private let last = VerticalAlignment.lastTextBaseline.key
    private let top = VerticalAlignment.top.key
    private let bottom = VerticalAlignment.bottom.key
    private let center = VerticalAlignment.center.key
    private let leading = HorizontalAlignment.leading.key

    @Test("contains exactly the guides added; none contains nothing; any contains everything")
    func containment() {
        let guides = ExplicitGuides([first, last])
        #expect(guides.contains(first) && guides.contains(last))
        #expect(!guides.contains(top) && !guides.contains(leading))
        #expect(!ExplicitGuides.none.contains(first) && ExplicitGuides.none.isEmpty)
        #expect(ExplicitGuides.any.contains(leading) && !ExplicitGuides.any.isEmpty)
    }

    @Test("a guide of one axis is not the same-named guide of the other")
    func axesAreDistinct() {
        // Same alignment ID type, other axis.
        let horizontalTwin = AlignmentKey(id: first.id, axis: .horizontal)
        #expect(!ExplicitGuides([first]).contains(horizontalTwin))
        #expect(ExplicitGuides([horizontalTwin]).contains(horizontalTwin))
    }

    @Test("union keeps each guide once; a fifth distinct guide makes the set any")
    func unionAndCapacity() {
        var guides = ExplicitGuides([first, last])
        guides.formUnion(ExplicitGuides([last, top]))
        #expect(guides.count == 3)
        #expect(guides.isSame(as: ExplicitGuides([top, first, last])))
        guides.formUnion(ExplicitGuides([bottom]))
        #expect(guides.count == 4 && !guides.isAny)
        guides.formUnion(ExplicitGuides([center]))
        #expect(guides.isAny && guides.contains(leading))
        var empty = ExplicitGuides()
        empty.formUnion(.any)
        #expect(empty.isAny)
    }

    @Test("sameness ignores order and tells sets of different guides apart")
    func sameness() {
        #expect(ExplicitGuides([first, last]).isSame(as: ExplicitGuides([last, first])))
        #expect(!ExplicitGuides([first, last]).isSame(as: ExplicitGuides([first, top])))
        #expect(!ExplicitGuides([first]).isSame(as: .any))
        #expect(ExplicitGuides.any.isSame(as: .any))
    }
}
