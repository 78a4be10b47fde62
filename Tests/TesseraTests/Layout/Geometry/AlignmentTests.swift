import Foundation
import Testing
@testable import Tessera

private enum OneThird: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
}

@Suite("Alignment guides")
struct AlignmentTests {
    @Test("built-in guides have SwiftUI's default values")
    func defaultValues() {
        let dimensions = ViewDimensions(size: CGSize(width: 40, height: 30))
        #expect(dimensions[HorizontalAlignment.leading] == 0)
        #expect(dimensions[HorizontalAlignment.center] == 20)
        #expect(dimensions[HorizontalAlignment.trailing] == 40)
        #expect(dimensions[VerticalAlignment.top] == 0)
        #expect(dimensions[VerticalAlignment.center] == 15)
        #expect(dimensions[VerticalAlignment.bottom] == 30)
        #expect(dimensions[VerticalAlignment.firstTextBaseline] == 30)
        #expect(dimensions[VerticalAlignment.lastTextBaseline] == 30)
        #expect(dimensions[explicit: VerticalAlignment.firstTextBaseline] == nil)
    }

    @Test("a custom alignment ID computes its default from the dimensions")
    func customAlignment() {
        let oneThird = VerticalAlignment(OneThird.self)
        #expect(ViewDimensions(size: CGSize(width: 10, height: 30))[oneThird] == 10)
        #expect(oneThird == VerticalAlignment(OneThird.self))
        #expect(oneThird != .center)
    }

    @Test("combining explicit values takes the first baseline from the top and averages other guides")
    func combineExplicit() {
        #expect(VerticalAlignment.firstTextBaseline.combineExplicit([nil, 12, 7]) == 7)
        #expect(VerticalAlignment.lastTextBaseline.combineExplicit([12, nil, 7]) == 12)
        #expect(HorizontalAlignment.center.combineExplicit([10, 20, nil]) == 15)
        #expect(HorizontalAlignment.center.combineExplicit([nil, nil]) == nil)
    }

    @Test("two-axis alignments pair the matching guides")
    func alignmentPairs() {
        #expect(Alignment.bottomTrailing == Alignment(horizontal: .trailing, vertical: .bottom))
        #expect(Alignment.leadingFirstTextBaseline.vertical == .firstTextBaseline)
        #expect(UnitPoint.bottomTrailing == UnitPoint(x: 1, y: 1))
        #expect(Edge.Set.horizontal == [.leading, .trailing])
        #expect(Edge.Set(.top).contains(.top))
    }
}
