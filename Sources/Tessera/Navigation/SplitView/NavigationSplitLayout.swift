import Foundation

/// The layout of a split view's columns. Its subviews are the detail first (so the leading
/// columns draw over it with the prominent-detail style), then the leading columns in order.
///
/// Collapsed, it shows the column on top over the whole bounds and hides the others. Otherwise
/// the shown leading columns take their widths from the leading edge and the detail the rest
/// (balanced), or the detail takes the whole bounds under them (prominent detail). Hidden
/// columns keep their views and state.
struct NavigationSplitLayout: Layout, Equatable {
    /// The subview shown when collapsed (0 is the detail).
    var collapsedIndex: Int?
    /// Whether each leading column is shown, and its width.
    var leading: [Column]
    var prominentDetail: Bool

    struct Column: Equatable {
        var isShown: Bool
        var width: CGFloat
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        if let collapsedIndex {
            for index in subviews.indices {
                if index == collapsedIndex {
                    subviews[index].place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
                } else {
                    subviews[index].hide()
                }
            }
            return
        }
        var x = bounds.minX
        for (offset, column) in leading.enumerated() where offset + 1 < subviews.count {
            let subview = subviews[offset + 1]
            guard column.isShown else {
                subview.hide()
                continue
            }
            let width = Swift.min(column.width, Swift.max(bounds.maxX - x, 0))
            subview.place(at: CGPoint(x: x, y: bounds.minY), anchor: .topLeading,
                          proposal: ProposedViewSize(width: width, height: bounds.height))
            x += width
        }
        let detailX = prominentDetail ? bounds.minX : x
        subviews[0].place(at: CGPoint(x: detailX, y: bounds.minY), anchor: .topLeading,
                          proposal: ProposedViewSize(width: Swift.max(bounds.maxX - detailX, 0), height: bounds.height))
    }
}

/// A container of a split view's columns laid out by ``NavigationSplitLayout``.
struct NavigationSplitColumns<Content: View>: View {
    let layout: NavigationSplitLayout
    let content: Content

    init(layout: NavigationSplitLayout, @ViewBuilder content: () -> Content) {
        self.layout = layout
        self.content = content()
    }

    typealias Body = Never
}

extension NavigationSplitColumns: PrimitiveView, LayoutRoleProviding {
    func reconcile(in node: ViewNode) { node.updateContainerContent(content) }
    func layoutRole(in node: ViewNode) -> LayoutRole { .container(layout) }
}
