extension View {
    /// Binds a view's identity to the given proxy value.
    ///
    /// When the proxy value changes, the view gets a new identity: its state is reset, the old
    /// view's `onDisappear` and the new view's `onAppear` run.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        _IDView(content: self, id: id)
    }
}

/// A view whose identity is an explicit id (see ``View/id(_:)``).
public struct _IDView<Content: View, ID: Hashable>: View {
    var content: Content
    var id: ID

    init(content: Content, id: ID) {
        self.content = content
        self.id = id
    }

    public typealias Body = Never
}

extension _IDView: PrimitiveView {
    static var subviewBehavior: SubviewBehavior { .transparent }
    static var staticSubviewCount: Int? { Tessera.staticSubviewCount(of: Content.self) }

    func reconcile(in node: ViewNode) {
        // An update with the same id reuses the child's key (no new identity box).
        node.updateChild(key: .explicit(AnyHashable(id), reusing: node.children.first?.key), view: content,
                         environment: node.environment)
    }
}
