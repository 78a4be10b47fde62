import Foundation
import Testing
@_spi(Testing) @testable import Tessera

/// How many times a ``CountingColumn`` placed its subviews.
private final class PlacementCounter: @unchecked Sendable {
    var placements = 0
}

/// Its subviews one below the other, left-aligned, proposed its own width; counts placements.
/// Equal values (the same counter) are the same layout: a body evaluated again changes nothing.
private struct CountingColumn: Layout, Equatable {
    let counter: PlacementCounter

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.counter === rhs.counter }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        counter.placements += 1
        var y = bounds.minY
        for subview in subviews {
            let childProposal = ProposedViewSize(width: bounds.width, height: nil)
            subview.place(at: CGPoint(x: bounds.minX, y: y), anchor: .topLeading, proposal: childProposal)
            y += subview.sizeThatFits(childProposal).height
        }
    }
}

/// A text in a fixed frame above a counted column whose first row can change.
private struct FixedAboveColumn: View {
    @State var above = "short"
    @State var inside = "row"
    let counter: PlacementCounter

    var body: some View {
        VStack(alignment: .leading) {
            Text(above).frame(width: 120, height: 30)
            CountingColumn(counter: counter) {
                Text(inside)
                Text("second")
            }
        }
    }
}

/// Rows nested a few stacks deep; one text deep inside can change.
private struct Nested: View {
    @State var deep = "deep"
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            ForEach(0..<4) { index in
                HStack(alignment: .top) {
                    Color.red.frame(width: 20, height: 20)
                    VStack(alignment: .leading) {
                        HStack {
                            Text("name \(index)")
                            Text(index == 2 ? deep : "time")
                        }
                        Text("body \(index)")
                    }
                }
            }
        }
    }
}

private struct Aligned: View {
    @State var leading = true
    var body: some View {
        VStack {
            VStack(alignment: leading ? .leading : .trailing) {
                Text("a")
                Text("a longer line")
            }
            Text("below")
        }
    }
}

private struct Offset: View {
    @State var offset: CGFloat = 0
    var body: some View {
        VStack {
            HStack {
                Text("left")
                Text("moved").offset(y: offset)
            }
            Text("below")
        }
    }
}

/// A geometry reader below a text whose height can change: the reader moves, its size doesn't.
private struct ReaderBelow: View {
    @State var above = "one line"
    var body: some View {
        VStack(spacing: 0) {
            Text(above)
            HStack {
                GeometryReader { proxy in
                    Text("y \(Int(proxy.frame(in: .global).minY))")
                }
                .frame(width: 100, height: 30)
            }
        }
    }
}

private struct Rows: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<40) { index in
                    Text("row \(index)").frame(height: 20)
                }
            }
        }
    }
}

/// A row that gains a view in front of it, and a padding that grows.
private struct Inserted: View {
    @State var extra = false
    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                if extra { Color.blue.frame(width: 30, height: 10) }
                Text("moved")
            }
            Text("padded").padding(extra ? 12 : 2)
        }
    }
}

@MainActor
@Suite("Skipping placements that are current")
struct PlacementSkippingTests {
    /// Every laid-out frame of `host`, labelled, in tree order.
    private func frames<V: View>(of host: OffscreenHost<V>) -> [String] {
        host.layoutFrames.map { "\($0.label) \($0.frame)" }
    }

    /// The frames of a fresh host built with `view` (its state set by its initializer): what an
    /// incremental layout must match.
    private func freshFrames<V: View>(of view: V, size: CGSize) -> [String] {
        frames(of: OffscreenHost(rootView: view, size: size))
    }

    // MARK: The engine

    @Test("laying a tree out again at the same size doesn't run its layouts' placement again")
    func unchangedTreeIsNotPlacedAgain() {
        let counter = PlacementCounter()
        let leaf = Tree.leaf(30, 10)
        let column = LayoutNode(layout: CountingColumn(counter: counter), children: [leaf, Tree.leaf(20, 20)])
        let root = Tree.vstack(Tree.leaf(50, 5), Tree.hstack(Tree.rectangle(), column)).padded(4)
        root.layOut(300, 300)
        let frame = leaf.globalFrame
        #expect(counter.placements == 1)
        root.layOut(300, 300)
        #expect(counter.placements == 1)
        #expect(leaf.globalFrame == frame)
        #expect(leaf.isPlaced)
        // Another proposal places again: the rectangle before the column is 100 narrower.
        root.layOut(200, 300)
        #expect(counter.placements == 2)
        #expect(leaf.globalFrame.minX == frame.minX - 100)
    }

