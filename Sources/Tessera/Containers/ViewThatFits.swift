/// A view that adapts to the available space by providing the first child view that fits.
public struct ViewThatFits<Content: View>: View {
    let axes: Axis.Set
    let content: Content

    /// Produces a view constrained in the given axes from one of several alternatives
    /// provided by a view builder.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public typealias Body = Never
}

extension ViewThatFits: PrimitiveView, LayoutRoleProviding {
    func reconcile(in node: ViewNode) { node.updateContainerContent(content) }
    func layoutRole(in node: ViewNode) -> LayoutRole { .container(ViewThatFitsLayout(axes: axes)) }
}
