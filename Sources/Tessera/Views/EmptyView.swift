/// A view that doesn't contain any content. It contributes no subviews to its container.
public struct EmptyView: View {
    public nonisolated init() {}
    public typealias Body = Never
}

extension EmptyView: PrimitiveView {
    static var subviewBehavior: SubviewBehavior { .transparent }
    static var staticSubviewCount: Int? { 0 }
}
