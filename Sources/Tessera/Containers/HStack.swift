/// A view that arranges its subviews in a horizontal line.
public struct HStack<Content: View>: View {
    var alignment: VerticalAlignment
    var spacing: CGFloat?
    var content: Content

    /// Creates a horizontal stack with the given spacing and vertical alignment.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public typealias Body = Never
}

extension HStack: PrimitiveView, LayoutRoleProviding {
    func reconcile(in node: ViewNode) { node.updateContainerContent(content) }
    func layoutRole(in node: ViewNode) -> LayoutRole { .container(HStackLayout(alignment: alignment, spacing: spacing)) }
}
