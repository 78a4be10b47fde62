/// A view that arranges its subviews in a vertical line.
public struct VStack<Content: View>: View {
    var alignment: HorizontalAlignment
    var spacing: CGFloat?
    var content: Content

    /// Creates an instance with the given spacing and horizontal alignment.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public typealias Body = Never
}

extension VStack: PrimitiveView, LayoutRoleProviding {
    func reconcile(in node: ViewNode) { node.updateContainerContent(content) }
    func layoutRole(in node: ViewNode) -> LayoutRole { .container(VStackLayout(alignment: alignment, spacing: spacing)) }
}
