import Foundation
import Testing
@_spi(Testing) @testable import Tessera

/// The pack overload called directly (the fixed-arity ones are preferred for 2–10 views).
@MainActor
private func packBlock<each C: View>(_ content: repeat each C) -> TupleView<(repeat each C)> {
    TupleView(elements: repeat each content)
}

private struct TwoBranches: View {
    @State var flag = true
    var body: some View {
        if flag { Text("yes") } else { Color.red }
        ForEach(0..<3, id: \.self) { Text("row \($0)") }
    }
}

@MainActor
@Suite("ViewBuilder's fixed-arity blocks")
struct ViewBuilderArityTests {
    @Test("two to ten views build the tuple type the pack builds, with the same values")
    func fixedArityMatchesPack() {
        let fixed = ViewBuilder.buildBlock(Text("a"), Color.red, Text("c"))
        let pack = packBlock(Text("a"), Color.red, Text("c"))
        #expect(type(of: fixed) == type(of: pack))
        #expect(type(of: fixed) == TupleView<(Text, Color, Text)>.self)
        #expect(fixed.value.0.plainText == "a" && fixed.value.1 == .red && fixed.value.2.plainText == "c")
        let ten = ViewBuilder.buildBlock(Text("0"), Text("1"), Text("2"), Text("3"), Text("4"),
                                         Text("5"), Text("6"), Text("7"), Text("8"), Text("9"))
        #expect(type(of: ten) == type(of: packBlock(Text("0"), Text("1"), Text("2"), Text("3"), Text("4"),
                                                     Text("5"), Text("6"), Text("7"), Text("8"), Text("9"))))
        #expect(ten.value.9.plainText == "9")
    }

    @Test("an if/else beside a ForEach: the branch switches, the rows stay")
    func ifElseBesideForEach() {
        let host = OffscreenHost(rootView: TwoBranches(), size: CGSize(width: 200, height: 200))
        #expect(host.rootSubviews.count == 4)
        #expect(host.frame(ofText: "yes") != nil)
        host.writeState(of: TwoBranches.self, value: false)
        host.update()
        #expect(host.frame(ofText: "yes") == nil)
        #expect(host.rootSubviews.count == 4)
        #expect(host.frame(ofText: "row 2") != nil)
    }
}
