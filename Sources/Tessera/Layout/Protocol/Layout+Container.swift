extension Layout {
    /// Combines the specified views into a single composite view using the layout algorithms
    /// of the custom layout container.
    @MainActor
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutContainer(layout: self, content: content())
    }
}

/// A view that lays out its content's subviews with a `Layout` value (`MyLayout { … }`).
public struct _LayoutContainer<L: Layout, Content: View>: View {
    let layout: L
    let content: Content

    public typealias Body = Never
}

extension _LayoutContainer: PrimitiveView, LayoutRoleProviding {
    func reconcile(in node: ViewNode) { node.updateContainerContent(content) }
    func layoutRole(in node: ViewNode) -> LayoutRole {
        if let erased = layout as? AnyLayout { return .container(erased.storage) }
        return .container(layout)
    }
}
