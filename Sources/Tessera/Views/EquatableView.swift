/// A view type that compares itself against its previous value and prevents its child
/// updating if its new value is the same as its old value.
public struct EquatableView<Content: View & Equatable>: View {
    public var content: Content

    public init(content: Content) { self.content = content }

    public typealias Body = Never
}

extension EquatableView: Equatable {
    public nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
        MainActor.assumeIsolated { lhs.content == rhs.content }
    }
}

extension EquatableView: PrimitiveView {
    static var subviewBehavior: SubviewBehavior { .transparent }
    static var staticSubviewCount: Int? { Tessera.staticSubviewCount(of: Content.self) }

    func reconcile(in node: ViewNode) {
        node.updateChild(key: .body, view: content, environment: node.environment)
    }
}

extension View where Self: Equatable {
    /// Prevents the view from updating its child view when its new value is the same as its
    /// old value.
    public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}
