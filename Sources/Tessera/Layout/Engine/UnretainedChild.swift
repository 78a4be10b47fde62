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

    /// The child's spacing preferences.
    @MainActor
    var spacing: ViewSpacing {
        node.withInstance { $0.resolvedSpacing }
    }
}
