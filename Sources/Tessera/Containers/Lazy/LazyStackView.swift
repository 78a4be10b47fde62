/// What `LazyVStack` and `LazyHStack` share: reconciling their content, their layout over the
/// realized items, and handing the layout children over to ``LazyContainerState``.
protocol LazyStackView: PrimitiveView, LayoutRoleProviding, LayoutChildrenProviding {
    associatedtype Content: View
    associatedtype Orientation: LazyStackOrientation
    var content: Content { get }
    var spacing: CGFloat? { get }
    /// The alignment guide across the stack's axis.
    var alignmentKey: AlignmentKey { get }
    /// The section headers and footers pinned to the scroll view's viewport.
    var pinnedViews: PinnedScrollableViews { get }
}

extension LazyStackView {
    func reconcile(in node: ViewNode) {
        let state = node.lazyContainerState(axis: Orientation.axis)
        state.pinnedViews = pinnedViews
        state.measuresLinesWhileRealizing = true
        node.updateContainerContent(content)
    }

    func layoutRole(in node: ViewNode) -> LayoutRole {
        .container(LazyStackLayout<Orientation>(algorithm: LazyStackAlgorithm(
            axis: Orientation.axis, alignment: alignmentKey, spacing: spacing,
            state: node.lazyContainerState(axis: Orientation.axis))))
    }

    func layoutChildren(in node: ViewNode) -> [LayoutNode] {
        node.lazyContainerState(axis: Orientation.axis).layoutChildren(in: node)
    }
}

/// The axis of a lazy stack, as a type (the layout's stack orientation is static).
protocol LazyStackOrientation {
    static var axis: Axis { get }
}

enum LazyVerticalOrientation: LazyStackOrientation {
    static var axis: Axis { .vertical }
}

enum LazyHorizontalOrientation: LazyStackOrientation {
    static var axis: Axis { .horizontal }
}

/// The layout of a lazy stack (see ``LazyStackAlgorithm``). Its stack orientation lets
/// `Spacer` and `Divider` rows take the stack's axis, as in a `VStack`/`HStack`.
struct LazyStackLayout<Orientation: LazyStackOrientation>: Layout, Equatable {
    var algorithm: LazyStackAlgorithm

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.algorithm == rhs.algorithm }

    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = Orientation.axis
        return properties
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.sizeThatFits(proposal: proposal, subviews: subviews)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
    }
}

extension LazyStackAlgorithm: Equatable {
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.axis == rhs.axis && lhs.alignment == rhs.alignment && lhs.spacing == rhs.spacing && lhs.state === rhs.state
    }
}

extension ViewNode {
    /// The lazy container engine of this node (its payload), made on first use.
    func lazyContainerState(axis: Axis) -> LazyContainerState {
        if let state = payload as? LazyContainerState { return state }
        let state = LazyContainerState(axis: axis)
        payload = state
        return state
    }
}
