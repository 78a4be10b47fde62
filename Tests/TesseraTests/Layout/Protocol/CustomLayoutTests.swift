import Foundation
import Testing
@testable import Tessera

/// A horizontal stack that gives every subview the width of the widest one (the example from
/// Apple's `Layout` documentation).
private struct EqualWidthHStack: Layout {
    struct CacheData {
        var maxSize: CGSize
        var spacing: [CGFloat]
    }

    func makeCache(subviews: Subviews) -> CacheData {
        CacheData(maxSize: maxSize(subviews), spacing: spacing(subviews))
    }

    func updateCache(_ cache: inout CacheData, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let totalSpacing = cache.spacing.reduce(0, +)
        return CGSize(width: cache.maxSize.width * CGFloat(subviews.count) + totalSpacing,
                      height: cache.maxSize.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) {
        guard !subviews.isEmpty else { return }
        let placementProposal = ProposedViewSize(width: cache.maxSize.width, height: cache.maxSize.height)
        var nextX = bounds.minX + cache.maxSize.width / 2
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: nextX, y: bounds.midY), anchor: .center, proposal: placementProposal)
            nextX += cache.maxSize.width + cache.spacing[index]
        }
    }

    private func maxSize(_ subviews: Subviews) -> CGSize {
        subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) { current, size in
            CGSize(width: max(current.width, size.width), height: max(current.height, size.height))
        }
    }

    private func spacing(_ subviews: Subviews) -> [CGFloat] {
        subviews.indices.map { index in
            guard index < subviews.count - 1 else { return 0 }
            return subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal)
        }
    }
}

/// Places subviews evenly around a circle, the first at the top-trailing… the radial layout
/// from Apple's sample, simplified: angle 0 is to the right, increasing clockwise.
private struct RadialLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let radius = min(bounds.width, bounds.height) / 2
        let step = 2 * CGFloat.pi / CGFloat(subviews.count)
        for (index, subview) in subviews.enumerated() {
            let angle = step * CGFloat(index) + CGFloat(subview[Rotation.self])
            let point = CGPoint(x: bounds.midX + radius * cos(angle), y: bounds.midY + radius * sin(angle))
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}

private struct Rotation: LayoutValueKey {
    static let defaultValue: Double = 0
}

/// Counts cache creation and updates.
private struct CountingLayout: Layout {
    nonisolated(unsafe) static var made = 0
    nonisolated(unsafe) static var updated = 0
    var tag = 0

    func makeCache(subviews: Subviews) -> Int {
        Self.made += 1
        return subviews.count
    }

    func updateCache(_ cache: inout Int, subviews: Subviews) {
        Self.updated += 1
        cache = subviews.count
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
        CGSize(width: CGFloat(cache) * 10, height: 10)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {}
}

@Suite("Custom layouts", .serialized) @MainActor
struct CustomLayoutTests {
    private func close(_ a: CGPoint, _ b: CGPoint) -> Bool {
        abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9
    }

    @Test("an equal-width stack gives every subview the widest subview's width")
    func equalWidth() {
        let a = Tree.text("Hi", size: 12), b = Tree.text("Hello", size: 12), c = Tree.text("Hey", size: 12)
        let stack = LayoutNode(layout: EqualWidthHStack(), children: [a, b, c])
        stack.place(at: CGPoint(x: 10, y: 20), proposal: .unspecified)
        // "Hello" is 40 wide; three 40-wide slots and two 8-point gaps.
        #expect(stack.frame.size == CGSize(width: 136, height: 14.4))
        #expect(a.frame.origin == CGPoint(x: 12, y: 0))
        #expect(b.frame.origin == CGPoint(x: 48, y: 0))
        #expect(c.globalFrame.origin == CGPoint(x: 10 + 96 + 8, y: 20))
    }