    @Test("a leaf's new size deep inside places the subtree again, moving its siblings")
    func deepSizeChangeMovesSiblings() {
        let counter = PlacementCounter()
        let changing = Tree.leaf(30, 10)
        let below = Tree.leaf(20, 20)
        let column = LayoutNode(layout: CountingColumn(counter: counter), children: [changing, below])
        let neighbour = Tree.leaf(10, 10)
        let root = Tree.vstack(alignment: .leading, Tree.hstack(alignment: .top, column, neighbour), Tree.leaf(50, 5))
        root.layOut(300, 300)
        let belowFrame = below.globalFrame, neighbourFrame = neighbour.globalFrame
        changing.setLeafSizing(.fixed(CGSize(width: 60, height: 25)))
        root.layOut(300, 300)
        #expect(counter.placements == 2)
        #expect(changing.globalFrame.size == CGSize(width: 60, height: 25))
        #expect(below.globalFrame.minY == belowFrame.minY + 15)
        #expect(neighbour.globalFrame.minX == neighbourFrame.minX + 30)
        // And back: the frames of the first layout.
        changing.setLeafSizing(.fixed(CGSize(width: 30, height: 10)))
        root.layOut(300, 300)
        #expect(below.globalFrame == belowFrame)
        #expect(neighbour.globalFrame == neighbourFrame)
    }

    @Test("a size change under a layout whose size doesn't depend on its child places the child again")
    func sizeIndependentParentPlacesItsChildAgain() {
        let changing = Tree.leaf(30, 10)
        let reader = LayoutNode(layout: GeometryReaderLayout(), children: [Tree.zstack(alignment: .topLeading, changing)])
        let root = Tree.vstack(reader.framed(width: 100, height: 100), Tree.leaf(10, 10))
        root.layOut(300, 300)
        changing.setLeafSizing(.fixed(CGSize(width: 40, height: 40)))
        root.layOut(300, 300)
        #expect(changing.globalFrame.size == CGSize(width: 40, height: 40))
        #expect(changing.globalFrame.origin == reader.globalFrame.origin)
    }

    @Test("a node's placement callback runs on every pass, with its ancestors placed")
    func placementCallbackRunsEveryPass() {
        let counter = PlacementCounter()
        let watched = Tree.leaf(10, 10)
        var calls = 0
        watched.onPlacement = { _ in calls += 1 }
        let column = LayoutNode(layout: CountingColumn(counter: counter), children: [watched])
        let root = Tree.vstack(Tree.leaf(20, 20), column)
        root.layOut(300, 300)
        root.layOut(300, 300)
        root.layOut(300, 300)
        #expect(calls == 3)
        #expect(counter.placements == 3)
        // Without the callback, nothing is placed again.
        watched.onPlacement = nil
        root.layOut(300, 300)
        root.layOut(300, 300)
        #expect(calls == 3)
        #expect(counter.placements == 4)
    }

    @Test("replacing a child with one of the same size places the new child")
    func replacedChildIsPlaced() {
        let first = Tree.leaf(20, 20)
        let stack = Tree.hstack(Tree.leaf(10, 10), first)
        let root = stack.padded(5)
        root.layOut(300, 300)
        let frame = first.globalFrame
        let second = Tree.leaf(20, 20)
        stack.replaceChildren([stack.children[0], second])
        root.layOut(300, 300)
        #expect(second.isPlaced)
        #expect(second.globalFrame == frame)
        #expect(!first.isPlaced)
    }

    // MARK: Views

