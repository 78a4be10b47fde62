import Foundation

/// A node's only (or primary) child, asked by a built-in modifier's layout run by the engine
/// directly (``LayoutBox``): no ``LayoutSubviews`` to build and copy, and no retain and release
/// of the child per question.
///
/// Made by ``LayoutNode/withPrimaryChild(_:)`` for the duration of one measurement or placement,
/// while the parent's `children` holds the child.
struct UnretainedChild: UnaryLayoutChild {
    private let node: Unmanaged<LayoutNode>

    init(_ node: Unmanaged<LayoutNode>) {
        self.node = node
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        onMainActor((node, proposal)) { node, proposal in node.withInstance { $0.sizeThatFits(proposal) } }
    }

    func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        onMainActor((node, proposal)) { node, proposal in node.withInstance { $0.dimensions(in: proposal) } }
    }

    func place(at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        onMainActor((node, position, anchor, proposal)) { node, position, anchor, proposal in
            node.withInstance { $0.didPlace(at: position, anchor: anchor, proposal: proposal) }
        }
    }

    /// ``UnaryLayoutChild/alignedOrigin(in:alignment:proposal:)`` without making the child's
    /// dimensions when it can't have an explicit value for the guides
    /// (``LayoutNode/alignmentValue(_:in:size:)``).
    func alignedOrigin(in size: CGSize, alignment: Alignment, proposal: ProposedViewSize) -> CGPoint {
        onMainActor((node, size, alignment, proposal)) { node, size, alignment, proposal in
            node.withInstance { child in
                let childSize = child.sizeThatFits(proposal)
                let box = ViewDimensions(size: size)
                let horizontal = alignment.horizontal.key, vertical = alignment.vertical.key
                return CGPoint(x: horizontal.defaultValue(in: box) - child.alignmentValue(horizontal, in: proposal, size: childSize),
                               y: vertical.defaultValue(in: box) - child.alignmentValue(vertical, in: proposal, size: childSize))
            }
        }
    }

    /// The child's spacing preferences.
    @MainActor
    var spacing: ViewSpacing {
        node.withInstance { $0.resolvedSpacing }
    }
}
