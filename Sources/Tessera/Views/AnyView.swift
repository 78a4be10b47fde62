/// A type-erased view.
///
/// Changing the type of the wrapped view changes the identity of what is shown (its state is
/// reset), as in SwiftUI.
public struct AnyView: View {
    let storage: any View

    /// Create an instance that type-erases `view`.
    public init<V: View>(_ view: V) {
        if let any = view as? AnyView { storage = any.storage } else { storage = view }
    }

    /// Creates an instance that type-erases `view`.
    public init<V: View>(erasing view: V) { self.init(view) }

    /// Creates a type-erased view from a type-erased value if that value is also a view.
    public init?(_fromValue value: Any) {
        guard let view = value as? any View else { return nil }
        storage = view
    }

    public typealias Body = Never
}

extension AnyView: PrimitiveView {
    static var subviewBehavior: SubviewBehavior { .transparent }

    func reconcile(in node: ViewNode) {
        node.updateChild(key: .body, view: storage, environment: node.environment)
    }
}