    @Test("a change in a fixed frame doesn't place its sibling subtree again; the changed text is placed")
    func siblingOfAFixedFrameIsNotPlacedAgain() {
        let size = CGSize(width: 400, height: 300)
        let counter = PlacementCounter()
        let host = OffscreenHost(rootView: FixedAboveColumn(counter: counter), size: size)
        let placements = counter.placements
        #expect(placements > 0)
        host.update()
        #expect(counter.placements == placements)
        host.writeState(of: FixedAboveColumn.self, slot: 0, value: "much longer")
        host.update()
        #expect(counter.placements == placements)
        #expect(frames(of: host)
                == freshFrames(of: FixedAboveColumn(above: "much longer", counter: PlacementCounter()), size: size))
        // A change inside the column places it again.
        host.writeState(of: FixedAboveColumn.self, slot: 1, value: "a much longer first row")
        host.update()
        #expect(counter.placements == placements + 1)
        #expect(host.frame(ofText: "second")?.minY == host.frame(ofText: "a much longer first row")?.maxY)
    }

    @Test("a text's new size deep inside a list of rows gives the frames of a fresh layout")
    func deepChangeMatchesAFreshLayout() {
        let size = CGSize(width: 400, height: 400)
        let host = OffscreenHost(rootView: Nested(), size: size)
        let original = frames(of: host)
        for text in ["a much longer time label", "x", "deep"] {
            host.writeState(of: Nested.self, value: text)
            host.update()
            #expect(frames(of: host) == freshFrames(of: Nested(deep: text), size: size))
        }
        #expect(frames(of: host) == original)
    }

    @Test("a stack's new alignment moves its children")
    func alignmentChangeMovesChildren() {
        let size = CGSize(width: 300, height: 200)
        let host = OffscreenHost(rootView: Aligned(), size: size)
        let leading = host.frame(ofText: "a")!
        host.writeState(of: Aligned.self, value: false)
        host.update()
        let trailing = host.frame(ofText: "a")!
        #expect(trailing.minX > leading.minX)
        #expect(trailing.maxX == host.frame(ofText: "a longer line")!.maxX)
        #expect(frames(of: host) == freshFrames(of: Aligned(leading: false), size: size))
    }

    @Test("a new offset moves the view")
    func offsetChangeMovesTheView() {
        let size = CGSize(width: 300, height: 200)
        let host = OffscreenHost(rootView: Offset(), size: size)
        let before = host.frame(ofText: "moved")!
        host.writeState(of: Offset.self, value: CGFloat(17))
        host.update()
        #expect(host.frame(ofText: "moved") == before.offsetBy(dx: 0, dy: 17))
        #expect(host.frame(ofText: "left") != nil)
    }

    @Test("scrolling moves the content, and laying out again keeps it there")
    func scrollingMovesTheContent() {
        let host = OffscreenHost(rootView: Rows(), size: CGSize(width: 200, height: 200))
        let first = host.frame(ofText: "row 0")!
        let tenth = host.frame(ofText: "row 10")!
        func minY(_ text: String) -> CGFloat { host.frame(ofText: text)?.minY ?? .nan }
        #expect(host.scroll(at: CGPoint(x: 100, y: 100), by: CGSize(width: 0, height: 100)))
        #expect(abs(minY("row 0") - (first.minY - 100)) < 1e-9)
        #expect(abs(minY("row 10") - (tenth.minY - 100)) < 1e-9)
        let scrolled = host.frame(ofText: "row 10")
        host.update()
        #expect(host.frame(ofText: "row 10") == scrolled)
        #expect(host.scroll(at: CGPoint(x: 100, y: 100), by: CGSize(width: 0, height: -100)))
        #expect(host.frame(ofText: "row 0") == first)
        #expect(host.frame(ofText: "row 10") == tenth)
    }

    @Test("a geometry reader that moves sees its new frame")
    func movedGeometryReaderSeesItsFrame() {
        let host = OffscreenHost(rootView: ReaderBelow(), size: CGSize(width: 300, height: 300))
        let top = host.frame(ofText: "one line")!
        #expect(host.frame(ofText: "y \(Int(top.maxY))") != nil)
        host.writeState(of: ReaderBelow.self, value: "one line\ntwo lines\nthree lines")
        host.update()
        let taller = host.frame(ofText: "one line\ntwo lines\nthree lines")!
        #expect(taller.height > top.height)
        #expect(host.frame(ofText: "y \(Int(taller.maxY))") != nil)
    }

    @Test("an inserted view and a larger padding move their neighbours")
    func insertionAndPaddingMove() {
        let size = CGSize(width: 300, height: 200)
        let host = OffscreenHost(rootView: Inserted(), size: size)
        let original = frames(of: host)
        host.writeState(of: Inserted.self, value: true)
        host.update()
        #expect(frames(of: host) == freshFrames(of: Inserted(extra: true), size: size))
        #expect(frames(of: host) != original)
        host.writeState(of: Inserted.self, value: false)
        host.update()
        #expect(frames(of: host) == original)
    }
}