    @Test("a radial layout puts subviews on a circle, turned by a layout value")
    func radial() {
        let subviews = (0..<4).map { Tree.leaf(10, 10, "item \($0)") }
        let radial = LayoutNode(layout: RadialLayout(), children: subviews)
        radial.layOut(200, 100)
        #expect(close(subviews[0].frame.origin, CGPoint(x: 145, y: 45)))
        #expect(close(subviews[1].frame.origin, CGPoint(x: 95, y: 95)))
        #expect(close(subviews[2].frame.origin, CGPoint(x: 45, y: 45)))
        #expect(close(subviews[3].frame.origin, CGPoint(x: 95, y: -5)))
        subviews[0].setLayoutValue(Double.pi, for: Rotation.self)
        radial.layOut(200, 100)
        #expect(close(subviews[0].frame.origin, CGPoint(x: 45, y: 45)))
    }

    @Test("layout values pass through modifiers and default when unset")
    func layoutValues() {
        let inner = Tree.leaf(10, 10)
        inner.setLayoutValue(3, for: Rotation.self)
        let subviews = LayoutSubviews([LayoutSubview(node: inner.padded()), LayoutSubview(node: Tree.leaf(1, 1))])
        #expect(subviews[0][Rotation.self] == 3)
        #expect(subviews[1][Rotation.self] == 0)
    }

    @Test("AnyLayout switches between layouts over the same subviews")
    func anyLayout() {
        let a = Tree.leaf(30, 10), b = Tree.leaf(30, 10)
        let container = LayoutNode(layout: AnyLayout(HStackLayout(spacing: 0)), children: [a, b])
        container.layOut(nil, nil)
        #expect(b.frame.origin == CGPoint(x: 30, y: 0))
        container.setLayout(AnyLayout(VStackLayout(spacing: 0)))
        container.layOut(nil, nil)
        #expect(b.frame.origin == CGPoint(x: 0, y: 10))
        #expect(container.enclosingStackOrientation == nil)
        let spacer = Tree.spacer()
        container.replaceChildren([a, spacer, b])
        container.layOut(nil, 100)
        #expect(spacer.frame.size == CGSize(width: 0, height: 80))
    }

    @Test("the cache is made once and updated when the children or the layout change")
    func cacheLifecycle() {
        CountingLayout.made = 0
        CountingLayout.updated = 0
        let node = LayoutNode(layout: CountingLayout(), children: [Tree.leaf(1, 1), Tree.leaf(1, 1)])
        #expect(node.sizeThatFits(.unspecified).width == 20)
        node.layOut(5, 5)
        #expect(CountingLayout.made == 1)
        #expect(CountingLayout.updated == 0)
        node.replaceChildren([Tree.leaf(1, 1)])
        #expect(node.sizeThatFits(.unspecified).width == 10)
        #expect(CountingLayout.updated == 1)
        node.setLayout(CountingLayout(tag: 1))
        _ = node.sizeThatFits(.unspecified)
        #expect(CountingLayout.made == 1)
        #expect(CountingLayout.updated == 2)
    }

    @Test("subviews form a random-access collection with slices")
    func subviewsCollection() {
        let nodes = (0..<4).map { Tree.leaf(CGFloat($0 + 1), 1) }
        let subviews = LayoutSubviews(nodes.map(LayoutSubview.init(node:)))
        let slice = subviews[1..<3]
        #expect(slice.startIndex == 1)
        #expect(slice.count == 2)
        #expect(slice.first?.sizeThatFits(.unspecified).width == 2)
        let picked = subviews[[3, 0]]
        #expect(picked.map { $0.sizeThatFits(.unspecified).width } == [4, 1])
        #expect(subviews[0] == LayoutSubview(node: nodes[0]))
        #expect(subviews[0] != subviews[1])
    }

    @Test("view spacing: 8 between views, zero next to a spacer, unions take the larger edge")
    func viewSpacing() {
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == 8)
        #expect(ViewSpacing.zero.distance(to: .zero, along: .vertical) == 0)
        #expect(ViewSpacing().distance(to: .flexibleSpace, along: .horizontal) == 0)
        var spacing = ViewSpacing.zero
        spacing.formUnion(ViewSpacing(), edges: .top)
        #expect(spacing.distance(to: .zero, along: .vertical) == 0)
        #expect(ViewSpacing.zero.distance(to: spacing, along: .vertical) == 8)
        #expect(ViewSpacing.zero.union(ViewSpacing()).distance(to: .zero, along: .horizontal) == 8)
    }
}
