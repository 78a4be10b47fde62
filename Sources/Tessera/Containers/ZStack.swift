/// A view that overlays its subviews, aligning them in both axes.
public struct ZStack<Content: View>: View {
    var alignment: Alignment
    var content: Content

    /// Creates an instance with the given alignment.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public typealias Body = Never
}

extension ZStack: PrimitiveView, LayoutRoleProviding {
    func reconcile(in node: ViewNode) { node.updateContainerContent(content) }
    func layoutRole(in node: ViewNode) -> LayoutRole { .container(ZStackLayout(alignment: alignment)) }

    // In place (how the graph calls them): no copy of the stack, content included, per call.
    static func reconcile(at pointer: UnsafeRawPointer, as type: any View.Type, in node: ViewNode) {
        node.updateContainerContent(BorrowedView(trailingField(Content.self, after: Alignment.self, in: pointer)))
    }

    static func layoutRole(at pointer: UnsafeRawPointer, in node: ViewNode) -> LayoutRole {
        let stack = pointer.assumingMemoryBound(to: Self.self)
        return .container(ZStackLayout(alignment: stack.pointee.alignment))
    }

    static func updateLayoutInPlace(at pointer: UnsafeRawPointer, in node: ViewNode) -> Bool {
        let stack = pointer.assumingMemoryBound(to: Self.self)
        node.updateContainerLayout(ZStackLayout(alignment: stack.pointee.alignment))
        return true
    }
}
