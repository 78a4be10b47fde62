/// A type that collects multiple instances of a content type — like views — into a single unit.
///
/// A group is transparent: its children are the container's subviews, and modifiers applied
/// to the group apply to each of them.
public struct Group<Content> {
    var content: Content
}

extension Group: View where Content: View {
    /// Creates a group of views.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public typealias Body = Never
}

extension Group: PrimitiveView where Content: View {
    static var subviewBehavior: SubviewBehavior { .transparent }
    static var staticSubviewCount: Int? { Tessera.staticSubviewCount(of: Content.self) }

    func reconcile(in node: ViewNode) {
        node.updateChild(key: .body, view: content, environment: node.environment)
    }
}
