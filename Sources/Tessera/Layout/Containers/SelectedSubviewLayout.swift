import Foundation

/// A layout that shows one of its subviews and keeps the others alive but hidden: a
/// `NavigationStack` shows its top screen, a `TabView` its selected tab.
///
/// The shown subview is measured and placed with the container's whole proposal; the others
/// are hidden (no frame, no drawing, no events, no preferences) without being measured, so
/// their views, `@State` and scroll positions stay as they were until they are shown again.
/// An index past the end shows nothing.
struct SelectedSubviewLayout: Layout, Equatable {
    /// The subview to show; nil shows the last one (a stack's top).
    var selection: Int?

    init(index: Int?) { selection = index }

    private func shownIndex(in subviews: Subviews) -> Int { selection ?? subviews.count - 1 }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let index = shownIndex(in: subviews)
        guard subviews.indices.contains(index) else { return proposal.replacingUnspecifiedDimensions(by: .zero) }
        return subviews[index].sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let index = shownIndex(in: subviews)
        for position in subviews.indices {
            if position == index {
                subviews[position].place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
            } else {
                subviews[position].hide()
            }
        }
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        let index = shownIndex(in: subviews)
        guard subviews.indices.contains(index) else { return nil }
        return subviews[index].dimensions(in: proposal)[explicit: guide].map { $0 + bounds.minX }
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        let index = shownIndex(in: subviews)
        guard subviews.indices.contains(index) else { return nil }
        return subviews[index].dimensions(in: proposal)[explicit: guide].map { $0 + bounds.minY }
    }
}

/// A container that shows the subview at `index` of its content, or its last subview when
/// `index` is nil (``SelectedSubviewLayout``).
///
/// Give it one subview per page (wrap each page in a unary view), keyed by a stable identity,
/// so a page keeps its state while another is shown.
struct SelectedSubviewContainer<Content: View>: View {
    var index: Int?
    var content: Content

    init(index: Int?, @ViewBuilder content: () -> Content) {
        self.index = index
        self.content = content()
    }

    typealias Body = Never
}

extension SelectedSubviewContainer: PrimitiveView, LayoutRoleProviding {
    func reconcile(in node: ViewNode) { node.updateContainerContent(content) }
    func layoutRole(in node: ViewNode) -> LayoutRole { .container(SelectedSubviewLayout(index: index)) }
}
