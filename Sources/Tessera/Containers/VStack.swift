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

    // In place (how the graph calls them): no copy of the stack, content included, per call.
    static func reconcile(at pointer: UnsafeRawPointer, as type: any View.Type, in node: ViewNode) {
        node.updateContainerContent(BorrowedView(trailingField(Content.self, after: (HorizontalAlignment, CGFloat?).self, in: pointer)))
    }

    static func layoutRole(at pointer: UnsafeRawPointer, in node: ViewNode) -> LayoutRole {
        let stack = pointer.assumingMemoryBound(to: Self.self)
        return .container(VStackLayout(alignment: stack.pointee.alignment, spacing: stack.pointee.spacing))
    }

    static func updateLayoutInPlace(at pointer: UnsafeRawPointer, in node: ViewNode) -> Bool {
        let stack = pointer.assumingMemoryBound(to: Self.self)
        node.updateContainerLayout(VStackLayout(alignment: stack.pointee.alignment, spacing: stack.pointee.spacing))
        return true
    }
}
